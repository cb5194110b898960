// Publishing the documents family (documents, technical reports, change notices, tools) from the
// staff console: one shape for the four kinds, with the tool's and the change notice's own fields.
// A change notice carries the JEDEC J-STD-046 fields: change type (its `type`), affected parts,
// reason, form/fit/function impact, qualification plan, sample, effective and last-time-buy dates;
// the customers' acknowledgements are counted per notice.
import { z } from 'zod';
import { catalogKinds } from './dcc.ts';
import {
  publishStates,
  publishActions,
  publishLimits,
  suggestedTypes,
  type PublishState,
  type PublishAction,
} from './publish-constants.ts';
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

export { catalogKinds };
export type { CatalogKind } from './dcc.ts';

export { publishStates, publishActions, publishLimits, suggestedTypes, type PublishState, type PublishAction };

export const kindParams = z.object({ kind: z.enum(catalogKinds) });
export const kindIdParams = z.object({ kind: z.enum(catalogKinds), id: idParam });

export const catalogAdminQuery = z.object({
  keyword: text(publishLimits.keyword).optional(),
  status: z.enum(publishStates).optional(),
  platformId: idParam.optional(),
  language: z.enum(['zh', 'en']).optional(),
});
export type CatalogAdminQuery = QueryOf<typeof catalogAdminQuery> & PageQuery;

const toolFields = z.object({
  source: text(publishLimits.toolText).default(''),
  versionName: text(publishLimits.version).default(''),
  attribute: text(publishLimits.toolText).default(''),
  overview: text(publishLimits.toolLog, { multiline: true }).default(''),
  log: text(publishLimits.toolLog, { multiline: true }).default(''),
});

/** J-STD-046: the change type is the item's `type`; dates are real calendar dates. */
const pcnFields = z
  .object({
    reason: requiredText(publishLimits.pcnText, { multiline: true }),
    affectedParts: requiredText(publishLimits.pcnText, { multiline: true }),
    ffImpact: text(publishLimits.pcnText, { multiline: true }).default(''),
    qualificationPlan: text(publishLimits.pcnText, { multiline: true }).default(''),
    sampleDate: dateField.or(z.literal('')).default(''),
    effectiveDate: dateField,
    lastOrderDate: dateField.or(z.literal('')).default(''),
  })
  .refine((p) => !p.lastOrderDate || p.lastOrderDate >= p.effectiveDate, {
    message: 'pcnLastOrderBeforeEffective',
    path: ['lastOrderDate'],
  });

/** Create and edit: every text bounded and clean; the file is one the publisher uploaded (or the item's own). */
export const catalogItemBody = z.object({
  name: requiredText(publishLimits.name),
  description: text(publishLimits.description, { multiline: true }).default(''),
  type: requiredText(publishLimits.type),
  tags: z.array(requiredText(publishLimits.tag)).max(publishLimits.tags).default([]),
  osVersion: text(publishLimits.osVersion).default(''),
  language: z.enum(['zh', 'en']),
  version: text(publishLimits.version).default(''),
  platformIds: idList(publishLimits.platforms).min(1),
  fileId: idField.nullable().optional(),
  /** Tools only. */
  tool: toolFields.optional(),
  /** Change notices only. */
  pcn: pcnFields.optional(),
});
export type CatalogItemBody = z.input<typeof catalogItemBody>;

/** A tool's new version: its name, change log and file; it becomes the tool's current file. */
export const toolVersionBody = z.object({
  versionName: requiredText(publishLimits.version),
  log: text(publishLimits.toolLog, { multiline: true }).default(''),
  fileId: idField,
});
export type ToolVersionBody = z.input<typeof toolVersionBody>;

export const catalogAdminItemSchema = z.object({
  id: z.number(),
  kind: z.enum(catalogKinds),
  name: z.string(),
  type: z.string(),
  language: z.enum(['zh', 'en']),
  version: z.string(),
  status: z.enum(publishStates),
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  fileId: z.number().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  sha256: z.string().nullable(),
  publisher: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  releasedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /**
   * Change notices: how many accounts of the staff member's companies acknowledged it, and how many
   * change requests those companies sent.
   */
  acknowledgements: z.number().optional(),
  changeRequests: z.number().optional(),
});
export type CatalogAdminItem = z.infer<typeof catalogAdminItemSchema>;
/** `capped`: more rows match than the count went to (limits.listCountCap). */
export const catalogAdminPageSchema = pageOf(catalogAdminItemSchema).extend({ capped: z.boolean() });
export type CatalogAdminPage = z.infer<typeof catalogAdminPageSchema>;

export const catalogAdminDetailSchema = catalogAdminItemSchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  osVersion: z.string(),
  tool: z
    .object({
      source: z.string(),
      versionName: z.string(),
      attribute: z.string(),
      overview: z.string(),
      log: z.string(),
      versions: z.array(
        z.object({
          id: z.number(),
          versionName: z.string(),
          log: z.string(),
          releasedAt: z.string(),
          fileName: z.string().nullable(),
          size: z.number().nullable(),
        }),
      ),
    })
    .optional(),
  pcn: z
    .object({
      reason: z.string(),
      affectedParts: z.string(),
      ffImpact: z.string(),
      qualificationPlan: z.string(),
      sampleDate: z.string(),
      effectiveDate: z.string(),
      lastOrderDate: z.string(),
      /** Customer acknowledgement status: those of the staff member's companies that acknowledged it, with when. */
      acknowledgedBy: z.array(z.object({ company: z.string(), account: z.string(), at: z.string() })),
    })
    .optional(),
});
export type CatalogAdminDetail = z.infer<typeof catalogAdminDetailSchema>;

export const catalogOptionsSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Types already used by this kind's items, besides the suggested ones. */
  types: z.array(z.string()),
});
export type CatalogOptions = z.infer<typeof catalogOptionsSchema>;
