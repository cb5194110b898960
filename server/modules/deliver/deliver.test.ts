// The code delivery list (M12) end to end through the API: the customer's list and filters,
// detail, downloads with Range/ETag recorded in My downloads, visibility by company, platform and
// hidden project, the staff's draft → released → withdrawn flow, and bad input.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf, injectAs } from '../../test/inject.ts';
import { multipartBody } from '../../test/multipart.ts';
import { companies, companyPlatforms, deliveries, platforms, projects } from '../../db/schema/index.ts';

let t: TestApp;
const A = 'customer@demo.test';
const CHILD = 'child@demo.test'; // company A, "A-Secret" hidden, granted M12 by the seed
const B = 'other@demo.test';
const PM = 'pm@demo.test';

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
type Row = { id: number; name: string; project: string; platform: string; version: string; deliveryDate: string };

const list = async (who: string, query = '') => {
  const res = await get(`/common/deliver/list?pageSize=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
const idOf = async (project: string, version: string) => {
  const [row] = await t.db
    .select({ id: deliveries.id })
    .from(deliveries)
    .innerJoin(projects, eq(projects.id, deliveries.projectId))
    .where(and(eq(projects.name, project), eq(deliveries.version, version)));
  return row.id;
};
const detail = async (who: string, id: number) => get(`/common/deliver/detail/${id}`, who);
const sha = (body: Buffer | string) => crypto.createHash('sha256').update(body).digest('hex');

describe('customer list', () => {
  it('shows only the company’s released deliveries, newest delivery first', async () => {
    const page = await list(A);
    expect(page.list.map((r) => `${r.project} ${r.version}`)).toEqual([
      'A-Secret V0.9.0',
      'A-Phone X1 V1.1.0',
      'A-Tablet T2 V2.0.3',
      'A-Phone X1 V1.0.0',
    ]);
    expect(page.total).toBe(4);
    // Draft (V1.2.0-rc1), withdrawn (V1.0.1) and company B's rows are absent.
    const versions = page.list.map((r) => r.version);
    expect(versions).not.toContain('V1.2.0-rc1');
    expect(versions).not.toContain('V1.0.1');
    expect(versions).not.toContain('V3.1.0');
    expect(page.list[0]).toMatchObject({ platform: 'NX520-5G', deliveryDate: '2026-06-08' });
    expect((page.list[0] as unknown as { recipients: string[]; fileCount: number }).fileCount).toBe(2);
  });

  it('filters by project, platform, keyword and delivery date; sorts by version', async () => {
    const [phone] = await t.db.select().from(projects).where(eq(projects.name, 'A-Phone X1'));
    const byProject = await list(A, `&projectId=${phone.id}`);
    expect(byProject.list.map((r) => r.version)).toEqual(['V1.1.0', 'V1.0.0']);
    const [nx710] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX710'));
    expect((await list(A, `&platformId=${nx710.id}`)).list.map((r) => r.project)).toEqual(['A-Tablet T2']);
    expect((await list(A, '&keyword=v1.1')).list.map((r) => r.version)).toEqual(['V1.1.0']);
    // The keyword also finds words of the release notes; % and _ are themselves.
    expect((await list(A, `&keyword=${encodeURIComponent('OTA')}`)).list.map((r) => r.version)).toEqual(['V2.0.3']);
    expect((await list(A, '&keyword=%25')).total).toBe(0);
    const april = await list(A, '&from=2026-04-01&to=2026-05-20');
    expect(april.list.map((r) => r.version)).toEqual(['V1.1.0', 'V2.0.3']);
    const asc = await list(A, '&sortField=version&sortOrder=asc');
    expect(asc.list.map((r) => r.version)).toEqual(['V0.9.0', 'V1.0.0', 'V1.1.0', 'V2.0.3']);
    const paged = (await get('/common/deliver/list?pageSize=1&pageNum=2', A)).json().data;
    expect(paged).toMatchObject({ total: 4, pageNum: 2, pageSize: 1 });
    expect(paged.list[0].version).toBe('V1.1.0');
  });

  it('offers as filter choices only the projects and platforms of visible deliveries', async () => {
    const forA = (await get('/common/deliver/options', A)).json().data;
    expect(forA.projects.map((p: { name: string }) => p.name)).toEqual(['A-Phone X1', 'A-Secret', 'A-Tablet T2']);
    const forChild = (await get('/common/deliver/options', CHILD)).json().data;
    expect(forChild.projects.map((p: { name: string }) => p.name)).toEqual(['A-Phone X1', 'A-Tablet T2']);
    expect(forChild.platforms.map((p: { name: string }) => p.name)).not.toContain('NX520-5G');
    const forB = (await get('/common/deliver/options', B)).json().data;
    expect(forB.projects.map((p: { name: string }) => p.name)).toEqual(['B-Router R9']);
  });
});

describe('visibility', () => {
  it('a child never sees the deliveries of a project hidden from it', async () => {
    const page = await list(CHILD);
    expect(page.list.map((r) => r.project)).not.toContain('A-Secret');
    expect(page.total).toBe(3);
    const secret = await idOf('A-Secret', 'V0.9.0');
    expect((await detail(CHILD, secret)).statusCode).toBe(404);
    const file = (await detail(A, secret)).json().data.files[0];
    expect((await get(`/common/deliver/download/${file.id}`, CHILD)).statusCode).toBe(404);
    const [project] = await t.db.select().from(projects).where(eq(projects.name, 'A-Secret'));
    expect((await list(CHILD, `&projectId=${project.id}`)).total).toBe(0);
    expect((await list(CHILD, '&keyword=A-Secret')).total).toBe(0);
  });

  it("another company's delivery is 404 on detail and download, absent from lists", async () => {
    const ofA = await idOf('A-Phone X1', 'V1.1.0');
    const ofB = await idOf('B-Router R9', 'V3.1.0');
    expect((await detail(B, ofA)).statusCode).toBe(404);
    expect((await detail(A, ofB)).statusCode).toBe(404);
    const fileOfA = (await detail(A, ofA)).json().data.files[0];
    const res = await get(`/common/deliver/download/${fileOfA.id}`, B);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
    expect((await list(B)).list.map((r) => r.version)).toEqual(['V3.1.0']);
    expect((await list(A, '&keyword=Router')).total).toBe(0);
  });

  it('drafts and withdrawn rows are 404 for the customer', async () => {
    expect((await detail(A, await idOf('A-Phone X1', 'V1.2.0-rc1'))).statusCode).toBe(404);
    expect((await detail(A, await idOf('A-Phone X1', 'V1.0.1'))).statusCode).toBe(404);
  });

  it('the caller needs the page code (M12): staff get 403, anonymous 401', async () => {
    expect((await get('/common/deliver/list', PM)).statusCode).toBe(403);
    expect((await injectAs(t, null, '/common/deliver/list')).statusCode).toBe(401);
  });
});

describe('download', () => {
  it('serves the file with its SHA-256 as ETag, honours Range, records it once in My downloads', async () => {
    const id = await idOf('A-Tablet T2', 'V2.0.3');
    const body = (await detail(A, id)).json().data;
    expect(body.releaseNotes).toContain('OTA');
    expect(body.recipients).toEqual(['李工']);
    expect(body.files).toHaveLength(2);
    const file = body.files[0] as { id: number; name: string; size: number; sha256: string };
    expect(file.name).toMatch(/\.zip$/);

    const whole = await get(`/common/deliver/download/${file.id}`, A);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(`"${file.sha256}"`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(file.size);
    expect(sha(whole.rawPayload)).toBe(file.sha256);

    const part = await get(`/common/deliver/download/${file.id}`, A, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${file.size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));

    const mine = (await get('/common/download/mine?itemKind=deliver', A)).json().data;
    const records = mine.list.filter((r: { sha256: string }) => r.sha256 === file.sha256);
    expect(records).toHaveLength(1); // the resumed part is the same download
    expect(records[0]).toMatchObject({ itemKind: 'deliver', itemId: id, fileName: file.name, size: file.size });
  });

  it('404 for a delivery file id that does not exist', async () => {
    expect((await get('/common/deliver/download/2147483647', A)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['/common/deliver/detail/2147483648', 'id beyond int4'],
    ['/common/deliver/detail/abc', 'id not a number'],
    ['/common/deliver/detail/0', 'id zero'],
    ['/common/deliver/download/99999999999', 'file id beyond int4'],
    ['/common/deliver/list?projectId=2147483648', 'project beyond int4'],
    ['/common/deliver/list?platformId=-1', 'negative platform'],
    ['/common/deliver/list?keyword=a%00b', 'NUL byte'],
    [`/common/deliver/list?keyword=${'x'.repeat(5000)}`, 'huge keyword'],
    ['/common/deliver/list?from=2026-02-30', 'no such day'],
    ['/common/deliver/list?sortField=password', 'unknown sort'],
    ['/common/deliver/list?pageSize=1000', 'page too large'],
  ])('%s (%s) is 400', async (url) => {
    const res = await get(url, A);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

describe('staff', () => {
  let companyA: number;
  let phone: number;
  let secret: number;
  let nx510: number;
  let nx910: number;
  let customerId: number;
  let childId: number;

  beforeAll(async () => {
    [companyA] = (await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'))).map((c) => c.id);
    const projectRows = await t.db
      .select()
      .from(projects)
      .where(inArray(projects.name, ['A-Phone X1', 'A-Secret']));
    phone = projectRows.find((p) => p.name === 'A-Phone X1')!.id;
    secret = projectRows.find((p) => p.name === 'A-Secret')!.id;
    const platformRows = await t.db
      .select()
      .from(platforms)
      .where(inArray(platforms.name, ['NX510', 'NX910']));
    nx510 = platformRows.find((p) => p.name === 'NX510')!.id;
    nx910 = platformRows.find((p) => p.name === 'NX910')!.id;
    const options = (await get('/admin/deliver/options', PM)).json().data;
    const a = options.companies.find((c: { id: number }) => c.id === companyA);
    customerId = a.accounts.find((x: { email: string }) => x.email === A).id;
    childId = a.accounts.find((x: { email: string }) => x.email === CHILD).id;
    expect(a.projects.map((p: { name: string }) => p.name)).toContain('A-Secret');
  });

  const upload = async (who: string, name: string, content: Buffer) => {
    const body = multipartBody(name, content);
    const res = await injectAs(t, who, {
      method: 'POST',
      url: '/common/file/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { fileId: number; sha256: string };
  };

  it('creates a draft, releases it to the customer, edits it, withdraws it everywhere', async () => {
    const content = Buffer.from('Release notes of the staff test\n'.repeat(20));
    const file = await upload(PM, 'X1_hotfix_notes.txt', content);
    const base = {
      companyId: companyA,
      projectId: phone,
      platformId: nx510,
      name: 'A-Phone X1 Hotfix',
      version: 'V1.1.1',
      deliveryDate: '2026-08-01',
      releaseNotes: '修复相机闪退。\nFixes a camera crash.',
      fileIds: [file.fileId],
      recipientIds: [customerId, childId],
    };
    const created = await post('/admin/deliver/add', PM, base);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await get(`/admin/deliver/detail/${id}`, PM)).json().data).toMatchObject({
      status: 'draft',
      version: 'V1.1.1',
    });
    // A draft is nobody's yet.
    expect((await detail(A, id)).statusCode).toBe(404);
    expect((await list(A)).list.map((r) => r.version)).not.toContain('V1.1.1');

    expect((await post(`/admin/deliver/release/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/deliver/release/${id}`, PM)).statusCode).toBe(409);
    expect((await list(A)).list[0]).toMatchObject({ version: 'V1.1.1', project: 'A-Phone X1' });
    expect((await list(CHILD)).list[0].version).toBe('V1.1.1');
    const shown = (await detail(A, id)).json().data;
    expect([...shown.recipients].sort()).toEqual(['张工', '李工'].sort());
    const got = await get(`/common/deliver/download/${shown.files[0].id}`, CHILD);
    expect(sha(got.rawPayload)).toBe(file.sha256);

    const edited = await put('/admin/deliver/edit', PM, { ...base, id, version: 'V1.1.2', recipientIds: [customerId] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(A, id)).json().data).toMatchObject({ version: 'V1.1.2', recipients: ['李工'] });

    expect((await post(`/admin/deliver/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect((await list(A)).list.map((r) => r.version)).not.toContain('V1.1.2');
    expect((await detail(A, id)).statusCode).toBe(404);
    expect((await get(`/common/deliver/download/${shown.files[0].id}`, A)).statusCode).toBe(404);
    expect((await post(`/admin/deliver/withdraw/${id}`, PM)).statusCode).toBe(409);
    expect((await put('/admin/deliver/edit', PM, { ...base, id })).statusCode).toBe(409);
    const staffList = (await get('/admin/deliver/list?status=withdrawn&pageSize=100', PM)).json().data;
    expect(staffList.list.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('refuses references that do not hang together (400) and unknown rows (404)', async () => {
    const file = await upload(PM, 'refs.txt', Buffer.from('refs\n'));
    const ok = {
      companyId: companyA,
      projectId: phone,
      platformId: nx510,
      name: 'Refs',
      version: 'V1',
      deliveryDate: '2026-08-01',
      fileIds: [file.fileId],
    };
    const [bRouter] = await t.db.select().from(projects).where(eq(projects.name, 'B-Router R9'));
    const someoneElses = await upload(A, 'mine.txt', Buffer.from('customer file\n'));
    for (const [change, key] of [
      [{ projectId: bRouter.id }, 'project of another company'],
      [{ platformId: nx910 }, 'platform the company is not authorized for'],
      [{ projectId: secret, recipientIds: [childId] }, 'recipient that may not see the project'],
      [{ fileIds: [someoneElses.fileId] }, 'a file somebody else uploaded'],
      [{ fileIds: [] }, 'no file'],
      [{ name: 'a\u0000b' }, 'NUL'],
      [{ name: 'x'.repeat(101) }, 'name too long'],
      [{ releaseNotes: 'x'.repeat(100_000) }, 'huge notes'],
      [{ version: '../../etc' }, 'version shape'],
      [{ companyId: 2 ** 31 }, 'company beyond int4'],
      [{ fileIds: [2 ** 31] }, 'file beyond int4'],
      [{ deliveryDate: '2026-13-01' }, 'no such date'],
    ] as const) {
      const res = await post('/admin/deliver/add', PM, { ...ok, ...change });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
    }
    expect((await post('/admin/deliver/add', PM, ok)).statusCode).toBe(200);
    expect((await post('/admin/deliver/release/2147483647', PM)).statusCode).toBe(404);
    expect((await post('/admin/deliver/release/2147483648', PM)).statusCode).toBe(400);
    expect((await get('/admin/deliver/detail/2147483647', PM)).statusCode).toBe(404);
    expect((await put('/admin/deliver/edit', PM, { ...ok, id: 2147483647 })).statusCode).toBe(404);
  });

  it('is the publishers’: customers get 403', async () => {
    expect((await get('/admin/deliver/list', A)).statusCode).toBe(403);
    expect((await post('/admin/deliver/add', A, {})).statusCode).toBe(403);
  });
});

describe('platform authorization', () => {
  it('a delivery on a platform the company is no longer authorized for disappears', async () => {
    const id = await idOf('A-Tablet T2', 'V2.0.3');
    const [company] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
    const [nx710] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX710'));
    await t.db
      .delete(companyPlatforms)
      .where(and(eq(companyPlatforms.companyId, company.id), eq(companyPlatforms.platformId, nx710.id)));
    const fresh = await t.signIn(A);
    expect((await list(fresh)).list.map((r) => r.project)).not.toContain('A-Tablet T2');
    expect((await detail(fresh, id)).statusCode).toBe(404);
  });
});
