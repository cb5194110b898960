// The promise of issue 7, checked over random histories rather than a few examples: whatever the
// project manager does to a primary's roles and whatever the primary does to its child's grants,
// the child holds a subset of its primary's codes, never M08, and the server refuses grants the
// primary lacks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accountRoles, accounts, roleMenus, roles } from '../../db/schema/index.ts';
import { userForToken } from '../../platform/auth.ts';

let t: TestApp;
let primaryId: number;
let childId: number;
let roleId: number;
let originalRoles: number[];
// Module codes a customer primary can hold, and one function code under M01.
const pool = ['M01', 'M02', 'M03', 'M04', 'M14', 'M15', 'M17', 'dcc.download'];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [{ id: primaryId }] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
  [{ id: childId }] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
  originalRoles = (await t.db.select().from(accountRoles).where(eq(accountRoles.accountId, primaryId))).map((r) => r.roleId);
  [{ id: roleId }] = await t.db.insert(roles).values({ code: 'property-test', name: '属性测试', nameEn: 'Property test' }).returning();
});
afterAll(() => t.close());

/** The primary's roles become one role holding exactly `codes` (plus account management, which every primary has). */
async function primaryHolds(codes: string[]) {
  await t.db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await t.db.insert(roleMenus).values([...new Set(['M08', 'account.manage', ...codes])].map((menuCode) => ({ roleId, menuCode })));
  await t.db.delete(accountRoles).where(eq(accountRoles.accountId, primaryId));
  await t.db.insert(accountRoles).values({ accountId: primaryId, roleId });
}

const codesOf = async (token: string) => [...(await userForToken(t.db, token))!.codes];

type Step = { kind: 'primaryHolds'; codes: string[] } | { kind: 'childGets'; codes: string[] };
const codes = fc.subarray(pool);
const step: fc.Arbitrary<Step> = fc.oneof(
  codes.map((c): Step => ({ kind: 'primaryHolds', codes: c })),
  fc.subarray([...pool, 'M08']).map((c): Step => ({ kind: 'childGets', codes: c })),
);

it('a child never holds a code its primary lacks, nor M08, whatever happens in between', async () => {
  const primary = await t.signIn('customer@demo.test');
  const child = await t.signIn('child@demo.test');
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
      await primaryHolds(pool);
      for (const s of steps) {
        if (s.kind === 'primaryHolds') {
          await primaryHolds(s.codes);
        } else {
          const res = await t.app.inject({
            method: 'PUT', url: '/api/common/cust/account/edit', headers: t.bearer(primary),
            payload: { id: childId, name: '张工', email: 'child@demo.test', phone: '13800000003', menuCodes: s.codes, unauthorizedProjectIds: [] },
          });
          const held = new Set(await codesOf(primary));
          // Accepted exactly when every asked code is the primary's to give, with at least one module.
          const allowed = s.codes.some((c) => /^M\d+$/.test(c)) && s.codes.every((c) => held.has(c) && c !== 'M08');
          expect(res.json().code === 0, `${JSON.stringify(s.codes)} with ${[...held]}: ${res.json().msg}`).toBe(allowed);
        }
        const held = new Set(await codesOf(primary));
        const childCodes = await codesOf(child);
        expect(childCodes.filter((c) => !held.has(c))).toEqual([]);
        expect(childCodes).not.toContain('M08');
      }
    }),
    { numRuns: 40 },
  );
  // Leave the primary as the seed made it.
  await t.db.delete(accountRoles).where(eq(accountRoles.accountId, primaryId));
  await t.db.insert(accountRoles).values(originalRoles.map((id) => ({ accountId: primaryId, roleId: id })));
});
