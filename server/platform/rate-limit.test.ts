// Limits counted in rate_events: the maximum passes and one more is refused, per key; a refused
// call leaves no events; old events are pruned.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from '../db/orm.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { rateEvents } from '../db/schema/index.ts';
import { AppError } from './envelope.ts';
import { takeRateLimits, type RateLimit } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(rateEvents));

const perIp: RateLimit = { scope: 'test.ip', max: 3, windowMs: 3_600_000 };
const perAddress: RateLimit = { scope: 'test.address', max: 2, windowMs: 3_600_000 };
const take = (ip: string, address: string) =>
  takeRateLimits(t.db, [
    { limit: perIp, key: ip },
    { limit: perAddress, key: address },
  ]);
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );
const eventsOf = async (scope: string, key: string) =>
  (
    await t.db
      .select()
      .from(rateEvents)
      .where(and(eq(rateEvents.scope, scope), eq(rateEvents.key, key)))
  ).length;

describe('rate limits in the database', () => {
  it('lets the maximum through per key and refuses one more with 429 and the minutes to wait', async () => {
    for (let i = 0; i < perIp.max; i++) await take('10.0.0.1', `a${i}@x.test`);
    const refused = await refusal(take('10.0.0.1', 'a9@x.test'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, key: 'tryAgainIn', params: { minutes: 60 } });
    await take('10.0.0.2', 'a9@x.test'); // another client is not held back
  });

  it('counts per address across clients', async () => {
    await take('10.0.0.1', 'b@x.test');
    await take('10.0.0.2', 'b@x.test');
    expect(await refusal(take('10.0.0.3', 'b@x.test'))).toMatchObject({ status: 429 });
  });

  it('takes back the events of a refused call, so it neither counts nor prolongs the block', async () => {
    await take('10.0.0.1', 'c@x.test');
    await take('10.0.0.2', 'c@x.test');
    expect(await refusal(take('10.0.0.3', 'c@x.test'))).toMatchObject({ status: 429 });
    expect(await eventsOf('test.ip', '10.0.0.3')).toBe(0);
    expect(await eventsOf('test.address', 'c@x.test')).toBe(2);
  });

  it('forgets events older than the window and prunes them', async () => {
    const old = new Date(Date.now() - perAddress.windowMs - 60_000);
    await t.db.insert(rateEvents).values([
      { scope: 'test.address', key: 'd@x.test', createdAt: old },
      { scope: 'test.address', key: 'd@x.test', createdAt: old },
    ]);
    await take('10.0.0.1', 'd@x.test');
    await take('10.0.0.1', 'd@x.test');
    const rows = await t.db.select().from(rateEvents).where(eq(rateEvents.key, 'd@x.test'));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.createdAt.getTime() > old.getTime())).toBe(true);
  });

  it('never lets more than the maximum through when calls come at the same time', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => take(`10.1.0.${i}`, 'e@x.test')));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(perAddress.max);
  });
});
