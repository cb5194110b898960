// Training: applications by company and platform with their state machine (customer and staff
// moves, each recorded and mailed), on-shelf courses and their courseware viewers, public courses
// whose seats hold under 50 simultaneous enrolments, and the spec's phone and integer rules.
import crypto from 'node:crypto';
import { and, count, eq, inArray, sql } from '../../db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  companies,
  courseEnrolments,
  courses,
  mailOutbox,
  staffCompanies,
  trainApplications,
  trainCourses,
  trainEvents,
} from '../../db/schema/index.ts';
import { adminTrainMoves } from '../../../contract/train.ts';
import { userForToken } from '../../platform/auth.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accountOf, addChild, platformIdsOf } from '../../test/factories.ts';
import { apiOf } from '../../test/inject.ts';
import { demoPdf } from '../../db/seed/demo-files.ts';
import { multipartBody } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { findApplication, moveApplication } from './applications.ts';

let t: TestApp;
const A = 'customer@demo.test'; // company A: NX310, NX510, NX520-5G, NX710
const B = 'other@demo.test'; // company B: NX730-5G, NX910
const CHILD = 'child@demo.test'; // child of A without M10
const TRAINEE = 'trainee@demo.test'; // child of A with M10 and nothing else
const PM = 'pm@demo.test'; // staff: admin.publish, companies A–D

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  await addChild(t, { email: TRAINEE, grants: ['M10'] });
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An on-shelf course id on `platform` (by name). */
async function shelfCourse(platform: string) {
  const [id] = await platformIdsOf(t, [platform]);
  const [row] = await t.db
    .select()
    .from(trainCourses)
    .where(and(eq(trainCourses.platformId, id), eq(trainCourses.onShelf, true)));
  return row.id;
}

const applyBody = async (platform = 'NX310') => ({
  courseId: await shelfCourse(platform),
  expectedAt: future(20),
  address: '深圳市南山区深合移动研发中心 5F',
  contactName: '王工',
  contactPhone: '13800138000',
  attendees: 12,
  description: '重点讲解量产问题',
  postscript: '',
});

async function applyAs(who: string, platform = 'NX310') {
  const res = await post('/applypath/train/add', who, await applyBody(platform));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const statusOf = async (id: number) =>
  (await t.db.select().from(trainApplications).where(eq(trainApplications.id, id)))[0].status;
const mailsTo = async (email: string) => {
  await t.mail.idle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};

describe('seed', () => {
  it('holds on-shelf courses on several platforms with PDF, video and sheet courseware', async () => {
    const shelf = await t.db.select().from(trainCourses);
    expect(new Set(shelf.filter((c) => c.onShelf).map((c) => c.platformId)).size).toBeGreaterThanOrEqual(6);
    expect(shelf.some((c) => !c.onShelf)).toBe(true);
    const detail = (await get(`/applypath/train/shelf/detail/${await shelfCourse('NX710')}`, A)).json().data;
    expect(new Set(detail.courseware.map((c: { viewer: string }) => c.viewer))).toEqual(
      new Set(['pdf', 'video', 'sheet']),
    );
  });

  it('holds applications in every state and public courses enrolling, ended and nearly full', async () => {
    const apps = await t.db.select().from(trainApplications);
    expect(new Set(apps.map((a) => a.status))).toEqual(
      new Set(['toBeConfirmed', 'confirmed', 'pendingFeedback', 'finished', 'canceled']),
    );
    const open = await t.db.select().from(courses);
    expect(new Set(open.map((c) => c.enrolment))).toEqual(new Set(['enrolling', 'ended']));
    expect(open.some((c) => c.enrolment === 'enrolling' && c.capacity - c.enrolledCount === 1)).toBe(true);
  });
});

describe('my trainings', () => {
  it("lists the company's applications only, newest first, with filters and paging", async () => {
    const forA = (await get('/applypath/train/list?pageSize=100', A)).json().data;
    const [companyA] = await t.db.select().from(companies).where(eq(companies.name, '深合移动'));
    const expected = await t.db
      .select({ n: count() })
      .from(trainApplications)
      .where(eq(trainApplications.companyId, companyA.id));
    expect(forA.total).toBe(Number(expected[0].n));
    const created = forA.list.map((r: { createdAt: string }) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const forB = (await get('/applypath/train/list?pageSize=100', B)).json().data;
    const idsA = new Set(forA.list.map((r: { id: number }) => r.id));
    expect(forB.list.length).toBeGreaterThan(0);
    for (const r of forB.list) expect(idsA.has(r.id)).toBe(false);

    const pending = (await get('/applypath/train/list?status=toBeConfirmed', A)).json().data;
    expect(pending.list.every((r: { status: string }) => r.status === 'toBeConfirmed')).toBe(true);
    const [nx710] = await platformIdsOf(t, ['NX710']);
    const on710 = (await get(`/applypath/train/list?platformId=${nx710}`, A)).json().data;
    expect(on710.total).toBeGreaterThan(0);
    expect(on710.list.every((r: { chip: string }) => r.chip === 'NX710')).toBe(true);
    const byKeyword = (await get(`/applypath/train/list?keyword=${encodeURIComponent('射频')}`, A)).json().data;
    expect(byKeyword.list.every((r: { courseName: string }) => r.courseName.includes('射频'))).toBe(true);
    expect(byKeyword.total).toBeGreaterThan(0);
    const page2 = (await get('/applypath/train/list?pageSize=2&pageNum=2', A)).json().data;
    expect(page2.list).toHaveLength(2);
    expect(page2.list[0].id).toBe(forA.list[2].id);
  });

  it("another company's application is 404 on detail and every move; walking ids finds nothing", async () => {
    const ofB = (await get('/applypath/train/list?pageSize=100', B)).json().data.list as { id: number }[];
    for (const { id } of ofB) {
      expect((await get(`/applypath/train/detail/${id}`, A)).statusCode).toBe(404);
      expect((await post(`/applypath/train/cancel/${id}`, A)).statusCode).toBe(404);
      expect((await post(`/applypath/train/feedback/${id}`, A, { score: 5 })).statusCode).toBe(404);
      expect((await put('/applypath/train/edit', A, { ...(await applyBody()), id })).statusCode).toBe(404);
    }
    const mine = new Set(
      ((await get('/applypath/train/list?pageSize=100', A)).json().data.list as { id: number }[]).map((r) => r.id),
    );
    for (let id = 1; id <= 30; id++) {
      const status = (await get(`/applypath/train/detail/${id}`, A)).statusCode;
      expect(status, `id ${id}`).toBe(mine.has(id) ? 200 : 404);
    }
  });

  it('a child without M10, staff and anonymous callers are refused', async () => {
    expect((await get('/applypath/train/list', CHILD)).statusCode).toBe(403);
    expect((await get('/applypath/train/list', PM)).statusCode).toBe(403);
    expect((await get('/applypath/train/list', null)).statusCode).toBe(401);
    // A child with the page but not train.apply reads, and may not apply.
    expect((await get('/applypath/train/list', TRAINEE)).statusCode).toBe(200);
    expect((await post('/applypath/train/add', TRAINEE, await applyBody())).statusCode).toBe(403);
  });
});

describe('apply: the spec rules', () => {
  it('applies for an on-shelf course: to be confirmed, recorded and mailed to the applicant', async () => {
    const before = (await mailsTo(A)).length;
    const id = await applyAs(A, 'NX510');
    const detail = (await get(`/applypath/train/detail/${id}`, A)).json().data;
    expect(detail).toMatchObject({
      status: 'toBeConfirmed',
      chip: 'NX510',
      attendees: 12,
      contactPhone: '13800138000',
    });
    expect(detail.events).toHaveLength(1);
    expect(detail.events[0]).toMatchObject({ action: 'apply', to: 'toBeConfirmed', byVendor: false });
    expect(detail.courseware.length).toBeGreaterThan(0);
    const mails = await mailsTo(A);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toContain(`T-${id}`);
    expect(mails.at(-1)!.body).toContain(`/train/view?id=${id}`);
  });

  it('refuses an invalid phone and attendees that are not a positive integer, with the spec messages', async () => {
    const base = await applyBody();
    const before = (await t.db.select({ n: count() }).from(trainApplications))[0].n;
    const phone = await post(
      '/applypath/train/add',
      A,
      { ...base, contactPhone: '12345' },
      { 'accept-language': 'en' },
    );
    expect(phone.statusCode).toBe(400);
    expect(phone.json().msg).toContain('please enter a valid phone number');
    const zhPhone = await post('/applypath/train/add', A, { ...base, contactPhone: '0755-1234' });
    expect(zhPhone.json().msg).toContain('请输入正确的手机号码');
    for (const attendees of [0, -3, 1.5, '3', null]) {
      const res = await post('/applypath/train/add', A, { ...base, attendees }, { 'accept-language': 'en' });
      expect(res.statusCode, String(attendees)).toBe(400);
      expect(res.json().msg, String(attendees)).toContain('please enter a positive integer');
    }
    const zh = await post('/applypath/train/add', A, { ...base, attendees: 0 });
    expect(zh.json().msg).toContain('请输入正整数');
    for (const field of ['address', 'contactName'] as const) {
      const res = await post('/applypath/train/add', A, { ...base, [field]: '   ' }, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('please input');
    }
    expect((await t.db.select({ n: count() }).from(trainApplications))[0].n).toBe(before);
  });

  it('refuses a course off the shelf, of another platform, a past time and hostile input; stores nothing', async () => {
    const base = await applyBody();
    const before = (await t.db.select({ n: count() }).from(trainApplications))[0].n;
    const [off] = await t.db.select().from(trainCourses).where(eq(trainCourses.onShelf, false));
    const refusals = [
      { ...base, courseId: off.id },
      { ...base, courseId: await shelfCourse('NX910') }, // company B's platform
      { ...base, expectedAt: new Date(Date.now() - 3_600_000).toISOString() },
      { ...base, expectedAt: '2026-02-30T10:00:00Z' },
      { ...base, expectedAt: 'tomorrow' },
      { ...base, courseId: 2 ** 31 },
      { ...base, address: 'a\u0000b' },
      { ...base, description: 'x'.repeat(1_000_000) },
      { ...base, attendees: 2 ** 40 },
      { ...base, contactName: ['王工'] },
    ];
    for (const body of refusals) expect((await post('/applypath/train/add', A, body)).statusCode).toBe(400);
    const detailBad = [
      '/applypath/train/detail/2147483648',
      '/applypath/train/detail/abc',
      '/applypath/train/list?status=x',
    ];
    for (const url of detailBad) expect((await get(url, A)).statusCode, url).toBe(400);
    expect((await get(`/applypath/train/list?keyword=${'x'.repeat(5000)}`, A)).statusCode).toBe(400);
    expect((await t.db.select({ n: count() }).from(trainApplications))[0].n).toBe(before);
  });
});

describe('the state machine', () => {
  it('apply → confirm → finish → score; each move recorded, mailed and refused out of turn', async () => {
    const id = await applyAs(A, 'NX710');
    // The customer edits while to be confirmed.
    const edited = await put('/applypath/train/edit', A, { ...(await applyBody('NX710')), id, attendees: 30 });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/applypath/train/detail/${id}`, A)).json().data.attendees).toBe(30);
    // Feedback and staff's finish are out of turn.
    expect((await post(`/applypath/train/feedback/${id}`, A, { score: 8 })).statusCode).toBe(409);
    expect((await post(`/admin/train/finish/${id}`, PM, {})).statusCode).toBe(409);

    const when = future(25);
    expect((await post(`/admin/train/confirm/${id}`, PM, { scheduledAt: when, note: '讲师：刘工' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(id)).toBe('confirmed');
    // Confirmed: the customer can neither edit nor cancel any more.
    expect((await put('/applypath/train/edit', A, { ...(await applyBody('NX710')), id })).statusCode).toBe(409);
    expect((await post(`/applypath/train/cancel/${id}`, A)).statusCode).toBe(409);
    // Rescheduling needs a time.
    expect((await post(`/admin/train/schedule/${id}`, PM, {})).statusCode).toBe(400);
    expect((await post(`/admin/train/schedule/${id}`, PM, { scheduledAt: future(26) })).statusCode).toBe(200);

    const badge = async () => (await get('/applypath/train/getPendingFeedbackCount', A)).json().data.pendingFeedback;
    const pendingBefore = await badge();
    expect((await post(`/admin/train/finish/${id}`, PM, {})).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('pendingFeedback');
    expect(await badge()).toBe(pendingBefore + 1);
    expect((await post(`/admin/train/cancel/${id}`, PM, {})).statusCode).toBe(409);

    for (const score of [0, 11, 7.5, '9']) {
      expect((await post(`/applypath/train/feedback/${id}`, A, { score })).statusCode, String(score)).toBe(400);
    }
    const scored = await post(`/applypath/train/feedback/${id}`, A, { score: 9, comment: '非常实用' });
    expect(scored.statusCode).toBe(200);
    expect(await badge()).toBe(pendingBefore);
    const detail = (await get(`/applypath/train/detail/${id}`, A)).json().data;
    expect(detail).toMatchObject({ status: 'finished', score: 9, comment: '非常实用' });
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      'apply',
      'edit',
      'confirm',
      'schedule',
      'finish',
      'feedback',
    ]);
    expect(detail.events.find((e: { action: string }) => e.action === 'confirm')).toMatchObject({
      byVendor: true,
      note: '讲师：刘工',
    });
    expect((await post(`/applypath/train/feedback/${id}`, A, { score: 3 })).statusCode).toBe(409);
    // Every change mailed the applicant, with the link back.
    const mails = (await mailsTo(A)).filter((m) => m.subject.includes(`T-${id}：`));
    expect(mails).toHaveLength(6);
  });

  it('the customer cancels while to be confirmed; the vendor cancels a confirmed one', async () => {
    const mine = await applyAs(A);
    expect((await post(`/applypath/train/cancel/${mine}`, A)).statusCode).toBe(200);
    expect(await statusOf(mine)).toBe('canceled');
    expect((await post(`/applypath/train/cancel/${mine}`, A)).statusCode).toBe(409);
    expect((await post(`/admin/train/confirm/${mine}`, PM, {})).statusCode).toBe(409);

    const theirs = await applyAs(A);
    await post(`/admin/train/confirm/${theirs}`, PM, {});
    expect((await post(`/admin/train/cancel/${theirs}`, PM, { note: '讲师档期冲突' })).statusCode).toBe(200);
    const detail = (await get(`/applypath/train/detail/${theirs}`, A)).json().data;
    expect(detail).toMatchObject({ status: 'canceled', canceledByVendor: true });
    expect(detail.events.at(-1)).toMatchObject({ action: 'vendorCancel', byVendor: true, note: '讲师档期冲突' });
  });

  it('two moves racing on one application: exactly one wins, the others are 409', async () => {
    const id = await applyAs(A);
    // Each of these starts only from "to be confirmed", so exactly one can win however the three
    // requests interleave (the vendor's cancel may follow a confirm that finished first: see below).
    const results = await Promise.all([
      post(`/admin/train/confirm/${id}`, PM, {}),
      post(`/applypath/train/cancel/${id}`, A),
      post(`/admin/train/confirm/${id}`, PM, {}),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const events = await t.db.select().from(trainEvents).where(eq(trainEvents.applicationId, id));
    expect(events).toHaveLength(2); // apply + the one move that won
  });

  it('a move decided on a state another move has since changed is 409, not applied to the new one', async () => {
    const id = await applyAs(A);
    const pm = await userForToken(t.db, await t.signIn(PM));
    const seen = await findApplication(t.db, id, sql`true`);
    expect((await post(`/admin/train/confirm/${id}`, PM, {})).statusCode).toBe(200);
    // The vendor may cancel a confirmed application, but this cancel was decided on "to be confirmed".
    const cancel = moveApplication({ db: t.db, mail: t.mail, portalUrl: t.config.publicUrl }, pm!, seen, {
      change: 'vendorCancel',
      ...adminTrainMoves.cancel,
    });
    await expect(cancel).rejects.toMatchObject({ status: 409, key: 'trainStateRefused' });
    expect(await statusOf(id)).toBe('confirmed');
    const events = await t.db.select().from(trainEvents).where(eq(trainEvents.applicationId, id));
    expect(events.map((e) => e.action)).toEqual(['apply', 'confirm']);
  });

  it('a mail-off setting silences the mails, not the change', async () => {
    const id = await applyAs(A);
    const customer = await accountOf(t, A);
    const { messageSettings } = await import('../../db/schema/index.ts');
    await t.db
      .insert(messageSettings)
      .values({ accountId: customer.id, module: 'train', enabled: false, mode: 'immediate' });
    try {
      const before = (await mailsTo(A)).length;
      expect((await post(`/admin/train/confirm/${id}`, PM, {})).statusCode).toBe(200);
      expect((await mailsTo(A)).length).toBe(before);
      expect(await statusOf(id)).toBe('confirmed');
    } finally {
      await t.db.delete(messageSettings).where(eq(messageSettings.accountId, customer.id));
    }
  });
});

describe('staff console', () => {
  it("sees only the applications of the staff member's companies", async () => {
    const pm = await accountOf(t, PM);
    const other = await accountOf(t, B);
    const ofB = (await get('/applypath/train/list?pageSize=100', B)).json().data.list as { id: number }[];
    const list = async () =>
      ((await get('/admin/train/list?pageSize=100', PM)).json().data.list as { id: number }[]).map((r) => r.id);
    expect(await list()).toEqual(expect.arrayContaining(ofB.map((r) => r.id)));
    await t.db
      .delete(staffCompanies)
      .where(and(eq(staffCompanies.accountId, pm.id), eq(staffCompanies.companyId, other.companyId)));
    try {
      const now = await list();
      for (const { id } of ofB) {
        expect(now).not.toContain(id);
        expect((await get(`/admin/train/detail/${id}`, PM)).statusCode).toBe(404);
        expect((await post(`/admin/train/confirm/${id}`, PM, {})).statusCode).toBe(404);
      }
    } finally {
      await t.db.insert(staffCompanies).values({ accountId: pm.id, companyId: other.companyId });
    }
    expect((await get('/admin/train/list', A)).statusCode).toBe(403);
    expect((await post('/admin/train/confirm/1', A, {})).statusCode).toBe(403);
  });

  it("the forms' choices hold every platform, for staff only", async () => {
    const res = await get('/admin/train/options', PM);
    expect(res.statusCode).toBe(200);
    const names = (res.json().data.platforms as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['NX310', 'NX510', 'NX520-5G', 'NX710', 'NX730-5G', 'NX910']);
    expect((await get('/admin/train/options', A)).statusCode).toBe(403);
  });

  it('adds a course with its own upload, puts it on the shelf (customers see it) and off again', async () => {
    const pdf = await demoPdf({ title: 'Wombat lab', subtitle: 'Lab', body: ['Step 1'] });
    const body = multipartBody('lab.pdf', pdf);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(await t.signIn(PM)), ...body.headers },
      payload: body.payload,
    });
    const fileId = upload.json().data.fileId as number;
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const course = { name: '袋熊调试课', nameEn: 'Wombat bring-up', platformId: nx310, hours: 6, fileIds: [fileId] };
    const created = await post('/admin/train/course/add', PM, course);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const find = async (who: string) =>
      ((await get('/applypath/train/shelf/list?keyword=wombat', who)).json().data.list as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await find(A)).toEqual([]);
    expect((await post(`/admin/train/course/onShelf/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/train/course/onShelf/${id}`, PM)).statusCode).toBe(409);
    expect(await find(A)).toEqual([id]);
    expect(await find(B)).toEqual([]);
    expect((await get(`/applypath/train/shelf/detail/${id}`, B)).statusCode).toBe(404);
    const preview = await get(`/applypath/train/courseware/preview/${fileId}`, A);
    expect(preview.statusCode).toBe(200);
    expect((await post(`/admin/train/course/offShelf/${id}`, PM)).statusCode).toBe(200);
    expect(await find(A)).toEqual([]);
    expect((await get(`/applypath/train/shelf/detail/${id}`, A)).statusCode).toBe(404);
    expect((await get(`/applypath/train/courseware/preview/${fileId}`, A)).statusCode).toBe(404);
    // Somebody else's upload cannot become courseware.
    const [ofA] = await t.db.select().from(accounts).where(eq(accounts.email, A));
    const foreign = await t.files.storeBuffer(Buffer.from('%PDF-1.4 x'), {
      name: 'x.pdf',
      uploadedBy: ofA.id,
      db: t.db,
    });
    expect((await post('/admin/train/course/add', PM, { ...course, fileIds: [foreign.id] })).statusCode).toBe(400);
    expect((await post('/admin/train/course/add', PM, { ...course, hours: 0 })).statusCode).toBe(400);
  });
});

describe('courseware', () => {
  async function coursewareOf(platform: string) {
    const detail = (await get(`/applypath/train/shelf/detail/${await shelfCourse(platform)}`, A)).json().data;
    const by = (viewer: string) =>
      detail.courseware.find((c: { viewer: string }) => c.viewer === viewer).fileId as number;
    return { pdf: by('pdf'), video: by('video'), sheet: by('sheet') };
  }

  it('a PDF opens stamped for the caller, inline; a video streams inline with Range, never as an attachment', async () => {
    const files = await coursewareOf('NX710');
    const preview = await get(`/applypath/train/courseware/preview/${files.pdf}`, A);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('application/pdf');
    expect(preview.headers['content-disposition']).toContain('inline');
    const { files: stored } = await import('../../db/schema/index.ts');
    const [original] = await t.db.select().from(stored).where(eq(stored.id, files.pdf));
    expect(crypto.createHash('sha256').update(preview.rawPayload).digest('hex')).not.toBe(original.sha256);
    expect(pdfText(preview.rawPayload)).toContain('customer@demo.test');

    const video = await get(`/applypath/train/courseware/video/${files.video}`, A, { range: 'bytes=0-99' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-disposition']).toContain('inline');
    expect(video.headers['content-disposition']).not.toContain('attachment');
    // The video by the session cookie (a <video src> sends no bearer header).
    const token = await t.signIn(A);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/applypath/train/courseware/video/${files.video}`,
      headers: { cookie: `token=${token}`, range: 'bytes=0-9' },
    });
    expect(byCookie.statusCode).toBe(206);

    const sheet = await get(`/applypath/train/courseware/sheet/${files.sheet}`, A);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().data[0].rows.flat().join(' ')).toContain('Measure VDD_CPU');
    // Each viewer takes only its kind.
    expect((await get(`/applypath/train/courseware/preview/${files.sheet}`, A)).statusCode).toBe(400);
    expect((await get(`/applypath/train/courseware/sheet/${files.pdf}`, A)).statusCode).toBe(400);
    expect((await get(`/applypath/train/courseware/video/${files.pdf}`, A)).statusCode).toBe(404);
  });

  it("another company's courseware and a catalogue file are 404; a child without M10 is 403", async () => {
    const ofA = await coursewareOf('NX710');
    for (const path of ['preview', 'video', 'sheet'] as const) {
      const fileId = path === 'preview' ? ofA.pdf : ofA[path];
      expect((await get(`/applypath/train/courseware/${path}/${fileId}`, B)).statusCode).toBe(404);
      expect((await get(`/applypath/train/courseware/${path}/${fileId}`, CHILD)).statusCode).toBe(403);
    }
    expect((await get('/applypath/train/courseware/preview/1', A)).statusCode).toBe(404);
    expect((await get('/applypath/train/courseware/preview/2147483648', A)).statusCode).toBe(400);
  });
});

describe('public courses', () => {
  const nearlyFull = async () => (await t.db.select().from(courses).where(eq(courses.capacity, 3)))[0];

  it('lists them on the home page and in training, per user enrolled or not', async () => {
    const home = (await get('/common/latestCourse', A)).json().data as { id: number; enrolled: boolean }[];
    const list = (await get('/applypath/train/openClass/list', A)).json().data.list as { id: number }[];
    expect(home.map((c) => c.id).sort()).toEqual(list.map((c) => c.id).sort());
    const course = await nearlyFull();
    const detail = (await get(`/applypath/train/openClass/detail/${course.id}`, A)).json().data;
    expect(detail).toMatchObject({ enrolment: 'enrolling', enrolled: false, capacity: 3, enrolledCount: 2 });
    const ended = (await get('/applypath/train/openClass/list?enrolment=ended', A)).json().data.list;
    expect(ended.length).toBeGreaterThan(0);
    expect((await get(`/applypath/train/openClass/detail/${course.id}`, CHILD)).statusCode).toBe(403);
  });

  it('enrols and cancels while enrolling; twice, when ended or without a seat is 409', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const add = await post('/admin/train/openClass/add', PM, {
      name: '测试公开课',
      nameEn: 'Test class',
      platformId: nx310,
      startsAt: future(9),
      address: '线上',
      addressEn: 'Online',
      contactName: '赵老师',
      contactPhone: '13900001234',
      capacity: 1,
    });
    expect(add.statusCode).toBe(200);
    const id = add.json().data.id as number;
    // An NX310 class is not company B's.
    expect((await get(`/applypath/train/openClass/detail/${id}`, B)).statusCode).toBe(404);
    expect((await post(`/applypath/train/openClass/enroll/${id}`, B)).statusCode).toBe(404);

    const enrolled = await post(`/applypath/train/openClass/enroll/${id}`, A);
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().data).toMatchObject({ enrolled: true, enrolledCount: 1 });
    expect(
      (await post(`/applypath/train/openClass/enroll/${id}`, A, undefined, { 'accept-language': 'en' })).json().msg,
    ).toBe('You have already enrolled in this public course');
    const full = await post(`/applypath/train/openClass/enroll/${id}`, TRAINEE, undefined, { 'accept-language': 'en' });
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe('This public course is full');
    // The capacity cannot drop below the seats taken.
    const body = (await get(`/applypath/train/openClass/detail/${id}`, A)).json().data;
    const edit = {
      name: body.name,
      nameEn: body.nameEn,
      platformId: nx310,
      startsAt: body.startsAt,
      address: body.address,
      addressEn: body.addressEn,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      capacity: 2,
    };
    expect((await put(`/admin/train/openClass/edit/${id}`, PM, { ...edit, capacity: 0 })).statusCode).toBe(400);
    expect((await put(`/admin/train/openClass/edit/${id}`, PM, edit)).statusCode).toBe(200);
    expect((await post(`/applypath/train/openClass/enroll/${id}`, TRAINEE)).statusCode).toBe(200);
    expect((await put(`/admin/train/openClass/edit/${id}`, PM, { ...edit, capacity: 1 })).statusCode).toBe(400);

    const left = await post(`/applypath/train/openClass/cancelEnroll/${id}`, A);
    expect(left.json().data).toMatchObject({ enrolled: false, enrolledCount: 1 });
    expect((await post(`/applypath/train/openClass/cancelEnroll/${id}`, A)).statusCode).toBe(409);

    expect((await post(`/admin/train/openClass/close/${id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/train/openClass/close/${id}`, PM)).statusCode).toBe(409);
    const ended = await post(`/applypath/train/openClass/enroll/${id}`, A, undefined, { 'accept-language': 'en' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().msg).toBe('Enrollment for this public course has ended');
    expect((await post(`/applypath/train/openClass/cancelEnroll/${id}`, TRAINEE)).statusCode).toBe(409);
  });

  it('50 simultaneous enrolments from 50 accounts never exceed the capacity', async () => {
    const add = await post('/admin/train/openClass/add', PM, {
      name: '并发公开课',
      nameEn: 'Concurrency class',
      platformId: null,
      startsAt: future(15),
      address: '线上',
      addressEn: 'Online',
      contactName: '赵老师',
      contactPhone: '13900001234',
      capacity: 17,
    });
    const id = add.json().data.id as number;
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      await addChild(t, { email: `seat${i}@demo.test`, grants: ['M10'] });
      tokens.push(await t.signIn(`seat${i}@demo.test`));
    }
    const results = await Promise.all(tokens.map((token) => post(`/applypath/train/openClass/enroll/${id}`, token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(17);
    expect(codes.filter((c) => c === 409)).toHaveLength(33);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().msg).toBe('该公开课名额已满');
    const [course] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(course.enrolledCount).toBe(17);
    const seats = await t.db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, id));
    expect(Number(seats[0].n)).toBe(17);
    // The ones that got a seat are exactly those told so.
    const winners = await t.db
      .select({ email: accounts.email })
      .from(courseEnrolments)
      .innerJoin(accounts, eq(accounts.id, courseEnrolments.accountId))
      .where(eq(courseEnrolments.courseId, id));
    const told = results.map((r, i) => (r.statusCode === 200 ? `seat${i}@demo.test` : null)).filter(Boolean);
    expect(winners.map((w) => w.email).sort()).toEqual([...told].sort());
    // Nothing else of theirs was touched.
    const others = await t.db
      .select({ n: count() })
      .from(courseEnrolments)
      .innerJoin(accounts, eq(accounts.id, courseEnrolments.accountId))
      .where(and(inArray(accounts.email, told as string[]), eq(courseEnrolments.courseId, (await nearlyFull()).id)));
    expect(Number(others[0].n)).toBe(0);
  });
});
