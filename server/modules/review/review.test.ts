// Design review (M09) end to end through the API: the customer's list, filters and badge; the zip
// checked by content (each refusal leaves nothing behind); the whole journey with the engineer;
// every illegal transition (409); items answered in bulk; confidential zips refused on every path;
// who sees what (company, hidden projects, the engineer's companies); and bad input.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf, injectAs, tokenOf } from '../../test/inject.ts';
import { newReads, noteReadsOf } from '../../db/reads.ts';
import { userForToken, type AuthUser } from '../../platform/auth.ts';
import { reviewDetail, reviewMessagesOf, reviewOptions } from './read.ts';
import { multipartBody } from '../../test/multipart.ts';
import { designZip, itemPicture, makeZip } from '../../db/seed/review-files.ts';
import { craftZip } from '../../test/zips.ts';
import {
  accounts,
  companies,
  downloadRecords,
  files,
  mailOutbox,
  messageSettings,
  projects,
  platforms,
  reviewItems,
  reviews,
  staffCompanies,
} from '../../db/schema/index.ts';

let t: TestApp;
const A = 'customer@demo.test';
const CHILD = 'child@demo.test';
const B = 'other@demo.test';
const PM = 'pm@demo.test';

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
type Row = { id: number; pcbProject: string; progress: string; result: string | null; project: string };

const list = async (who: string, query = '', prefix = '/applypath/review') => {
  const res = await get(`${prefix}/list?pageSize=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
const idOf = async (pcbProject: string) =>
  (await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.pcbProject, pcbProject)))[0].id;
const upload = (who: string, name: string, content: Buffer, url = '/applypath/review/upload') => {
  const body = multipartBody(name, content);
  return injectAs(t, who, { method: 'POST', url, headers: body.headers, payload: body.payload, language: 'en' });
};
const fileCount = async () => Number((await t.db.select({ n: count() }).from(files))[0].n);
const badge = async (who: string) => (await get('/applypath/review/getCustomerModifyCount', who)).json().data as number;

const refs = async () => {
  const [phone] = await t.db.select().from(projects).where(eq(projects.name, 'A-Phone X1'));
  const [secret] = await t.db.select().from(projects).where(eq(projects.name, 'A-Secret'));
  const [nx510] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX510'));
  const [nx910] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX910'));
  return { phone: phone.id, secret: secret.id, nx510: nx510.id, nx910: nx910.id };
};
const formOf = async (fileId: number, over: Record<string, unknown> = {}) => {
  const r = await refs();
  return {
    reviewType: 'schematicPcb',
    pcbProject: 'X1 Test Board',
    projectId: r.phone,
    platformId: r.nx510,
    contacts: '李工 13800000002',
    edaTool: 'allegro',
    referenceDesign: 'NX510 RD-2.1',
    pcbEdition: 'V1.0',
    stackStructure: '8 层 2 阶 HDI',
    sideType: 'double',
    memoryType: 'lpddr5',
    hasRevision: false,
    revisionDesc: '',
    hasNewFunction: true,
    newFunctionDesc: 'USB-C PD',
    fileId,
    confidential: false,
    remark: '',
    ...over,
  };
};
const newZip = async (who = A, board = 'board') => {
  const res = await upload(who, `${board}.zip`, designZip(board));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileId as number;
};
const submit = async (over: Record<string, unknown> = {}, who = A) => {
  const res = await post('/applypath/review/add', who, await formOf(await newZip(who), over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe('customer list and badge', () => {
  it('shows the company’s reviews; a child not those of its hidden project; another company its own', async () => {
    const mine = await list(A);
    expect(mine.total).toBe(11);
    expect(mine.list.map((r) => r.project)).toContain('A-Secret');
    const child = await list(CHILD);
    expect(child.total).toBe(10);
    expect(child.list.map((r) => r.project)).not.toContain('A-Secret');
    const other = await list(B);
    expect(other.list.map((r) => r.pcbProject).sort()).toEqual(['R9 5G Module', 'R9 Main Board v2']);
  });

  it('filters by progress, result (or open), type, project and dates', async () => {
    expect((await list(A, '&progress=revising&result=open')).list.map((r) => r.pcbProject).sort()).toEqual([
      'Secret 原型板 P0',
      'X1 5G 主板 MB-V2.0',
    ]);
    for (const result of ['pass', 'fail', 'riskPass', 'forceEnd', 'ownRisk'])
      expect((await list(A, `&result=${result}`)).total, result).toBe(1);
    expect((await list(A, '&reviewType=pcb')).list.every((r) => r.pcbProject)).toBe(true);
    const r = await refs();
    expect((await list(A, `&projectId=${r.secret}`)).list.map((x) => x.pcbProject)).toEqual(['Secret 原型板 P0']);
    expect((await list(CHILD, `&projectId=${r.secret}`)).total).toBe(0);
    expect((await list(A, '&submittedFrom=2026-06-01&submittedTo=2026-06-10')).list.map((x) => x.pcbProject)).toEqual([
      'X1 主板 MB-V1.3',
      'T2 Mainboard Rev B',
      'X1 副板 SB-V1.0',
    ]);
    expect((await list(A, '&keyword=%25')).total).toBe(0);
  });

  it('counts the reviews waiting for the customer (the badge), by what each caller sees', async () => {
    expect(await badge(A)).toBe(2);
    expect(await badge(CHILD)).toBe(1);
    expect(await badge(B)).toBe(1);
    expect((await get('/applypath/review/getCustomerModifyCount', PM)).statusCode).toBe(403);
  });
});

describe('visibility', () => {
  it('another company’s ids, a hidden project’s and unknown ones are 404 everywhere', async () => {
    const ofB = await idOf('R9 Main Board v2');
    const secret = await idOf('Secret 原型板 P0');
    for (const url of [`/applypath/review/detail/${ofB}`, `/applypath/review/messages/${ofB}`])
      expect((await get(url, A)).statusCode, url).toBe(404);
    expect((await get(`/applypath/review/detail/${secret}`, CHILD)).statusCode).toBe(404);
    expect((await get(`/applypath/review/detail/${secret}`, A)).statusCode).toBe(200);
    expect((await post(`/applypath/review/closeOwnRisk/${ofB}`, A)).statusCode).toBe(404);
    expect((await post(`/applypath/review/interact/${ofB}`, A, { content: 'hi' })).statusCode).toBe(404);
    expect((await post(`/applypath/review/score/${ofB}`, A, { score: 5 })).statusCode).toBe(404);
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.reviewId, ofB));
    expect(
      (await post('/applypath/review/itemsBatchSet', A, { reviewId: ofB, itemIds: [item.id], status: 'revised' }))
        .statusCode,
    ).toBe(404);
    // Walking ids as company B finds only its own two.
    let seen = 0;
    for (let id = 1; id <= 30; id++) if ((await get(`/applypath/review/detail/${id}`, B)).statusCode === 200) seen++;
    expect(seen).toBe(2);
  });

  it('an engineer sees only the reviews of their companies', async () => {
    expect((await list(PM, '', '/admin/review')).total).toBeGreaterThanOrEqual(13);
    const ofB = await idOf('R9 5G Module');
    const [b] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Lumen Devices'));
    const [pm] = await t.db.select().from(accounts).where(eq(accounts.email, PM));
    await t.db
      .delete(staffCompanies)
      .where(and(eq(staffCompanies.accountId, pm.id), eq(staffCompanies.companyId, b.id)));
    try {
      expect((await get(`/admin/review/detail/${ofB}`, PM)).statusCode).toBe(404);
      expect((await post(`/admin/review/take/${ofB}`, PM)).statusCode).toBe(404);
      expect((await list(PM, '', '/admin/review')).list.map((r) => r.pcbProject)).not.toContain('R9 5G Module');
    } finally {
      await t.db.insert(staffCompanies).values({ accountId: pm.id, companyId: b.id });
    }
  });
});

describe('the zip, checked by content', () => {
  // 8 MB of zeros deflated to 8 KB, declared as 8 KB: a ratio of 1 that only inflating belies.
  const zeros = zlib.deflateRawSync(Buffer.alloc(8 * 1024 * 1024));
  const sheet = Buffer.from('RefDes,Part,Qty\nU1,NX-SoC,1\n'.repeat(40));
  const refusals: [string, string, Buffer, string][] = [
    ['a renamed PDF', 'design.zip', Buffer.from('%PDF-1.4\n% not a zip\n%%EOF'), '只能|single .zip'],
    ['a name that is not .zip', 'design.rar', designZip('x'), 'single .zip'],
    ['a cut zip', 'cut.zip', designZip('cut').subarray(0, 200), 'damaged'],
    ['an encrypted zip', 'enc.zip', makeZip([{ name: 'a.sch', data: 'x', flags: 1 }]), 'encrypted'],
    ['a zip bomb', 'bomb.zip', makeZip([{ name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }]), 'expands'],
    ['a path that climbs out', 'evil.zip', makeZip([{ name: '../../etc/cron.d/x', data: 'x' }]), "'\\.\\.'"],
    ['an absolute path', 'abs.zip', makeZip([{ name: '/etc/passwd', data: 'x' }]), 'absolute'],
    [
      'a zip that inflates past its sizes',
      'lie.zip',
      craftZip([{ name: 'a.sch', body: zeros, size: zeros.length }]),
      'declares',
    ],
    [
      'entries sharing one block of data',
      'shared.zip',
      craftZip([
        { name: 'bom.csv', data: sheet },
        ...Array.from({ length: 20 }, (_, i) => ({ name: `bom${i}.csv`, data: sheet, pointsAt: 0 })),
      ]),
      'expands',
    ],
    [
      'a symbolic link',
      'link.zip',
      craftZip([{ name: 'lib', data: '/etc', method: 0, mode: 0o120777 }]),
      'symbolic link',
    ],
    [
      'a local name that climbs out',
      'hidden.zip',
      craftZip([{ name: 'a.sch', localName: '../../x', data: 'x' }]),
      "'\\.\\.'",
    ],
  ];
  for (const [what, name, content, message] of refusals)
    it(`refuses ${what} with a clear message and leaves nothing behind`, async () => {
      const before = await fileCount();
      const stored = fs.readdirSync(t.files.root, { recursive: true }).length;
      const res = await upload(A, name, content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(new RegExp(message.replace('只能|', '')));
      expect(await fileCount()).toBe(before);
      expect(fs.readdirSync(t.files.root, { recursive: true }).length).toBeLessThanOrEqual(stored + 1);
      const sha = (await import('node:crypto')).createHash('sha256').update(content).digest('hex');
      expect(fs.existsSync(t.files.pathOf(sha))).toBe(false);
    });

  it('answers in the caller’s language', async () => {
    const res = await injectAs(t, A, {
      method: 'POST',
      url: '/applypath/review/upload',
      language: 'zh',
      ...(() => {
        const b = multipartBody('x.zip', makeZip([{ name: 's.sch', data: 'x', flags: 1 }]));
        return { headers: b.headers, payload: b.payload };
      })(),
    });
    expect(res.json().msg).toBe('zip 压缩包已加密，请上传未设密码的压缩包');
  });

  it('refuses a bad zip that came through the generic upload when it is attached', async () => {
    const body = multipartBody('enc.zip', makeZip([{ name: 'a.sch', data: 'y', flags: 1 }]));
    const res = await injectAs(t, A, { method: 'POST', url: '/common/file/upload', ...body });
    expect(res.statusCode, res.body).toBe(200);
    const add = await post('/applypath/review/add', A, await formOf(res.json().data.fileId), {
      'accept-language': 'en',
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().msg).toMatch(/encrypted/);
  });
});

describe('the journey', () => {
  it('submit → take → items → revise → bulk answers → retrial → pass → score, with history, mails and badge', async () => {
    const id = await submit({ pcbProject: 'Journey Board' });
    let detail = (await get(`/applypath/review/detail/${id}`, A)).json().data;
    expect(detail).toMatchObject({ progress: 'notReviewed', result: null, round: 1, confidential: false });
    expect(detail.can).toMatchObject({ edit: true, retrial: false, score: false, closeOwnRisk: false });
    const edited = await put('/applypath/review/edit', A, {
      ...(await formOf(detail.attachment.fileId, { pcbProject: 'Journey Board' })),
      id,
      remark: 'v2',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    expect((await post(`/admin/review/take/${id}`, PM)).statusCode).toBe(200);
    const picture = await upload(PM, 'ddr.png', itemPicture(3), '/admin/review/picture');
    expect(picture.statusCode, picture.body).toBe(200);
    const add = (description: string, pictureFileId?: number) =>
      post(`/admin/review/item/${id}`, PM, { level: 'major', position: 'U2', description, pictureFileId });
    expect((await add('Route DQ over a solid plane', picture.json().data.fileId)).statusCode).toBe(200);
    expect((await add('Move C118 closer')).statusCode).toBe(200);
    expect((await add('Pin-1 marking')).statusCode).toBe(200);

    const badgeBefore = await badge(A);
    const mailsBefore = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, A));
    expect((await post(`/admin/review/askRevision/${id}`, PM, { note: 'see items' })).statusCode).toBe(200);
    expect(await badge(A)).toBe(badgeBefore + 1);
    const mailsAfter = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, A));
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);
    expect(mailsAfter.at(-1)!.subject).toContain('Journey Board');

    detail = (await get(`/applypath/review/detail/${id}`, A)).json().data;
    expect(detail.progress).toBe('revising');
    expect(detail.items).toHaveLength(3);
    expect(detail.items.find((i: { picture: unknown }) => i.picture)).toBeTruthy();
    const ids = detail.items.map((i: { id: number }) => i.id);
    const bulk = await post('/applypath/review/itemsBatchSet', A, {
      reviewId: id,
      itemIds: ids.slice(0, 2),
      status: 'revised',
    });
    expect(bulk.json().data).toEqual({ id, updated: 2 });
    await post('/applypath/review/itemsBatchSet', A, { reviewId: id, itemIds: [ids[2]], status: 'ownRisk' });
    detail = (await get(`/applypath/review/detail/${id}`, A)).json().data;
    expect(detail.items.map((i: { status: string }) => i.status).sort()).toEqual(['ownRisk', 'revised', 'revised']);

    const retrialZip = await newZip(A, 'journey-r2');
    const repeat = await post(`/applypath/review/repeat/${id}`, A, { fileId: retrialZip, note: 'Fixed 1 and 2' });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(await badge(A)).toBe(badgeBefore);
    expect((await post(`/admin/review/take/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/review/finish/${id}`, PM, { result: 'pass' })).statusCode).toBe(200);
    const score = await post(`/applypath/review/score/${id}`, A, { score: 4, comment: 'Quick and clear' });
    expect(score.statusCode, score.body).toBe(200);
    expect((await post(`/applypath/review/score/${id}`, A, { score: 5 })).statusCode).toBe(409);

    detail = (await get(`/applypath/review/detail/${id}`, A)).json().data;
    expect(detail).toMatchObject({
      progress: 'reviewing',
      result: 'pass',
      round: 2,
      score: 4,
      scoreComment: 'Quick and clear',
    });
    expect(detail.attachment.fileId).toBe(retrialZip);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'edit',
      'take',
      'askRevision',
      'retrial',
      'take',
      'pass',
      'score',
    ]);
    expect(detail.history[2]).toMatchObject({ byStaff: true, progress: 'reviewing' });
  });

  it('the conversation: both sides see each message, attachments included; an engineer’s reply mails the customer', async () => {
    const id = await idOf('X1 副板 SB-V1.0');
    const body = multipartBody('log.txt', Buffer.from('boot log\n'));
    const up = await injectAs(t, A, { method: 'POST', url: '/common/file/upload', ...body });
    const fileId = up.json().data.fileId;
    expect(
      (await post(`/applypath/review/interact/${id}`, A, { content: '附上启动日志', fileIds: [fileId] })).statusCode,
    ).toBe(200);
    // The file is the review's now: the generic route no longer hands it out.
    expect((await get(`/common/file/download/${fileId}`, A)).statusCode).toBe(404);
    const before = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, A))).length;
    expect((await post(`/admin/review/interact/${id}`, PM, { content: 'Looked at it' })).statusCode).toBe(200);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, A))).length).toBe(before + 1);
    const seenByPm = (await get(`/admin/review/messages/${id}`, PM)).json().data;
    const seenByA = (await get(`/applypath/review/messages/${id}`, A)).json().data;
    expect(seenByA.map((m: { content: string }) => m.content)).toEqual(
      seenByPm.map((m: { content: string }) => m.content),
    );
    expect(seenByA.at(-2)).toMatchObject({ mine: true, byStaff: false, files: [{ fileId, name: 'log.txt' }] });
    expect(seenByA.at(-1)).toMatchObject({ mine: false, byStaff: true });
    expect((await get(`/applypath/review/attachment/${fileId}`, A)).statusCode).toBe(200);
    expect((await get(`/admin/review/attachment/${fileId}`, PM)).statusCode).toBe(200);
    // A file of someone else (or of nobody) cannot be attached.
    expect((await post(`/applypath/review/interact/${id}`, A, { content: 'x', fileIds: [fileId] })).statusCode).toBe(
      400,
    );
  });

  it('a customer who turned review mails off gets none', async () => {
    const [b] = await t.db.select().from(accounts).where(eq(accounts.email, B));
    await t.db.insert(messageSettings).values({ accountId: b.id, module: 'review', enabled: false, mode: 'immediate' });
    const id = await submit({ projectId: undefined }, B).catch(() => 0);
    void id;
    const ofB = await idOf('R9 5G Module');
    await post(`/admin/review/take/${ofB}`, PM);
    await post(`/admin/review/item/${ofB}`, PM, { level: 'minor', position: 'J1', description: 'x' });
    const before = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, B))).length;
    expect((await post(`/admin/review/askRevision/${ofB}`, PM, {})).statusCode).toBe(200);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, B))).length).toBe(before);
  });
});

describe('illegal transitions are 409 and change nothing', () => {
  it('refuses each move its state does not allow', async () => {
    const id = await submit({ pcbProject: 'Illegal Board' });
    const expect409 = async (res: Promise<{ statusCode: number; body: string }>, what: string) => {
      const r = await res;
      expect(r.statusCode, `${what}: ${r.body}`).toBe(409);
    };
    // notReviewed
    await expect409(post(`/admin/review/finish/${id}`, PM, { result: 'pass' }), 'pass before take');
    await expect409(post(`/admin/review/askRevision/${id}`, PM, {}), 'ask before take');
    await expect409(
      post(`/admin/review/item/${id}`, PM, { level: 'minor', position: 'x', description: 'y' }),
      'item before take',
    );
    await expect409(post(`/applypath/review/closeOwnRisk/${id}`, A), 'own risk before take');
    await expect409(
      post(`/applypath/review/repeat/${id}`, A, { fileId: await newZip(), note: 'n' }),
      'retrial not revising',
    );
    await expect409(post(`/applypath/review/score/${id}`, A, { score: 3 }), 'score open');
    // reviewing
    expect((await post(`/admin/review/take/${id}`, PM)).statusCode).toBe(200);
    await expect409(post(`/admin/review/take/${id}`, PM), 'take twice');
    const form = await formOf((await get(`/applypath/review/detail/${id}`, A)).json().data.attachment.fileId);
    await expect409(put('/applypath/review/edit', A, { ...form, id }), 'edit after take');
    await expect409(post(`/admin/review/askRevision/${id}`, PM, {}), 'ask without items');
    const item = await post(`/admin/review/item/${id}`, PM, { level: 'minor', position: 'x', description: 'y' });
    await expect409(
      post('/applypath/review/itemsBatchSet', A, { reviewId: id, itemIds: [item.json().data.id], status: 'revised' }),
      'answer while reviewing',
    );
    // revising
    expect((await post(`/admin/review/askRevision/${id}`, PM, {})).statusCode).toBe(200);
    await expect409(post(`/admin/review/finish/${id}`, PM, { result: 'pass' }), 'pass while revising');
    await expect409(post(`/admin/review/take/${id}`, PM), 'take while revising');
    // own risk ends it: nothing moves after that but a score
    expect((await post(`/applypath/review/closeOwnRisk/${id}`, A)).statusCode).toBe(200);
    await expect409(post(`/admin/review/finish/${id}`, PM, { result: 'forceEnd' }), 'force end a finished one');
    await expect409(post(`/applypath/review/closeOwnRisk/${id}`, A), 'own risk twice');
    await expect409(post(`/applypath/review/interact/${id}`, A, { content: 'late' }), 'talk after the end');
    await expect409(post(`/admin/review/interact/${id}`, PM, { content: 'late' }), 'reply after the end');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ progress: 'revising', result: 'ownRisk', score: null });
    expect((await post(`/applypath/review/score/${id}`, A, { score: 2 })).statusCode).toBe(200);
  });

  it('fail, risk-pass and force end from their states', async () => {
    for (const result of ['fail', 'riskPass', 'forceEnd'] as const) {
      const id = await submit({ pcbProject: `End ${result}` });
      if (result !== 'forceEnd') expect((await post(`/admin/review/take/${id}`, PM)).statusCode).toBe(200);
      const res = await post(`/admin/review/finish/${id}`, PM, { result, note: 'n' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get(`/applypath/review/detail/${id}`, A)).json().data.result).toBe(result);
    }
  });

  it('two engineers taking the same review at once: one wins, the other is 409', async () => {
    const id = await submit({ pcbProject: 'Race Board' });
    const results = await Promise.all([post(`/admin/review/take/${id}`, PM), post(`/admin/review/take/${id}`, PM)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = (await get(`/applypath/review/detail/${id}`, A)).json().data.history;
    expect(history.filter((h: { action: string }) => h.action === 'take')).toHaveLength(1);
  });
});

describe('confidential zips are never served', () => {
  it('refuses the attachment to the customer and the engineer, and through the generic file routes', async () => {
    const id = await submit({ pcbProject: 'Confidential Board', confidential: true });
    const detail = (await get(`/applypath/review/detail/${id}`, A)).json().data;
    const fileId = detail.attachment.fileId;
    for (const [url, who] of [
      [`/applypath/review/attachment/${fileId}`, A],
      [`/applypath/review/attachment/${fileId}?inline=1`, A],
      [`/admin/review/attachment/${fileId}`, PM],
    ] as const) {
      const res = await get(url, who);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toMatch(/Confidential review attachments cannot be downloaded|保密评审附件不可下载/);
    }
    expect((await get(`/common/file/download/${fileId}`, A)).statusCode).toBe(404);
    expect((await post('/common/file/batchDownload', A, { ids: [fileId] })).statusCode).toBe(404);
    const seeded = await idOf('Secret 原型板 P0');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, seeded));
    expect((await get(`/applypath/review/attachment/${row.fileId}`, A)).statusCode).toBe(403);
    expect((await get(`/admin/review/attachment/${row.fileId}`, PM)).statusCode).toBe(403);
    // Nobody uploaded the seeded zips, and a submitted one is no longer its uploader's: the generic routes have none.
    expect((await get(`/common/file/download/${row.fileId}`, A)).statusCode).toBe(404);
    expect((await post('/common/file/batchDownload', A, { ids: [row.fileId] })).statusCode).toBe(404);
    const records = await t.db
      .select()
      .from(downloadRecords)
      .where(inArray(downloadRecords.fileId, [fileId, row.fileId]));
    expect(records).toHaveLength(0);
  });

  it('serves a non-confidential zip with its bytes and records it in My downloads', async () => {
    const id = await idOf('X1 主板 MB-V1.3');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    const res = await get(`/applypath/review/attachment/${row.fileId}`, A);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`/applypath/review/attachment/${row.fileId}`, B)).statusCode).toBe(404);
    const records = await t.db.select().from(downloadRecords).where(eq(downloadRecords.fileId, row.fileId));
    expect(records.map((r) => r.itemKind)).toEqual(['review']);
  });
});

describe('bad input', () => {
  it('is 400 naming the problem and changes nothing', async () => {
    const before = Number((await t.db.select({ n: count() }).from(reviews))[0].n);
    const zip = await newZip();
    const r = await refs();
    const bad: [string, Record<string, unknown>][] = [
      ['id over int4', { projectId: 2 ** 31 }],
      ['NUL byte', { pcbProject: 'a\u0000b' }],
      ['a string over its maximum', { remark: 'x'.repeat(100_000) }],
      ['wrong type', { confidential: 'yes' }],
      ['blank required', { contacts: '   ' }],
      ['flag without description', { hasRevision: true, revisionDesc: '' }],
      ['unknown enum', { edaTool: 'eagle' }],
      ['another company’s project', { projectId: 2147483647 }],
      ['a hidden project (child)', {}],
      ['an unauthorized chip', { platformId: r.nx910 }],
    ];
    for (const [what, over] of bad) {
      const who = what.includes('child') ? CHILD : A;
      const fileId = who === CHILD ? await newZip(CHILD) : zip;
      const payload = await formOf(fileId, what.includes('child') ? { projectId: r.secret } : over);
      const res = await post('/applypath/review/add', who, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    }
    // A megabyte of text is refused before it is read (the body limit).
    const huge = await post('/applypath/review/add', A, await formOf(zip, { remark: 'x'.repeat(1024 * 1024) }));
    expect([400, 413]).toContain(huge.statusCode);
    for (const url of [
      `/applypath/review/detail/${2 ** 31}`,
      '/applypath/review/list?submittedFrom=2026-02-30',
      '/applypath/review/list?progress=done',
    ])
      expect((await get(url, A)).statusCode, url).toBe(400);
    expect((await post('/applypath/review/score/1', A, { score: 6 })).statusCode).toBe(400);
    expect(
      (await post('/applypath/review/itemsBatchSet', A, { reviewId: 1, itemIds: [], status: 'revised' })).statusCode,
    ).toBe(400);
    expect(Number((await t.db.select({ n: count() }).from(reviews))[0].n)).toBe(before);
  });

  it('answers only items of the review named', async () => {
    const mine = await idOf('X1 5G 主板 MB-V2.0');
    const other = await idOf('Secret 原型板 P0');
    const [foreign] = await t.db.select().from(reviewItems).where(eq(reviewItems.reviewId, other));
    const res = await post('/applypath/review/itemsBatchSet', A, {
      reviewId: mine,
      itemIds: [foreign.id],
      status: 'revised',
    });
    expect(res.statusCode).toBe(400);
    const [still] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, foreign.id));
    expect(still.status).toBeNull();
  });

  it('an engineer’s picture must be an image by content', async () => {
    const res = await upload(PM, 'fake.png', Buffer.from('%PDF-1.4 not an image'), '/admin/review/picture');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/PNG|图片/);
  });
});

describe('reading', () => {
  it('the detail, the conversation and the form’s choices read only through the read cache, so their answers are kept', async () => {
    const id = await idOf('X1 副板 SB-V1.0');
    const userOf = async (who: string) => (await userForToken(t.db, await tokenOf(t, who)))!;
    const reads: [string, string, (user: AuthUser) => Promise<unknown>][] = [
      ['customer detail', A, (user) => reviewDetail(t.db, user, id)],
      ['engineer detail', PM, (user) => reviewDetail(t.db, user, id)],
      ['conversation', A, (user) => reviewMessagesOf(t.db, user, id)],
      ['options', A, (user) => reviewOptions(t.db, user)],
    ];
    for (const [what, who, read] of reads) {
      const user = await userOf(who);
      const noted = newReads();
      await noteReadsOf(noted, () => read(user));
      expect(noted.spoiled, what).toBe(false);
      expect(noted.seen.size, what).toBeGreaterThan(0);
    }
    // The conversation read above holds a message with a file (the conversation test sent it).
    expect((await reviewMessagesOf(t.db, await userOf(A), id)).some((m) => m.files.length > 0)).toBe(true);
  });
});
