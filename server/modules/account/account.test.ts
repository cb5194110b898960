// Child accounts: created by the primary within its own permissions and projects, invited by mail,
// disabled at once; what the child may not see is enforced by the server. An address is the
// child's only once its owner confirms it, and a taken address gets the same answer as a free one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { injectAs } from '../../test/inject.ts';
import { lastMail as lastSentMail, lastMailCode, loginAs, sentMails } from '../../test/auth-helpers.ts';
import { accounts, companies, projects } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';

let t: TestApp;
let a: string;
let b: string;
let child: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, b, child] = await Promise.all(
    ['customer@demo.test', 'other@demo.test', 'child@demo.test'].map((e) => t.signIn(e)),
  );
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => injectAs(t, token, { method, url, payload, headers });
const inviteToken = async (email: string) => /invite=([\w-]+)/.exec((await sentMails(t, email))[0].text)![1];

describe('child accounts', () => {
  it('creates a child with two modules and one forbidden project; the child verifies by the link and sees only that', async () => {
    const [secret] = await t.db.select().from(projects).where(eq(projects.name, 'A-Secret'));
    const body = {
      name: '钱 工',
      email: 'qian@shenhe.test',
      phone: '13900001111',
      menuCodes: ['M01', 'M14', 'dcc.download'],
      unauthorizedProjectIds: [secret.id],
    };
    const res = await call('POST', '/common/cust/account/add', a, body);
    expect(res.json().code).toBe(0);
    const id = res.json().data.id;
    const detail = (await call('GET', `/common/cust/account/detail/${id}`, a)).json().data;
    expect(detail).toMatchObject({
      state: 'incomplete',
      type: 'child',
      menuCodes: ['M01', 'M14', 'dcc.download'],
      unauthorizedProjectIds: [secret.id],
      creator: '李工',
    });
    expect((await loginAs(t, body.email, 'Chip#Design42')).json().code).toBe(1001); // no usable password yet

    const token = await inviteToken(body.email);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/gateway/user/acceptInvite',
          payload: { token, password: 'Chip#Design42', confirmPassword: 'Chip#Design42' },
        })
      ).json().code,
    ).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/gateway/user/acceptInvite',
          payload: { token, password: 'Chip#Design43', confirmPassword: 'Chip#Design43' },
        })
      ).statusCode,
    ).toBe(400);
    const login = (await loginAs(t, body.email, 'Chip#Design42')).json();
    expect(login.code).toBe(0);
    const menu = (await call('GET', '/gateway/user/getMenu', login.data.token))
      .json()
      .data.menus.map((m: { funcNo: string }) => m.funcNo);
    expect(menu.sort()).toEqual(['M01', 'M14']);
    expect((await call('GET', '/common/cust/account/list', login.data.token)).statusCode).toBe(403);
    const profile = (await call('GET', '/gateway/user/profile', login.data.token)).json().data;
    expect(profile.isChild).toBe(true);
  });

  it('refuses grants the primary lacks, M08, foreign projects, no module', async () => {
    const base = { name: 'Test Child', email: 'new@shenhe.test', phone: '13900002222', unauthorizedProjectIds: [] };
    const en = { 'accept-language': 'en' };
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['M08'] }, en)).json().msg).toMatch(
      /cannot grant permissions you do not hold: M08/,
    );
    expect(
      (await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['admin.accounts'] })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: [] }, en)).json().msg).toMatch(
      /module permissions selected/,
    );
    expect(
      (await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['dcc.download'] }, en)).json().msg,
    ).toMatch(/module permissions selected/);
    const [foreign] = await t.db.select().from(projects).where(eq(projects.name, 'B-Router R9'));
    expect(
      (
        await call('POST', '/common/cust/account/add', a, {
          ...base,
          menuCodes: ['M01'],
          unauthorizedProjectIds: [foreign.id],
        })
      ).statusCode,
    ).toBe(400);
  });

  it("a primary sees and edits only its own company's children", async () => {
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    expect((await call('GET', `/common/cust/account/detail/${ofA.id}`, b)).statusCode).toBe(404);
    expect((await call('PUT', '/common/cust/account/status', b, { id: ofA.id, enabled: false })).statusCode).toBe(404);
    const listA = (await call('GET', '/common/cust/account/list', a))
      .json()
      .data.list.map((x: { email: string }) => x.email);
    expect(listA).toContain('child@demo.test');
    expect((await call('GET', '/common/cust/account/list', b)).json().data.total).toBe(0);
  });

  it("disabling ends the child's sessions at once; enabling lets it back in", async () => {
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    expect((await call('GET', '/gateway/user/profile', child)).statusCode).toBe(200);
    expect((await call('PUT', '/common/cust/account/status', a, { id: ofA.id, enabled: false })).json().code).toBe(0);
    expect((await call('GET', '/gateway/user/profile', child)).statusCode).toBe(401);
    expect((await loginAs(t, 'child@demo.test', 'Portal#2026', { 'accept-language': 'en' })).json()).toMatchObject({
      code: 1003,
      msg: 'The account has been disabled by your primary account; please contact it',
    });
    expect((await call('PUT', '/common/cust/account/status', a, { id: ofA.id, enabled: true })).json().code).toBe(0);
    expect((await loginAs(t, 'child@demo.test')).json().code).toBe(0);
  });

  it("edits grants and projects; the grantable tree holds only the primary's own codes, never M08", async () => {
    const tree = (await call('GET', '/common/cust/account/grantableModules', a)).json().data as {
      code: string;
      children: { code: string }[];
    }[];
    expect(tree.map((m) => m.code)).not.toContain('M08');
    expect(tree.find((m) => m.code === 'M01')!.children.map((c) => c.code)).toContain('dcc.download');
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    expect(
      (
        await call('PUT', '/common/cust/account/edit', a, {
          id: ofA.id,
          name: '张工',
          email: 'child@demo.test',
          phone: '13800000003',
          menuCodes: ['M02'],
          unauthorizedProjectIds: [],
        })
      ).json().code,
    ).toBe(0);
    const token = await t.signIn('child@demo.test');
    expect(
      (await call('GET', '/gateway/user/getMenu', token)).json().data.menus.map((m: { funcNo: string }) => m.funcNo),
    ).toEqual(['M02']);
    expect((await call('GET', '/dccpath/dcc/file/list', token)).statusCode).toBe(403);
  });
});

// ——— addresses: confirmed by their owner, the same answer whether taken or not (decision 0008) ———

const en = { 'accept-language': 'en' };
const childBody = (email: string, name = '孙工') => ({
  name,
  email,
  phone: '13900003333',
  menuCodes: ['M01', 'M14'],
  unauthorizedProjectIds: [],
});
/** The newest mail to `to`, with the text that went out (the outbox keeps no body once delivered). */
const lastMail = async (to: string) => {
  const mail = await lastSentMail(t, to);
  return { ...mail, body: mail.text };
};
const linkOf = (body: string) => /invite=([\w-]+)/.exec(body)?.[1];
const accept = (token: string, password = 'Chip#Design42') =>
  t.app.inject({
    method: 'POST',
    url: '/api/gateway/user/acceptInvite',
    headers: en,
    payload: { token, password, confirmPassword: password },
  });
const detailOf = async (id: number) => (await call('GET', `/common/cust/account/detail/${id}`, a)).json().data;
const editTo = (id: number, email: string) =>
  call('PUT', '/common/cust/account/edit', a, { id, ...childBody(email) }, en);
const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
};

/** A child that accepted its invitation: active, signing in with `email` and Chip#Design42. */
async function activeChild(email: string): Promise<number> {
  const id = (await call('POST', '/common/cust/account/add', a, childBody(email))).json().data.id as number;
  expect((await accept(linkOf((await lastMail(email)).body)!)).json().code).toBe(0);
  return id;
}

describe('a taken e-mail gets the same answer as a free one', () => {
  it('add: the same answer and the same list row; the free address gets the link, the taken one a notice, and its account is untouched', async () => {
    const [ownerBefore] = await t.db.select().from(accounts).where(eq(accounts.email, 'other@demo.test'));
    const free = await call('POST', '/common/cust/account/add', a, childBody('sun@shenhe.test'), en);
    const taken = await call('POST', '/common/cust/account/add', a, childBody('other@demo.test'), en);
    expect(taken.statusCode).toBe(free.statusCode);
    expect({ ...taken.json(), data: Object.keys(taken.json().data) }).toEqual({
      ...free.json(),
      data: Object.keys(free.json().data),
    });
    expect(free.json()).toMatchObject({ code: 0, msg: 'success' });

    const list = (await call('GET', '/common/cust/account/list?pageSize=100', a)).json().data.list as Record<
      string,
      unknown
    >[];
    const row = (id: number) => list.find((r) => r.id === id)!;
    const comparable = ({ id: _id, email: _email, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) =>
      rest;
    expect(row(taken.json().data.id)).toMatchObject({
      email: 'other@demo.test',
      pendingEmail: null,
      state: 'incomplete',
      enabled: true,
    });
    expect(comparable(row(taken.json().data.id))).toEqual(comparable(row(free.json().data.id)));
    // Found by the address the primary typed, whichever it was.
    const found = (await call('GET', '/common/cust/account/list?keyword=other%40demo', a))
      .json()
      .data.list.map((r: { id: number }) => r.id);
    expect(found).toEqual([taken.json().data.id]);

    expect(linkOf((await lastMail('sun@shenhe.test')).body)).toBeDefined();
    const notice = await lastMail('other@demo.test');
    expect(notice.subject).toBe('Nexora Support Portal: your address was proposed for another account');
    expect(notice.body).toMatch(/李工 \(Shenhe Mobile\) proposed this address .* nothing was changed/);
    expect(linkOf(notice.body)).toBeUndefined();
    expect(await rowOf(ownerBefore.id)).toEqual(ownerBefore);
    expect((await loginAs(t, 'other@demo.test')).json().code).toBe(0);
  });

  it('edit: the same answer for a taken and a free address; the address changes only when its owner confirms the link', async () => {
    const id = await activeChild('wu@shenhe.test');
    const taken = await editTo(id, 'other@demo.test');
    expect(taken.json()).toEqual({ code: 0, msg: 'success', data: { confirmationSent: true } });
    expect(await detailOf(id)).toMatchObject({ email: 'wu@shenhe.test', pendingEmail: 'other@demo.test' });
    expect(linkOf((await lastMail('other@demo.test')).body)).toBeUndefined();

    const free = await editTo(id, 'wu.new@shenhe.test');
    expect(free.json()).toEqual(taken.json());
    expect(await detailOf(id)).toMatchObject({ email: 'wu@shenhe.test', pendingEmail: 'wu.new@shenhe.test' });
    // Saving the form again with the address still waiting sends nothing more.
    expect((await editTo(id, 'wu.new@shenhe.test')).json().data).toEqual({ confirmationSent: false });
    expect((await loginAs(t, 'wu@shenhe.test', 'Chip#Design42')).json().code).toBe(0); // the old address until confirmed

    const mail = await lastMail('wu.new@shenhe.test');
    expect(mail.subject).toBe('Nexora 技术支持门户：确认新的登录邮箱');
    const confirmed = await accept(linkOf(mail.body)!, 'Layout#Rev7');
    expect(confirmed.json()).toEqual({ code: 0, msg: 'success', data: { email: 'wu.new@shenhe.test' } });
    expect(await detailOf(id)).toMatchObject({ email: 'wu.new@shenhe.test', pendingEmail: null, state: 'active' });
    expect((await loginAs(t, 'wu.new@shenhe.test', 'Layout#Rev7')).json().code).toBe(0);
    expect((await loginAs(t, 'wu@shenhe.test', 'Layout#Rev7')).json().code).toBe(1001);
  });

  it('a newer address or the one in use again ends the links sent before', async () => {
    const id = await activeChild('zheng@shenhe.test');
    await editTo(id, 'zheng.1@shenhe.test');
    const first = linkOf((await lastMail('zheng.1@shenhe.test')).body)!;
    await editTo(id, 'zheng.2@shenhe.test');
    const second = linkOf((await lastMail('zheng.2@shenhe.test')).body)!;
    expect((await accept(first)).json()).toMatchObject({
      code: 400,
      msg: 'The link is invalid or expired; ask your primary account to send a new one',
    });
    expect((await editTo(id, 'zheng@shenhe.test')).json().data).toEqual({ confirmationSent: false });
    expect((await detailOf(id)).pendingEmail).toBeNull();
    expect((await accept(second)).statusCode).toBe(400);
    expect((await rowOf(id)).email).toBe('zheng@shenhe.test');
  });

  it('refuses a link whose address got an account meanwhile, and changes nothing', async () => {
    const id = await activeChild('feng@shenhe.test');
    await editTo(id, 'feng.new@shenhe.test');
    const link = linkOf((await lastMail('feng.new@shenhe.test')).body)!;
    const [company] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
    await t.db.insert(accounts).values({
      companyId: company.id,
      type: 'primary',
      name: 'Someone',
      email: 'feng.new@shenhe.test',
      passwordHash: await hashPassword('Portal#2026'),
    });
    expect((await accept(link)).statusCode).toBe(400);
    expect((await rowOf(id)).email).toBe('feng@shenhe.test');
  });
});

describe("a primary's switch and a project manager's lock are two facts", () => {
  it('a child switched off cannot verify its way back in: the code is refused and it stays disabled', async () => {
    const id = await activeChild('chu@shenhe.test');
    expect((await call('PUT', '/common/cust/account/status', a, { id, enabled: false })).json().code).toBe(0);
    await t.app.inject({ method: 'GET', url: '/api/codepath/code/getVerifyCode?email=chu@shenhe.test' });
    const activate = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/accountActivate',
      headers: en,
      payload: { email: 'chu@shenhe.test', code: await lastMailCode(t, 'chu@shenhe.test') },
    });
    expect(activate.json()).toMatchObject({
      code: 409,
      msg: 'The account has been disabled by your primary account; please contact it',
    });
    expect((await loginAs(t, 'chu@shenhe.test', 'Chip#Design42')).json().code).toBe(1003);
    expect((await detailOf(id)).enabled).toBe(false);
  });

  it('no session of a child switched off is let through, even one its switch did not end', async () => {
    const id = await activeChild('qin@shenhe.test');
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, id));
    const token = await t.signIn('qin@shenhe.test');
    expect((await call('GET', '/gateway/user/profile', token)).statusCode).toBe(401);
  });

  it('switching a force-locked child off and on leaves the lock and the verification due; the console shows both facts', async () => {
    const pm = await t.signIn('pm@demo.test');
    const id = await activeChild('wei@shenhe.test');
    const consoleRow = async () =>
      (await call('GET', '/admin/account/list?keyword=wei%40shenhe', pm)).json().data.list[0];
    expect((await call('POST', `/admin/account/lock/${id}`, pm)).json().code).toBe(0);
    expect((await call('PUT', '/common/cust/account/status', a, { id, enabled: false })).json().code).toBe(0);
    expect(await consoleRow()).toMatchObject({ state: 'locked', lockReason: 'force', disabledAt: expect.any(String) });
    expect((await call('PUT', '/common/cust/account/status', a, { id, enabled: true })).json().code).toBe(0);
    expect(await consoleRow()).toMatchObject({ state: 'locked', lockReason: 'force', disabledAt: null });
    expect((await loginAs(t, 'wei@shenhe.test', 'Chip#Design42', en)).json()).toMatchObject({
      code: 1003,
      msg: 'The account has been locked by the project manager; please contact them',
    });
    expect((await call('POST', `/admin/account/unlock/${id}`, pm)).json().code).toBe(0);
    expect((await loginAs(t, 'wei@shenhe.test', 'Chip#Design42')).json()).toMatchObject({
      code: 9999,
      data: { path: '/verify' },
    });
  });

  it('the mailed link neither lifts a force-lock nor a switch-off; it is kept, and works once both are gone', async () => {
    const pm = await t.signIn('pm@demo.test');
    const id = await activeChild('yan@shenhe.test');
    await editTo(id, 'yan.new@shenhe.test');
    const link = linkOf((await lastMail('yan.new@shenhe.test')).body)!;
    await call('POST', `/admin/account/lock/${id}`, pm);
    await call('PUT', '/common/cust/account/status', a, { id, enabled: false });
    expect((await accept(link)).json()).toMatchObject({
      code: 409,
      msg: 'The account has been locked by the project manager; please contact them',
    });
    await call('POST', `/admin/account/unlock/${id}`, pm);
    expect((await accept(link)).json()).toMatchObject({
      code: 409,
      msg: 'The account has been disabled by your primary account; please contact it',
    });
    expect(await rowOf(id)).toMatchObject({
      state: 'locked',
      lockReason: 'unlocked-unverified',
      disabledAt: expect.any(Date),
      email: 'yan@shenhe.test',
    });
    await call('PUT', '/common/cust/account/status', a, { id, enabled: true });
    // The link proves the new address: the verification the unlock asked for is done.
    expect((await accept(link)).json().code).toBe(0);
    expect(await rowOf(id)).toMatchObject({
      state: 'active',
      lockReason: null,
      disabledAt: null,
      email: 'yan.new@shenhe.test',
    });
  });
});

describe('the page of a mailed link knows which link it is', () => {
  const info = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/gateway/user/inviteInfo', headers: en, payload: { token } });
  // From a client address of their own: the mails of the tests above count against the invitation limit of theirs.
  const remoteAddress = '192.0.2.58';
  const add = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/common/cust/account/add',
        headers: t.bearer(a),
        payload: childBody(email),
        remoteAddress,
      })
    ).json().data.id as number;
  const editAddress = (id: number, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/common/cust/account/edit',
      headers: t.bearer(a),
      payload: { id, ...childBody(email) },
      remoteAddress,
    });

  it("a new child's link is an invitation; a confirmed child's new address is a change; both name the company", async () => {
    const id = await add('lu@shenhe.test');
    const invitation = linkOf((await lastMail('lu@shenhe.test')).body)!;
    expect((await info(invitation)).json()).toEqual({
      code: 0,
      msg: 'success',
      data: { kind: 'invite', companyName: expect.any(String), companyNameEn: 'Shenhe Mobile' },
    });
    // An unconfirmed child given another address gets an invitation again, not a change.
    await editAddress(id, 'lu.2@shenhe.test');
    const again = linkOf((await lastMail('lu.2@shenhe.test')).body)!;
    expect((await info(again)).json().data.kind).toBe('invite');
    expect((await accept(again)).json().code).toBe(0);

    await editAddress(id, 'lu.3@shenhe.test');
    const change = linkOf((await lastMail('lu.3@shenhe.test')).body)!;
    expect((await info(change)).json().data).toEqual({
      kind: 'change',
      companyName: expect.any(String),
      companyNameEn: 'Shenhe Mobile',
    });
  });

  it('a used, replaced or unknown link is refused on the token, as accepting it would be', async () => {
    const id = await add('ou@shenhe.test');
    expect((await accept(linkOf((await lastMail('ou@shenhe.test')).body)!)).json().code).toBe(0);
    await editAddress(id, 'ou.1@shenhe.test');
    const replaced = linkOf((await lastMail('ou.1@shenhe.test')).body)!;
    await editAddress(id, 'ou.2@shenhe.test');
    const used = linkOf((await lastMail('ou.2@shenhe.test')).body)!;
    expect((await accept(used)).json().code).toBe(0);
    for (const token of [replaced, used, 'x'.repeat(43)]) {
      const res = await info(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        msg: 'The link is invalid or expired; ask your primary account to send a new one',
        data: { field: 'token' },
      });
    }
  });
});
