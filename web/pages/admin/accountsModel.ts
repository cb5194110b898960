// The rules of the accounts console, apart from the page: which tag a state wears, which
// actions a state allows, and how the filters live in the URL query.
import type { LockReason } from '../../../contract/admin.ts';
import type { AccountAction, AccountState, AdminAccount } from '../../api/admin.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';

/** The filter's states, in the order a project manager looks for them (all of contract/admin.ts). */
export const states: readonly AccountState[] = ['inactive', 'active', 'locked', 'incomplete'];
/** Why a locked account is locked (all of contract/admin.ts; values kept here so the page carries no zod). */
export const lockReasons: readonly LockReason[] = ['force', 'unverified', 'unlocked-unverified'];

/** UI.md colours: waiting for the customer orange, processing blue, done green, refused red. */
export function stateTag(account: Pick<AdminAccount, 'state' | 'lockReason'>): { color: string; key: string } {
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

/**
 * Whether the e-mail verification can be reset (as the server decides): an active account, or one
 * locked for want of verification; never a force-locked one (unlock first), one still waiting for
 * approval or incomplete, or a child its primary switched off.
 */
export function mayResetVerification(account: AdminAccount): boolean {
  if (account.disabledAt) return false;
  return account.state === 'active' || (account.state === 'locked' && account.lockReason !== 'force');
}

/** The list's filters in the URL query (web/components/list/listParams.ts), state first. */
export const accountListSpec = {
  state: param.oneOf(states),
  lockReason: param.oneOf(lockReasons),
  keyword: param.text(),
};

/**
 * The one "status" choice of the filter bar: a state, or a locked account's reason
 * (`locked:force` …), which the address keeps as state and lockReason.
 */
export type StatusChoice = AccountState | `locked:${LockReason}`;
export const statusChoices: readonly StatusChoice[] = [
  'inactive',
  'active',
  'locked',
  ...lockReasons.map((reason) => `locked:${reason}` as const),
  'incomplete',
];
type AccountFilters = Filters<typeof accountListSpec>;
export type AccountSearchValues = { status?: StatusChoice; keyword?: string };

export function searchValuesOf(filters: AccountFilters): AccountSearchValues {
  const status: StatusChoice | undefined = filters.lockReason ? `locked:${filters.lockReason}` : filters.state;
  return { status, keyword: filters.keyword };
}

export function filtersOf(values: AccountSearchValues): AccountFilters {
  const [state, reason] = (values.status ?? '').split(':') as [AccountState | '', LockReason | undefined];
  return { state: state || undefined, lockReason: reason, keyword: values.keyword };
}
