// Calls of the account-group administration (spec §7, /common/cust/ manager, func, role, user) and
// the caller's own standing in Personal Center. Shapes from contract/accgroup.ts, as types only.
import type { z } from 'zod';
import type {
  AccGroup,
  batchSetUserBody,
  createRoleBody,
  CustRole,
  FuncNode,
  funcTreeSchema,
  groupBody,
  groupFuncSchema,
  groupQuery,
  GroupUser,
  managerSchema,
  namedSchema,
  roleBody,
  roleListBody,
  saveGroupFuncBody,
  saveRoleFuncBody,
  updateRoleBody,
  UserAccGroupAccount,
  userBody,
  userFuncSchema,
  userListBody,
  userOptionSchema,
} from '../../contract/accgroup.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created, QueryOf } from '../../contract/fields.ts';
import { get, post, request } from './request.ts';

export type { AccGroup, CustRole, FuncNode, GroupUser, UserAccGroupAccount };
export type GroupFuncs = z.infer<typeof groupFuncSchema>;
export type FuncTree = z.infer<typeof funcTreeSchema>;
export type UserFuncs = z.infer<typeof userFuncSchema>;
export type Manager = z.infer<typeof managerSchema>;
export type UserOption = z.infer<typeof userOptionSchema>;
export type Named = z.infer<typeof namedSchema>;
export type RoleListQuery = z.input<typeof roleListBody>;
export type UserListQuery = z.input<typeof userListBody>;
export type CreateRoleBody = z.input<typeof createRoleBody>;
export type UpdateRoleBody = z.input<typeof updateRoleBody>;
export type BatchSetUserBody = z.input<typeof batchSetUserBody>;
type GroupBody = z.input<typeof groupBody>;
type RoleBody = z.input<typeof roleBody>;
type UserBody = z.input<typeof userBody>;
type SaveGroupFuncBody = z.input<typeof saveGroupFuncBody>;
type SaveRoleFuncBody = z.input<typeof saveRoleFuncBody>;
/** The group id is coerced from text. */
type GroupQuery = QueryOf<typeof groupQuery>;

const base = '/common/cust';
const data = <T>(envelope: { data: T }) => envelope.data;

export const fetchAccGroupAccount = () =>
  get<UserAccGroupAccount>('/common/personal/center/getUserAccGroupAccount').then(data);
export const fetchMyGroups = () => get<AccGroup[]>(`${base}/manager/getUserAccGroup`).then(data);
export const fetchGroupManagers = (groupId: number) =>
  post<Manager[]>(`${base}/manager/getAccGroupManager`, { groupId } satisfies GroupBody).then(data);

export const fetchGroupFuncs = (groupId: number) =>
  get<GroupFuncs>(`${base}/func/getAccGroupFunc`, { groupId } satisfies GroupQuery).then(data);
export const saveGroupFuncs = (groupId: number, codes: string[]) =>
  post<GroupFuncs>(`${base}/func/saveAccGroupFunc`, { groupId, codes } satisfies SaveGroupFuncBody).then(data);
export const resetGroupFuncs = (groupId: number) =>
  post<GroupFuncs>(`${base}/func/resetAccGroupFunc`, { groupId } satisfies GroupBody).then(data);

export const listRoles = (query: RoleListQuery) =>
  post<Page<CustRole>>(`${base}/role/getRoleListByPage`, query).then(data);
/** Quiet: the form puts a refusal that names a field (a taken name) on that field. */
export const createRole = (body: CreateRoleBody) =>
  request<Created>({ method: 'POST', path: `${base}/role/createCustRole`, body, quiet: true }).then(data);
export const updateRole = (body: UpdateRoleBody) =>
  request<null>({ method: 'POST', path: `${base}/role/updateCustRole`, body, quiet: true }).then(data);
export const fetchRoleOptions = (groupId: number) =>
  post<Named[]>(`${base}/role/getRoleList`, { groupId } satisfies GroupBody).then(data);
export const fetchRoleFuncs = (roleId: number) =>
  post<FuncTree>(`${base}/role/getCustRoleFunc`, { roleId } satisfies RoleBody).then(data);
export const saveRoleFuncs = (roleId: number, codes: string[]) =>
  post<FuncTree>(`${base}/role/saveCustRoleFunc`, { roleId, codes } satisfies SaveRoleFuncBody).then(data);

export const listUsers = (query: UserListQuery) =>
  post<Page<GroupUser>>(`${base}/user/getUserListByPage`, query).then(data);
export const fetchPlatformOptions = (groupId: number) =>
  post<Named[]>(`${base}/user/getPlatformList`, { groupId } satisfies GroupBody).then(data);
export const fetchUserFuncs = (userId: number) =>
  post<UserFuncs>(`${base}/user/getCustUserFunc`, { userId } satisfies UserBody).then(data);
export const batchSetUsers = (body: BatchSetUserBody) => post<null>(`${base}/user/batchSetUser`, body).then(data);
export const fetchUserOptions = (groupId: number) =>
  post<UserOption[]>(`${base}/user/getUserList`, { groupId } satisfies GroupBody).then(data);
