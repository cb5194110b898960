// Calls of the staff console (code admin.accounts): the project manager's accounts.
import type { accountStateValues, AdminAccount } from '../../contract/admin.ts';
import type { Page } from '../../contract/codes.ts';
import { get, post } from './request.ts';

export type { AdminAccount };
export type AccountState = (typeof accountStateValues)[number];
export type AccountAction = 'activate' | 'lock' | 'unlock';
export type AccountListQuery = { state?: AccountState; keyword?: string; pageNum: number; pageSize: number };

export const listAccounts = (query: AccountListQuery, signal?: AbortSignal) =>
  get<Page<AdminAccount>>('/admin/account/list', query, signal).then((envelope) => envelope.data);

/** 409 when the account's state does not allow the action. */
export const changeAccountState = (action: AccountAction, id: number) => post<null>(`/admin/account/${action}/${id}`);
