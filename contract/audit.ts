// The staff console's audit trail (/admin/audit, staff code admin.audit): staff actions, customer
// downloads, their CSV exports and the downloads dashboard.
import { z } from 'zod';
import { cappedPageOf, dateField, idParam, text, type PageQuery, type QueryOf } from './fields.ts';

export const auditMax = { keyword: 100, action: 100 } as const;
/** A CSV export holds at most this many rows; more is a 413 asking for narrower conditions. */
export const auditCsvMaxRows = 50_000;
/** The dashboard's longest period, in days (one bar per day). */
export const auditPeriodMaxDays = 366;
/** The dashboard's period when none is given: the last 30 days, today included. */
export const auditPeriodDefaultDays = 30;
/** How many of the most-downloaded items the dashboard lists. */
export const auditTopItems = 10;

/** The modules a download is recorded under (download_records.item_kind). */
export const downloadModules = [
  'dcc',
  'tr',
  'pcn',
  'tool',
  'patch',
  'patchset',
  'samplecode',
  'deliver',
  'review',
  'simulation',
  'file',
] as const;
export type DownloadModule = (typeof downloadModules)[number];
export const auditSortOrders = ['asc', 'desc'] as const;
export const auditDownloadSortFields = ['createdAt', 'size'] as const;

const period = { from: dateField.optional(), to: dateField.optional() };

/** Staff actions: by the account's name or e-mail, the action (contains), a period; time order. */
export const auditActionsQuery = z.object({
  keyword: text(auditMax.keyword).optional(),
  action: text(auditMax.action).optional(),
  ...period,
  sortOrder: z.enum(auditSortOrders).default('desc'),
});
export type AuditActionsQuery = QueryOf<typeof auditActionsQuery>;
export type AuditActionsParams = AuditActionsQuery & PageQuery;

export const auditActionSchema = z.object({
  id: z.number(),
  accountId: z.number().nullable(),
  accountName: z.string(),
  accountEmail: z.string(),
  action: z.string(),
  target: z.string(),
  /** The detail as compact JSON (ids of the path, a few scalar fields of the body). */
  detail: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditAction = z.infer<typeof auditActionSchema>;
export const auditActionPageSchema = cappedPageOf(auditActionSchema);

/** Customer downloads: company, platform, module, period, keyword (person, e-mail, company, file). */
export const auditDownloadsQuery = z.object({
  keyword: text(auditMax.keyword).optional(),
  companyId: idParam.optional(),
  platformId: idParam.optional(),
  module: z.enum(downloadModules).optional(),
  ...period,
  sortField: z.enum(auditDownloadSortFields).default('createdAt'),
  sortOrder: z.enum(auditSortOrders).default('desc'),
});
export type AuditDownloadsQuery = QueryOf<typeof auditDownloadsQuery>;
export type AuditDownloadsParams = AuditDownloadsQuery & PageQuery;

export const auditDownloadSchema = z.object({
  id: z.number(),
  accountId: z.number(),
  accountName: z.string(),
  accountEmail: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  companyNameEn: z.string(),
  module: z.string(),
  itemId: z.number().nullable(),
  /** The item's name where the module has one (a document, a patch …); null when gone. */
  itemName: z.string().nullable(),
  platformId: z.number().nullable(),
  platformName: z.string().nullable(),
  fileId: z.number(),
  fileName: z.string(),
  /** SHA-256 of the bytes sent (a stamped PDF's own), else the stored file's. */
  sha256: z.string(),
  size: z.number(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditDownload = z.infer<typeof auditDownloadSchema>;
export const auditDownloadPageSchema = cappedPageOf(auditDownloadSchema);

/** The filters' choices: the companies the caller may audit, every platform. */
export const auditOptionsSchema = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), nameEn: z.string() })),
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;

/** The dashboard: a period (default the last 30 days) and, optionally, one company. */
export const auditDashboardQuery = z.object({ ...period, companyId: idParam.optional() });
export type AuditDashboardQuery = QueryOf<typeof auditDashboardQuery>;

export const auditDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period (YYYY-MM-DD, UTC); the counts below follow this order. */
  days: z.array(z.string()),
  total: z.number(),
  totals: z.array(z.number()),
  byPlatform: z.array(
    z.object({ platformId: z.number().nullable(), name: z.string(), counts: z.array(z.number()), total: z.number() }),
  ),
  byModule: z.array(z.object({ module: z.string(), counts: z.array(z.number()), total: z.number() })),
  topItems: z.array(
    z.object({
      module: z.string(),
      itemId: z.number().nullable(),
      name: z.string().nullable(),
      downloads: z.number(),
      lastAt: z.string(),
    }),
  ),
});
export type AuditDashboard = z.infer<typeof auditDashboardSchema>;
