// The promise that delegation never widens rights, checked over random histories rather than a
// few examples (such a rule breaks in an order of steps nobody thought to write down): whatever
// the project manager does to a primary's roles, whatever the primary does to its child's grants and
// whatever the account group's manager does to the group's functions, a customer role's functions
// and the child's roles, the child holds a subset of its primary's codes (and of what its group
// allows), never M08, and the server refuses grants and functions the primary lacks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import {
  accountCustRoles,
  accountGroups,
  accountRoles,
  accounts,
  custRoles,
  roleMenus,
  roles,
} from '../../db/schema/index.ts';
import { userForToken } from '../../platform/auth.ts';

let t: TestApp;
let primaryId: number;
let childId: number;
let roleId: number;
let originalRoles: number[];
let groupId: number;
let custRoleIds: number[];
// Module codes a customer primary can hold, and one function code under M01.
const pool = ['M01', 'M02', 'M03', 'M04', 'M14', 'M15', 'M17', 'dcc.download'];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [{ id: primaryId }] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
  [{ id: childId }] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
  originalRoles = (await t.db.select().from(accountRoles).where(eq(accountRoles.accountId, primaryId))).map(
    (r) => r.roleId,
  );
  [{ id: roleId }] = await t.db
    .insert(roles)
    .values({ code: 'property-test', name: '属性测试', nameEn: 'Property test' })
    .returning();
  // The seeded group of company A (its primary manages it, the child is its member) and its two roles.
  [{ id: groupId }] = await t.db.select().from(accountGroups).where(eq(accountGroups.nameEn, 'R&D Team 1'));
  custRoleIds = (await t.db.select().from(custRoles).where(eq(custRoles.groupId, groupId)))
    .map((r) => r.id)
    .sort((x, y) => x - y);
});
afterAll(() => t.close());

/**
 * The primary's roles become one role holding exactly `codes`, plus account management (which every
 * primary has) and the account-group administration it needs to manage its group here.
 */
async function primaryHolds(codes: string[]) {
  await t.db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await t.db.insert(roleMenus).values(
    [...new Set(['M08', 'account.manage', 'M18', 'accgroup.admin', ...codes])].map((menuCode) => ({
      roleId,
      menuCode,
    })),
  );
  await t.db.delete(accountRoles).where(eq(accountRoles.accountId, primaryId));
  await t.db.insert(accountRoles).values({ accountId: primaryId, roleId });
}

const codesOf = async (token: string) => [...(await userForToken(t.db, token))!.codes];

type Step =
  | { kind: 'primaryHolds'; codes: string[] }
  | { kind: 'childGets'; codes: string[] }
  | { kind: 'groupAllows'; codes: string[] | null }
  | { kind: 'roleHas'; role: number; codes: string[] }
  | { kind: 'childRoles'; roles: number[] };
const codes = fc.subarray(pool);
const withM08 = fc.subarray([...pool, 'M08']);
const step: fc.Arbitrary<Step> = fc.oneof(
  codes.map((c): Step => ({ kind: 'primaryHolds', codes: c })),
  withM08.map((c): Step => ({ kind: 'childGets', codes: c })),
  fc.option(withM08).map((c): Step => ({ kind: 'groupAllows', codes: c })),
  fc
    .record({ role: fc.nat(1), codes: withM08 })
    .map(({ role, codes: c }): Step => ({ kind: 'roleHas', role, codes: c })),
  fc.subarray([0, 1]).map((r): Step => ({ kind: 'childRoles', roles: r })),
);

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/common/cust${url}`, headers: t.bearer(token), payload });

it('a child never holds a code its primary lacks or its group disallows, nor M08, whatever happens in between', async () => {
  const primary = await t.signIn('customer@demo.test');
  const child = await t.signIn('child@demo.test');
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      await primaryHolds(pool);
      await post(primary, '/func/resetAccGroupFunc', { groupId });
      await t.db.delete(accountCustRoles).where(eq(accountCustRoles.accountId, childId));
      let groupAllows: Set<string> | null = null;
      for (const s of steps) {
        const held = new Set(await codesOf(primary));
        // What the primary may hand on, within the group when its functions are custom.
        const offer = (c: string) => held.has(c) && c !== 'M08' && c !== 'account.manage';
        if (s.kind === 'primaryHolds') {
          await primaryHolds(s.codes);
        } else if (s.kind === 'childGets') {
          const res = await t.app.inject({
            method: 'PUT',
            url: '/api/common/cust/account/edit',
            headers: t.bearer(primary),
            payload: {
              id: childId,
              name: '张工',
              email: 'child@demo.test',
              phone: '13800000003',
              menuCodes: s.codes,
              unauthorizedProjectIds: [],
            },
          });
          // Accepted exactly when every asked code is the primary's to give, with at least one module.
          const allowed = s.codes.some((c) => /^M\d+$/.test(c)) && s.codes.every(offer);
          expect(res.json().code === 0, `${JSON.stringify(s.codes)} with ${[...held]}: ${res.json().msg}`).toBe(
            allowed,
          );
        } else if (s.kind === 'groupAllows') {
          const res = s.codes
            ? await post(primary, '/func/saveAccGroupFunc', { groupId, codes: s.codes })
            : await post(primary, '/func/resetAccGroupFunc', { groupId });
          const allowed = !s.codes || s.codes.every(offer);
          expect(res.json().code === 0, `group ${JSON.stringify(s.codes)}: ${res.json().msg}`).toBe(allowed);
          if (allowed) groupAllows = s.codes ? new Set(s.codes) : null;
        } else if (s.kind === 'roleHas') {
          const res = await post(primary, '/role/saveCustRoleFunc', { roleId: custRoleIds[s.role], codes: s.codes });
          const allowed = s.codes.every((c) => offer(c) && (!groupAllows || groupAllows.has(c)));
          expect(res.json().code === 0, `role ${JSON.stringify(s.codes)}: ${res.json().msg}`).toBe(allowed);
        } else {
          const res = await post(primary, '/user/batchSetUser', {
            groupId,
            userIds: [childId],
            roleIds: s.roles.map((i) => custRoleIds[i]),
          });
          expect(res.json().code, res.json().msg).toBe(0);
        }
        const primaryCodes = new Set(await codesOf(primary));
        const childCodes = await codesOf(child);
        expect(childCodes.filter((c) => !primaryCodes.has(c))).toEqual([]);
        if (groupAllows) expect(childCodes.filter((c) => !groupAllows!.has(c))).toEqual([]);
        expect(childCodes).not.toContain('M08');
        expect(childCodes).not.toContain('account.manage');
      }
    }),
    { numRuns: 40 },
  );
  await post(primary, '/func/resetAccGroupFunc', { groupId });
  await t.db.delete(accountCustRoles).where(eq(accountCustRoles.accountId, childId));
  // Leave the primary as the seed made it.
  await t.db.delete(accountRoles).where(eq(accountRoles.accountId, primaryId));
  await t.db.insert(accountRoles).values(originalRoles.map((id) => ({ accountId: primaryId, roleId: id })));
});
