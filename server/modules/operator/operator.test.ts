// Operator data end to end through the API: list filters and sort, the options and the matrix,
// export by conditions, visibility by platform and company, the staff console's draft → released →
// withdrawn, the xlsx import (preview with per-row errors, all-or-nothing, valid rows only), and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { addChild, platformIdsOf } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { multipartBody, pdfOf } from '../../test/multipart.ts';
import { operatorRows } from '../../db/schema/index.ts';
import type { OperatorMatrix, OperatorOptions, OperatorRow } from '../../../contract/operator.ts';
import type { ImportPreview } from '../../../contract/xlsxImport.ts';

let t: TestApp;
const A = 'customer@demo.test';
const B = 'other@demo.test';
const PM = 'pm@demo.test';
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const get = (url: string, who: string | null = A, language?: 'zh' | 'en') => injectAs(t, who, { url, language });
const post = (url: string, who: string | null, payload?: unknown, language?: 'zh' | 'en') =>
  injectAs(t, who, { method: 'POST', url, payload, language });
const put = (url: string, who: string | null, payload?: unknown) => injectAs(t, who, { method: 'PUT', url, payload });
const list = async (query: string, who = A) => {
  const r = await get(`/common/operator/list?${query}`, who);
  expect(r.statusCode).toBe(200);
  return r.json().data as { list: OperatorRow[]; total: number };
};

const aPlatforms = ['NX310', 'NX510', 'NX520-5G', 'NX710'];
const bPlatforms = ['NX730-5G', 'NX910'];

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function xlsxRows(body: Buffer) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

const upload = async (content: Buffer, who = PM, language: 'zh' | 'en' = 'en') => {
  const body = multipartBody('operators.xlsx', content);
  return injectAs(t, who, {
    method: 'POST',
    url: '/admin/operator/import/preview',
    payload: body.payload,
    headers: body.headers,
    language,
  });
};

const formBody = async (overrides: Record<string, unknown> = {}) => {
  const [platformId] = await platformIdsOf(t, ['NX310']);
  return {
    country: 'Testland',
    platformId,
    pdt: 'PDT-ZZTEST-1',
    operator: 'Zz Test Mobile',
    volte: 'certified',
    vowifi: 'testing',
    os: 'Android 14',
    remark: '',
    ...overrides,
  };
};

describe('customer list', () => {
  it('pages released rows of the authorized platforms only, by country and operator', async () => {
    const page = await list('pageSize=100');
    expect(page.list.length).toBeGreaterThan(20);
    for (const row of page.list) expect(aPlatforms).toContain(row.platform);
    const keys = page.list.map((r) => `${r.country}\u0000${r.operator}`);
    expect([...keys].sort()).toEqual(keys);
    const released = await t.db.select().from(operatorRows).where(eq(operatorRows.status, 'released'));
    const ids = await platformIdsOf(t, aPlatforms);
    expect(page.total).toBe(released.filter((r) => ids.includes(r.platformId)).length);
  });

  it('company B sees only its platforms', async () => {
    const page = await list('pageSize=100', B);
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.list) expect(bPlatforms).toContain(row.platform);
  });

  it('filters by each field', async () => {
    const [nx510] = await platformIdsOf(t, ['NX510']);
    for (const row of (await list(`platformId=${nx510}&pageSize=100`)).list) expect(row.platform).toBe('NX510');
    for (const row of (await list('country=China&pageSize=100')).list) expect(row.country).toBe('China');
    for (const row of (await list('operator=Jio&pageSize=100')).list) expect(row.operator).toBe('Jio');
    for (const row of (await list('volte=failed&pageSize=100')).list) expect(row.volte).toBe('failed');
    for (const row of (await list('vowifi=waiting&pageSize=100')).list) expect(row.vowifi).toBe('waiting');
    for (const row of (await list('os=Android%2015&pageSize=100')).list) expect(row.os).toBe('Android 15');
    const pdt = await list('pdt=nx310&pageSize=100');
    expect(pdt.total).toBeGreaterThan(0);
    for (const row of pdt.list) expect(row.pdt.toLowerCase()).toContain('nx310');
    const combined = await list('country=China&volte=certified&pageSize=100');
    for (const row of combined.list) expect([row.country, row.volte]).toEqual(['China', 'certified']);
  });

  it('answers each country with its own rows, asked one after another (kept answers included)', async () => {
    for (const country of ['Brazil', 'China', 'Brazil', 'China']) {
      const page = await list(`country=${country}&sortField=country&sortOrder=asc&pageNum=1&pageSize=10`);
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.map((row) => row.country)).toEqual(page.list.map(() => country));
    }
  });

  it('a platform of another company narrows to nothing, never widens', async () => {
    const [nx910] = await platformIdsOf(t, ['NX910']);
    expect((await list(`platformId=${nx910}`)).total).toBe(0);
  });

  it('sorts by operator descending', async () => {
    const page = await list('sortField=operator&sortOrder=desc&pageSize=100');
    const names = page.list.map((r) => r.operator);
    expect([...names].sort().reverse()).toEqual(names);
  });

  it('options hold the visible values and the caller platforms', async () => {
    const r = await get('/common/operator/options');
    expect(r.statusCode).toBe(200);
    const options = r.json().data as OperatorOptions;
    expect(options.platforms.map((p) => p.name).sort()).toEqual([...aPlatforms].sort());
    expect(options.countries).toContain('China');
    expect(options.operators).toContain('China Mobile');
    expect(options.oses.length).toBeGreaterThan(0);
  });
});

describe('matrix', () => {
  it('lists operators × the caller platforms with the best state of each cell', async () => {
    const r = await get('/common/operator/matrix?pageSize=50');
    expect(r.statusCode).toBe(200);
    const matrix = r.json().data as OperatorMatrix;
    expect(matrix.platforms.map((p) => p.name).sort()).toEqual([...aPlatforms].sort());
    expect(matrix.total).toBe(matrix.rows.length);
    const ids = matrix.platforms.map((p) => p.id);
    const page = await list('pageSize=100');
    for (const row of matrix.rows)
      for (const cell of row.cells) {
        expect(ids).toContain(cell.platformId);
        const rows = page.list.filter(
          (r) => r.country === row.country && r.operator === row.operator && r.platformId === cell.platformId,
        );
        expect(rows).toHaveLength(cell.count);
        expect(rows.map((r) => r.volte)).toContain(cell.volte);
      }
  });

  it('pages its operators and narrows to one platform', async () => {
    const all = (await get('/common/operator/matrix?pageSize=100')).json().data as OperatorMatrix;
    const second = (await get('/common/operator/matrix?pageSize=5&pageNum=2')).json().data as OperatorMatrix;
    expect(second.total).toBe(all.total);
    expect(second.rows.map((r) => r.operator)).toEqual(all.rows.slice(5, 10).map((r) => r.operator));
    const [nx510] = await platformIdsOf(t, ['NX510']);
    const one = (await get(`/common/operator/matrix?platformId=${nx510}`)).json().data as OperatorMatrix;
    expect(one.platforms.map((p) => p.name)).toEqual(['NX510']);
    for (const row of one.rows) for (const cell of row.cells) expect(cell.platformId).toBe(nx510);
    const [nx910] = await platformIdsOf(t, ['NX910']);
    const other = (await get(`/common/operator/matrix?platformId=${nx910}`)).json().data as OperatorMatrix;
    expect(other).toMatchObject({ platforms: [], rows: [], total: 0 });
  });

  it('follows the filters', async () => {
    const matrix = (await get('/common/operator/matrix?country=India')).json().data as OperatorMatrix;
    expect(matrix.rows.map((r) => r.country)).toEqual(matrix.rows.map(() => 'India'));
    expect(matrix.rows.length).toBeGreaterThan(0);
  });
});

describe('export', () => {
  it('exports the rows the conditions select, in the caller language', async () => {
    const r = await post('/common/operator/export', A, { country: 'China' }, 'en');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(r.rawPayload);
    expect(rows[0][0]).toBe('Country');
    const page = await list('country=China&pageSize=100');
    expect(rows.length - 1).toBe(page.total);
    for (const row of rows.slice(1)) expect(row[0]).toBe('China');
    const zh = await xlsxRows((await post('/common/operator/export', A, {}, 'zh')).rawPayload);
    expect(zh[0][0]).toBe('国家/地区');
  });

  it('never exports another company platforms, and refuses a selection', async () => {
    const rows = await xlsxRows((await post('/common/operator/export', B, {}, 'en')).rawPayload);
    for (const row of rows.slice(1)) expect(bPlatforms).toContain(row[1]);
    const bySelection = await post('/common/operator/export', A, { ids: [1, 2] });
    expect(bySelection.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('a child without M11 is refused, a child with it sees its company platforms', async () => {
    expect((await get('/common/operator/list', 'child@demo.test')).statusCode).toBe(403);
    await addChild(t, { email: 'op-child@demo.test', grants: ['M11'] });
    const page = await list('pageSize=100', 'op-child@demo.test');
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.list) expect(aPlatforms).toContain(row.platform);
  });

  it('customers cannot reach the staff console; staff cannot read the customer page', async () => {
    expect((await get('/admin/operator/list', A)).statusCode).toBe(403);
    expect((await get('/common/operator/list', PM)).statusCode).toBe(403);
    expect((await get('/common/operator/list', null)).statusCode).toBe(401);
  });
});

describe('staff console', () => {
  it('draft → released → withdrawn, visible to customers only while released', async () => {
    const created = await post('/admin/operator/add', PM, await formBody());
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const seen = async () => (await list('operator=Zz%20Test%20Mobile')).list.map((r) => r.id);
    expect(await seen()).not.toContain(id);
    expect((await post(`/admin/operator/release/${id}`, PM)).statusCode).toBe(200);
    expect(await seen()).toContain(id);
    expect((await list('operator=Zz%20Test%20Mobile', B)).total).toBe(0);
    expect((await put(`/admin/operator/edit/${id}`, PM, await formBody({ os: 'Android 16' }))).statusCode).toBe(200);
    expect((await list('operator=Zz%20Test%20Mobile')).list[0].os).toBe('Android 16');
    expect((await post(`/admin/operator/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect(await seen()).not.toContain(id);
    const exported = await xlsxRows(
      (await post('/common/operator/export', A, { operator: 'Zz Test Mobile' })).rawPayload,
    );
    expect(exported).toHaveLength(1);
    const matrix = (await get('/common/operator/matrix?operator=Zz%20Test%20Mobile')).json().data as OperatorMatrix;
    expect(matrix.rows).toHaveLength(0);
    // Withdrawn stays withdrawn: no release, no edit.
    expect((await post(`/admin/operator/release/${id}`, PM)).statusCode).toBe(409);
    expect((await put(`/admin/operator/edit/${id}`, PM, await formBody())).statusCode).toBe(409);
    const admin = (await get('/admin/operator/list?status=withdrawn&keyword=Zz%20Test', PM)).json().data;
    expect(admin.list.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('refuses an unknown platform and a missing field', async () => {
    expect((await post('/admin/operator/add', PM, await formBody({ platformId: 999_999 }))).statusCode).toBe(400);
    expect((await post('/admin/operator/add', PM, await formBody({ operator: '  ' }))).statusCode).toBe(400);
    expect((await post('/admin/operator/add', PM, await formBody({ volte: 'great' }))).statusCode).toBe(400);
  });
});

describe('xlsx import', () => {
  const header = ['Country', 'Platform', 'PDT', 'Operator', 'VoLTE status', 'VoWiFi status', 'OS', 'Remark'];

  it('previews each row with its errors in the caller language and writes nothing', async () => {
    const before = await t.db.select().from(operatorRows);
    const content = await xlsxOf([
      header,
      ['Kenya', 'NX310', 'PDT-IMP-1', 'Safaricom', 'Certified', '认证中', 'Android 14', ''],
      ['Kenya', 'NX999', 'PDT-IMP-2', 'Safaricom', 'maybe', 'testing', 'Android 14', ''],
      ['Kenya', 'nx510', 'PDT-IMP-3', '', 'failed', 'unsupported', 'Android 15', 'note'],
    ]);
    const r = await upload(content, PM, 'en');
    expect(r.statusCode).toBe(200);
    const preview = r.json().data as ImportPreview;
    expect(preview).toMatchObject({ valid: 1, invalid: 2 });
    expect(preview.rows.map((row) => row.row)).toEqual([2, 3, 4]);
    expect(preview.rows[0].errors).toEqual([]);
    expect(preview.rows[1].errors.map((e) => e.field).sort()).toEqual(['platform', 'volte']);
    expect(preview.rows[1].errors.find((e) => e.field === 'platform')?.message).toBe('is not a known platform');
    expect(preview.rows[2].errors.map((e) => e.field)).toEqual(['operator']);
    const zh = (await upload(content, PM, 'zh')).json().data as ImportPreview;
    expect(zh.rows[1].errors.find((e) => e.field === 'platform')?.message).toBe('不是已知的平台');
    expect(await t.db.select().from(operatorRows)).toHaveLength(before.length);
  });

  it('reads Chinese headers too; all-or-nothing refuses invalid rows; valid-only writes drafts', async () => {
    const content = await xlsxOf([
      ['国家/地区', '平台', 'PDT', '运营商', 'VoLTE 状态', 'VoWiFi 状态', '操作系统', '备注'],
      ['Kenya', 'NX310', 'PDT-IMP-A', 'Airtel Kenya', '已认证', '不支持', 'Android 14', ''],
      ['Kenya', 'NX310', 'PDT-IMP-B', 'Airtel Kenya', 'nope', '不支持', 'Android 14', ''],
    ]);
    const preview = (await upload(content)).json().data as ImportPreview;
    expect(preview).toMatchObject({ valid: 1, invalid: 1 });
    const rows = preview.rows.map(({ row, values }) => ({ row, values }));
    const all = await post('/admin/operator/import', PM, { mode: 'all', rows });
    expect(all.statusCode).toBe(400);
    expect(all.json().data.invalid).toBe(1);
    expect(await t.db.select().from(operatorRows).where(eq(operatorRows.operator, 'Airtel Kenya'))).toHaveLength(0);
    const valid = await post('/admin/operator/import', PM, { mode: 'valid', rows });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({ written: 1, skipped: 1 });
    const written = await t.db.select().from(operatorRows).where(eq(operatorRows.operator, 'Airtel Kenya'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ status: 'draft', volte: 'certified', vowifi: 'unsupported', pdt: 'PDT-IMP-A' });
    // A draft is nobody's but staff's.
    expect((await list('operator=Airtel%20Kenya')).total).toBe(0);
  });

  it('validates a commit again: an altered row cannot slip through', async () => {
    const r = await post('/admin/operator/import', PM, {
      mode: 'all',
      rows: [
        {
          row: 2,
          values: {
            country: 'X',
            platform: 'NX310',
            pdt: 'P',
            operator: 'O',
            volte: 'hacked',
            vowifi: 'testing',
            os: 'A',
          },
        },
      ],
    });
    expect(r.statusCode).toBe(400);
    const none = await t.db
      .select()
      .from(operatorRows)
      .where(and(eq(operatorRows.operator, 'O'), eq(operatorRows.pdt, 'P')));
    expect(none).toHaveLength(0);
  });

  it('refuses a file that is no xlsx, a form without a file, and customers', async () => {
    const pdf = await upload(pdfOf(2048));
    expect(pdf.statusCode).toBe(400);
    const fakeZip = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]));
    expect(fakeZip.statusCode).toBe(400);
    const noFile = await injectAs(t, PM, {
      method: 'POST',
      url: '/admin/operator/import/preview',
      payload: 'x',
      headers: { 'content-type': 'application/json' },
    });
    expect(noFile.statusCode).toBe(400);
    expect((await upload(await xlsxOf([header]), A)).statusCode).toBe(403);
  });

  it('refuses a sheet with no known header and a file over the size limit', async () => {
    expect(
      (
        await upload(
          await xlsxOf([
            ['a', 'b'],
            ['1', '2'],
          ]),
        )
      ).statusCode,
    ).toBe(400);
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await upload(big)).statusCode).toBe(413);
  });

  it('serves the template in the caller language', async () => {
    const r = await injectAs(t, PM, { url: '/admin/operator/import/template', language: 'zh' });
    expect(r.statusCode).toBe(200);
    const rows = await xlsxRows(r.rawPayload);
    expect(rows[0]).toEqual(['国家/地区', '平台', 'PDT', '运营商', 'VoLTE 状态', 'VoWiFi 状态', '操作系统', '备注']);
  });
});

describe('bad input', () => {
  it('answers 400, never 5xx', async () => {
    const bad = [
      '/common/operator/list?platformId=2147483648',
      '/common/operator/list?platformId=abc',
      '/common/operator/list?pageNum=0',
      '/common/operator/list?pageSize=1000',
      '/common/operator/list?volte=great',
      `/common/operator/list?operator=${'x'.repeat(5000)}`,
      '/common/operator/list?country=a%00b',
      '/common/operator/matrix?platformId=99999999999',
      '/common/operator/list?sortField=id%3B%20drop',
    ];
    for (const url of bad) expect((await get(url)).statusCode, url).toBe(400);
    expect((await post('/common/operator/export', A, { pdt: 'a\u0000b' })).statusCode).toBe(400);
    expect((await post('/common/operator/export', A, { os: 'x'.repeat(100_000) })).statusCode).toBe(400);
    expect((await post('/admin/operator/release/2147483648', PM)).statusCode).toBe(400);
    expect((await put('/admin/operator/edit/abc', PM, await formBody())).statusCode).toBe(400);
    expect((await post('/admin/operator/add', PM, await formBody({ country: 'a\u0000' }))).statusCode).toBe(400);
    expect((await post('/admin/operator/add', PM, await formBody({ platformId: 2 ** 31 }))).statusCode).toBe(400);
    expect((await post('/admin/operator/import', PM, { mode: 'all', rows: [] })).statusCode).toBe(400);
    expect(
      (
        await post('/admin/operator/import', PM, {
          mode: 'all',
          rows: [{ row: 2, values: { country: 'x'.repeat(3000) } }],
        })
      ).statusCode,
    ).toBe(400);
    // LIKE wildcards match themselves.
    expect((await list('pdt=%25')).total).toBe(0);
  });
});
