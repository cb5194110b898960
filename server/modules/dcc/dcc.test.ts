// The documents family end to end through the API: lists and filters, details, stamped
// downloads with Range, batch limits, export by conditions, viewers, extras, and access.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf } from '../../test/inject.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { catalogItems, downloadRecords, files } from '../../db/schema/index.ts';

let t: TestApp;
let a: string; // customer@demo.test (company A)
let b: string; // other@demo.test (company B)
let child: string; // child@demo.test: M01/M02/M04, dcc.download and tool.download only
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, b, child] = await Promise.all(
    ['customer@demo.test', 'other@demo.test', 'child@demo.test'].map((e) => t.signIn(e)),
  );
});
afterAll(() => t.close());

const { get, post } = apiOf(() => t);

/** Released items of `kind` on exactly these platforms, with their file kind. */
async function itemsOn(kind: string, platforms: string[]) {
  const rows = await t.db.execute(sql`
    select i.id, f.kind as file_kind from catalog_items i join files f on f.id = i.file_id
    where i.kind = ${kind} and i.status = 'released'
      and (select array_agg(p.name order by p.name) from catalog_item_platforms cip join platforms p on p.id = cip.platform_id where cip.item_id = i.id) = ${sql.raw(`array[${platforms.map((p) => `'${p}'`).join(',')}]`)}
    order by i.id`);
  return (rows as unknown as { rows: { id: number; file_kind: string }[] }).rows.map((r) => ({
    id: Number(r.id),
    fileKind: r.file_kind,
  }));
}

describe('lists', () => {
  it("page, sort and filter; company B never sees company A's items", async () => {
    const page1 = (await get('/dccpath/dcc/file/list?pageSize=20', a)).json().data;
    expect(page1.list).toHaveLength(20);
    expect(page1.total).toBeGreaterThan(40);
    const dates = page1.list.map((i: { releasedAt: string }) => i.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = (await get('/dccpath/dcc/file/list?pageSize=20&pageNum=2', a)).json().data;
    expect(page2.list.map((i: { id: number }) => i.id)).not.toContain(page1.list[0].id);

    const byName = (await get('/dccpath/dcc/file/list?sortField=name&sortOrder=asc&pageSize=50', a))
      .json()
      .data.list.map((i: { name: string }) => i.name);
    expect(byName.length).toBe(50);

    const en = (await get('/dccpath/dcc/file/list?language=en&pageSize=100', a)).json().data.list;
    expect(en.every((i: { language: string }) => i.language === 'en')).toBe(true);

    const forB = (await get('/dccpath/dcc/file/list?pageSize=100', b)).json().data.list as { platforms: string[] }[];
    expect(forB.length).toBeGreaterThan(0);
    for (const item of forB) expect(item.platforms.some((p) => ['NX730-5G', 'NX910'].includes(p))).toBe(true);
  });

  it('filters by keyword, platform, type, tags and release dates together', async () => {
    const list = (await get('/dccpath/tool/file/list?keyword=Flash&tags=production&pageSize=100', a)).json().data
      .list as { name: string; versionName: string; attribute: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const i of list) expect(i.name.toLowerCase()).toContain('flash');
    expect(list[0].versionName).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get(`/dccpath/dcc/file/list?releaseFrom=${today}&releaseTo=${today}`, a)).json().data.total,
    ).toBeLessThan(5);
    expect((await get('/dccpath/dcc/file/list?releaseFrom=2026-13-01', a)).statusCode).toBe(400);
  });
});

describe('details and access', () => {
  it('shows every field; another company, drafts and guessed ids are 404', async () => {
    const [item] = await itemsOn('tool', ['NX310']);
    const detail = (await get(`/dccpath/tool/file/detail/${item.id}`, a)).json().data;
    for (const field of [
      'id',
      'name',
      'description',
      'type',
      'tags',
      'source',
      'osVersion',
      'versionName',
      'attribute',
      'overview',
      'log',
      'publisher',
      'size',
      'sha256',
    ]) {
      expect(detail, field).toHaveProperty(field);
    }
    expect((await get(`/dccpath/tool/file/detail/${item.id}`, b)).statusCode).toBe(404);
    expect((await get(`/dccpath/dcc/file/detail/${item.id}`, a)).statusCode).toBe(404); // a tool is no document
    const [draft] = await t.db.select().from(catalogItems).where(eq(catalogItems.status, 'draft')).limit(1);
    expect((await get(`/dccpath/${draft.kind}/file/detail/${draft.id}`, a)).statusCode).toBe(404);
    // walking ids as company B finds nothing of A's
    const aOnly = new Set((await itemsOn('dcc', ['NX310'])).map((i) => i.id));
    for (const id of [...aOnly].slice(0, 15))
      expect((await get(`/dccpath/dcc/file/detail/${id}`, b)).statusCode).toBe(404);
  });

  it('a user who may look but not download gets 403 on download', async () => {
    const [report] = await itemsOn('tr', ['NX310']);
    expect((await get(`/dccpath/tr/file/detail/${report.id}`, child)).statusCode).toBe(200);
    expect((await get(`/dccpath/tr/file/download/${report.id}`, child)).statusCode).toBe(403);
  });
});

describe('downloads', () => {
  it('stamps a PDF with company, e-mail and day; same bytes again; the original is untouched; recorded once', async () => {
    const [doc] = (await itemsOn('dcc', ['NX310'])).filter((i) => i.fileKind === 'pdf');
    const [row] = await t.db
      .select({ file: files })
      .from(catalogItems)
      .innerJoin(files, eq(files.id, catalogItems.fileId))
      .where(eq(catalogItems.id, doc.id));
    const first = await get(`/dccpath/dcc/file/download/${doc.id}`, a);
    expect(first.statusCode).toBe(200);
    const body = first.rawPayload;
    const text = pdfText(body);
    expect(text).toContain('customer@demo.test');
    expect(text).toContain('Shenhe Mobile');
    expect(text).toContain(new Date().toISOString().slice(0, 10));
    const sha = crypto.createHash('sha256').update(body).digest('hex');
    expect(first.headers.etag).toBe(`"${sha}"`);
    expect(sha).not.toBe(row.file.sha256);
    expect(first.headers['content-length']).toBe(String(body.length));
    const again = await get(`/dccpath/dcc/file/download/${doc.id}`, a);
    expect(again.rawPayload.equals(body)).toBe(true);
    const original = await import('node:fs').then((fs) => fs.readFileSync(t.files.pathOf(row.file.sha256)));
    expect(crypto.createHash('sha256').update(original).digest('hex')).toBe(row.file.sha256);
    // a resume from the middle gives the remaining bytes of the same stamped copy, not a new record
    const records = async () =>
      (
        await t.db
          .select()
          .from(downloadRecords)
          .where(and(eq(downloadRecords.itemKind, 'dcc'), eq(downloadRecords.itemId, doc.id)))
      ).length;
    const before = await records();
    const k = Math.floor(body.length / 2);
    const rest = await get(`/dccpath/dcc/file/download/${doc.id}`, a, { range: `bytes=${k}-`, 'if-range': `"${sha}"` });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([body.subarray(0, k), rest.rawPayload]).equals(body)).toBe(true);
    expect(await records()).toBe(before);
    // My downloads names the bytes the customer holds: the stamped copy's size and SHA-256
    const mine = (await get('/common/download/mine?pageSize=100', a)).json().data.list as {
      itemId: number;
      sha256: string;
      size: number;
    }[];
    const entry = mine.find((m) => m.itemId === doc.id)!;
    expect(entry).toMatchObject({ sha256: sha, size: body.length });
    // another account gets its own stamp
    const forChild = await get(`/dccpath/dcc/file/download/${doc.id}`, child);
    expect(pdfText(forChild.rawPayload)).toContain('child@demo.test');
  });

  it('the download clears the not-downloaded mark and the badge count', async () => {
    const count = async () => (await get('/dccpath/tool/file/getNoDownloadCount', a)).json().data as number;
    const [tool] = await itemsOn('tool', ['NX510']);
    const before = await count();
    const listed = async () =>
      (await get('/dccpath/tool/file/list?pageSize=100&platformId=2', a))
        .json()
        .data.list.find((i: { id: number }) => i.id === tool.id);
    expect((await listed()).downloaded).toBe(false);
    expect((await get(`/dccpath/tool/file/download/${tool.id}`, a)).statusCode).toBe(200);
    expect((await listed()).downloaded).toBe(true);
    expect(await count()).toBe(before - 1);
  });

  it('videos, which can never be downloaded, are not counted or listed as waiting for a download', async () => {
    const visible = (await get('/dccpath/dcc/file/list?pageSize=100&keyword=视频', a)).json().data.list as {
      id: number;
      viewer: string;
    }[];
    const videos = visible.filter((i) => i.viewer === 'video');
    expect(videos.length).toBeGreaterThan(0);
    const waiting = async () => {
      const all: { id: number }[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const data = (await get(`/dccpath/dcc/file/list?notDownloaded=true&pageSize=100&pageNum=${pageNum}`, a)).json()
          .data;
        all.push(...data.list);
        if (all.length >= data.total) return { ids: all.map((i) => i.id), total: data.total as number };
      }
    };
    const { ids, total } = await waiting();
    for (const video of videos) expect(ids).not.toContain(video.id);
    // the badge counts exactly what the filter lists
    expect((await get('/dccpath/dcc/file/getNoDownloadCount', a)).json().data).toBe(total);
  });

  it('batch: zips up to 10 visible items, refuses 11 (413) and anything invisible (404)', async () => {
    const ids = [...(await itemsOn('dcc', ['NX310'])), ...(await itemsOn('dcc', ['NX510']))]
      .filter((i) => i.fileKind === 'pdf')
      .map((i) => i.id);
    expect(ids.length).toBeGreaterThanOrEqual(11);
    const zip = await post('/dccpath/dcc/file/batchDownload', a, { ids: ids.slice(0, 10) });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-length']).toBe(String(zip.rawPayload.length));
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await post('/dccpath/dcc/file/batchDownload', a, { ids: ids.slice(0, 11) })).statusCode).toBe(413);
    const [ofB] = await itemsOn('dcc', ['NX910']);
    expect((await post('/dccpath/dcc/file/batchDownload', a, { ids: [ids[0], ofB.id] })).statusCode).toBe(404);
  });

  it('earlier tool versions download by version id', async () => {
    const [tool] = await itemsOn('tool', ['NX310']);
    const versions = (await get(`/dccpath/tool/file/versions/${tool.id}`, a)).json().data as {
      id: number;
      sha256: string;
    }[];
    expect(versions.length).toBeGreaterThanOrEqual(1);
    const last = versions[versions.length - 1];
    const res = await get(`/dccpath/tool/file/download/${tool.id}?versionId=${last.id}`, a);
    expect(crypto.createHash('sha256').update(res.rawPayload).digest('hex')).toBe(last.sha256);
    expect((await get(`/dccpath/tool/file/versions/${tool.id}`, b)).statusCode).toBe(404);
  });
});

describe('viewers', () => {
  const fileOf = async (name: string) => (await t.db.select().from(catalogItems).where(eq(catalogItems.name, name)))[0];

  it('videos stream inline with Range and are never downloadable', async () => {
    const video = await fileOf('NX710 首板调试视频');
    const res = await get(`/common/video/${video.fileId}`, a, { range: 'bytes=0-1023' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['content-type']).toBe('video/mp4');
    const refused = await get(`/dccpath/dcc/file/download/${video.id}`, a, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Video files cannot be downloaded');
    expect((await post('/dccpath/dcc/file/batchDownload', a, { ids: [video.id] })).statusCode).toBe(403);
    expect((await get(`/common/video/${video.fileId}`, b)).statusCode).toBe(404);
    // a <video> element sends the session cookie instead of a bearer header
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/common/video/${video.fileId}`,
      headers: { cookie: `lang=zh; token=${a}`, range: 'bytes=0-99' },
    });
    expect(byCookie.statusCode).toBe(206);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/common/video/${video.fileId}`,
          headers: { cookie: 'token=forged' },
        })
      ).statusCode,
    ).toBe(401);
    // other routes do not take the cookie
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dccpath/dcc/file/list', headers: { cookie: `token=${a}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('spreadsheets come as sheets with merges and widths; 10 000 rows fit', async () => {
    const sheet = await fileOf('NX710 引脚定义表');
    const sheets = (await get(`/common/sheet/${sheet.fileId}`, a)).json().data;
    expect(sheets.map((s: { name: string }) => s.name)).toEqual(['Pin list', 'Revision history']);
    expect(sheets[0].merges).toContain('A1:F1');
    expect(sheets[0].rows.length).toBe(10_002);
    expect(sheets[0].rows[1]).toEqual(['Ball', 'Name', 'Type', 'Voltage', 'Power domain', 'Description']);
    expect(sheets[0].columnWidths).toHaveLength(6);
  });

  it('preview shows a stamped PDF inline; other kinds cannot be previewed; invisible is no permission', async () => {
    const [doc] = (await itemsOn('dcc', ['NX310'])).filter((i) => i.fileKind === 'pdf');
    const res = await get(`/common/preview/${doc.id}`, a);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(pdfText(res.rawPayload)).toContain('customer@demo.test');
    const [tool] = await itemsOn('tool', ['NX310']);
    expect((await get(`/common/preview/${tool.id}`, a, { 'accept-language': 'en' })).json().msg).toMatch(
      /cannot be previewed/,
    );
    const denied = await get(`/common/preview/${doc.id}`, b, { 'accept-language': 'en' });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().msg).toBe('No permission to preview');
  });
});

describe('export', () => {
  it('follows the search conditions, never a selection', async () => {
    const res = await post('/dccpath/dcc/file/export', a, { language: 'en' });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const total = (await get('/dccpath/dcc/file/list?language=en', a)).json().data.total;
    expect(book.worksheets[0].rowCount - 1).toBe(total);
    const bySelection = await post('/dccpath/dcc/file/export', a, { ids: [1, 2] }, { 'accept-language': 'en' });
    expect(bySelection.statusCode).toBe(400);
    expect(bySelection.json().msg).toBe('Export cannot be made by selecting files; it follows the search conditions');
  });
});

describe('extras', () => {
  it('survey: other type needs its text, ratings and suggestion required, one answer a period, score out of 10', async () => {
    const base = {
      docType: 'datasheet',
      ratings: { completeness: 5, accuracy: 4, timeliness: 3, usability: 4 },
      suggestion: '多一些参考设计',
    };
    expect((await get('/dccpath/dcc/survey/status', b)).json().data).toMatchObject({ done: false, maxScore: 10 });
    expect((await post('/dccpath/dcc/survey/submit', b, { ...base, docType: 'other' })).statusCode).toBe(400);
    expect((await post('/dccpath/dcc/survey/submit', b, { ...base, suggestion: ' ' })).statusCode).toBe(400);
    expect((await post('/dccpath/dcc/survey/submit', b, { ...base, ratings: { completeness: 5 } })).statusCode).toBe(
      400,
    );
    const ok = await post('/dccpath/dcc/survey/submit', b, base);
    expect(ok.json().data.totalScore).toBe(8);
    expect((await post('/dccpath/dcc/survey/submit', b, base)).statusCode).toBe(409);
    expect((await get('/dccpath/dcc/survey/status', b)).json().data).toMatchObject({ done: true, totalScore: 8 });
  });

  it('feedback on a document is listed back to its author only', async () => {
    const [doc] = await itemsOn('dcc', ['NX310']);
    expect(
      (
        await post('/dccpath/dcc/file/feedback', a, { itemId: doc.id, subject: '勘误', content: '第 3 页电压值有误' })
      ).json().code,
    ).toBe(0);
    expect(
      (await post('/dccpath/dcc/file/feedback', b, { itemId: doc.id, subject: 'x', content: 'y' })).statusCode,
    ).toBe(404);
    const mine = (await get('/dccpath/dcc/file/feedbackList', a)).json().data.list;
    expect(mine[0]).toMatchObject({ subject: '勘误', itemId: doc.id });
    expect((await get('/dccpath/dcc/file/feedbackList', b)).json().data.list).toHaveLength(0);
  });

  it('change notices: requests per notice for the company, acknowledgement moves a notice down the list', async () => {
    const [notice] = (await itemsOn('pcn', ['NX310'])).filter((i) => i.fileKind === 'pdf');
    const detail = (await get(`/dccpath/pcn/file/detail/${notice.id}`, a)).json().data;
    for (const field of [
      'reason',
      'affectedParts',
      'ffImpact',
      'qualificationPlan',
      'sampleDate',
      'effectiveDate',
      'lastOrderDate',
    ])
      expect(detail[field], field).toBeTruthy();
    expect(detail.acknowledgedAt).toBeNull();
    expect(
      (
        await post('/dccpath/pcn/file/changeRequest', a, {
          itemId: notice.id,
          impact: '需要重新认证',
          request: '请提供样品',
        })
      ).json().code,
    ).toBe(0);
    expect((await get(`/dccpath/pcn/file/changeRequestList?itemId=${notice.id}`, a)).json().data.total).toBe(1);
    expect((await get(`/dccpath/pcn/file/changeRequestList?itemId=${notice.id}`, b)).statusCode).toBe(404);
    const firstPage = async () =>
      (await get('/dccpath/pcn/file/list?pageSize=100', a)).json().data.list as { id: number; acknowledged: boolean }[];
    expect((await post(`/dccpath/pcn/file/acknowledge/${notice.id}`, a, {})).json().code).toBe(0);
    const list = await firstPage();
    const acknowledged = list.findIndex((i) => i.acknowledged);
    expect(list[acknowledged].id).toBe(notice.id);
    expect(list.slice(acknowledged).every((i) => i.acknowledged)).toBe(true);
  });
});

describe('download centre and user guide', () => {
  it('lists the latest releases across the modules the user may open, and serves the guide by language', async () => {
    const centre = (await get('/common/download/list?pageSize=50', child)).json().data.list as { kind: string }[];
    expect(new Set(centre.map((i) => i.kind)).has('pcn')).toBe(false); // the child holds no M03
    const guide = await get('/common/download/userGuide?lang=en', a);
    expect(guide.headers['content-type']).toBe('application/pdf');
    expect(guide.headers['content-disposition']).toContain('Portal_User_Guide.pdf');
  });
});
