// The rules of the accounts console, apart from the page: which tag a state wears, which
// actions a state allows, and how the filters live in the URL query.
import { limits } from '../../../contract/limits.ts';
import type { AccountAction, AccountListQuery, AccountState, AdminAccount } from '../../api/admin.ts';

/** The filter's states, in the order a project manager looks for them (all of contract/admin.ts). */
export const states: readonly AccountState[] = ['inactive', 'active', 'locked', 'incomplete'];

/** UI.md colours: waiting for the customer orange, processing blue, done green, refused red. */
export function stateTag(account: AdminAccount): { color: string; key: string } {
  if (account.state === 'locked' && account.lockReason === 'unlocked-unverified') return { color: 'orange', key: 'admin.accounts.state.awaitingVerification' };
  const colors: Record<AccountState, string> = { incomplete: 'orange', inactive: 'blue', active: 'green', locked: 'red' };
  return { color: colors[account.state], key: `admin.accounts.state.${account.state}` };
}

/** What the server allows (server/modules/admin/service.ts); it refuses the rest with 409 anyway. */
export function actionsFor(account: AdminAccount): AccountAction[] {
  const forceLocked = account.state === 'locked' && account.lockReason === 'force';
  const actions: AccountAction[] = [];
  if (account.state === 'inactive') actions.push('activate');
  if (account.state !== 'incomplete' && !forceLocked) actions.push('lock');
  if (forceLocked) actions.push('unlock');
  return actions;
}

const isState = (value: string | null): value is AccountState => (states as readonly string[]).includes(value ?? '');

export function queryOf(search: URLSearchParams): AccountListQuery {
  const state = search.get('state');
  const pageNum = Number(search.get('pageNum'));
  const pageSize = Number(search.get('pageSize'));
  return {
    state: isState(state) ? state : undefined,
    keyword: search.get('keyword')?.trim() || undefined,
    pageNum: Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1,
    pageSize: (limits.pageSizes as readonly number[]).includes(pageSize) ? pageSize : limits.pageSizeDefault,
  };
}

export function searchOf(query: AccountListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.state) search.state = query.state;
  if (query.keyword) search.keyword = query.keyword;
  if (query.pageNum !== 1) search.pageNum = String(query.pageNum);
  if (query.pageSize !== limits.pageSizeDefault) search.pageSize = String(query.pageSize);
  return search;
}
