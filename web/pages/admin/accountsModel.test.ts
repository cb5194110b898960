// The accounts console's rules: the actions each state allows (as the server does), the tag of
// each state (UI.md colours), and the filters kept in the URL query.
import { describe, expect, it } from 'vitest';
import { accountStateValues, lockReasonValues } from '../../../contract/admin.ts';
import type { AdminAccount } from '../../api/admin.ts';
import { limits } from '../../../contract/limits.ts';
import { readList, writeList } from '../../components/list/listParams.ts';
import {
  accountListSpec,
  actionsFor,
  filtersOf,
  lockReasons,
  mayResetVerification,
  searchValuesOf,
  stateTag,
  stateTags,
  states,
  statusChoices,
} from './accountsModel.ts';

const account = (
  state: AdminAccount['state'],
  lockReason: string | null = null,
  disabledAt: string | null = null,
): AdminAccount => ({
  id: 1,
  name: '赵明',
  email: 'z@aurora.test',
  phone: '13900000001',
  type: 'primary',
  state,
  lockReason,
  disabledAt,
  companyId: 5,
  companyName: '极光光电',
  companyNameEn: 'Aurora Optics',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  emailVerifiedAt: null,
});

describe('actionsFor', () => {
  it('an inactive account can be activated or locked', () =>
    expect(actionsFor(account('inactive'))).toEqual(['activate', 'lock']));
  it('an active account can be locked', () => expect(actionsFor(account('active'))).toEqual(['lock']));
  it('a force-locked account can only be unlocked', () =>
    expect(actionsFor(account('locked', 'force'))).toEqual(['unlock']));
  it('an account locked for unverified e-mail can be force-locked, not unlocked', () => {
    expect(actionsFor(account('locked', 'unverified'))).toEqual(['lock']);
    expect(actionsFor(account('locked', 'unlocked-unverified'))).toEqual(['lock']);
  });
  it('an incomplete account allows nothing', () => expect(actionsFor(account('incomplete'))).toEqual([]));
});

describe('mayResetVerification', () => {
  it('an active account, or one locked for want of verification', () => {
    expect(mayResetVerification(account('active'))).toBe(true);
    expect(mayResetVerification(account('locked', 'unverified'))).toBe(true);
    expect(mayResetVerification(account('locked', 'unlocked-unverified'))).toBe(true);
  });
  it('never a force-locked, waiting, incomplete or switched-off account', () => {
    expect(mayResetVerification(account('locked', 'force'))).toBe(false);
    expect(mayResetVerification(account('inactive'))).toBe(false);
    expect(mayResetVerification(account('incomplete'))).toBe(false);
    expect(mayResetVerification(account('active', null, '2026-01-02T00:00:00Z'))).toBe(false);
  });
});

describe('stateTag', () => {
  it('colours per UI.md: awaiting approval blue, active green, locked red, waiting for the customer orange', () => {
    expect(stateTag(account('inactive')).color).toBe('blue');
    expect(stateTag(account('active')).color).toBe('green');
    expect(stateTag(account('locked', 'force')).color).toBe('red');
    expect(stateTag(account('incomplete')).color).toBe('orange');
    expect(stateTag(account('locked', 'unlocked-unverified'))).toEqual({
      color: 'orange',
      key: 'admin.accounts.state.awaitingVerification',
    });
  });
  it('shows a child disabled by its primary beside its state, and the lock beside it (both facts)', () => {
    const disabled = '2026-01-02T00:00:00Z';
    expect(stateTags(account('locked', 'force', disabled)).map((tag) => tag.key)).toEqual([
      'admin.accounts.state.locked',
      'admin.accounts.disabledByPrimary',
    ]);
    expect(stateTags(account('active', null, disabled)).map((tag) => tag.key)).toEqual([
      'admin.accounts.state.active',
      'admin.accounts.disabledByPrimary',
    ]);
    expect(stateTags(account('active')).map((tag) => tag.key)).toEqual(['admin.accounts.state.active']);
  });
  it('a disabled child can still be locked and unlocked by the project manager', () => {
    expect(actionsFor(account('active', null, '2026-01-02T00:00:00Z'))).toEqual(['lock']);
    expect(actionsFor(account('locked', 'force', '2026-01-02T00:00:00Z'))).toEqual(['unlock']);
  });
});

describe('filters in the URL query', () => {
  it('the state filter offers every state of the contract', () =>
    expect([...states].sort()).toEqual([...accountStateValues].sort()));

  it('the lock reasons are those of the contract', () =>
    expect([...lockReasons].sort()).toEqual([...lockReasonValues].sort()));

  it('one status choice maps to state and lock reason and back', () => {
    expect(filtersOf({ status: 'locked:force', keyword: 'x' })).toEqual({
      state: 'locked',
      lockReason: 'force',
      keyword: 'x',
    });
    expect(filtersOf({ status: 'inactive' })).toEqual({ state: 'inactive', lockReason: undefined, keyword: undefined });
    expect(filtersOf({})).toEqual({ state: undefined, lockReason: undefined, keyword: undefined });
    for (const status of statusChoices) expect(searchValuesOf(filtersOf({ status })).status).toBe(status);
    const read = readList(accountListSpec, new URLSearchParams('state=locked&lockReason=unverified'));
    expect(searchValuesOf(read.filters).status).toBe('locked:unverified');
  });

  it('reads state, keyword and paging, ignoring what is not valid', () => {
    const read = (search: string) => readList(accountListSpec, new URLSearchParams(search));
    expect(read('state=inactive&keyword=%20aurora%20&pageNum=3&pageSize=20')).toEqual({
      filters: { state: 'inactive', keyword: 'aurora' },
      pageNum: 3,
      pageSize: 20,
    });
    expect(read('state=gone&pageNum=-1&pageSize=1000')).toEqual({ filters: {}, pageNum: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults, state first, and reads back the same', () => {
    expect(writeList(accountListSpec, { filters: {}, pageNum: 1, pageSize: limits.pageSizeDefault }).toString()).toBe(
      '',
    );
    const query = { filters: { keyword: 'orbit', state: 'locked' as const }, pageNum: 2, pageSize: 50 };
    const search = writeList(accountListSpec, query);
    expect(search.toString()).toBe('state=locked&keyword=orbit&pageNum=2&pageSize=50');
    expect(readList(accountListSpec, search)).toEqual(query);
  });
});
