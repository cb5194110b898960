// Sample code end to end through the API: list filters and sort, detail, the package download with
// Range and ETag recorded in My downloads, visibility by platform and company, the staff's
// draft → released → withdrawn cycle (search included), and hostile input.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { addChild, platformIdsOf } from '../../test/factories.ts';
import { apiOf } from '../../test/inject.ts';
import { multipartBody } from '../../test/multipart.ts';
import { downloadRecords, files, platforms, sampleCodes } from '../../db/schema/index.ts';
import { sampleZip } from '../../db/seed/samplecode.ts';

let t: TestApp;
const A = 'customer@demo.test'; // company A: NX310, NX510, NX520-5G, NX710
const B = 'other@demo.test'; // company B: NX730-5G, NX910
const CHILD = 'child@demo.test'; // no M06
const PM = 'pm@demo.test'; // staff: admin.publish
const SAMPLER = 'sampler@demo.test'; // a child of A granted M06 (and nothing hidden matters here)
const aPlatforms = ['NX310', 'NX510', 'NX520-5G', 'NX710'];
const bPlatforms = ['NX730-5G', 'NX910'];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  await addChild(t, { email: SAMPLER, grants: ['M06', 'M21'] });
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
type Row = { id: number; chip: string; name: string; status: string; component: string; releasedAt: string };
const listOf = async (query: string, who: string) => {
  const res = await get(`/common/samplecode/list?${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
const rowsWhere = (state: 'draft' | 'released' | 'withdrawn') =>
  t.db
    .select({ id: sampleCodes.id, platform: platforms.name })
    .from(sampleCodes)
    .innerJoin(platforms, eq(platforms.id, sampleCodes.platformId))
    .where(eq(sampleCodes.state, state))
    .orderBy(sampleCodes.id);

describe('seed', () => {
  it('holds 40 samples in every state and status, on both companies’ platforms', async () => {
    const all = await t.db.select().from(sampleCodes);
    expect(all).toHaveLength(40);
    expect(new Set(all.map((s) => s.state))).toEqual(new Set(['draft', 'released', 'withdrawn']));
    expect(new Set(all.map((s) => s.status))).toEqual(new Set(['verified', 'testing', 'deprecated']));
    expect(all.every((s) => s.fileId !== null)).toBe(true);
  });
});

describe('customer list and detail', () => {
  it('shows only released samples of the company’s platforms, newest first', async () => {
    const released = await rowsWhere('released');
    const forA = await listOf('pageSize=100', A);
    const expectedA = released.filter((r) => aPlatforms.includes(r.platform)).map((r) => r.id);
    expect(forA.total).toBe(expectedA.length);
    expect(forA.list.map((r) => r.id).sort((x, y) => x - y)).toEqual(expectedA);
    const dates = forA.list.map((r) => r.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const forB = await listOf('pageSize=100', B);
    expect(forB.total).toBeGreaterThan(0);
    expect(forB.list.every((r) => bPlatforms.includes(r.chip))).toBe(true);
    expect(forA.list.some((r) => bPlatforms.includes(r.chip))).toBe(false);
  });

  it('filters by platform, component, status, android version and keyword, and pages', async () => {
    const [nx310, nx910] = await platformIdsOf(t, ['NX310', 'NX910']);
    const on310 = await listOf(`platformId=${nx310}&pageSize=100`, A);
    expect(on310.total).toBeGreaterThan(0);
    expect(on310.list.every((r) => r.chip === 'NX310')).toBe(true);
    // A platform outside the company narrows to nothing, never widens.
    expect((await listOf(`platformId=${nx910}`, A)).total).toBe(0);

    const camera = await listOf('component=Camera&pageSize=100', A);
    expect(camera.total).toBeGreaterThan(0);
    expect(camera.list.every((r) => r.component === 'Camera')).toBe(true);
    const testing = await listOf('status=testing&pageSize=100', A);
    expect(testing.total).toBeGreaterThan(0);
    expect(testing.list.every((r) => r.status === 'testing')).toBe(true);
    const android14 = (await get('/common/samplecode/list?androidVersion=Android%2014&pageSize=100', A)).json().data;
    expect(android14.total).toBeGreaterThan(0);

    const byKeyword = await listOf(`keyword=${encodeURIComponent('secure boot')}&pageSize=100`, A);
    expect(byKeyword.total).toBeGreaterThan(0); // matched in the keywords column
    const byBug = await listOf('keyword=bug-2025&pageSize=100', A);
    expect(byBug.total).toBeGreaterThan(0);

    const page1 = await listOf('pageSize=5', A);
    const page2 = await listOf('pageSize=5&pageNum=2', A);
    expect(page1.list).toHaveLength(5);
    expect(page2.list.map((r) => r.id)).not.toContain(page1.list[0].id);
    const byName = (await listOf('sortField=name&sortOrder=asc&pageSize=100', A)).list.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('detail shows every field; another company, a draft and a withdrawn sample are 404', async () => {
    const released = await rowsWhere('released');
    const ofA = released.find((r) => r.platform === 'NX310')!;
    const ofB = released.find((r) => bPlatforms.includes(r.platform))!;
    const detail = (await get(`/common/samplecode/detail/${ofA.id}`, A)).json().data;
    for (const field of [
      'bugId',
      'name',
      'description',
      'chip',
      'version',
      'apVersion',
      'component',
      'status',
      'androidVersion',
      'kernelVersion',
      'note',
      'keywords',
      'sha256',
      'fileName',
    ])
      expect(detail).toHaveProperty(field);
    expect(detail.chip).toBe('NX310');
    expect(detail.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await get(`/common/samplecode/detail/${ofA.id}`, B)).statusCode).toBe(404);
    expect((await get(`/common/samplecode/detail/${ofB.id}`, A)).statusCode).toBe(404);
    expect((await get(`/common/samplecode/detail/${ofB.id}`, B)).statusCode).toBe(200);
    const [draft] = await rowsWhere('draft');
    const [withdrawn] = await rowsWhere('withdrawn');
    for (const id of [draft.id, withdrawn.id]) {
      expect((await get(`/common/samplecode/detail/${id}`, A)).statusCode).toBe(404);
      expect((await get(`/common/samplecode/detail/${id}`, B)).statusCode).toBe(404);
      expect((await get(`/common/samplecode/download/${id}`, A)).statusCode).toBe(404);
    }
    expect((await get('/common/samplecode/detail/999999', A)).statusCode).toBe(404);
  });

  it('a child without the page is refused; a child holding it sees what the company sees', async () => {
    expect((await get('/common/samplecode/list', CHILD)).statusCode).toBe(403);
    const forChild = await listOf('pageSize=100', SAMPLER);
    const forA = await listOf('pageSize=100', A);
    expect(forChild.list.map((r) => r.id)).toEqual(forA.list.map((r) => r.id));
    expect((await get('/common/samplecode/list', PM)).statusCode).toBe(403);
  });
});

describe('download', () => {
  it('streams the package with ETag and Range, and records it once in My downloads', async () => {
    const [first] = (await listOf('pageSize=1', A)).list;
    const detail = (await get(`/common/samplecode/detail/${first.id}`, A)).json().data;
    const whole = await get(`/common/samplecode/download/${first.id}`, A);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(`"${detail.sha256}"`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toContain('attachment');
    expect(crypto.createHash('sha256').update(whole.rawPayload).digest('hex')).toBe(detail.sha256);
    expect(whole.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const part = await get(`/common/samplecode/download/${first.id}`, A, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));

    const mine = (await get('/common/download/mine?itemKind=samplecode', A)).json().data;
    const records = mine.list.filter((r: { itemId: number }) => r.itemId === first.id);
    expect(records).toHaveLength(1);
    expect(records[0].sha256).toBe(detail.sha256);
    expect(records[0].itemKind).toBe('samplecode');
    // Company B's download of A's sample is 404 and records nothing.
    expect((await get(`/common/samplecode/download/${first.id}`, B)).statusCode).toBe(404);
    const ofB = await t.db
      .select()
      .from(downloadRecords)
      .where(and(eq(downloadRecords.itemKind, 'samplecode'), eq(downloadRecords.itemId, first.id)));
    expect(ofB).toHaveLength(1);
  });
});

describe('search', () => {
  it('finds released samples for their platforms only, and links to the detail', async () => {
    const hits = (
      await get(`/common/search/global?keyword=${encodeURIComponent('LE Audio')}&module=samplecode`, A)
    ).json().data;
    expect(hits.list.length).toBeGreaterThan(0);
    for (const hit of hits.list) {
      expect(hit.module).toBe('samplecode');
      expect(hit.link).toBe(`/samplecode/samplecodeDetail?id=${hit.itemId}`);
      expect((await get(`/common/samplecode/detail/${hit.itemId}`, A)).statusCode).toBe(200);
    }
    const forB = (
      await get(`/common/search/global?keyword=${encodeURIComponent('LE Audio')}&module=samplecode`, B)
    ).json().data;
    for (const hit of forB.list) expect(hits.list.map((h: { itemId: number }) => h.itemId)).not.toContain(hit.itemId);
    const advanced = (
      await post('/common/search/advanced?pageSize=50', A, { keyword: 'Camera', modules: ['samplecode'] })
    ).json().data;
    expect(advanced.list.length).toBeGreaterThan(0);
    expect(advanced.list.every((h: { module: string }) => h.module === 'samplecode')).toBe(true);
  });
});

describe('staff publishing', () => {
  it('creates a draft, edits it, releases it (found everywhere), withdraws it (gone everywhere)', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const zip = await sampleZip('Quokka sample', 'V9.9.9', 'Camera');
    const body = multipartBody('quokka.zip', zip);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(await t.signIn(PM)), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const fileId = upload.json().data.fileId as number;
    const fields = {
      bugId: 'BUG-2030-000001',
      name: 'NX310 Quokka frame pacing',
      description: 'Frame pacing with the Quokka scheduler.',
      platformId: nx310,
      version: 'V9.9.9',
      apVersion: 'NX310_AP_2030.01',
      component: 'Display',
      status: 'testing',
      androidVersion: 'Android 15',
      kernelVersion: '6.6',
      note: '',
      keywords: 'quokka,pacing',
      fileId,
    };
    const created = await post('/admin/samplecode/add', PM, fields);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const quokkaFor = async (who: string) => (await listOf('keyword=quokka', who)).list.map((r) => r.id);
    const searchFor = async (who: string) =>
      ((await get('/common/search/global?keyword=quokka', who)).json().data.list as { itemId: number }[]).map(
        (h) => h.itemId,
      );

    // A draft: the staff list holds it, customers see nothing.
    const staffList = (await get('/admin/samplecode/list?state=draft&pageSize=100', PM)).json().data;
    expect(staffList.list.map((r: { id: number }) => r.id)).toContain(id);
    expect(await quokkaFor(A)).toEqual([]);
    expect((await get(`/common/samplecode/detail/${id}`, A)).statusCode).toBe(404);
    expect(await searchFor(A)).toEqual([]);

    const edited = await put(`/admin/samplecode/edit/${id}`, PM, { ...fields, status: 'verified' });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/admin/samplecode/detail/${id}`, PM)).json().data.status).toBe('verified');

    expect((await post(`/admin/samplecode/release/${id}`, PM)).statusCode).toBe(200);
    expect(await quokkaFor(A)).toEqual([id]);
    expect(await quokkaFor(B)).toEqual([]);
    expect(await searchFor(A)).toContain(id);
    expect(await searchFor(B)).not.toContain(id);
    expect((await get(`/common/samplecode/download/${id}`, A)).statusCode).toBe(200);
    // Released twice: refused.
    expect((await post(`/admin/samplecode/release/${id}`, PM)).statusCode).toBe(409);

    // An edit of a released sample reaches the index at once.
    await put(`/admin/samplecode/edit/${id}`, PM, { ...fields, keywords: 'quokka,wombat' });
    expect(
      ((await get('/common/search/global?keyword=wombat', A)).json().data.list as { itemId: number }[]).map(
        (h) => h.itemId,
      ),
    ).toContain(id);

    expect((await post(`/admin/samplecode/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect(await quokkaFor(A)).toEqual([]);
    expect((await get(`/common/samplecode/detail/${id}`, A)).statusCode).toBe(404);
    expect((await get(`/common/samplecode/download/${id}`, A)).statusCode).toBe(404);
    expect(await searchFor(A)).not.toContain(id);
    expect((await post(`/admin/samplecode/withdraw/${id}`, PM)).statusCode).toBe(409);
    expect((await put(`/admin/samplecode/edit/${id}`, PM, fields)).statusCode).toBe(409);
  });

  it('refuses a release without a package, somebody else’s file, and customers', async () => {
    const [nx510] = await platformIdsOf(t, ['NX510']);
    const base = { name: 'No package', platformId: nx510, version: 'V1', component: 'Audio', status: 'verified' };
    const id = (await post('/admin/samplecode/add', PM, base)).json().data.id as number;
    expect((await post(`/admin/samplecode/release/${id}`, PM)).statusCode).toBe(400);
    const [foreign] = await t.db.select({ id: files.id }).from(files).limit(1);
    expect((await post('/admin/samplecode/add', PM, { ...base, fileId: foreign.id })).statusCode).toBe(400);
    expect((await post('/admin/samplecode/add', PM, { ...base, platformId: 2_000_000_000 })).statusCode).toBe(400);
    expect((await post('/admin/samplecode/add', A, base)).statusCode).toBe(403);
    expect((await get('/admin/samplecode/list', A)).statusCode).toBe(403);
    expect((await post(`/admin/samplecode/release/999999`, PM)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('is 400, never 5xx', async () => {
    const bad = [
      '/common/samplecode/detail/2147483648',
      '/common/samplecode/detail/abc',
      '/common/samplecode/detail/-1',
      '/common/samplecode/download/99999999999',
      '/common/samplecode/list?platformId=2147483648',
      '/common/samplecode/list?keyword=a%00b',
      `/common/samplecode/list?keyword=${'x'.repeat(5000)}`,
      '/common/samplecode/list?status=nonsense',
      '/common/samplecode/list?sortField=password',
      '/common/samplecode/list?pageSize=1000',
    ];
    for (const url of bad) expect((await get(url, A)).statusCode, url).toBe(400);
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const base = { name: 'x', platformId: nx310, version: 'V1', component: 'Audio', status: 'verified' };
    for (const body of [
      { ...base, name: 'a\u0000b' },
      { ...base, name: 'x'.repeat(100_000) },
      { ...base, name: '   ' },
      { ...base, platformId: 2 ** 31 },
      { ...base, fileId: 2 ** 31 },
      { ...base, status: 'released' },
      { ...base, note: 'x'.repeat(5000) },
    ])
      expect((await post('/admin/samplecode/add', PM, body)).statusCode).toBe(400);
    expect((await put('/admin/samplecode/edit/2147483648', PM, base)).statusCode).toBe(400);
  });
});

describe('count cap', () => {
  it('stops the total at the cap and says so; a narrow filter still counts exactly', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    await t.db.execute(sql`insert into sample_codes (name, platform_id, version, component, state, released_at, file_id)
      select 'Capcheck ' || g, ${nx310}, 'V1', 'Capcheck', 'released', now() - (g || ' minutes')::interval,
        (select file_id from sample_codes order by id limit 1)
      from generate_series(1, 1005) g`);
    const all = (await get('/common/samplecode/list?keyword=capcheck', A)).json().data;
    expect(all.total).toBe(1000);
    expect(all.capped).toBe(true);
    const one = (await get('/common/samplecode/list?keyword=capcheck%201004', A)).json().data;
    expect(one.total).toBe(1);
    expect(one.capped).toBe(false);
    expect((await get('/common/samplecode/list?keyword=capcheck', B)).json().data.total).toBe(0);
  });
});
