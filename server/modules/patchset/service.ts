// Patch sets and PARs as the customer reads them: the patch-set list (query and body forms) and its
// drop-downs, a set's detail, PARs and history, a PAR's detail with its dependencies, the pending
// PARs of a destination branch and the PARs planned for the next release. Every read goes through
// visibility.ts.
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from '../../db/orm.ts';
import type { Language } from '../../../contract/limits.ts';
import {
  issueTypes,
  type DependencyPar,
  type IssueType,
  type NextReleaseQuery,
  type Par,
  type ParDetail,
  type Patchset,
  type PatchsetConditions,
  type PatchsetDropDown,
  type PatchsetHistory,
} from '../../../contract/patchset.ts';
import type { Db } from '../../db/client.ts';
import {
  parDependencies,
  pars,
  patchSetHistory,
  patchSets,
  patchsetApplyItems,
  patchsetCart,
  platforms,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { patchsetText } from './texts.ts';
import { visiblePars, visiblePatchSets } from './visibility.ts';

// Patch sets.

type Filter = Omit<PatchsetConditions, 'sortField' | 'sortOrder'>;

function patchsetWhere(user: AuthUser, c: Filter): SQL {
  return and(
    visiblePatchSets(user, c.platformId),
    containsIgnoreCase(c.keyword, patchSets.name, patchSets.baseBranch, patchSets.version),
    c.version ? eq(patchSets.version, c.version) : undefined,
    c.baseBranch ? eq(patchSets.baseBranch, c.baseBranch) : undefined,
    c.from ? gte(patchSets.releaseDate, c.from) : undefined,
    c.to ? lte(patchSets.releaseDate, c.to) : undefined,
  )!;
}

function patchsetOrder(c: Pick<PatchsetConditions, 'sortField' | 'sortOrder'>): SQL[] {
  const dir = c.sortOrder === 'asc' ? asc : desc;
  const column = { releaseDate: patchSets.releaseDate, name: patchSets.name, version: patchSets.version }[c.sortField];
  return [dir(column), desc(patchSets.id)];
}

const parCount = sql<number>`(select count(*) from ${pars} where ${pars.patchSetId} = ${patchSets.id})`.mapWith(Number);

const patchsetSelection = {
  set: patchSets,
  platform: platforms.name,
  parCount,
};
type PatchsetRow = { set: typeof patchSets.$inferSelect; platform: string; parCount: number };

const presentPatchset =
  (lang: Language) =>
  (r: PatchsetRow): Patchset => ({
    id: r.set.id,
    name: r.set.name,
    platformId: r.set.platformId,
    platform: r.platform,
    version: r.set.version,
    baseBranch: r.set.baseBranch,
    releaseDate: r.set.releaseDate,
    parCount: Number(r.parCount),
    description: lang === 'en' && r.set.descriptionEn ? r.set.descriptionEn : r.set.description,
  });

const patchsetsWithNames = (db: Db) =>
  db.select(patchsetSelection).from(patchSets).innerJoin(platforms, eq(platforms.id, patchSets.platformId));

export async function listPatchsets(db: Db, user: AuthUser, c: PatchsetConditions, page: PageAsk, lang: Language) {
  const where = patchsetWhere(user, c);
  return paginate(
    db,
    page,
    patchsetsWithNames(db)
      .where(where)
      .orderBy(...patchsetOrder(c))
      .$dynamic(),
    db.select({ total: count() }).from(patchSets).where(where),
    (r) => presentPatchset(lang)(r as PatchsetRow),
  );
}

/** Every patch set the conditions select, at most `max` + 1 (the caller refuses more than `max`). */
export async function exportPatchsets(db: Db, user: AuthUser, c: PatchsetConditions, max: number, lang: Language) {
  const rows = await patchsetsWithNames(db)
    .where(patchsetWhere(user, c))
    .orderBy(...patchsetOrder(c))
    .limit(max + 1);
  return rows.map((r) => presentPatchset(lang)(r as PatchsetRow));
}

/** The list's filters: authorized platforms, and the versions and base branches of visible sets. */
export async function dropDown(db: Db, user: AuthUser): Promise<PatchsetDropDown> {
  if (user.platformIds.length === 0) return { platforms: [], versions: [], baseBranches: [] };
  const [ps, sets] = await Promise.all([
    cachedRows(
      db,
      db
        .select({ id: platforms.id, name: platforms.name })
        .from(platforms)
        .where(inArray(platforms.id, user.platformIds))
        .orderBy(platforms.name),
    ),
    cachedRows(
      db,
      db
        .selectDistinct({ version: patchSets.version, baseBranch: patchSets.baseBranch })
        .from(patchSets)
        .where(visiblePatchSets(user)),
    ),
  ]);
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    platforms: ps.map((p) => ({ ...p })),
    versions: sorted(sets.map((s) => s.version)),
    baseBranches: sorted(sets.map((s) => s.baseBranch)),
  };
}

export async function patchsetDetail(db: Db, user: AuthUser, id: number, lang: Language): Promise<Patchset> {
  const [row] = await cachedRows(db, patchsetsWithNames(db).where(and(eq(patchSets.id, id), visiblePatchSets(user))));
  if (!row) throw notFound();
  return presentPatchset(lang)(row as PatchsetRow);
}

export async function patchsetHistory(db: Db, user: AuthUser, id: number, lang: Language): Promise<PatchsetHistory[]> {
  await patchsetDetail(db, user, id, lang); // 404 for a set the caller may not see
  const rows = await cachedRows(
    db,
    db.select().from(patchSetHistory).where(eq(patchSetHistory.patchSetId, id)).orderBy(desc(patchSetHistory.at)),
  );
  return rows.map((h) => ({
    id: h.id,
    version: h.version,
    action: h.action,
    note: lang === 'en' && h.noteEn ? h.noteEn : h.note,
    at: h.at.toISOString(),
  }));
}

// PARs.

type ParRow = { par: typeof pars.$inferSelect; platform: string; patchSet: string | null };
const parSelection = { par: pars, platform: platforms.name, patchSet: patchSets.name };

export const parsWithNames = (db: Db) =>
  db
    .select(parSelection)
    .from(pars)
    .innerJoin(platforms, eq(platforms.id, pars.platformId))
    .leftJoin(patchSets, eq(patchSets.id, pars.patchSetId));

/** Direct dependencies of each of `ids`. */
async function dependenciesOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await cachedRows(
    db,
    db
      .select()
      .from(parDependencies)
      .where(inArray(parDependencies.parId, ids))
      .orderBy(asc(parDependencies.dependsOnId)),
  );
  for (const r of rows) map.set(r.parId, [...(map.get(r.parId) ?? []), r.dependsOnId]);
  return map;
}

function presentPar(r: ParRow, deps: Map<number, number[]>): Par {
  const p = r.par;
  return {
    id: p.id,
    parNo: p.parNo,
    platformId: p.platformId,
    platform: r.platform,
    patchSetId: p.patchSetId,
    patchSet: r.patchSet,
    bugId: p.bugId,
    cqId: p.cqId,
    summary: p.summary,
    rootCause: p.rootCause,
    solution: p.solution,
    field: p.field,
    testSuggestion: p.testSuggestion,
    probability: p.probability as Par['probability'],
    introducedIn: p.introducedIn,
    source: p.source as Par['source'],
    issueType: p.issueType as IssueType,
    status: p.status,
    planTime: p.planTime,
    mandatory: p.mandatory,
    releasedAt: p.releasedAt ? p.releasedAt.toISOString() : null,
    dependencyIds: deps.get(p.id) ?? [],
  };
}

/** PARs as the contract has them, with their direct dependencies. */
export async function presentPars(db: Db, rows: ParRow[]): Promise<Par[]> {
  const deps = await dependenciesOf(
    db,
    rows.map((r) => r.par.id),
  );
  return rows.map((r) => presentPar(r, deps));
}

const keywordOfPar = (keyword: string | undefined): SQL | undefined =>
  containsIgnoreCase(keyword, pars.parNo, pars.summary, pars.bugId, pars.cqId);

async function pagePars(db: Db, where: SQL, page: PageAsk, order: SQL[] = [desc(pars.id)]) {
  const found = await paginate(
    db,
    page,
    parsWithNames(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ total: count() }).from(pars).where(where),
  );
  return { ...found, list: await presentPars(db, found.list as ParRow[]) };
}

export async function patchsetPars(
  db: Db,
  user: AuthUser,
  q: { id: number; keyword?: string },
  page: PageAsk,
  lang: Language,
) {
  await patchsetDetail(db, user, q.id, lang);
  return pagePars(db, and(eq(pars.patchSetId, q.id), visiblePars(user), keywordOfPar(q.keyword))!, page, [
    asc(pars.parNo),
  ]);
}

/** One visible PAR, or 404. */
async function findPar(db: Db, user: AuthUser, id: number): Promise<Par> {
  const [row] = await cachedRows(db, parsWithNames(db).where(and(eq(pars.id, id), visiblePars(user))));
  if (!row) throw notFound();
  const [par] = await presentPars(db, [row as ParRow]);
  return par;
}

export async function parDetail(db: Db, user: AuthUser, id: number): Promise<ParDetail> {
  const par = await findPar(db, user, id);
  const dependentIds = (
    await cachedRows(
      db,
      db.select({ id: parDependencies.parId }).from(parDependencies).where(eq(parDependencies.dependsOnId, id)),
    )
  ).map((r) => r.id);
  const [dependencies, dependents] = await Promise.all([
    parsByIds(db, user, par.dependencyIds),
    parsByIds(db, user, dependentIds),
  ]);
  return { ...par, dependencies, dependents };
}

async function parsByIds(db: Db, user: AuthUser, ids: number[]): Promise<Par[]> {
  if (ids.length === 0) return [];
  const rows = await cachedRows(
    db,
    parsWithNames(db)
      .where(and(inArray(pars.id, ids), visiblePars(user)))
      .orderBy(asc(pars.parNo)),
  );
  return presentPars(db, rows as ParRow[]);
}

/**
 * Everything `id` needs, transitively (a PAR's dependency may have its own), without the PAR
 * itself: what the cart offers along when the PAR is added.
 */
export async function dependencyClosure(
  db: Db,
  user: AuthUser,
  id: number,
  branch?: { id: number },
): Promise<DependencyPar[]> {
  await findPar(db, user, id);
  const seen = new Set<number>([id]);
  let frontier = [id];
  while (frontier.length) {
    const deps = await dependenciesOf(db, frontier);
    frontier = [...deps.values()].flat().filter((d) => !seen.has(d));
    for (const d of frontier) seen.add(d);
  }
  seen.delete(id);
  const found = await parsByIds(db, user, [...seen]);
  const ids = found.map((p) => p.id);
  if (!branch || ids.length === 0) return found.map((p) => ({ ...p, applied: false, inCart: false }));
  const [applied, carted] = await Promise.all([
    db
      .select({ parId: patchsetApplyItems.parId })
      .from(patchsetApplyItems)
      .where(
        and(
          eq(patchsetApplyItems.branchId, branch.id),
          inArray(patchsetApplyItems.parId, ids),
          eq(patchsetApplyItems.active, true),
        ),
      ),
    db
      .select({ parId: patchsetCart.parId })
      .from(patchsetCart)
      .where(
        and(
          eq(patchsetCart.accountId, user.id),
          eq(patchsetCart.branchId, branch.id),
          inArray(patchsetCart.parId, ids),
        ),
      ),
  ]);
  const appliedIds = new Set(applied.map((r) => r.parId));
  const cartIds = new Set(carted.map((r) => r.parId));
  return found.map((p) => ({ ...p, applied: appliedIds.has(p.id), inCart: cartIds.has(p.id) }));
}

export function issueTypeList(lang: Language) {
  return issueTypes.map((value) => ({ value, label: patchsetText[lang].issueTypes[value] }));
}

/**
 * The released PARs of the branch's platform not yet applied into it (no ongoing or published
 * apply holds them), each marked when it is in the caller's cart for that branch.
 */
export async function pendingPars(
  db: Db,
  user: AuthUser,
  branch: { id: number; platformId: number },
  q: { keyword?: string; issueType?: IssueType; patchSetId?: number; mandatory?: 'true' | 'false' },
  page: PageAsk,
) {
  const where = and(
    visiblePars(user, branch.platformId),
    eq(pars.status, 'released'),
    keywordOfPar(q.keyword),
    q.issueType ? eq(pars.issueType, q.issueType) : undefined,
    q.patchSetId ? eq(pars.patchSetId, q.patchSetId) : undefined,
    q.mandatory ? eq(pars.mandatory, q.mandatory === 'true') : undefined,
    sql`not exists (select 1 from ${patchsetApplyItems} where ${patchsetApplyItems.branchId} = ${branch.id}
        and ${patchsetApplyItems.parId} = ${pars.id} and ${patchsetApplyItems.active})`,
  )!;
  const found = await pagePars(db, where, page, [asc(pars.parNo)]);
  const ids = found.list.map((p) => p.id);
  const inCart = ids.length
    ? await db
        .select({ parId: patchsetCart.parId })
        .from(patchsetCart)
        .where(
          and(
            eq(patchsetCart.accountId, user.id),
            eq(patchsetCart.branchId, branch.id),
            inArray(patchsetCart.parId, ids),
          ),
        )
    : [];
  const carted = new Set(inCart.map((r) => r.parId));
  return { ...found, list: found.list.map((p) => ({ ...p, inCart: carted.has(p.id) })) };
}

/** PARs planned for the next release on the authorized platforms, soonest plan first. */
export async function nextReleasePars(db: Db, user: AuthUser, q: NextReleaseQuery, page: PageAsk) {
  return pagePars(
    db,
    and(visiblePars(user, q.platformId), eq(pars.status, 'planned'), keywordOfPar(q.keyword))!,
    page,
    [asc(pars.planTime), asc(pars.parNo)],
  );
}
