// The rules of the accounts console, apart from the page: which tag a state wears, which
// actions a state allows, and how the filters live in the URL query.
import type { AccountAction, AccountState, AdminAccount } from '../../api/admin.ts';
import { param } from '../../components/list/listParams.ts';

/** The filter's states, in the order a project manager looks for them (all of contract/admin.ts). */
export const states: readonly AccountState[] = ['inactive', 'active', 'locked', 'incomplete'];

/** UI.md colours: waiting for the customer orange, processing blue, done green, refused red. */
export function stateTag(account: AdminAccount): { color: string; key: string } {
  if (account.state === 'locked' && account.lockReason === 'unlocked-unverified')
    return { color: 'orange', key: 'admin.accounts.state.awaitingVerification' };
  const colors: Record<AccountState, string> = {
    incomplete: 'orange',
    inactive: 'blue',
    active: 'green',
    locked: 'red',
  };
  return { color: colors[account.state], key: `admin.accounts.state.${account.state}` };
}

/**
 * The tags of an account: its state, and beside it the primary's switch on a child — another fact,
 * which the project manager's lock and unlock leave as it is (and the primary cannot lift a lock).
 */
export function stateTags(account: AdminAccount): { color: string; key: string }[] {
  const tags = [stateTag(account)];
  if (account.disabledAt) tags.push({ color: 'red', key: 'admin.accounts.disabledByPrimary' });
  return tags;
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

/** The list's filters in the URL query (web/components/list/listParams.ts), state first. */
export const accountListSpec = { state: param.oneOf(states), keyword: param.text() };
