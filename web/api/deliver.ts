// Calls of the code delivery list (M12, server/modules/deliver): the customer's list, filter
// choices, detail and file address; the staff console's list, form choices and changes. Shapes
// from contract/deliver.ts, as types only.
import type { Page } from '../../contract/codes.ts';
import type {
  AdminDeliverListQuery,
  AdminDeliverOptions,
  AdminDelivery,
  AdminDeliveryDetail,
  DeliverBody,
  DeliverEditBody,
  DeliverFile,
  DeliverListQuery,
  DeliverOptions,
  DeliverStatus,
  Delivery,
  DeliveryDetail,
} from '../../contract/deliver.ts';
import type { Created } from '../../contract/fields.ts';
import { apiBase, get, post, put, request } from './request.ts';

export type {
  AdminDeliverListQuery,
  AdminDeliverOptions,
  AdminDelivery,
  AdminDeliveryDetail,
  DeliverBody,
  DeliverEditBody,
  DeliverFile,
  DeliverListQuery,
  DeliverOptions,
  DeliverStatus,
  Delivery,
  DeliveryDetail,
};

const data = <T>(envelope: { data: T }) => envelope.data;

export const listDeliveries = (params: DeliverListQuery, signal?: AbortSignal) =>
  get<Page<Delivery>>('/common/deliver/list', params, signal).then(data);
export const fetchDeliverOptions = (signal?: AbortSignal) =>
  get<DeliverOptions>('/common/deliver/options', undefined, signal).then(data);
/** Quiet: the drawer shows not-found itself (an invisible delivery is a 404, never a 403). */
export const fetchDelivery = (id: number, signal?: AbortSignal) =>
  request<DeliveryDetail>({ method: 'GET', path: `/common/deliver/detail/${id}`, quiet: true, signal }).then(data);
/** The address the download manager fetches for one delivery file (it adds the bearer and Range). */
export const deliverFileUrl = (fileId: number) => `${apiBase}/common/deliver/download/${fileId}`;

export const listAdminDeliveries = (params: AdminDeliverListQuery, signal?: AbortSignal) =>
  get<Page<AdminDelivery>>('/admin/deliver/list', params, signal).then(data);
export const fetchAdminDeliverOptions = (signal?: AbortSignal) =>
  get<AdminDeliverOptions>('/admin/deliver/options', undefined, signal).then(data);
export const fetchAdminDelivery = (id: number, signal?: AbortSignal) =>
  get<AdminDeliveryDetail>(`/admin/deliver/detail/${id}`, undefined, signal).then(data);
export const createDelivery = (body: DeliverBody) => post<Created>('/admin/deliver/add', body).then(data);
export const editDelivery = (body: DeliverEditBody) => put<Created>('/admin/deliver/edit', body).then(data);
/** 409 when the delivery's state does not allow it (release a draft, withdraw a released one). */
export const changeDeliveryState = (action: 'release' | 'withdraw', id: number) =>
  post<Created>(`/admin/deliver/${action}/${id}`);
/** Files are uploaded first (POST /common/file/upload), then named by their fileId. */
export const uploadPath = '/common/file/upload';
