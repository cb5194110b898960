// The lists of the request modules that reach tens of thousands of rows count to limits.listCountCap
// and say so (`capped`); under the cap their totals are exact, and only the caller's rows count.
// The rows are the bench's (bench/workflows.ts): the same data the speed figures are measured on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../contract/limits.ts';
import { addReviews, addSimulations } from '../bench/workflows.ts';
import { makeTestApp, type TestApp } from './test/app.ts';
import { apiOf } from './test/inject.ts';

let t: TestApp;
const { get } = apiOf(() => t);
const cap = limits.listCountCap;
type Page = { total: number; capped: boolean; list: unknown[] };
const page = async (url: string, who: string) => (await get(url, who)).json().data as Page;

beforeAll(async () => {
  t = await makeTestApp();
  // Spread over every seeded project: each company gets more than the cap.
  await addSimulations(t.db, 12 * cap);
  await addReviews(t.db, 12 * cap);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.each([
  ['simulation tasks', '/applypath/simulation/list', '/admin/simulation/list', 'keyword=BENCH1001'],
  ['design reviews', '/applypath/review/list', '/admin/review/list', 'keyword=PCB-BENCH-1001'],
])('%s', (_name, customerList, staffList, narrow) => {
  it('the customer’s list and the engineer’s queue stop at the cap and say so', async () => {
    const customer = await page(`${customerList}?pageSize=20`, 'customer@demo.test');
    expect(customer).toMatchObject({ total: cap, capped: true });
    expect(customer.list).toHaveLength(20);
    expect(await page(`${staffList}?pageSize=20`, 'pm@demo.test')).toMatchObject({ total: cap, capped: true });
  });

  it('under the cap the total is exact, and only the caller’s rows count', async () => {
    const narrowed = await page(`${customerList}?${narrow}&pageSize=100`, 'customer@demo.test');
    expect(narrowed.capped).toBe(false);
    expect(narrowed.total).toBe(narrowed.list.length);
    expect(narrowed.total).toBeLessThan(cap);
    const other = await page(`${customerList}?${narrow}&pageSize=100`, 'other@demo.test');
    expect(other.capped).toBe(false);
    expect(other.total).toBe(other.list.length);
    // Both companies have some of the matches, and neither counts the other's.
    const ids = (p: Page) => (p.list as { id: number }[]).map((row) => row.id);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(other.total).toBeGreaterThan(0);
    expect(ids(narrowed).filter((id) => ids(other).includes(id))).toEqual([]);
  });
});
