// Home lists and counts respect the company's platforms; care, feedback and visits per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { addChild } from '../../test/factories.ts';
import { apiOf } from '../../test/inject.ts';
import {
  accounts,
  catalogItemPlatforms,
  catalogItems,
  downloadRecords,
  feedbacks,
  files,
  platforms,
  settings,
} from '../../db/schema/index.ts';

let t: TestApp;
let a: string; // customer@demo.test, company A: NX310, NX510, NX520-5G, NX710
let b: string; // other@demo.test, company B: NX730-5G, NX910
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  a = await t.signIn('customer@demo.test');
  b = await t.signIn('other@demo.test');
});
afterAll(() => t.close());

const { get, post } = apiOf(() => t);
const companyA = ['NX310', 'NX510', 'NX520-5G', 'NX710'];
const companyB = ['NX730-5G', 'NX910'];

/** Released items of a kind whose platforms meet `names`, computed here without the service. */
async function expectedVisible(
  kind: 'dcc' | 'tr' | 'pcn' | 'tool',
  names: string[],
  opts: { downloadable?: boolean } = {},
) {
  const rows = await t.db
    .select({ id: catalogItems.id, status: catalogItems.status, platform: platforms.name, fileKind: files.kind })
    .from(catalogItems)
    .innerJoin(catalogItemPlatforms, eq(catalogItemPlatforms.itemId, catalogItems.id))
    .innerJoin(platforms, eq(platforms.id, catalogItemPlatforms.platformId))
    .leftJoin(files, eq(files.id, catalogItems.fileId))
    .where(eq(catalogItems.kind, kind));
  // Videos are only watched, never downloaded: they never wait for a download.
  return new Set(
    rows
      .filter(
        (r) => r.status === 'released' && names.includes(r.platform) && !(opts.downloadable && r.fileKind === 'mp4'),
      )
      .map((r) => r.id),
  );
}

describe('platforms', () => {
  it('lists the authorized platforms; cared ones default to all of them', async () => {
    expect((await get('/common/homepage/authPlatform', a)).json().data.map((p: { name: string }) => p.name)).toEqual(
      companyA,
    );
    expect((await get('/common/homepage/authPlatform', b)).json().data.map((p: { name: string }) => p.name)).toEqual(
      companyB,
    );
    expect((await get('/common/homepage/carePlatform', a)).json().data.map((p: { name: string }) => p.name)).toEqual(
      companyA,
    );
  });

  it('refuses to follow a platform the company is not authorized for, and changes nothing', async () => {
    const all = await t.db.select().from(platforms);
    const nx910 = all.find((p) => p.name === 'NX910')!.id;
    const nx310 = all.find((p) => p.name === 'NX310')!.id;
    const res = await post(
      '/common/homepage/updatePlatformCare',
      a,
      { platformIds: [nx310, nx910] },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Only platforms your company is authorized for can be followed');
    expect((await get('/common/homepage/carePlatform', a)).json().data).toHaveLength(4);
    expect((await post('/common/homepage/updatePlatformCare', a, { platformIds: [] })).statusCode).toBe(400);
  });

  it("recent updates follow the cared platforms and never show another company's items or drafts", async () => {
    const all = await t.db.select().from(platforms);
    const nx310 = all.find((p) => p.name === 'NX310')!.id;
    expect((await post('/common/homepage/updatePlatformCare', a, { platformIds: [nx310] })).json().code).toBe(0);
    expect((await get('/common/homepage/carePlatform', a)).json().data.map((p: { name: string }) => p.name)).toEqual([
      'NX310',
    ]);
    const list = (await get('/common/homepage/updateFiles?pageSize=50', a)).json().data as {
      id: number;
      platforms: string[];
      releasedAt: string;
    }[];
    expect(list.length).toBeGreaterThan(5);
    for (const item of list) expect(item.platforms).toContain('NX310');
    const dates = list.map((i) => i.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const forB = (await get('/common/homepage/updateFiles?pageSize=50', b)).json().data as {
      id: number;
      platforms: string[];
    }[];
    for (const item of forB) expect(item.platforms.some((p) => companyB.includes(p))).toBe(true);
    const drafts = await t.db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(eq(catalogItems.status, 'draft'));
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(forB.map((i) => i.id)).not.toContain(d.id);
  });

  it('latest releases are versions of tools the user may see', async () => {
    const visible = await expectedVisible('tool', companyB);
    const list = (await get('/common/homepage/publishVersions?pageSize=50', b)).json().data as { itemId: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const v of list) expect(visible.has(v.itemId)).toBe(true);
  });
});

describe('the modules a child may open', () => {
  /** A fresh child of company A (no hidden projects, its own care) holding exactly `codes`. */
  async function childWith(email: string, codes: string[]) {
    await addChild(t, { email, grants: codes, name: '钱工' });
    return t.signIn(email);
  }
  const kindsOn = async (token: string) =>
    new Set(
      ((await get('/common/homepage/updateFiles?pageSize=50', token)).json().data as { kind: string }[]).map(
        (i) => i.kind,
      ),
    );

  it('a child without M03 and M04 sees no change notices or tools on the home page, nor tool releases', async () => {
    const token = await childWith('home-docs@demo.test', ['M01', 'dcc.download', 'M02']);
    expect([...(await kindsOn(token))].sort()).toEqual(['dcc', 'tr']);
    const releases = await get('/common/homepage/publishVersions?pageSize=50', token);
    expect(releases.json()).toMatchObject({ code: 0, data: [] });
  });

  it('with M03 and M04 the same child sees them', async () => {
    const token = await childWith('home-all@demo.test', ['M01', 'dcc.download', 'M02', 'M03', 'M04']);
    expect([...(await kindsOn(token))].sort()).toEqual(['dcc', 'pcn', 'tool', 'tr']);
    const visibleTools = await expectedVisible('tool', companyA);
    const releases = (await get('/common/homepage/publishVersions?pageSize=50', token)).json().data as {
      itemId: number;
    }[];
    expect(releases.length).toBeGreaterThan(0);
    for (const v of releases) expect(visibleTools.has(v.itemId)).toBe(true);
  });

  it('a child with none of the catalogue pages gets empty home lists', async () => {
    const token = await childWith('home-none@demo.test', ['M14']);
    expect((await get('/common/homepage/updateFiles?pageSize=50', token)).json()).toMatchObject({ code: 0, data: [] });
    expect((await get('/common/homepage/publishVersions?pageSize=50', token)).json()).toMatchObject({
      code: 0,
      data: [],
    });
  });
});

describe('not-downloaded counts (menu badges)', () => {
  it('count the visible released items not yet downloaded, per company, and drop with a download', async () => {
    const paths = {
      dcc: '/dccpath/dcc/file/getNoDownloadCount',
      tr: '/dccpath/tr/file/getNoDownloadTrCount',
      pcn: '/dccpath/pcn/file/getNoDownloadCount',
      tool: '/dccpath/tool/file/getNoDownloadCount',
    } as const;
    for (const [kind, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
      expect((await get(path, a)).json().data, kind).toBe(
        (await expectedVisible(kind, companyA, { downloadable: true })).size,
      );
      expect((await get(path, b)).json().data, kind).toBe(
        (await expectedVisible(kind, companyB, { downloadable: true })).size,
      );
    }
    const [customer] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
    const [one] = [...(await expectedVisible('dcc', companyA, { downloadable: true }))];
    const [item] = await t.db.select().from(catalogItems).where(eq(catalogItems.id, one));
    await t.db
      .insert(downloadRecords)
      .values({ accountId: customer.id, fileId: item.fileId!, size: 1, itemKind: 'dcc', itemId: one });
    expect((await get(paths.dcc, a)).json().data).toBe(
      (await expectedVisible('dcc', companyA, { downloadable: true })).size - 1,
    );
  });
});

describe('feedback', () => {
  const total = async () => Number((await t.db.select({ n: count() }).from(feedbacks))[0].n);

  it('refuses a blank or over-500-character feedback and a blank subject, storing nothing', async () => {
    const before = await total();
    for (const body of [
      { subject: 'FAQ', feedback: '   ' },
      { subject: 'FAQ', feedback: 'x'.repeat(501) },
      { subject: ' ', feedback: 'ok' },
    ]) {
      expect((await post('/common/homepage/custFeedback', a, body)).statusCode).toBe(400);
    }
    expect(await total()).toBe(before);
  });

  it('stores a feedback of exactly 500 characters with account and page, as plain text', async () => {
    const text = '<b>链接</b>'.padEnd(500, '好');
    expect(
      (await post('/common/homepage/custFeedback', a, { subject: '技术文档', feedback: text, page: '/dcc' })).json()
        .code,
    ).toBe(0);
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.page, '/dcc'));
    expect(row.feedback).toBe(text);
    expect(row.subject).toBe('技术文档');
  });
});

describe('first-visit disclaimers', () => {
  it('is recorded per account', async () => {
    expect((await get('/common/common/hasVisit/1', a)).json().data).toEqual({ visited: false });
    expect((await post('/common/common/addVisit/1', a, {})).json().code).toBe(0);
    expect((await post('/common/common/addVisit/1', a, {})).json().code).toBe(0);
    expect((await get('/common/common/hasVisit/1', a)).json().data).toEqual({ visited: true });
    expect((await get('/common/common/hasVisit/1', b)).json().data).toEqual({ visited: false });
    expect((await get('/common/common/hasVisit/2', a)).statusCode).toBe(400);
  });
});

describe('announcements, courses, partners, maintenance', () => {
  it('lists announcements newest first; a notice opens by id without signing in; unknown ids are 404', async () => {
    const list = (await get('/common/homepage/notification', a)).json().data as { id: number; publishedAt: string }[];
    expect(list.length).toBe(3);
    expect([...list.map((n) => n.publishedAt)].sort().reverse()).toEqual(list.map((n) => n.publishedAt));
    const detail = await t.app.inject({ method: 'GET', url: `/api/common/notice/detail/${list[0].id}` });
    expect(detail.json().data.contentEn).toMatch(/Feedback/);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/notice/detail/99999' })).statusCode).toBe(404);
  });

  it('lists public courses (one enrolling) and partners', async () => {
    const courses = (await get('/common/latestCourse', a)).json().data as { enrolment: string; enrolled: boolean }[];
    expect(courses.some((c) => c.enrolment === 'enrolling')).toBe(true);
    expect(courses.every((c) => c.enrolled === false)).toBe(true);
    expect((await get('/common/homepage/partners', a)).json().data.length).toBeGreaterThanOrEqual(3);
  });

  it('/version.json carries the maintenance flag', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/version.json' })).json()).toEqual({
      version: 'test-version',
      maintenance: false,
    });
    await t.db.update(settings).set({ value: true }).where(eq(settings.key, 'maintenance'));
    expect((await t.app.inject({ method: 'GET', url: '/version.json' })).json().maintenance).toBe(true);
    await t.db.update(settings).set({ value: false }).where(eq(settings.key, 'maintenance'));
  });
});
