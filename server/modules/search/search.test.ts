// Search: segmentation at work on real queries, ranking, highlights, access inside the query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notIlike, sql } from '../../db/orm.ts';
import { limits } from '../../../contract/limits.ts';
import { indexDocs } from '../../platform/search/index-writer.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { injectAs } from '../../test/inject.ts';
import { catalogItemPlatforms, catalogItems, files, platforms } from '../../db/schema/index.ts';
import { indexCatalogItems } from '../../platform/search/catalog-docs.ts';

let t: TestApp;
let a: string;
let b: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, b] = await Promise.all(['customer@demo.test', 'other@demo.test'].map((e) => t.signIn(e)));
  const [nx310] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX310'));
  const [nx910] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX910'));
  const [file] = await t.db.select().from(catalogItems).limit(1);
  const add = async (
    key: string,
    name: string,
    description: string,
    platformId: number,
    kind: 'dcc' | 'tool' = 'dcc',
    releasedAt = new Date(),
  ) => {
    const [row] = await t.db
      .insert(catalogItems)
      .values({
        kind,
        name,
        description,
        type: 'Application Note',
        language: 'zh',
        status: 'released',
        releasedAt,
        fileId: file.fileId,
      })
      .returning();
    await t.db.insert(catalogItemPlatforms).values({ itemId: row.id, platformId });
    ids[key] = row.id;
  };
  await add('title', '降低功耗的方法', 'Zephyrquartz 应用笔记', nx310.id);
  await add('body', '待机电流分析', '本文介绍如何测量功耗，并给出 Zephyrquartz 调试建议。', nx310.id);
  await add('b-only', 'Obsidianlark 射频调试', 'NX910 专用', nx910.id);
  await add(
    'script',
    '<script>alert(1)</script> Quillfeather guide',
    'UMS9230 与 T618 对比，NX520-5G 兼容',
    nx310.id,
    'tool',
    new Date('2026-01-15T00:00:00Z'),
  );
  await indexCatalogItems(t.db, Object.values(ids));
});
afterAll(() => t.close());

const global = (token: string, keyword: string, extra = '') =>
  injectAs(t, token, `/common/search/global?keyword=${encodeURIComponent(keyword)}${extra}`);
const advanced = (token: string, body: object) =>
  injectAs(t, token, { method: 'POST', url: '/common/search/advanced', payload: body });

describe('search', () => {
  it('finds Chinese by words and ranks a title hit above a body hit, with highlights', async () => {
    const res = (await global(a, '功耗')).json().data;
    const mine = res.list.filter((h: { itemId: number }) => [ids.title, ids.body].includes(h.itemId));
    expect(mine.map((h: { itemId: number }) => h.itemId)).toEqual([ids.title, ids.body]);
    expect(mine[0].titleHtml).toBe('降低<mark>功耗</mark>的方法');
    expect(mine[1].snippetHtml).toContain('<mark>功耗</mark>');
    expect(mine[0].link).toBe(`/dcc?detail=${ids.title}`);
    expect(mine[0].platforms).toEqual(['NX310']);
  });

  it('is case-insensitive in English, keeps chip names whole, and takes mixed queries', async () => {
    expect((await global(a, 'ZEPHYRQUARTZ')).json().data.total).toBe(2);
    const chip = (await global(a, 'ums9230')).json().data.list;
    expect(chip.map((h: { itemId: number }) => h.itemId)).toContain(ids.script);
    expect(
      (await global(a, 'NX520-5G', '&module=tool&pageSize=100'))
        .json()
        .data.list.map((h: { itemId: number }) => h.itemId),
    ).toContain(ids.script);
    expect((await global(a, 'zephyrquartz 功耗')).json().data.total).toBe(2);
  });

  it('finds a document by the name of its chip, which its text does not mention, without showing it in the snippet', async () => {
    const [nx710] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX710'));
    const [file] = await t.db.select().from(files).where(notIlike(files.name, '%NX710%')).limit(1);
    const [row] = await t.db
      .insert(catalogItems)
      .values({
        kind: 'dcc',
        name: 'Velvetmoss 参考设计',
        description: '射频调试记录',
        type: 'Application Note',
        language: 'zh',
        status: 'released',
        releasedAt: new Date(),
        fileId: file.id,
      })
      .returning();
    await t.db.insert(catalogItemPlatforms).values({ itemId: row.id, platformId: nx710.id });
    await indexCatalogItems(t.db, [row.id]);
    const hits = (await global(a, 'velvetmoss NX710')).json().data.list as {
      itemId: number;
      snippetHtml: string;
      titleHtml: string;
    }[];
    expect(hits.map((h) => h.itemId)).toEqual([row.id]);
    expect(hits[0].snippetHtml + hits[0].titleHtml).not.toContain('NX710');
  });

  it('never shows or counts what the caller may not see', async () => {
    expect((await global(b, 'Zephyrquartz')).json().data).toMatchObject({ total: 0, list: [] });
    expect((await global(a, 'Obsidianlark')).json().data).toMatchObject({ total: 0, list: [] });
    expect((await global(b, 'Obsidianlark')).json().data.total).toBe(1);
    // the facets count only visible hits too
    expect((await global(b, 'Zephyrquartz')).json().data.facets).toEqual([]);
  });

  it("counts a module's hits up to the cap and says there are more; the page still ranks every hit", async () => {
    const cap = limits.searchCountCap;
    // cap + 5 public tool documents with the word in the body, and one with it in the title, oldest of all
    await indexDocs(
      t.db,
      Array.from({ length: cap + 5 }, (_, i) => ({
        module: 'tool',
        itemId: 900_000 + i,
        title: `Bulk note ${i}`,
        body: 'cobaltwren body text',
        platformIds: [],
        language: 'en',
        type: 'Tool',
        releasedAt: new Date(Date.UTC(2026, 5, 1, 0, i % 60)),
      })),
    );
    await indexDocs(t.db, [
      {
        module: 'tool',
        itemId: 899_999,
        title: 'Cobaltwren in the title',
        body: 'x',
        platformIds: [],
        language: 'en',
        type: 'Tool',
        releasedAt: new Date('2020-01-01T00:00:00Z'),
      },
    ]);
    const data = (await global(a, 'cobaltwren')).json().data;
    expect(data).toMatchObject({ total: cap, capped: true, facets: [{ module: 'tool', count: cap, capped: true }] });
    expect(data.list[0].itemId).toBe(899_999); // the title hit outranks a thousand newer body hits
    expect((await global(a, 'zephyrquartz')).json().data).toMatchObject({ total: 2, capped: false });
    await t.db.execute(sql`delete from search_docs where module = 'tool' and item_id >= 899999`);
  });

  it('ranks the newest hits of a word too common to rank them all, and an old title hit still comes first', async () => {
    const window = limits.searchRankWindow;
    const doc = (itemId: number, title: string, body: string, releasedAt: Date) => ({
      module: 'tool',
      itemId,
      title,
      body,
      platformIds: [],
      language: 'en',
      type: 'Tool',
      releasedAt,
    });
    // More body hits than the window, all newer than two old documents: one with the word in its
    // title, one with it in its body only.
    await indexDocs(
      t.db,
      Array.from({ length: window + 5 }, (_, i) =>
        doc(800_000 + i, `Bulk note ${i}`, 'amberlynx body text', new Date(Date.UTC(2026, 5, 1, 0, 0, i))),
      ),
    );
    await indexDocs(t.db, [
      doc(799_998, 'Amberlynx in the title', 'x', new Date('2019-01-01T00:00:00Z')),
      doc(799_997, 'Old body note', 'amberlynx amberlynx amberlynx', new Date('2019-01-01T00:00:00Z')),
    ]);
    try {
      const first = (await global(a, 'amberlynx')).json().data;
      expect(first.list[0].itemId).toBe(799_998);
      expect(first).toMatchObject({ capped: true, facets: [{ module: 'tool', count: limits.searchCountCap }] });
      // Pages reach as far as the window: the last page is full, the one after it empty.
      const last = (await global(a, 'amberlynx', `&pageSize=20&pageNum=${Math.ceil(first.total / 20)}`)).json().data;
      expect(last.list.length).toBeGreaterThan(0);
      // The old body-only hit lies beyond the newest window: not ranked, however often it says the word.
      const all = [first, last].flatMap((page) => page.list.map((h: { itemId: number }) => h.itemId));
      expect(all).not.toContain(799_997);
    } finally {
      await t.db.execute(sql`delete from search_docs where module = 'tool' and item_id between 799997 and 809999`);
    }
  });

  it('escapes markup in titles: only the highlight tags are HTML', async () => {
    const hit = (await global(a, 'Quillfeather')).json().data.list[0];
    expect(hit.titleHtml).toContain('&lt;script&gt;');
    expect(hit.titleHtml).not.toContain('<script>');
    expect(hit.titleHtml).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>Quillfeather</mark> guide');
  });

  it('advanced: exact phrase, excluded words, modules and dates', async () => {
    expect(
      (await advanced(a, { phrase: '调试建议' })).json().data.list.map((h: { itemId: number }) => h.itemId),
    ).toEqual([ids.body]);
    expect(
      (await advanced(a, { keyword: 'zephyrquartz', exclude: '待机' }))
        .json()
        .data.list.map((h: { itemId: number }) => h.itemId),
    ).toEqual([ids.title]);
    expect((await advanced(a, { keyword: 'quillfeather', modules: ['dcc'] })).json().data.total).toBe(0);
    expect(
      (await advanced(a, { keyword: 'quillfeather', modules: ['tool'], from: '2026-01-01', to: '2026-01-31' })).json()
        .data.total,
    ).toBe(1);
    expect((await advanced(a, { keyword: 'quillfeather', from: '2026-02-01' })).json().data.total).toBe(0);
  });

  it('refuses an empty query; the search page needs M21', async () => {
    expect((await global(a, '  ')).statusCode).toBe(400);
    expect((await advanced(a, { keyword: '！？' })).statusCode).toBe(400);
    const pm = await t.signIn('pm@demo.test');
    expect((await global(pm, 'x')).statusCode).toBe(403);
  });
});
