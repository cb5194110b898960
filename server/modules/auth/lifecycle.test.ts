// Register → mail → project manager approves → sign in; reset by mail; verify by mail; force-lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { injectAs } from '../../test/inject.ts';
import { lastMailCode, loginAs } from '../../test/auth-helpers.ts';
import { accounts, companies, mailCodes, mailOutbox, staffCompanies } from '../../db/schema/index.ts';

let t: TestApp;
let pm: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  pm = await t.signIn('pm@demo.test');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => injectAs(t, null, { method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  injectAs(t, null, { method: 'POST', url, payload, headers });
const en = { 'accept-language': 'en' };

async function registration(overrides: Record<string, unknown> = {}) {
  const items = (await get('/gateway/user/getAllItem')).json().data as { id: number }[];
  const orbitLike = (await get('/gateway/user/getLegalCom')).json().data as { id: number; nameEn: string }[];
  return {
    answers: items.map((i) => ({ itemId: i.id, answer: 'no' })),
    companyId: orbitLike.find((c) => c.nameEn === 'New Horizon Devices')!.id,
    name: '周 明',
    email: 'zhou@newhorizon.test',
    phone: '13912345678',
    password: 'Chip#Design42',
    confirmPassword: 'Chip#Design42',
    emailCode: '000000',
    ...overrides,
  };
}

describe('register', () => {
  beforeAll(async () => {
    // A legal company the vendor has assigned to the demo project manager.
    const [company] = await t.db
      .insert(companies)
      .values({ name: '新视界设备', nameEn: 'New Horizon Devices' })
      .returning();
    const [manager] = await t.db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
    await t.db.insert(staffCompanies).values({ accountId: manager.id, companyId: company.id });
  });

  it('lists the questionnaire and the legal companies (never the vendor)', async () => {
    const items = (await get('/gateway/user/getAllItem')).json().data;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]).toHaveProperty('questionEn');
    const legal = (await get('/gateway/user/getLegalCom')).json().data.map((c: { nameEn: string }) => c.nameEn);
    expect(legal).toContain('Shenhe Mobile');
    expect(legal).not.toContain('Nexora Semiconductor');
  });

  it('refuses a Yes in the questionnaire, naming the question, and creates nothing', async () => {
    const body = await registration();
    body.answers[1].answer = 'yes';
    const before = Number((await t.db.select({ n: count() }).from(accounts))[0].n);
    const res = await post('/gateway/user/register', body, en);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Registration needs the answer No to: "Are your products used for military/);
    expect(Number((await t.db.select({ n: count() }).from(accounts))[0].n)).toBe(before);
  });

  it('applies the rules of §5 with their messages', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'Zhou3' }, /name only Chinese and English allowed/],
      [{ email: 'zhou@newhorizon' }, /email please enter correct e-mail format/],
      [{ phone: '12345' }, /phone please enter a valid phone number/],
      [{ password: 'short#1', confirmPassword: 'short#1' }, /^Password must be 8-20 characters/],
      [{ confirmPassword: 'Chip#Design43' }, /^The two entered passwords are inconsistent$/],
      [{ password: 'Password#2026', confirmPassword: 'Password#2026' }, /common password "password/],
      [
        { password: 'zhou#Design42', confirmPassword: 'zhou#Design42' },
        /must not contain the username or the e-mail name/,
      ],
    ];
    for (const [override, message] of cases) {
      const res = await post('/gateway/user/register', await registration(override), en);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().msg, JSON.stringify(override)).toMatch(message);
    }
  });

  it('mails a code, waits 60 s before another, creates an inactive account that the PM approves', async () => {
    const email = 'zhou@newhorizon.test';
    expect((await get(`/codepath/code/getRegisterCode?email=${email}`)).json().code).toBe(0);
    const again = await get(`/codepath/code/getRegisterCode?email=${email}`, en);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/wait \d+ s/);
    const wrongCode = await post('/gateway/user/register', await registration({ emailCode: '999999' }), en);
    expect(wrongCode.json().msg).toBe('Wrong or expired e-mail code');

    const code = await lastMailCode(t, email);
    const res = await post('/gateway/user/register', await registration({ emailCode: code }));
    expect(res.json()).toMatchObject({ code: 0, data: { state: 'inactive' } });
    expect((await loginAs(t, email, 'Chip#Design42')).json().code).toBe(1004);

    // the code is single-use
    expect((await post('/gateway/user/register', await registration({ emailCode: code }))).statusCode).toBe(400);

    const list = (await get('/admin/account/list?state=inactive', t.bearer(pm))).json().data;
    const mine = list.list.find((a: { email: string }) => a.email === email);
    expect(mine).toMatchObject({ state: 'inactive', type: 'primary', companyNameEn: 'New Horizon Devices' });
    expect((await post(`/admin/account/activate/${mine.id}`, {}, t.bearer(pm))).json().code).toBe(0);
    expect((await post(`/admin/account/activate/${mine.id}`, {}, t.bearer(pm))).statusCode).toBe(409);
    const login = await loginAs(t, email, 'Chip#Design42');
    expect(login.json().code).toBe(0);
  });

  it('refuses a second primary account for a company', async () => {
    const email = 'li@shenhe.test';
    await get(`/codepath/code/getRegisterCode?email=${email}`);
    const shenhe = (await get('/gateway/user/getLegalCom'))
      .json()
      .data.find((c: { nameEn: string }) => c.nameEn === 'Shenhe Mobile');
    const res = await post(
      '/gateway/user/register',
      await registration({ email, companyId: shenhe.id, emailCode: await lastMailCode(t, email) }),
      en,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/already has a primary account/);
  });
});

describe('reset and forced update', () => {
  it('mails a code, sets the new password, ends every session; the old password stops working', async () => {
    const email = 'child@demo.test';
    const oldToken = (await loginAs(t, email)).json().data.token;
    expect((await get(`/codepath/code/getVerificationCode?email=${email}`)).json().code).toBe(0);
    const code = await lastMailCode(t, email);
    const mismatch = await post(
      '/gateway/user/updatePwd',
      { email, code, password: 'Layout#Rev7', confirmPassword: 'Layout#Rev8' },
      en,
    );
    expect(mismatch.json().msg).toBe('The two entered passwords are inconsistent');
    const same = await post(
      '/gateway/user/updatePwd',
      { email, code, password: 'Portal#2026', confirmPassword: 'Portal#2026' },
      en,
    );
    expect(same.json().msg).toBe('The new password must differ from the old one');
    // a refused attempt used the code up: ask for a new one (after the 60 s pause)
    await t.db
      .update(mailCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(mailCodes.email, email));
    await get(`/codepath/code/getVerificationCode?email=${email}`);
    const res = await post('/gateway/user/updatePwd', {
      email,
      code: await lastMailCode(t, email),
      password: 'Layout#Rev7',
      confirmPassword: 'Layout#Rev7',
    });
    expect(res.json().code).toBe(0);
    expect((await get('/gateway/user/profile', t.bearer(oldToken))).statusCode).toBe(401);
    expect((await loginAs(t, email)).json().code).toBe(1001);
    expect((await loginAs(t, email, 'Layout#Rev7')).json().code).toBe(0);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const res = await get('/codepath/code/getVerificationCode?email=ghost@demo.test');
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
    // Recorded like a known address's mail (the same statements), but as never to go out, without a body.
    await t.mail.idle();
    await t.mail.flush();
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@demo.test'));
    expect(rows.map((r) => ({ location: r.location, body: r.body, sentAt: r.sentAt, attempts: r.attempts }))).toEqual([
      { location: 'skipped', body: '', sentAt: null, attempts: 0 },
    ]);
    const update = await post('/gateway/user/updatePwd', {
      email: 'ghost@demo.test',
      code: '123456',
      password: 'Layout#Rev7',
      confirmPassword: 'Layout#Rev7',
    });
    expect(update.statusCode).toBe(400);
  });

  it('clears an expired password: 999, then reset, then sign-in works', async () => {
    const email = 'other@demo.test';
    await t.db
      .update(accounts)
      .set({ passwordUpdatedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(accounts.email, email));
    expect((await loginAs(t, email)).json().code).toBe(999);
    await get(`/codepath/code/getVerificationCode?email=${email}`);
    await post('/gateway/user/updatePwd', {
      email,
      code: await lastMailCode(t, email),
      password: 'Board#Bring5',
      confirmPassword: 'Board#Bring5',
    });
    expect((await loginAs(t, email, 'Board#Bring5')).json().code).toBe(0);
  });
});

describe('force-lock, unlock and verification', () => {
  it('lock ends the sessions and sign-in; unlock needs e-mail verification before use', async () => {
    const email = 'customer@demo.test';
    const token = (await loginAs(t, email)).json().data.token;
    const list = (await get(`/admin/account/list?keyword=${email}`, t.bearer(pm))).json().data.list;
    const id = list[0].id;
    expect((await post(`/admin/account/lock/${id}`, {}, t.bearer(pm))).json().code).toBe(0);
    expect((await get('/gateway/user/profile', t.bearer(token))).statusCode).toBe(401);
    expect((await loginAs(t, email)).json().code).toBe(1003);

    expect((await post(`/admin/account/unlock/${id}`, {}, t.bearer(pm))).json().code).toBe(0);
    expect((await loginAs(t, email)).json()).toMatchObject({ code: 9999, data: { path: '/verify' } });
    await get(`/codepath/code/getVerifyCode?email=${email}`);
    expect((await post('/gateway/user/accountActivate', { email, code: '000000' })).statusCode).toBe(400);
    expect(
      (await post('/gateway/user/accountActivate', { email, code: await lastMailCode(t, email) })).json().code,
    ).toBe(0);
    expect((await loginAs(t, email)).json().code).toBe(0);
  });

  it('keeps the console to project managers and to their companies', async () => {
    const customer = await t.signIn('other@demo.test');
    expect((await get('/admin/account/list', t.bearer(customer))).statusCode).toBe(403);
    const [staff] = await t.db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
    expect((await post(`/admin/account/lock/${staff.id}`, {}, t.bearer(pm))).statusCode).toBe(404);
    const all = (await get('/admin/account/list?pageSize=100', t.bearer(pm))).json().data.list;
    expect(all.some((a: { email: string }) => a.email === 'pm@demo.test')).toBe(false);
  });
});

describe('checkPasswordContainsCommonKey', () => {
  it('answers 0 for a good password and the reason otherwise', async () => {
    expect(
      (await post('/gateway/user/checkPasswordContainsCommonKey', { customerPwd: 'Chip#Design42' })).json().code,
    ).toBe(0);
    const common = await post('/gateway/user/checkPasswordContainsCommonKey', { customerPwd: 'Qwerty123#' }, en);
    expect(common.json().code).toBe(400);
    expect(common.json().msg).toMatch(/common password/);
    const named = await post(
      '/gateway/user/checkPasswordContainsCommonKey',
      { customerPwd: 'Alice#2026x', username: 'alice@demo.test' },
      en,
    );
    expect(named.json().msg).toMatch(/username or the e-mail name/);
  });
});
