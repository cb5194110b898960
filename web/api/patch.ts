// Calls of patches (M07) and their staff console (admin.publish): server/modules/patch. Shapes come
// from contract/patch.ts as types only: its zod schemas stay out of the page chunks, so the
// constants the pages need are declared here again, checked by `satisfies`.
import type {
  AdminPatch,
  AdminPatchListQuery,
  AdminPatchPage,
  MergeFailReason,
  Patch,
  PatchAction,
  PatchBody,
  PatchDetail,
  PatchDownload,
  PatchHistoryQuery,
  PatchListQuery,
  PatchMerge,
  PatchMergeBody,
  PatchMergeResult,
  PatchOption,
  PatchPage,
  PatchSortField,
  PatchState,
  PatchStatus,
  RelatedPatch,
  patchLimits as contractLimits,
  patchSortFields as contractSortFields,
  patchStates as contractStates,
  patchStatuses as contractStatuses,
} from '../../contract/patch.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import type { StoredFileInfo } from '../../contract/files.ts';
import { apiBase, get, post, put, request } from './request.ts';

export type {
  AdminPatch,
  AdminPatchListQuery,
  MergeFailReason,
  Patch,
  PatchAction,
  PatchBody,
  PatchDetail,
  PatchDownload,
  PatchListQuery,
  PatchMerge,
  PatchMergeBody,
  PatchMergeResult,
  PatchOption,
  PatchSortField,
  PatchState,
  PatchStatus,
  RelatedPatch,
  StoredFileInfo,
};

/** contract/patch.ts patchStatuses. */
export const patchStatuses = ['normal', 'voided'] as const satisfies typeof contractStatuses;
/** contract/patch.ts patchStates. */
export const patchStates = ['draft', 'released', 'voided'] as const satisfies typeof contractStates;
/** contract/patch.ts patchSortFields. */
export const patchSortFields = ['releasedAt', 'name', 'version'] as const satisfies typeof contractSortFields;
/** contract/patch.ts patchLimits. */
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
  mergeMax: 20,
} as const satisfies typeof contractLimits;

const data = <T>(envelope: { data: T }) => envelope.data;

export const listPatches = (params: PatchListQuery, signal?: AbortSignal) =>
  get<PatchPage>('/common/patch/list', params, signal).then(data);

/** Quiet: the drawer shows not-found itself (an invisible patch is a 404, never a 403). */
export const fetchPatch = (id: number, signal?: AbortSignal) =>
  request<PatchDetail>({ method: 'GET', path: `/common/patch/detail/${id}`, quiet: true, signal }).then(data);

/** The address the download manager fetches (it adds the bearer header and Range itself). */
export const patchDownloadUrl = (id: number) => `${apiBase}/common/patch/download/${id}`;

/** Each chosen patch succeeds or fails on its own; a voided one refuses the whole merge (409, toast). */
export const mergePatches = (body: PatchMergeBody) => post<PatchMergeResult>('/common/patch/merge', body).then(data);

/** With patchId: that patch's merges by the caller's company; without: the caller's own. */
export const listMergeHistory = (params: PatchHistoryQuery, signal?: AbortSignal) =>
  get<Page<PatchMerge>>('/common/patch/mergeHistory', params, signal).then(data);

/** With patchId: that patch's downloads by the caller's company; without: the caller's own. */
export const listDownloadHistory = (params: PatchHistoryQuery, signal?: AbortSignal) =>
  get<Page<PatchDownload>>('/common/patch/downloadHistory', params, signal).then(data);

export const listAdminPatches = (params: AdminPatchListQuery, signal?: AbortSignal) =>
  get<AdminPatchPage>('/admin/patch/list', params, signal).then(data);
/** The patches of a platform staff may name as related (not voided). */
export const fetchRelatedOptions = (platformId: number, signal?: AbortSignal) =>
  get<PatchOption[]>('/admin/patch/relatedOptions', { platformId }, signal).then(data);
export const createPatch = (body: PatchBody) => post<Created>('/admin/patch/add', body).then(data);
export const editPatch = (id: number, body: PatchBody) => put<null>(`/admin/patch/edit/${id}`, body);
/** 409 when the patch's state does not allow it; 400 releasing a patch without its file. */
export const changePatchState = (action: PatchAction, id: number) => post<null>(`/admin/patch/${action}/${id}`);
/** The patch file is uploaded first (POST /common/file/upload), then named by its fileId. */
export const uploadPath = '/common/file/upload';
