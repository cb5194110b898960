// SI/PI simulation (M13) through the API: each rule of spec §5 refused with its message and nothing
// changed; drafts saved at any point, edited, deleted, the author's alone; the state machine
// (draft → submitted → finished → re-simulated) with every illegal move a 409; the engineer's
// finish and its mail; uploads over tus (extension at creation, signature at the end, someone
// else's upload absent, a resumed upload byte-identical, a terminated or abandoned one leaving
// nothing, concatenation the client's 400); the download list and files; who sees what; hostile input.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf, injectAs } from '../../test/inject.ts';
import { pdfOf } from '../../test/multipart.ts';
import { tusOf } from '../../test/tus.ts';
import {
  accounts,
  files,
  mailOutbox,
  platforms,
  projects,
  simulationTasks,
  staffCompanies,
} from '../../db/schema/index.ts';
import { makeZip } from '../../db/seed/review-files.ts';

let t: TestApp;
const logLines: string[] = [];
const A = 'customer@demo.test';
const CHILD = 'child@demo.test';
const B = 'other@demo.test';
const PM = 'pm@demo.test';
const base = '/applypath/simulation';

beforeAll(async () => {
  t = await makeTestApp({}, { logLines });
  await t.app.ready();
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
const del = (url: string, who: string) => injectAs(t, who, { method: 'DELETE', url });
const tus = tusOf(() => t);
const en = { 'accept-language': 'en' };

const boardZip = (tag = 'board') => makeZip([{ name: `${tag}.brd`, data: Buffer.from(`allegro ${tag}`) }]);
const stackupCsv = (tag = '') => Buffer.from(`layer,material,thickness\nL1,copper,0.035${tag}\nL2,FR4,0.1\n`);
const netlistText = (tag = '') => Buffer.from(`$PACKAGES\nU1 NX510\n$NETS\nDDR_CLK; U1.A1 U2.B3${tag}\n$END\n`);

async function uploaded(
  who: string,
  name: string,
  role: string,
  content: Buffer,
  side: 'customer' | 'engineer' = 'customer',
) {
  const { fileId, res } = await tus.upload(who, name, role, content, side);
  expect(fileId, res.body).not.toBeNull();
  return fileId!;
}
async function threeFiles(who = A, tag = '') {
  return {
    boardFileId: await uploaded(who, `main${tag}.zip`, 'board', boardZip(`b${tag}`)),
    stackupFileId: await uploaded(who, `stackup${tag}.csv`, 'stackup', stackupCsv(tag)),
    netlistFileId: await uploaded(who, `netlist${tag}.net`, 'netlist', netlistText(tag)),
  };
}
async function refs() {
  const byName = async (name: string) => (await t.db.select().from(projects).where(eq(projects.name, name)))[0].id;
  const platform = async (name: string) => (await t.db.select().from(platforms).where(eq(platforms.name, name)))[0].id;
  return {
    phone: await byName('A-Phone X1'),
    secret: await byName('A-Secret'),
    nx510: await platform('NX510'),
    nx910: await platform('NX910'),
  };
}
async function complete(over: Record<string, unknown> = {}, who = A) {
  const r = await refs();
  return {
    simulationType: 'sipi',
    platformId: r.nx510,
    projectId: r.phone,
    designName: 'X1MainBoard',
    boardVersion: 'V12',
    layerCount: 10,
    unit: 'mil',
    boardThickness: '62.5',
    maxFrequency: '6.4',
    targetImpedance: '50',
    contactName: 'Li Wei',
    contactEmail: 'li.wei@shenhe.com',
    remark: '',
    ...(await threeFiles(who)),
    ...over,
  };
}
const taskCount = async () => Number((await t.db.select({ n: count() }).from(simulationTasks))[0].n);
const detail = async (id: number, who = A, prefix = base) => {
  const res = await get(`${prefix}/detail/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const ids = (res: { json: () => { data: { list: { id: number }[] } } }) => res.json().data.list.map((r) => r.id);

describe('spec §5: a submission needs every field and the three files, each rule with its message', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['design name of letters and digits only', { designName: 'X1-Main' }, 'letters and digits only'],
    ['board version required', { boardVersion: '  ' }, 'please input'],
    ['board thickness: digits and one decimal point', { boardThickness: '1.6.2' }, 'digits and one decimal point only'],
    ['max frequency: no letters', { maxFrequency: '6GHz' }, 'digits and one decimal point only'],
    ['target impedance: no sign', { targetImpedance: '-50' }, 'digits and one decimal point only'],
    ['layer number selected', { layerCount: null }, 'please select'],
    ['layer number from the list', { layerCount: 3 }, 'please select'],
    ['unit selected', { unit: null }, 'please select'],
    ['type selected', { simulationType: null }, 'please select'],
    ['platform selected', { platformId: null }, 'please select'],
    ['contact name of letters', { contactName: 'Li Wei 2' }, 'only Chinese and English allowed'],
    ['contact e-mail', { contactEmail: 'li.wei@' }, 'please enter correct e-mail format'],
    ['board file', { boardFileId: null }, 'Please upload all three PCB files'],
    ['netlist file', { netlistFileId: null }, 'Please upload all three PCB files'],
  ];
  it.each(cases)('%s', async (_name, over, message) => {
    const before = await taskCount();
    const res = await post(`${base}/submit`, A, await complete(over), en);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect(await taskCount()).toBe(before);
  });

  it('a project the caller may not see, a platform not authorized, a file not theirs: 400, nothing written', async () => {
    const r = await refs();
    const before = await taskCount();
    const hidden = await post(`${base}/submit`, CHILD, await complete({ projectId: r.secret }, CHILD), en);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().msg).toBe("Please choose one of your company's projects");
    const platform = await post(`${base}/submit`, A, await complete({ platformId: r.nx910 }), en);
    expect(platform.json().msg).toBe('Please choose a platform your company is authorized for');
    // Company B's upload named by company A.
    const foreign = await uploaded(B, 'b.csv', 'stackup', stackupCsv('b'));
    const theirs = await post(`${base}/submit`, A, await complete({ stackupFileId: foreign }), en);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().msg).toContain('upload it again');
    // A netlist named as the board: the role's extension is checked again.
    const own = await threeFiles();
    const swapped = await post(`${base}/submit`, A, await complete({ ...own, boardFileId: own.netlistFileId }), en);
    expect(swapped.statusCode).toBe(400);
    expect(await taskCount()).toBe(before);
  });
});

describe('drafts', () => {
  it('save at any point (formats only), list, edit, delete — the author alone sees and touches them', async () => {
    const empty = await post(`${base}/draft`, A, {});
    expect(empty.statusCode, empty.body).toBe(200);
    const id = empty.json().data.id as number;
    const bad = await post(`${base}/draft`, A, { designName: 'X1 Main', boardThickness: '1..6' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/letters and digits only|digits and one decimal point only/);

    const files = await threeFiles(A, 'd');
    const edit = await put(`${base}/draft/${id}`, A, { designName: 'DraftBoard', layerCount: 8, ...files });
    expect(edit.statusCode, edit.body).toBe(200);
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'draft', designName: 'DraftBoard', layerCount: 8, submitCount: 0 });
    expect(d.board.name).toBe('maind.zip');
    expect(d.can).toMatchObject({ edit: true, submit: true, resimulate: false, finish: false });
    // Saved again without changing the files: the task's own files are accepted.
    expect((await put(`${base}/draft/${id}`, A, { designName: 'DraftBoard2', ...files })).statusCode).toBe(200);

    expect(ids(await get(`${base}/drafts?pageSize=100`, A))).toContain(id);
    expect(ids(await get(`${base}/drafts?keyword=DraftBoard2`, A))).toEqual([id]);
    // A draft is nobody else's: not a colleague's, not another company's, not in My submissions.
    for (const who of [CHILD, B]) {
      expect(ids(await get(`${base}/drafts?pageSize=100`, who))).not.toContain(id);
      expect((await get(`${base}/detail/${id}`, who)).statusCode).toBe(404);
      expect((await put(`${base}/draft/${id}`, who, {})).statusCode).toBe(404);
      expect((await del(`${base}/draft/${id}`, who)).statusCode).toBe(404);
    }
    expect(ids(await get(`${base}/list?pageSize=100`, A))).not.toContain(id);
    expect((await get(`/admin/simulation/detail/${id}`, PM)).statusCode).toBe(404);

    expect((await del(`${base}/draft/${id}`, A)).statusCode).toBe(200);
    expect((await get(`${base}/detail/${id}`, A)).statusCode).toBe(404);
    expect((await del(`${base}/draft/${id}`, A)).statusCode).toBe(404);
  });
});

describe('the whole journey: draft → submitted → finished → re-simulated', () => {
  it('moves through its states, refuses every illegal move, mails the submitter and keeps every round', async () => {
    const body = await complete({ designName: 'JourneyBoard' });
    const draft = (await post(`${base}/draft`, A, { ...body, designName: 'JourneyDraft' })).json().data.id as number;
    // Submitting the draft needs every rule too.
    const incomplete = await post(`${base}/submit`, A, { ...body, boardVersion: '', draftId: draft }, en);
    expect(incomplete.statusCode).toBe(400);
    expect((await detail(draft)).status).toBe('draft');

    const submitted = await post(`${base}/submit`, A, { ...body, draftId: draft });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.id).toBe(draft);
    const d1 = await detail(draft);
    expect(d1).toMatchObject({
      status: 'submitted',
      submitCount: 1,
      designName: 'JourneyBoard',
      taskNo: expect.stringMatching(/^SIM0+\d+$/),
    });
    expect(d1.rounds).toHaveLength(1);
    expect(d1.rounds[0].inputs.map((f: { role: string }) => f.role).sort()).toEqual(['board', 'netlist', 'stackup']);
    // Now in My submissions for the company, the child included (its project is not hidden).
    expect(ids(await get(`${base}/list?status=submitted&pageSize=100`, CHILD))).toContain(draft);
    expect(ids(await get(`${base}/drafts?pageSize=100`, A))).not.toContain(draft);

    // Illegal moves: a submitted task is no draft and not finished.
    expect((await put(`${base}/draft/${draft}`, A, body)).statusCode).toBe(409);
    expect((await del(`${base}/draft/${draft}`, A)).statusCode).toBe(409);
    expect((await post(`${base}/submit`, A, { ...body, draftId: draft })).statusCode).toBe(409);
    expect((await post(`${base}/resimulate/${draft}`, A, body)).statusCode).toBe(409);
    // Customers cannot finish; the engineer's queue has it.
    expect((await post(`/admin/simulation/finish/${draft}`, A, {})).statusCode).toBe(403);
    expect(ids(await get('/admin/simulation/list?status=submitted&pageSize=100', PM))).toContain(draft);

    const result = await uploaded(
      PM,
      'sparams.zip',
      'result',
      makeZip([{ name: 'ddr.s4p', data: Buffer.from('! s4p') }]),
      'engineer',
    );
    const report = await uploaded(PM, 'report.pdf', 'report', pdfOf(4096, 'r1'), 'engineer');
    // The report must be a PDF of the engineer's own upload; results at least one.
    expect(
      (await post(`/admin/simulation/finish/${draft}`, PM, { resultFileIds: [], reportFileId: report }, en)).json().msg,
    ).toContain('Please upload at least one result file');
    expect(
      (await post(`/admin/simulation/finish/${draft}`, PM, { resultFileIds: [result], reportFileId: result }, en))
        .statusCode,
    ).toBe(400);
    const outboxOfA = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, A)).orderBy(mailOutbox.id);
    const mailsBefore = (await outboxOfA()).length;
    const finished = await post(`/admin/simulation/finish/${draft}`, PM, {
      resultFileIds: [result],
      reportFileId: report,
      note: 'Eye margin OK on DDR; PDN above target at 80 MHz.',
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(
      (await post(`/admin/simulation/finish/${draft}`, PM, { resultFileIds: [result], reportFileId: report }))
        .statusCode,
    ).toBe(409);
    const d2 = await detail(draft);
    expect(d2).toMatchObject({
      status: 'finished',
      engineer: expect.any(String),
      can: { resimulate: true, edit: false },
    });
    expect(d2.rounds[0].outputs.map((f: { name: string }) => f.name).sort()).toEqual(['report.pdf', 'sparams.zip']);
    expect(d2.rounds[0].note).toContain('Eye margin');
    const mails = await outboxOfA();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toMatch(/^【Nexora 技术支持门户】仿真任务 SIM0+\d+（JourneyBoard）已完成$/);

    // The download list has both outputs; each downloads, byte for byte, and is recorded.
    const downloads = (await get(`${base}/downloads?keyword=JourneyBoard&pageSize=100`, A)).json().data;
    expect(downloads.list.map((r: { name: string }) => r.name).sort()).toEqual(['report.pdf', 'sparams.zip']);
    const reportRow = downloads.list.find((r: { role: string }) => r.role === 'report');
    const file = await get(`${base}/file/${reportRow.fileId}`, A);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfOf(4096, 'r1'))).toBe(true);
    expect((await get(`${base}/file/${reportRow.fileId}`, B)).statusCode).toBe(404);
    expect((await get(`${base}/file/${reportRow.fileId}`, A, { range: 'bytes=0-7' })).body).toBe('%PDF-1.4');

    // Re-simulation: changed parameters and one new file; submit count + 1, the first round kept.
    const newStackup = await uploaded(A, 'stackup-v2.csv', 'stackup', stackupCsv('v2'));
    const again = await post(`${base}/resimulate/${draft}`, A, {
      ...body,
      stackupFileId: newStackup,
      targetImpedance: '45',
    });
    expect(again.statusCode, again.body).toBe(200);
    const d3 = await detail(draft);
    expect(d3).toMatchObject({ status: 'submitted', submitCount: 2, targetImpedance: '45', engineer: null });
    expect(d3.stackup.name).toBe('stackup-v2.csv');
    expect(d3.rounds.map((r: { round: number }) => r.round)).toEqual([2, 1]);
    expect(d3.rounds[1].outputs).toHaveLength(2);
    expect(d3.rounds[1].params.targetImpedance).toBe('50');
    expect(d3.rounds[0].params.targetImpedance).toBe('45');
    // The first round's results stay downloadable.
    expect((await get(`${base}/file/${reportRow.fileId}`, A)).statusCode).toBe(200);
    expect((await post(`${base}/resimulate/${draft}`, A, body)).statusCode).toBe(409);
  });
});

describe('uploads over tus', () => {
  it('refuses a wrong extension at creation and a wrong signature at the end, leaving nothing', async () => {
    const wrongName = await tus.create(A, 'board.exe', 'board', 10);
    expect(wrongName.statusCode).toBe(400);
    expect(JSON.parse(wrongName.body).msg).toBe('File format is incorrect: board.exe');
    const wrongRole = await tus.create(A, 'r.pdf', 'report', 10);
    expect(wrongRole.statusCode).toBe(400);
    // An engineer's role is not the customer's, and the other way round.
    expect((await tus.create(PM, 'main.zip', 'board', 10, 'engineer')).statusCode).toBe(400);

    const filesBefore = Number((await t.db.select({ n: count() }).from(files))[0].n);
    const fake = await tus.upload(A, 'main.zip', 'board', Buffer.from('this is not a zip at all'));
    expect(fake.res.statusCode).toBe(400);
    expect(JSON.parse(fake.res.body).msg).toBe('File format is incorrect: main.zip');
    const binary = await tus.upload(A, 'stackup.csv', 'stackup', Buffer.from([0x41, 0, 0x42]));
    expect(binary.res.statusCode).toBe(400);
    expect(Number((await t.db.select({ n: count() }).from(files))[0].n)).toBe(filesBefore);
    expect(fs.readdirSync(uploadDir()).filter((n) => !n.startsWith('.'))).toEqual([]);
  });

  it('resumes after a dropped connection: HEAD tells the offset, the rest follows, the file is byte-identical', async () => {
    const content = Buffer.concat([Buffer.from('PK\u0003\u0004'), crypto.randomBytes(300_000)]);
    const created = await tus.create(A, 'big.zip', 'board', content.length);
    const location = String(created.headers.location);
    const first = await tus.patch(A, location, 0, content.subarray(0, 100_000));
    expect(first.statusCode).toBe(204);
    const head = await tus.head(A, location);
    expect(head.headers['upload-offset']).toBe('100000');
    // Nobody else may ask, continue or end it.
    expect((await tus.head(B, location)).statusCode).toBe(404);
    expect((await tus.patch(CHILD, location, 100_000, content.subarray(100_000))).statusCode).toBe(404);
    expect((await tus.terminate(B, location)).statusCode).toBe(404);
    const rest = await tus.patch(A, location, 100_000, content.subarray(100_000));
    expect(rest.statusCode).toBe(204);
    const sha = crypto.createHash('sha256').update(content).digest('hex');
    expect(rest.headers['x-file-sha256']).toBe(sha);
    const [row] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, Number(rest.headers['x-file-id'])));
    expect(row).toMatchObject({ sha256: sha, size: content.length, name: 'big.zip' });
    expect(fs.readFileSync(t.app.deps.files.pathOf(sha)).equals(content)).toBe(true);
    expect(fs.readdirSync(uploadDir())).toEqual([]);
  });

  it('a full disk during a PATCH is the 507 envelope, not a 500, and the upload goes on once there is room', async () => {
    const content = Buffer.concat([Buffer.from('PK\u0003\u0004'), crypto.randomBytes(50_000)]);
    const created = await tus.create(A, 'full.zip', 'board', content.length);
    const location = String(created.headers.location);
    // The kernel's own full disk: every write to /dev/full fails with ENOSPC (its size is 0, as the new part's).
    const part = path.join(uploadDir(), location.split('/').at(-1)!);
    fs.rmSync(part);
    fs.symlinkSync('/dev/full', part);
    const full = await tus.patch(A, location, 0, content);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ code: 507, msg: expect.stringContaining('no storage space left') });
    expect(full.headers['content-type']).toMatch(/^application\/json/);
    // Room again: the upload goes on from its offset and is stored whole.
    fs.rmSync(part);
    fs.writeFileSync(part, '');
    expect((await tus.head(A, location)).headers['upload-offset']).toBe('0');
    const again = await tus.patch(A, location, 0, content);
    expect(again.statusCode).toBe(204);
    expect(again.headers['x-file-sha256']).toBe(crypto.createHash('sha256').update(content).digest('hex'));
  });

  it('a terminated upload and an abandoned one leave nothing behind', async () => {
    const created = await tus.create(A, 'gone.zip', 'board', 1000);
    const location = String(created.headers.location);
    await tus.patch(A, location, 0, Buffer.from('PK\u0003\u0004abcd'));
    expect(fs.readdirSync(uploadDir()).length).toBeGreaterThan(0);
    expect((await tus.terminate(A, location)).statusCode).toBe(204);
    expect(fs.readdirSync(uploadDir())).toEqual([]);
    expect((await tus.head(A, location)).statusCode).toBe(404);

    // Abandoned: created two days ago and never finished; the sweep removes its part and record.
    const stale = await tus.create(A, 'stale.zip', 'board', 1000);
    const id = String(stale.headers.location).split('/').at(-1)!;
    await tus.patch(A, String(stale.headers.location), 0, Buffer.from('PK\u0003\u0004'));
    const fresh = await tus.create(A, 'fresh.zip', 'board', 1000);
    const record = path.join(uploadDir(), `${id}.json`);
    const info = JSON.parse(fs.readFileSync(record, 'utf8'));
    info.creation_date = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    fs.writeFileSync(record, JSON.stringify(info));
    const { createSimulationUploads } = await import('./uploads.ts');
    const sweeper = createSimulationUploads({
      dataDir: t.app.deps.config.dataDir,
      files: t.app.deps.files,
      paths: { customer: '/x', engineer: '/y' },
    });
    expect(await sweeper.sweep()).toBe(1);
    const left = fs.readdirSync(uploadDir());
    expect(left.some((n) => n.startsWith(id))).toBe(false);
    const freshId = String(fresh.headers.location).split('/').at(-1)!;
    expect(left).toContain(freshId);
    await tus.terminate(A, String(fresh.headers.location));
  });

  it('refuses concatenation (parallel uploads) as the client’s 400, logging no error', async () => {
    const logged = logLines.length;
    for (const [who, role, side] of [
      [A, 'board', 'customer'],
      [PM, 'result', 'engineer'],
    ] as const)
      for (const concat of ['partial', `final;/api/applypath/simulation/upload/${'a'.repeat(32)}`]) {
        const res = await tus.create(who, 'main.zip', role, 10, side, { 'upload-concat': concat });
        expect(res.statusCode, `${side} ${concat}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('concatenation') });
      }
    const errors = logLines.slice(logged).filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
    expect((await fs.promises.readdir(uploadDir())).filter((n) => !n.startsWith('.'))).toEqual([]);
  });

  it('asks for a signed-in caller with the right code', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/applypath/simulation/upload',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await tus.create(PM, 'a.zip', 'board', 5)).statusCode).toBe(403);
    expect((await tus.create(A, 'r.pdf', 'report', 5, 'engineer')).statusCode).toBe(403);
    // An id that is no upload's: 404 without touching the disk.
    expect((await tus.head(A, '/api/applypath/simulation/upload/..%2F..%2Fetc')).statusCode).toBe(404);
  });
});

const uploadDir = () => path.join(t.app.deps.config.dataDir, 'uploads', 'simulation');

describe('who sees what', () => {
  it('company, hidden projects, the engineer’s companies', async () => {
    const r = await refs();
    const secret = (
      await post(`${base}/submit`, A, await complete({ projectId: r.secret, designName: 'SecretBoard' }))
    ).json().data.id as number;
    const open = (await post(`${base}/submit`, A, await complete({ designName: 'OpenBoard' }))).json().data
      .id as number;
    expect(ids(await get(`${base}/list?pageSize=100`, A))).toEqual(expect.arrayContaining([secret, open]));
    const child = ids(await get(`${base}/list?pageSize=100`, CHILD));
    expect(child).toContain(open);
    expect(child).not.toContain(secret);
    expect((await get(`${base}/detail/${secret}`, CHILD)).statusCode).toBe(404);
    expect((await get(`${base}/detail/${open}`, B)).statusCode).toBe(404);
    expect(ids(await get(`${base}/list?pageSize=100`, B))).not.toContain(open);
    const secretFile = (await detail(secret)).board.fileId as number;
    expect((await get(`${base}/file/${secretFile}`, CHILD)).statusCode).toBe(404);
    expect((await get(`${base}/file/${secretFile}`, B)).statusCode).toBe(404);
    // The child may not re-simulate what it may not see (404, not 409).
    expect((await post(`${base}/resimulate/${secret}`, CHILD, {})).statusCode).toBe(400);

    // An engineer sees only their companies' tasks.
    const [pm] = await t.db.select().from(accounts).where(eq(accounts.email, PM));
    const assigned = await t.db.select().from(staffCompanies).where(eq(staffCompanies.accountId, pm.id));
    expect(assigned.length).toBeGreaterThan(0);
    expect((await get(`/admin/simulation/detail/${open}`, PM)).statusCode).toBe(200);
    await t.db.delete(staffCompanies).where(eq(staffCompanies.accountId, pm.id));
    try {
      expect((await get(`/admin/simulation/detail/${open}`, PM)).statusCode).toBe(404);
      expect(ids(await get('/admin/simulation/list?pageSize=100', PM))).toEqual([]);
    } finally {
      await t.db.insert(staffCompanies).values(assigned);
    }
    // Walking the ids as company B finds only B's own tasks.
    const [{ max }] = await t.db.select({ max: sql<number>`max(${simulationTasks.id})` }).from(simulationTasks);
    const [b] = await t.db.select().from(accounts).where(eq(accounts.email, B));
    for (let id = 1; id <= Number(max); id++) {
      const res = await get(`${base}/detail/${id}`, B);
      const [task] = await t.db.select().from(simulationTasks).where(eq(simulationTasks.id, id));
      const own = task && task.companyId === b.companyId && (task.status !== 'draft' || task.accountId === b.id);
      expect(res.statusCode, `task ${id}`).toBe(own ? 200 : 404);
    }
    // Customers are refused the console, staff the customer's pages.
    expect((await get('/admin/simulation/list', A)).statusCode).toBe(403);
    expect((await get(`${base}/list`, PM)).statusCode).toBe(403);
  });
});

describe('hostile input', () => {
  it('answers 400, never 5xx, and changes nothing', async () => {
    const before = await taskCount();
    const bodies: unknown[] = [
      { platformId: 2 ** 31 },
      { designName: 'a'.repeat(200_000) },
      { remark: 'nul\u0000byte' },
      { layerCount: '10' },
      { boardFileId: -1 },
      { unit: 'inch' },
      [],
    ];
    for (const body of bodies) {
      const res = await post(`${base}/draft`, A, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const url of [
      `${base}/detail/2147483648`,
      `${base}/file/0`,
      `${base}/list?pageNum=0`,
      `${base}/list?status=draft`,
    ]) {
      expect((await get(url, A)).statusCode, url).toBe(400);
    }
    expect((await get(`${base}/detail/2147483647`, A)).statusCode).toBe(404);
    // A megabyte and more is refused before any schema runs.
    expect((await post(`${base}/draft`, A, { remark: 'a'.repeat(1024 * 1024) })).statusCode).toBe(413);
    expect(await taskCount()).toBe(before);
  });
});
