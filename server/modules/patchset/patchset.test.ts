// Patch sets (M16) end to end through the API: the patch-set lists, drop-downs, detail, PARs,
// history and export by conditions; PARs (pending, dependencies, next release, issue types); the
// cart, the submit (one apply per cart under concurrent submits), revoke and add again; the apply
// lists and detail, the e-patch download recorded; the account group's branch config; visibility by
// company, platform and hidden project; the staff's publish and cancel with history and mail; the
// display switches (menu entry gone, calls 403); and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { apiOf, injectAs } from '../../test/inject.ts';
import {
  accountGroups,
  downloadRecords,
  mailOutbox,
  pars,
  patchSets,
  patchsetApplies,
  patchsetBranches,
  patchsetCart,
  settings,
} from '../../db/schema/index.ts';

let t: TestApp;
const A = 'customer@demo.test';
const CHILD = 'child@demo.test'; // company A, A-Secret hidden, member of R&D Team 1
const B = 'other@demo.test';
const PM = 'pm@demo.test';

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
const del = (url: string, who: string, payload: unknown) => injectAs(t, who, { method: 'DELETE', url, payload });

const branchId = async (name: string) =>
  (await t.db.select().from(patchsetBranches).where(eq(patchsetBranches.name, name)))[0].id;
const parId = async (no: number) =>
  (
    await t.db
      .select()
      .from(pars)
      .where(eq(pars.parNo, `PAR-2026-${String(no).padStart(4, '0')}`))
  )[0].id;
const setId = async (platform: string) =>
  (await t.db.select().from(patchSets)).find((s) => s.name.startsWith(platform))!.id;
const data = <T>(res: { statusCode: number; body: string; json: () => { data: T } }, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};

describe('patch-set lists', () => {
  it('lists only sets of authorized platforms, with the GET and the POST form alike', async () => {
    const a = data<{ list: { name: string; platform: string; parCount: number }[]; total: number }>(
      await get('/common/cust/patchsetlist/list', A),
    );
    expect(a.list.map((s) => s.platform)).toEqual(['NX520-5G', 'NX310']);
    expect(a.list[1].parCount).toBe(16);
    const b = data<{ list: { platform: string }[] }>(await post('/common/patchset/getPatchSetList', B, {}));
    expect(b.list.map((s) => s.platform)).toEqual(['NX730-5G']);
    const asc = data<{ list: { platform: string }[] }>(
      await post('/common/patchset/getPatchSetList', A, { sortField: 'releaseDate', sortOrder: 'asc', pageSize: 1 }),
    );
    expect(asc.list.map((s) => s.platform)).toEqual(['NX310']);
  });

  it('filters by the drop-down values, keyword and dates; a platform not authorized narrows to nothing', async () => {
    const dd = data<{ platforms: { id: number; name: string }[]; versions: string[]; baseBranches: string[] }>(
      await get('/common/patchset/getTheDropDownList', A),
    );
    expect(dd.platforms.map((p) => p.name)).toEqual(['NX310', 'NX510', 'NX520-5G', 'NX710']);
    expect(dd.versions).toEqual(['V1.3.0', 'V2.1.0']);
    expect(dd.baseBranches).toEqual(['nx310-android14-r1', 'nx520-android15-r2']);
    const nx310 = dd.platforms.find((p) => p.name === 'NX310')!.id;
    const byPlatform = data<{ total: number }>(await get(`/common/cust/patchsetlist/list?platformId=${nx310}`, A));
    expect(byPlatform.total).toBe(1);
    expect(data<{ total: number }>(await get('/common/cust/patchsetlist/list?version=V2.1.0', A)).total).toBe(1);
    expect(data<{ total: number }>(await get('/common/cust/patchsetlist/list?keyword=android15', A)).total).toBe(1);
    expect(data<{ total: number }>(await get('/common/cust/patchsetlist/list?from=2026-04-01', A)).total).toBe(1);
    const [nx730] = (await get('/common/patchset/getTheDropDownList', B)).json().data.platforms;
    expect(data<{ total: number }>(await get(`/common/cust/patchsetlist/list?platformId=${nx730.id}`, A)).total).toBe(
      0,
    );
  });

  it('answers detail, PARs and history of a visible set in the caller’s language; 404 for another company’s', async () => {
    const id = await setId('NX310');
    const zh = data<{ description: string }>(await get(`/common/cust/patchsetlist/detailbasic/${id}`, A));
    expect(zh.description).toContain('稳定性');
    const en = data<{ description: string }>(
      await injectAs(t, A, { url: `/common/cust/patchsetlist/detailbasic/${id}`, language: 'en' }),
    );
    expect(en.description).toContain('Stability');
    const parList = data<{ total: number; list: { parNo: string }[] }>(
      await get(`/common/cust/patchsetlist/detailparlist?id=${id}&pageSize=5`, A),
    );
    expect(parList.total).toBe(16);
    expect(parList.list[0].parNo).toBe('PAR-2026-0001');
    const history = data<{ action: string }[]>(await get(`/common/cust/patchsetlist/detailhistory?id=${id}`, A));
    expect(history.map((h) => h.action)).toEqual(['updated', 'released', 'created']);
    for (const url of [
      `/common/cust/patchsetlist/detailbasic/${id}`,
      `/common/cust/patchsetlist/detailparlist?id=${id}`,
      `/common/cust/patchsetlist/detailhistory?id=${id}`,
      `/common/cust/patchsetlist/pdetail/${await parId(1)}`,
    ])
      expect((await get(url, B)).statusCode, url).toBe(404);
  });

  it('exports what the conditions select as xlsx, and refuses a selection of ids', async () => {
    const res = await post('/common/patchset/exportPatchSetList', A, { version: 'V1.3.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(1).value)).toContain('NX310');
    const refused = await post('/common/patchset/exportPatchSetList', A, { ids: [1] });
    expect(refused.statusCode).toBe(400);
  });
});

describe('PARs', () => {
  it('shows a PAR with its dependencies and dependents; dependencypar walks the whole chain', async () => {
    const detail = data<{ dependencies: { parNo: string }[]; dependents: { parNo: string }[] }>(
      await get(`/common/cust/patchsetlist/pdetail/${await parId(10)}`, A),
    );
    expect(detail.dependencies.map((p) => p.parNo)).toEqual(['PAR-2026-0008', 'PAR-2026-0009']);
    const four = data<{ dependents: { parNo: string }[] }>(
      await get(`/common/cust/patchsetlist/pdetail/${await parId(4)}`, A),
    );
    expect(four.dependents.map((p) => p.parNo)).toEqual(['PAR-2026-0005']);
    const chain = data<{ parNo: string }[]>(await get(`/common/cust/parlib/dependencypar/${await parId(10)}`, A));
    expect(chain.map((p) => p.parNo).sort()).toEqual(['PAR-2026-0008', 'PAR-2026-0009']);
    expect((await get(`/common/cust/parlib/dependencypar/${await parId(41)}`, A)).statusCode).toBe(404);
  });

  it('dependencypar asked with a branch marks what is applied there already and what is in the cart', async () => {
    const secret = await branchId('a-secret-nx310-dev'); // PAR 7 and 8 are in its ongoing apply
    const ten = await parId(10); // needs 8 and 9
    const nine = await parId(9);
    type Dep = { parNo: string; applied: boolean; inCart: boolean };
    const plain = data<Dep[]>(await get(`/common/cust/parlib/dependencypar/${ten}`, A));
    expect(plain.every((p) => !p.applied && !p.inCart)).toBe(true);
    data(await post('/common/cust/patchset/cartadd', A, { branchId: secret, parIds: [nine] }));
    const marked = data<Dep[]>(await get(`/common/cust/parlib/dependencypar/${ten}?branchId=${secret}`, A));
    expect(marked.map((p) => [p.parNo, p.applied, p.inCart])).toEqual([
      ['PAR-2026-0008', true, false],
      ['PAR-2026-0009', false, true],
    ]);
    data(await del('/common/cust/patchset/cartdel', A, { branchId: secret, parIds: [nine] }));
    // A branch of a hidden project is the child's to see as nothing.
    expect((await get(`/common/cust/parlib/dependencypar/${ten}?branchId=${secret}`, CHILD)).statusCode).toBe(404);
  });

  it('answers the issue types in both languages', async () => {
    const zh = data<{ value: string; label: string }[]>(await get('/common/cust/parlib/issuetype', A));
    expect(zh.find((i) => i.value === 'power')?.label).toBe('功耗');
    const en = data<{ value: string; label: string }[]>(
      await injectAs(t, A, { url: '/common/cust/parlib/issuetype', language: 'en' }),
    );
    expect(en.find((i) => i.value === 'power')?.label).toBe('Power');
  });

  it('lists the pending PARs of a branch: its platform, released, not applied into it', async () => {
    const main = await branchId('a-phone-x1-nx310-main');
    const page = data<{ total: number; list: { parNo: string; platform: string }[] }>(
      await get(`/common/cust/parlib/pendingparlist?branchId=${main}&pageSize=100`, A),
    );
    const nos = page.list.map((p) => p.parNo);
    // 16 released on NX310, minus the published 1 and 2 and the ongoing 3; revoked 6 is pending again.
    expect(page.total).toBe(13);
    expect(nos).not.toContain('PAR-2026-0001');
    expect(nos).not.toContain('PAR-2026-0003');
    expect(nos).toContain('PAR-2026-0006');
    expect(new Set(page.list.map((p) => p.platform))).toEqual(new Set(['NX310']));
    const security = data<{ list: { issueType: string }[] }>(
      await get(`/common/cust/parlib/pendingparlist?branchId=${main}&issueType=security&pageSize=100`, A),
    );
    expect(security.list.length).toBeGreaterThan(0);
    expect(security.list.every((p) => p.issueType === 'security')).toBe(true);
    expect(
      data<{ total: number }>(await get(`/common/cust/parlib/pendingparlist?branchId=${main}&keyword=PAR-2026-0012`, A))
        .total,
    ).toBe(1);
  });

  it('lists PARs planned for the next release on authorized platforms only', async () => {
    const a = data<{ total: number; list: { status: string; planTime: string | null }[] }>(
      await get('/common/cust/parlib/nextReleasePar?pageSize=100', A),
    );
    expect(a.total).toBe(8);
    expect(a.list.every((p) => p.status === 'planned' && p.planTime)).toBe(true);
    expect(data<{ total: number }>(await get('/common/cust/parlib/nextReleasePar', B)).total).toBe(4);
  });
});

describe('branches and account-group config', () => {
  it('gives the primary every branch of the company and the child only its group’s, without hidden projects', async () => {
    const primary = data<{ name: string }[]>(await get('/common/cust/patchset/branches', A));
    expect(primary.map((b) => b.name)).toEqual([
      'a-phone-x1-nx310-factory',
      'a-phone-x1-nx310-main',
      'a-secret-nx310-dev',
      'a-tablet-t2-nx520-main',
    ]);
    const child = data<{ name: string }[]>(await get('/common/cust/patchset/branches', CHILD));
    expect(child.map((b) => b.name)).toEqual(['a-phone-x1-nx310-main', 'a-tablet-t2-nx520-main']);
  });

  it('names the caller’s own account group (mygroup): the child’s, none for the primary', async () => {
    const [group] = await t.db.select().from(accountGroups).where(eq(accountGroups.name, '研发一组'));
    expect(data<{ groupId: number | null }>(await get('/common/cust/patchset/mygroup', CHILD)).groupId).toBe(group.id);
    expect(data<{ groupId: number | null }>(await get('/common/cust/patchset/mygroup', A)).groupId).toBeNull();
  });

  it('answers which branches and platforms a group may apply for; another company’s group is 404', async () => {
    const [group] = await t.db.select().from(accountGroups).where(eq(accountGroups.name, '研发一组'));
    const config = data<{ restricted: boolean; branches: { name: string }[]; platforms: { name: string }[] }>(
      await get(`/common/cust/accgroupconfig/list/${group.id}`, A),
    );
    expect(config.restricted).toBe(true);
    expect(config.branches.map((b) => b.name)).toEqual([
      'a-phone-x1-nx310-main',
      'a-secret-nx310-dev',
      'a-tablet-t2-nx520-main',
    ]);
    expect(config.platforms.map((p) => p.name)).toEqual(['NX310', 'NX520-5G']);
    expect((await get(`/common/cust/accgroupconfig/list/${group.id}`, B)).statusCode).toBe(404);
  });

  it('refuses an apply outside the group’s config (403) and a branch the caller may not see (404)', async () => {
    const factory = await branchId('a-phone-x1-nx310-factory');
    const p = await parId(12);
    const outside = await post('/common/cust/patchset/cartadd', CHILD, { branchId: factory, parIds: [p] });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toContain('账号组');
    const hidden = await post('/common/cust/patchset/cartadd', CHILD, {
      branchId: await branchId('a-secret-nx310-dev'),
      parIds: [p],
    });
    expect(hidden.statusCode).toBe(404);
    const other = await post('/common/cust/patchset/cartadd', B, { branchId: factory, parIds: [p] });
    expect(other.statusCode).toBe(404);
    const save = await post('/common/cust/patchset/save', CHILD, {
      branchId: factory,
      parIds: [p],
      deliveryDate: '2026-07-01',
      planTime: '2026-06-20',
    });
    expect(save.statusCode).toBe(403);
  });

  it('refuses the cart of a branch outside the group’s config as the pending PARs and cartadd do (403)', async () => {
    const factory = await branchId('a-phone-x1-nx310-factory');
    const pending = await get(`/common/cust/parlib/pendingparlist?branchId=${factory}`, CHILD);
    expect(pending.statusCode).toBe(403);
    const cart = await get(`/common/cust/parlib/cart/${factory}`, CHILD);
    expect(cart.statusCode, cart.body).toBe(403);
    expect(cart.json()).toEqual({ ...pending.json(), data: null });
    expect(cart.body).not.toContain('a-phone-x1-nx310-factory');
    const secret = await branchId('a-secret-nx310-dev');
    expect((await get(`/common/cust/parlib/cart/${secret}`, CHILD)).statusCode).toBe(404);
    const main = await branchId('a-phone-x1-nx310-main');
    expect(data<{ branch: { name: string } }>(await get(`/common/cust/parlib/cart/${main}`, CHILD)).branch.name).toBe(
      'a-phone-x1-nx310-main',
    );
    expect(data<{ branch: { name: string } }>(await get(`/common/cust/parlib/cart/${factory}`, A)).branch.name).toBe(
      'a-phone-x1-nx310-factory',
    );
  });
});

describe('the cart and the apply', () => {
  const applyFields = {
    applyRemark: '合入测试',
    deliveryDate: '2026-07-01',
    deliveryReason: '7 月版本',
    planTime: '2026-06-20',
    mandatory: true,
  };

  it('adds with the dependency, removes, submits every field, lists it ongoing, revokes, adds again', async () => {
    const main = await branchId('a-phone-x1-nx310-main');
    const [p4, p5] = [await parId(4), await parId(5)];
    const added = data<{ added: number }>(
      await post('/common/cust/patchset/cartadd', A, { branchId: main, parIds: [p5, p4, p4] }),
    );
    expect(added.added).toBe(2);
    expect(
      data<{ added: number }>(await post('/common/cust/patchset/cartadd', A, { branchId: main, parIds: [p4] })).added,
    ).toBe(0);
    const extra = await parId(11);
    await post('/common/cust/patchset/cartadd', A, { branchId: main, parIds: [extra] });
    expect(data(await del('/common/cust/patchset/cartdel', A, { branchId: main, parIds: [extra] }))).toBeNull();
    const cart = data<{ branch: { name: string }; items: { parNo: string; inCart?: boolean }[] }>(
      await get(`/common/cust/parlib/cart/${main}`, A),
    );
    expect(cart.branch.name).toBe('a-phone-x1-nx310-main');
    expect(cart.items.map((i) => i.parNo)).toEqual(['PAR-2026-0004', 'PAR-2026-0005']);
    const pending = data<{ list: { parNo: string; inCart: boolean }[] }>(
      await get(`/common/cust/parlib/pendingparlist?branchId=${main}&pageSize=100`, A),
    );
    expect(pending.list.find((p) => p.parNo === 'PAR-2026-0004')?.inCart).toBe(true);
    expect(pending.list.find((p) => p.parNo === 'PAR-2026-0012')?.inCart).toBe(false);

    const { id } = data<{ id: number }>(
      await post('/common/cust/patchset/save', A, { branchId: main, parIds: [p4, p5], ...applyFields }),
    );
    expect(data<{ items: unknown[] }>(await get(`/common/cust/parlib/cart/${main}`, A)).items).toEqual([]);
    const detail = data<{
      status: string;
      branchName: string;
      applyRemark: string;
      deliveryDate: string;
      deliveryReason: string;
      planTime: string;
      mandatory: boolean;
      items: Record<string, string>[];
      operations: { action: string }[];
    }>(await get(`/common/cust/patchset/apply/${id}`, A));
    expect(detail).toMatchObject({
      status: 'ongoing',
      branchName: 'a-phone-x1-nx310-main',
      applyRemark: '合入测试',
      deliveryDate: '2026-07-01',
      deliveryReason: '7 月版本',
      planTime: '2026-06-20',
      mandatory: true,
    });
    expect(Object.keys(detail.items[0]).sort()).toEqual(
      [
        'bugId',
        'cqId',
        'field',
        'introducedIn',
        'issueType',
        'parId',
        'parNo',
        'probability',
        'rootCause',
        'solution',
        'source',
        'summary',
        'testSuggestion',
      ].sort(),
    );
    expect(detail.items[0].bugId).toMatch(/^BUG-/);
    expect(detail.operations.map((o) => o.action)).toEqual(['submit']);
    const ongoing = data<{ list: { id: number }[] }>(await get('/common/cust/parlib/myapplied?phase=ongoing', A));
    expect(ongoing.list.map((r) => r.id)).toContain(id);
    const mine = data<{ list: { parNo: string; applyId: number }[] }>(
      await get('/common/cust/parlib/mypar?pageSize=100', A),
    );
    expect(mine.list.filter((r) => r.applyId === id).map((r) => r.parNo)).toEqual(['PAR-2026-0004', 'PAR-2026-0005']);

    // Applied: no longer pending, and not addable to a cart again while the apply is ongoing.
    const again = await post('/common/cust/patchset/cartadd', A, { branchId: main, parIds: [p4] });
    expect(again.statusCode).toBe(409);

    expect(data(await put('/common/cust/patchset/revokeApply', A, { id }))).toBeNull();
    const revoked = data<{ status: string; revoked: boolean; operations: { action: string }[] }>(
      await get(`/common/cust/patchset/apply/${id}`, A),
    );
    expect(revoked).toMatchObject({ status: 'cancelled', revoked: true });
    expect(revoked.operations.map((o) => o.action)).toEqual(['submit', 'revoke']);
    const finished = data<{ list: { id: number }[] }>(
      await get('/common/cust/parlib/applied?phase=finished&pageSize=100', A),
    );
    expect(finished.list.map((r) => r.id)).toContain(id);
    // Revoked items can go into the cart again.
    expect(
      data<{ added: number }>(await post('/common/cust/patchset/cartadd', A, { branchId: main, parIds: [p4, p5] }))
        .added,
    ).toBe(2);
    await del('/common/cust/patchset/cartdel', A, { branchId: main, parIds: [p4, p5] });
  });

  it('refuses a revoke of a finished apply with 409 and a message, and another company’s with 404', async () => {
    const [published] = await t.db.select().from(patchsetApplies).where(eq(patchsetApplies.status, 'published'));
    const res = await put('/common/cust/patchset/revokeApply', A, { id: published.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('已结束');
    const [ofB] = await t.db.select().from(patchsetApplies).where(eq(patchsetApplies.branchName, 'b-router-r9-nx730'));
    expect((await put('/common/cust/patchset/revokeApply', A, { id: ofB.id })).statusCode).toBe(404);
  });

  it('submit with nothing selected is 400 “please select data first”, in both languages', async () => {
    const main = await branchId('a-phone-x1-nx310-main');
    const zh = await post('/common/cust/patchset/save', A, { branchId: main, parIds: [], ...applyFields });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toContain('请先选择数据');
    const en = await injectAs(t, A, {
      url: '/common/cust/patchset/save',
      payload: { branchId: main, parIds: [], ...applyFields },
      language: 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toContain('please select data first');
  });

  it('refuses a submit of PARs that are not in the cart (409) and leaves nothing behind', async () => {
    const main = await branchId('a-phone-x1-nx310-main');
    const before = (await t.db.select().from(patchsetApplies)).length;
    const res = await post('/common/cust/patchset/save', A, {
      branchId: main,
      parIds: [await parId(13)],
      ...applyFields,
    });
    expect(res.statusCode).toBe(409);
    expect((await t.db.select().from(patchsetApplies)).length).toBe(before);
  });

  it('two submits of the same cart at once create one apply', async () => {
    const main = await branchId('a-phone-x1-nx310-main');
    const ids = [await parId(14), await parId(15)];
    await post('/common/cust/patchset/cartadd', A, { branchId: main, parIds: ids });
    const before = (await t.db.select().from(patchsetApplies)).length;
    const body = { branchId: main, parIds: ids, ...applyFields };
    const results = await Promise.all([
      post('/common/cust/patchset/save', A, body),
      post('/common/cust/patchset/save', A, body),
      post('/common/cust/patchset/save', A, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await t.db.select().from(patchsetApplies)).length).toBe(before + 1);
  });

  it('refuses PARs of another platform or planned, and one another cart applied meanwhile', async () => {
    const tablet = await branchId('a-tablet-t2-nx520-main');
    const wrong = await post('/common/cust/patchset/cartadd', A, { branchId: tablet, parIds: [await parId(12)] });
    expect(wrong.statusCode).toBe(400);
    const planned = await post('/common/cust/patchset/cartadd', A, {
      branchId: tablet,
      parIds: [await parId(18 + 20)],
    });
    expect(planned.statusCode).toBe(400);
    // The child and the primary both cart PAR 30 for the tablet branch; the second submit is refused.
    const p30 = await parId(30);
    await post('/common/cust/patchset/cartadd', A, { branchId: tablet, parIds: [p30] });
    await post('/common/cust/patchset/cartadd', CHILD, { branchId: tablet, parIds: [p30] });
    const body = { branchId: tablet, parIds: [p30], ...applyFields };
    expect((await post('/common/cust/patchset/save', A, body)).statusCode).toBe(200);
    const second = await post('/common/cust/patchset/save', CHILD, body);
    expect(second.statusCode).toBe(409);
    // The refused submit left the child's cart as it was.
    const rows = await t.db
      .select()
      .from(patchsetCart)
      .where(and(eq(patchsetCart.branchId, tablet), eq(patchsetCart.parId, p30)));
    expect(rows).toHaveLength(1);
  });
});

describe('apply visibility', () => {
  it('shows the company’s applies, never another company’s or a hidden project’s to a child', async () => {
    const a = data<{ list: { branchName: string }[] }>(await get('/common/cust/parlib/applied?pageSize=100', A));
    expect(a.list.map((r) => r.branchName)).toContain('a-secret-nx310-dev');
    expect(a.list.map((r) => r.branchName)).not.toContain('b-router-r9-nx730');
    const child = data<{ list: { branchName: string }[] }>(
      await get('/common/cust/parlib/applied?pageSize=100', CHILD),
    );
    expect(child.list.length).toBeGreaterThan(0);
    expect(child.list.map((r) => r.branchName)).not.toContain('a-secret-nx310-dev');
    const [secret] = await t.db
      .select()
      .from(patchsetApplies)
      .where(eq(patchsetApplies.branchName, 'a-secret-nx310-dev'));
    expect((await get(`/common/cust/patchset/apply/${secret.id}`, CHILD)).statusCode).toBe(404);
    expect((await put('/common/cust/patchset/revokeApply', CHILD, { id: secret.id })).statusCode).toBe(404);
    expect((await get(`/common/cust/patchset/apply/${secret.id}`, B)).statusCode).toBe(404);
    const childMine = data<{ list: { applicant: string }[] }>(await get('/common/cust/parlib/myapplied', CHILD));
    expect(childMine.list.every((r) => r.applicant === childMine.list[0].applicant)).toBe(true);
    expect(childMine.list).toHaveLength(1);
  });

  it('downloads a published apply’s e-patch file, recorded in my downloads; 404 for others', async () => {
    const [published] = await t.db.select().from(patchsetApplies).where(eq(patchsetApplies.status, 'published'));
    const detail = data<{ files: { id: number; name: string }[]; approvals: { action: string; comment: string }[] }>(
      await get(`/common/cust/patchset/apply/${published.id}`, A),
    );
    expect(detail.approvals.map((x) => x.action)).toEqual(['publish']);
    const file = detail.files[0];
    const res = await get(`/common/cust/patchset/apply/${published.id}/file/${file.id}`, A);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('PAR-2026-0001');
    const records = await t.db
      .select()
      .from(downloadRecords)
      .where(and(eq(downloadRecords.itemKind, 'patchset'), eq(downloadRecords.itemId, published.id)));
    expect(records).toHaveLength(1);
    expect((await get(`/common/cust/patchset/apply/${published.id}/file/${file.id}`, B)).statusCode).toBe(404);
  });
});

describe('staff console', () => {
  it('publishes an ongoing apply: approval history, e-patch file, the customer sees it and is mailed', async () => {
    const [ongoing] = await t.db
      .select()
      .from(patchsetApplies)
      .where(and(eq(patchsetApplies.status, 'ongoing'), eq(patchsetApplies.branchName, 'a-tablet-t2-nx520-main')));
    const list = data<{ list: { id: number; company: string }[] }>(
      await get('/admin/patchset/applies?status=ongoing&pageSize=100', PM),
    );
    expect(list.list.map((r) => r.id)).toContain(ongoing.id);
    const applicantMailsBefore = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, CHILD))).length;
    expect(data(await post(`/admin/patchset/publish/${ongoing.id}`, PM, { comment: '已合入' }))).toBeNull();
    const seen = data<{ status: string; approvals: { action: string; comment: string }[]; files: unknown[] }>(
      await get(`/common/cust/patchset/apply/${ongoing.id}`, CHILD),
    );
    expect(seen.status).toBe('published');
    expect(seen.approvals).toMatchObject([{ action: 'publish', comment: '已合入' }]);
    expect(seen.files).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, CHILD));
    expect(mails.length).toBe(applicantMailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain('已发布');
    // Finished: neither move again nor revoke.
    expect((await post(`/admin/patchset/cancel/${ongoing.id}`, PM, { comment: 'again' })).statusCode).toBe(409);
    expect((await put('/common/cust/patchset/revokeApply', CHILD, { id: ongoing.id })).statusCode).toBe(409);
  });

  it('cancels an ongoing apply: its PARs are pending again', async () => {
    const [ongoing] = await t.db
      .select()
      .from(patchsetApplies)
      .where(eq(patchsetApplies.branchName, 'b-router-r9-nx730'));
    const branch = await branchId('b-router-r9-nx730');
    const before = data<{ total: number }>(await get(`/common/cust/parlib/pendingparlist?branchId=${branch}`, B)).total;
    // A cancel says why: without a comment (or a blank one) it is 400 and the apply stays ongoing.
    for (const body of [{}, { comment: '   ' }])
      expect((await post(`/admin/patchset/cancel/${ongoing.id}`, PM, body)).statusCode).toBe(400);
    const [still] = await t.db.select().from(patchsetApplies).where(eq(patchsetApplies.id, ongoing.id));
    expect(still.status).toBe('ongoing');
    expect(data(await post(`/admin/patchset/cancel/${ongoing.id}`, PM, { comment: 'duplicate' }))).toBeNull();
    expect(data<{ total: number }>(await get(`/common/cust/parlib/pendingparlist?branchId=${branch}`, B)).total).toBe(
      before + 1,
    );
    expect((await get(`/admin/patchset/apply/999999`, PM)).statusCode).toBe(404);
  });

  it('is for admin.engineer only', async () => {
    expect((await get('/admin/patchset/applies', A)).statusCode).toBe(403);
    expect((await get('/admin/patchset/switches', A)).statusCode).toBe(403);
  });
});

describe('display switches', () => {
  it('answers the company’s switches; off hides the menu entry and refuses the calls with 403', async () => {
    expect(data(await get('/common/cust/display/displaydetail', A))).toEqual({
      modualDisplaySwitch: true,
      menuDisplaySwitch: true,
    });
    const menuCodes = async (who: string) =>
      (data<{ menus: { funcNo: string }[] }>(await get('/gateway/user/getMenu', who)).menus ?? []).map((m) => m.funcNo);
    expect(await menuCodes(A)).toContain('M16');
    const switches = data<{ companyId: number; company: string }[]>(await get('/admin/patchset/switches', PM));
    const companyA = switches.find((s) => s.company === '深合移动')!;
    for (const off of [
      { modualDisplaySwitch: false, menuDisplaySwitch: true },
      { modualDisplaySwitch: true, menuDisplaySwitch: false },
    ]) {
      expect(data(await put('/admin/patchset/switches', PM, { companyId: companyA.companyId, ...off }))).toBeNull();
      expect(data(await get('/common/cust/display/displaydetail', A))).toEqual(off);
      expect(await menuCodes(A)).not.toContain('M16');
      expect((await get('/common/cust/patchsetlist/list', A)).statusCode).toBe(403);
      expect((await post('/common/cust/patchset/cartadd', A, { branchId: 1, parIds: [1] })).statusCode).toBe(403);
      // Company B is untouched.
      expect(await menuCodes(B)).toContain('M16');
      expect((await get('/common/cust/patchsetlist/list', B)).statusCode).toBe(200);
    }
    await put('/admin/patchset/switches', PM, {
      companyId: companyA.companyId,
      modualDisplaySwitch: true,
      menuDisplaySwitch: true,
    });
    expect(await menuCodes(A)).toContain('M16');
    expect((await get('/common/cust/patchsetlist/list', A)).statusCode).toBe(200);
  });

  it('the operator’s patchsetDisplay setting off hides the menu entry and refuses the calls for everyone', async () => {
    const setDisplay = (value: boolean) =>
      t.db.update(settings).set({ value }).where(eq(settings.key, 'patchsetDisplay'));
    const menuCodes = async (who: string) =>
      (data<{ menus: { funcNo: string }[] }>(await get('/gateway/user/getMenu', who)).menus ?? []).map((m) => m.funcNo);
    await setDisplay(false);
    try {
      for (const who of [A, B]) {
        expect(await menuCodes(who)).not.toContain('M16');
        expect((await get('/common/cust/patchsetlist/list', who)).statusCode).toBe(403);
        expect((await post('/common/cust/patchset/cartadd', who, { branchId: 1, parIds: [1] })).statusCode).toBe(403);
      }
      // The company's own switches are still on, and say so.
      expect(data(await get('/common/cust/display/displaydetail', A))).toEqual({
        modualDisplaySwitch: true,
        menuDisplaySwitch: true,
      });
    } finally {
      await setDisplay(true);
    }
    expect(await menuCodes(A)).toContain('M16');
    expect((await get('/common/cust/patchsetlist/list', A)).statusCode).toBe(200);
  });

  it('a staff member sets only their companies’ switches', async () => {
    expect(
      (
        await put('/admin/patchset/switches', PM, {
          companyId: 999999,
          modualDisplaySwitch: false,
          menuDisplaySwitch: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses ids ≥ 2^31, NUL bytes, huge strings, wrong types and unreal dates with 400 and no change', async () => {
    const main = await branchId('a-phone-x1-nx310-main');
    const before = (await t.db.select().from(patchsetApplies)).length;
    const cases: [string, string, unknown?][] = [
      ['GET', '/common/cust/patchsetlist/detailbasic/2147483648'],
      ['GET', '/common/cust/patchsetlist/list?keyword=a%00b'],
      ['GET', `/common/cust/patchsetlist/list?keyword=${'x'.repeat(1000)}`],
      ['GET', '/common/cust/parlib/pendingparlist?branchId=abc'],
      ['GET', '/common/cust/patchsetlist/list?from=2026-02-30'],
      ['POST', '/common/cust/patchset/cartadd', { branchId: main, parIds: [2147483648] }],
      ['POST', '/common/cust/patchset/cartadd', { branchId: '1', parIds: [1] }],
      [
        'POST',
        '/common/cust/patchset/save',
        { branchId: main, parIds: [1], deliveryDate: '2026-02-30', planTime: '2026-06-01' },
      ],
      [
        'POST',
        '/common/cust/patchset/save',
        {
          branchId: main,
          parIds: [1],
          deliveryDate: '2026-07-01',
          planTime: '2026-06-01',
          applyRemark: 'x'.repeat(1_000_000),
        },
      ],
      [
        'POST',
        '/common/cust/patchset/save',
        { branchId: main, parIds: [1], deliveryDate: '2026-07-01', planTime: '2026-06-01', applyRemark: 'a\u0000b' },
      ],
      ['PUT', '/common/cust/patchset/revokeApply', { id: 'x' }],
      ['POST', '/common/patchset/getPatchSetList', { pageSize: 'many' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await injectAs(t, A, { method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
    }
    expect((await t.db.select().from(patchsetApplies)).length).toBe(before);
    expect(
      (
        await t.db
          .select()
          .from(pars)
          .where(inArray(pars.id, [2147483647]))
      ).length,
    ).toBe(0);
  });
});
