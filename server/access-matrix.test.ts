// Walks every registered /api route as every kind of caller and compares with the declared matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from './db/orm.ts';
import { makeTestApp, type TestApp } from './test/app.ts';
import { accessMatrix, callers, type Caller, type Fixtures, type MatrixRow } from './test/access-matrix.ts';
import { multipartBody, pdfOf } from './test/multipart.ts';
import { addChild } from './test/factories.ts';
import {
  accountGrants,
  accountGroups,
  accounts,
  articleComments,
  articles,
  catalogItems,
  custRoles,
  patchsetApplyFiles,
  projects,
  simulationFiles,
  simulationTasks,
} from './db/schema/index.ts';

let t: TestApp;
let fixtures: Fixtures;
/** Demo e-mail of each caller; `child` is a second child of company A without hidden projects. */
const emailOf: Record<Exclude<Caller, 'anonymous'>, string> = {
  locked: 'locked@demo.test',
  primary: 'customer@demo.test',
  child: 'child2@demo.test',
  childHidden: 'child@demo.test',
  other: 'other@demo.test',
  pm: 'pm@demo.test',
};

beforeAll(async () => {
  // The walk sends well over a thousand calls from one address within a minute or two; the
  // per-client limit (tested in server/platform/rate-limit.test.ts) would answer its later rows 429.
  t = await makeTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await t.app.ready();
  // A second child of company A: granted the pages of the first one, no hidden project.
  const [primary] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
  const [first] = await t.db.select().from(accounts).where(eq(accounts.email, 'child@demo.test'));
  const grants = await t.db.select().from(accountGrants).where(eq(accountGrants.accountId, first.id));
  await addChild(t, { email: 'child2@demo.test', name: '赵工', grants: grants.map((g) => g.menuCode) });

  const body = multipartBody('owned.pdf', pdfOf(2048, 'owned'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/common/file/upload',
    headers: { ...t.bearer(await t.signIn('customer@demo.test')), ...body.headers },
    payload: body.payload,
  });
  // One catalogue item per kind on NX310 alone (company A's, not B's), and the viewer files.
  const onlyOn = async (kind: 'dcc' | 'tr' | 'pcn' | 'tool', viewer?: 'pdf') => {
    const rows = await t.db.execute(sql`
      select i.id, f.kind from catalog_items i join files f on f.id = i.file_id
      where i.kind = ${kind} and i.status = 'released'
        and (select array_agg(p.name) from catalog_item_platforms cip join platforms p on p.id = cip.platform_id where cip.item_id = i.id) = array['NX310']
      order by i.id`);
    const list = (rows as unknown as { rows: { id: number; kind: string }[] }).rows.filter(
      (r) => !viewer || r.kind === viewer,
    );
    return Number(list[0].id);
  };
  const fileOf = async (name: string) =>
    (await t.db.select().from(catalogItems).where(eq(catalogItems.name, name)))[0].fileId!;
  fixtures = {
    primaryFileId: res.json().data.fileId,
    itemOfA: {
      dcc: await onlyOn('dcc', 'pdf'),
      tr: await onlyOn('tr', 'pdf'),
      pcn: await onlyOn('pcn', 'pdf'),
      tool: await onlyOn('tool'),
    },
    sheetFileId: await fileOf('NX310 引脚定义表'),
    videoFileId: await fileOf('NX710 首板调试视频'),
    faqOfA: (await t.db.select().from(articles).where(eq(articles.title, 'NX310 待机功耗偏高如何排查？')))[0].id,
    guideOfA: (await t.db.select().from(articles).where(eq(articles.title, 'Getting started with the Flash Tool')))[0]
      .id,
    commentOfA: 0,
    epatchOfA: (
      await t.db
        .select({ applyId: patchsetApplyFiles.applyId, fileId: patchsetApplyFiles.fileId })
        .from(patchsetApplyFiles)
        .orderBy(patchsetApplyFiles.applyId)
    )[0],
    spareChildOfA: 0,
    simulationOfA: await simulationFixtures(primary.id, primary.companyId),
    accGroupOfA: {
      groupId: (await t.db.select().from(accountGroups).where(eq(accountGroups.name, '研发一组')))[0].id,
      roleId: (await t.db.select().from(custRoles).where(eq(custRoles.name, '研发工程师')))[0].id,
      memberId: first.id,
    },
  };
  // Written by child@demo.test, the last caller of the walk able to delete it (the walk's order is fixed).
  const [mine] = await t.db
    .insert(articleComments)
    .values({ articleId: fixtures.faqOfA, accountId: first.id, content: 'matrix' })
    .returning();
  fixtures.commentOfA = mine.id;
  const [spare] = await t.db
    .insert(accounts)
    .values({
      companyId: primary.companyId,
      type: 'child',
      parentId: primary.id,
      name: '孙工',
      email: 'spare@demo.test',
      passwordHash: primary.passwordHash,
      state: 'active',
      emailVerifiedAt: new Date(),
    })
    .returning();
  fixtures.spareChildOfA = spare.id;
});
afterAll(() => t.close());

/** The row's request as `caller`, with `headers` (its sign-in) under the row's own. */
function callAs(row: MatrixRow, caller: Caller, headers: Record<string, string>) {
  const [method, url] = row.route.split(' ');
  const extra = row.request?.(fixtures, caller) ?? {};
  return t.app.inject({ method, url, ...extra, headers: { ...headers, ...(extra.headers ?? {}) } } as never);
}

describe('access matrix', () => {
  it('declares every registered route exactly once', () => {
    const registered = t.app.deps.routes.map((r) => `${r.method} ${r.url}`).sort();
    const declared = accessMatrix.map((r) => r.route).sort();
    expect(declared).toEqual([...new Set(declared)]);
    expect(
      registered.filter((r) => !declared.includes(r)),
      'routes missing from server/test/access-matrix.ts',
    ).toEqual([]);
    expect(
      declared.filter((r) => !registered.includes(r)),
      'declared routes that do not exist',
    ).toEqual([]);
  });

  it('gives every caller the declared status on every route', async () => {
    const mismatches: string[] = [];
    for (const row of accessMatrix) {
      for (const caller of callers) {
        // A fresh token per call: logout revokes the one it is called with.
        const res = await callAs(row, caller, caller === 'anonymous' ? {} : t.bearer(await t.signIn(emailOf[caller])));
        if (res.statusCode !== row.expect[caller])
          mismatches.push(
            `${row.route} as ${caller}: expected ${row.expect[caller]}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // About a thousand requests, each with its own sign-in: seconds when the machine is idle, many
    // times that on a loaded CI runner, which the default 30 s does not allow for.
  }, 180_000);
});

describe('kept answers', () => {
  it('every route marked to keep its answers keeps them for each caller it answers: no read outside the read cache', async () => {
    const kept = new Set(t.app.deps.routes.filter((r) => r.keepAnswer).map((r) => `${r.method} ${r.url}`));
    const rows = accessMatrix.filter((row) => kept.has(row.route));
    expect(rows.length, 'the matrix has a row for each kept route').toBe(kept.size);
    const missed: string[] = [];
    for (const row of rows) {
      for (const caller of callers) {
        if (caller === 'anonymous' || row.expect[caller] !== 200) continue;
        // One identity for both calls: an answer is kept for the identity it was made for.
        const headers = t.bearer(await t.signIn(emailOf[caller]));
        const call = () => callAs(row, caller, headers);
        const first = await call();
        const before = t.app.answers.served;
        const second = await call();
        if (first.statusCode !== 200 || t.app.answers.served !== before + 1 || second.body !== first.body)
          missed.push(
            `${row.route} as ${caller}: ${first.statusCode}, served from memory ${t.app.answers.served - before}, ${
              t.app.answers.notKept.get(row.route) ?? 'no statement outside the read cache'
            }`,
          );
      }
    }
    expect(missed).toEqual([]);
    expect(Object.fromEntries(t.app.answers.notKept)).toEqual({});
  }, 120_000);
});

describe("preview needs the download code of the item's module (decision 0009)", () => {
  it('a child that sees a technical report but lacks tr.download is refused its preview (403); granted tr.download, it gets the PDF', async () => {
    const child = await addChild(t, { email: 'preview@demo.test', name: '周工', grants: ['M02'] });
    const preview = async () =>
      t.app.inject({
        method: 'GET',
        url: `/api/common/preview/${fixtures.itemOfA.tr}`,
        headers: { ...t.bearer(await t.signIn('preview@demo.test')), 'accept-language': 'en' },
      });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dccpath/tr/file/detail/${fixtures.itemOfA.tr}`,
          headers: t.bearer(await t.signIn('preview@demo.test')),
        })
      ).statusCode,
    ).toBe(200);
    const refused = await preview();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: 'No permission to preview', data: null });

    await t.db.insert(accountGrants).values({ accountId: child.id, menuCode: 'tr.download' });
    const granted = await preview();
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['content-type']).toBe('application/pdf');
    expect(granted.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** Company A's seeded simulation tasks the matrix asks about (see simulationRows). */
async function simulationFixtures(primaryId: number, companyId: number): Promise<Fixtures['simulationOfA']> {
  const tasks = await t.db
    .select({ task: simulationTasks, project: projects.name })
    .from(simulationTasks)
    .leftJoin(projects, eq(projects.id, simulationTasks.projectId))
    .where(eq(simulationTasks.companyId, companyId))
    .orderBy(simulationTasks.id);
  const secret = tasks.find((r) => r.project === 'A-Secret' && r.task.status === 'finished')!.task;
  const submitted = tasks.find((r) => r.project !== 'A-Secret' && r.task.status === 'submitted')!.task;
  const draft = tasks.find((r) => r.task.status === 'draft' && r.task.accountId === primaryId)!.task;
  const [report] = await t.db
    .select()
    .from(simulationFiles)
    .where(and(eq(simulationFiles.taskId, secret.id), eq(simulationFiles.role, 'report')));
  const s = submitted;
  return {
    secret: secret.id,
    secretReport: report.fileId,
    submitted: s.id,
    submittedBody: {
      simulationType: s.simulationType,
      platformId: s.platformId,
      projectId: s.projectId,
      designName: s.designName,
      boardVersion: s.boardVersion,
      layerCount: s.layerCount,
      unit: s.unit,
      boardThickness: s.boardThickness,
      maxFrequency: s.maxFrequency,
      targetImpedance: s.targetImpedance,
      contactName: s.contactName,
      contactEmail: s.contactEmail,
      boardFileId: s.boardFileId,
      stackupFileId: s.stackupFileId,
      netlistFileId: s.netlistFileId,
    },
    draft: draft.id,
  };
}
