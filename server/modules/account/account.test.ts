// Child accounts: created by the primary within its own permissions and projects, invited by mail,
// disabled at once; what the child may not see is enforced by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { accounts, mailOutbox, projects } from '../../db/schema/index.ts';

let t: TestApp;
let a: string;
let b: string;
let child: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, b, child] = await Promise.all(['customer@demo.test', 'other@demo.test', 'child@demo.test'].map((e) => t.signIn(e)));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...t.bearer(token), ...headers }, payload: payload as object });
const inviteToken = async (email: string) => {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return /invite=([\w-]+)/.exec(mail.body)![1];
};

describe('child accounts', () => {
  it('creates a child with two modules and one forbidden project; the child verifies by the link and sees only that', async () => {
    const [secret] = await t.db.select().from(projects).where(eq(projects.name, 'A-Secret'));
    const body = { name: '钱 工', email: 'qian@shenhe.test', phone: '13900001111', menuCodes: ['M01', 'M14', 'dcc.download'], unauthorizedProjectIds: [secret.id] };
    const res = await call('POST', '/common/cust/account/add', a, body);
    expect(res.json().code).toBe(0);
    const id = res.json().data.id;
    const detail = (await call('GET', `/common/cust/account/detail/${id}`, a)).json().data;
    expect(detail).toMatchObject({ state: 'incomplete', type: 'child', menuCodes: ['M01', 'M14', 'dcc.download'], unauthorizedProjectIds: [secret.id], creator: '李工' });
    expect((await loginAs(t, body.email, 'Chip#Design42')).json().code).toBe(1001); // no usable password yet

    const token = await inviteToken(body.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/gateway/user/acceptInvite', payload: { token, password: 'Chip#Design42', confirmPassword: 'Chip#Design42' } })).json().code).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/gateway/user/acceptInvite', payload: { token, password: 'Chip#Design43', confirmPassword: 'Chip#Design43' } })).statusCode).toBe(400);
    const login = (await loginAs(t, body.email, 'Chip#Design42')).json();
    expect(login.code).toBe(0);
    const menu = (await call('GET', '/gateway/user/getMenu', login.data.token)).json().data.menus.map((m: { funcNo: string }) => m.funcNo);
    expect(menu.sort()).toEqual(['M01', 'M14']);
    expect((await call('GET', '/common/cust/account/list', login.data.token)).statusCode).toBe(403);
    const profile = (await call('GET', '/gateway/user/profile', login.data.token)).json().data;
    expect(profile.isChild).toBe(true);
  });

  it('refuses grants the primary lacks, M08, foreign projects, no module, a taken e-mail', async () => {
    const base = { name: 'Test Child', email: 'new@shenhe.test', phone: '13900002222', unauthorizedProjectIds: [] };
    const en = { 'accept-language': 'en' };
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['M08'] }, en)).json().msg).toMatch(/cannot grant permissions you do not hold: M08/);
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['admin.accounts'] })).statusCode).toBe(400);
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: [] }, en)).json().msg).toMatch(/module permissions selected/);
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['dcc.download'] }, en)).json().msg).toMatch(/module permissions selected/);
    const [foreign] = await t.db.select().from(projects).where(eq(projects.name, 'B-Router R9'));
    expect((await call('POST', '/common/cust/account/add', a, { ...base, menuCodes: ['M01'], unauthorizedProjectIds: [foreign.id] })).statusCode).toBe(400);
    expect((await call('POST', '/common/cust/account/add', a, { ...base, email: 'other@demo.test', menuCodes: ['M01'] })).statusCode).toBe(409);
  });

  it('a primary sees and edits only its own company\'s children', async () => {
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    expect((await call('GET', `/common/cust/account/detail/${ofA.id}`, b)).statusCode).toBe(404);
    expect((await call('PUT', '/common/cust/account/status', b, { id: ofA.id, enabled: false })).statusCode).toBe(404);
    const listA = (await call('GET', '/common/cust/account/list', a)).json().data.list.map((x: { email: string }) => x.email);
    expect(listA).toContain('child@demo.test');
    expect((await call('GET', '/common/cust/account/list', b)).json().data.total).toBe(0);
  });

  it('disabling ends the child\'s sessions at once; enabling lets it back in', async () => {
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    expect((await call('GET', '/gateway/user/profile', child)).statusCode).toBe(200);
    expect((await call('PUT', '/common/cust/account/status', a, { id: ofA.id, enabled: false })).json().code).toBe(0);
    expect((await call('GET', '/gateway/user/profile', child)).statusCode).toBe(401);
    expect((await loginAs(t, 'child@demo.test', 'Portal#2026', { 'accept-language': 'en' })).json()).toMatchObject({ code: 1003, msg: 'The account has been disabled by your primary account; please contact it' });
    expect((await call('PUT', '/common/cust/account/status', a, { id: ofA.id, enabled: true })).json().code).toBe(0);
    expect((await loginAs(t, 'child@demo.test')).json().code).toBe(0);
  });

  it('edits grants and projects; the grantable tree holds only the primary\'s own codes, never M08', async () => {
    const tree = (await call('GET', '/common/cust/account/grantableModules', a)).json().data as { code: string; children: { code: string }[] }[];
    expect(tree.map((m) => m.code)).not.toContain('M08');
    expect(tree.find((m) => m.code === 'M01')!.children.map((c) => c.code)).toContain('dcc.download');
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
    expect((await call('PUT', '/common/cust/account/edit', a, { id: ofA.id, name: '张工', email: 'child@demo.test', phone: '13800000003', menuCodes: ['M02'], unauthorizedProjectIds: [] })).json().code).toBe(0);
    const token = await t.signIn('child@demo.test');
    expect((await call('GET', '/gateway/user/getMenu', token)).json().data.menus.map((m: { funcNo: string }) => m.funcNo)).toEqual(['M02']);
    expect((await call('GET', '/dccpath/dcc/file/list', token)).statusCode).toBe(403);
  });
});
