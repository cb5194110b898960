// Row-level access, module by module: a child of company A that holds everything but one module's
// page code sees none of that module's items anywhere — its list and detail (403, the route's
// code), download and preview (404: the item does not exist for it), the download centre, the home
// page, the search (global and advanced), the message mails and the export. A second child holding
// that page code sees the same item in each of those places, so every check can fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogKinds, type CatalogKind } from '../contract/dcc.ts';
import { moduleCodes } from '../contract/menus.ts';
import { messageSettings } from './db/schema/index.ts';
import { indexArticles } from './platform/search/article-docs.ts';
import { indexCatalogItems } from './platform/search/catalog-docs.ts';
import { messageTick } from './modules/message/job.ts';
import { makeTestApp, type TestApp } from './test/app.ts';
import { sentMails } from './test/auth-helpers.ts';
import { addArticle, addCatalogItem, addChild } from './test/factories.ts';
import { injectAs, type Who } from './test/inject.ts';

type Module = CatalogKind | 'faq' | 'quickstart';
const modules: readonly Module[] = [...catalogKinds, 'faq', 'quickstart'];
const isCatalog = (m: Module): m is CatalogKind => (catalogKinds as readonly string[]).includes(m);

/** Every code a child of company A may hold that these checks touch. */
const allCodes = [
  ...catalogKinds.flatMap((k) => [moduleCodes[k].page, moduleCodes[k].download, moduleCodes[k].export]),
  moduleCodes.faq.page,
  moduleCodes.quickstart.page,
  'faq.comment',
  moduleCodes.download.page,
  moduleCodes.search.page,
  moduleCodes.personal.page,
];

const releasedAt = new Date('2030-06-01T08:00:00Z');
let t: TestApp;
/** Per module: its fresh item (on NX310, company A's), the word only that item carries, and the two children. */
const fixtures = {} as Record<Module, { id: number; word: string; holder: string; lacker: string }>;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  for (const m of modules) {
    const word = `Rowcheck${m}`;
    const holder = `rows-with-${m}@demo.test`;
    const lacker = `rows-without-${m}@demo.test`;
    const withCodes = await addChild(t, { email: holder, grants: allCodes });
    // Without the page code only: the module's download and export codes stay, the page decides.
    const withoutCodes = await addChild(t, {
      email: lacker,
      grants: allCodes.filter((c) => c !== moduleCodes[m].page),
    });
    let id: number;
    if (isCatalog(m)) {
      id = (await addCatalogItem(t, { kind: m, name: `${word} 应用笔记`, platforms: ['NX310'], releasedAt })).id;
      await indexCatalogItems(t.db, [id]);
      // Mails of the module were switched on before the code was taken away.
      await t.db.insert(messageSettings).values(
        [withCodes.id, withoutCodes.id].map((accountId) => ({
          accountId,
          module: m,
          enabled: true,
          mode: 'immediate' as const,
          enabledAt: new Date('2030-05-31T00:00:00Z'),
        })),
      );
    } else {
      id = (await addArticle(t, { module: m, title: `${word} 入门`, platform: 'NX310' })).id;
      await indexArticles(t.db, [id]);
    }
    fixtures[m] = { id, word, holder, lacker };
  }
});
afterAll(() => t.close());

const get = (who: Who, url: string) => injectAs(t, who, { method: 'GET', url });
const post = (who: Who, url: string, payload: unknown) => injectAs(t, who, { method: 'POST', url, payload });
const ids = (res: Awaited<ReturnType<typeof get>>) =>
  (res.json().data.list as { id?: number; itemId?: number }[]).map((r) => r.itemId ?? r.id);

async function exportedNames(who: Who, kind: CatalogKind, keyword: string): Promise<string[]> {
  const res = await post(who, `/dccpath/${kind}/file/export`, { keyword });
  expect(res.statusCode).toBe(200);
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const names: string[] = [];
  book.worksheets[0].eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(2).value));
  });
  return names;
}

describe.each(modules)('a child without the page code of %s', (m) => {
  const listUrl = isCatalog(m) ? `/dccpath/${m}/file/list?pageSize=100` : `/common/${m}/list?pageSize=100`;
  const detailUrl = (id: number) => (isCatalog(m) ? `/dccpath/${m}/file/detail/${id}` : `/common/${m}/detail/${id}`);

  it('is refused the list and the detail (403); the holder gets both', async () => {
    const { id, holder, lacker } = fixtures[m];
    expect(ids(await get(holder, listUrl))).toContain(id);
    expect((await get(holder, detailUrl(id))).statusCode).toBe(200);
    expect((await get(lacker, listUrl)).statusCode).toBe(403);
    expect((await get(lacker, detailUrl(id))).statusCode).toBe(403);
  });

  it('finds none of its items in the search, global or advanced', async () => {
    const { id, word, holder, lacker } = fixtures[m];
    const hits = async (who: string) => [
      ids(await get(who, `/common/search/global?keyword=${word}`)),
      ids(await get(who, `/common/search/global?keyword=${word}&module=${m}`)),
      ids(await post(who, '/common/search/advanced', { keyword: word })),
      ids(await post(who, '/common/search/advanced', { keyword: word, modules: [m] })),
    ];
    expect(await hits(holder)).toEqual([[id], [id], [id], [id]]);
    expect(await hits(lacker)).toEqual([[], [], [], []]);
    const facets = (await get(lacker, `/common/search/global?keyword=${word}`)).json().data.facets as {
      module: string;
    }[];
    expect(facets.map((f) => f.module)).not.toContain(m);
  });
});

describe.each(catalogKinds)("a child without the page code of %s, in the catalogue's other places", (m) => {
  it('cannot download or preview its items (404), though it holds the download code', async () => {
    const { id, holder, lacker } = fixtures[m];
    expect((await get(holder, `/dccpath/${m}/file/download/${id}`)).statusCode).toBe(200);
    expect((await get(lacker, `/dccpath/${m}/file/download/${id}`)).statusCode).toBe(404);
    expect((await post(lacker, `/dccpath/${m}/file/batchDownload`, { ids: [id] })).statusCode).toBe(404);
    expect((await get(lacker, `/common/preview/${id}`)).statusCode).toBe(404);
  });

  it('finds none of its items in the download centre, on the home page or in its badge', async () => {
    const { id, word, holder, lacker } = fixtures[m];
    for (const url of [
      `/common/download/list?pageSize=100&keyword=${word}`,
      `/common/download/list?pageSize=100&keyword=${word}&kind=${m}`,
    ]) {
      expect(ids(await get(holder, url))).toEqual([id]);
      expect(ids(await get(lacker, url))).toEqual([]);
    }
    const home = async (who: string) =>
      ((await get(who, '/common/homepage/updateFiles?pageSize=50')).json().data as { id: number }[]).map((r) => r.id);
    expect(await home(holder)).toContain(id);
    expect(await home(lacker)).not.toContain(id);
    const badge = m === 'tr' ? '/dccpath/tr/file/getNoDownloadTrCount' : `/dccpath/${m}/file/getNoDownloadCount`;
    expect((await get(lacker, badge)).statusCode).toBe(403);
  });

  it('exports none of its items, though it holds the export code', async () => {
    const { word, holder, lacker } = fixtures[m];
    expect(await exportedNames(holder, m, word)).toEqual([`${word} 应用笔记`]);
    expect(await exportedNames(lacker, m, word)).toEqual([]);
  });

  it('is never mailed about its items, though its mail setting is still on', async () => {
    const { word, holder, lacker } = fixtures[m];
    await messageTick(
      { db: t.db, mail: t.app.deps.mail, portalUrl: 'https://portal.example' },
      new Date('2030-06-01T09:00:00Z'),
    );
    const about = async (email: string) => (await sentMails(t, email)).filter((mail) => mail.text.includes(word));
    expect(await about(holder)).toHaveLength(1);
    expect(await about(lacker)).toHaveLength(0);
  });
});
