// The project manager's console beyond activate/lock/unlock (account-states.test.ts covers those):
// registrations waiting for approval (approve → the account signs in; reject → the account is gone,
// the reason mailed, the company free again), the reset of e-mail verification, and the companies
// with their platforms and projects — a platform taken away hides its documents from the
// company's customers at once. Other companies are 404, customers 403, bad input 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from '../../db/orm.ts';
import type { AdminAccount, AdminCompany, AdminRegistration } from '../../../contract/admin.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { injectAs } from '../../test/inject.ts';
import { lastMail, lastMailCode, loginAs, sentMails } from '../../test/auth-helpers.ts';
import { accountOf, addCatalogItem, platformIdsOf } from '../../test/factories.ts';
import {
  accounts,
  auditLog,
  companies,
  companyPlatforms,
  mailCodes,
  projects,
  reviews,
  sessions,
} from '../../db/schema/index.ts';

let t: TestApp;
const PM = 'pm@demo.test';
const A = 'customer@demo.test';
const B = 'other@demo.test';
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const get = (url: string, who: string | null = PM) => injectAs(t, who, { url });
const post = (url: string, payload?: unknown, who: string | null = PM, language?: 'zh' | 'en') =>
  injectAs(t, who, { method: 'POST', url, payload: payload ?? {}, language });
const put = (url: string, payload: unknown, who: string | null = PM) =>
  injectAs(t, who, { method: 'PUT', url, payload });

const password = 'Chip#Design42';
let clients = 0;

/** A company the project manager adds through the console, then a registration for it through the public API. */
async function registerFor(nameEn: string, email: string, lang: 'zh' | 'en' = 'zh') {
  const added = await post('/admin/company/add', { name: `${nameEn}（中）`, nameEn });
  expect(added.statusCode).toBe(200);
  const companyId = added.json().data.id as number;
  // A client address per registration: the public code route allows a few an hour per address.
  const remoteAddress = `198.51.100.${100 + ++clients}`;
  const code = await t.app.inject({
    method: 'GET',
    url: `/api/codepath/code/getRegisterCode?email=${email}`,
    remoteAddress,
  });
  expect(code.statusCode).toBe(200);
  const items = (await get('/gateway/user/getAllItem', null)).json().data as { id: number }[];
  const res = await injectAs(t, null, {
    method: 'POST',
    url: '/gateway/user/register',
    language: lang,
    payload: {
      answers: items.map((i) => ({ itemId: i.id, answer: 'no' })),
      companyId,
      name: '周 明',
      email,
      phone: '13912345678',
      password,
      confirmPassword: password,
      emailCode: await lastMailCode(t, email),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { companyId, accountId: res.json().data.id as number };
}

const registrations = async (query = '') => {
  const res = await get(`/admin/account/registrations?pageSize=100${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: AdminRegistration[]; total: number };
};
const companyList = async (query = '') => {
  const res = await get(`/admin/company/list?pageSize=100${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: AdminCompany[]; total: number };
};
const companyNamed = async (nameEn: string) => (await companyList()).list.find((c) => c.nameEn === nameEn)!;

/** A customer company with an account that the demo project manager does not look after. */
async function foreignCompany() {
  const [company] = await t.db.insert(companies).values({ name: '他人公司', nameEn: 'Someone Else Ltd' }).returning();
  const primary = await accountOf(t, A);
  const [account] = await t.db
    .insert(accounts)
    .values({
      companyId: company.id,
      type: 'primary',
      name: 'Foreign',
      email: 'foreign@else.test',
      passwordHash: primary.passwordHash,
      state: 'inactive',
      complianceState: 'passed',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [project] = await t.db.insert(projects).values({ companyId: company.id, name: 'Else-1' }).returning();
  return { company, account, project };
}

describe('customers and strangers', () => {
  it('refuses every new call to customers (403) and to the anonymous (401), changing nothing', async () => {
    const before = Number((await t.db.select({ n: count() }).from(companies))[0].n);
    const [project] = await t.db.select().from(projects).limit(1);
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/account/registrations'],
      ['POST', '/admin/account/reject/1', { reason: 'x' }],
      ['POST', '/admin/account/resetVerification/1'],
      ['GET', '/admin/company/list'],
      ['GET', '/admin/company/options'],
      ['POST', '/admin/company/add', { name: '客户公司', nameEn: 'Customer Co' }],
      ['PUT', '/admin/company/edit/1', { name: '客户公司', nameEn: 'Customer Co' }],
      ['POST', '/admin/company/platform/add/1', { platformId: 1 }],
      ['POST', '/admin/company/platform/remove/1', { platformId: 1 }],
      ['POST', '/admin/company/project/add/1', { name: 'P' }],
      ['PUT', `/admin/company/project/edit/${project.id}`, { name: 'P' }],
      ['POST', `/admin/company/project/remove/${project.id}`],
    ];
    for (const [method, url, payload] of calls) {
      for (const [who, status] of [
        [A, 403],
        [B, 403],
        ['child@demo.test', 403],
        [null, 401],
      ] as const) {
        const res = await injectAs(t, who, { method: method as 'GET', url, payload });
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(status);
      }
    }
    expect(Number((await t.db.select({ n: count() }).from(companies))[0].n)).toBe(before);
  });

  it("answers 404 for an account, company or project outside the project manager's companies", async () => {
    const { company, account, project } = await foreignCompany();
    const [platformId] = await platformIdsOf(t, ['NX310']);
    const calls: [string, string, unknown?][] = [
      ['POST', `/admin/account/activate/${account.id}`],
      ['POST', `/admin/account/reject/${account.id}`, { reason: 'no' }],
      ['POST', `/admin/account/resetVerification/${account.id}`],
      ['PUT', `/admin/company/edit/${company.id}`, { name: '我的公司', nameEn: 'Mine now' }],
      ['POST', `/admin/company/platform/add/${company.id}`, { platformId }],
      ['POST', `/admin/company/platform/remove/${company.id}`, { platformId }],
      ['POST', `/admin/company/project/add/${company.id}`, { name: 'Mine now' }],
      ['PUT', `/admin/company/project/edit/${project.id}`, { name: 'Renamed' }],
      ['POST', `/admin/company/project/remove/${project.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await injectAs(t, PM, { method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await companyList()).list.map((c) => c.id)).not.toContain(company.id);
    expect((await registrations()).list.map((r) => r.id)).not.toContain(account.id);
    // Nothing changed.
    const [sameCompany] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(sameCompany).toMatchObject({ name: '他人公司', nameEn: 'Someone Else Ltd' });
    const [still] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(still.state).toBe('inactive');
    expect(await t.db.select().from(companyPlatforms).where(eq(companyPlatforms.companyId, company.id))).toEqual([]);
    const [same] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(same.name).toBe('Else-1');
  });
});

describe('registrations', () => {
  it('lists a registration waiting for approval with its details; approving it lets the account sign in', async () => {
    const email = 'zhou@approve.test';
    const { accountId, companyId } = await registerFor('Approve Devices', email, 'en');
    // Before approval sign-in says it waits for the project manager.
    expect((await loginAs(t, email, password)).json().code).toBe(1004);

    const pending = await registrations();
    const row = pending.list.find((r) => r.id === accountId)!;
    expect(row).toMatchObject({
      name: '周 明',
      email,
      phone: '13912345678',
      type: 'primary',
      language: 'en',
      complianceState: 'passed',
      companyId,
      companyNameEn: 'Approve Devices',
    });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await registrations('&keyword=approve%20dev')).list.map((r) => r.id)).toEqual([accountId]);
    expect((await registrations('&keyword=nothing-like-it')).total).toBe(0);
    // The company shows its waiting primary account.
    expect((await companyNamed('Approve Devices')).primary).toEqual({
      id: accountId,
      name: '周 明',
      state: 'inactive',
      lockReason: null,
    });

    expect((await post(`/admin/account/activate/${accountId}`)).statusCode).toBe(200);
    expect((await registrations()).list.map((r) => r.id)).not.toContain(accountId);
    const login = await loginAs(t, email, password);
    expect(login.json().code).toBe(0);
    expect(login.json().data).toMatchObject({ companyName: 'Approve Devices（中）', companyNameEn: 'Approve Devices' });
    // Approved is no longer a registration: reject refuses it.
    expect((await post(`/admin/account/reject/${accountId}`, { reason: 'late' })).statusCode).toBe(409);
  });

  it('rejecting deletes the never-active account, mails the reason in its language, and frees the company', async () => {
    const email = 'zhou@reject.test';
    const { accountId, companyId } = await registerFor('Reject Devices', email, 'en');
    const reason = 'Please register with your company address, not a private one.';

    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }]) {
      const res = await post(`/admin/account/reject/${accountId}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await accountOf(t, email)).state).toBe('inactive');

    const res = await post(`/admin/account/reject/${accountId}`, { reason }, PM, 'en');
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(accounts).where(eq(accounts.id, accountId))).toEqual([]);
    expect((await registrations()).list.map((r) => r.id)).not.toContain(accountId);
    const mail = await lastMail(t, email);
    expect(mail.subject).toBe('Nexora Support Portal: registration not approved');
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toContain('Reject Devices');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.reject'), eq(auditLog.target, `account:${accountId}`)));
    expect(entry.detail).toMatchObject({ email, companyId, reason });
    // Gone: a second reject is 404; sign-in knows no such account.
    expect((await post(`/admin/account/reject/${accountId}`, { reason })).statusCode).toBe(404);
    expect((await loginAs(t, email, password)).json().code).toBe(1001);
    expect((await companyNamed('Reject Devices')).primary).toBeNull();

    // The company and the address may register again (the first code's 60 s pause taken as past).
    await t.db
      .update(mailCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(mailCodes.email, email));
    const remoteAddress = '198.51.100.99';
    await t.app.inject({ method: 'GET', url: `/api/codepath/code/getRegisterCode?email=${email}`, remoteAddress });
    const items = (await get('/gateway/user/getAllItem', null)).json().data as { id: number }[];
    const again = await injectAs(t, null, {
      method: 'POST',
      url: '/gateway/user/register',
      payload: {
        answers: items.map((i) => ({ itemId: i.id, answer: 'no' })),
        companyId,
        name: '周 明',
        email,
        phone: '13912345678',
        password,
        confirmPassword: password,
        emailCode: await lastMailCode(t, email),
      },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to reject or approve an account that is not waiting (409)', async () => {
    const other = await accountOf(t, B);
    expect((await post(`/admin/account/reject/${other.id}`, { reason: 'no' })).statusCode).toBe(409);
    expect((await accountOf(t, B)).state).toBe('active');
  });

  it('refuses hostile ids and bodies with 400', async () => {
    for (const url of ['/admin/account/reject/2147483648', '/admin/account/reject/abc', '/admin/account/reject/-1'])
      expect((await post(url, { reason: 'x' })).statusCode, url).toBe(400);
    for (const query of ['&pageNum=0', '&pageSize=1000', `&keyword=${'k'.repeat(101)}`, '&keyword=%00'])
      expect((await get(`/admin/account/registrations?${query.slice(1)}`)).statusCode, query).toBe(400);
  });
});

describe('account states (spec §4)', () => {
  it('filters locked accounts by why they are locked', async () => {
    const byReason = async (query: string) =>
      ((await get(`/admin/account/list?pageSize=100&${query}`)).json().data.list as AdminAccount[]).map((a) => a.email);
    expect(await byReason('lockReason=force')).toEqual(['locked@demo.test']);
    expect(await byReason('state=locked&lockReason=force')).toEqual(['locked@demo.test']);
    expect(await byReason('state=active&lockReason=force')).toEqual([]);
    expect(await byReason('lockReason=unverified')).not.toContain('locked@demo.test');
    expect((await get('/admin/account/list?lockReason=other')).statusCode).toBe(400);
  });
});

describe('reset of e-mail verification', () => {
  it('clears the verification, signs the account out and mails a code; verifying it makes the account active again', async () => {
    const email = B;
    const other = await accountOf(t, email);
    const token = await t.signIn(email);
    expect((await injectAs(t, token, '/gateway/user/profile')).statusCode).toBe(200);

    const res = await post(`/admin/account/resetVerification/${other.id}`);
    expect(res.statusCode).toBe(200);
    const after = await accountOf(t, email);
    expect(after).toMatchObject({ state: 'locked', lockReason: 'unlocked-unverified', emailVerifiedAt: null });
    expect((await injectAs(t, token, '/gateway/user/profile')).statusCode).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.accountId, other.id));
    expect(open.every((s) => s.revokedAt)).toBe(true);
    // The list shows it waiting for verification.
    const listed = (await get(`/admin/account/list?keyword=${email}`)).json().data.list as AdminAccount[];
    expect(listed[0]).toMatchObject({ state: 'locked', lockReason: 'unlocked-unverified', emailVerifiedAt: null });

    // The mail is the sign-in flow's verification code, in the account's language.
    const mail = await lastMail(t, email);
    expect(mail.subject).toBe('Nexora Support Portal: e-mail verification code');
    const login = await loginAs(t, email);
    expect(login.json()).toMatchObject({ code: 9999, data: { action: 'verifyEmail', path: '/verify' } });
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const verified = await injectAs(t, null, {
      method: 'POST',
      url: '/gateway/user/accountActivate',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await accountOf(t, email)).state).toBe('active');
    expect((await loginAs(t, email)).json().code).toBe(0);
  });

  it('refuses a force-locked, an inactive or an incomplete account (409), and leaves an account alone when the mail limits refuse (429)', async () => {
    const locked = await accountOf(t, 'locked@demo.test');
    expect((await post(`/admin/account/resetVerification/${locked.id}`)).statusCode).toBe(409);
    expect((await accountOf(t, 'locked@demo.test')).lockReason).toBe('force');

    const { accountId } = await registerFor('Waiting Devices', 'zhou@waiting.test');
    expect((await post(`/admin/account/resetVerification/${accountId}`)).statusCode).toBe(409);

    // A code was mailed to the address a moment ago: the 60 s pause refuses, nothing changes.
    const child = await accountOf(t, 'child@demo.test');
    await t.app.inject({
      method: 'GET',
      url: '/api/codepath/code/getVerifyCode?email=child@demo.test',
      remoteAddress: '198.51.100.77',
    });
    const codesBefore = Number(
      (await t.db.select({ n: count() }).from(mailCodes).where(eq(mailCodes.email, 'child@demo.test')))[0].n,
    );
    const refused = await post(`/admin/account/resetVerification/${child.id}`);
    expect(refused.statusCode).toBe(429);
    const still = await accountOf(t, 'child@demo.test');
    expect(still.state).toBe('active');
    expect(still.emailVerifiedAt).toEqual(child.emailVerifiedAt);
    const codesAfter = Number(
      (await t.db.select({ n: count() }).from(mailCodes).where(eq(mailCodes.email, 'child@demo.test')))[0].n,
    );
    expect(codesAfter).toBe(codesBefore);
  });
});

describe('companies, platforms and projects', () => {
  it("lists the project manager's companies with their platforms, projects and primary account", async () => {
    const page = await companyList();
    const names = page.list.map((c) => c.nameEn);
    expect(names).toEqual(
      expect.arrayContaining(['Shenhe Mobile', 'Lumen Devices', 'Orbit Wearables', 'Aurora Optics']),
    );
    expect(names).not.toContain('Nexora Semiconductor');
    const shenhe = page.list.find((c) => c.nameEn === 'Shenhe Mobile')!;
    expect(shenhe.platforms.map((p) => p.name)).toEqual(['NX310', 'NX510', 'NX520-5G', 'NX710']);
    expect(shenhe.projects.map((p) => p.name)).toEqual(
      expect.arrayContaining(['A-Phone X1', 'A-Secret', 'A-Tablet T2']),
    );
    expect(shenhe.primary).toMatchObject({ name: '李工', state: 'active' });
    expect(shenhe.accountCount).toBeGreaterThanOrEqual(2);
    const aurora = page.list.find((c) => c.nameEn === 'Aurora Optics')!;
    expect(aurora).toMatchObject({ primary: null, accountCount: 0, isLegal: true });
    expect((await companyList('&keyword=lumen')).list.map((c) => c.nameEn)).toEqual(['Lumen Devices']);
    expect((await companyList('&keyword=深合')).list.map((c) => c.nameEn)).toEqual(['Shenhe Mobile']);
    const options = (await get('/admin/company/options')).json().data as { platforms: { name: string }[] };
    expect(options.platforms.map((p) => p.name)).toEqual(expect.arrayContaining(['NX310', 'NX910']));
  });

  it('adds a company listed for registration and assigned to the caller; a taken name is 409', async () => {
    const res = await post('/admin/company/add', { name: '新星科技', nameEn: 'Nova Tech' });
    expect(res.statusCode).toBe(200);
    const legal = (await get('/gateway/user/getLegalCom', null)).json().data as { id: number; nameEn: string }[];
    expect(legal.find((c) => c.nameEn === 'Nova Tech')?.id).toBe(res.json().data.id);
    expect((await companyNamed('Nova Tech')).platforms).toEqual([]);
    const again = await post('/admin/company/add', { name: '新星科技', nameEn: 'Nova Tech 2' });
    expect(again.statusCode).toBe(409);
    for (const body of [
      {},
      { name: '', nameEn: 'x' },
      { name: 'x'.repeat(101), nameEn: 'x' },
      { name: 1, nameEn: 'x' },
    ])
      expect((await post('/admin/company/add', body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
  });

  it("corrects a company's Chinese and English names: recorded, its accounts named so at once; bad input 400, a taken Chinese name 409", async () => {
    const added = await post('/admin/company/add', { name: '织女实验室', nameEn: 'Vega Labz' });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    const edit = (body: unknown) => put(`/admin/company/edit/${id}`, body);
    expect((await edit({ name: ' 织女实验室（深圳） ', nameEn: ' Vega Labs ' })).statusCode).toBe(200);
    expect(await companyNamed('Vega Labs')).toMatchObject({ id, name: '织女实验室（深圳）' });
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.edit'), eq(auditLog.target, `company:${id}`)));
    expect(logged.detail).toMatchObject({
      from: { name: '织女实验室', nameEn: 'Vega Labz' },
      to: { name: '织女实验室（深圳）', nameEn: 'Vega Labs' },
    });

    for (const body of [
      {},
      { name: '织女实验室' },
      { name: '织女实验室', nameEn: '' },
      { name: '织女实验室', nameEn: '   ' },
      { name: '织女实验室', nameEn: 'x'.repeat(101) },
      { name: '织女实验室', nameEn: 7 },
      { name: '', nameEn: 'Vega Labs' },
    ])
      expect((await edit(body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    expect((await edit({ name: '深合移动', nameEn: 'Vega Labs' })).statusCode).toBe(409); // Shenhe Mobile's
    expect(await companyNamed('Vega Labs')).toMatchObject({ name: '织女实验室（深圳）' }); // unchanged

    // A customer of a renamed company is named so at its very next request (the profile of Personal Center).
    const shenhe = await companyNamed('Shenhe Mobile');
    const profile = async () => (await get('/gateway/user/profile', A)).json().data;
    expect(await profile()).toMatchObject({ companyName: '深合移动', companyNameEn: 'Shenhe Mobile' });
    try {
      expect(
        (await put(`/admin/company/edit/${shenhe.id}`, { name: '深合移动', nameEn: 'Shenhe Mobile Ltd' })).statusCode,
      ).toBe(200);
      expect(await profile()).toMatchObject({ companyName: '深合移动', companyNameEn: 'Shenhe Mobile Ltd' });
      expect((await loginAs(t, A)).json().data).toMatchObject({ companyNameEn: 'Shenhe Mobile Ltd' });
    } finally {
      await put(`/admin/company/edit/${shenhe.id}`, { name: '深合移动', nameEn: 'Shenhe Mobile' });
    }
  });

  it('adds and removes a platform of a company; unknown platform 400, not held 404', async () => {
    const nova = await companyNamed('Nova Tech');
    const [nx910] = await platformIdsOf(t, ['NX910']);
    expect((await post(`/admin/company/platform/add/${nova.id}`, { platformId: nx910 })).statusCode).toBe(200);
    // Twice is the same.
    expect((await post(`/admin/company/platform/add/${nova.id}`, { platformId: nx910 })).statusCode).toBe(200);
    expect((await companyNamed('Nova Tech')).platforms.map((p) => p.name)).toEqual(['NX910']);
    expect((await post(`/admin/company/platform/add/${nova.id}`, { platformId: 999_999 })).statusCode).toBe(400);
    for (const body of [{}, { platformId: 2 ** 31 }, { platformId: '1' }, { platformId: 0 }])
      expect((await post(`/admin/company/platform/add/${nova.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);

    expect((await post(`/admin/company/platform/remove/${nova.id}`, { platformId: nx910 })).statusCode).toBe(200);
    expect((await companyNamed('Nova Tech')).platforms).toEqual([]);
    expect((await post(`/admin/company/platform/remove/${nova.id}`, { platformId: nx910 })).statusCode).toBe(404);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `company:${nova.id}`));
    expect(audits.map((a) => a.action)).toEqual(['company.add', 'company.platform.add', 'company.platform.remove']);
  });

  it('adds, renames and removes a project; a taken name is 409; a project something names is kept (409)', async () => {
    const nova = await companyNamed('Nova Tech');
    const added = await post(`/admin/company/project/add/${nova.id}`, { name: 'N-Phone 1' });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect((await post(`/admin/company/project/add/${nova.id}`, { name: 'N-Phone 1' })).statusCode).toBe(409);
    await post(`/admin/company/project/add/${nova.id}`, { name: 'N-Pad 2' });
    expect((await put(`/admin/company/project/edit/${id}`, { name: 'N-Pad 2' })).statusCode).toBe(409);
    expect((await put(`/admin/company/project/edit/${id}`, { name: 'N-Phone One' })).statusCode).toBe(200);
    expect((await companyNamed('Nova Tech')).projects).toEqual([
      { id: expect.any(Number), name: 'N-Pad 2', inUse: false },
      { id, name: 'N-Phone One', inUse: false },
    ]);
    for (const body of [{}, { name: '' }, { name: ' ' }, { name: 'p'.repeat(101) }, { name: 'a\u0007b' }])
      expect((await put(`/admin/company/project/edit/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await post('/admin/company/project/remove/2147483648')).statusCode).toBe(400);

    expect((await post(`/admin/company/project/remove/${id}`)).statusCode).toBe(200);
    expect((await companyNamed('Nova Tech')).projects.map((p) => p.name)).toEqual(['N-Pad 2']);
    expect((await post(`/admin/company/project/remove/${id}`)).statusCode).toBe(404);

    // A project a review names stays.
    const [review] = await t.db.select({ projectId: reviews.projectId }).from(reviews).limit(1);
    const shenhe = await companyNamed('Shenhe Mobile');
    const used = [...shenhe.projects, ...(await companyNamed('Lumen Devices')).projects].find(
      (p) => p.id === review.projectId,
    )!;
    expect(used.inUse).toBe(true);
    const refused = await post(`/admin/company/project/remove/${used.id}`, undefined, PM, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/cannot be removed/);
    expect(await t.db.select().from(projects).where(eq(projects.id, used.id))).toHaveLength(1);
  });

  it("taking a platform away hides its documents from the company's customers at once; giving it back shows them", async () => {
    const item = await addCatalogItem(t, { kind: 'dcc', name: 'ZZ admin visibility NX710 note', platforms: ['NX710'] });
    const shenhe = await companyNamed('Shenhe Mobile');
    const [nx710] = await platformIdsOf(t, ['NX710']);
    const token = await t.signIn(A); // one session throughout: its cached identity must follow
    const listed = async () => {
      const res = await injectAs(t, token, '/dccpath/dcc/file/list?pageSize=100&keyword=ZZ%20admin%20visibility');
      expect(res.statusCode).toBe(200);
      return (res.json().data.list as { id: number }[]).map((r) => r.id);
    };
    expect(await listed()).toContain(item.id);
    expect((await injectAs(t, token, `/dccpath/dcc/file/detail/${item.id}`)).statusCode).toBe(200);

    expect((await post(`/admin/company/platform/remove/${shenhe.id}`, { platformId: nx710 })).statusCode).toBe(200);
    expect(await listed()).not.toContain(item.id);
    expect((await injectAs(t, token, `/dccpath/dcc/file/detail/${item.id}`)).statusCode).toBe(404);
    const profile = (await injectAs(t, token, '/gateway/user/profile')).json().data as { platformIds: number[] };
    expect(profile.platformIds).not.toContain(nx710);

    expect((await post(`/admin/company/platform/add/${shenhe.id}`, { platformId: nx710 })).statusCode).toBe(200);
    expect(await listed()).toContain(item.id);
  });

  it('refuses hostile list queries with 400', async () => {
    for (const query of ['pageNum=0', 'pageSize=1000', `keyword=${'k'.repeat(101)}`, 'keyword=%00', 'pageNum=abc'])
      expect((await get(`/admin/company/list?${query}`)).statusCode, query).toBe(400);
    // Mails of this file all went out.
    expect((await sentMails(t, 'zhou@reject.test')).length).toBeGreaterThan(0);
  });
});
