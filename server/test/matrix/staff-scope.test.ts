// The access matrix with staff of one company (decision 0037): a staff member sees and acts on the
// company-scoped rows of their assigned companies only, in every console — lists, counts, exports,
// the company and project pickers, details and writes (404, or an unknown reference in a body) —
// while the catalogue they publish for every licensed company stays global. The staff member here
// holds every staff role of the demo (project manager, publisher, engineer) and is assigned to
// company B (Lumen Devices) only; the demo's pm@demo.test, assigned to A, B, C and Aurora, is the
// counterpart that still sees everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../app.ts';
import { accountOf, addStaff } from '../factories.ts';
import { apiOf, injectAs } from '../inject.ts';
import { multipartBody } from '../multipart.ts';
import {
  catalogItemPlatforms,
  catalogItems,
  companies,
  deliveries,
  feedbacks,
  patchsetApplies,
  platforms,
  projects,
  reviews,
  simulationTasks,
  trainApplications,
} from '../../db/schema/index.ts';

let t: TestApp;
const ONE = 'staff-b@scope.test';
const PM = 'pm@demo.test';
const A = 'customer@demo.test';
let companyA: number;
let companyB: number;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  await addStaff(t, { email: ONE, roles: ['project-manager', 'publisher', 'engineer'], companies: ['Lumen Devices'] });
  const rows = await t.db.select().from(companies);
  companyA = rows.find((c) => c.nameEn === 'Shenhe Mobile')!.id;
  companyB = rows.find((c) => c.nameEn === 'Lumen Devices')!.id;
});
afterAll(() => t.close());

const { get, post, put } = apiOf(() => t);
const data = async <T>(url: string, who: string): Promise<T> => {
  const res = await get(url, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
};
type Page<T> = { list: T[]; total: number };
const idsOf = (page: Page<{ id: number }>) => page.list.map((r) => r.id);

/** The ids of a company-scoped table's rows, per company: A's and B's. */
async function idsByCompany(
  rows: Promise<{ id: number; companyId: number }[]>,
): Promise<{ a: number[]; b: number[]; all: number }> {
  const all = await rows;
  return {
    a: all.filter((r) => r.companyId === companyA).map((r) => r.id),
    b: all.filter((r) => r.companyId === companyB).map((r) => r.id),
    all: all.length,
  };
}

describe('code deliveries (admin.publish)', () => {
  const ofCompany = () =>
    idsByCompany(t.db.select({ id: deliveries.id, companyId: deliveries.companyId }).from(deliveries));

  it("lists only the assigned company's deliveries; the demo PM's list holds every company's", async () => {
    const { a, b, all } = await ofCompany();
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    const mine = await data<Page<{ id: number; companyId: number }>>('/admin/deliver/list?pageSize=100', ONE);
    expect(new Set(mine.list.map((r) => r.companyId))).toEqual(new Set([companyB]));
    expect(idsOf(mine).sort()).toEqual([...b].sort());
    expect(mine.total).toBe(b.length);
    // Asking for company A by its id finds nothing either.
    expect((await data<Page<unknown>>(`/admin/deliver/list?companyId=${companyA}`, ONE)).total).toBe(0);
    const pm = await data<Page<{ id: number }>>('/admin/deliver/list?pageSize=100', PM);
    expect(pm.total).toBe(all);
    expect(idsOf(pm)).toEqual(expect.arrayContaining(a));
  });

  it('offers only the assigned company with its projects and accounts; "A-Secret" is no choice', async () => {
    type Options = { companies: { id: number; projects: { name: string }[]; accounts: { email: string }[] }[] };
    const mine = await data<Options>('/admin/deliver/options', ONE);
    expect(mine.companies.map((c) => c.id)).toEqual([companyB]);
    const names = mine.companies.flatMap((c) => c.projects.map((p) => p.name));
    expect(names).not.toContain('A-Secret');
    expect(names.length).toBeGreaterThan(0);
    expect(mine.companies.flatMap((c) => c.accounts.map((x) => x.email))).not.toContain(A);
    const pm = await data<Options>('/admin/deliver/options', PM);
    expect(pm.companies.map((c) => c.id)).toEqual(expect.arrayContaining([companyA, companyB]));
    expect(pm.companies.find((c) => c.id === companyA)!.projects.map((p) => p.name)).toContain('A-Secret');
  });

  it("another company's delivery is 404 on detail, edit, release and withdraw, and is left as it was", async () => {
    const { a } = await ofCompany();
    const [draft] = await t.db
      .select()
      .from(deliveries)
      .where(and(inArray(deliveries.id, a), eq(deliveries.status, 'draft')));
    const [released] = await t.db
      .select()
      .from(deliveries)
      .where(and(inArray(deliveries.id, a), eq(deliveries.status, 'released')));
    expect((await get(`/admin/deliver/detail/${draft.id}`, ONE)).statusCode).toBe(404);
    expect((await get(`/admin/deliver/detail/${draft.id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/deliver/release/${draft.id}`, ONE)).statusCode).toBe(404);
    expect((await post(`/admin/deliver/withdraw/${released.id}`, ONE)).statusCode).toBe(404);
    const edit = {
      id: draft.id,
      companyId: draft.companyId,
      projectId: draft.projectId,
      platformId: draft.platformId,
      name: 'Taken over',
      version: draft.version,
      deliveryDate: '2026-08-01',
      fileIds: [1],
    };
    expect((await put('/admin/deliver/edit', ONE, edit)).statusCode).toBe(404);
    const after = await t.db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.id, [draft.id, released.id]));
    expect(after.find((r) => r.id === draft.id)).toMatchObject({ status: 'draft', name: draft.name });
    expect(after.find((r) => r.id === released.id)!.status).toBe('released');
  });

  it("refuses a delivery for an unassigned company's project as an unknown company; its own company's passes", async () => {
    const body = multipartBody('scope.txt', Buffer.from('scope\n'));
    const uploaded = await injectAs(t, ONE, {
      url: '/common/file/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().data.fileId as number;
    const projectRows = await t.db
      .select()
      .from(projects)
      .where(inArray(projects.name, ['A-Secret', 'B-Router R9']));
    const platformRows = await t.db
      .select()
      .from(platforms)
      .where(inArray(platforms.name, ['NX510', 'NX910']));
    const project = (name: string) => projectRows.find((p) => p.name === name)!.id;
    const platform = (name: string) => platformRows.find((p) => p.name === name)!.id;
    const base = { name: 'Scope', version: 'V9.9.9', deliveryDate: '2026-08-01', fileIds: [fileId] };
    const before = (await t.db.select({ id: deliveries.id }).from(deliveries)).length;
    const refused = await post('/admin/deliver/add', ONE, {
      ...base,
      companyId: companyA,
      projectId: project('A-Secret'),
      platformId: platform('NX510'),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      (
        await post('/admin/deliver/add', ONE, {
          ...base,
          companyId: 2147483647,
          projectId: project('A-Secret'),
          platformId: platform('NX510'),
        })
      ).json().message,
    );
    expect((await t.db.select({ id: deliveries.id }).from(deliveries)).length).toBe(before);
    const own = await post('/admin/deliver/add', ONE, {
      ...base,
      companyId: companyB,
      projectId: project('B-Router R9'),
      platformId: platform('NX910'),
    });
    expect(own.statusCode, own.body).toBe(200);
    // Nor can its own draft be moved to company A.
    const moved = await put('/admin/deliver/edit', ONE, {
      ...base,
      id: own.json().data.id,
      companyId: companyA,
      projectId: project('A-Secret'),
      platformId: platform('NX510'),
    });
    expect(moved.statusCode, moved.body).toBe(400);
  });
});

describe('change notices (admin.publish): the catalogue is global, acknowledgements are per company', () => {
  it("counts and names only the assigned companies' acknowledgements", async () => {
    // A released change notice on NX310 (company A's platform), acknowledged by company A.
    const [pcn] = await t.db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .innerJoin(catalogItemPlatforms, eq(catalogItemPlatforms.itemId, catalogItems.id))
      .innerJoin(platforms, eq(platforms.id, catalogItemPlatforms.platformId))
      .where(and(eq(catalogItems.kind, 'pcn'), eq(catalogItems.status, 'released'), eq(platforms.name, 'NX310')))
      .limit(1);
    const ack = await post(`/dccpath/pcn/file/acknowledge/${pcn.id}`, A);
    expect(ack.statusCode, ack.body).toBe(200);
    type Item = { id: number; acknowledgements: number; pcn?: { acknowledgedBy: { company: string }[] } };
    const rowOf = async (who: string) =>
      (await data<Page<Item>>(`/admin/catalog/pcn/list?pageSize=100&keyword=`, who)).list.find((r) => r.id === pcn.id);
    // The notice itself is listed for both: publishing is global.
    const pmRow = await rowOf(PM);
    const mineRow = await rowOf(ONE);
    expect(pmRow).toBeDefined();
    expect(mineRow).toBeDefined();
    expect(pmRow!.acknowledgements).toBeGreaterThanOrEqual(1);
    expect(mineRow!.acknowledgements).toBe(0);
    const pmDetail = await data<Item>(`/admin/catalog/pcn/detail/${pcn.id}`, PM);
    const mine = await data<Item>(`/admin/catalog/pcn/detail/${pcn.id}`, ONE);
    const companyAName = (await t.db.select().from(companies).where(eq(companies.id, companyA)))[0].name;
    expect(pmDetail.pcn!.acknowledgedBy.map((x) => x.company)).toContain(companyAName);
    expect(mine.pcn!.acknowledgedBy).toEqual([]);
    expect(mine.acknowledgements).toBe(0);
  });
});

describe('accounts and companies (admin.accounts)', () => {
  it("lists the assigned company's accounts, registrations and company only; A's are 404", async () => {
    type Account = { id: number; companyId: number };
    const mine = await data<Page<Account>>('/admin/account/list?pageSize=100', ONE);
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.list.map((r) => r.companyId))).toEqual(new Set([companyB]));
    const registrations = await data<Page<Account>>('/admin/account/registrations?pageSize=100', ONE);
    expect(registrations.list.every((r) => r.companyId === companyB)).toBe(true);
    const companyList = await data<Page<{ id: number }>>('/admin/company/list?pageSize=100', ONE);
    expect(idsOf(companyList)).toEqual([companyB]);
    const pmCompanies = await data<Page<{ id: number }>>('/admin/company/list?pageSize=100', PM);
    expect(idsOf(pmCompanies)).toEqual(expect.arrayContaining([companyA, companyB]));

    const customer = await accountOf(t, A);
    expect((await post(`/admin/account/lock/${customer.id}`, ONE)).statusCode).toBe(404);
    expect((await accountOf(t, A)).state).toBe(customer.state);
    const [secret] = await t.db.select().from(projects).where(eq(projects.name, 'A-Secret'));
    const [nx910] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX910'));
    expect((await post(`/admin/company/platform/add/${companyA}`, ONE, { platformId: nx910.id })).statusCode).toBe(404);
    expect((await post(`/admin/company/project/add/${companyA}`, ONE, { name: 'Scope' })).statusCode).toBe(404);
    expect((await put(`/admin/company/project/edit/${secret.id}`, ONE, { name: 'Scope' })).statusCode).toBe(404);
    expect((await post(`/admin/company/project/remove/${secret.id}`, ONE)).statusCode).toBe(404);
    expect((await t.db.select().from(projects).where(eq(projects.id, secret.id)))[0].name).toBe('A-Secret');
  });
});

describe('engineering consoles (admin.engineer)', () => {
  it("design reviews: A's are absent from the list and 404 on detail and take", async () => {
    const { a, b, all } = await idsByCompany(
      t.db.select({ id: reviews.id, companyId: reviews.companyId }).from(reviews),
    );
    expect(a.length).toBeGreaterThan(0);
    const mine = await data<Page<{ id: number }>>('/admin/review/list?pageSize=100', ONE);
    expect(idsOf(mine).sort()).toEqual([...b].sort());
    expect((await data<Page<unknown>>('/admin/review/list?pageSize=100', PM)).total).toBe(all);
    expect((await get(`/admin/review/detail/${a[0]}`, ONE)).statusCode).toBe(404);
    expect((await get(`/admin/review/detail/${a[0]}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/review/take/${a[0]}`, ONE)).statusCode).toBe(404);
  });

  it("simulation: A's tasks are absent from the list, the company picker holds B alone, detail and finish 404", async () => {
    const { a, b, all } = await idsByCompany(
      t.db
        .select({ id: simulationTasks.id, companyId: simulationTasks.companyId })
        .from(simulationTasks)
        .where(ne(simulationTasks.status, 'draft')),
    );
    expect(a.length).toBeGreaterThan(0);
    const mine = await data<Page<{ id: number }>>('/admin/simulation/list?pageSize=100', ONE);
    expect(idsOf(mine).sort()).toEqual([...b].sort());
    expect((await data<Page<unknown>>('/admin/simulation/list?pageSize=100', PM)).total).toBe(all);
    const options = await data<{ companies: { id: number }[] }>('/admin/simulation/options', ONE);
    expect(options.companies.map((c) => c.id)).toEqual([companyB]);
    expect((await get(`/admin/simulation/detail/${a[0]}`, ONE)).statusCode).toBe(404);
    expect((await get(`/admin/simulation/detail/${a[0]}`, PM)).statusCode).toBe(200);
    const finish = await post(`/admin/simulation/finish/${a[0]}`, ONE, { resultFileIds: [1], reportFileId: 2 });
    expect(finish.statusCode).toBe(404);
  });

  it("patch-set applies and switches: A's are absent, 404 on detail, moves and switch changes", async () => {
    const { a, b, all } = await idsByCompany(
      t.db.select({ id: patchsetApplies.id, companyId: patchsetApplies.companyId }).from(patchsetApplies),
    );
    expect(a.length).toBeGreaterThan(0);
    const mine = await data<Page<{ id: number }>>('/admin/patchset/applies?pageSize=100', ONE);
    expect(idsOf(mine).sort()).toEqual([...b].sort());
    expect((await data<Page<unknown>>('/admin/patchset/applies?pageSize=100', PM)).total).toBe(all);
    expect((await get(`/admin/patchset/apply/${a[0]}`, ONE)).statusCode).toBe(404);
    expect((await get(`/admin/patchset/apply/${a[0]}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/patchset/cancel/${a[0]}`, ONE, { comment: 'Not yours' })).statusCode).toBe(404);
    const switches = await data<{ companyId: number }[]>('/admin/patchset/switches', ONE);
    expect(switches.map((s) => s.companyId)).toEqual([companyB]);
    const change = { companyId: companyA, modualDisplaySwitch: false, menuDisplaySwitch: false };
    expect((await put('/admin/patchset/switches', ONE, change)).statusCode).toBe(404);
  });

  it("work queues: A's items are absent from counts, lists and the company filter; 404 on detail and reply", async () => {
    for (const [who, subject] of [
      [A, 'Scope feedback of A'],
      ['other@demo.test', 'Scope feedback of B'],
    ])
      expect((await post('/common/homepage/custFeedback', who, { subject, feedback: subject })).statusCode).toBe(200);
    const [itemOfA] = await t.db
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(eq(feedbacks.subject, 'Scope feedback of A'));
    const companiesOf = await data<{ id: number }[]>('/admin/queues/companies', ONE);
    expect(companiesOf.map((c) => c.id)).toEqual([companyB]);
    type Item = { id: number; title: string; company: { id: number } };
    const mine = await data<Page<Item>>('/admin/queues/homeFeedback/list?pageSize=100', ONE);
    expect(mine.list.map((r) => r.title)).toContain('Scope feedback of B');
    expect(mine.list.every((r) => r.company.id === companyB)).toBe(true);
    const pm = await data<Page<Item>>('/admin/queues/homeFeedback/list?pageSize=100', PM);
    expect(idsOf(pm)).toContain(itemOfA.id);
    const counts = {
      mine: await data<Record<string, number>>('/admin/queues/counts', ONE),
      pm: await data<Record<string, number>>('/admin/queues/counts', PM),
    };
    expect(counts.mine.homeFeedback).toBe(mine.list.filter((r) => r.company.id === companyB).length);
    expect(counts.mine.homeFeedback).toBeLessThan(counts.pm.homeFeedback);
    expect((await get(`/admin/queues/homeFeedback/${itemOfA.id}`, ONE)).statusCode).toBe(404);
    expect((await get(`/admin/queues/homeFeedback/${itemOfA.id}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/queues/homeFeedback/reply/${itemOfA.id}`, ONE, { reply: 'x' })).statusCode).toBe(404);
    expect((await post(`/admin/queues/homeFeedback/close/${itemOfA.id}`, ONE)).statusCode).toBe(404);
  });
});

describe('training applications (admin.publish)', () => {
  it("A's applications are absent from the list and 404 on detail and moves", async () => {
    const { a, b, all } = await idsByCompany(
      t.db.select({ id: trainApplications.id, companyId: trainApplications.companyId }).from(trainApplications),
    );
    expect(a.length).toBeGreaterThan(0);
    const mine = await data<Page<{ id: number }>>('/admin/train/list?pageSize=100', ONE);
    expect(idsOf(mine).sort()).toEqual([...b].sort());
    expect((await data<Page<unknown>>('/admin/train/list?pageSize=100', PM)).total).toBe(all);
    expect((await get(`/admin/train/detail/${a[0]}`, ONE)).statusCode).toBe(404);
    expect((await get(`/admin/train/detail/${a[0]}`, PM)).statusCode).toBe(200);
    expect((await post(`/admin/train/cancel/${a[0]}`, ONE, {})).statusCode).toBe(404);
  });
});

describe('audit (admin.audit, a project manager without the admin role)', () => {
  it("offers company B alone and lists and exports none of A's downloads", async () => {
    const options = await data<{ companies: { id: number }[] }>('/admin/audit/options', ONE);
    expect(options.companies.map((c) => c.id)).toEqual([companyB]);
    type Download = { companyId: number };
    const mine = await data<Page<Download>>('/admin/audit/downloads?pageSize=100', ONE);
    expect(mine.list.every((r) => r.companyId === companyB)).toBe(true);
    const pm = await data<Page<Download>>('/admin/audit/downloads?pageSize=100', PM);
    expect(pm.list.some((r) => r.companyId === companyA)).toBe(true);
    const csv = await get('/admin/audit/downloads.csv', ONE);
    expect(csv.statusCode).toBe(200);
    const aName = (await t.db.select().from(companies).where(eq(companies.id, companyA)))[0];
    expect(csv.body).not.toContain(aName.name);
    expect(csv.body).not.toContain(aName.nameEn);
  });
});
