// Code delivery list (M12): the software packages the vendor delivered to a customer company, per
// project and platform, with their files, release notes and recipients; and the staff side that
// creates, edits, releases and withdraws them (draft → released → withdrawn).
import { z } from 'zod';
import { dateField, idField, idList, idParam, requiredText, text, type PageQuery, type QueryOf } from './fields.ts';

export const deliverStatuses = ['draft', 'released', 'withdrawn'] as const;
export type DeliverStatus = (typeof deliverStatuses)[number];
export const deliverSortFields = ['deliveryDate', 'version', 'name'] as const;
export type DeliverSortField = (typeof deliverSortFields)[number];

/** Limits of the form, shared by the server's schema and the web's Form rules. */
export const deliverLimits = {
  name: 100,
  version: 50,
  releaseNotes: 4000,
  keyword: 100,
  files: 10,
  recipients: 50,
} as const;

/** A version as people write it: letters, digits and . _ - + / (V1.2.0_r3, 2026.05-beta). */
export const deliverVersionPattern = /^[A-Za-z0-9][A-Za-z0-9._+\-/ ]*$/;
const versionField = requiredText(deliverLimits.version).refine((v) => deliverVersionPattern.test(v), 'badVersion');

/** The customer's list: project, platform, version/keyword, delivery dates, sort. */
export const deliverListQuery = z.object({
  projectId: idParam.optional(),
  platformId: idParam.optional(),
  keyword: text(deliverLimits.keyword).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
  sortField: z.enum(deliverSortFields).default('deliveryDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type DeliverListQuery = QueryOf<typeof deliverListQuery> & PageQuery;

export const deliverFileSchema = z.object({
  /** The delivery file's own id: what GET /common/deliver/download/{id} takes. */
  id: z.number(),
  fileId: z.number(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type DeliverFile = z.infer<typeof deliverFileSchema>;

export const deliverySchema = z.object({
  id: z.number(),
  name: z.string(),
  projectId: z.number(),
  project: z.string(),
  platformId: z.number(),
  platform: z.string(),
  version: z.string(),
  deliveryDate: z.string(),
  fileCount: z.number(),
  recipients: z.array(z.string()),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryDetailSchema = deliverySchema.extend({
  releaseNotes: z.string(),
  files: z.array(deliverFileSchema),
  recipientAccounts: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

/** The choices of the customer's filter bar: the projects and platforms the caller may see. */
export const deliverOptionsSchema = z.object({
  projects: z.array(z.object({ id: z.number(), name: z.string() })),
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type DeliverOptions = z.infer<typeof deliverOptionsSchema>;

// ---- staff (admin.publish) ----

export const adminDeliverListQuery = z.object({
  companyId: idParam.optional(),
  projectId: idParam.optional(),
  platformId: idParam.optional(),
  status: z.enum(deliverStatuses).optional(),
  keyword: text(deliverLimits.keyword).optional(),
});
export type AdminDeliverListQuery = QueryOf<typeof adminDeliverListQuery> & PageQuery;

export const adminDeliverySchema = deliverySchema.extend({
  companyId: z.number(),
  company: z.string(),
  companyEn: z.string(),
  status: z.enum(deliverStatuses),
  updatedAt: z.string(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

export const adminDeliveryDetailSchema = adminDeliverySchema.extend({
  releaseNotes: z.string(),
  files: z.array(deliverFileSchema),
  recipientIds: z.array(z.number()),
});
export type AdminDeliveryDetail = z.infer<typeof adminDeliveryDetailSchema>;

export const deliverBody = z.object({
  companyId: idField,
  projectId: idField,
  platformId: idField,
  name: requiredText(deliverLimits.name),
  version: versionField,
  deliveryDate: dateField,
  releaseNotes: text(deliverLimits.releaseNotes, { multiline: true }).default(''),
  /** Files uploaded through POST /common/file/upload, in the order shown. */
  fileIds: idList(deliverLimits.files).min(1),
  recipientIds: idList(deliverLimits.recipients).default([]),
});
export type DeliverBody = z.input<typeof deliverBody>;
export const deliverEditBody = deliverBody.extend({ id: idField });
export type DeliverEditBody = z.input<typeof deliverEditBody>;

/** The staff form's choices: customer companies, each with its projects, platforms and accounts. */
export const adminDeliverOptionsSchema = z.object({
  companies: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      nameEn: z.string(),
      projects: z.array(z.object({ id: z.number(), name: z.string() })),
      platforms: z.array(z.object({ id: z.number(), name: z.string() })),
      accounts: z.array(
        z.object({ id: z.number(), name: z.string(), email: z.string(), hiddenProjectIds: z.array(z.number()) }),
      ),
    }),
  ),
});
export type AdminDeliverOptions = z.infer<typeof adminDeliverOptionsSchema>;
