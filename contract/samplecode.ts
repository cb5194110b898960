// Sample code (M06): the vendor's code samples, each on one platform (chip), with a code package
// to download. Customers see released samples of their company's platforms; staff publish them
// (draft → released → withdrawn) under /admin/samplecode.
import { z } from 'zod';
import { idField, idParam, requiredText, text, type PageQuery, type QueryOf } from './fields.ts';

/** The sample's own state of maintenance (spec §3 "status"), shown to customers. */
export const sampleStatuses = ['verified', 'testing', 'deprecated'] as const;
export type SampleStatus = (typeof sampleStatuses)[number];
/** Publishing: customers see only released samples; a withdrawn one disappears everywhere. */
export const sampleStates = ['draft', 'released', 'withdrawn'] as const;
export type SampleState = (typeof sampleStates)[number];
export const sampleSortFields = ['releasedAt', 'name', 'version'] as const;
export type SampleSortField = (typeof sampleSortFields)[number];

/** Field maxima, shared by the server's checks and the web form. */
export const sampleLimits = {
  bugId: 40,
  name: 120,
  description: 2000,
  version: 40,
  apVersion: 60,
  component: 60,
  androidVersion: 40,
  kernelVersion: 40,
  note: 1000,
  keywords: 200,
  keyword: 100,
} as const;

export const sampleListQuery = z.object({
  keyword: text(sampleLimits.keyword).optional(),
  platformId: idParam.optional(),
  component: text(sampleLimits.component).optional(),
  status: z.enum(sampleStatuses).optional(),
  androidVersion: text(sampleLimits.androidVersion).optional(),
  sortField: z.enum(sampleSortFields).default('releasedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
/** The platform id is coerced from text and the sort has defaults; the web always names the page. */
export type SampleListQuery = QueryOf<typeof sampleListQuery> & PageQuery;

export const sampleSchema = z.object({
  id: z.number(),
  bugId: z.string(),
  name: z.string(),
  description: z.string(),
  platformId: z.number(),
  /** The platform's name: the chip the sample runs on. */
  chip: z.string(),
  version: z.string(),
  apVersion: z.string(),
  component: z.string(),
  status: z.enum(sampleStatuses),
  androidVersion: z.string(),
  kernelVersion: z.string(),
  note: z.string(),
  keywords: z.string(),
  releasedAt: z.string().nullable(),
  fileId: z.number().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  sha256: z.string().nullable(),
});
export type Sample = z.infer<typeof sampleSchema>;

export const samplePageSchema = z.object({
  list: z.array(sampleSchema),
  /** At most limits.listCountCap; `capped` says more match. */
  total: z.number(),
  capped: z.boolean().optional(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type SamplePage = z.infer<typeof samplePageSchema>;

/** Staff: a sample in any state, with who published it. */
export const adminSampleSchema = sampleSchema.extend({
  state: z.enum(sampleStates),
  publisher: z.string(),
  updatedAt: z.string(),
});
export type AdminSample = z.infer<typeof adminSampleSchema>;
export const adminSamplePageSchema = samplePageSchema.extend({ list: z.array(adminSampleSchema) });
export type AdminSamplePage = z.infer<typeof adminSamplePageSchema>;

export const adminSampleListQuery = z.object({
  keyword: text(sampleLimits.keyword).optional(),
  platformId: idParam.optional(),
  state: z.enum(sampleStates).optional(),
});
export type AdminSampleListQuery = QueryOf<typeof adminSampleListQuery> & PageQuery;

/** Create and edit: every text field bounded and clean; the package is a file the staff member uploaded. */
export const sampleBody = z.object({
  bugId: text(sampleLimits.bugId).default(''),
  name: requiredText(sampleLimits.name),
  description: text(sampleLimits.description, { multiline: true }).default(''),
  platformId: idField,
  version: requiredText(sampleLimits.version),
  apVersion: text(sampleLimits.apVersion).default(''),
  component: requiredText(sampleLimits.component),
  status: z.enum(sampleStatuses),
  androidVersion: text(sampleLimits.androidVersion).default(''),
  kernelVersion: text(sampleLimits.kernelVersion).default(''),
  note: text(sampleLimits.note, { multiline: true }).default(''),
  keywords: text(sampleLimits.keywords).default(''),
  fileId: idField.nullable().optional(),
});
export type SampleBody = z.input<typeof sampleBody>;

export const sampleActions = ['release', 'withdraw'] as const;
export type SampleAction = (typeof sampleActions)[number];
export const sampleIdParams = z.object({ id: idParam });
