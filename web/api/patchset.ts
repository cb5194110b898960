// Calls of patch sets (M16) under /common/cust/ and /common/patchset/ (spec §7) and the staff
// console under /admin/patchset/ (server/modules/patchset). Shapes come from contract/patchset.ts as
// types only: its zod schemas stay out of the page chunks, so the constants the pages need are
// declared here again, checked against the contract by `satisfies`.
import type {
  AccGroupConfig,
  AdminAction,
  AdminApply,
  AdminApplyQuery,
  Apply,
  ApplyDetail,
  ApplyEvent,
  ApplyFile,
  ApplyItem,
  ApplyListQuery,
  ApplyStatus,
  Branch,
  Cart,
  CartBody,
  CartItem,
  CompanySwitches,
  DependencyPar,
  IssueType,
  MyGroup,
  MyPar,
  MyParQuery,
  NextReleaseQuery,
  Par,
  ParDetail,
  Patchset,
  PatchsetDropDown,
  PatchsetHistory,
  PatchsetListBody,
  PendingPar,
  PendingParQuery,
  SaveBody,
  Switches,
  SwitchesBody,
  applyPhases as contractPhases,
  applyStatuses as contractStatuses,
  issueTypes as contractIssueTypes,
  patchsetMax as contractMax,
  patchsetSortFields as contractSortFields,
} from '../../contract/patchset.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created, PageQuery } from '../../contract/fields.ts';
import { apiBase, del, get, post, put, request } from './request.ts';

export type {
  AdminAction,
  AdminApply,
  Apply,
  ApplyDetail,
  ApplyEvent,
  ApplyFile,
  ApplyItem,
  ApplyStatus,
  Branch,
  Cart,
  CartItem,
  CompanySwitches,
  DependencyPar,
  IssueType,
  MyPar,
  Par,
  ParDetail,
  Patchset,
  PendingPar,
  Switches,
};

export const applyStatuses = ['ongoing', 'published', 'cancelled'] as const satisfies typeof contractStatuses;
export const applyPhases = ['ongoing', 'finished'] as const satisfies typeof contractPhases;
export const issueTypes = [
  'stability',
  'performance',
  'power',
  'security',
  'function',
  'compatibility',
] as const satisfies typeof contractIssueTypes;
export const patchsetSortFields = ['releaseDate', 'name', 'version'] as const satisfies typeof contractSortFields;
export const patchsetMax = {
  keyword: 100,
  applyRemark: 500,
  deliveryReason: 500,
  comment: 500,
  pars: 200,
} as const satisfies typeof contractMax;

const data = <T>(envelope: { data: T }): T => envelope.data;
const cust = '/common/cust';

// The display switches.

export const fetchSwitches = (signal?: AbortSignal) =>
  get<Switches>(`${cust}/display/displaydetail`, undefined, signal).then(data);

// Patch sets.

export const fetchDropDown = (signal?: AbortSignal) =>
  get<PatchsetDropDown>('/common/patchset/getTheDropDownList', undefined, signal).then(data);

/** The list as the spec's POST (getPatchSetList): the conditions and the page in a JSON body. */
export const listPatchsets = (body: PatchsetListBody, signal?: AbortSignal) =>
  request<Page<Patchset>>({ method: 'POST', path: '/common/patchset/getPatchSetList', body, signal }).then(data);

/** xlsx of every set the conditions select (never a selection). Quiet: the page words the failure. */
export const exportPatchsets = (conditions: Omit<PatchsetListBody, 'pageNum' | 'pageSize'>) =>
  request({
    method: 'POST',
    path: '/common/patchset/exportPatchSetList',
    body: conditions,
    responseType: 'blob',
    quiet: true,
  });

export const fetchPatchset = (id: number, signal?: AbortSignal) =>
  request<Patchset>({ method: 'GET', path: `${cust}/patchsetlist/detailbasic/${id}`, quiet: true, signal }).then(data);
export const listPatchsetPars = (params: { id: number; keyword?: string } & PageQuery, signal?: AbortSignal) =>
  get<Page<Par>>(`${cust}/patchsetlist/detailparlist`, params, signal).then(data);
export const fetchPatchsetHistory = (id: number, signal?: AbortSignal) =>
  get<PatchsetHistory[]>(`${cust}/patchsetlist/detailhistory`, { id }, signal).then(data);
export const fetchPar = (id: number, signal?: AbortSignal) =>
  request<ParDetail>({ method: 'GET', path: `${cust}/patchsetlist/pdetail/${id}`, quiet: true, signal }).then(data);

// PARs.

const parlib = `${cust}/parlib`;

export const fetchIssueTypes = (signal?: AbortSignal) =>
  get<{ value: IssueType; label: string }[]>(`${parlib}/issuetype`, undefined, signal).then(data);
export const listPendingPars = (params: PendingParQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<PendingPar>>(`${parlib}/pendingparlist`, params, signal).then(data);
/** What a PAR needs first, transitively; with a branch, each marked applied there or in the cart. */
export const fetchDependencies = (id: number, branchId?: number) =>
  get<DependencyPar[]>(`${parlib}/dependencypar/${id}`, { branchId }).then(data);
export const listNextReleasePars = (params: NextReleaseQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<Par>>(`${parlib}/nextReleasePar`, params, signal).then(data);
export const fetchCart = (branchId: number, signal?: AbortSignal) =>
  get<Cart>(`${parlib}/cart/${branchId}`, undefined, signal).then(data);
export const listMyPars = (params: MyParQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<MyPar>>(`${parlib}/mypar`, params, signal).then(data);
/** The company's applies (`applied`) or only the caller's (`myapplied`). */
export const listApplies = (scope: 'company' | 'mine', params: ApplyListQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<Apply>>(`${parlib}/${scope === 'mine' ? 'myapplied' : 'applied'}`, params, signal).then(data);

// Branches and the account group.

const ps = `${cust}/patchset`;

export const fetchBranches = (signal?: AbortSignal) => get<Branch[]>(`${ps}/branches`, undefined, signal).then(data);
export const fetchMyGroup = (signal?: AbortSignal) => get<MyGroup>(`${ps}/mygroup`, undefined, signal).then(data);
export const fetchGroupConfig = (groupId: number, signal?: AbortSignal) =>
  get<AccGroupConfig>(`${cust}/accgroupconfig/list/${groupId}`, undefined, signal).then(data);

// The cart and the apply.

export const addToCart = (body: CartBody) => post<{ added: number }>(`${ps}/cartadd`, body).then(data);
export const removeFromCart = (body: CartBody) => del<null>(`${ps}/cartdel`, { body }).then(data);
/** Quiet: the preview shows the refusal beside the form. */
export const saveApply = (body: SaveBody) =>
  request<Created>({ method: 'POST', path: `${ps}/save`, body, quiet: true }).then(data);
export const revokeApply = (id: number) => put<null>(`${ps}/revokeApply`, { id }).then(data);
export const fetchApply = (id: number, signal?: AbortSignal) =>
  request<ApplyDetail>({ method: 'GET', path: `${ps}/apply/${id}`, quiet: true, signal }).then(data);
/** The address the download manager fetches (it adds the bearer header and Range itself). */
export const epatchFileUrl = (applyId: number, fileId: number) => `${apiBase}${ps}/apply/${applyId}/file/${fileId}`;

// Staff console (admin.engineer).

export const listAdminApplies = (params: AdminApplyQuery & PageQuery, signal?: AbortSignal) =>
  get<Page<AdminApply>>('/admin/patchset/applies', params, signal).then(data);
export const fetchAdminApply = (id: number, signal?: AbortSignal) =>
  get<ApplyDetail>(`/admin/patchset/apply/${id}`, undefined, signal).then(data);
/** 409 when the apply is finished already. */
export const moveApply = (action: AdminAction, id: number, comment: string) =>
  post<null>(`/admin/patchset/${action}/${id}`, { comment }).then(data);
export const fetchAdminSwitches = (signal?: AbortSignal) =>
  get<CompanySwitches[]>('/admin/patchset/switches', undefined, signal).then(data);
export const saveSwitches = (body: SwitchesBody) => put<null>('/admin/patchset/switches', body).then(data);
