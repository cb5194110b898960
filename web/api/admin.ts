// Calls of the staff console (code admin.accounts): the project manager's accounts. Shapes from
// contract/admin.ts, as types only.
import type { AccountAction, AccountListQuery, AccountState, AdminAccount } from '../../contract/admin.ts';
import type { Page } from '../../contract/codes.ts';
import { get, post } from './request.ts';

export type { AccountAction, AccountListQuery, AccountState, AdminAccount };

export const listAccounts = (query: AccountListQuery, signal?: AbortSignal) =>
  get<Page<AdminAccount>>('/admin/account/list', query, signal).then((envelope) => envelope.data);

/** 409 when the account's state does not allow the action. */
export const changeAccountState = (action: AccountAction, id: number) => post<null>(`/admin/account/${action}/${id}`);
