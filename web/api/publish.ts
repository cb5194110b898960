// Calls of catalogue publishing (admin.publish): server/modules/publish. Shapes come from
// contract/publish.ts as types only, constants from the zod-free contract/publish-constants.ts.
import type {
  CatalogAdminDetail,
  CatalogAdminItem,
  CatalogAdminPage,
  CatalogAdminQuery,
  CatalogItemBody,
  CatalogKind,
  CatalogOptions,
  ToolVersionBody,
} from '../../contract/publish.ts';
import type { PublishState, PublishAction } from '../../contract/publish-constants.ts';
import type { Created } from '../../contract/fields.ts';
import { get, post, put } from './request.ts';

export {
  catalogImportColumns,
  publishStates,
  publishLimits,
  suggestedTypes,
} from '../../contract/publish-constants.ts';
export type {
  CatalogAdminDetail,
  CatalogAdminItem,
  CatalogAdminQuery,
  CatalogItemBody,
  CatalogKind,
  PublishState,
  PublishAction,
  ToolVersionBody,
};

const data = <T>(envelope: { data: T }) => envelope.data;
const base = (kind: CatalogKind) => `/admin/catalog/${kind}`;

export const listCatalogAdmin = (kind: CatalogKind) => (params: CatalogAdminQuery, signal?: AbortSignal) =>
  get<CatalogAdminPage>(`${base(kind)}/list`, params, signal).then(data);
export const fetchCatalogAdmin = (kind: CatalogKind, id: number, signal?: AbortSignal) =>
  get<CatalogAdminDetail>(`${base(kind)}/detail/${id}`, undefined, signal).then(data);
export const fetchCatalogOptions = (kind: CatalogKind, signal?: AbortSignal) =>
  get<CatalogOptions>(`${base(kind)}/options`, undefined, signal).then(data);
export const createCatalogItem = (kind: CatalogKind, body: CatalogItemBody) =>
  post<Created>(`${base(kind)}/add`, body).then(data);
export const editCatalogItem = (kind: CatalogKind, id: number, body: CatalogItemBody) =>
  put<null>(`${base(kind)}/edit/${id}`, body);
export const changeCatalogState = (kind: CatalogKind, action: PublishAction, id: number) =>
  post<null>(`${base(kind)}/${action}/${id}`);
export const addToolVersion = (id: number, body: ToolVersionBody) =>
  post<Created>(`/admin/catalog/tool/version/${id}`, body).then(data);
export const catalogImportPaths = (kind: CatalogKind) => ({
  preview: `${base(kind)}/import/preview`,
  commit: `${base(kind)}/import`,
  template: `${base(kind)}/import/template`,
});
export const uploadPath = '/common/file/upload';
