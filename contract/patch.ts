// Patches (M07): the vendor's patch library, one platform (chip) each. Customers of that platform
// find, download and record merges of them into their own branches (patch.merge); staff publish
// them under /admin/patch (admin.publish): draft → released (normal) → voided.
import { z } from 'zod';
import {
  dateField,
  idField,
  idList,
  idParam,
  pageOf,
  requiredText,
  text,
  type PageQuery,
  type QueryOf,
} from './fields.ts';

/** What a customer sees (spec §4): a released patch is normal, a voided one stays listed, struck through. */
export const patchStatuses = ['normal', 'voided'] as const;
export type PatchStatus = (typeof patchStatuses)[number];
/** Publishing: drafts are staff's only; released shows as normal; voided can no longer be downloaded or merged. */
export const patchStates = ['draft', 'released', 'voided'] as const;
export type PatchState = (typeof patchStates)[number];
export const patchSortFields = ['releasedAt', 'name', 'version'] as const;
export type PatchSortField = (typeof patchSortFields)[number];
export const patchActions = ['release', 'void'] as const;
export type PatchAction = (typeof patchActions)[number];

/** Field maxima, shared by the server's checks and the web forms. */
export const patchLimits = {
  name: 120,
  description: 2000,
  version: 40,
  submitter: 60,
  chip: 40,
  applicableChips: 12,
  keyword: 100,
  branch: 100,
  related: 20,
  /** Patches chosen in one merge. */
  mergeMax: 20,
} as const;

const yesNo = z.enum(['true', 'false']);

export const patchListQuery = z.object({
  keyword: text(patchLimits.keyword).optional(),
  platformId: idParam.optional(),
  security: yesNo.optional(),
  mustMerge: yesNo.optional(),
  merged: yesNo.optional(),
  status: z.enum(patchStatuses).optional(),
  releaseFrom: dateField.optional(),
  releaseTo: dateField.optional(),
  sortField: z.enum(patchSortFields).default('releasedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type PatchListQuery = QueryOf<typeof patchListQuery> & PageQuery;

export const relatedPatchSchema = z.object({
  id: z.number(),
  name: z.string(),
  version: z.string(),
  status: z.enum(patchStatuses),
  /** It must be merged (by the caller's company) before this one, or chosen in the same merge. */
  mustFirst: z.boolean(),
  merged: z.boolean(),
});
export type RelatedPatch = z.infer<typeof relatedPatchSchema>;

export const patchSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  platformId: z.number(),
  /** The platform's name: the chip the patch is for. */
  chip: z.string(),
  applicableChips: z.array(z.string()),
  version: z.string(),
  status: z.enum(patchStatuses),
  security: z.boolean(),
  testPatch: z.boolean(),
  mustMerge: z.boolean(),
  /** Merged by the caller's company (into any branch). */
  merged: z.boolean(),
  submitter: z.string(),
  releasedAt: z.string().nullable(),
  fileId: z.number().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  sha256: z.string().nullable(),
});
export type Patch = z.infer<typeof patchSchema>;

export const patchPageSchema = pageOf(patchSchema).extend({ capped: z.boolean() });
export type PatchPage = z.infer<typeof patchPageSchema>;

export const patchDetailSchema = patchSchema.extend({ related: z.array(relatedPatchSchema) });
export type PatchDetail = z.infer<typeof patchDetailSchema>;

export const patchIdParams = z.object({ id: idParam });

/** Record that the chosen patches were merged into one of the customer's branches. */
export const patchMergeBody = z.object({
  branch: requiredText(patchLimits.branch),
  patchIds: idList(patchLimits.mergeMax)
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, 'patchDuplicateIds'),
});
export type PatchMergeBody = z.input<typeof patchMergeBody>;

export const mergeFailReasons = ['needsFirst', 'alreadyMerged'] as const;
export type MergeFailReason = (typeof mergeFailReasons)[number];

export const patchMergeResultSchema = z.object({
  branch: z.string(),
  results: z.array(
    z.object({
      patchId: z.number(),
      name: z.string(),
      ok: z.boolean(),
      reason: z.enum(mergeFailReasons).nullable(),
      /** needsFirst: the related patches that must come first and are neither merged nor merged now. */
      needs: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
});
export type PatchMergeResult = z.infer<typeof patchMergeResultSchema>;

export const patchHistoryQuery = z.object({ patchId: idParam.optional() });
export type PatchHistoryQuery = QueryOf<typeof patchHistoryQuery> & PageQuery;

/** One merge: of the caller's company (a patch's history) or the caller's own (my merges). */
export const patchMergeSchema = z.object({
  id: z.number(),
  patchId: z.number(),
  patchName: z.string(),
  version: z.string(),
  chip: z.string(),
  branch: z.string(),
  account: z.string(),
  mergedAt: z.string(),
});
export type PatchMerge = z.infer<typeof patchMergeSchema>;

export const patchDownloadSchema = z.object({
  id: z.number(),
  patchId: z.number(),
  patchName: z.string(),
  account: z.string(),
  size: z.number(),
  downloadedAt: z.string(),
});
export type PatchDownload = z.infer<typeof patchDownloadSchema>;

// Staff console.

export const adminPatchListQuery = z.object({
  keyword: text(patchLimits.keyword).optional(),
  platformId: idParam.optional(),
  state: z.enum(patchStates).optional(),
});
export type AdminPatchListQuery = QueryOf<typeof adminPatchListQuery> & PageQuery;

export const adminPatchSchema = patchSchema.omit({ merged: true, status: true }).extend({
  state: z.enum(patchStates),
  related: z.array(z.object({ id: z.number(), name: z.string(), mustFirst: z.boolean() })),
  publisher: z.string(),
  updatedAt: z.string(),
});
export type AdminPatch = z.infer<typeof adminPatchSchema>;
export const adminPatchPageSchema = pageOf(adminPatchSchema);
export type AdminPatchPage = z.infer<typeof adminPatchPageSchema>;

/** Create and edit: bounded clean text, the file a staff member uploaded, related patches of the same platform. */
export const patchBody = z.object({
  name: requiredText(patchLimits.name),
  description: text(patchLimits.description, { multiline: true }).default(''),
  platformId: idField,
  applicableChips: z.array(requiredText(patchLimits.chip)).max(patchLimits.applicableChips).default([]),
  version: requiredText(patchLimits.version),
  submitter: requiredText(patchLimits.submitter),
  security: z.boolean().default(false),
  testPatch: z.boolean().default(false),
  mustMerge: z.boolean().default(false),
  related: z
    .array(z.object({ id: idField, mustFirst: z.boolean() }))
    .max(patchLimits.related)
    .refine((rs) => new Set(rs.map((r) => r.id)).size === rs.length, 'patchDuplicateIds')
    .default([]),
  fileId: idField.nullable().optional(),
});
export type PatchBody = z.input<typeof patchBody>;

/** The patches staff may name as related (same platform, any state but voided). */
export const patchOptionsQuery = z.object({ platformId: idParam });
export const patchOptionSchema = z.object({ id: z.number(), name: z.string(), version: z.string() });
export type PatchOption = z.infer<typeof patchOptionSchema>;
