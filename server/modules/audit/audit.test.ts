// The audit trail through the API: staff calls audited by the app (who, route, ids, address) and
// only once where the service audits itself; customer downloads with company, item, hash, platform
// and address; the company scope of project managers and admins; the CSV exports (BOM, header,
// formula injection, filters, the cap); the dashboard's counts; refusals of customers and of
// hostile input.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accountOf, addCatalogItem, addChild, platformIdsOf } from '../../test/factories.ts';
import { injectAs, tokenOf } from '../../test/inject.ts';
import {
  accountRoles,
  accounts,
  auditLog,
  companies,
  downloadRecords,
  files,
  patches,
  qvlSuppliers,
  roles,
  staffCompanies,
} from '../../db/schema/index.ts';
import { scalarsOf } from '../../platform/audit.ts';
import { dashboardDay } from './service.ts';
import type { AuditAction, AuditDashboard, AuditDownload, AuditOptions } from '../../../contract/audit.ts';
import { limits } from '../../../contract/limits.ts';

let t: TestApp;
const A = 'customer@demo.test';
const B = 'other@demo.test';
const PM = 'pm@demo.test';
/** A project manager of company B only, an admin (every company), a project manager of none. */
const PM_B = 'pm-b@audit.test';
const ADMIN = 'admin@audit.test';
const PM_NONE = 'pm-none@audit.test';

async function addStaff(email: string, role: string, companyNames: string[]) {
  const pm = await accountOf(t, PM);
  const [row] = await t.db
    .insert(accounts)
    .values({
      companyId: pm.companyId,
      type: 'staff',
      name: `审计 ${role}`,
      email,
      passwordHash: pm.passwordHash,
      state: 'active',
      complianceState: 'passed',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [r] = await t.db.select().from(roles).where(eq(roles.code, role));
  await t.db.insert(accountRoles).values({ accountId: row.id, roleId: r.id });
  if (companyNames.length) {
    const rows = await t.db.select().from(companies).where(inArray(companies.nameEn, companyNames));
    await t.db.insert(staffCompanies).values(rows.map((c) => ({ accountId: row.id, companyId: c.id })));
  }
  return row;
}

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  await addStaff(PM_B, 'project-manager', ['Lumen Devices']);
  await addStaff(ADMIN, 'admin', []);
  await addStaff(PM_NONE, 'project-manager', []);
});
afterAll(() => t.close());

/** A call as `who` from the address `ip`. */
async function call(
  who: string | null,
  opts: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    ip?: string;
    language?: 'zh' | 'en';
  },
) {
  return t.app.inject({
    method: opts.method ?? 'GET',
    url: `/api${opts.url}`,
    payload: opts.payload as never,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: {
      ...(who ? t.bearer(await tokenOf(t, who)) : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
  });
}
const data = <T>(r: { statusCode: number; json: () => { data: unknown } }, status = 200): T => {
  expect(r.statusCode).toBe(status);
  return r.json().data as T;
};
const actions = async (query: string, who = PM) =>
  data<{ list: AuditAction[]; total: number }>(await injectAs(t, who, `/admin/audit/actions?${query}`));
const downloads = async (query: string, who = PM) =>
  data<{ list: AuditDownload[]; total: number }>(await injectAs(t, who, `/admin/audit/downloads?${query}`));
const board = async (query: string, who = PM) =>
  data<AuditDashboard>(await injectAs(t, who, `/admin/audit/dashboard?${query}`));
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The lines of a CSV answer, its BOM checked and taken off; each line's cells unquoted. */
function csvLines(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replace(/""/g, '"')),
    );
}

async function qvlBody(partNumber: string) {
  const [platformId] = await platformIdsOf(t, ['NX310']);
  const [supplier] = await t.db.select().from(qvlSuppliers).limit(1);
  return {
    platformId,
    chip: 'NX310',
    type: 'sensor',
    description: `Audit trail test part ${'x'.repeat(300)}`,
    partNumber,
    componentId: 'NXC-AUDIT-01',
    supplierId: supplier.id,
    level: 'B',
    startDate: '2026-03-01',
    endDate: null,
    firmwareVersion: '',
    chipType: '',
    testStatus: 'passed',
    functionExplanation: '',
    lifecyclePhase: 'massProduction',
    remark: '',
  };
}

describe('staff actions', () => {
  it('a staff change (a QVL row added and released) is listed with who, route, ids and address', async () => {
    const added = data<{ id: number }>(
      await call(PM, {
        method: 'POST',
        url: '/admin/qvl/add',
        payload: await qvlBody('AUDIT-QVL-1'),
        ip: '203.0.113.7',
      }),
    );
    expect(
      (await call(PM, { method: 'POST', url: `/admin/qvl/release/${added.id}`, ip: '203.0.113.8' })).statusCode,
    ).toBe(200);
    const page = await actions('action=/admin/qvl/');
    const [release, add] = page.list;
    const pm = await accountOf(t, PM);
    expect(release).toMatchObject({
      accountId: pm.id,
      accountName: pm.name,
      accountEmail: PM,
      action: 'POST /api/admin/qvl/release/:id',
      target: `id:${added.id}`,
      ip: '203.0.113.8',
    });
    expect(JSON.parse(release.detail)).toMatchObject({ params: { id: added.id }, status: 200 });
    // A creating call names what it created; its body's text is cut short, never stored whole.
    expect(add).toMatchObject({ action: 'POST /api/admin/qvl/add', target: `id:${added.id}`, ip: '203.0.113.7' });
    const body = JSON.parse(add.detail).body as Record<string, unknown>;
    expect(body.partNumber).toBe('AUDIT-QVL-1');
    expect(String(body.description).length).toBeLessThanOrEqual(101);
  });

  it('a refused or read-only staff call leaves no row', async () => {
    const before = (await actions('')).total;
    const [row] = (await actions('action=/admin/qvl/release')).list;
    const id = Number(row.target.slice(3));
    // Released already: 409.
    expect((await call(PM, { method: 'POST', url: `/admin/qvl/release/${id}` })).statusCode).toBe(409);
    expect((await call(PM, { url: '/admin/qvl/list' })).statusCode).toBe(200);
    expect((await actions('')).total).toBe(before);
  });

  it('a call its service audits itself leaves that one row, naming the route', async () => {
    const child = await addChild(t, { email: 'audit-lock@demo.test', grants: ['M01'] });
    expect(
      (await call(PM, { method: 'POST', url: `/admin/account/lock/${child.id}`, ip: '203.0.113.9' })).statusCode,
    ).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `account:${child.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'account.lock', ip: '203.0.113.9' });
    expect((rows[0].detail as { route: string }).route).toBe('POST /api/admin/account/lock/:id');
    expect((await actions('action=/admin/account/lock')).list.map((r) => r.action)).toEqual(['account.lock']);
    // Found by its route as well.
    expect((await actions('action=POST /api/admin/account/lock')).list.map((r) => r.action)).toEqual(['account.lock']);
  });

  it('filters on the account keyword, the action and the period, newest first or oldest first', async () => {
    const byName = await actions('keyword=PM@DEMO');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.list.every((r) => r.accountEmail === PM)).toBe(true);
    expect((await actions('keyword=nobody-like-this')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await actions(`from=${today}&to=${today}`)).total).toBe((await actions('')).total);
    expect((await actions('to=2001-01-01')).total).toBe(0);
    const newest = (await actions('pageSize=100')).list.map((r) => r.id);
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
    const oldest = (await actions('sortOrder=asc&pageSize=100')).list.map((r) => r.id);
    expect([...oldest].sort((a, b) => a - b)).toEqual(oldest);
  });

  it('lists staff accounts only, never customers', async () => {
    // A customer's own audited change (quick navigation) is in the log but no staff action.
    expect((await call(A, { method: 'DELETE', url: '/common/personal/center/menuSettings' })).statusCode).toBe(200);
    const [own] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'quickNav.reset'));
    expect(own.accountId).toBe((await accountOf(t, A)).id);
    const page = await actions('pageSize=100');
    const staff = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'staff'));
    for (const row of page.list) expect(staff.map((s) => s.id)).toContain(row.accountId);
  });

  it('keeps secrets, nested objects and long text out of the detail', () => {
    const detail = scalarsOf({
      password: 'Portal#2026',
      newPassword: 'x',
      token: 't',
      captchaCode: '1234',
      name: 'n'.repeat(500),
      ids: Array.from({ length: 30 }, (_, i) => i),
      nested: { a: 1 },
      ok: true,
      count: 3,
    });
    expect(detail).toEqual({
      name: `${'n'.repeat(100)}…`,
      ids: [...Array.from({ length: 20 }, (_, i) => i), '…'],
      ok: true,
      count: 3,
    });
    expect(scalarsOf(Buffer.from('bytes'))).toBeUndefined();
    expect(scalarsOf({ password: 'x' })).toBeUndefined();
  });
});

describe('customer downloads', () => {
  let item: { id: number };
  let received: Buffer;

  beforeAll(async () => {
    item = await addCatalogItem(t, { kind: 'dcc', name: '=HYPERLINK("http://evil")', platforms: ['NX510', 'NX310'] });
    const r = await call(A, { url: `/dccpath/dcc/file/download/${item.id}`, ip: '198.51.100.23' });
    expect(r.statusCode).toBe(200);
    received = r.rawPayload;
  });

  it('lists who, company, module, item, platform, the SHA-256 of the bytes sent, size and address', async () => {
    const page = await downloads(`module=dcc&keyword=${encodeURIComponent(A)}`);
    const row = page.list.find((r) => r.itemId === item.id)!;
    const customer = await accountOf(t, A);
    const [nx310, nx510] = await platformIdsOf(t, ['NX310', 'NX510']);
    expect(row).toMatchObject({
      accountId: customer.id,
      accountEmail: A,
      companyName: '深合移动',
      companyNameEn: 'Shenhe Mobile',
      module: 'dcc',
      itemName: '=HYPERLINK("http://evil")',
      platformId: Math.min(nx310, nx510),
      size: received.length,
      ip: '198.51.100.23',
    });
    // A PDF is stamped for its reader: the hash is that of what the customer holds.
    expect(row.sha256).toBe(sha256(received));
  });

  it('records address and platform for the other modules too (patch, sample code)', async () => {
    const patch = data<{ list: { id: number; status: string; fileName?: string | null }[] }>(
      await injectAs(t, A, '/common/patch/list?pageSize=50'),
    ).list.find((p) => p.status === 'normal')!;
    expect((await call(A, { url: `/common/patch/download/${patch.id}`, ip: '198.51.100.24' })).statusCode).toBe(200);
    const sample = data<{ list: { id: number }[] }>(await injectAs(t, A, '/common/samplecode/list?pageSize=10'))
      .list[0];
    expect((await call(A, { url: `/common/samplecode/download/${sample.id}`, ip: '198.51.100.25' })).statusCode).toBe(
      200,
    );
    const [p] = await t.db.select().from(patches).where(eq(patches.id, patch.id));
    const patchRow = (await downloads('module=patch&pageSize=100')).list.find((r) => r.ip === '198.51.100.24')!;
    expect(patchRow).toMatchObject({ itemId: patch.id, itemName: p.name, platformId: p.platformId });
    const sampleRow = (await downloads('module=samplecode')).list.find((r) => r.ip === '198.51.100.25')!;
    expect(sampleRow.itemId).toBe(sample.id);
    expect(sampleRow.platformId).not.toBeNull();
  });

  it('a project manager sees the companies assigned to them; an admin every company', async () => {
    // Company B downloads something of its own.
    const b = data<{ list: { id: number }[] }>(await injectAs(t, B, '/dccpath/dcc/file/list?pageSize=1')).list[0];
    expect((await call(B, { url: `/dccpath/dcc/file/download/${b.id}`, ip: '198.51.100.30' })).statusCode).toBe(200);
    const [companyA] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));

    const ofB = await downloads('pageSize=100', PM_B);
    expect(ofB.total).toBeGreaterThan(0);
    expect(ofB.list.every((r) => r.companyNameEn === 'Lumen Devices')).toBe(true);
    // Asking for a company not assigned narrows to nothing, never widens.
    expect((await downloads(`companyId=${companyA.id}`, PM_B)).total).toBe(0);
    expect((await downloads('', PM_NONE)).total).toBe(0);
    const options = data<AuditOptions>(await injectAs(t, PM_B, '/admin/audit/options'));
    expect(options.companies.map((c) => c.nameEn)).toEqual(['Lumen Devices']);

    const everyone = await downloads('pageSize=100', ADMIN);
    const names = new Set(everyone.list.map((r) => r.companyNameEn));
    expect(names.has('Shenhe Mobile') && names.has('Lumen Devices')).toBe(true);
    expect((await downloads(`companyId=${companyA.id}`, ADMIN)).list.every((r) => r.companyId === companyA.id)).toBe(
      true,
    );
    const all = data<AuditOptions>(await injectAs(t, ADMIN, '/admin/audit/options'));
    expect(all.companies.map((c) => c.nameEn)).not.toContain('Nexora Semiconductor');
    expect(all.companies.length).toBeGreaterThanOrEqual(4);
  });

  it('filters on platform, module, period and keyword', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const byPlatform = await downloads(`platformId=${nx310}&pageSize=100`);
    expect(byPlatform.total).toBeGreaterThan(0);
    expect(byPlatform.list.every((r) => r.platformId === nx310)).toBe(true);
    const byModule = await downloads('module=patch&pageSize=100');
    expect(byModule.list.every((r) => r.module === 'patch')).toBe(true);
    expect(
      (await downloads('keyword=shenhe&pageSize=100')).list.every((r) => r.companyNameEn === 'Shenhe Mobile'),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await downloads(`from=${today}`);
    expect(recent.total).toBeGreaterThanOrEqual(4);
    // The seed's patch downloads are from 2025.
    expect((await downloads(`to=${today}`)).total).toBeGreaterThan(recent.total);
    const bySize = (await downloads('sortField=size&sortOrder=asc&pageSize=100')).list.map((r) => r.size);
    expect([...bySize].sort((a, b) => a - b)).toEqual(bySize);
  });
});

describe('counts', () => {
  it('stop past the cap (capped); below it they are exact — downloads and actions alike', async () => {
    const cap = limits.listCountCap;
    const customer = await accountOf(t, A);
    const pm = await accountOf(t, PM);
    const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
    // One an hour from 2002-03-01 01:00: 23 on the first day, more than the cap in the year.
    await t.db.execute(sql`insert into download_records (account_id, file_id, item_kind, size, created_at)
      select ${customer.id}, ${file.id}, 'file', 1, timestamptz '2002-03-01 00:00:00+00' + g * interval '1 hour'
      from generate_series(1, ${cap + 5}) g`);
    await t.db.execute(sql`insert into audit_log (account_id, action, created_at)
      select ${pm.id}, 'POST /admin/count/test', timestamptz '2002-03-01 00:00:00+00' + g * interval '1 hour'
      from generate_series(1, ${cap + 5}) g`);
    const many = await downloads('from=2002-01-01&to=2002-12-31&pageSize=20');
    expect(many).toMatchObject({ total: cap, capped: true });
    expect(many.list).toHaveLength(20);
    expect(await downloads('from=2002-03-01&to=2002-03-01')).toMatchObject({ total: 23, capped: false });
    expect(await actions('action=/admin/count/test')).toMatchObject({ total: cap, capped: true });
    expect(await actions('action=/admin/count/test&from=2002-03-01&to=2002-03-01')).toMatchObject({
      total: 23,
      capped: false,
    });
  }, 60_000);
});

describe('CSV exports', () => {
  it('downloads: BOM, the header in the caller language, formula cells neutralised, the filters applied', async () => {
    const conditions = `module=dcc&keyword=${encodeURIComponent(A)}`;
    const r = await call(PM, { url: `/admin/audit/downloads.csv?${conditions}`, language: 'zh' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="downloads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvLines(r.rawPayload);
    expect(header[0]).toBe('时间 (UTC)');
    expect(header).toContain('SHA-256');
    const listed = await downloads(conditions);
    expect(listed.total).toBeGreaterThan(0);
    expect(rows.map((row) => row[9])).toEqual(listed.list.map((d) => d.sha256));
    for (const row of rows) {
      expect(row[2]).toBe(A);
      expect(row[3]).toBe('深合移动');
      expect(row[4]).toBe('技术文档');
    }
    // The item named like a formula is shown as text.
    expect(rows.map((row) => row[6])).toContain(`'=HYPERLINK("http://evil")`);
    const en = csvLines((await call(PM, { url: '/admin/audit/downloads.csv?module=dcc', language: 'en' })).rawPayload);
    expect(en[0][0]).toBe('Time (UTC)');
  });

  it('actions: the same conditions as the list', async () => {
    const r = await call(PM, { url: '/admin/audit/actions.csv?action=/admin/qvl/', language: 'en' });
    expect(r.statusCode).toBe(200);
    const [header, ...rows] = csvLines(r.rawPayload);
    expect(header).toEqual(['Time (UTC)', 'Name', 'E-mail', 'Action', 'Target', 'Detail', 'IP address']);
    expect(rows.map((row) => row[3])).toEqual((await actions('action=/admin/qvl/')).list.map((a) => a.action));
    expect(rows[0][6]).toBe('203.0.113.8');
  });

  it('refuses more rows than the cap with a 413 envelope', async () => {
    const customer = await accountOf(t, A);
    const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
    await t.db.execute(sql`insert into download_records (account_id, file_id, item_kind, size, created_at)
      select ${customer.id}, ${file.id}, 'file', 1, timestamptz '2001-06-01 00:00:00+00' + g * interval '1 second'
      from generate_series(1, 50001) g`);
    const r = await call(PM, { url: '/admin/audit/downloads.csv?from=2001-01-01&to=2001-12-31', language: 'en' });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: 413, data: null });
    expect(r.json().msg).toContain('50000');
    // Narrower conditions fit (here: none of those rows, the header alone).
    const fits = await call(PM, { url: '/admin/audit/downloads.csv?from=2001-06-02&to=2001-12-31' });
    expect(fits.statusCode).toBe(200);
    expect(csvLines(fits.rawPayload)).toHaveLength(1);
  }, 60_000);
});

describe('dashboard', () => {
  it('is kept for the day it is made: asked again it comes from memory, and a new download shows at once', async () => {
    // A period in the past, so the counts do not follow the clock; the key does (dashboardDay).
    const query = 'from=2011-05-01&to=2011-05-07';
    const day = dashboardDay();
    const before = await board(query);
    const served = t.app.answers.served;
    expect(await board(query)).toEqual(before);
    // Unless UTC midnight fell between the two calls: then the second was rightly made afresh.
    if (dashboardDay() === day) expect(t.app.answers.served).toBe(served + 1);
    const customer = await accountOf(t, A);
    const [file] = await t.db.select().from(files).limit(1);
    await t.db.insert(downloadRecords).values({
      accountId: customer.id,
      fileId: file.id,
      size: 10,
      itemKind: 'file',
      itemId: file.id,
      createdAt: new Date('2011-05-03T08:00:00Z'),
    });
    await t.settle();
    const after = await board(query);
    expect(after.total).toBe(before.total + 1);
    expect(after.totals).toEqual([0, 0, 1, 0, 0, 0, 0]);
  });

  it('counts the downloads per day by platform and module, and the top items, within the caller scope', async () => {
    const customer = await accountOf(t, A);
    const other = await accountOf(t, B);
    const pm = await accountOf(t, PM);
    const [p1, p2, p3] = await platformIdsOf(t, ['NX310', 'NX510', 'NX910']);
    const x = await addCatalogItem(t, { kind: 'dcc', name: 'Dashboard X', platforms: ['NX310'] });
    const z = await addCatalogItem(t, { kind: 'tr', name: 'Dashboard Z', platforms: ['NX910'] });
    const [y] = await t.db.select().from(patches).where(isNotNull(patches.fileId)).limit(1);
    const [file] = await t.db.select().from(files).limit(1);
    const at = (day: number) => new Date(`2010-03-0${day}T12:00:00Z`);
    const row = (accountId: number, day: number, platformId: number | null, itemKind: string, itemId: number) => ({
      accountId,
      fileId: file.id,
      size: 10,
      itemKind,
      itemId,
      platformId,
      createdAt: at(day),
    });
    await t.db.insert(downloadRecords).values([
      ...Array.from({ length: 3 }, () => row(customer.id, 1, p1, 'dcc', x.id)),
      ...Array.from({ length: 2 }, () => row(customer.id, 2, p2, 'patch', y.id)),
      row(customer.id, 3, null, 'file', file.id),
      ...Array.from({ length: 4 }, () => row(other.id, 2, p3, 'tr', z.id)),
      // Staff downloads are no customer downloads.
      row(pm.id, 1, p1, 'dcc', x.id),
    ]);

    const d = await board('from=2010-03-01&to=2010-03-05');
    expect(d.days).toEqual(['2010-03-01', '2010-03-02', '2010-03-03', '2010-03-04', '2010-03-05']);
    expect(d.total).toBe(10);
    expect(d.totals).toEqual([3, 6, 1, 0, 0]);
    expect(d.byPlatform.map((s) => [s.platformId, s.total])).toEqual([
      [p3, 4],
      [p1, 3],
      [p2, 2],
      [null, 1],
    ]);
    expect(d.byPlatform[0]).toMatchObject({ name: 'NX910', counts: [0, 4, 0, 0, 0] });
    expect(d.byModule.map((s) => [s.module, s.total])).toEqual([
      ['tr', 4],
      ['dcc', 3],
      ['patch', 2],
      ['file', 1],
    ]);
    expect(d.topItems.map((i) => [i.module, i.itemId, i.name, i.downloads])).toEqual([
      ['tr', z.id, 'Dashboard Z', 4],
      ['dcc', x.id, 'Dashboard X', 3],
      ['patch', y.id, y.name, 2],
      ['file', file.id, file.name, 1],
    ]);
    // Sums agree with the list of the same period.
    expect((await downloads('from=2010-03-01&to=2010-03-05')).total).toBe(d.total);

    expect((await board('from=2010-03-01&to=2010-03-05', PM_B)).total).toBe(4);
    expect((await board('from=2010-03-01&to=2010-03-05', ADMIN)).total).toBe(10);
    expect((await board('from=2010-03-01&to=2010-03-05', PM_NONE)).total).toBe(0);
    const [companyA] = await t.db.select().from(companies).where(eq(companies.id, customer.companyId));
    expect((await board(`from=2010-03-01&to=2010-03-05&companyId=${companyA.id}`)).total).toBe(6);
  });

  it('defaults to the last 30 days, today included; refuses a reversed or over-long period', async () => {
    const d = await board('');
    expect(d.days).toHaveLength(30);
    expect(d.to).toBe(new Date().toISOString().slice(0, 10));
    expect(d.total).toBe(d.totals.reduce((a, b) => a + b, 0));
    expect(d.total).toBeGreaterThanOrEqual(4);
    expect((await board('from=2020-01-01&to=2020-12-31')).days).toHaveLength(366);
    for (const q of ['from=2010-03-05&to=2010-03-01', 'from=2020-01-01&to=2021-01-01']) {
      const r = await injectAs(t, PM, { url: `/admin/audit/dashboard?${q}`, language: 'en' });
      expect(r.statusCode, q).toBe(400);
      expect(r.json().msg).toContain('366');
    }
  });
});

describe('refusals', () => {
  const routes = ['actions', 'actions.csv', 'downloads', 'downloads.csv', 'options', 'dashboard'];

  it('customers get 403, the anonymous 401', async () => {
    for (const route of routes) {
      expect((await injectAs(t, A, `/admin/audit/${route}`)).statusCode, route).toBe(403);
      expect((await injectAs(t, 'child@demo.test', `/admin/audit/${route}`)).statusCode, route).toBe(403);
      expect((await injectAs(t, null, `/admin/audit/${route}`)).statusCode, route).toBe(401);
    }
  });

  it('hostile query values are a 400 envelope and change nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const bad = [
      'downloads?companyId=2147483648',
      'downloads?platformId=-1',
      'downloads?module=bogus',
      'downloads?keyword=a%00b',
      `downloads?keyword=${'x'.repeat(101)}`,
      'downloads?from=2026-02-30',
      'downloads?sortField=ip',
      'downloads.csv?companyId=abc',
      'actions?pageSize=1000',
      'actions?pageNum=0',
      'actions?sortOrder=sideways',
      'actions.csv?to=1969-12-31',
      'dashboard?from=10000-01-01',
      'dashboard?companyId=1.5',
    ];
    for (const q of bad) {
      const r = await injectAs(t, PM, `/admin/audit/${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().code, q).toBe(400);
      expect(typeof r.json().msg, q).toBe('string');
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0].n).toBe(before[0].n);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'GET /api/admin/audit/downloads'))),
    ).toEqual([]);
  });
});
