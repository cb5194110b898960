// The account-state rules of spec §4 (and §6: the primary's switch on its children, the project
// manager's activate, lock and unlock) as one table: every state × every action, each cell the answer
// code (with its message where it tells states apart) and the state after. Each cell builds a fresh
// child account in that state directly in the database, acts through the HTTP API, and checks both.
//
// Cell: "<code>[ <message key>] → <state after>[ · signs out]". "signs out": a session the account
// had before no longer works after (only accounts that can hold one, active and enabled, get one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { limits } from '../../../contract/limits.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { lastMailCode, loginAs } from '../../test/auth-helpers.ts';
import {
  accountGrants,
  accountRoles,
  accounts,
  loginAttempts,
  loginFailures,
  rateEvents,
  roles,
  sessions,
} from '../../db/schema/index.ts';
import { t as message, type MessageKey } from '../../platform/messages.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

const baseStates = [
  'incomplete',
  'inactive',
  'active',
  'active-lapsed',
  'locked-unverified',
  'force-locked',
  'unlocked-unverified',
] as const;
type BaseState = (typeof baseStates)[number];
type State = BaseState | `${BaseState}+disabled`;
const actions = [
  'sign-in',
  'reset password',
  'verify',
  'primary enable',
  'primary disable',
  'PM lock',
  'PM unlock',
  'PM approve',
] as const;
type Action = (typeof actions)[number];

/*
 * incomplete           awaiting its password (a child's invitation not accepted yet)
 * inactive             registered and verified, awaiting the project manager's approval
 * active               usable; e-mail verified within 3 months
 * active-lapsed        active, but more than 3 months since the last verification (locked at its next sign-in)
 * locked-unverified    locked until the e-mail is verified (the 3 months ran out)
 * force-locked         locked by the project manager
 * unlocked-unverified  unlocked by the project manager; e-mail verification due at once
 * …+disabled           the same, and switched off by its primary (a fact of its own: accounts.disabled_at)
 */
const table: Record<State, Record<Action, string>> = {
  incomplete: {
    'sign-in': '1004 accountInactive → incomplete',
    'reset password': '0 → incomplete',
    verify: '1004 accountInactive → incomplete',
    'primary enable': '0 → incomplete',
    'primary disable': '0 → incomplete+disabled',
    'PM lock': '409 → incomplete',
    'PM unlock': '409 → incomplete',
    'PM approve': '409 → incomplete',
  },
  inactive: {
    'sign-in': '1004 accountInactive → inactive',
    'reset password': '0 → inactive',
    verify: '1004 accountInactive → inactive',
    'primary enable': '0 → inactive',
    'primary disable': '0 → inactive+disabled',
    'PM lock': '0 → force-locked',
    'PM unlock': '409 → inactive',
    'PM approve': '0 → active',
  },
  active: {
    'sign-in': '0 → active',
    'reset password': '0 → active · signs out',
    verify: '0 → active',
    'primary enable': '0 → active',
    'primary disable': '0 → active+disabled · signs out',
    'PM lock': '0 → force-locked · signs out',
    'PM unlock': '409 → active',
    'PM approve': '409 → active',
  },
  'active-lapsed': {
    'sign-in': '9999 verifyRequired → locked-unverified · signs out',
    'reset password': '0 → active-lapsed · signs out',
    verify: '0 → active',
    'primary enable': '0 → active-lapsed',
    'primary disable': '0 → active-lapsed+disabled · signs out',
    'PM lock': '0 → force-locked · signs out',
    'PM unlock': '409 → active-lapsed',
    'PM approve': '409 → active-lapsed',
  },
  'locked-unverified': {
    'sign-in': '9999 verifyRequired → locked-unverified',
    'reset password': '0 → locked-unverified',
    verify: '0 → active',
    'primary enable': '0 → locked-unverified',
    'primary disable': '0 → locked-unverified+disabled',
    'PM lock': '0 → force-locked',
    'PM unlock': '409 → locked-unverified',
    'PM approve': '409 → locked-unverified',
  },
  'force-locked': {
    'sign-in': '1003 forceLocked → force-locked',
    'reset password': '0 → force-locked',
    verify: '409 forceLocked → force-locked',
    'primary enable': '0 → force-locked',
    'primary disable': '0 → force-locked+disabled',
    'PM lock': '409 → force-locked',
    'PM unlock': '0 → unlocked-unverified',
    'PM approve': '409 → force-locked',
  },
  'unlocked-unverified': {
    'sign-in': '9999 verifyRequired → unlocked-unverified',
    'reset password': '0 → unlocked-unverified',
    verify: '0 → active',
    'primary enable': '0 → unlocked-unverified',
    'primary disable': '0 → unlocked-unverified+disabled',
    'PM lock': '0 → force-locked',
    'PM unlock': '409 → unlocked-unverified',
    'PM approve': '409 → unlocked-unverified',
  },
  // Switched off by the primary: no sign-in and no verification until it is switched on again (a
  // project manager's lock is named first); the primary's switch leaves the state, and the
  // project manager's actions leave the switch.
  'incomplete+disabled': {
    'sign-in': '1003 accountDisabled → incomplete+disabled',
    'reset password': '0 → incomplete+disabled',
    verify: '409 accountDisabled → incomplete+disabled',
    'primary enable': '0 → incomplete',
    'primary disable': '0 → incomplete+disabled',
    'PM lock': '409 → incomplete+disabled',
    'PM unlock': '409 → incomplete+disabled',
    'PM approve': '409 → incomplete+disabled',
  },
  'inactive+disabled': {
    'sign-in': '1003 accountDisabled → inactive+disabled',
    'reset password': '0 → inactive+disabled',
    verify: '409 accountDisabled → inactive+disabled',
    'primary enable': '0 → inactive',
    'primary disable': '0 → inactive+disabled',
    'PM lock': '0 → force-locked+disabled',
    'PM unlock': '409 → inactive+disabled',
    'PM approve': '0 → active+disabled',
  },
  'active+disabled': {
    'sign-in': '1003 accountDisabled → active+disabled',
    'reset password': '0 → active+disabled',
    verify: '409 accountDisabled → active+disabled',
    'primary enable': '0 → active',
    'primary disable': '0 → active+disabled',
    'PM lock': '0 → force-locked+disabled',
    'PM unlock': '409 → active+disabled',
    'PM approve': '409 → active+disabled',
  },
  'active-lapsed+disabled': {
    'sign-in': '1003 accountDisabled → active-lapsed+disabled',
    'reset password': '0 → active-lapsed+disabled',
    verify: '409 accountDisabled → active-lapsed+disabled',
    'primary enable': '0 → active-lapsed',
    'primary disable': '0 → active-lapsed+disabled',
    'PM lock': '0 → force-locked+disabled',
    'PM unlock': '409 → active-lapsed+disabled',
    'PM approve': '409 → active-lapsed+disabled',
  },
  'locked-unverified+disabled': {
    'sign-in': '1003 accountDisabled → locked-unverified+disabled',
    'reset password': '0 → locked-unverified+disabled',
    verify: '409 accountDisabled → locked-unverified+disabled',
    'primary enable': '0 → locked-unverified',
    'primary disable': '0 → locked-unverified+disabled',
    'PM lock': '0 → force-locked+disabled',
    'PM unlock': '409 → locked-unverified+disabled',
    'PM approve': '409 → locked-unverified+disabled',
  },
  'force-locked+disabled': {
    'sign-in': '1003 forceLocked → force-locked+disabled',
    'reset password': '0 → force-locked+disabled',
    verify: '409 forceLocked → force-locked+disabled',
    'primary enable': '0 → force-locked',
    'primary disable': '0 → force-locked+disabled',
    'PM lock': '409 → force-locked+disabled',
    'PM unlock': '0 → unlocked-unverified+disabled',
    'PM approve': '409 → force-locked+disabled',
  },
  'unlocked-unverified+disabled': {
    'sign-in': '1003 accountDisabled → unlocked-unverified+disabled',
    'reset password': '0 → unlocked-unverified+disabled',
    verify: '409 accountDisabled → unlocked-unverified+disabled',
    'primary enable': '0 → unlocked-unverified',
    'primary disable': '0 → unlocked-unverified+disabled',
    'PM lock': '0 → force-locked+disabled',
    'PM unlock': '409 → unlocked-unverified+disabled',
    'PM approve': '409 → unlocked-unverified+disabled',
  },
};

type Expected = { code: number; key?: MessageKey; then: State; signsOut: boolean };

function parse(cell: string): Expected {
  const match = /^(\d+)(?: (\w+))? → ([\w+-]+)( · signs out)?$/.exec(cell);
  if (!match || !(match[3] in table)) throw new Error(`bad cell: ${cell}`);
  return {
    code: Number(match[1]),
    key: match[2] as MessageKey | undefined,
    then: match[3] as State,
    signsOut: !!match[4],
  };
}

/** HTTP status of each answer code (API.md: the status stays honest). */
const statusOf: Record<number, number> = { 0: 200, 999: 200, 9999: 200, 1003: 403, 1004: 403, 409: 409 };

const monthsAgo = (months: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - months);
  return d;
};
const lapsed = () => monthsAgo(limits.emailVerifyCycleMonths + 1);

/** The columns that make each state. */
const columnsOf: Record<BaseState, () => Partial<typeof accounts.$inferInsert>> = {
  incomplete: () => ({ state: 'incomplete', lockReason: null, emailVerifiedAt: null }),
  inactive: () => ({ state: 'inactive', lockReason: null, emailVerifiedAt: new Date() }),
  active: () => ({ state: 'active', lockReason: null, emailVerifiedAt: new Date() }),
  'active-lapsed': () => ({ state: 'active', lockReason: null, emailVerifiedAt: lapsed() }),
  'locked-unverified': () => ({ state: 'locked', lockReason: 'unverified', emailVerifiedAt: lapsed() }),
  'force-locked': () => ({ state: 'locked', lockReason: 'force', emailVerifiedAt: new Date() }),
  'unlocked-unverified': () => ({ state: 'locked', lockReason: 'unlocked-unverified', emailVerifiedAt: new Date() }),
};

/** The state a row is in, named as in the table. */
function stateOf(row: typeof accounts.$inferSelect): string {
  const lockNames: Record<string, BaseState> = {
    unverified: 'locked-unverified',
    force: 'force-locked',
    'unlocked-unverified': 'unlocked-unverified',
  };
  const stale = !row.emailVerifiedAt || row.emailVerifiedAt < monthsAgo(limits.emailVerifyCycleMonths);
  const base =
    row.state === 'locked'
      ? (lockNames[row.lockReason ?? ''] ?? `locked (${row.lockReason})`)
      : row.state === 'active' && stale
        ? 'active-lapsed'
        : row.state;
  return row.disabledAt ? `${base}+disabled` : base;
}

let t: TestApp;
let primaryToken: string;
let pmToken: string;
let primary: typeof accounts.$inferSelect;
let passwordHash: string;
let childRoleId: number;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [primaryToken, pmToken] = await Promise.all([t.signIn('customer@demo.test'), t.signIn('pm@demo.test')]);
  [primary] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
  [{ id: childRoleId }] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'customer-child'));
  passwordHash = await hashPassword('Portal#2026');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { ...en, ...headers } });

let serial = 0;
/** A child of customer@demo.test in `state`, with a session when it can hold one. */
async function build(state: State) {
  const [base, disabled] = state.split('+') as [BaseState, string | undefined];
  const email = `state-${++serial}@shenhe.test`;
  const [row] = await t.db
    .insert(accounts)
    .values({
      companyId: primary.companyId,
      type: 'child',
      parentId: primary.id,
      name: '状态测试',
      email,
      phone: '13900005555',
      passwordHash,
      passwordUpdatedAt: new Date(),
      complianceState: 'passed',
      createdBy: primary.id,
      ...columnsOf[base](),
      disabledAt: disabled ? new Date() : null,
    })
    .returning();
  await t.db.insert(accountRoles).values({ accountId: row.id, roleId: childRoleId });
  await t.db.insert(accountGrants).values({ accountId: row.id, menuCode: 'M01' });
  let token: string | undefined;
  if (row.state === 'active' && !row.disabledAt) {
    token = newToken();
    await t.db
      .insert(sessions)
      .values({ accountId: row.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + limits.tokenLifeMs) });
  }
  return { id: row.id, email, token };
}

const newPassword = 'Layout#Rev7';

async function act(action: Action, subject: { id: number; email: string }) {
  const byPrimary = { authorization: `Bearer ${primaryToken}` };
  const byPm = { authorization: `Bearer ${pmToken}` };
  switch (action) {
    case 'sign-in':
      return loginAs(t, subject.email, 'Portal#2026', en);
    case 'reset password': {
      expect((await inject('GET', `/codepath/code/getVerificationCode?email=${subject.email}`)).json().code).toBe(0);
      const code = await lastMailCode(t, subject.email);
      return inject('POST', '/gateway/user/updatePwd', {
        email: subject.email,
        code,
        password: newPassword,
        confirmPassword: newPassword,
      });
    }
    case 'verify': {
      expect((await inject('GET', `/codepath/code/getVerifyCode?email=${subject.email}`)).json().code).toBe(0);
      return inject('POST', '/gateway/user/accountActivate', {
        email: subject.email,
        code: await lastMailCode(t, subject.email),
      });
    }
    case 'primary enable':
      return inject('PUT', '/common/cust/account/status', { id: subject.id, enabled: true }, byPrimary);
    case 'primary disable':
      return inject('PUT', '/common/cust/account/status', { id: subject.id, enabled: false }, byPrimary);
    case 'PM lock':
      return inject('POST', `/admin/account/lock/${subject.id}`, {}, byPm);
    case 'PM unlock':
      return inject('POST', `/admin/account/unlock/${subject.id}`, {}, byPm);
    case 'PM approve':
      return inject('POST', `/admin/account/activate/${subject.id}`, {}, byPm);
  }
}

const cells = (Object.keys(table) as State[]).flatMap((from) =>
  actions.map((action) => ({ from, action, cell: table[from][action] })),
);

describe('account states × actions (spec §4, §6)', () => {
  it('covers every state, each also switched off by the primary, and every action', () => {
    expect(Object.keys(table).sort()).toEqual([...baseStates, ...baseStates.map((s) => `${s}+disabled`)].sort());
    expect(cells).toHaveLength(baseStates.length * 2 * actions.length);
  });

  it.each(cells)('$from × $action: $cell', async ({ from, action, cell }) => {
    const expected = parse(cell);
    // Throttles count per address and per client; each cell starts afresh.
    await Promise.all([t.db.delete(loginAttempts), t.db.delete(loginFailures), t.db.delete(rateEvents)]);
    const subject = await build(from);
    expect(stateOf((await t.db.select().from(accounts).where(eq(accounts.id, subject.id)))[0])).toBe(from);

    const res = await act(action, subject);
    const body = res.json();
    expect({ status: res.statusCode, code: body.code }).toEqual({
      status: statusOf[expected.code],
      code: expected.code,
    });
    if (expected.key) expect(body.msg).toBe(message('en', expected.key));

    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, subject.id));
    expect(stateOf(after)).toBe(expected.then);
    if (action === 'reset password' && expected.code === 0)
      expect(await verifyPassword(newPassword, after.passwordHash)).toBe(true);
    if (subject.token) {
      const profile = await inject('GET', '/gateway/user/profile', undefined, {
        authorization: `Bearer ${subject.token}`,
      });
      expect(profile.statusCode, 'the session held before').toBe(expected.signsOut ? 401 : 200);
    } else {
      expect(expected.signsOut, 'only an account with a session can be signed out').toBe(false);
    }
  });
});
