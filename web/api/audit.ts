// Calls of the staff console's audit trail under /admin/audit/ (server/modules/audit). Shapes come
// from contract/audit.ts as types only: its zod schemas stay out of the page chunk, so the few
// constants the page needs are declared here again, checked against the contract by `satisfies`.
import type {
  AuditAction,
  AuditActionsParams,
  AuditActionsQuery,
  AuditDashboard,
  AuditDashboardQuery,
  AuditDownload,
  AuditDownloadsParams,
  AuditDownloadsQuery,
  AuditOptions,
  DownloadModule,
  auditDownloadSortFields as contractSortFields,
  auditMax as contractMax,
  downloadModules as contractModules,
} from '../../contract/audit.ts';
import type { CappedPage } from '../../contract/codes.ts';
import { get, request } from './request.ts';

export type {
  AuditAction,
  AuditActionsQuery,
  AuditDashboard,
  AuditDashboardQuery,
  AuditDownload,
  AuditDownloadsQuery,
  AuditOptions,
  DownloadModule,
};

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
] as const satisfies typeof contractModules;
export const auditDownloadSortFields = ['createdAt', 'size'] as const satisfies typeof contractSortFields;
export const auditMax = { keyword: 100, action: 100 } as const satisfies typeof contractMax;

const data = <T>(envelope: { data: T }): T => envelope.data;

export const listAuditActions = (params: AuditActionsParams, signal?: AbortSignal) =>
  get<CappedPage<AuditAction>>('/admin/audit/actions', params, signal).then(data);

export const listAuditDownloads = (params: AuditDownloadsParams, signal?: AbortSignal) =>
  get<CappedPage<AuditDownload>>('/admin/audit/downloads', params, signal).then(data);

export const fetchAuditOptions = (signal?: AbortSignal) =>
  get<AuditOptions>('/admin/audit/options', undefined, signal).then(data);

export const fetchAuditDashboard = (params: AuditDashboardQuery, signal?: AbortSignal) =>
  get<AuditDashboard>('/admin/audit/dashboard', params, signal).then(data);

/** The CSV of every row the conditions select. Quiet: the page words the failure (413: too many). */
export const exportAuditCsv = (list: 'actions' | 'downloads', conditions: AuditActionsQuery | AuditDownloadsQuery) =>
  request({
    method: 'GET',
    path: `/admin/audit/${list}.csv`,
    params: conditions,
    responseType: 'blob',
    quiet: true,
  });
