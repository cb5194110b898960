// Sign-in: captcha, lockout, account states, sessions, and what never leaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { captcha, loginAs } from '../../test/auth-helpers.ts';
import { accounts, captchas, loginFailures } from '../../db/schema/index.ts';
import { ndaVersion } from './nda.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await makeTestApp({}, { logLines });
  await t.app.ready();
});
afterAll(() => t.close());

const setAccount = (email: string, values: Partial<typeof accounts.$inferInsert>) =>
  t.db.update(accounts).set(values).where(eq(accounts.email, email));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('captcha', () => {
  it('refuses a reused, a wrong and an expired answer with 1002', async () => {
    const c = await captcha(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': c.uuid },
      payload: { username: 'customer@demo.test', password: 'Portal#2026', code: c.answer },
    });
    expect(first.json().code).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': c.uuid },
      payload: { username: 'customer@demo.test', password: 'Portal#2026', code: c.answer },
    });
    expect(again.json().code).toBe(1002);

    const wrong = await captcha(t);
    const w = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': wrong.uuid },
      payload: { username: 'customer@demo.test', password: 'Portal#2026', code: 'zzzz' },
    });
    expect(w.json().code).toBe(1002);
    // a wrong answer uses the captcha up too
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': wrong.uuid },
      payload: { username: 'customer@demo.test', password: 'Portal#2026', code: wrong.answer },
    });
    expect(retry.json().code).toBe(1002);

    const old = await captcha(t);
    await t.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.uuid, old.uuid));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': old.uuid },
      payload: { username: 'customer@demo.test', password: 'Portal#2026', code: old.answer },
    });
    expect(expired.json().code).toBe(1002);
  });

  it('refuses the test answer when the test switch is off', async () => {
    const c = await captcha(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': c.uuid },
      payload: { username: 'customer@demo.test', password: 'Portal#2026', code: 'E2E1' },
    });
    expect(res.json().code).toBe(1002);
  });
});

describe('login', () => {
  it('answers the fixed shape, records the NDA version, and the token works at once', async () => {
    const res = await loginAs(t, 'Customer@Demo.test');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'companyName',
      'companyNameEn',
      'email',
      'isChild',
      'language',
      'passwordExpiresAt',
      'passwordUpdatedAt',
      'token',
      'username',
    ]);
    expect(data).toMatchObject({
      email: 'customer@demo.test',
      isChild: false,
      companyName: '深合移动',
      companyNameEn: 'Shenhe Mobile',
      language: 'zh',
    });
    expect(new Date(data.passwordExpiresAt).getTime() - new Date(data.passwordUpdatedAt).getTime()).toBe(
      90 * 86_400_000,
    );
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
    expect(row.ndaVersion).toBe(ndaVersion);
    expect(row.ndaAcceptedAt).not.toBeNull();
    const menu = await t.app.inject({ method: 'GET', url: '/api/gateway/user/getMenu', headers: t.bearer(data.token) });
    expect(menu.statusCode).toBe(200);
    // Both names whatever the account's language: the page shows the one of the language on screen.
    expect((await loginAs(t, 'other@demo.test')).json().data).toMatchObject({
      companyName: '流明设备',
      companyNameEn: 'Lumen Devices',
      language: 'en',
    });
  });

  it('tells a child account apart', async () => {
    const res = await loginAs(t, 'child@demo.test');
    expect(res.json().data.isChild).toBe(true);
  });

  it('counts wrong passwords: remaining 4…1, the fifth locks, the sixth is locked even with the right password', async () => {
    const email = 'other@demo.test';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await loginAs(t, email, 'Wrong#pass1', { 'accept-language': 'en' })).json());
    expect(answers.slice(0, 4).map((a) => a.msg)).toEqual(
      [4, 3, 2, 1].map((n) => `Password error, remaining times ${n}`),
    );
    expect(answers.slice(0, 4).every((a) => a.code === 1001)).toBe(true);
    expect(answers[4].code).toBe(1003);
    const sixth = await loginAs(t, email);
    expect(sixth.json().code).toBe(1003);
    expect(sixth.json().data).toBeNull();
    // the count lives in the database (so it holds across processes)
    const [row] = await t.db.select().from(loginFailures).where(eq(loginFailures.username, email));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // after the 30 minutes it starts afresh
    await t.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.username, email));
    expect((await loginAs(t, email)).json().code).toBe(0);
  });

  it('answers an unknown username exactly like a wrong password of a known one', async () => {
    const unknown = (await loginAs(t, 'nobody@demo.test', 'Wrong#pass1')).json();
    const known = (await loginAs(t, 'child@demo.test', 'Wrong#pass1')).json();
    expect(unknown).toEqual(known);
    expect(unknown.code).toBe(1001);
    await t.db.delete(loginFailures);
  });

  it('gives each account state its code', async () => {
    await setAccount('locked@demo.test', { state: 'locked', lockReason: 'force' });
    expect((await loginAs(t, 'locked@demo.test')).json().code).toBe(1003);

    await setAccount('locked@demo.test', { state: 'inactive', lockReason: null });
    expect((await loginAs(t, 'locked@demo.test')).json().code).toBe(1004);

    await setAccount('locked@demo.test', { state: 'locked', lockReason: 'unlocked-unverified' });
    const unverified = (await loginAs(t, 'locked@demo.test')).json();
    expect(unverified).toMatchObject({
      code: 9999,
      data: { action: 'verifyEmail', path: '/verify', email: 'locked@demo.test' },
    });

    await setAccount('locked@demo.test', { state: 'active', lockReason: null, emailVerifiedAt: daysAgo(100) });
    const stale = await loginAs(t, 'locked@demo.test');
    expect(stale.json().code).toBe(9999);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, 'locked@demo.test'));
    expect(row).toMatchObject({ state: 'locked', lockReason: 'unverified' });

    await setAccount('locked@demo.test', {
      state: 'active',
      lockReason: null,
      emailVerifiedAt: new Date(),
      passwordUpdatedAt: daysAgo(91),
    });
    const expired = await loginAs(t, 'locked@demo.test');
    expect(expired.json()).toMatchObject({ code: 999, data: { action: 'updatePassword', path: '/reset' } });
    expect(expired.json().data.token).toBeUndefined();

    await setAccount('locked@demo.test', { passwordUpdatedAt: daysAgo(89) });
    expect((await loginAs(t, 'locked@demo.test')).json().code).toBe(0);
    await setAccount('locked@demo.test', { state: 'locked', lockReason: 'force', passwordUpdatedAt: new Date() });
  });

  it('refuses a missing username with 400 naming it', async () => {
    const c = await captcha(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/login',
      headers: { 'verify-code': c.uuid, 'accept-language': 'en' },
      payload: { username: '   ', password: 'x', code: c.answer },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid input: username please input');
  });

  it('never writes a password or a token to the log, and stores only argon2id hashes', async () => {
    const res = await loginAs(t, 'customer@demo.test');
    const token = res.json().data.token;
    await t.app.inject({ method: 'GET', url: '/api/gateway/user/getMenu', headers: t.bearer(token) });
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('Portal#2026');
    expect(log).not.toContain(token);
    const rows = await t.db.execute(sql`select password_hash from accounts`);
    for (const r of (rows as unknown as { rows: { password_hash: string }[] }).rows)
      expect(r.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('IP throttle', () => {
  it('answers 429 after the configured attempts per minute from one address', async () => {
    const small = await makeTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await loginAs(small, 'customer@demo.test', 'Wrong#pass1')).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('logout', () => {
  it('revokes the token on the server at once', async () => {
    const token = (await loginAs(t, 'customer@demo.test')).json().data.token;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/gateway/user/logout', headers: t.bearer(token) })).json().code,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/gateway/user/profile', headers: t.bearer(token) })).statusCode,
    ).toBe(401);
  });
});
