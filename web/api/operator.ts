// Calls of operator data (M11) and its staff console (admin.publish): server/modules/operator.
// Shapes from contract/operator.ts as types only; constants from contract/operator-constants.ts (no zod).
import type { Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import type {
  OperatorAdminQuery,
  OperatorAdminRow,
  OperatorExportBody,
  OperatorForm,
  OperatorListQuery,
  OperatorMatrix,
  OperatorOptions,
  OperatorPage,
  OperatorRow,
} from '../../contract/operator.ts';
import { download, get, post, put } from './request.ts';

export type {
  OperatorAdminQuery,
  OperatorAdminRow,
  OperatorExportBody,
  OperatorForm,
  OperatorListQuery,
  OperatorMatrix,
  OperatorOptions,
  OperatorRow,
};

const data = <T>(envelope: { data: T }) => envelope.data;

export const listOperators = (params: OperatorListQuery, signal?: AbortSignal) =>
  get<OperatorPage>('/common/operator/list', params, signal).then(data);
export const operatorMatrix = (params: OperatorListQuery, signal?: AbortSignal) =>
  get<OperatorMatrix>('/common/operator/matrix', params, signal).then(data);
export const operatorOptions = (signal?: AbortSignal) =>
  get<OperatorOptions>('/common/operator/options', undefined, signal).then(data);
/** The xlsx of what the conditions select (never a selection). */
export const exportOperators = (conditions: OperatorExportBody) =>
  download('/common/operator/export', { method: 'POST', body: conditions });

export const listAdminOperators = (params: OperatorAdminQuery, signal?: AbortSignal) =>
  get<Page<OperatorAdminRow>>('/admin/operator/list', params, signal).then(data);
export const adminOperatorOptions = (signal?: AbortSignal) =>
  get<{ platforms: { id: number; name: string }[] }>('/admin/operator/options', undefined, signal).then(data);
export const createOperator = (body: OperatorForm) => post<Created>('/admin/operator/add', body).then(data);
export const editOperator = (id: number, body: OperatorForm) => put<null>(`/admin/operator/edit/${id}`, body);
/** 409 when the row's state does not allow it. */
export const changeOperatorState = (action: 'release' | 'withdraw', id: number) =>
  post<null>(`/admin/operator/${action}/${id}`);

export const operatorImportPaths = {
  preview: '/admin/operator/import/preview',
  commit: '/admin/operator/import',
  template: '/admin/operator/import/template',
};
