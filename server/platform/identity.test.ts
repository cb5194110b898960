// The per-request identity: read once per session while nothing changes, and read again by every
// app on the database as soon as a session, an account or a grant changes (the change feed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '../db/orm.ts';
import { buildApp } from '../app.ts';
import { attachChanges, changesOf, type ChangeFeed } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { accountGrants, accounts, sessions } from '../db/schema/index.ts';
import { makeTestApp } from '../test/app.ts';
import { accountOf } from '../test/factories.ts';
import type { TestApp } from '../test/app.ts';
import { createIdentities } from './auth.ts';
import { hashToken, newToken } from './tokens.ts';

let t: TestApp;
/** A second app on the same database: another process, with its own cache. */
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await makeTestApp();
  other = await buildApp({ db: t.db, config: t.config, files: t.files, mail: t.mail, version: 'other' });
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const profile = (app: typeof other, token: string) =>
  app.inject({ method: 'GET', url: '/api/gateway/user/profile', headers: { authorization: `Bearer ${token}` } });
const idOf = async (email: string) => (await accountOf(t, email)).id;

/** The database with its statements counted by what they read (and the database's change feed, or `feed`). */
function counted(db: Db, feed: ChangeFeed = changesOf(db)!) {
  const seen = { epoch: 0, session: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return (query: Parameters<Db['execute']>[0]) => {
        const text = JSON.stringify(query);
        if (text.includes('auth_epoch')) seen.epoch++;
        if (text.includes('from sessions s')) seen.session++;
        return target.execute(query);
      };
    },
  });
  attachChanges(proxy, feed);
  return { db: proxy, seen };
}

describe('the identity of a request', () => {
  it('reads the session and its grants once while nothing changes, and nothing at all after that', async () => {
    const { db, seen } = counted(t.db);
    const identities = createIdentities(db);
    const token = await t.signIn('customer@demo.test');
    const first = await identities.forToken(token);
    const again = await identities.forToken(token);
    expect(first?.email).toBe('customer@demo.test');
    expect(again).toBe(first);
    expect(seen).toEqual({ epoch: 0, session: 1 });
  });

  it("keeps cached identities through a login's bookkeeping, and reads them again when a shown column changes", async () => {
    const { db, seen } = counted(t.db);
    const identities = createIdentities(db);
    const token = await t.signIn('customer@demo.test');
    await identities.forToken(token);
    // What a login writes (last login, NDA acceptance) is nothing an identity holds.
    await t.db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.email, 'other@demo.test'));
    await t.settle();
    await identities.forToken(token);
    expect(seen.session).toBe(1);
    const [{ name }] = await t.db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.email, 'customer@demo.test'));
    await t.db
      .update(accounts)
      .set({ name: `${name}·` })
      .where(eq(accounts.email, 'customer@demo.test'));
    await t.settle();
    try {
      expect((await identities.forToken(token))?.name).toBe(`${name}·`);
      expect(seen.session).toBe(2);
    } finally {
      await t.db.update(accounts).set({ name }).where(eq(accounts.email, 'customer@demo.test'));
    }
  });

  it('never keeps an unknown token', async () => {
    const { db, seen } = counted(t.db);
    const identities = createIdentities(db);
    expect(await identities.forToken(newToken())).toBeNull();
    expect(await identities.forToken(newToken())).toBeNull();
    expect(identities.size).toBe(0);
    expect(seen.session).toBe(2);
  });

  it('a logout through one app ends the session in the other at its next request', async () => {
    const token = await t.signIn('customer@demo.test');
    expect((await profile(other, token)).statusCode).toBe(200); // now cached there
    expect((await profile(other, token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/gateway/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(other, token)).statusCode).toBe(401);
  });

  it('a lock written straight to the database is seen at the next request', async () => {
    const token = await t.signIn('other@demo.test');
    expect((await profile(other, token)).statusCode).toBe(200);
    await t.db.update(accounts).set({ state: 'locked' }).where(eq(accounts.email, 'other@demo.test'));
    await t.settle(); // PostgreSQL: the notification's way to this process (PGlite: already here)
    try {
      expect((await profile(other, token)).statusCode).toBe(401);
    } finally {
      await t.db.update(accounts).set({ state: 'active' }).where(eq(accounts.email, 'other@demo.test'));
    }
  });

  it('a grant taken from a child is gone from its cached codes at the next request', async () => {
    const childId = await idOf('child@demo.test');
    const token = await t.signIn('child@demo.test');
    const identities = createIdentities(t.db);
    const before = await identities.forToken(token);
    const code = [...before!.codes].find((c) => /^M\d+$/.test(c))!;
    expect(code).toBeDefined();
    await t.db.delete(accountGrants).where(and(eq(accountGrants.accountId, childId), eq(accountGrants.menuCode, code)));
    await t.settle();
    try {
      expect((await identities.forToken(token))!.codes.has(code)).toBe(false);
    } finally {
      await t.db.insert(accountGrants).values({ accountId: childId, menuCode: code });
    }
    await t.settle();
    expect((await identities.forToken(token))!.codes.has(code)).toBe(true);
  });

  it('a session past its end is refused although nothing changed in the database', async () => {
    const token = newToken();
    await t.db.insert(sessions).values({
      accountId: await idOf('customer@demo.test'),
      tokenHash: hashToken(token),
      expiresAt: sql`now() + interval '1500 milliseconds'` as unknown as Date,
    });
    const identities = createIdentities(t.db);
    expect(await identities.forToken(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await identities.forToken(token)).toBeNull();
  });

  it('keeps nothing while the change feed is not live, and reads every request', async () => {
    const down: ChangeFeed = {
      live: false,
      immediate: true,
      version: () => 0,
      settle: async () => {},
      close: async () => {},
    };
    const { db, seen } = counted(t.db, down);
    const identities = createIdentities(db);
    const token = await t.signIn('customer@demo.test');
    expect((await identities.forToken(token))?.email).toBe('customer@demo.test');
    expect((await identities.forToken(token))?.email).toBe('customer@demo.test');
    expect(identities.size).toBe(0);
    expect(seen.session).toBe(2);
  });

  it('keeps at most `max` identities, the oldest going first', async () => {
    const identities = createIdentities(t.db, { max: 2 });
    const tokens = await Promise.all(['customer@demo.test', 'other@demo.test', 'pm@demo.test'].map(t.signIn));
    for (const token of tokens) await identities.forToken(token);
    expect(identities.size).toBe(2);
  });
});
