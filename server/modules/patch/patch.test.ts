// Patches end to end through the API: the seed, list filters, detail with related patches, the
// download (hash, Range, My downloads) refused for voided patches, visibility by platform and
// company, merges (must-first related patches, chains, the merged flag per company, concurrency),
// histories, the staff's draft → released → voided cycle, and hostile input.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accountOf, addChild, platformIdsOf } from '../../test/factories.ts';
import { apiOf } from '../../test/inject.ts';
import { multipartBody } from '../../test/multipart.ts';
import {
  accountRoles,
  accounts,
  companies,
  downloadRecords,
  files,
  patchMerges,
  patches,
  platforms,
  roles,
  settings,
} from '../../db/schema/index.ts';
import { patchFile } from '../../db/seed/patch.ts';
import { mergeable } from './merge.ts';

let t: TestApp;
const A = 'customer@demo.test'; // company A: NX310, NX510, NX520-5G, NX710
const B = 'other@demo.test'; // company B: NX730-5G, NX910
const CHILD = 'child@demo.test'; // no M07
const PM = 'pm@demo.test'; // staff: admin.publish
const PATCHER = 'patcher@demo.test'; // a child of A granted M07, patch.merge and My downloads (M17)
const READER = 'reader@demo.test'; // a child of A granted M07 only
const ORBIT = 'orbit@demo.test'; // primary of another company that also holds NX310
const aPlatforms = ['NX310', 'NX510', 'NX520-5G', 'NX710'];
const bPlatforms = ['NX730-5G', 'NX910'];

/** The seeded patches in seed order (the seed's index i is seeded[i]). */
let seeded: { id: number; name: string; state: string; platform: string }[] = [];
const idOf = (i: number) => seeded[i].id;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  await addChild(t, { email: PATCHER, grants: ['M07', 'patch.merge', 'M17'] });
  await addChild(t, { email: READER, grants: ['M07'] });
  const template = await accountOf(t, A);
  const [orbit] = await t.db.select().from(companies).where(eq(companies.nameEn, 'Orbit Wearables'));
  const [row] = await t.db
    .insert(accounts)
    .values({
      companyId: orbit.id,
      type: 'primary',
      name: 'Orbit',
      email: ORBIT,
      passwordHash: template.passwordHash,
      state: 'active',
      emailVerifiedAt: new Date(),
      complianceState: 'passed',
    })
    .returning();
  const [primaryRole] = await t.db.select().from(roles).where(eq(roles.code, 'customer-primary'));
  await t.db.insert(accountRoles).values({ accountId: row.id, roleId: primaryRole.id });
  seeded = await t.db
    .select({ id: patches.id, name: patches.name, state: patches.state, platform: platforms.name })
    .from(patches)
    .innerJoin(platforms, eq(platforms.id, patches.platformId))
    .orderBy(asc(patches.id))
    .limit(80);
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
type Row = {
  id: number;
  name: string;
  chip: string;
  status: string;
  security: boolean;
  testPatch: boolean;
  mustMerge: boolean;
  merged: boolean;
  releasedAt: string;
  sha256: string;
};
const listOf = async (query: string, who: string) => {
  const res = await get(`/common/patch/list?${query}`, who);
  expect(res.statusCode, query).toBe(200);
  return res.json().data as { list: Row[]; total: number; capped: boolean };
};
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((x, y) => x - y);
const mergesOf = (patchId: number) => t.db.select().from(patchMerges).where(eq(patchMerges.patchId, patchId));
const merge = (who: string, branch: string, ...ids: number[]) =>
  post('/common/patch/merge', who, { branch, patchIds: ids });

describe('seed', () => {
  it('holds 80 patches in every state, every flag combination on every platform, each with a file', async () => {
    const all = await t.db
      .select({ p: patches, platform: platforms.name })
      .from(patches)
      .innerJoin(platforms, eq(platforms.id, patches.platformId));
    expect(all).toHaveLength(80);
    expect(new Set(all.map((r) => r.p.state))).toEqual(new Set(['draft', 'released', 'voided']));
    expect(all.every((r) => r.p.fileId !== null)).toBe(true);
    for (const platform of [...aPlatforms, ...bPlatforms]) {
      const combos = new Set(
        all.filter((r) => r.platform === platform).map((r) => `${r.p.security}/${r.p.testPatch}/${r.p.mustMerge}`),
      );
      expect(combos.size, platform).toBe(8);
    }
  });
});

describe('customer list', () => {
  it('shows released and voided patches of the company’s platforms only, newest first', async () => {
    const visible = (names: string[]) =>
      seeded.filter((p) => p.state !== 'draft' && names.includes(p.platform)).map((p) => p.id);
    const forA = await listOf('pageSize=100', A);
    expect(idsOf(forA.list)).toEqual(visible(aPlatforms));
    const dates = forA.list.map((r) => r.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(forA.list.map((r) => r.status))).toEqual(new Set(['normal', 'voided']));
    const forB = await listOf('pageSize=100', B);
    expect(idsOf(forB.list)).toEqual(visible(bPlatforms));
  });

  it('filters by chip, security, must-merge, merged, status, release range and keyword, and pages', async () => {
    const [nx310, nx910] = await platformIdsOf(t, ['NX310', 'NX910']);
    const on310 = await listOf(`platformId=${nx310}&pageSize=100`, A);
    expect(on310.total).toBeGreaterThan(0);
    expect(on310.list.every((r) => r.chip === 'NX310')).toBe(true);
    expect((await listOf(`platformId=${nx910}`, A)).total).toBe(0); // narrows, never widens

    const all = (await listOf('pageSize=100', A)).list;
    for (const [field, key] of [
      ['security', 'security'],
      ['mustMerge', 'mustMerge'],
      ['merged', 'merged'],
    ] as const) {
      const yes = await listOf(`${field}=true&pageSize=100`, A);
      const no = await listOf(`${field}=false&pageSize=100`, A);
      expect(yes.total, field).toBe(all.filter((r) => r[key]).length);
      expect(yes.total, field).toBeGreaterThan(0);
      expect(no.total, field).toBe(all.length - yes.total);
      expect(yes.list.every((r) => r[key])).toBe(true);
    }
    // Company A's seeded merges: the head of the NX310 chain and a few more.
    expect(idsOf((await listOf('merged=true&pageSize=100', A)).list)).toEqual(
      [0, 1, 2, 6, 7, 9, 15].map(idOf).sort((x, y) => x - y),
    );

    const voided = await listOf('status=voided&pageSize=100', A);
    expect(voided.total).toBeGreaterThan(0);
    expect(idsOf(voided.list)).toEqual(
      seeded.filter((p) => p.state === 'voided' && aPlatforms.includes(p.platform)).map((p) => p.id),
    );
    expect((await listOf('status=normal&pageSize=100', A)).list.every((r) => r.status === 'normal')).toBe(true);

    const first = all[all.length - 1].releasedAt.slice(0, 10);
    const fromFirst = await listOf(`releaseFrom=${first}&releaseTo=${first}&pageSize=100`, A);
    expect(fromFirst.total).toBe(all.filter((r) => r.releasedAt.slice(0, 10) === first).length);
    expect(fromFirst.total).toBeGreaterThan(0);
    expect((await listOf('releaseFrom=2030-01-01', A)).total).toBe(0);
    expect((await listOf('releaseTo=2020-01-01', A)).total).toBe(0);

    const zh = await listOf(`keyword=${encodeURIComponent('自动曝光')}&pageSize=100`, A);
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.list.every((r) => r.name.includes('自动曝光'))).toBe(true);
    const en = await listOf(`keyword=${encodeURIComponent('rerun the related tests')}&pageSize=100`, A);
    expect(en.total).toBeGreaterThan(0); // in the description
    expect((await listOf('keyword=100%25', A)).total).toBe(0); // % is itself

    const combined = await listOf(`platformId=${nx310}&security=true&mustMerge=false&pageSize=100`, A);
    expect(combined.list.every((r) => r.chip === 'NX310' && r.security && !r.mustMerge)).toBe(true);

    const page1 = await listOf('pageSize=5', A);
    const page2 = await listOf('pageSize=5&pageNum=2', A);
    expect(page1.list).toHaveLength(5);
    expect(page2.list.map((r) => r.id)).not.toContain(page1.list[0].id);
    const byName = (await listOf('sortField=name&sortOrder=asc&pageSize=100', A)).list.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('a child without the page is refused; a child holding it sees what the company sees', async () => {
    expect((await get('/common/patch/list', CHILD)).statusCode).toBe(403);
    expect((await get(`/common/patch/detail/${idOf(0)}`, CHILD)).statusCode).toBe(403);
    const forChild = await listOf('pageSize=100', READER);
    expect(idsOf(forChild.list)).toEqual(idsOf((await listOf('pageSize=100', A)).list));
    expect(forChild.list.find((r) => r.id === idOf(0))!.merged).toBe(true); // the company's merge
    expect((await get('/common/patch/list', PM)).statusCode).toBe(403);
    expect((await get('/common/patch/list', null)).statusCode).toBe(401);
  });
});

describe('detail', () => {
  it('shows every field with its related patches; another platform, a draft and an unknown id are 404', async () => {
    const res = await get(`/common/patch/detail/${idOf(12)}`, A);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    for (const field of [
      'id',
      'name',
      'chip',
      'security',
      'applicableChips',
      'version',
      'status',
      'submitter',
      'releasedAt',
      'related',
      'testPatch',
      'mustMerge',
      'merged',
      'sha256',
      'fileName',
      'size',
    ])
      expect(d).toHaveProperty(field);
    expect(d.chip).toBe('NX310');
    expect(d.applicableChips).toEqual(['NX310', 'NX310A', 'NX310P']);
    expect(d.related).toEqual([
      expect.objectContaining({ id: idOf(6), mustFirst: true, merged: true, status: 'normal' }),
    ]);
    expect(d.merged).toBe(false);
    const related = (await get(`/common/patch/detail/${idOf(9)}`, A)).json().data.related;
    expect(related).toEqual([expect.objectContaining({ id: idOf(3), mustFirst: false })]);

    const ofB = seeded.find((p) => bPlatforms.includes(p.platform) && p.state === 'released')!;
    expect((await get(`/common/patch/detail/${ofB.id}`, A)).statusCode).toBe(404);
    expect((await get(`/common/patch/detail/${idOf(0)}`, B)).statusCode).toBe(404);
    expect((await get(`/common/patch/detail/${ofB.id}`, B)).statusCode).toBe(200);
    const draft = seeded.find((p) => p.state === 'draft' && aPlatforms.includes(p.platform))!;
    expect((await get(`/common/patch/detail/${draft.id}`, A)).statusCode).toBe(404);
    expect((await get(`/common/patch/download/${draft.id}`, A)).statusCode).toBe(404);
    expect((await get('/common/patch/detail/999999', A)).statusCode).toBe(404);
    // Walking ids as company B finds only B's.
    for (const p of seeded.slice(0, 12))
      expect((await get(`/common/patch/detail/${p.id}`, B)).statusCode).toBe(
        bPlatforms.includes(p.platform) && p.state !== 'draft' ? 200 : 404,
      );
  });
});

describe('download', () => {
  it('streams the file with ETag and Range, recorded once in My downloads and the histories', async () => {
    const patch = seeded[8]; // NX520-5G, released, not downloaded by the seed
    expect(aPlatforms).toContain(patch.platform);
    const detail = (await get(`/common/patch/detail/${patch.id}`, PATCHER)).json().data;
    const whole = await get(`/common/patch/download/${patch.id}`, PATCHER);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(`"${detail.sha256}"`);
    expect(whole.headers['content-disposition']).toContain('attachment');
    expect(crypto.createHash('sha256').update(whole.rawPayload).digest('hex')).toBe(detail.sha256);
    expect(whole.rawPayload.toString()).toContain('diff --git');
    const part = await get(`/common/patch/download/${patch.id}`, PATCHER, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));

    const mine = (await get('/common/download/mine?itemKind=patch', PATCHER)).json().data;
    expect(mine.list.filter((r: { itemId: number }) => r.itemId === patch.id)).toHaveLength(1);
    expect(mine.list[0].sha256).toBe(detail.sha256);

    // The patch's download history: the company's downloads (the child's, seen by the primary too).
    const history = (await get(`/common/patch/downloadHistory?patchId=${patch.id}`, A)).json().data;
    expect(history.list.map((r: { account: string }) => r.account)).toEqual(['测试']);
    const myOwn = (await get('/common/patch/downloadHistory', PATCHER)).json().data;
    expect(myOwn.list.map((r: { patchId: number }) => r.patchId)).toEqual([patch.id]);
    // The seeded downloads of the primary are its own.
    const primaryOwn = (await get('/common/patch/downloadHistory?pageSize=100', A)).json().data;
    expect(primaryOwn.total).toBe(7);

    expect((await get(`/common/patch/download/${patch.id}`, B)).statusCode).toBe(404);
    expect((await get(`/common/patch/downloadHistory?patchId=${patch.id}`, B)).statusCode).toBe(404);
  });

  it('refuses a voided patch with 409 in both languages and records nothing', async () => {
    const voided = seeded.find((p) => p.state === 'voided' && aPlatforms.includes(p.platform))!;
    const before = await t.db.select().from(downloadRecords).where(eq(downloadRecords.itemId, voided.id));
    const zh = await get(`/common/patch/download/${voided.id}`, A, { 'accept-language': 'zh' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toBe(`补丁“${voided.name}”已作废，不能下载或合入`);
    const en = await get(`/common/patch/download/${voided.id}`, A, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().msg).toBe(`Patch “${voided.name}” has been voided and can no longer be downloaded or merged`);
    const after = await t.db.select().from(downloadRecords).where(eq(downloadRecords.itemId, voided.id));
    expect(after).toHaveLength(before.length);
    // Its detail is still there (struck through on screen), voided.
    expect((await get(`/common/patch/detail/${voided.id}`, A)).json().data.status).toBe('voided');
  });
});

describe('merge', () => {
  it('refuses a patch whose must-first patch is neither merged nor chosen, naming it; nothing written', async () => {
    // The NX310 chain: 6 is merged, 12 needs 6, 18 needs 12, 24 needs 18.
    const res = await merge(A, 'dev/x1', idOf(18));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      {
        patchId: idOf(18),
        name: seeded[18].name,
        ok: false,
        reason: 'needsFirst',
        needs: [{ id: idOf(12), name: seeded[12].name }],
      },
    ]);
    // A chain fails together: 18 still lacks 12, so 24 (needing 18) fails too.
    const chain = (await merge(A, 'dev/x1', idOf(24), idOf(18))).json().data.results;
    expect(chain.map((r: { ok: boolean }) => r.ok)).toEqual([false, false]);
    expect(chain[0].needs).toEqual([{ id: idOf(18), name: seeded[18].name }]);
    expect(await mergesOf(idOf(18))).toHaveLength(0);
    expect(await mergesOf(idOf(24))).toHaveLength(0);
  });

  it('merges a patch together with the one it needs, sets the merged flag for the company only', async () => {
    const res = await merge(A, 'dev/x1', idOf(18), idOf(12));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      branch: 'dev/x1',
      results: [
        { patchId: idOf(18), name: seeded[18].name, ok: true, reason: null, needs: [] },
        { patchId: idOf(12), name: seeded[12].name, ok: true, reason: null, needs: [] },
      ],
    });
    expect((await get(`/common/patch/detail/${idOf(18)}`, A)).json().data.merged).toBe(true);
    expect((await get(`/common/patch/detail/${idOf(18)}`, READER)).json().data.merged).toBe(true);
    // Another company on the same platform: not merged, and its own must-first rule still holds.
    expect((await get(`/common/patch/detail/${idOf(18)}`, ORBIT)).json().data.merged).toBe(false);
    const orbit = (await merge(ORBIT, 'main', idOf(18))).json().data.results[0];
    expect(orbit).toMatchObject({ ok: false, reason: 'needsFirst', needs: [{ id: idOf(12) }] });
    expect((await listOf('merged=true&pageSize=100', ORBIT)).total).toBe(0);
    // Now 24 needs only 18, merged: it goes alone.
    expect((await merge(A, 'dev/x1', idOf(24))).json().data.results[0].ok).toBe(true);
  });

  it('the same patch into the same branch again fails; into another branch it succeeds; concurrent twins once', async () => {
    const again = (await merge(A, 'main', idOf(0))).json().data.results[0];
    expect(again).toMatchObject({ ok: false, reason: 'alreadyMerged' });
    expect((await merge(A, 'feature/y', idOf(0))).json().data.results[0].ok).toBe(true);
    const patch = idOf(3); // NX710, nothing must come first
    const twins = await Promise.all([merge(A, 'race', patch), merge(PATCHER, 'race', patch), merge(A, 'race', patch)]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(twins.filter((r) => r.json().data.results[0].ok)).toHaveLength(1);
    expect((await mergesOf(patch)).filter((m) => m.branch === 'race')).toHaveLength(1);
  });

  it('a voided patch is 409 (both languages) and nothing of the merge is written; invisible is 404', async () => {
    const voided = seeded.find((p) => p.state === 'voided' && aPlatforms.includes(p.platform))!;
    const fine = idOf(21);
    const zh = await post(
      '/common/patch/merge',
      A,
      { branch: 'v', patchIds: [fine, voided.id] },
      { 'accept-language': 'zh' },
    );
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toContain('已作废');
    const en = await post(
      '/common/patch/merge',
      A,
      { branch: 'v', patchIds: [voided.id] },
      { 'accept-language': 'en' },
    );
    expect(en.statusCode).toBe(409);
    expect(en.json().msg).toContain('has been voided');
    expect((await mergesOf(fine)).filter((m) => m.branch === 'v')).toHaveLength(0);

    const ofB = seeded.find((p) => bPlatforms.includes(p.platform) && p.state === 'released')!;
    expect((await merge(A, 'v', fine, ofB.id)).statusCode).toBe(404);
    const draft = seeded.find((p) => p.state === 'draft' && aPlatforms.includes(p.platform))!;
    expect((await merge(A, 'v', draft.id)).statusCode).toBe(404);
    expect((await mergesOf(fine)).filter((m) => m.branch === 'v')).toHaveLength(0);
  });

  it('a must-first patch merged before it was voided still counts', async () => {
    // NX510: 13 needs 7; company A merged 7, which was voided afterwards.
    expect(seeded[7].state).toBe('voided');
    expect((await merge(A, 'main', idOf(13))).json().data.results[0].ok).toBe(true);
  });

  it('needs patch.merge: a child with the page only is refused, one with the code may', async () => {
    expect((await merge(READER, 'main', idOf(33))).statusCode).toBe(403);
    expect((await merge(CHILD, 'main', idOf(33))).statusCode).toBe(403);
    expect((await merge(PM, 'main', idOf(33))).statusCode).toBe(403);
    expect((await merge(PATCHER, 'child-branch', idOf(33))).json().data.results[0].ok).toBe(true);
  });

  it('resolves chains in one pass of the rule', () => {
    const pre = [
      { patchId: 3, relatedId: 2, name: 'b' },
      { patchId: 2, relatedId: 1, name: 'a' },
    ];
    expect([...mergeable([3, 2], pre, new Set())]).toEqual([]);
    expect([...mergeable([3, 2], pre, new Set([1]))].sort()).toEqual([2, 3]);
    expect([...mergeable([3, 2, 1], pre, new Set())].sort()).toEqual([1, 2, 3]);
    expect([...mergeable([3], pre, new Set([1]))]).toEqual([]);
  });
});

describe('display switch', () => {
  it('the operator’s patchDisplay setting off hides M07 and refuses the customer calls; the staff console still answers', async () => {
    const setDisplay = (value: boolean) => t.db.update(settings).set({ value }).where(eq(settings.key, 'patchDisplay'));
    const menuCodes = async (who: string) =>
      ((await get('/gateway/user/getMenu', who)).json().data.menus as { funcNo: string }[]).map((m) => m.funcNo);
    const merged = await t.db.select({ n: sql<number>`count(*)::int` }).from(patchMerges);
    await setDisplay(false);
    try {
      expect(await menuCodes(A)).not.toContain('M07');
      for (const path of ['/common/patch/list', `/common/patch/detail/${idOf(0)}`, '/common/patch/mergeHistory'])
        expect((await get(path, A)).statusCode, path).toBe(403);
      expect((await get(`/common/patch/download/${idOf(0)}`, A)).statusCode).toBe(403);
      expect((await merge(A, 'main', idOf(0))).statusCode).toBe(403);
      expect((await get('/admin/patch/list', PM)).statusCode).toBe(200);
    } finally {
      await setDisplay(true);
    }
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(patchMerges)).toEqual(merged);
    expect(await menuCodes(A)).toContain('M07');
    expect((await get('/common/patch/list', A)).statusCode).toBe(200);
  });
});

describe('merge history', () => {
  it('per patch: the company’s merges; per account: my merges; other companies see their own', async () => {
    const ofPatch = (await get(`/common/patch/mergeHistory?patchId=${idOf(0)}`, READER)).json().data;
    expect(ofPatch.list.map((r: { branch: string }) => r.branch).sort()).toEqual(['feature/y', 'main']);
    const mine = (await get('/common/patch/mergeHistory?pageSize=100', PATCHER)).json().data;
    expect(mine.list.every((r: { account: string }) => r.account === '测试')).toBe(true);
    expect(mine.list).toContainEqual(expect.objectContaining({ patchId: idOf(33), branch: 'child-branch' }));
    const primary = (await get('/common/patch/mergeHistory?pageSize=100', A)).json().data;
    expect(primary.list.map((r: { patchId: number }) => r.patchId)).not.toContain(idOf(33));
    const times = primary.list.map((r: { mergedAt: string }) => r.mergedAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Orbit shares NX310 but not A's merges.
    const orbit = (await get(`/common/patch/mergeHistory?patchId=${idOf(0)}`, ORBIT)).json().data;
    expect(orbit.total).toBe(0);
    expect((await get(`/common/patch/mergeHistory?patchId=${idOf(0)}`, B)).statusCode).toBe(404);
    expect((await get('/common/patch/mergeHistory', B)).json().data.total).toBe(0);
  });
});

describe('staff publishing', () => {
  const upload = async (content: Buffer, name: string) => {
    const body = multipartBody(name, content);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(await t.signIn(PM)), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.fileId as number;
  };

  it('creates a draft with related patches, edits, releases (customers see it), voids (struck, refused)', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    const fileId = await upload(patchFile('Quokka fix', 'V9.9.9', 'drivers/quokka.c', 'PM'), 'quokka.patch');
    const fields = {
      name: '[NX310] Quokka 调度修复',
      description: 'Fixes the Quokka scheduler.',
      platformId: nx310,
      applicableChips: ['NX310', 'NX310A'],
      version: 'V9.9.9',
      submitter: '王磊',
      security: true,
      testPatch: false,
      mustMerge: true,
      related: [{ id: idOf(0), mustFirst: true }],
      fileId,
    };
    const created = await post('/admin/patch/add', PM, fields);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const quokka = async (who: string) => idsOf((await listOf('keyword=quokka', who)).list);
    expect(await quokka(A)).toEqual([]);
    expect((await get(`/common/patch/detail/${id}`, A)).statusCode).toBe(404);
    const staffRow = (await get(`/admin/patch/detail/${id}`, PM)).json().data;
    expect(staffRow).toMatchObject({ state: 'draft', security: true, related: [{ id: idOf(0), mustFirst: true }] });

    // Related patches: same platform only, never itself.
    const ofB = seeded.find((p) => p.platform === 'NX910')!;
    expect(
      (await put(`/admin/patch/edit/${id}`, PM, { ...fields, related: [{ id: ofB.id, mustFirst: true }] })).statusCode,
    ).toBe(400);
    expect(
      (await put(`/admin/patch/edit/${id}`, PM, { ...fields, related: [{ id, mustFirst: true }] })).statusCode,
    ).toBe(400);
    expect((await put(`/admin/patch/edit/${id}`, PM, { ...fields, mustMerge: false })).statusCode).toBe(200);
    expect((await get(`/admin/patch/detail/${id}`, PM)).json().data.mustMerge).toBe(false);
    const options = (await get(`/admin/patch/relatedOptions?platformId=${nx310}`, PM)).json().data;
    expect(options.map((o: { id: number }) => o.id)).toContain(idOf(0));

    expect((await post(`/admin/patch/release/${id}`, PM)).statusCode).toBe(200);
    expect(await quokka(A)).toEqual([id]);
    expect(await quokka(B)).toEqual([]);
    const shown = (await get(`/common/patch/detail/${id}`, A)).json().data;
    expect(shown).toMatchObject({ status: 'normal', security: true, related: [{ id: idOf(0), merged: true }] });
    expect((await get(`/common/patch/download/${id}`, A)).statusCode).toBe(200);
    expect((await post(`/admin/patch/release/${id}`, PM)).statusCode).toBe(409);

    expect((await post(`/admin/patch/void/${id}`, PM)).statusCode).toBe(200);
    expect(await quokka(A)).toEqual([id]); // still listed
    expect((await get(`/common/patch/detail/${id}`, A)).json().data.status).toBe('voided');
    expect((await get(`/common/patch/download/${id}`, A)).statusCode).toBe(409);
    expect((await merge(A, 'main', id)).statusCode).toBe(409);
    expect((await post(`/admin/patch/void/${id}`, PM)).statusCode).toBe(409);
    expect((await post(`/admin/patch/release/${id}`, PM)).statusCode).toBe(409);
    expect((await put(`/admin/patch/edit/${id}`, PM, fields)).statusCode).toBe(409);
    expect(
      (await get('/admin/patch/list?state=voided&pageSize=100', PM)).json().data.list.map((r: { id: number }) => r.id),
    ).toContain(id);
  });

  it('refuses a release without a file, somebody else’s file, a drafts void, and customers', async () => {
    const [nx510] = await platformIdsOf(t, ['NX510']);
    const base = { name: 'No file', platformId: nx510, version: 'V1', submitter: 'PM' };
    const id = (await post('/admin/patch/add', PM, base)).json().data.id as number;
    expect((await post(`/admin/patch/release/${id}`, PM)).statusCode).toBe(400);
    expect((await post(`/admin/patch/void/${id}`, PM)).statusCode).toBe(409);
    const [foreign] = await t.db.select({ id: files.id }).from(files).limit(1);
    expect((await post('/admin/patch/add', PM, { ...base, fileId: foreign.id })).statusCode).toBe(400);
    expect((await post('/admin/patch/add', PM, { ...base, platformId: 2_000_000_000 })).statusCode).toBe(400);
    expect(
      (await post('/admin/patch/add', PM, { ...base, related: [{ id: 2_000_000_000, mustFirst: false }] })).statusCode,
    ).toBe(400);
    expect((await post('/admin/patch/add', A, base)).statusCode).toBe(403);
    expect((await get('/admin/patch/list', A)).statusCode).toBe(403);
    expect((await post(`/admin/patch/void/${idOf(1)}`, A)).statusCode).toBe(403);
    expect((await post('/admin/patch/release/999999', PM)).statusCode).toBe(404);
    expect((await post('/admin/patch/void/999999', PM)).statusCode).toBe(404);
  });

  it('never names a voided patch anew as related; one named before it was voided may stay', async () => {
    const [nx510] = await platformIdsOf(t, ['NX510']);
    const voided = seeded.find((p) => p.platform === 'NX510' && p.state === 'voided')!;
    const base = { name: 'Voided relations', platformId: nx510, version: 'V1', submitter: 'PM' };
    const naming = (...ids: number[]) => ({ ...base, related: ids.map((id) => ({ id, mustFirst: true })) });
    expect((await post('/admin/patch/add', PM, naming(voided.id))).statusCode).toBe(400);

    const fileId = await upload(patchFile('Soon voided', 'V1', 'drivers/soon.c', 'PM'), 'soon.patch');
    const soon = (await post('/admin/patch/add', PM, { ...base, name: 'Soon voided', fileId })).json().data
      .id as number;
    const id = (await post('/admin/patch/add', PM, naming(soon))).json().data.id as number;
    expect((await post(`/admin/patch/release/${soon}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/patch/void/${soon}`, PM)).statusCode).toBe(200);
    expect((await put(`/admin/patch/edit/${id}`, PM, naming(soon))).statusCode).toBe(200);
    expect((await put(`/admin/patch/edit/${id}`, PM, naming(soon, voided.id))).statusCode).toBe(400);
    expect((await get(`/admin/patch/detail/${id}`, PM)).json().data.related).toEqual([
      { id: soon, name: 'Soon voided', mustFirst: true },
    ]);
  });

  it('voids once under concurrent requests', async () => {
    const target = seeded.find((p, i) => i > 40 && p.state === 'released' && p.platform === 'NX520-5G')!;
    const results = await Promise.all([1, 2, 3].map(() => post(`/admin/patch/void/${target.id}`, PM)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('bad input', () => {
  it('is 400, never 5xx, and changes nothing', async () => {
    const bad = [
      '/common/patch/detail/2147483648',
      '/common/patch/detail/abc',
      '/common/patch/detail/-1',
      '/common/patch/download/99999999999',
      '/common/patch/list?platformId=2147483648',
      '/common/patch/list?keyword=a%00b',
      `/common/patch/list?keyword=${'x'.repeat(5000)}`,
      '/common/patch/list?status=draft',
      '/common/patch/list?security=yes',
      '/common/patch/list?merged=1',
      '/common/patch/list?releaseFrom=2026-02-30',
      '/common/patch/list?releaseTo=20260101',
      '/common/patch/list?sortField=password',
      '/common/patch/list?pageSize=1000',
      '/common/patch/mergeHistory?patchId=2147483648',
      '/common/patch/downloadHistory?patchId=x',
    ];
    for (const url of bad) expect((await get(url, A)).statusCode, url).toBe(400);
    const before = (await t.db.select({ n: sql<number>`count(*)` }).from(patchMerges))[0].n;
    for (const body of [
      { branch: 'main', patchIds: [] },
      { branch: 'main', patchIds: [idOf(30), idOf(30)] },
      { branch: 'main', patchIds: Array.from({ length: 21 }, (_, i) => idOf(i)) },
      { branch: 'main', patchIds: [2 ** 31] },
      { branch: 'main', patchIds: ['1'] },
      { branch: '', patchIds: [idOf(30)] },
      { branch: '   ', patchIds: [idOf(30)] },
      { branch: 'a\u0000b', patchIds: [idOf(30)] },
      { branch: 'x'.repeat(1_000_000), patchIds: [idOf(30)] },
      { branch: 42, patchIds: [idOf(30)] },
      { patchIds: [idOf(30)] },
    ])
      expect((await post('/common/patch/merge', A, body)).statusCode).toBe(400);
    expect((await t.db.select({ n: sql<number>`count(*)` }).from(patchMerges))[0].n).toBe(before);

    const [nx310] = await platformIdsOf(t, ['NX310']);
    const base = { name: 'x', platformId: nx310, version: 'V1', submitter: 'PM' };
    for (const body of [
      { ...base, name: 'a\u0000b' },
      { ...base, name: 'x'.repeat(1_000_000) },
      { ...base, name: '   ' },
      { ...base, platformId: 2 ** 31 },
      { ...base, fileId: 2 ** 31 },
      { ...base, security: 'yes' },
      { ...base, applicableChips: 'NX310' },
      { ...base, applicableChips: Array.from({ length: 13 }, () => 'NX') },
      {
        ...base,
        related: [
          { id: idOf(0), mustFirst: true },
          { id: idOf(0), mustFirst: false },
        ],
      },
      { ...base, description: 'x'.repeat(5000) },
    ])
      expect((await post('/admin/patch/add', PM, body)).statusCode).toBe(400);
    expect((await put('/admin/patch/edit/2147483648', PM, base)).statusCode).toBe(400);
    expect((await get('/admin/patch/relatedOptions', PM)).statusCode).toBe(400);
    const drafts = await t.db
      .select()
      .from(patches)
      .where(inArray(patches.name, ['x']));
    expect(drafts).toHaveLength(0);
  });
});

describe('count cap', () => {
  it('stops the total at the cap and says so; a narrow filter still counts exactly', async () => {
    const [nx310] = await platformIdsOf(t, ['NX310']);
    await t.db.execute(sql`insert into patches (name, platform_id, version, state, released_at, file_id)
      select 'Capcheck ' || g, ${nx310}, 'V1', 'released', now() - (g || ' minutes')::interval,
        (select file_id from patches order by id limit 1)
      from generate_series(1, 1005) g`);
    const all = (await get('/common/patch/list?keyword=capcheck', A)).json().data;
    expect(all.total).toBe(1000);
    expect(all.capped).toBe(true);
    const one = (await get('/common/patch/list?keyword=capcheck%201004', A)).json().data;
    expect(one).toMatchObject({ total: 1, capped: false });
    expect((await get('/common/patch/list?keyword=capcheck', B)).json().data.total).toBe(0);
    await t.db.delete(patches).where(and(eq(patches.platformId, nx310), sql`${patches.name} like 'Capcheck %'`));
  });
});
