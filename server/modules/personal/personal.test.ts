// Personal Center: the profile of the caller, a password change while signed in, and the home
// quick-navigation settings (chosen, ordered, per account, within what the account holds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { injectAs } from '../../test/inject.ts';
import { accountGrants, accounts } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const base = '/api/common/personal/center';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string | null, payload?: unknown) =>
  injectAs(t, token, { method, url: `${base}${path}`, payload });

describe('access', () => {
  it('anonymous gets 401; staff without M18 get 403; reading the quick navigation needs only a session', async () => {
    for (const [method, path] of [
      ['GET', '/profile'],
      ['POST', '/updatePassword'],
      ['GET', '/menuSettings'],
      ['PUT', '/menuSettings'],
      ['DELETE', '/menuSettings'],
    ] as const) {
      expect(
        (await call(method, path, null, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
        `${method} ${path}`,
      ).toBe(401);
    }
    const pm = await t.signIn('pm@demo.test');
    expect((await call('GET', '/profile', pm)).statusCode).toBe(403);
    expect((await call('PUT', '/menuSettings', pm, { codes: ['M01'] })).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/updatePassword', pm, {
          oldPassword: 'Portal#2026',
          password: 'Chip#Design42',
          confirmPassword: 'Chip#Design42',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/menuSettings', pm)).json().data).toEqual({ custom: false, codes: [] });
  });

  it('a child without M18 may not open Personal Center', async () => {
    const [child] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    const grants = await t.db.delete(accountGrants).where(eq(accountGrants.accountId, child.id)).returning();
    await t.db.insert(accountGrants).values(grants.filter((g) => g.menuCode !== 'M18'));
    const token = await t.signIn('child@demo.test');
    expect((await call('GET', '/profile', token)).statusCode).toBe(403);
    expect((await call('PUT', '/menuSettings', token, { codes: ['M01'] })).statusCode).toBe(403);
    expect((await call('GET', '/menuSettings', token)).statusCode).toBe(200);
    // Its grants back as they were, for the other tests.
    await t.db.insert(accountGrants).values({ accountId: child.id, menuCode: 'M18' });
  });
});

describe('profile', () => {
  it("shows the caller's own fields, the password age and the date it must be changed by, and the NDA accepted at sign-in", async () => {
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, 'other@demo.test'));
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000 - 60_000);
    await t.db.update(accounts).set({ passwordUpdatedAt: tenDaysAgo }).where(eq(accounts.id, account.id));
    const login = (await loginAs(t, 'other@demo.test')).json();
    expect(login.code).toBe(0);
    const profile = (await call('GET', '/profile', login.data.token)).json().data;
    expect(profile).toMatchObject({
      name: account.name,
      email: 'other@demo.test',
      phone: account.phone,
      type: 'primary',
      passwordAgeDays: 10,
      ndaVersion: '2026-01',
    });
    expect(profile.companyName).toBeTruthy();
    expect(new Date(profile.passwordExpiresAt).getTime()).toBe(
      tenDaysAgo.getTime() + t.config.passwordPolicy.maxAgeDays * 86_400_000,
    );
    expect(Date.now() - new Date(profile.lastLoginAt).getTime()).toBeLessThan(60_000);
    expect(Date.now() - new Date(profile.ndaAcceptedAt).getTime()).toBeLessThan(60_000);
  });

  it('a child sees its own profile, typed child', async () => {
    const profile = (await call('GET', '/profile', await t.signIn('child@demo.test'))).json().data;
    expect(profile).toMatchObject({ email: 'child@demo.test', type: 'child' });
  });
});

describe('change password', () => {
  const body = (over: Record<string, string> = {}) => ({
    oldPassword: 'Portal#2026',
    password: 'Chip#Design42',
    confirmPassword: 'Chip#Design42',
    ...over,
  });

  it('refuses a wrong current password, a mismatch, a weak or common one, the same one — and changes nothing', async () => {
    const token = await t.signIn('child@demo.test');
    const refusal = async (over: Record<string, string>) => {
      const res = await call('POST', '/updatePassword', token, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      return res.json().data?.field as string | undefined;
    };
    expect(await refusal({ oldPassword: 'Wrong#Pass1' })).toBe('oldPassword');
    expect(await refusal({ confirmPassword: 'Chip#Design43' })).toBe('confirmPassword');
    expect(await refusal({ password: 'short1#', confirmPassword: 'short1#' })).toBe('password');
    expect(await refusal({ password: 'Password#123', confirmPassword: 'Password#123' })).toBe('password');
    expect(await refusal({ password: 'Portal#2026', confirmPassword: 'Portal#2026' })).toBe('password');
    expect((await call('POST', '/updatePassword', token, { oldPassword: 'Portal#2026' })).statusCode).toBe(400);
    expect((await call('GET', '/profile', token)).statusCode).toBe(200); // still signed in
    expect((await loginAs(t, 'child@demo.test')).json().code).toBe(0); // old password still works
  });

  it('changes it: every session ends, the new password signs in, the old one no longer does', async () => {
    const [before] = await t.db.select().from(accounts).where(eq(accounts.email, 'locked@demo.test'));
    await t.db
      .update(accounts)
      .set({ state: 'active', lockReason: null, emailVerifiedAt: new Date() })
      .where(eq(accounts.id, before.id));
    const token = await t.signIn('locked@demo.test');
    const other = await t.signIn('locked@demo.test');
    const res = await call('POST', '/updatePassword', token, body());
    expect(res.json().code).toBe(0);
    expect((await call('GET', '/profile', token)).statusCode).toBe(401);
    expect((await call('GET', '/profile', other)).statusCode).toBe(401);
    expect((await loginAs(t, 'locked@demo.test')).json().code).toBe(1001);
    const login = (await loginAs(t, 'locked@demo.test', 'Chip#Design42')).json();
    expect(login.code).toBe(0);
    expect((await call('GET', '/profile', login.data.token)).json().data.passwordAgeDays).toBe(0);
  });
});

describe('quick navigation settings', () => {
  it('start as the default, keep the chosen order, are per account, and reset', async () => {
    const a = await t.signIn('customer@demo.test');
    const b = await t.signIn('other@demo.test');
    expect((await call('GET', '/menuSettings', a)).json().data).toEqual({ custom: false, codes: [] });
    const saved = await call('PUT', '/menuSettings', a, { codes: ['M14', 'M01', 'M09'] });
    expect(saved.json().data).toEqual({ custom: true, codes: ['M14', 'M01', 'M09'] });
    expect((await call('GET', '/menuSettings', a)).json().data).toEqual({ custom: true, codes: ['M14', 'M01', 'M09'] });
    expect((await call('GET', '/menuSettings', b)).json().data).toEqual({ custom: false, codes: [] });
    expect((await call('PUT', '/menuSettings', a, { codes: ['M09'] })).json().data.codes).toEqual(['M09']);
    expect((await call('DELETE', '/menuSettings', a)).json().data).toEqual({ custom: false, codes: [] });
  });

  it('refuses codes the account does not hold, M08 for a child, Personal Center itself, functions, duplicates and an empty choice', async () => {
    const child = await t.signIn('child@demo.test');
    for (const codes of [['M03'], ['M08'], ['M18'], ['dcc.download'], ['M01', 'M01'], [], ['M99']]) {
      const res = await call('PUT', '/menuSettings', child, { codes });
      expect(res.statusCode, JSON.stringify(codes)).toBe(400);
    }
    expect((await call('GET', '/menuSettings', child)).json().data.custom).toBe(false);
    expect(
      (await call('PUT', '/menuSettings', await t.signIn('customer@demo.test'), { codes: ['M08', 'M01'] })).statusCode,
    ).toBe(200); // a primary holds M08
  });

  it('an entry whose grant is taken away drops out of the settings', async () => {
    const [child] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    const token = await t.signIn('child@demo.test');
    expect((await call('PUT', '/menuSettings', token, { codes: ['M14', 'M01'] })).json().code).toBe(0);
    await t.db
      .delete(accountGrants)
      .where(eq(accountGrants.accountId, child.id))
      .then(() => undefined);
    await t.db.insert(accountGrants).values(['M01', 'M18'].map((menuCode) => ({ accountId: child.id, menuCode })));
    expect((await call('GET', '/menuSettings', token)).json().data).toEqual({ custom: true, codes: ['M01'] });
  });
});
