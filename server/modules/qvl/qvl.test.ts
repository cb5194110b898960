// The qualified vendor list end to end through the API: list filters and sort, the platform
// directory, suppliers, export by conditions, visibility by platform and company, the staff
// console's draft → released → withdrawn, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { addChild, platformIdsOf } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { qvlEntries, qvlSuppliers } from '../../db/schema/index.ts';
import type { QvlEntry, QvlPlatform, QvlSupplier } from '../../../contract/qvl.ts';

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
  const r = await get(`/common/qvl/list?${query}`, who);
  expect(r.statusCode).toBe(200);
  return r.json().data as { list: QvlEntry[]; total: number; capped: boolean };
};

const aPlatforms = ['NX310', 'NX510', 'NX520-5G', 'NX710'];
const bPlatforms = ['NX730-5G', 'NX910'];

async function xlsxRows(body: Buffer) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

const validBody = async () => {
  const [platformId] = await platformIdsOf(t, ['NX310']);
  const [supplier] = await t.db.select().from(qvlSuppliers).where(eq(qvlSuppliers.name, 'Goodix'));
  return {
    platformId,
    chip: 'NX310',
    type: 'sensor',
    description: 'Under-display fingerprint sensor for QVL test',
    partNumber: 'ZZTEST-QVL-0001',
    componentId: 'NXC-SEN-TEST01',
    supplierId: supplier.id,
    level: 'B',
    startDate: '2026-03-01',
    endDate: '2027-03-01',
    firmwareVersion: 'FW 2.0.1',
    chipType: 'SPI',
    testStatus: 'passed',
    functionExplanation: 'Fingerprint unlock',
    lifecyclePhase: 'massProduction',
    remark: '',
  };
};

describe('customer list', () => {
  it('pages released rows of the authorized platforms only, newest first', async () => {
    const page = await list('pageSize=50');
    expect(page.list).toHaveLength(50);
    expect(page.total).toBeGreaterThan(150);
    for (const row of page.list) expect(aPlatforms).toContain(row.platform);
    const dates = page.list.map((r) => r.releasedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const released = await t.db.select().from(qvlEntries).where(eq(qvlEntries.status, 'released'));
    const ids = await platformIdsOf(t, aPlatforms);
    expect(page.total).toBe(released.filter((r) => ids.includes(r.platformId)).length);
  });

  it('company B sees only its platforms; A and B share no row', async () => {
    const rowsB = (await list('pageSize=100', B)).list;
    expect(rowsB.length).toBeGreaterThan(0);
    for (const row of rowsB) expect(bPlatforms).toContain(row.platform);
    const [nx310] = await platformIdsOf(t, ['NX310']);
    // Asking for a platform of another company narrows to nothing, never widens.
    expect((await list(`platformId=${nx310}`, B)).total).toBe(0);
  });

  it('filters on platform, type, level, supplier, lifecycle phase and test status', async () => {
    const [nx510] = await platformIdsOf(t, ['NX510']);
    const [supplier] = await t.db.select().from(qvlSuppliers).where(eq(qvlSuppliers.name, 'Micron Technology'));
    const checks: [string, (r: QvlEntry) => boolean][] = [
      [`platformId=${nx510}`, (r) => r.platform === 'NX510'],
      ['type=camera', (r) => r.type === 'camera'],
      ['level=C', (r) => r.level === 'C'],
      [`supplierId=${supplier.id}`, (r) => r.supplier === 'Micron Technology'],
      ['lifecyclePhase=eol', (r) => r.lifecyclePhase === 'eol'],
      ['testStatus=failed', (r) => r.testStatus === 'failed'],
      ['type=memory&level=A', (r) => r.type === 'memory' && r.level === 'A'],
    ];
    for (const [query, holds] of checks) {
      const page = await list(`${query}&pageSize=100`);
      expect(page.total, query).toBeGreaterThan(0);
      expect(page.list.every(holds), query).toBe(true);
    }
  });

  it('keyword matches part number, supplier and description, case-insensitively', async () => {
    const byPart = await list('keyword=imx582&pageSize=100');
    expect(byPart.total).toBeGreaterThan(0);
    expect(byPart.list.every((r) => r.partNumber.startsWith('IMX582'))).toBe(true);
    const bySupplier = await list('keyword=bosch&pageSize=100');
    expect(bySupplier.total).toBeGreaterThan(0);
    expect(bySupplier.list.every((r) => r.supplier === 'Bosch Sensortec')).toBe(true);
    const byDescription = await list('keyword=Heart-rate&pageSize=100');
    expect(byDescription.total).toBeGreaterThan(0);
    expect(byDescription.list.every((r) => r.description.includes('Heart-rate'))).toBe(true);
    // LIKE's own characters are matched as themselves.
    expect((await list('keyword=%25')).total).toBe(0);
  });

  it('sorts by part number and level', async () => {
    const parts = (await list('sortField=partNumber&sortOrder=asc&pageSize=100')).list.map((r) => r.partNumber);
    expect([...parts].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(parts);
    const levels = (await list('sortField=level&sortOrder=desc&pageSize=100')).list.map((r) => r.level);
    expect(levels[0]).toBe('C');
  });

  it('a child of company A needs M05; with it, the hidden project hides no QVL row (rows have no project)', async () => {
    expect((await get('/common/qvl/list', 'child@demo.test')).statusCode).toBe(403);
    const child = await addChild(t, { email: 'qvl-child@demo.test', grants: ['M05'] });
    const token = await t.signIn(child.email);
    expect((await list('pageSize=1', token)).total).toBe((await list('pageSize=1')).total);
    expect((await get('/common/qvl/list', PM)).statusCode).toBe(403);
    expect((await get('/common/qvl/list', null)).statusCode).toBe(401);
  });
});

describe('platform directory and suppliers', () => {
  it('lists each authorized platform with counts by type and level that match the list', async () => {
    const r = await get('/common/qvl/platforms');
    expect(r.statusCode).toBe(200);
    const dir = r.json().data as QvlPlatform[];
    expect(dir.map((p) => p.name).sort()).toEqual([...aPlatforms].sort());
    for (const p of dir) {
      expect(p.levels.A + p.levels.B + p.levels.C).toBe(p.total);
      expect(p.types.reduce((s, x) => s + x.count, 0)).toBe(p.total);
      expect((await list(`platformId=${p.platformId}&pageSize=1`)).total).toBe(p.total);
      expect((await list(`platformId=${p.platformId}&level=B&pageSize=1`)).total).toBe(p.levels.B);
      const first = p.types[0];
      expect((await list(`platformId=${p.platformId}&type=${first.type}&pageSize=1`)).total).toBe(first.count);
    }
    const dirB = (await get('/common/qvl/platforms', B)).json().data as QvlPlatform[];
    expect(dirB.map((p) => p.name).sort()).toEqual(bPlatforms);
  });

  it('lists suppliers with contact data and counts by level of the visible rows', async () => {
    const r = await get('/common/qvl/suppliers?pageSize=100');
    expect(r.statusCode).toBe(200);
    const page = r.json().data as { list: QvlSupplier[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.list).toHaveLength(page.total);
    for (const s of page.list.slice(0, 5)) {
      expect(s.email).toContain('@');
      expect(s.contactName).not.toBe('');
      expect(s.levels.A + s.levels.B + s.levels.C).toBe(s.total);
      expect((await list(`supplierId=${s.id}&pageSize=1`)).total).toBe(s.total);
      expect((await list(`supplierId=${s.id}&level=A&pageSize=1`)).total).toBe(s.levels.A);
    }
    const filtered = (await get('/common/qvl/suppliers?keyword=sony')).json().data as { list: QvlSupplier[] };
    expect(filtered.list.map((s) => s.name)).toEqual(['Sony Semiconductor Solutions']);
  });
});

describe('export', () => {
  it('exports what the conditions select, in the caller language; a selection is refused', async () => {
    const r = await post('/common/qvl/export', A, { type: 'camera', level: 'A' }, 'en');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(r.rawPayload);
    expect(rows[0]).toContain('Manufacturer part number');
    const expected = (await list('type=camera&level=A&pageSize=100')).total;
    expect(rows.length - 1).toBe(expected);
    for (const row of rows.slice(1)) expect(row[7]).toBe('A — Batch verification passed');
    for (const row of rows.slice(1)) expect(aPlatforms).toContain(row[0]);

    const zh = await xlsxRows((await post('/common/qvl/export', A, { level: 'C' }, 'zh')).rawPayload);
    expect(zh[0]).toContain('厂商料号');
    expect(zh[1][7]).toBe('C — 工程认证风险通过');

    expect((await post('/common/qvl/export', A, { ids: [1, 2] })).statusCode).toBe(400);
    const forB = await xlsxRows((await post('/common/qvl/export', B, {})).rawPayload);
    for (const row of forB.slice(1)) expect(bPlatforms).toContain(row[0]);
  });
});

describe('staff console', () => {
  it('creates a draft nobody sees, releases it to the platform, withdraws it from everywhere', async () => {
    const body = await validBody();
    const created = await post('/admin/qvl/add', PM, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const search = 'keyword=ZZTEST-QVL';
    expect((await list(search)).total).toBe(0);
    const dirBefore = (await get('/common/qvl/platforms')).json().data as QvlPlatform[];

    expect((await put(`/admin/qvl/edit/${id}`, PM, { ...body, level: 'A' })).statusCode).toBe(200);
    expect((await post(`/admin/qvl/release/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/qvl/release/${id}`, PM)).statusCode).toBe(409);
    const shown = await list(search);
    expect(shown.list.map((r) => r.id)).toEqual([id]);
    expect(shown.list[0].level).toBe('A');
    const nx310 = (d: QvlPlatform[]) => d.find((p) => p.name === 'NX310')!;
    const dirAfter = (await get('/common/qvl/platforms')).json().data as QvlPlatform[];
    expect(nx310(dirAfter).total).toBe(nx310(dirBefore).total + 1);
    expect((await list(search, B)).total).toBe(0);

    expect((await post(`/admin/qvl/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect((await list(search)).total).toBe(0);
    expect(nx310((await get('/common/qvl/platforms')).json().data).total).toBe(nx310(dirBefore).total);
    const exported = await xlsxRows((await post('/common/qvl/export', A, { keyword: 'ZZTEST-QVL' })).rawPayload);
    expect(exported).toHaveLength(1);
    // A withdrawn row is not edited or released again.
    expect((await put(`/admin/qvl/edit/${id}`, PM, body)).statusCode).toBe(409);
    expect((await post(`/admin/qvl/release/${id}`, PM)).statusCode).toBe(409);

    const staffList = (await get('/admin/qvl/list?keyword=ZZTEST-QVL&status=withdrawn', PM)).json().data;
    expect(staffList.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const options = (await get('/admin/qvl/options', PM)).json().data;
    expect(options.platforms).toHaveLength(6);
    expect(options.suppliers.length).toBeGreaterThanOrEqual(15);
  });

  it('is staff only', async () => {
    expect((await get('/admin/qvl/list', A)).statusCode).toBe(403);
    expect((await post('/admin/qvl/add', A, await validBody())).statusCode).toBe(403);
    expect((await post('/admin/qvl/release/1', B)).statusCode).toBe(403);
  });

  it('refuses bad forms with 400 naming the field, and unknown rows with 404', async () => {
    const body = await validBody();
    const bad: [string, Record<string, unknown>][] = [
      ['partNumber', { partNumber: '   ' }],
      ['partNumber', { partNumber: 'x'.repeat(81) }],
      ['description', { description: 'a\u0000b' }],
      ['level', { level: 'D' }],
      ['endDate', { endDate: '2026-02-01' }],
      ['startDate', { startDate: '2026-02-30' }],
      ['platformId', { platformId: 2 ** 31 }],
      ['supplierId', { supplierId: 999_999 }],
      ['platformId', { platformId: 999_999 }],
    ];
    for (const [field, change] of bad) {
      const r = await post('/admin/qvl/add', PM, { ...body, ...change });
      expect(r.statusCode, field).toBe(400);
      expect(JSON.stringify(r.json()), field).toContain(field);
    }
    expect((await put('/admin/qvl/edit/999999', PM, body)).statusCode).toBe(404);
    expect((await post('/admin/qvl/withdraw/999999', PM)).statusCode).toBe(404);
    expect((await post(`/admin/qvl/withdraw/${2 ** 31}`, PM)).statusCode).toBe(400);
    expect((await post('/admin/qvl/withdraw/abc', PM)).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('answers 400, never 5xx', async () => {
    const urls = [
      `/common/qvl/list?platformId=${2 ** 31}`,
      '/common/qvl/list?platformId=abc',
      `/common/qvl/list?supplierId=${2 ** 31}`,
      '/common/qvl/list?keyword=a%00b',
      `/common/qvl/list?keyword=${'x'.repeat(5000)}`,
      '/common/qvl/list?level=Z',
      '/common/qvl/list?type=rocket',
      '/common/qvl/list?pageSize=100000',
      '/common/qvl/list?sortField=secret',
      `/common/qvl/suppliers?keyword=${'y'.repeat(5000)}`,
      '/common/qvl/suppliers?keyword=%00',
    ];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(400);
    expect((await post('/common/qvl/export', A, { keyword: 'k'.repeat(100_000) })).statusCode).toBe(400);
    expect((await post('/common/qvl/export', A, { platformId: 2 ** 31 })).statusCode).toBe(400);
  });
});

describe('xlsx import', () => {
  async function workbook(rows: Record<string, string>[], lang: 'zh' | 'en' = 'en') {
    const { qvlImportColumns } = await import('../../../contract/qvl-labels.ts');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Import');
    sheet.addRow(qvlImportColumns.map((c) => c.header[lang]));
    for (const r of rows) sheet.addRow(qvlImportColumns.map((c) => r[c.key] ?? ''));
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const good = {
    platform: 'nx510',
    chip: 'NX510',
    type: 'Camera',
    description: 'Imported camera for QVL import test',
    partNumber: 'ZZIMPORT-0001',
    componentId: 'NXC-CAM-IMP001',
    supplier: 'OmniVision',
    level: 'B · Engineering certification passed',
    startDate: '2026-02-01',
    endDate: '',
    firmwareVersion: '',
    chipType: 'MIPI CSI-2',
    testStatus: '测试通过',
    functionExplanation: 'Rear camera',
    lifecyclePhase: 'massProduction',
    remark: '',
  };

  it('previews per-row errors, refuses a commit with an invalid row, writes the valid ones as drafts', async () => {
    const { multipartBody } = await import('../../test/multipart.ts');
    const content = await workbook(
      [
        good,
        { ...good, partNumber: 'ZZIMPORT-0002', platform: 'NX999', level: 'D', endDate: '2020-01-01' },
        { ...good, partNumber: 'ZZIMPORT-0003', supplier: 'Nobody Inc', startDate: '2026-02-30' },
        { ...good, partNumber: 'ZZIMPORT-0004', endDate: '2026-01-31' },
      ],
      'zh',
    );
    const upload = multipartBody('qvl.xlsx', content);
    const r = await injectAs(t, PM, {
      method: 'POST',
      url: '/admin/qvl/import/preview',
      payload: upload.payload,
      headers: upload.headers,
      language: 'en',
    });
    expect(r.statusCode).toBe(200);
    const preview = r.json().data as {
      rows: { row: number; values: Record<string, string>; errors: { field: string; message: string }[] }[];
      valid: number;
      invalid: number;
    };
    expect(preview.valid).toBe(1);
    expect(preview.invalid).toBe(3);
    expect(preview.rows[1].errors.map((e) => e.field).sort()).toEqual(['level', 'platform']);
    expect(preview.rows[1].errors.find((e) => e.field === 'platform')!.message).toBe('is not a known platform name');
    expect(preview.rows[2].errors.map((e) => e.field).sort()).toEqual(['startDate', 'supplier']);
    expect(preview.rows[3].errors).toEqual([{ field: 'endDate', message: 'must not be before the start date' }]);

    const rows = preview.rows.map(({ row, values }) => ({ row, values }));
    const all = await post('/admin/qvl/import', PM, { mode: 'all', rows });
    expect(all.statusCode).toBe(400);
    const written = () => t.db.select().from(qvlEntries).where(eq(qvlEntries.componentId, 'NXC-CAM-IMP001'));
    expect(await written()).toHaveLength(0);

    const valid = await post('/admin/qvl/import', PM, { mode: 'valid', rows });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({ written: 1, skipped: 3 });
    const [row] = await written();
    expect(row).toMatchObject({ status: 'draft', level: 'B', type: 'camera', testStatus: 'passed', endDate: null });
    expect((await list('keyword=ZZIMPORT')).total).toBe(0);

    const template = await get('/admin/qvl/import/template', PM, 'zh');
    expect(template.statusCode).toBe(200);
    expect((await xlsxRows(template.rawPayload))[0]).toContain('厂商料号');
  });
});
