// Kept answers (decision 0020): a route with config.keepAnswer answers the same URL, caller and
// language from memory until a table it read changes — and never keeps what it cannot vouch for.
// On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from '../db/orm.ts';
import type { FastifyReply } from 'fastify';
import { articles, downloadRecords, files } from '../db/schema/index.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { accountOf } from '../test/factories.ts';
import { cachedRows, setReadCacheSize } from './read-cache.ts';
import { currentUser } from './auth.ts';
import { answerCacheLimits } from './answer-cache.ts';

let t: TestApp;
const ran = { kept: 0, direct: 0, header: 0, failing: 0, dcc: 0, dated: 0 };
/** What the dated route's answer follows besides its reads (as the dashboard follows the UTC date). */
let day = '2026-11-29';

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.db;
  // The caller's newest download through the read cache, and a fresh stamp per run of the handler.
  const newest = (accountId: number) =>
    cachedRows(
      db,
      db
        .select({ id: downloadRecords.id, itemKind: downloadRecords.itemKind })
        .from(downloadRecords)
        .where(eq(downloadRecords.accountId, accountId))
        .orderBy(desc(downloadRecords.id))
        .limit(1),
    );
  t.app.get('/api/test/kept', { config: { access: 'user', keepAnswer: true } }, async (request) => {
    ran.kept++;
    const user = currentUser(request);
    return {
      user: user.id,
      run: ran.kept,
      newest: (await newest(user.id))[0] ?? null,
      lang: request.headers['accept-language'] ?? '',
    };
  });
  t.app.get('/api/test/dated', { config: { access: 'user', keepAnswer: () => day } }, async (request) => {
    ran.dated++;
    await newest(currentUser(request).id);
    return { run: ran.dated, day };
  });
  t.app.get('/api/test/direct', { config: { access: 'user', keepAnswer: true } }, async () => {
    ran.direct++;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
    return { run: ran.direct, n: row.n };
  });
  t.app.get(
    '/api/test/header',
    { config: { access: 'user', keepAnswer: true } },
    async (request, reply: FastifyReply) => {
      ran.header++;
      await newest(currentUser(request).id);
      reply.header('content-disposition', 'attachment; filename="x.json"');
      return { run: ran.header };
    },
  );
  t.app.get(
    '/api/test/failing',
    { config: { access: 'user', keepAnswer: true } },
    async (request, reply: FastifyReply) => {
      ran.failing++;
      await newest(currentUser(request).id);
      return reply.code(404).send({ run: ran.failing });
    },
  );
  await t.app.ready();
}, 120_000);
afterAll(async () => t?.close());

const get = async (url: string, token: string, lang = 'zh') =>
  t.app.inject({ method: 'GET', url, headers: { ...t.bearer(token), 'accept-language': lang } });

describe('kept answers', () => {
  it('answers the same URL again from memory, byte for byte, until a table it read changes', async () => {
    const token = await t.signIn('customer@demo.test');
    const first = await get('/api/test/kept?x=1', token);
    const again = await get('/api/test/kept?x=1', token);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['x-frame-options']).toBe('DENY'); // the hooks still run on a kept answer
    const runs = ran.kept;
    // Another query string is another answer.
    expect((await get('/api/test/kept?x=2', token)).json().run).toBe(runs + 1);

    const me = await accountOf(t, 'customer@demo.test');
    const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
    await t.db
      .insert(downloadRecords)
      .values({ accountId: me.id, fileId: file.id, size: 1, itemKind: 'faq', itemId: 1 });
    await t.settle();
    const after = (await get('/api/test/kept?x=1', token)).json();
    expect(after.run).toBe(runs + 2);
    expect(after.newest.itemKind).toBe('faq');
  });

  it('keeps one answer per caller and per language: nobody is shown what was made for another', async () => {
    const a = await t.signIn('customer@demo.test');
    const b = await t.signIn('other@demo.test');
    const forA = (await get('/api/test/kept?who', a)).json();
    const forB = (await get('/api/test/kept?who', b)).json();
    expect(forB.user).not.toBe(forA.user);
    expect(forB.run).toBe(forA.run + 1);
    const inEnglish = (await get('/api/test/kept?who', a, 'en')).json();
    expect(inEnglish.lang).toBe('en');
    expect(inEnglish.run).toBe(forB.run + 1);
    expect((await get('/api/test/kept?who', a)).json()).toEqual(forA);
  });

  it('a new identity (another session, or after a change to grants) makes its own answer', async () => {
    const first = await t.signIn('customer@demo.test');
    const before = (await get('/api/test/kept?session', first)).json();
    const second = await t.signIn('customer@demo.test');
    expect((await get('/api/test/kept?session', second)).json().run).toBe(before.run + 1);
  });

  it('does not keep an answer that read outside the read cache, set its own header or was not 200', async () => {
    const token = await t.signIn('customer@demo.test');
    for (const [url, key] of [
      ['/api/test/direct', 'direct'],
      ['/api/test/header', 'header'],
      ['/api/test/failing', 'failing'],
    ] as const) {
      const one = (await get(url, token)).json().run;
      expect((await get(url, token)).json().run, url).toBe(one + 1);
      expect(ran[key]).toBe(one + 1);
    }
  });

  it("files an answer also under what the route's key function names: another day, another answer", async () => {
    const token = await t.signIn('customer@demo.test');
    const first = (await get('/api/test/dated', token)).json();
    expect((await get('/api/test/dated', token)).json()).toEqual(first);
    day = '2026-11-30';
    const next = (await get('/api/test/dated', token)).json();
    expect(next).toEqual({ run: first.run + 1, day: '2026-11-30' });
    expect((await get('/api/test/dated', token)).json()).toEqual(next);
    day = '2026-11-29'; // the day before is still kept under its own key
    expect((await get('/api/test/dated', token)).json()).toEqual(first);
  });

  it('keeps at most totalBytes of answers: the least recently used goes first', async () => {
    const token = await t.signIn('customer@demo.test');
    const before = answerCacheLimits.totalBytes;
    const one = await get('/api/test/kept?bytes=1', token);
    answerCacheLimits.totalBytes = Buffer.byteLength(one.body) + 10; // room for one answer
    try {
      await get('/api/test/kept?bytes=1', token); // kept before the limit changed: served
      const second = (await get('/api/test/kept?bytes=2', token)).json().run; // evicts the first
      expect((await get('/api/test/kept?bytes=2', token)).json().run).toBe(second);
      expect((await get('/api/test/kept?bytes=1', token)).json().run).toBe(second + 1);
    } finally {
      answerCacheLimits.totalBytes = before;
    }
  });

  it('keeps nothing while the read cache is off', async () => {
    const token = await t.signIn('customer@demo.test');
    const size = setReadCacheSize(t.db, 0);
    try {
      const one = (await get('/api/test/kept?off', token)).json().run;
      expect((await get('/api/test/kept?off', token)).json().run).toBe(one + 1);
    } finally {
      setReadCacheSize(t.db, size);
    }
  });

  it('serves a real list as it was, and the change a write makes at once (my downloads)', async () => {
    const token = await t.signIn('customer@demo.test');
    const url = '/api/common/download/mine?pageSize=5';
    const first = await get(url, token);
    expect((await get(url, token)).body).toBe(first.body);
    const me = await accountOf(t, 'customer@demo.test');
    const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
    await t.db
      .insert(downloadRecords)
      .values({ accountId: me.id, fileId: file.id, size: 7, itemKind: 'tool', itemId: 2 });
    await t.settle();
    const after = await get(url, token);
    expect(after.json().data.total).toBe(first.json().data.total + 1);
  });
});
