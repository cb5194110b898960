// Calls of the qualified vendor list (M05) under /common/qvl/ and its staff console under
// /admin/qvl/ (server/modules/qvl). Shapes come from contract/qvl.ts as types only: its zod schemas
// stay out of the page chunks, so the few constants the pages need are declared here again,
// checked against the contract by `satisfies`.
import type {
  QvlAction,
  QvlAdminEntry,
  QvlAdminQuery,
  QvlConditionsQuery,
  QvlEntry,
  QvlEntryBody,
  QvlLevel,
  QvlLifecyclePhase,
  QvlOptions,
  QvlPage,
  QvlPlatform,
  QvlStatus,
  QvlSupplier,
  QvlSupplierQuery,
  QvlTestStatus,
  QvlType,
  qvlLevels as contractLevels,
  qvlLifecyclePhases as contractPhases,
  qvlMax as contractMax,
  qvlSortFields as contractSortFields,
  qvlStatuses as contractStatuses,
  qvlTestStatuses as contractTestStatuses,
  qvlTypes as contractTypes,
} from '../../contract/qvl.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created, PageQuery } from '../../contract/fields.ts';
import { get, post, put, request } from './request.ts';

export type {
  QvlAction,
  QvlAdminEntry,
  QvlEntry,
  QvlEntryBody,
  QvlLevel,
  QvlLifecyclePhase,
  QvlOptions,
  QvlPlatform,
  QvlStatus,
  QvlSupplier,
  QvlTestStatus,
  QvlType,
};
export type QvlListParams = QvlConditionsQuery & PageQuery;

export const qvlLevels = ['A', 'B', 'C'] as const satisfies typeof contractLevels;
export const qvlTypes = [
  'memory',
  'storage',
  'pmic',
  'display',
  'camera',
  'sensor',
  'rf',
  'connectivity',
  'audio',
  'passive',
] as const satisfies typeof contractTypes;
export const qvlTestStatuses = [
  'planned',
  'testing',
  'passed',
  'failed',
] as const satisfies typeof contractTestStatuses;
export const qvlLifecyclePhases = [
  'sampling',
  'massProduction',
  'nrnd',
  'eol',
] as const satisfies typeof contractPhases;
export const qvlStatuses = ['draft', 'released', 'withdrawn'] as const satisfies typeof contractStatuses;
export const qvlSortFields = [
  'releasedAt',
  'partNumber',
  'level',
  'startDate',
] as const satisfies typeof contractSortFields;
export const qvlMax = {
  chip: 50,
  description: 500,
  partNumber: 80,
  componentId: 50,
  firmwareVersion: 50,
  chipType: 50,
  functionExplanation: 500,
  remark: 500,
  keyword: 100,
} as const satisfies typeof contractMax;

const data = <T>(envelope: { data: T }): T => envelope.data;

export const listQvl = (params: QvlListParams, signal?: AbortSignal) =>
  get<QvlPage>('/common/qvl/list', params, signal).then(data);

export const fetchQvlPlatforms = (signal?: AbortSignal) =>
  get<QvlPlatform[]>('/common/qvl/platforms', undefined, signal).then(data);

export const listQvlSuppliers = (params: QvlSupplierQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<QvlSupplier>>('/common/qvl/suppliers', params, signal).then(data);

/** xlsx of every row the conditions select (never a selection). Quiet: the page words the failure. */
export const exportQvl = (conditions: QvlConditionsQuery) =>
  request({ method: 'POST', path: '/common/qvl/export', body: conditions, responseType: 'blob', quiet: true });

// Staff console.

export const listQvlAdmin = (params: QvlAdminQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<QvlAdminEntry>>('/admin/qvl/list', params, signal).then(data);

export const fetchQvlOptions = (signal?: AbortSignal) =>
  get<QvlOptions>('/admin/qvl/options', undefined, signal).then(data);

export const addQvl = (body: QvlEntryBody) => post<Created>('/admin/qvl/add', body).then(data);

export const editQvl = (id: number, body: QvlEntryBody) => put<null>(`/admin/qvl/edit/${id}`, body).then(data);

export const changeQvlStatus = (action: QvlAction, id: number) => post<null>(`/admin/qvl/${action}/${id}`).then(data);
