// Account groups: who may manage a group (anonymous, child, primary, other company, group
// manager, non-manager), roles and their functions, batch setting roles (refused for users outside
// the manager's groups), and the rule a member's codes follow: its grants and the union of its
// roles' functions, within what its group allows and within what its primary holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import {
  accountCustRoles,
  accountGrants,
  accountGroupManagers,
  accountGroupMembers,
  accountGroups,
  accounts,
  companies,
  custRoles,
  platformCare,
  platforms,
  roleMenus,
  roles,
} from '../../db/schema/index.ts';
import { userForToken } from '../../platform/auth.ts';
import { addChild as addChildRow } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';

let t: TestApp;
let groupId: number;
let engineerRoleId: number;
let buyerRoleId: number;
let childId: number;
let child2Id: number;
let primaryId: number;
let otherId: number;
let group2Id: number;
let group2RoleId: number;
let groupBId: number;
let tokens: Record<'primary' | 'child' | 'child2' | 'admin3' | 'other' | 'pm', string>;

const base = '/api/common/cust';
const post = (path: string, token: string | null, payload: object) =>
  injectAs(t, token, { method: 'POST', url: `${base}${path}`, payload });
const get = (url: string, token: string | null) => injectAs(t, token, { method: 'GET', url });
const codesOf = async (email: string) => [...(await userForToken(t.db, await t.signIn(email)))!.codes].sort();

/** A child of company A that is not in the seeded group; `grants` as given. */
const addChild = async (email: string, grants: string[]) => (await addChildRow(t, { email, grants })).id;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  const byEmail = async (email: string) => (await t.db.select().from(accounts).where(eq(accounts.email, email)))[0];
  primaryId = (await byEmail('customer@demo.test')).id;
  childId = (await byEmail('child@demo.test')).id;
  const other = await byEmail('other@demo.test');
  otherId = other.id;
  [{ id: groupId }] = await t.db.select().from(accountGroups).where(eq(accountGroups.name, '研发一组'));
  [{ id: engineerRoleId }] = await t.db.select().from(custRoles).where(eq(custRoles.name, '研发工程师'));
  [{ id: buyerRoleId }] = await t.db.select().from(custRoles).where(eq(custRoles.name, '采购专员'));
  // The seed sets no role for its member; here it starts with the engineer role.
  await t.db.insert(accountCustRoles).values({ accountId: childId, roleId: engineerRoleId });
  // A second child of company A in a second group of A that customer@demo.test manages too.
  child2Id = await addChild('child2@demo.test', ['M01', 'M18']);
  const [company] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
  [{ id: group2Id }] = await t.db
    .insert(accountGroups)
    .values({ companyId: company.id, name: '测试二组', nameEn: 'Test team 2' })
    .returning();
  await t.db.insert(accountGroupManagers).values({ groupId: group2Id, accountId: primaryId });
  await t.db.insert(accountGroupMembers).values({ groupId: group2Id, accountId: child2Id });
  [{ id: group2RoleId }] = await t.db
    .insert(custRoles)
    .values({ companyId: company.id, groupId: group2Id, name: '二组角色' })
    .returning();
  // A child that holds accgroup.admin but manages no group: a non-manager with the code.
  await addChild('admin3@demo.test', ['M18', 'accgroup.admin']);
  // A group of company B, managed by its primary.
  [{ id: groupBId }] = await t.db
    .insert(accountGroups)
    .values({ companyId: other.companyId, name: 'B 组', nameEn: 'Team B' })
    .returning();
  await t.db.insert(accountGroupManagers).values({ groupId: groupBId, accountId: otherId });
  tokens = {
    primary: await t.signIn('customer@demo.test'),
    child: await t.signIn('child@demo.test'),
    child2: await t.signIn('child2@demo.test'),
    admin3: await t.signIn('admin3@demo.test'),
    other: await t.signIn('other@demo.test'),
    pm: await t.signIn('pm@demo.test'),
  };
});
afterAll(() => t.close());

describe('who may manage a group', () => {
  /** Every call with a body naming the seeded group of company A (or its role, or its member). */
  const calls = (): [string, object][] => [
    ['/manager/getAccGroupManager', { groupId }],
    ['/func/saveAccGroupFunc', { groupId, codes: ['M01'] }],
    ['/func/resetAccGroupFunc', { groupId }],
    ['/role/getRoleListByPage', { groupId }],
    ['/role/createCustRole', { groupId, name: '不应创建' }],
    ['/role/updateCustRole', { id: engineerRoleId, name: '不应改名' }],
    ['/role/getRoleList', { groupId }],
    ['/role/getCustRoleFunc', { roleId: engineerRoleId }],
    ['/role/saveCustRoleFunc', { roleId: engineerRoleId, codes: [] }],
    ['/user/getUserListByPage', { groupId }],
    ['/user/getPlatformList', { groupId }],
    ['/user/getCustUserFunc', { userId: childId }],
    ['/user/batchSetUser', { groupId, userIds: [childId], roleIds: [] }],
    ['/user/getUserList', { groupId }],
  ];

  it('anonymous 401; a child without accgroup.admin and staff 403; another company 404; a non-manager with the code 403', async () => {
    for (const [path, body] of calls()) {
      expect((await post(path, null, body)).statusCode, `anonymous ${path}`).toBe(401);
      expect((await post(path, tokens.child, body)).statusCode, `child ${path}`).toBe(403);
      expect((await post(path, tokens.pm, body)).statusCode, `pm ${path}`).toBe(403);
      expect((await post(path, tokens.other, body)).statusCode, `other ${path}`).toBe(404);
      // Same company, holds the code, manages no group: no permission (the member is not its either: 404).
      expect((await post(path, tokens.admin3, body)).statusCode, `admin3 ${path}`).toBe(
        path === '/user/getCustUserFunc' ? 404 : 403,
      );
    }
    for (const token of [null, tokens.child, tokens.pm, tokens.other, tokens.admin3]) {
      expect((await get(`${base}/func/getAccGroupFunc?groupId=${groupId}`, token)).statusCode).toBe(
        token === null ? 401 : token === tokens.other ? 404 : 403,
      );
    }
    // Nothing above changed anything: the role keeps its name and functions, the member its role.
    const [role] = await t.db.select().from(custRoles).where(eq(custRoles.id, engineerRoleId));
    expect(role.name).toBe('研发工程师');
    expect(await t.db.select().from(custRoles).where(eq(custRoles.name, '不应创建'))).toEqual([]);
    expect(
      (await t.db.select().from(accountCustRoles).where(eq(accountCustRoles.accountId, childId))).map((r) => r.roleId),
    ).toEqual([engineerRoleId]);
  });

  it('a manager holding accgroup.admin without Personal Center (M18) manages nothing, as the web offers it nothing', async () => {
    // Granted around the screens: the function without its page.
    const admin4Id = await addChild('admin4@demo.test', ['M01', 'accgroup.admin']);
    await t.db.insert(accountGroupManagers).values({ groupId, accountId: admin4Id });
    try {
      const admin4 = await t.signIn('admin4@demo.test');
      // As a non-manager: 403, and a member of no group of its own is 404.
      for (const [path, body] of calls())
        expect((await post(path, admin4, body)).statusCode, `admin4 ${path}`).toBe(
          path === '/user/getCustUserFunc' ? 404 : 403,
        );
      // Its own standing lives in Personal Center, which it cannot open either.
      expect((await get('/common/personal/center/getUserAccGroupAccount', admin4)).statusCode).toBe(403);
    } finally {
      await t.db.delete(accountGroupManagers).where(eq(accountGroupManagers.accountId, admin4Id));
    }
  });

  it('the manager gets every call; a group id that does not exist is 404; a manager of another company cannot reach into A', async () => {
    for (const [path, body] of calls().filter(
      ([p]) =>
        ![
          '/role/createCustRole',
          '/role/updateCustRole',
          '/user/batchSetUser',
          '/func/saveAccGroupFunc',
          '/role/saveCustRoleFunc',
        ].includes(p),
    )) {
      const res = await post(path, tokens.primary, body);
      expect(res.statusCode, `primary ${path}: ${res.body}`).toBe(200);
    }
    expect((await get(`${base}/func/getAccGroupFunc?groupId=${groupId}`, tokens.primary)).statusCode).toBe(200);
    expect((await post('/manager/getAccGroupManager', tokens.primary, { groupId: 999999 })).statusCode).toBe(404);
    expect((await post('/manager/getAccGroupManager', tokens.primary, { groupId: groupBId })).statusCode).toBe(404);
    expect((await post('/manager/getAccGroupManager', tokens.other, { groupId: groupBId })).statusCode).toBe(200);
  });

  it('lists the groups the caller manages, and its managers', async () => {
    const mine = (await get(`${base}/manager/getUserAccGroup`, tokens.primary)).json().data;
    expect(mine.map((g: { name: string }) => g.name)).toEqual(['研发一组', '测试二组']);
    expect(mine[0]).toMatchObject({ nameEn: 'R&D Team 1', memberCount: 1, roleCount: 2, customFuncs: false });
    expect(mine[1]).toMatchObject({ memberCount: 1, roleCount: 1 });
    expect((await get(`${base}/manager/getUserAccGroup`, tokens.admin3)).json().data).toEqual([]);
    expect(
      (await get(`${base}/manager/getUserAccGroup`, tokens.other)).json().data.map((g: { name: string }) => g.name),
    ).toEqual(['B 组']);
    const managers = (await post('/manager/getAccGroupManager', tokens.primary, { groupId })).json().data;
    expect(managers).toEqual([{ id: primaryId, name: '李工', email: 'customer@demo.test' }]);
  });

  it('getUserAccGroupAccount tells each caller its own standing (M18)', async () => {
    const url = '/api/common/personal/center/getUserAccGroupAccount';
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, tokens.pm)).statusCode).toBe(403);
    const manager = (await get(url, tokens.primary)).json().data;
    expect(manager).toMatchObject({ isManager: true, memberGroup: null, roles: [] });
    expect(manager.managedGroups.map((g: { id: number }) => g.id)).toEqual([groupId, group2Id]);
    const member = (await get(url, tokens.child)).json().data;
    expect(member).toEqual({
      isManager: false,
      managedGroups: [],
      memberGroup: { id: groupId, name: '研发一组', nameEn: 'R&D Team 1' },
      roles: [{ id: engineerRoleId, name: '研发工程师' }],
    });
    expect((await get(url, tokens.admin3)).json().data).toMatchObject({
      isManager: false,
      managedGroups: [],
      memberGroup: null,
    });
  });
});

describe('roles', () => {
  it('creates a role with functions, refuses a blank or taken name and functions outside the group', async () => {
    const blank = await post('/role/createCustRole', tokens.primary, { groupId, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data).toMatchObject({ field: 'name' });
    expect((await post('/role/createCustRole', tokens.primary, { groupId, name: '研发工程师' })).statusCode).toBe(409);
    // Names are unique within a group, regardless of case; another group may reuse one.
    const created = await post('/role/createCustRole', tokens.primary, {
      groupId,
      name: 'Tester',
      description: '测试',
      codes: ['M03', 'pcn.download'],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await post('/role/createCustRole', tokens.primary, { groupId, name: 'tester' })).statusCode).toBe(409);
    expect((await post('/role/createCustRole', tokens.primary, { groupId: group2Id, name: 'Tester' })).statusCode).toBe(
      200,
    );
    const m08 = await post('/role/createCustRole', tokens.primary, { groupId, name: '管理员', codes: ['M08'] });
    expect(m08.statusCode).toBe(400);
    expect(m08.json().msg).toContain('M08');
    const page = (
      await post('/role/getRoleListByPage', tokens.primary, { groupId, keyword: 'test', pageNum: 1, pageSize: 10 })
    ).json().data;
    expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({
      name: 'Tester',
      description: '测试',
      funcCount: 2,
      userCount: 0,
      creator: '李工',
    });
    const funcs = (await post('/role/getCustRoleFunc', tokens.primary, { roleId: created.json().data.id })).json().data;
    expect(funcs.codes).toEqual(['M03', 'pcn.download']);
    expect(funcs.tree.map((n: { code: string }) => n.code)).not.toContain('M08');
    const list = (await post('/role/getRoleList', tokens.primary, { groupId })).json().data;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['研发工程师', '采购专员', 'Tester']);
  });

  it('saves of one new name at once: one is kept, the others are the 409 of a taken name, never a 500', async () => {
    const creates = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/role/createCustRole', tokens.primary, { groupId: group2Id, name: 'Race' }),
      ),
    );
    expect(creates.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const others = await Promise.all(
      ['Race A', 'Race B'].map((name) => post('/role/createCustRole', tokens.primary, { groupId: group2Id, name })),
    );
    const renames = await Promise.all(
      others.map((r) => post('/role/updateCustRole', tokens.primary, { id: r.json().data.id, name: 'Race 2' })),
    );
    expect(renames.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await t.db.delete(custRoles).where(and(eq(custRoles.groupId, group2Id), sql`${custRoles.name} like 'Race%'`));
  });

  it('renames a role (not to a taken name) and pages the list', async () => {
    const [role] = await t.db
      .select()
      .from(custRoles)
      .where(and(eq(custRoles.groupId, groupId), eq(custRoles.name, 'Tester')));
    expect((await post('/role/updateCustRole', tokens.primary, { id: role.id, name: '采购专员' })).statusCode).toBe(
      409,
    );
    expect(
      (await post('/role/updateCustRole', tokens.primary, { id: role.id, name: '测试工程师', description: '' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/role/updateCustRole', tokens.primary, { id: 999999, name: 'x' })).statusCode).toBe(404);
    const first = (await post('/role/getRoleListByPage', tokens.primary, { groupId, pageNum: 1, pageSize: 2 })).json()
      .data;
    const second = (await post('/role/getRoleListByPage', tokens.primary, { groupId, pageNum: 2, pageSize: 2 })).json()
      .data;
    expect(first.total).toBe(3);
    expect([...first.list, ...second.list].map((r: { name: string }) => r.name).sort()).toEqual(
      ['测试工程师', '研发工程师', '采购专员'].sort(),
    );
    expect((await post('/role/getRoleListByPage', tokens.primary, { groupId, pageSize: 101 })).statusCode).toBe(400);
  });
});

describe('a member holds its grants and the union of its roles, within its group and its primary', () => {
  it('a role set by batch adds its functions; another role adds more; the group narrows; reset restores', async () => {
    const before = await codesOf('child@demo.test');
    expect(before).not.toContain('M03');
    expect(before).not.toContain('M05');
    const [tester] = await t.db
      .select()
      .from(custRoles)
      .where(and(eq(custRoles.groupId, groupId), eq(custRoles.name, '测试工程师')));

    // Two roles: the union of their functions, on top of the child's own grants.
    expect(
      (
        await post('/user/batchSetUser', tokens.primary, {
          groupId,
          userIds: [childId],
          roleIds: [engineerRoleId, tester.id, buyerRoleId],
        })
      ).statusCode,
    ).toBe(200);
    const both = await codesOf('child@demo.test');
    expect(both).toEqual([...new Set([...before, 'M03', 'pcn.download', 'M05', 'M17'])].sort());
    // A child outside the group is untouched.
    expect(await codesOf('child2@demo.test')).toEqual(['M01', 'M18']);
    const shown = (await post('/user/getCustUserFunc', tokens.primary, { userId: childId })).json().data;
    expect(shown.roleIds).toEqual([engineerRoleId, buyerRoleId, tester.id].sort((x, y) => x - y));
    expect([...shown.codes].sort()).toEqual(both);

    // The group allows only some codes now: everything else goes, grants and role functions alike.
    const allowed = ['M01', 'dcc.download', 'M03', 'M18'];
    const saved = await post('/func/saveAccGroupFunc', tokens.primary, { groupId, codes: allowed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ customFuncs: true });
    expect([...saved.json().data.codes].sort()).toEqual([...allowed].sort());
    expect(await codesOf('child@demo.test')).toEqual(['M01', 'M03', 'M18', 'dcc.download']);
    // A role's functions are chosen within what the group allows.
    const outside = await post('/role/saveCustRoleFunc', tokens.primary, {
      roleId: tester.id,
      codes: ['M03', 'pcn.download'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toContain('pcn.download');
    expect((await post('/role/getCustRoleFunc', tokens.primary, { roleId: tester.id })).json().data.codes).toEqual([
      'M03',
    ]);
    // The group cannot allow what the manager may not grant.
    expect((await post('/func/saveAccGroupFunc', tokens.primary, { groupId, codes: ['M01', 'M08'] })).statusCode).toBe(
      400,
    );

    // Reset: the group allows everything the primary holds again.
    const reset = await post('/func/resetAccGroupFunc', tokens.primary, { groupId });
    expect(reset.json().data.customFuncs).toBe(false);
    expect(reset.json().data.codes).not.toContain('M08');
    expect(reset.json().data.codes).toContain('accgroup.admin');
    expect(await codesOf('child@demo.test')).toEqual(both);
  });

  it('a role never lifts a member above its primary, nor to M08', async () => {
    // The primary loses M05 (its roles): the member loses it too, although a role of its group carries it.
    const [primaryRole] = await t.db.select().from(roles).where(eq(roles.code, 'customer-primary'));
    await t.db.delete(roleMenus).where(and(eq(roleMenus.roleId, primaryRole.id), eq(roleMenus.menuCode, 'M05')));
    expect(await codesOf('child@demo.test')).not.toContain('M05');
    await t.db.insert(roleMenus).values({ roleId: primaryRole.id, menuCode: 'M05' });
    expect(await codesOf('child@demo.test')).toContain('M05');
    // Even a role row that carries M08 (written around the service) gives no M08 to a child.
    const [buyer] = await t.db.select().from(custRoles).where(eq(custRoles.id, buyerRoleId));
    await t.db.execute(
      `insert into cust_role_funcs (role_id, menu_code) values (${buyer.id}, 'M08'), (${buyer.id}, 'account.manage')`,
    );
    const codes = await codesOf('child@demo.test');
    expect(codes).not.toContain('M08');
    expect(codes).not.toContain('account.manage');
    await t.db.execute(
      `delete from cust_role_funcs where role_id = ${buyer.id} and menu_code in ('M08', 'account.manage')`,
    );
  });

  it('a role of a group the member is not in gives nothing; taking the roles away leaves the own grants', async () => {
    await t.db.insert(accountCustRoles).values({ accountId: child2Id, roleId: buyerRoleId });
    expect(await codesOf('child2@demo.test')).toEqual(['M01', 'M18']);
    await t.db.delete(accountCustRoles).where(eq(accountCustRoles.accountId, child2Id));

    expect(
      (await post('/user/batchSetUser', tokens.primary, { groupId, userIds: [childId], roleIds: [] })).statusCode,
    ).toBe(200);
    const grants = (await t.db.select().from(accountGrants).where(eq(accountGrants.accountId, childId)))
      .map((g) => g.menuCode)
      .sort();
    expect(await codesOf('child@demo.test')).toEqual(grants);
    // As the seed had it, for the tests below.
    expect(
      (await post('/user/batchSetUser', tokens.primary, { groupId, userIds: [childId], roleIds: [engineerRoleId] }))
        .statusCode,
    ).toBe(200);
  });
});

describe('batchSetUser', () => {
  const rolesOf = async (id: number) =>
    (await t.db.select().from(accountCustRoles).where(eq(accountCustRoles.accountId, id))).map((r) => r.roleId).sort();

  it('refuses users outside the group, and the whole batch changes nothing', async () => {
    const before = await rolesOf(childId);
    for (const outsider of [
      child2Id /* another group of the same manager */,
      primaryId /* not a member */,
      otherId /* another company */,
      999999,
    ]) {
      const res = await post('/user/batchSetUser', tokens.primary, {
        groupId,
        userIds: [childId, outsider],
        roleIds: [buyerRoleId],
      });
      expect(res.statusCode, `user ${outsider}`).toBe(403);
      expect(res.json().data).toMatchObject({ field: 'userIds' });
    }
    expect(await rolesOf(childId)).toEqual(before);
    // Through the other group the manager manages, the member of the first group is outside too.
    expect(
      (
        await post('/user/batchSetUser', tokens.primary, {
          groupId: group2Id,
          userIds: [childId],
          roleIds: [group2RoleId],
        })
      ).statusCode,
    ).toBe(403);
    // A manager of another company reaches nobody of company A, through its own group either.
    expect(
      (await post('/user/batchSetUser', tokens.other, { groupId: groupBId, userIds: [childId], roleIds: [] }))
        .statusCode,
    ).toBe(403);
    expect(await rolesOf(childId)).toEqual(before);
  });

  it('refuses roles of another group and an empty selection', async () => {
    const res = await post('/user/batchSetUser', tokens.primary, {
      groupId,
      userIds: [childId],
      roleIds: [group2RoleId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ field: 'roleIds' });
    expect(
      (await post('/user/batchSetUser', tokens.primary, { groupId, userIds: [], roleIds: [buyerRoleId] })).statusCode,
    ).toBe(400);
    expect(await rolesOf(childId)).toEqual([engineerRoleId]);
  });

  it('sets the roles of many users at once', async () => {
    const childA = await addChild('child4@demo.test', ['M01', 'M18']);
    await t.db.insert(accountGroupMembers).values({ groupId, accountId: childA });
    const res = await post('/user/batchSetUser', tokens.primary, {
      groupId,
      userIds: [childId, childA],
      roleIds: [engineerRoleId, buyerRoleId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolesOf(childId)).toEqual([engineerRoleId, buyerRoleId].sort((x, y) => x - y));
    expect(await rolesOf(childA)).toEqual([engineerRoleId, buyerRoleId].sort((x, y) => x - y));
    expect(await codesOf('child4@demo.test')).toEqual([
      'M01',
      'M02',
      'M04',
      'M05',
      'M17',
      'M18',
      'dcc.download',
      'tool.download',
    ]);
    await post('/user/batchSetUser', tokens.primary, { groupId, userIds: [childId], roleIds: [engineerRoleId] });
  });
});

describe('users of the group', () => {
  it('pages the members with their roles and platforms, filtered by platform, role and keyword', async () => {
    const list = async (body: object) =>
      (await post('/user/getUserListByPage', tokens.primary, { groupId, ...body })).json().data;
    const all = await list({});
    expect(all.list.map((u: { email: string }) => u.email).sort()).toEqual(['child4@demo.test', 'child@demo.test']);
    const child = all.list.find((u: { id: number }) => u.id === childId);
    expect(child.roles).toEqual([{ id: engineerRoleId, name: '研发工程师' }]);
    const companyPlatforms = (await post('/user/getPlatformList', tokens.primary, { groupId })).json().data;
    expect(companyPlatforms.map((p: { name: string }) => p.name)).toEqual(['NX310', 'NX510', 'NX520-5G', 'NX710']);
    // Following no platform means every platform of the company.
    expect(child.platforms).toEqual(companyPlatforms);
    const nx510 = companyPlatforms.find((p: { name: string }) => p.name === 'NX510').id;
    const nx310 = companyPlatforms.find((p: { name: string }) => p.name === 'NX310').id;
    await t.db.insert(platformCare).values({ accountId: childId, platformId: nx310 });
    expect((await list({ platformId: nx510 })).list.map((u: { email: string }) => u.email)).toEqual([
      'child4@demo.test',
    ]);
    expect((await list({ platformId: nx310 })).total).toBe(2);
    const [nx910] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX910'));
    expect((await list({ platformId: nx910.id })).total).toBe(0);
    expect((await list({ roleId: buyerRoleId })).list.map((u: { email: string }) => u.email)).toEqual([
      'child4@demo.test',
    ]);
    expect((await list({ roleId: engineerRoleId })).total).toBe(2);
    expect((await list({ keyword: 'child4' })).total).toBe(1);
    expect((await list({ pageNum: 2, pageSize: 1 })).list).toHaveLength(1);
    const options = (await post('/user/getUserList', tokens.primary, { groupId })).json().data;
    expect(options.map((u: { email: string }) => u.email).sort()).toEqual(['child4@demo.test', 'child@demo.test']);
  });

  it("getCustUserFunc answers only for members of the caller's groups", async () => {
    expect((await post('/user/getCustUserFunc', tokens.primary, { userId: child2Id })).statusCode).toBe(200); // group 2, also managed
    expect((await post('/user/getCustUserFunc', tokens.primary, { userId: primaryId })).statusCode).toBe(404);
    expect((await post('/user/getCustUserFunc', tokens.primary, { userId: otherId })).statusCode).toBe(404);
    expect((await post('/user/getCustUserFunc', tokens.other, { userId: childId })).statusCode).toBe(404);
  });
});

describe('what roles add, where the primary manages the child (/account, decision 0007)', () => {
  const detail = async (id: number) => (await get(`/api/common/cust/account/detail/${id}`, tokens.primary)).json().data;
  const edit = (grants: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/common/cust/account/edit',
      headers: t.bearer(tokens.primary),
      payload: {
        id: childId,
        name: '张工',
        email: 'child@demo.test',
        phone: '13800000003',
        menuCodes: grants,
        unauthorizedProjectIds: [],
      },
    });

  it("names the group, the roles and the codes they add beyond the grants; the child's next request agrees", async () => {
    const shown = await detail(childId);
    expect(shown.accountGroup).toEqual({
      id: groupId,
      name: '研发一组',
      nameEn: 'R&D Team 1',
      roles: [{ id: engineerRoleId, name: '研发工程师' }],
    });
    const held = await codesOf('child@demo.test');
    expect([...new Set([...shown.menuCodes, ...shown.roleCodes])].sort()).toEqual(held);
    expect(shown.roleCodes.every((c: string) => !shown.menuCodes.includes(c))).toBe(true);
    expect(shown.inactiveCodes).toEqual([]);
    // A child in no group: nothing from roles.
    const [child3] = await t.db.select().from(accounts).where(eq(accounts.email, 'admin3@demo.test'));
    expect(await detail(child3.id)).toMatchObject({ accountGroup: null, roleCodes: [] });
    // Another company's primary cannot read it.
    expect((await get(`/api/common/cust/account/detail/${childId}`, tokens.other)).statusCode).toBe(404);
  });

  it('narrowing the grants leaves what a role gives, and says so; a grant the group does not allow shows as not in effect', async () => {
    const grantsBefore = (await detail(childId)).menuCodes as string[];
    expect((await edit(['M14'])).statusCode).toBe(200);
    const narrowed = await detail(childId);
    expect(narrowed.menuCodes).toEqual(['M14']);
    // The engineer role still gives its documents, reports and tools.
    expect(narrowed.roleCodes).toEqual(['M01', 'M02', 'M04', 'dcc.download', 'tool.download']);
    expect(await codesOf('child@demo.test')).toEqual(['M01', 'M02', 'M04', 'M14', 'dcc.download', 'tool.download']);
    // The group stops allowing the FAQ: the grant stays on record but is not in effect.
    expect(
      (
        await post('/func/saveAccGroupFunc', tokens.primary, {
          groupId,
          codes: ['M01', 'M02', 'M04', 'dcc.download', 'tool.download', 'M18'],
        })
      ).statusCode,
    ).toBe(200);
    expect(await detail(childId)).toMatchObject({ menuCodes: ['M14'], inactiveCodes: ['M14'] });
    expect(await codesOf('child@demo.test')).not.toContain('M14');
    expect((await post('/func/resetAccGroupFunc', tokens.primary, { groupId })).statusCode).toBe(200);
    expect((await edit(grantsBefore)).statusCode).toBe(200);
  });
});

describe("what the group screens show of an account: the address and switch the primary's own list shows", () => {
  let group3Id: number;
  let unconfirmedId: number;
  let switchedOffId: number;
  const account = (path: string, method: 'POST' | 'PUT', payload: object) =>
    t.app.inject({ method, url: `/api/common/cust/account/${path}`, headers: t.bearer(tokens.primary), payload });

  beforeAll(async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
    [{ id: group3Id }] = await t.db
      .insert(accountGroups)
      .values({ companyId: company.id, name: '测试三组', nameEn: 'Test team 3' })
      .returning();
    // Added with an address through the primary's screen: stored with a placeholder until its owner confirms it.
    const added = await account('add', 'POST', {
      name: '待确认',
      email: 'pending.member@demo.test',
      phone: '13900003333',
      menuCodes: ['M01'],
      unauthorizedProjectIds: [],
    });
    unconfirmedId = added.json().data.id;
    switchedOffId = await addChild('switched.off@demo.test', ['M01']);
    await t.db.insert(accountGroupMembers).values([
      { groupId: group3Id, accountId: unconfirmedId },
      { groupId: group3Id, accountId: switchedOffId },
    ]);
    await t.db.insert(accountGroupManagers).values([
      { groupId: group3Id, accountId: primaryId },
      { groupId: group3Id, accountId: unconfirmedId },
    ]);
    expect((await account('status', 'PUT', { id: switchedOffId, enabled: false })).statusCode).toBe(200);
  });

  it('shows the typed address of an unconfirmed child, never its placeholder, in the users, options and managers lists', async () => {
    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, unconfirmedId));
    expect(stored.email).toMatch(/\.invalid$/);
    const users = (await post('/user/getUserListByPage', tokens.primary, { groupId: group3Id })).json().data.list;
    expect(users.find((u: { id: number }) => u.id === unconfirmedId)).toMatchObject({
      email: 'pending.member@demo.test',
      state: 'incomplete',
      enabled: true,
    });
    const options = (await post('/user/getUserList', tokens.primary, { groupId: group3Id })).json().data;
    expect(options.find((u: { id: number }) => u.id === unconfirmedId).email).toBe('pending.member@demo.test');
    const managers = (await post('/manager/getAccGroupManager', tokens.primary, { groupId: group3Id })).json().data;
    expect(managers.map((m: { email: string }) => m.email)).toEqual(['customer@demo.test', 'pending.member@demo.test']);
  });

  it('the keyword matches the shown address, not the placeholder', async () => {
    const found = async (keyword: string) =>
      (await post('/user/getUserListByPage', tokens.primary, { groupId: group3Id, keyword }))
        .json()
        .data.list.map((u: { id: number }) => u.id);
    expect(await found('pending.member')).toEqual([unconfirmedId]);
    expect(await found('unconfirmed.invalid')).toEqual([]);
  });

  it('a child its primary switched off is not enabled, whatever its state', async () => {
    const users = (await post('/user/getUserListByPage', tokens.primary, { groupId: group3Id })).json().data.list;
    expect(users.find((u: { id: number }) => u.id === switchedOffId)).toMatchObject({
      email: 'switched.off@demo.test',
      state: 'active',
      enabled: false,
    });
    expect((await account('status', 'PUT', { id: switchedOffId, enabled: true })).statusCode).toBe(200);
    const again = (await post('/user/getUserListByPage', tokens.primary, { groupId: group3Id })).json().data.list;
    expect(again.find((u: { id: number }) => u.id === switchedOffId)).toMatchObject({ state: 'active', enabled: true });
  });
});
