// Publishing the catalogue through the staff console's API: a document with its file goes draft →
// released → withdrawn, and at each step the right companies see it in the list, the detail, home,
// search and the subscribers' mails, and no other; a tool's new version; a change notice's
// J-STD-046 fields and acknowledgements; the xlsx import with bad rows; refusals and hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accountOf, platformIdsOf } from '../../test/factories.ts';
import { apiOf, injectAs } from '../../test/inject.ts';
import { multipartBody, pdfOf } from '../../test/multipart.ts';
import { sentText } from '../../test/auth-helpers.ts';
import { auditLog, catalogItems, mailOutbox, messageSettings, searchDocs } from '../../db/schema/index.ts';
import { messageTick } from '../message/job.ts';

let t: TestApp;
const A = 'customer@demo.test'; // company A: NX310, NX510, NX520-5G, NX710
const B = 'other@demo.test'; // company B: NX730-5G, NX910
const PM = 'pm@demo.test'; // staff: admin.publish
let nx310: number;
let nx910: number;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [nx310, nx910] = await platformIdsOf(t, ['NX310', 'NX910']);
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);

async function uploadAs(who: string, name = 'guide.pdf', seed = 'publish') {
  const body = multipartBody(name, pdfOf(4096, seed));
  const res = await injectAs(t, who, {
    method: 'POST',
    url: '/common/file/upload',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.fileId as number;
}

const doc = (over: Record<string, unknown> = {}) => ({
  name: 'Quasarvolt power design guide',
  description: 'How to lay out the quasarvolt rails',
  type: 'hardware design guide',
  tags: ['power'],
  language: 'en',
  version: 'V1.0',
  platformIds: [nx310],
  ...over,
});

const customerList = async (who: string, kind = 'dcc', keyword = 'Quasarvolt') =>
  (await get(`/dccpath/${kind}/file/list?keyword=${encodeURIComponent(keyword)}&pageSize=50`, who)).json().data as {
    list: { id: number; name: string }[];
  };
const searchIds = async (who: string, keyword: string) =>
  (
    (await get(`/common/search/global?keyword=${encodeURIComponent(keyword)}`, who)).json().data.list as {
      itemId: number;
      module: string;
    }[]
  ).map((h) => h.itemId);
const homeIds = async (who: string) =>
  ((await get('/common/homepage/updateFiles', who)).json().data as { id: number }[]).map((r) => r.id);

describe('a document from draft to withdrawn', () => {
  it('is seen by the companies of its platforms only while released: list, detail, home, search, mails', async () => {
    const fileId = await uploadAs(PM);
    const created = await post('/admin/catalog/dcc/add', PM, doc({ fileId }));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;

    // A draft: in the console, nowhere for customers.
    const staffList = (await get('/admin/catalog/dcc/list?status=draft&keyword=Quasarvolt', PM)).json().data;
    expect(staffList.list.map((r: { id: number }) => r.id)).toContain(id);
    expect(staffList.list[0]).toMatchObject({ status: 'draft', platforms: [{ id: nx310, name: 'NX310' }] });
    expect((await customerList(A)).list).toHaveLength(0);
    expect((await get(`/dccpath/dcc/file/detail/${id}`, A)).statusCode).toBe(404);
    expect(await searchIds(A, 'quasarvolt')).not.toContain(id);

    // Company A follows documents by mail, immediately.
    const account = await accountOf(t, A);
    await t.db
      .insert(messageSettings)
      .values({ accountId: account.id, module: 'dcc', enabled: true, mode: 'immediate' })
      .onConflictDoUpdate({
        target: [messageSettings.accountId, messageSettings.module],
        set: { enabled: true, mode: 'immediate' },
      });
    const other = await accountOf(t, B);
    await t.db
      .insert(messageSettings)
      .values({ accountId: other.id, module: 'dcc', enabled: true, mode: 'immediate' })
      .onConflictDoUpdate({
        target: [messageSettings.accountId, messageSettings.module],
        set: { enabled: true, mode: 'immediate' },
      });

    expect((await post(`/admin/catalog/dcc/release/${id}`, PM)).statusCode).toBe(200);
    // The console's list, whose answers are kept, follows at once: no longer a draft.
    const drafts = (await get('/admin/catalog/dcc/list?status=draft&keyword=Quasarvolt', PM)).json().data;
    expect(drafts.list.map((r: { id: number }) => r.id)).not.toContain(id);
    const all = (await get('/admin/catalog/dcc/list?keyword=Quasarvolt', PM)).json().data;
    expect(all.list.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'released' });
    // Company A (NX310) sees it everywhere; company B (no NX310) nowhere.
    expect((await customerList(A)).list.map((r) => r.id)).toEqual([id]);
    expect((await get(`/dccpath/dcc/file/detail/${id}`, A)).statusCode).toBe(200);
    expect(await homeIds(A)).toContain(id);
    expect(await searchIds(A, 'quasarvolt')).toContain(id);
    expect((await customerList(B)).list).toHaveLength(0);
    expect((await get(`/dccpath/dcc/file/detail/${id}`, B)).statusCode).toBe(404);
    expect(await homeIds(B)).not.toContain(id);
    expect(await searchIds(B, 'quasarvolt')).not.toContain(id);

    // The subscribers' mail names it for A, not for B.
    const before = new Date(Date.now() - 1000);
    await messageTick({ db: t.db, mail: t.app.deps.mail, portalUrl: 'https://portal.example' }, new Date());
    const mails = await t.db.select().from(mailOutbox);
    const textsTo = (to: string) => mails.filter((m) => m.to === to && m.createdAt >= before).map((m) => sentText(m));
    expect(textsTo(A).some((text) => text.includes('Quasarvolt power design guide'))).toBe(true);
    expect(textsTo(B).some((text) => text.includes('Quasarvolt'))).toBe(false);

    // Withdrawn: gone everywhere at once, search included.
    expect((await post(`/admin/catalog/dcc/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect((await customerList(A)).list).toHaveLength(0);
    expect((await get(`/dccpath/dcc/file/detail/${id}`, A)).statusCode).toBe(404);
    expect(await homeIds(A)).not.toContain(id);
    expect(await searchIds(A, 'quasarvolt')).not.toContain(id);
    expect(
      await t.db
        .select()
        .from(searchDocs)
        .where(and(eq(searchDocs.module, 'dcc'), eq(searchDocs.itemId, id))),
    ).toHaveLength(0);
    const [row] = await t.db.select().from(catalogItems).where(eq(catalogItems.id, id));
    expect(row.status).toBe('withdrawn');
    expect(row.withdrawnAt).not.toBeNull();

    // Every move audited with who and from where.
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `dcc:${id}`));
    expect(actions.map((a) => a.action).sort()).toEqual(['dcc.create', 'dcc.release', 'dcc.withdraw']);
  });

  it('moves only forward: release twice, withdraw a draft, edit or release a withdrawn item are 409', async () => {
    const fileId = await uploadAs(PM, 'moves.pdf', 'moves');
    const id = (
      await post('/admin/catalog/tr/add', PM, doc({ name: 'Moves report', type: 'test report', fileId }))
    ).json().data.id;
    expect((await post(`/admin/catalog/tr/withdraw/${id}`, PM)).statusCode).toBe(409);
    expect((await post(`/admin/catalog/tr/release/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/catalog/tr/release/${id}`, PM)).statusCode).toBe(409);
    expect((await post(`/admin/catalog/tr/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/catalog/tr/release/${id}`, PM)).statusCode).toBe(409);
    expect((await put(`/admin/catalog/tr/edit/${id}`, PM, doc({ name: 'Changed' }))).statusCode).toBe(409);
    // The kind is part of the address: a report is not a document.
    expect((await get(`/admin/catalog/dcc/detail/${id}`, PM)).statusCode).toBe(404);
  });

  it('refuses to release without a file, and a file somebody else uploaded', async () => {
    const id = (await post('/admin/catalog/dcc/add', PM, doc({ name: 'No file yet' }))).json().data.id;
    const res = await post(`/admin/catalog/dcc/release/${id}`, PM);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('发布前请先上传文件');
    const customersFile = await uploadAs(A, 'mine.pdf', 'customer');
    const refused = await put(`/admin/catalog/dcc/edit/${id}`, PM, doc({ name: 'No file yet', fileId: customersFile }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.field).toBe('fileId');
    const [row] = await t.db.select().from(catalogItems).where(eq(catalogItems.id, id));
    expect(row.fileId).toBeNull();
  });

  it('an edit of a released item moves it to its new platforms in lists and search at once', async () => {
    const fileId = await uploadAs(PM, 'moving.pdf', 'moving');
    const id = (await post('/admin/catalog/dcc/add', PM, doc({ name: 'Zanzibarite migration note', fileId }))).json()
      .data.id;
    await post(`/admin/catalog/dcc/release/${id}`, PM);
    expect(await searchIds(A, 'zanzibarite')).toContain(id);
    const moved = await put(
      `/admin/catalog/dcc/edit/${id}`,
      PM,
      doc({ name: 'Zanzibarite migration note', platformIds: [nx910] }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await searchIds(A, 'zanzibarite')).not.toContain(id);
    expect(await searchIds(B, 'zanzibarite')).toContain(id);
    expect((await customerList(B, 'dcc', 'Zanzibarite')).list.map((r) => r.id)).toEqual([id]);
    expect((await customerList(A, 'dcc', 'Zanzibarite')).list).toHaveLength(0);
  });
});

describe('tools and change notices', () => {
  it('a tool’s new version becomes its current file and is listed in its versions', async () => {
    const first = await uploadAs(PM, 'tool-1.pdf', 'tool1');
    const id = (
      await post('/admin/catalog/tool/add', PM, {
        ...doc({ name: 'Flashbang tool', type: 'flashing tool', fileId: first }),
        tool: { source: 'Nexora', versionName: 'V1.0', attribute: 'Windows', overview: 'Flashes boards', log: 'First' },
      })
    ).json().data.id;
    await post(`/admin/catalog/tool/release/${id}`, PM);
    const second = await uploadAs(PM, 'tool-2.pdf', 'tool2');
    const added = await post(`/admin/catalog/tool/version/${id}`, PM, {
      versionName: 'V2.0',
      log: 'Faster',
      fileId: second,
    });
    expect(added.statusCode).toBe(200);
    const detail = (await get(`/admin/catalog/tool/detail/${id}`, PM)).json().data;
    expect(detail.fileId).toBe(second);
    expect(detail.version).toBe('V2.0');
    // The release recorded the first version; the new one comes first.
    expect(detail.tool.versions.map((v: { versionName: string }) => v.versionName)).toEqual(['V2.0', 'V1.0']);
    const customer = (await get(`/dccpath/tool/file/detail/${id}`, A)).json().data;
    expect(customer.fileId).toBe(second);
    expect(customer.versionName).toBe('V2.0');
  });

  it('a change notice needs its J-STD-046 fields, real dates, and counts acknowledgements', async () => {
    const fileId = await uploadAs(PM, 'pcn.pdf', 'pcn');
    const base = doc({ name: 'PCN wafer site change', type: 'site change', fileId });
    const missing = await post('/admin/catalog/pcn/add', PM, base);
    expect(missing.statusCode).toBe(400);
    const pcn = {
      reason: 'Second wafer site',
      affectedParts: 'NX310-A, NX310-B',
      ffImpact: 'None',
      qualificationPlan: 'JESD47',
      sampleDate: '2027-01-15',
      effectiveDate: '2027-03-01',
      lastOrderDate: '2027-02-01',
    };
    const badDates = await post('/admin/catalog/pcn/add', PM, { ...base, pcn });
    expect(badDates.statusCode).toBe(400); // last-time-buy before the effective date
    const notADate = await post('/admin/catalog/pcn/add', PM, {
      ...base,
      pcn: { ...pcn, effectiveDate: '2027-02-30' },
    });
    expect(notADate.statusCode).toBe(400);
    const id = (
      await post('/admin/catalog/pcn/add', PM, { ...base, pcn: { ...pcn, lastOrderDate: '2027-09-01' } })
    ).json().data.id;
    await post(`/admin/catalog/pcn/release/${id}`, PM);
    const customer = (await get(`/dccpath/pcn/file/detail/${id}`, A)).json().data;
    expect(customer).toMatchObject({
      affectedParts: 'NX310-A, NX310-B',
      effectiveDate: '2027-03-01',
      lastOrderDate: '2027-09-01',
    });
    expect((await post(`/dccpath/pcn/file/acknowledge/${id}`, A)).statusCode).toBe(200);
    const staff = (await get(`/admin/catalog/pcn/detail/${id}`, PM)).json().data;
    expect(staff.acknowledgements).toBe(1);
    expect(staff.pcn.acknowledgedBy).toHaveLength(1);
    // The tool's fields do not belong to a notice.
    expect((await post('/admin/catalog/dcc/add', PM, { ...doc(), tool: { versionName: 'x' } })).statusCode).toBe(400);
  });
});

describe('xlsx import', () => {
  async function workbook(kind: 'dcc' | 'pcn', rows: Record<string, string>[]) {
    const { catalogImportColumns } = await import('../../../contract/publish-constants.ts');
    const columns = catalogImportColumns(kind);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Import');
    sheet.addRow(columns.map((c) => c.header.zh));
    for (const r of rows) sheet.addRow(columns.map((c) => r[c.key] ?? ''));
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const good = {
    name: 'Imported datasheet',
    type: 'datasheet',
    platforms: 'nx310, NX510',
    language: 'en',
    version: 'V1',
    description: 'From the sheet',
    tags: 'a, b',
  };

  it('previews per-row errors; all-or-nothing refuses; the valid ones become drafts without files', async () => {
    const content = await workbook('dcc', [
      good,
      { ...good, name: 'Bad platform', platforms: 'NX999' },
      { ...good, name: '', language: 'fr' },
    ]);
    const upload = multipartBody('catalog.xlsx', content);
    const preview = await injectAs(t, PM, {
      method: 'POST',
      url: '/admin/catalog/dcc/import/preview',
      payload: upload.payload,
      headers: upload.headers,
      language: 'en',
    });
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data as {
      rows: { row: number; values: Record<string, string>; errors: { field: string; message: string }[] }[];
      valid: number;
      invalid: number;
    };
    expect([data.valid, data.invalid]).toEqual([1, 2]);
    expect(data.rows[1].errors).toEqual([{ field: 'platforms', message: 'No platform has this name' }]);
    expect(data.rows[2].errors.map((e) => e.field).sort()).toEqual(['language', 'name']);

    const count = async () =>
      (await t.db.select().from(catalogItems).where(eq(catalogItems.name, 'Imported datasheet'))).length;
    const rows = data.rows.map((r) => ({ row: r.row, values: r.values }));
    const all = await post('/admin/catalog/dcc/import', PM, { mode: 'all', rows });
    expect(all.statusCode).toBe(400);
    expect(await count()).toBe(0);
    const valid = await post('/admin/catalog/dcc/import', PM, { mode: 'valid', rows });
    expect(valid.json().data).toEqual({ written: 1, skipped: 2 });
    const [row] = await t.db.select().from(catalogItems).where(eq(catalogItems.name, 'Imported datasheet'));
    expect(row).toMatchObject({ kind: 'dcc', status: 'draft', fileId: null, tags: ['a', 'b'] });
    const detail = (await get(`/admin/catalog/dcc/detail/${row.id}`, PM)).json().data;
    expect(detail.platforms.map((p: { name: string }) => p.name)).toEqual(['NX310', 'NX510']);
  });

  it('a change notice row names the column of a bad date', async () => {
    const content = await workbook('pcn', [
      {
        ...good,
        name: 'Imported PCN',
        type: 'process change',
        reason: 'r',
        affectedParts: 'p',
        effectiveDate: '2027-13-01',
      },
    ]);
    const upload = multipartBody('pcn.xlsx', content);
    const preview = await injectAs(t, PM, {
      method: 'POST',
      url: '/admin/catalog/pcn/import/preview',
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(preview.json().data.rows[0].errors.map((e: { field: string }) => e.field)).toEqual(['effectiveDate']);
  });
});

describe('refusals', () => {
  it('customers get 403 on every console call; unknown kinds and ids answer 400 and 404', async () => {
    expect((await get('/admin/catalog/dcc/list', A)).statusCode).toBe(403);
    expect((await post('/admin/catalog/dcc/add', A, doc())).statusCode).toBe(403);
    expect((await get('/admin/catalog/nope/list', PM)).statusCode).toBe(400);
    expect((await get('/admin/catalog/dcc/detail/2147483647', PM)).statusCode).toBe(404);
    expect((await get('/admin/catalog/dcc/detail/2147483648', PM)).statusCode).toBe(400);
  });

  it('hostile bodies are 400 and write nothing', async () => {
    const before = (await t.db.select().from(catalogItems)).length;
    const hostile = [
      doc({ name: 'x'.repeat(1_000_000) }),
      doc({ name: 'nul\u0000byte' }),
      doc({ platformIds: [2 ** 31] }),
      doc({ platformIds: [] }),
      doc({ platformIds: [999999] }),
      doc({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      doc({ language: 'fr' }),
      doc({ name: 42 }),
      doc({ fileId: 'one' }),
      { __proto__: { name: 'x' } },
    ];
    for (const body of hostile) {
      const res = await post('/admin/catalog/dcc/add', PM, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const keyword = await get(`/admin/catalog/dcc/list?keyword=${'k'.repeat(101)}`, PM);
    expect(keyword.statusCode).toBe(400);
    expect((await t.db.select().from(catalogItems)).length).toBe(before);
  });
});
