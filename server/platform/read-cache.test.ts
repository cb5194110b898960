// The read cache: the same statement with the same parameters answers from memory until a table it
// names changes; anything else goes to the database. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../db/orm.ts';
import { attachChanges, changesOf, type ChangeFeed } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { articles, downloadRecords } from '../db/schema/index.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { accountOf } from '../test/factories.ts';
import { noteWritesOf } from '../db/reads.ts';
import { cachedRows, keptWhileUnchanged, setReadCacheSize, type Readable } from './read-cache.ts';
import { newReads, noteReadsOf } from '../db/reads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** A statement that counts how often it really ran, answering `rows` (fresh objects each time). */
function probe(text: string, params: unknown[] = [], rows: () => object[] = () => [{ n: 1 }]) {
  const ran = { count: 0 };
  const make = (): Readable<object> => ({
    toSQL: () => ({ sql: text, params }),
    then: (resolve, reject) => {
      ran.count++;
      return Promise.resolve(rows()).then(resolve, reject);
    },
  });
  return { make, ran };
}

/** Changes a row of `articles` (nothing visible: views set to themselves) and waits for the feed. */
async function touchArticles() {
  await t.db
    .update(articles)
    .set({ views: sql`${articles.views}` })
    .where(eq(articles.id, -1));
  await t.settle();
}

describe('the read cache', () => {
  it('answers the same statement and parameters from memory until a table it names changes', async () => {
    const { make, ran } = probe('select "id" from "articles" where "id" = $1', [1]);
    const first = await cachedRows(t.db, make());
    expect(await cachedRows(t.db, make())).toBe(first);
    expect(ran.count).toBe(1);
    await touchArticles();
    await cachedRows(t.db, make());
    expect(ran.count).toBe(2);
  });

  it('after a request’s own write, its next read of the cache sees the write (PostgreSQL: the feed is heard first)', async () => {
    const [row] = await t.db.select({ id: articles.id, views: articles.views }).from(articles).limit(1);
    const read = () =>
      cachedRows(t.db, t.db.select({ views: articles.views }).from(articles).where(eq(articles.id, row.id)));
    expect((await read())[0].views).toBe(row.views);
    // As a handler runs: writes noted (app.ts does this where the feed is not immediate), then a read at once.
    for (let i = 1; i <= 20; i++) {
      const seen = await noteWritesOf(async () => {
        await t.db
          .update(articles)
          .set({ views: row.views + i })
          .where(eq(articles.id, row.id));
        return (await read())[0].views;
      });
      expect(seen).toBe(row.views + i);
    }
    await t.db.update(articles).set({ views: row.views }).where(eq(articles.id, row.id));
    await t.settle();
  });

  it('keeps its entry when another table changes', async () => {
    const { make, ran } = probe('select * from "articles" where "module" = $1', ['faq']);
    await cachedRows(t.db, make());
    const customer = await accountOf(t, 'customer@demo.test');
    await t.db
      .update(downloadRecords)
      .set({ size: sql`${downloadRecords.size}` })
      .where(eq(downloadRecords.accountId, customer.id));
    await t.settle();
    await cachedRows(t.db, make());
    expect(ran.count).toBe(1);
  });

  it('sees tables named in a hand-written fragment, unquoted', async () => {
    const { make, ran } = probe('select 1 from x where exists (select 1 from articles a where a.id = $1)', [2]);
    await cachedRows(t.db, make());
    await touchArticles();
    await cachedRows(t.db, make());
    expect(ran.count).toBe(2);
  });

  it('keeps other parameters apart: a filter of one caller is never the answer of another', async () => {
    const one = probe('select * from "articles" where "platform_id" = any($1)', [[1, 2]], () => [{ who: 'one' }]);
    const two = probe('select * from "articles" where "platform_id" = any($1)', [[3]], () => [{ who: 'two' }]);
    expect(await cachedRows(t.db, one.make())).toEqual([{ who: 'one' }]);
    expect(await cachedRows(t.db, two.make())).toEqual([{ who: 'two' }]);
    expect(await cachedRows(t.db, one.make())).toEqual([{ who: 'one' }]);
    expect([one.ran.count, two.ran.count]).toEqual([1, 1]);
  });

  it('never keeps what depends on the clock or on chance', async () => {
    for (const text of [
      'select * from "articles" where "created_at" > now() - interval \'1 day\'',
      'select current_date, "id" from "articles"',
      'select * from "articles" order by random()',
    ]) {
      const { make, ran } = probe(text);
      await cachedRows(t.db, make());
      await cachedRows(t.db, make());
      expect(ran.count, text).toBe(2);
    }
  });

  it('keeps nothing while the feed is not live, nor for a database without one (a transaction)', async () => {
    const down: ChangeFeed = { ...changesOf(t.db)!, live: false, version: () => 0 };
    const proxy = new Proxy(t.db, {}) as Db;
    attachChanges(proxy, down);
    const { make, ran } = probe('select * from "articles" where "id" = $1', [3]);
    await cachedRows(proxy, make());
    await cachedRows(proxy, make());
    await t.db.transaction(async (tx) => {
      await cachedRows(tx as unknown as Db, make());
      await cachedRows(tx as unknown as Db, make());
    });
    expect(ran.count).toBe(4);
  });

  it('hands out frozen rows: a caller that changed one would change it for everyone', async () => {
    const { make } = probe('select * from "articles" where "id" = $1', [4], () => [{ n: 1, nested: { m: 2 } }]);
    const [row] = (await cachedRows(t.db, make())) as { n: number; nested: { m: number } }[];
    expect(() => {
      row.n = 2;
    }).toThrow(TypeError);
    expect(() => {
      row.nested.m = 3;
    }).toThrow(TypeError);
  });

  it('runs a statement once for callers that ask it at the same time', async () => {
    const { make, ran } = probe('select * from "articles" where "id" = $1', [5]);
    await Promise.all(Array.from({ length: 10 }, () => cachedRows(t.db, make())));
    expect(ran.count).toBe(1);
  });

  it('forgets a statement that failed', async () => {
    let fail = true;
    const failing = (): Readable<object> => ({
      toSQL: () => ({ sql: 'select * from "articles" where "id" = $1', params: [6] }),
      then: (resolve, reject) =>
        (fail ? Promise.reject(new Error('boom')) : Promise.resolve([{ ok: true }])).then(resolve, reject),
    });
    await expect(cachedRows(t.db, failing())).rejects.toThrow('boom');
    fail = false;
    expect(await cachedRows(t.db, failing())).toEqual([{ ok: true }]);
  });

  it('keeps at most the entries it is given, the least recently used going first; none at 0', async () => {
    const size = setReadCacheSize(t.db, 2);
    try {
      const a = probe('select * from "articles" where "id" = $1', [7]);
      const b = probe('select * from "articles" where "id" = $1', [8]);
      const c = probe('select * from "articles" where "id" = $1', [9]);
      await cachedRows(t.db, a.make());
      await cachedRows(t.db, b.make());
      await cachedRows(t.db, a.make()); // a is now the most recent
      await cachedRows(t.db, c.make()); // b goes
      await cachedRows(t.db, a.make());
      await cachedRows(t.db, b.make());
      expect([a.ran.count, b.ran.count, c.ran.count]).toEqual([1, 2, 1]);
      setReadCacheSize(t.db, 0);
      await cachedRows(t.db, c.make());
      expect(c.ran.count).toBe(2);
    } finally {
      setReadCacheSize(t.db, size);
    }
  });
});

describe('keptWhileUnchanged', () => {
  it('makes its value once until a table it names changes, and counts as a read of it either way', async () => {
    let made = 0;
    const value = keptWhileUnchanged(['articles'], async () => ++made);
    const read = async () => {
      const reads = newReads();
      const answer = await noteReadsOf(reads, () => value(t.db));
      expect([...reads.seen.keys()]).toEqual(['articles']);
      return answer;
    };
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await touchArticles();
    expect(await read()).toBe(2);
    // With the read cache off (the bench's "from the database"), made every time.
    const size = setReadCacheSize(t.db, 0);
    try {
      expect(await value(t.db)).toBe(3);
      expect(await value(t.db)).toBe(4);
    } finally {
      setReadCacheSize(t.db, size);
    }
  });
});
