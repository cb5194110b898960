// The staff console's publishing of FAQ and quick-start articles, announcements and partners
// through the API: draft → released → withdrawn, and what customers see at each step — lists,
// details, search, the home page and /noticePage; sanitized rich text, attachments, refusals
// (customers 403 on every route, hostile input 400, states 409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { platformIdsOf } from '../../test/factories.ts';
import { apiOf, injectAs } from '../../test/inject.ts';
import { multipartBody, pdfOf } from '../../test/multipart.ts';
import { articles, auditLog, searchDocs } from '../../db/schema/index.ts';

let t: TestApp;
const A = 'customer@demo.test'; // company A: NX310, NX510, NX520-5G, NX710
const B = 'other@demo.test'; // company B: NX730-5G, NX910
const CHILD = 'child@demo.test';
const PM = 'pm@demo.test'; // staff: admin.publish

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);

async function uploadAs(who: string, name: string) {
  const body = multipartBody(name, pdfOf(1500, name));
  const res = await injectAs(t, who, {
    method: 'POST',
    url: '/common/file/upload',
    headers: body.headers,
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.fileId as number;
}

type Listed = { id: number; title: string };
const faqListOf = async (who: string, keyword: string, module = 'faq') => {
  const res = await get(`/common/${module}/list?keyword=${encodeURIComponent(keyword)}&pageSize=100`, who);
  expect(res.statusCode).toBe(200);
  return (res.json().data.list as Listed[]).map((r) => r.id);
};
const searchOf = async (who: string, keyword: string) => {
  const res = await get(`/common/search/global?keyword=${encodeURIComponent(keyword)}&pageSize=50`, who);
  expect(res.statusCode).toBe(200);
  return (res.json().data.list as { module: string; itemId: number }[]).map((h) => `${h.module}:${h.itemId}`);
};

describe('FAQ articles', () => {
  it('a draft is invisible; released on NX310 it reaches company A (list, detail, search) and not B; withdrawn it is gone', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const fileId = await uploadAs(PM, 'wombat-guide.pdf');
    const body = {
      title: 'Wombatron standby current on NX310',
      keyword: 'wombatron,standby',
      platformId: nx310,
      content:
        '<p onclick="steal()">Measure the <strong>wombatron</strong> rail.</p><script>alert(1)</script>' +
        '<a href="javascript:alert(2)">bad</a><img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>',
      fileIds: [fileId],
    };
    const created = await post('/admin/article/faq/add', PM, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;

    // Stored sanitized: no script, no handlers, no javascript: link, no iframe; the words stay.
    const detail = (await get(`/admin/article/faq/detail/${id}`, PM)).json().data;
    expect(detail.state).toBe('draft');
    expect(detail.number).toMatch(/^FAQ-\d{4}-\d{4}/);
    expect(detail.content).toContain('<strong>wombatron</strong>');
    for (const bad of ['<script', 'alert(1)', 'onclick', 'javascript:', 'onerror', '<iframe'])
      expect(detail.content).not.toContain(bad);
    expect(detail.attachments.map((f: { fileId: number }) => f.fileId)).toEqual([fileId]);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
    expect(row.status).toBe('draft');
    expect(row.content).not.toContain('<script');

    // A draft: the staff list holds it, no customer sees it anywhere.
    const drafts = (await get('/admin/article/faq/list?state=draft&keyword=wombatron', PM)).json().data;
    expect(drafts.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await faqListOf(A, 'wombatron')).toEqual([]);
    expect((await get(`/common/faq/detail/${id}`, A)).statusCode).toBe(404);
    expect((await post(`/common/faq/like/${id}`, A, { liked: true })).statusCode).toBe(404);
    expect(await searchOf(A, 'wombatron')).not.toContain(`faq:${id}`);

    // Released: company A sees it in the list, the detail (with its attachment) and search.
    expect((await post(`/admin/article/faq/release/${id}`, PM)).statusCode).toBe(200);
    expect(await faqListOf(A, 'wombatron')).toEqual([id]);
    const seen = await get(`/common/faq/detail/${id}`, A);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.status).toBe('published');
    expect(seen.json().data.attachments.map((f: { fileId: number }) => f.fileId)).toEqual([fileId]);
    expect(await searchOf(A, 'wombatron')).toContain(`faq:${id}`);
    // Company B (not on NX310) sees nothing.
    expect(await faqListOf(B, 'wombatron')).toEqual([]);
    expect((await get(`/common/faq/detail/${id}`, B)).statusCode).toBe(404);
    expect(await searchOf(B, 'wombatron')).not.toContain(`faq:${id}`);
    // Released twice: refused.
    expect((await post(`/admin/article/faq/release/${id}`, PM)).statusCode).toBe(409);

    // Edited after release: 'updated', and found by its new words at once.
    const edited = await put(`/admin/article/faq/edit/${id}`, PM, {
      ...body,
      content: '<p>Measure the wombatron rail, then the quokkastat.</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/common/faq/detail/${id}`, A)).json().data.status).toBe('updated');
    expect(await searchOf(A, 'quokkastat')).toContain(`faq:${id}`);
    const released = (await get('/admin/article/faq/list?state=released&keyword=wombatron', PM)).json().data;
    expect(released.list.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[id, 'updated']]);

    // Withdrawn: 404 on the detail, gone from the list and the search index.
    expect((await post(`/admin/article/faq/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect((await get(`/common/faq/detail/${id}`, A)).statusCode).toBe(404);
    expect(await faqListOf(A, 'wombatron')).toEqual([]);
    expect(await searchOf(A, 'wombatron')).not.toContain(`faq:${id}`);
    expect(await searchOf(A, 'quokkastat')).not.toContain(`faq:${id}`);
    const docs = await t.db.select().from(searchDocs).where(eq(searchDocs.itemId, id));
    expect(docs.filter((d) => d.module === 'faq')).toEqual([]);
    expect((await t.db.select().from(articles).where(eq(articles.id, id)))[0].status).toBe('archived');
    // Nothing moves a withdrawn article again.
    expect((await post(`/admin/article/faq/withdraw/${id}`, PM)).statusCode).toBe(409);
    expect((await post(`/admin/article/faq/release/${id}`, PM)).statusCode).toBe(409);
    expect((await put(`/admin/article/faq/edit/${id}`, PM, body)).statusCode).toBe(409);
    const withdrawn = (await get('/admin/article/faq/list?state=withdrawn&keyword=wombatron', PM)).json().data;
    expect(withdrawn.list.map((r: { id: number }) => r.id)).toEqual([id]);

    // Every step is in the audit trail.
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `faq:${id}`))
    ).map((r) => r.action);
    expect(actions).toEqual(['faq.create', 'faq.release', 'faq.edit', 'faq.withdraw']);
  });

  it('a draft written straight into the table is invisible to customers (list, detail, comments, search)', async () => {
    const [row] = await t.db
      .insert(articles)
      .values({
        module: 'faq',
        number: 'T-DRAFT-1',
        title: 'Numbatine draft',
        content: '<p>numbatine</p>',
        status: 'draft',
      })
      .returning();
    expect(await faqListOf(A, 'numbatine')).toEqual([]);
    expect((await get(`/common/faq/detail/${row.id}`, A)).statusCode).toBe(404);
    expect((await get(`/common/faq/comments/${row.id}`, A)).statusCode).toBe(404);
    expect((await get('/common/faq/list?status=draft', A)).statusCode).toBe(400);
    expect(await searchOf(A, 'numbatine')).toEqual([]);
  });
});

describe('quick-start guides', () => {
  it('a public guide reaches every company; the module in the path must be the article’s', async () => {
    const created = await post('/admin/article/quickstart/add', PM, {
      number: 'QS-WALLABY',
      title: 'Wallabyx first steps',
      appCode: 'M04',
      content: '<h2>Start</h2><p>wallabyx</p>',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await get(`/admin/article/faq/detail/${id}`, PM)).statusCode).toBe(404);
    expect((await post(`/admin/article/faq/release/${id}`, PM)).statusCode).toBe(404);
    expect((await post(`/admin/article/quickstart/release/${id}`, PM)).statusCode).toBe(200);
    for (const who of [A, B]) {
      expect(await faqListOf(who, 'wallabyx', 'quickstart')).toEqual([id]);
      expect(await searchOf(who, 'wallabyx')).toContain(`quickstart:${id}`);
    }
    const detail = (await get(`/common/quickstart/detail/${id}`, B)).json().data;
    expect(detail.number).toBe('QS-WALLABY');
    expect(detail.appCode).toBe('M04');
    expect(detail.platform).toBeNull();
    // A number is unique within its module.
    const again = await post('/admin/article/quickstart/add', PM, {
      number: 'QS-WALLABY',
      title: 'x',
      content: '<p>x</p>',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toEqual({ field: 'number' });
    // The same number is free in the other module; an FAQ keeps no Application entry.
    const faq = await post('/admin/article/faq/add', PM, {
      number: 'QS-WALLABY',
      title: 'x',
      appCode: 'M04',
      content: '<p>x</p>',
    });
    expect(faq.statusCode).toBe(200);
    expect((await get(`/admin/article/faq/detail/${faq.json().data.id}`, PM)).json().data.appCode).toBeNull();
  });
});

describe('attachments and references', () => {
  it('takes only files the staff member uploaded (or the article has), at most ten, each once', async () => {
    const own = await uploadAs(PM, 'own.pdf');
    const foreign = await uploadAs(A, 'foreign.pdf');
    const base = { title: 'Attachments', content: '<p>files</p>' };
    const bad = [
      { ...base, fileIds: [foreign] },
      { ...base, fileIds: [own, own] },
      { ...base, fileIds: Array.from({ length: 11 }, (_, i) => own + i) },
      { ...base, platformId: 2_000_000_000 },
      // Nothing left once sanitized.
      { ...base, content: '<script>alert(1)</script>' },
    ];
    for (const body of bad)
      expect((await post('/admin/article/faq/add', PM, body)).statusCode, JSON.stringify(body)).toBe(400);
    const id = (await post('/admin/article/faq/add', PM, { ...base, fileIds: [own] })).json().data.id as number;
    // Editing keeps or drops the article's own files; another's upload is still refused.
    expect((await put(`/admin/article/faq/edit/${id}`, PM, { ...base, fileIds: [own] })).statusCode).toBe(200);
    expect((await put(`/admin/article/faq/edit/${id}`, PM, { ...base, fileIds: [own, foreign] })).statusCode).toBe(400);
    expect((await put(`/admin/article/faq/edit/${id}`, PM, { ...base, fileIds: [] })).statusCode).toBe(200);
    expect((await get(`/admin/article/faq/detail/${id}`, PM)).json().data.attachments).toEqual([]);
  });

  it('filters the staff list by platform and keyword, and offers every platform and the Application entries', async () => {
    const [nx910] = await platformIdsOf(t, ['NX910']);
    const list = (await get(`/admin/article/faq/list?platformId=${nx910}&pageSize=100`, PM)).json().data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.every((r: { platform: string }) => r.platform === 'NX910')).toBe(true);
    const options = (await get('/admin/article/options', PM)).json().data;
    expect(options.platforms.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['NX310', 'NX910', 'NX730-5G']),
    );
    expect(options.appCodes).toEqual(expect.arrayContaining(['M01', 'M04']));
  });
});

describe('announcements', () => {
  const body = {
    title: '袋熊维护通知',
    titleEn: 'Wombat maintenance',
    content: '周六维护。',
    contentEn: 'Down on Saturday.',
  };
  const homeIds = async () =>
    ((await get('/common/homepage/notification?pageSize=50', A)).json().data as { id: number }[]).map((n) => n.id);
  const notice = (id: number) => t.app.inject({ method: 'GET', url: `/api/common/notice/detail/${id}` });

  it('a draft is on neither home nor /noticePage; released it is first on home; withdrawn it is gone', async () => {
    const before = await homeIds();
    const id = (await post('/admin/announcement/add', PM, body)).json().data.id as number;
    expect(await homeIds()).toEqual(before);
    expect((await notice(id)).statusCode).toBe(404);
    expect((await get(`/admin/announcement/detail/${id}`, PM)).json().data.state).toBe('draft');

    expect(
      (await put(`/admin/announcement/edit/${id}`, PM, { ...body, titleEn: 'Wombat maintenance (2)' })).statusCode,
    ).toBe(200);
    expect((await post(`/admin/announcement/release/${id}`, PM)).statusCode).toBe(200);
    expect((await homeIds())[0]).toBe(id);
    const open = await notice(id);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.titleEn).toBe('Wombat maintenance (2)');
    expect(open.json().data).not.toHaveProperty('status');
    const staff = (await get('/admin/announcement/list?state=released&keyword=wombat', PM)).json().data;
    expect(staff.list).toEqual([expect.objectContaining({ id, state: 'released', publisher: expect.any(String) })]);
    expect((await post(`/admin/announcement/release/${id}`, PM)).statusCode).toBe(409);

    expect((await post(`/admin/announcement/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect(await homeIds()).toEqual(before);
    expect((await notice(id)).statusCode).toBe(404);
    expect((await put(`/admin/announcement/edit/${id}`, PM, body)).statusCode).toBe(409);
    expect((await post(`/admin/announcement/withdraw/${id}`, PM)).statusCode).toBe(409);
  });
});

describe('partners', () => {
  const body = {
    name: '袋熊电子',
    nameEn: 'Wombat Electronics',
    category: '方案商',
    categoryEn: 'Design house',
    description: '整机方案。',
    descriptionEn: 'Turnkey designs.',
    url: 'https://wombat.example',
    sort: 1,
  };
  const homeNames = async () =>
    ((await get('/common/homepage/partners', A)).json().data as { nameEn: string }[]).map((p) => p.nameEn);

  it('a draft is not on home; released it is; withdrawn it is gone', async () => {
    const seeded = await homeNames();
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const id = (await post('/admin/partner/add', PM, body)).json().data.id as number;
    expect(await homeNames()).toEqual(seeded);
    expect((await post(`/admin/partner/release/${id}`, PM)).statusCode).toBe(200);
    expect(await homeNames()).toContain('Wombat Electronics');
    expect((await get(`/admin/partner/detail/${id}`, PM)).json().data).toMatchObject({ state: 'released', sort: 1 });
    expect((await put(`/admin/partner/edit/${id}`, PM, { ...body, nameEn: 'Wombat Electronics Ltd' })).statusCode).toBe(
      200,
    );
    expect(await homeNames()).toContain('Wombat Electronics Ltd');
    expect((await post(`/admin/partner/withdraw/${id}`, PM)).statusCode).toBe(200);
    expect(await homeNames()).toEqual(seeded);
    const listed = (await get('/admin/partner/list?state=withdrawn', PM)).json().data;
    expect(listed.list.map((p: { id: number }) => p.id)).toEqual([id]);
  });
});

describe('refusals', () => {
  const routes: [string, 'GET' | 'POST' | 'PUT', unknown?][] = [
    ['/admin/article/options', 'GET'],
    ['/admin/article/faq/list', 'GET'],
    ['/admin/article/quickstart/detail/1', 'GET'],
    ['/admin/article/faq/add', 'POST', { title: 'x', content: '<p>x</p>' }],
    ['/admin/article/faq/edit/1', 'PUT', { title: 'x', content: '<p>x</p>' }],
    ['/admin/article/faq/release/1', 'POST'],
    ['/admin/article/faq/withdraw/1', 'POST'],
    ...(['announcement', 'partner'] as const).flatMap((kind): [string, 'GET' | 'POST' | 'PUT', unknown?][] => [
      [`/admin/${kind}/list`, 'GET'],
      [`/admin/${kind}/detail/1`, 'GET'],
      [`/admin/${kind}/add`, 'POST', {}],
      [`/admin/${kind}/edit/1`, 'PUT', {}],
      [`/admin/${kind}/release/1`, 'POST'],
      [`/admin/${kind}/withdraw/1`, 'POST'],
    ]),
  ];

  it('answers customers 403 on every route, changing nothing', async () => {
    const count = async () => (await t.db.select().from(articles)).length;
    const before = await count();
    for (const who of [A, CHILD, B])
      for (const [url, method, payload] of routes)
        expect((await injectAs(t, who, { method, url, payload })).statusCode, `${who} ${method} ${url}`).toBe(403);
    expect(await count()).toBe(before);
    for (const [url, method, payload] of routes)
      expect((await injectAs(t, null, { method, url, payload })).statusCode, url).toBe(401);
  });

  it('answers hostile input 400 with a clear message, never 5xx, writing nothing', async () => {
    const count = async () => (await t.db.select().from(articles)).length;
    const before = await count();
    const badUrls = [
      '/admin/article/wiki/list',
      '/admin/article/faq/list?state=published',
      '/admin/article/faq/list?platformId=2147483648',
      '/admin/article/faq/list?keyword=a%00b',
      `/admin/article/faq/list?keyword=${'x'.repeat(5000)}`,
      '/admin/article/faq/list?pageSize=1000',
      '/admin/article/faq/detail/2147483648',
      '/admin/article/faq/detail/abc',
      '/admin/announcement/detail/-1',
      '/admin/announcement/list?state=archived',
      '/admin/partner/detail/99999999999',
    ];
    for (const url of badUrls) expect((await get(url, PM)).statusCode, url).toBe(400);
    const article = { title: 'ok', content: '<p>ok</p>' };
    for (const body of [
      { ...article, title: 'a\u0000b' },
      { ...article, title: 'x'.repeat(1_000_000) },
      { ...article, title: '   ' },
      { ...article, content: 'x'.repeat(1_000_000) },
      { ...article, content: 42 },
      { ...article, platformId: 2 ** 31 },
      { ...article, platformId: '1' },
      { ...article, fileIds: [2 ** 31] },
      { ...article, fileIds: 'all' },
      { ...article, appCode: 'M99' },
      { ...article, number: 'n\u0007' },
      { title: 'no content' },
    ]) {
      const res = await post('/admin/article/faq/add', PM, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().msg).toMatch(/\S/);
    }
    expect((await put('/admin/article/faq/edit/2147483648', PM, article)).statusCode).toBe(400);
    expect((await post('/admin/article/faq/release/0', PM)).statusCode).toBe(400);
    expect(await count()).toBe(before);

    const partner = {
      name: 'n',
      nameEn: 'n',
      category: 'c',
      categoryEn: 'c',
      description: 'd',
      descriptionEn: 'd',
    };
    for (const body of [
      { ...partner, url: 'javascript:alert(1)' },
      { ...partner, url: 'ftp://files.example' },
      { ...partner, sort: -1 },
      { ...partner, sort: 10_000 },
      { ...partner, sort: 1.5 },
      { ...partner, name: '' },
    ]) {
      const res = await post('/admin/partner/add', PM, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badUrl = await post(
      '/admin/partner/add',
      PM,
      { ...partner, url: 'javascript:alert(1)' },
      { 'accept-language': 'en' },
    );
    expect(badUrl.json().msg).toMatch(/url.*http/i);
    for (const body of [
      { title: 't', titleEn: 't', content: 'c' },
      { title: 't', titleEn: 't', content: 'c', contentEn: 'x'.repeat(5001) },
      { title: 't\u0000', titleEn: 't', content: 'c', contentEn: 'c' },
    ])
      expect((await post('/admin/announcement/add', PM, body)).statusCode).toBe(400);
  });
});
