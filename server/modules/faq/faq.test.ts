// FAQ and quick start: visibility by platform, views once a day, idempotent likes and collects,
// comment rules, comment records, sanitized rich text, and search across articles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf } from '../../test/inject.ts';
import { articles, articleComments } from '../../db/schema/index.ts';
import { plainText, sanitizeRichText } from '../../platform/sanitize.ts';
import { indexArticles } from '../../platform/search/article-docs.ts';
import { addArticle } from '../../test/factories.ts';

let t: TestApp;
let a: string; // company A: NX310–NX710
let b: string; // company B: NX730-5G, NX910
let child: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, b, child] = await Promise.all(
    ['customer@demo.test', 'other@demo.test', 'child@demo.test'].map((e) => t.signIn(e)),
  );
});
afterAll(() => t.close());

const { get, post } = apiOf(() => t);
const byTitle = async (title: string) => (await t.db.select().from(articles).where(eq(articles.title, title)))[0];

describe('visibility', () => {
  it('shows public articles and those of authorized platforms only', async () => {
    const forA = (await get('/common/faq/list?pageSize=100', a)).json().data.list as {
      title: string;
      platform: string | null;
    }[];
    const forB = (await get('/common/faq/list?pageSize=100', b)).json().data.list as {
      title: string;
      platform: string | null;
    }[];
    expect(forA.some((x) => x.platform === null)).toBe(true);
    expect(forA.every((x) => x.platform === null || ['NX310', 'NX510', 'NX520-5G', 'NX710'].includes(x.platform))).toBe(
      true,
    );
    expect(forB.every((x) => x.platform === null || ['NX730-5G', 'NX910'].includes(x.platform))).toBe(true);
    const wifi = await byTitle('NX910 支持哪些 Wi-Fi 标准？');
    expect((await get(`/common/faq/detail/${wifi.id}`, a)).statusCode).toBe(404);
    expect((await get(`/common/faq/comments/${wifi.id}`, a)).statusCode).toBe(404);
    expect((await post(`/common/faq/like/${wifi.id}`, a, { liked: true })).statusCode).toBe(404);
  });

  it('sorts by views and likes, filters my collection', async () => {
    const views = (await get('/common/faq/list?sort=views&pageSize=100', a))
      .json()
      .data.list.map((x: { views: number }) => x.views);
    expect([...views].sort((p: number, q: number) => q - p)).toEqual(views);
    const likes = (await get('/common/faq/list?sort=likes&pageSize=100', a))
      .json()
      .data.list.map((x: { likes: number }) => x.likes);
    expect([...likes].sort((p: number, q: number) => q - p)).toEqual(likes);
  });
});

describe('actions', () => {
  it('counts a view once per account per day', async () => {
    const article = await byTitle('门户下载中断后如何续传？');
    const first = (await get(`/common/faq/detail/${article.id}`, a)).json().data.views;
    expect((await get(`/common/faq/detail/${article.id}`, a)).json().data.views).toBe(first);
    expect((await get(`/common/faq/detail/${article.id}`, b)).json().data.views).toBe(first + 1);
  });

  it('likes and collects are idempotent per account; the count follows at once', async () => {
    const article = await byTitle('How to capture modem logs?');
    const start = article.likes;
    expect((await post(`/common/faq/like/${article.id}`, a, { liked: true })).json().data).toEqual({
      liked: true,
      likes: start + 1,
    });
    expect((await post(`/common/faq/like/${article.id}`, a, { liked: true })).json().data.likes).toBe(start + 1);
    expect((await post(`/common/faq/like/${article.id}`, b, { liked: true })).json().data.likes).toBe(start + 2);
    expect((await post(`/common/faq/like/${article.id}`, a, { liked: false })).json().data.likes).toBe(start + 1);
    await post(`/common/faq/collect/${article.id}`, a, { collected: true });
    await post(`/common/faq/collect/${article.id}`, a, { collected: true });
    const mine = (await get('/common/faq/list?collected=true', a)).json().data;
    expect(mine.list.map((x: { id: number }) => x.id)).toEqual([article.id]);
    expect(mine.list[0].collected).toBe(true);
    expect((await get('/common/faq/list?collected=true', b)).json().data.total).toBe(0);
    expect((await post(`/common/faq/share/${article.id}`, a, {})).json().data.link).toBe(
      `/faq/faqDetail?id=${article.id}`,
    );
  });

  it('comments: blank or over 1 000 characters refused; <script> kept as text; newest first; own ones deletable', async () => {
    const article = await byTitle('DDR 布线长度匹配要求是多少？');
    expect((await post(`/common/faq/comment/${article.id}`, a, { content: '   ' })).statusCode).toBe(400);
    expect((await post(`/common/faq/comment/${article.id}`, a, { content: '字'.repeat(1001) })).statusCode).toBe(400);
    expect((await post(`/common/faq/comment/${article.id}`, a, { content: '字'.repeat(1000) })).json().code).toBe(0);
    const script = '<script>alert("x")</script> 第二条';
    const { id } = (await post(`/common/faq/comment/${article.id}`, a, { content: script })).json().data;
    const list = (await get(`/common/faq/comments/${article.id}`, a)).json().data;
    expect(list.list[0]).toMatchObject({ id, content: script, mine: true, isVendor: false });
    const [stored] = await t.db.select().from(articleComments).where(eq(articleComments.id, id));
    expect(stored.content).toBe(script);
    expect((await get(`/common/faq/detail/${article.id}`, a)).json().data.replies).toBe(2);
    // someone else's comment cannot be deleted; one's own can
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/common/faq/comment/${id}`, headers: t.bearer(child) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/common/faq/comment/${id}`, headers: t.bearer(a) })).json()
        .code,
    ).toBe(0);
    expect((await get(`/common/faq/comments/${article.id}`, a)).json().data.total).toBe(1);
    const record = (await get('/common/faq/commentRecord', a)).json().data.list;
    expect(record.every((c: { mine: boolean }) => c.mine)).toBe(true);
    expect(record.map((c: { articleId: number }) => c.articleId)).toContain(article.id);
  });

  it('marks vendor replies', async () => {
    const article = await byTitle('NX310 待机功耗偏高如何排查？');
    const list = (await get(`/common/faq/comments/${article.id}`, a)).json().data.list as { isVendor: boolean }[];
    expect(list.some((c) => c.isVendor)).toBe(true);
    expect(list.some((c) => !c.isVendor)).toBe(true);
  });
});

describe('keyword filter', () => {
  type Listed = {
    id: number;
    title: string;
    keyword: string;
    match: { titleHtml: string; snippetHtml: string | null };
  };
  const listed = async (keyword: string) => {
    const r = await get(`/common/faq/list?keyword=${encodeURIComponent(keyword)}&pageSize=100`, a);
    expect(r.statusCode).toBe(200);
    return r.json().data.list as Listed[];
  };

  /** An FAQ published as the console publishes it: written, then indexed. */
  const published = async (fields: { title: string; number: string; content: string }) => {
    const article = await addArticle(t, { module: 'faq', ...fields });
    await indexArticles(t.db, [article.id]);
    return article;
  };

  it('finds the word in title, keywords or text, as the search segments them, and shows where', async () => {
    const onlyText = await published({
      title: '屏幕休眠后电流仍然偏大',
      number: 'T-FAQ-TEXT-ONLY',
      content: '<p>请先关闭未使用的外设，再测量整机<strong>功耗</strong>曲线。</p>',
    });

    const rows = await listed('功耗');
    const stored = await t.db.select().from(articles);
    for (const row of rows) {
      const article = stored.find((x) => x.id === row.id)!;
      expect([article.title, article.keyword, plainText(article.content)].join(' ')).toContain('功耗');
    }
    const found = rows.find((row) => row.id === onlyText.id);
    expect(found, 'the article holding the word only in its text').toBeDefined();
    expect(found!.match.titleHtml).toBe('屏幕休眠后电流仍然偏大');
    expect(found!.match.snippetHtml).toContain('再测量整机<mark>功耗</mark>曲线');
    const titled = rows.find((row) => row.title === 'NX310 待机功耗偏高如何排查？');
    expect(titled!.match.titleHtml).toBe('NX310 待机<mark>功耗</mark>偏高如何排查？');

    // Every word of the keyword, wherever each is; without a keyword, no match to show.
    expect((await listed('整机 功耗')).map((row) => row.id)).toEqual([onlyText.id]);
    expect((await get('/common/faq/list?pageSize=1', a)).json().data.list[0].match).toBeNull();
  });

  it('escapes the text around the marks', async () => {
    const article = await published({
      title: '<b>Boot</b> 日志 & 串口',
      number: 'T-FAQ-ESCAPE',
      content: '<p>打开 &lt;img src=x onerror=alert(1)&gt; 串口日志</p>',
    });
    const row = (await listed('串口')).find((x) => x.id === article.id)!;
    expect(row.match.titleHtml).toBe('&lt;b&gt;Boot&lt;/b&gt; 日志 &amp; <mark>串口</mark>');
    expect(row.match.snippetHtml).toBe('打开 &lt;img src=x onerror=alert(1)&gt; <mark>串口</mark>日志');
  });
});

describe('rich text and quick start', () => {
  it('sanitizes vendor HTML before storing it', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"><a href="https://nexora.example">doc</a></p>',
    );
    expect(clean).not.toMatch(/script|onclick|javascript/);
    expect(clean).toContain('<a href="https://nexora.example" rel="noopener noreferrer" target="_blank">doc</a>');
  });

  it('the indexed words of rich text keep list items and paragraphs apart, and drop markup', () => {
    expect(plainText('<p>原因：</p><ul><li>GPIO 悬空</li><li>唤醒源</li></ul>line<br>break<script>x()</script>')).toBe(
      '原因： GPIO 悬空 唤醒源 line break',
    );
  });

  it('quick-start guides are grouped by their Application entry and have comments but no collect', async () => {
    const list = (await get('/common/quickstart/list?appCode=M04', a)).json().data.list;
    expect(list.length).toBe(1);
    expect(list[0].appCode).toBe('M04');
    expect((await post(`/common/quickstart/comment/${list[0].id}`, a, { content: '很有帮助' })).json().code).toBe(0);
    expect((await post(`/common/quickstart/collect/${list[0].id}`, a, { collected: true })).statusCode).toBe(404);
  });

  it('search finds articles, public ones for everybody', async () => {
    const res = (await get(`/common/search/global?keyword=${encodeURIComponent('续传')}`, b)).json().data;
    expect(res.list[0].module).toBe('faq');
    expect(res.list[0].link).toMatch(/^\/faq\/faqDetail\?id=\d+$/);
    expect(
      (await get(`/common/search/global?keyword=${encodeURIComponent('待机电流')}`, b))
        .json()
        .data.list.some((h: { module: string }) => h.module === 'faq'),
    ).toBe(false);
  });
});
