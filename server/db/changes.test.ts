// The change feed: a commit to a table reaches every listening process as a new version of that
// table (and of 'auth' for what an identity is made of), and a feed that may have missed one
// says so. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from './orm.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { authTopic, changesOf, postgresFeed, type ChangeFeed } from './changes.ts';
import { migrateDatabase } from './client.ts';
import { accounts, articles } from './schema/index.ts';

let t: TestApp;
let feed: ChangeFeed;
beforeAll(async () => {
  t = await makeTestApp();
  feed = changesOf(t.db)!;
}, 120_000);
afterAll(async () => t?.close());

/** The versions of `topics` after `work` and a settle, compared with before: which changed. */
async function changedBy(topics: string[], work: () => Promise<unknown>): Promise<string[]> {
  const before = topics.map((topic) => feed.version(topic));
  await work();
  await t.settle();
  return topics.filter((topic, i) => feed.version(topic) !== before[i]);
}

describe('the change feed', () => {
  it('is live on the test database', () => {
    expect(feed.live).toBe(true);
  });

  it('gives a new version to the table a committed statement wrote, and to no other', async () => {
    const changed = await changedBy(['articles', 'accounts', authTopic], () =>
      t.db
        .update(articles)
        .set({ views: sql`${articles.views}` })
        .where(eq(articles.id, -1)),
    );
    expect(changed).toEqual(['articles']);
  });

  it("tells 'auth' when an identity's column changes, not for a login's bookkeeping", async () => {
    expect(
      await changedBy(['accounts', authTopic], () =>
        t.db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.email, 'other@demo.test')),
      ),
    ).toEqual(['accounts']);
    expect(
      await changedBy(['accounts', authTopic], () =>
        t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.email, 'nobody@nowhere.test')),
      ),
    ).toEqual(['accounts', authTopic]);
  });

  it('tells nothing of a transaction that rolled back, and the rest only at its commit', async () => {
    const rolledBack = await changedBy(['articles'], () =>
      t.db
        .transaction(async (tx) => {
          await tx.update(articles).set({ views: sql`${articles.views}` });
          throw new Error('undone');
        })
        .catch(() => {}),
    );
    expect(rolledBack).toEqual([]);
    const before = feed.version('articles');
    let inside = NaN;
    await t.db.transaction(async (tx) => {
      await tx.update(articles).set({ views: sql`${articles.views}` });
      inside = feed.version('articles');
    });
    await t.settle();
    expect(inside).toBe(before);
    expect(feed.version('articles')).not.toBe(before);
  });

  it('covers every table, and a table a later migration adds at the next migrate', async () => {
    const uncovered = async () =>
      (
        (await t.db.execute(sql`
          select c.relname from pg_class c
          where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
            and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'portal_changes')`)) as unknown as {
          rows: { relname: string }[];
        }
      ).rows.map((r) => r.relname);
    expect(await uncovered()).toEqual([]);
    await t.db.execute(sql`create table feed_probe (id int)`);
    expect(await uncovered()).toEqual(['feed_probe']);
    await migrateDatabase({ db: t.db, kind: t.kind });
    expect(await uncovered()).toEqual([]);
    expect(await changedBy(['feed_probe'], () => t.db.execute(sql`insert into feed_probe values (1)`))).toEqual([
      'feed_probe',
    ]);
    await t.db.execute(sql`drop table feed_probe`);
  });
});

/** A node-postgres client as far as the feed uses it; `listening` resolves the LISTEN. */
class FakeClient extends EventEmitter {
  static made: FakeClient[] = [];
  failConnect = false;
  ended = false;
  constructor() {
    super();
    FakeClient.made.push(this);
  }
  async connect() {
    if (this.failConnect) throw new Error('refused');
  }
  async query() {}
  async end() {
    this.ended = true;
  }
  notify(payload: string) {
    this.emit('notification', { channel: 'portal_changes', payload });
  }
}

describe('the PostgreSQL feed when its connection is lost', () => {
  it('is not live until it listens, nor from a loss until it listens again, and then every version is new', async () => {
    FakeClient.made = [];
    const logged: string[] = [];
    const pgFeed = await postgresFeed({
      connect: () => new FakeClient() as never,
      query: async (_text, values) => FakeClient.made.at(-1)!.notify(String(values[1])),
      log: (m) => logged.push(m),
      retryMs: 10,
    });
    try {
      expect(pgFeed.live).toBe(true);
      expect(pgFeed.immediate).toBe(false);
      const first = FakeClient.made[0];
      first.notify('faqs');
      const faqs = pgFeed.version('faqs');
      const other = pgFeed.version('accounts');
      first.emit('error', new Error('terminated'));
      expect(pgFeed.live).toBe(false);
      expect(first.ended).toBe(true);
      expect(logged[0]).toContain('terminated');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(FakeClient.made).toHaveLength(2);
      expect(pgFeed.live).toBe(true);
      expect(pgFeed.version('faqs')).not.toBe(faqs);
      expect(pgFeed.version('accounts')).not.toBe(other);
      // settle: our own notification comes back through the listener
      await pgFeed.settle();
    } finally {
      await pgFeed.close();
    }
    expect(pgFeed.live).toBe(false);
  });

  it('starts not live when the database refuses, and becomes live when it answers', async () => {
    FakeClient.made = [];
    let refuse = true;
    const pgFeed = await postgresFeed({
      connect: () => Object.assign(new FakeClient(), { failConnect: refuse }) as never,
      query: async () => {},
      retryMs: 10,
    });
    try {
      expect(pgFeed.live).toBe(false);
      refuse = false;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pgFeed.live).toBe(true);
    } finally {
      await pgFeed.close();
    }
  });
});
