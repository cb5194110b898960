// Every mail the portal sends that links back to it, with PUBLIC_URL unset (as a fresh clone runs):
// each link is absolute and starts with the one address the config settled on, since a mail
// client has no page to resolve `/verify?invite=…` against. The mails with no link (the mailed
// codes, the notice to an address already taken) carry no relative path either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, sql } from './db/orm.ts';
import { makeTestApp, type TestApp } from './test/app.ts';
import { sentText } from './test/auth-helpers.ts';
import { addCatalogItem } from './test/factories.ts';
import { apiOf } from './test/inject.ts';
import { tusOf } from './test/tus.ts';
import { pdfOf } from './test/multipart.ts';
import { makeZip } from './db/seed/review-files.ts';
import {
  accounts,
  feedbacks,
  mailOutbox,
  messageSettings,
  patchsetApplies,
  reviews,
  simulationTasks,
  trainApplications,
} from './db/schema/index.ts';
import { messageTick } from './modules/message/job.ts';

let t: TestApp;
const A = 'customer@demo.test';
const PM = 'pm@demo.test';
const { get, post } = apiOf(() => t);
const tus = tusOf(() => t);

beforeAll(async () => {
  t = await makeTestApp(); // no PUBLIC_URL
  await t.app.ready();
});
afterAll(() => t.close());

/** Every link-like token: an absolute URL, or a path starting with / after a space or a colon. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+|(?<![\w.:/-])\/(?=[A-Za-z?])\S*/g) ?? [];

/** The texts of the mails `trigger` causes, once every one of them went out. */
async function mailsOf(trigger: () => Promise<unknown>): Promise<{ to: string; text: string }[]> {
  const [{ before }] = await t.db
    .select({ before: sql<number>`coalesce(max(${mailOutbox.id}), 0)::int` })
    .from(mailOutbox);
  await trigger();
  // A reply sends in the background right after answering: a flush here may find a mail claimed by it for a moment.
  for (let i = 0; i < 200; i++) {
    await t.mail.idle();
    await t.mail.flush();
    const rows = await t.db.select().from(mailOutbox).where(gt(mailOutbox.id, before)).orderBy(mailOutbox.id);
    if (rows.every((r) => r.sentAt || r.location === 'skipped'))
      return rows.filter((r) => r.sentAt).map((r) => ({ to: r.to, text: sentText(r) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the mails were not delivered');
}

function expectAbsoluteLinks(mails: { to: string; text: string }[], carryLink = true) {
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    const links = linksIn(mail.text);
    if (carryLink) expect(links.length, mail.text).toBeGreaterThan(0);
    for (const link of links) {
      expect(link, mail.text).toMatch(/^https?:\/\/[^/]/);
      expect(link.startsWith(`${t.config.publicUrl}/`), link).toBe(true);
    }
  }
}

describe('without PUBLIC_URL', () => {
  it('links start with the address the portal listens on, localhost for any address', () => {
    expect(t.config.publicUrl).toBe('http://localhost:3000');
  });

  it('the invitation of a new child account', async () => {
    const mails = await mailsOf(() =>
      post('/common/cust/account/add', A, {
        name: '链 工',
        email: 'link.test@shenhe.test',
        phone: '13900004444',
        menuCodes: ['M01'],
        unauthorizedProjectIds: [],
      }),
    );
    expectAbsoluteLinks(mails);
    expect(mails[0].text).toContain(`${t.config.publicUrl}/verify?invite=`);
  });

  it('the notice to an address that already has an account: no link, and no relative path', async () => {
    const mails = await mailsOf(() =>
      post('/common/cust/account/add', A, {
        name: '重 复',
        email: 'other@demo.test',
        phone: '13900005555',
        menuCodes: ['M01'],
        unauthorizedProjectIds: [],
      }),
    );
    expectAbsoluteLinks(mails, false);
  });

  it('a mailed code (reset): no relative path', async () => {
    expectAbsoluteLinks(await mailsOf(() => get(`/codepath/code/getVerificationCode?email=${A}`, null)), false);
  });

  it("an engineer's reply in a work queue", async () => {
    const token = await t.signIn(A);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/common/homepage/custFeedback',
      headers: t.bearer(token),
      payload: { subject: 'Links', feedback: 'Do mailed links open?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.feedback, 'Do mailed links open?'));
    const mails = await mailsOf(async () =>
      expect((await post(`/admin/queues/homeFeedback/reply/${row.id}`, PM, { reply: 'They do' })).statusCode).toBe(200),
    );
    expectAbsoluteLinks(mails);
  });

  it("a design review's message from the engineer", async () => {
    const [review] = await t.db.select().from(reviews).where(eq(reviews.pcbProject, 'X1 副板 SB-V1.0'));
    const mails = await mailsOf(async () =>
      expect((await post(`/admin/review/interact/${review.id}`, PM, { content: 'Looked at it' })).statusCode).toBe(200),
    );
    expectAbsoluteLinks(mails);
  });

  it('a patch-set apply published', async () => {
    const [ongoing] = await t.db
      .select()
      .from(patchsetApplies)
      .where(and(eq(patchsetApplies.status, 'ongoing'), eq(patchsetApplies.branchName, 'a-tablet-t2-nx520-main')));
    const mails = await mailsOf(async () => {
      const res = await post(`/admin/patchset/publish/${ongoing.id}`, PM, { comment: 'merged' });
      expect(res.statusCode, res.body).toBe(200);
    });
    expectAbsoluteLinks(mails);
  });

  it('a training application canceled by the vendor', async () => {
    const [company] = await t.db.select({ id: accounts.companyId }).from(accounts).where(eq(accounts.email, A));
    const [application] = await t.db
      .select()
      .from(trainApplications)
      .where(and(eq(trainApplications.status, 'toBeConfirmed'), eq(trainApplications.companyId, company.id)));
    const mails = await mailsOf(async () => {
      const res = await post(`/admin/train/cancel/${application.id}`, PM, { note: 'trainer away' });
      expect(res.statusCode, res.body).toBe(200);
    });
    expectAbsoluteLinks(mails);
  });

  it('a simulation finished by the engineer', async () => {
    const [company] = await t.db.select({ id: accounts.companyId }).from(accounts).where(eq(accounts.email, A));
    const [task] = await t.db
      .select()
      .from(simulationTasks)
      .where(and(eq(simulationTasks.status, 'submitted'), eq(simulationTasks.companyId, company.id)));
    const upload = async (name: string, role: string, content: Buffer) => {
      const { fileId, res } = await tus.upload(PM, name, role, content, 'engineer');
      expect(fileId, res.body).not.toBeNull();
      return fileId!;
    };
    const result = await upload('s.zip', 'result', makeZip([{ name: 'ddr.s4p', data: Buffer.from('! s4p') }]));
    const report = await upload('report.pdf', 'report', pdfOf(4096, 'links'));
    const mails = await mailsOf(async () => {
      const res = await post(`/admin/simulation/finish/${task.id}`, PM, {
        resultFileIds: [result],
        reportFileId: report,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expectAbsoluteLinks(mails);
  });

  it("the message settings' mail of a new item, with the address the server's job is given", async () => {
    const token = await t.signIn(A);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/common/user/message/saveUserEmailConfig',
      headers: t.bearer(token),
      payload: { configs: [{ module: 'dcc', enabled: true, mode: 'immediate' }] },
    });
    expect(saved.json().code).toBe(0);
    const [user] = await t.db.select().from(accounts).where(eq(accounts.email, A));
    const [setting] = await t.db
      .select()
      .from(messageSettings)
      .where(and(eq(messageSettings.accountId, user.id), inArray(messageSettings.module, ['dcc'])));
    const released = new Date(setting.enabledAt.getTime() + 60_000);
    await addCatalogItem(t, { kind: 'dcc', name: 'Linkcheck note', platforms: ['NX310'], releasedAt: released });
    const mails = await mailsOf(() =>
      messageTick({ db: t.db, mail: t.mail, portalUrl: t.config.publicUrl }, new Date(released.getTime() + 60_000)),
    );
    expectAbsoluteLinks(mails);
  });
});
