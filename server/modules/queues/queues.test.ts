// The engineers' work queues through the API: for every kind, customers write through their own
// pages, the engineer lists only the companies assigned to them, replies (the customer's own view
// shows the reply, and a mail tells them) and closes; illegal and racing moves are 409, another
// company's item is 404, customers are 403 on every staff route, hostile input is 400 and changes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accountOf, addArticle, addCatalogItem, addChild } from '../../test/factories.ts';
import { sentText } from '../../test/auth-helpers.ts';
import { injectAs } from '../../test/inject.ts';
import { articleComments, docFeedbacks, feedbacks, mailOutbox, staffCompanies } from '../../db/schema/index.ts';
import { unconfirmedEmail } from '../../platform/placeholder-email.ts';
import type { QueueCounts, QueueDetail, QueueItem, QueueKind } from '../../../contract/queues.ts';
import { queueKinds } from '../../../contract/queues.ts';

let t: TestApp;
const A = 'customer@demo.test';
const B = 'other@demo.test';
const PM = 'pm@demo.test';

const get = (url: string, who: string | null = PM) => injectAs(t, who, { url });
const post = (url: string, who: string | null = PM, payload?: unknown) =>
  injectAs(t, who, { method: 'POST', url, payload: payload ?? {} });

/** Per kind, the item company A's customer wrote and the one company B's wrote. */
const mine = {} as Record<QueueKind, { a: number; b: number }>;
let pcnOfA: number;
let faqOfA: number;

const queue = async (kind: QueueKind, query = '') => {
  const r = await get(`/admin/queues/${kind}/list?pageSize=100${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { list: QueueItem[]; total: number };
};
const counts = async () => (await get('/admin/queues/counts')).json().data as QueueCounts;
const idOf = (r: { json: () => { data: { id: number } } }) => r.json().data.id;

/**
 * The text of the newest mail to `to` once delivered: the reply sends it in the background right
 * after answering (sendQueued), so a flush here may find it claimed by that delivery for a moment.
 */
async function newestMail(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    await t.mail.flush();
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (!row) throw new Error(`no mail to ${to}`);
    if (row.sentAt) return sentText(row);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the mail to ${to} was not delivered`);
}

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  const pcnA = await addCatalogItem(t, { kind: 'pcn', name: 'PCN-Q-A 封装变更', platforms: ['NX310'] });
  const pcnB = await addCatalogItem(t, { kind: 'pcn', name: 'PCN-Q-B site change', platforms: ['NX910'] });
  pcnOfA = pcnA.id;
  const faq = await addArticle(t, { module: 'faq', title: 'Queue test FAQ', number: 'FAQ-Q-1' });
  faqOfA = faq.id;

  for (const [side, who, pcn] of [
    ['a', A, pcnA.id],
    ['b', B, pcnB.id],
  ] as const) {
    const made = await Promise.all([
      post('/dccpath/pcn/file/changeRequest', who, {
        itemId: pcn,
        impact: `impact ${side}`,
        request: `request ${side}`,
      }),
      post('/dccpath/dcc/file/feedback', who, { subject: `Doc subject ${side}`, content: `doc content ${side}` }),
      post('/dccpath/dcc/survey/submit', who, {
        docType: 'datasheet',
        ratings: { completeness: 4, accuracy: 5, timeliness: 3, usability: 4 },
        suggestion: `survey suggestion ${side}`,
      }),
      post('/common/homepage/custFeedback', who, { subject: `Home subject ${side}`, feedback: `home text ${side}` }),
      post(`/common/faq/comment/${faq.id}`, who, { content: `comment question ${side}` }),
    ]);
    for (const r of made) expect(r.statusCode, r.body).toBe(200);
    // The survey answers no id: it is found in the queue below.
    const [pcnRequest, docFeedback, , , articleComment] = made.map((r) => r.json().data as { id: number } | null);
    for (const [kind, id] of [
      ['pcnRequest', pcnRequest!.id],
      ['docFeedback', docFeedback!.id],
      ['articleComment', articleComment!.id],
    ] as const) {
      mine[kind] ??= { a: 0, b: 0 };
      mine[kind][side] = id;
    }
  }
  const surveys = await queue('survey', '&keyword=survey%20suggestion');
  const homes = await queue('homeFeedback', '&keyword=Home%20subject');
  mine.survey = {
    a: surveys.list.find((i) => i.content === 'survey suggestion a')!.id,
    b: surveys.list.find((i) => i.content === 'survey suggestion b')!.id,
  };
  mine.homeFeedback = {
    a: homes.list.find((i) => i.title === 'Home subject a')!.id,
    b: homes.list.find((i) => i.title === 'Home subject b')!.id,
  };
});
afterAll(() => t.close());

/** What the customer's own page shows of the item (the customer-facing API), or undefined. */
async function customerView(kind: QueueKind, who: string, id: number) {
  const find = async (url: string, match: (row: Record<string, unknown>) => boolean) => {
    const r = await get(url, who);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data as { list?: Record<string, unknown>[]; answers?: Record<string, unknown>[] };
    return (data.list ?? data.answers ?? []).find(match);
  };
  switch (kind) {
    case 'pcnRequest':
      return find(`/dccpath/pcn/file/changeRequestList?itemId=${pcnOfA}&pageSize=100`, (r) => r.id === id);
    case 'docFeedback':
      return find('/dccpath/dcc/file/feedbackList?pageSize=100', (r) => r.id === id);
    case 'survey':
      return find('/dccpath/dcc/survey/status', () => true);
    case 'homeFeedback':
      return find('/common/homepage/myFeedback?pageSize=100', (r) => r.id === id);
    case 'articleComment':
      return find(`/common/faq/commentRecord?pageSize=100`, (r) => r.id === id);
  }
}

describe('lists and counts', () => {
  it.each(queueKinds)(
    '%s: open items of the engineer’s companies, newest first, with customer and company',
    async (kind) => {
      const page = await queue(kind);
      const ids = page.list.map((i) => i.id);
      expect(ids).toContain(mine[kind].a);
      expect(ids).toContain(mine[kind].b);
      const times = page.list.map((i) => i.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const a = page.list.find((i) => i.id === mine[kind].a)!;
      expect(a.status).toBe('open');
      expect(a.customer.email).toBe(A);
      expect(a.company.id).toBe((await accountOf(t, A)).companyId);
      expect(page.list.every((i) => i.kind === kind)).toBe(true);
    },
  );

  it('filters by company, status and keyword', async () => {
    const b = await accountOf(t, B);
    const ofB = await queue('docFeedback', `&companyId=${b.companyId}`);
    expect(ofB.list.map((i) => i.id)).toEqual([mine.docFeedback.b]);
    const byWord = await queue('pcnRequest', '&keyword=PCN-Q-A');
    expect(byWord.list.map((i) => i.id)).toEqual([mine.pcnRequest.a]);
    const byCustomer = await queue('homeFeedback', `&keyword=${encodeURIComponent(B)}`);
    expect(byCustomer.list.map((i) => i.id)).toEqual([mine.homeFeedback.b]);
    expect((await queue('survey', '&status=closed')).list).toEqual([]);
  });

  it('leaves out the official answers of FAQs: a vendor comment is no queue item', async () => {
    const page = await queue('articleComment', '&status=open');
    const vendor = await t.db.select().from(articleComments).where(eq(articleComments.isVendor, true));
    expect(vendor.length).toBeGreaterThan(0);
    expect(vendor.every((c) => c.status === 'closed')).toBe(true);
    for (const c of vendor) expect(page.list.map((i) => i.id)).not.toContain(c.id);
  });

  it('counts the open items of each kind', async () => {
    const c = await counts();
    for (const kind of queueKinds) expect(c[kind]).toBe((await queue(kind, '&status=open')).total);
  });

  it('answers the engineer’s companies for the filter', async () => {
    const r = await get('/admin/queues/companies');
    const names = (r.json().data as { nameEn: string }[]).map((c) => c.nameEn);
    expect(names).toContain('Shenhe Mobile');
    expect(names).not.toContain('Nexora Semiconductor');
  });
});

describe('detail', () => {
  it('shows what the item is about, with the console page of the notice', async () => {
    const r = await get(`/admin/queues/pcnRequest/${mine.pcnRequest.a}`);
    expect(r.statusCode).toBe(200);
    const d = r.json().data as QueueDetail;
    expect(d.about).toMatchObject({ type: 'pcn', id: pcnOfA, name: 'PCN-Q-A 封装变更' });
    expect(d.about!.path).toBe(`/admin/pcn?keyword=${encodeURIComponent('PCN-Q-A 封装变更')}`);
    expect(d.extra).toEqual({ kind: 'pcnRequest', impact: 'impact a', request: 'request a' });
  });

  it('shows the survey’s ratings and score', async () => {
    const d = (await get(`/admin/queues/survey/${mine.survey.a}`)).json().data as QueueDetail;
    expect(d.extra).toMatchObject({ kind: 'survey', docType: 'datasheet', totalScore: 8 });
  });
});

describe('reply: the customer sees it in their own place', () => {
  it.each(queueKinds)('%s', async (kind) => {
    const id = mine[kind].a;
    const before = (await counts())[kind];
    const text = `Reply to ${kind}: 已确认，下个版本修正。`;
    const r = await post(`/admin/queues/${kind}/reply/${id}`, PM, { reply: `  ${text}  ` });
    expect(r.statusCode, r.body).toBe(200);
    expect((await counts())[kind]).toBe(before - 1);

    const item = (await get(`/admin/queues/${kind}/${id}`)).json().data as QueueDetail;
    expect(item.status).toBe('replied');
    if (kind !== 'articleComment') expect(item.repliedBy).toBe((await accountOf(t, PM)).name);

    const seen = await customerView(kind, A, id);
    expect(seen).toMatchObject({ status: 'replied' });
    if (kind === 'articleComment') {
      // The reply is an official comment on the article, shown to every reader of it.
      const comments = (await get(`/common/faq/comments/${faqOfA}?pageSize=100`, A)).json().data.list as {
        isVendor: boolean;
        content: string;
      }[];
      expect(comments).toContainEqual(expect.objectContaining({ isVendor: true, content: text }));
      expect(
        (item.extra as { officialReplies: { content: string }[] }).officialReplies.map((c) => c.content),
      ).toContain(text);
    } else {
      expect(seen).toMatchObject({ reply: text });
      expect(item.reply).toBe(text);
      expect(Date.parse((seen as { repliedAt: string }).repliedAt)).toBeGreaterThan(0);
    }
    // The other company's customer sees nothing of it (company A's notice does not exist for them).
    if (kind === 'pcnRequest')
      expect((await get(`/dccpath/pcn/file/changeRequestList?itemId=${pcnOfA}`, B)).statusCode).toBe(404);
    else if (kind !== 'articleComment') expect(await customerView(kind, B, id)).not.toMatchObject({ reply: text });

    const mail = await newestMail(A);
    expect(mail).toContain(text);
    expect(mail).toContain(kind === 'articleComment' ? `/faq/faqDetail?id=${faqOfA}` : '');
  });

  it('does not mail a child whose address is still a placeholder, and still records the reply', async () => {
    const child = await addChild(t, { email: unconfirmedEmail(), grants: [] });
    const token = await t.signIn(child.email);
    expect(
      (await post('/common/homepage/custFeedback', token, { subject: 'Child', feedback: 'child text' })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.accountId, child.id));
    expect((await post(`/admin/queues/homeFeedback/reply/${row.id}`, PM, { reply: 'Thanks' })).statusCode).toBe(200);
    await t.mail.idle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, child.email))).toEqual([]);
    const mineOf = (await get('/common/homepage/myFeedback', token)).json().data.list as { reply: string }[];
    expect(mineOf[0].reply).toBe('Thanks');
  });
});

describe('close and illegal moves', () => {
  it.each(queueKinds)('%s: replied → closed; a second close or a reply on it is 409', async (kind) => {
    const id = mine[kind].a; // replied above
    expect((await post(`/admin/queues/${kind}/reply/${id}`, PM, { reply: 'again' })).statusCode).toBe(409);
    expect((await post(`/admin/queues/${kind}/close/${id}`)).statusCode).toBe(200);
    expect(await customerView(kind, A, id)).toMatchObject({ status: 'closed' });
    const again = await post(`/admin/queues/${kind}/close/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(409);
    expect((await post(`/admin/queues/${kind}/reply/${id}`, PM, { reply: 'late' })).statusCode).toBe(409);
  });

  it('closes an open item without a reply', async () => {
    const r = await post(`/admin/queues/docFeedback/close/${mine.docFeedback.b}`);
    expect(r.statusCode).toBe(200);
    const seen = await customerView('docFeedback', B, mine.docFeedback.b);
    expect(seen).toMatchObject({ status: 'closed', reply: null });
  });

  it('lets only one of two replies at the same time through (the other is 409)', async () => {
    const id = mine.homeFeedback.b;
    const answers = await Promise.all([
      post(`/admin/queues/homeFeedback/reply/${id}`, PM, { reply: 'first' }),
      post(`/admin/queues/homeFeedback/reply/${id}`, PM, { reply: 'second' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(['first', 'second']).toContain(row.reply);
  });
});

describe('another company’s items', () => {
  it('are absent from lists and counts and 404 on every id', async () => {
    const pm = await accountOf(t, PM);
    const b = await accountOf(t, B);
    const before = await counts();
    await t.db
      .delete(staffCompanies)
      .where(and(eq(staffCompanies.accountId, pm.id), eq(staffCompanies.companyId, b.companyId)));
    try {
      for (const kind of queueKinds) {
        const id = mine[kind].b;
        expect((await queue(kind)).list.map((i) => i.id)).not.toContain(id);
        expect((await queue(kind, `&companyId=${b.companyId}`)).list).toEqual([]);
        expect((await get(`/admin/queues/${kind}/${id}`)).statusCode).toBe(404);
        expect((await post(`/admin/queues/${kind}/reply/${id}`, PM, { reply: 'x' })).statusCode).toBe(404);
        expect((await post(`/admin/queues/${kind}/close/${id}`)).statusCode).toBe(404);
      }
      const after = await counts();
      // Company B's survey, PCN request and comment were still open.
      expect(after.survey).toBe(before.survey - 1);
      expect(after.pcnRequest).toBe(before.pcnRequest - 1);
      expect(after.articleComment).toBeLessThan(before.articleComment);
      const companies = (await get('/admin/queues/companies')).json().data as { id: number }[];
      expect(companies.map((c) => c.id)).not.toContain(b.companyId);
    } finally {
      await t.db.insert(staffCompanies).values({ accountId: pm.id, companyId: b.companyId });
    }
    expect((await get(`/admin/queues/survey/${mine.survey.b}`)).statusCode).toBe(200);
  });
});

describe('customers', () => {
  it.each([A, B, 'child@demo.test'])('%s gets 403 on every staff route', async (who) => {
    const id = mine.docFeedback.a;
    const calls = [
      get('/admin/queues/counts', who),
      get('/admin/queues/companies', who),
      get('/admin/queues/docFeedback/list', who),
      get(`/admin/queues/docFeedback/${id}`, who),
      post(`/admin/queues/survey/reply/${mine.survey.b}`, who, { reply: 'self-reply' }),
      post(`/admin/queues/survey/close/${mine.survey.b}`, who),
    ];
    for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(403);
    expect((await get(`/admin/queues/survey/${mine.survey.b}`)).json().data.status).toBe('open');
  });

  it('see only their own home feedback', async () => {
    const ofB = (await get('/common/homepage/myFeedback?pageSize=100', B)).json().data.list as { id: number }[];
    expect(ofB.map((f) => f.id)).toContain(mine.homeFeedback.b);
    expect(ofB.map((f) => f.id)).not.toContain(mine.homeFeedback.a);
  });
});

describe('hostile input', () => {
  const id = () => mine.survey.b;
  it.each([
    ['empty reply', { reply: '   ' }],
    ['a reply over 2000 characters', { reply: 'x'.repeat(2001) }],
    ['a megabyte', { reply: 'x'.repeat(1_000_000) }],
    ['NUL', { reply: 'a\u0000b' }],
    ['control characters', { reply: '\u001b[2J' }],
    ['a number', { reply: 42 }],
    ['no reply', {}],
  ])('%s is 400 and changes nothing', async (_label, body) => {
    const r = await post(`/admin/queues/survey/reply/${id()}`, PM, body);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400 });
    expect((await get(`/admin/queues/survey/${id()}`)).json().data).toMatchObject({ status: 'open', reply: null });
  });

  it.each([
    '/admin/queues/bogus/list',
    '/admin/queues/survey/list?status=deleted',
    '/admin/queues/survey/list?companyId=2147483648',
    `/admin/queues/survey/list?keyword=${'k'.repeat(101)}`,
    '/admin/queues/survey/list?keyword=a%00b',
    '/admin/queues/survey/2147483648',
    '/admin/queues/survey/-1',
    '/admin/queues/__proto__/1',
  ])('GET %s is 400', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe(400);
  });

  it('keeps a multi-line reply as text', async () => {
    const reply = 'line 1\nline 2 <b>not bold</b>';
    const made = await post('/dccpath/tr/file/feedback', A, { subject: 'TR question', content: 'Which lot?' });
    const target = idOf(made);
    expect((await post(`/admin/queues/docFeedback/reply/${target}`, PM, { reply })).statusCode).toBe(200);
    const [row] = await t.db.select().from(docFeedbacks).where(eq(docFeedbacks.id, target));
    expect(row.kind).toBe('tr');
    expect(row.reply).toBe(reply);
  });
});
