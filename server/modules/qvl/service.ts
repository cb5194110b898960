// QVL lists, directory, suppliers and export rows (always through visibleQvl), and the staff
// console's reads and writes (every status, every platform).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import {
  qvlLevels,
  qvlTypes,
  type QvlAction,
  type QvlAdminEntry,
  type QvlAdminQuery,
  type QvlConditions,
  type QvlEntry,
  type QvlLevel,
  type QvlLevelCounts,
  type QvlOptions,
  type QvlPlatform,
  type QvlSupplier,
  type QvlSupplierQuery,
  type QvlType,
  type qvlEntryFields,
} from '../../../contract/qvl.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { platforms, qvlEntries, qvlSuppliers } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { cappedCount, capTotal, likePattern, paginate, type PageAsk } from '../../platform/paging.ts';
import { assertMoved, publishingMove } from '../../platform/publishing.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { visibleQvl } from './visibility.ts';

type EntryRow = { entry: typeof qvlEntries.$inferSelect; platform: string; supplier: string };
export type QvlFields = z.output<typeof qvlEntryFields>;

const selection = { entry: qvlEntries, platform: platforms.name, supplier: qvlSuppliers.name };

/**
 * The suppliers whose name contains the keyword, asked first: as a sub-select inside the keyword's
 * OR it kept the planner from the trigram indexes (a rare keyword read every row).
 */
async function suppliersMatching(db: Db, keyword: string | undefined): Promise<number[]> {
  if (!keyword) return [];
  const rows = await cachedRows(
    db,
    db
      .select({ id: qvlSuppliers.id })
      .from(qvlSuppliers)
      .where(ilike(qvlSuppliers.name, likePattern(keyword))),
  );
  return rows.map((r) => r.id);
}

/** Part number or description contains the keyword (trigram indexes), or the supplier is one of `supplierIds`. */
function keywordWhere(keyword: string | undefined, supplierIds: number[]): SQL | undefined {
  if (!keyword) return undefined;
  const like = likePattern(keyword);
  return or(
    ilike(qvlEntries.partNumber, like),
    ilike(qvlEntries.description, like),
    supplierIds.length ? inArray(qvlEntries.supplierId, supplierIds) : undefined,
  );
}

type Filter = Omit<QvlConditions, 'sortField' | 'sortOrder'>;

async function conditionsWhere(db: Db, user: AuthUser, c: Filter): Promise<SQL> {
  return and(
    visibleQvl(user, { platformId: c.platformId }),
    keywordWhere(c.keyword, await suppliersMatching(db, c.keyword)),
    c.type ? eq(qvlEntries.type, c.type) : undefined,
    c.level ? eq(qvlEntries.level, c.level) : undefined,
    c.supplierId ? eq(qvlEntries.supplierId, c.supplierId) : undefined,
    c.lifecyclePhase ? eq(qvlEntries.lifecyclePhase, c.lifecyclePhase) : undefined,
    c.testStatus ? eq(qvlEntries.testStatus, c.testStatus) : undefined,
  )!;
}

function orderOf(c: Pick<QvlConditions, 'sortField' | 'sortOrder'>): SQL[] {
  const dir = c.sortOrder === 'asc' ? asc : desc;
  const column = {
    releasedAt: qvlEntries.releasedAt,
    partNumber: qvlEntries.partNumber,
    level: qvlEntries.level,
    startDate: qvlEntries.startDate,
  }[c.sortField];
  return [dir(column), desc(qvlEntries.id)];
}

function present(r: EntryRow): QvlEntry {
  const e = r.entry;
  return {
    id: e.id,
    platformId: e.platformId,
    platform: r.platform,
    chip: e.chip,
    type: e.type as QvlType,
    description: e.description,
    partNumber: e.partNumber,
    componentId: e.componentId,
    supplierId: e.supplierId,
    supplier: r.supplier,
    level: e.level,
    startDate: e.startDate,
    endDate: e.endDate,
    firmwareVersion: e.firmwareVersion,
    chipType: e.chipType,
    testStatus: e.testStatus as QvlEntry['testStatus'],
    functionExplanation: e.functionExplanation,
    lifecyclePhase: e.lifecyclePhase as QvlEntry['lifecyclePhase'],
    remark: e.remark,
    releasedAt: e.releasedAt ? e.releasedAt.toISOString() : null,
  };
}

const entriesWithNames = (db: Db) =>
  db
    .select(selection)
    .from(qvlEntries)
    .innerJoin(platforms, eq(platforms.id, qvlEntries.platformId))
    .innerJoin(qvlSuppliers, eq(qvlSuppliers.id, qvlEntries.supplierId));

/** Counting every match of a broad filter over 100 000 rows costs more than the page: totals stop at the cap. */
export async function listEntries(db: Db, user: AuthUser, c: QvlConditions, page: PageAsk) {
  const where = await conditionsWhere(db, user, c);
  const found = await paginate(
    db,
    page,
    entriesWithNames(db)
      .where(where)
      .orderBy(...orderOf(c))
      .$dynamic(),
    cappedCount(db, qvlEntries, where),
    (r) => present(r as EntryRow),
  );
  return capTotal(found);
}

/** Every row the conditions select, at most `max` + 1 (the caller refuses more than `max`). */
export async function exportEntries(db: Db, user: AuthUser, c: QvlConditions, max: number): Promise<QvlEntry[]> {
  const rows = await entriesWithNames(db)
    .where(await conditionsWhere(db, user, c))
    .orderBy(...orderOf(c))
    .limit(max + 1);
  return rows.map((r) => present(r as EntryRow));
}

const noLevels = (): QvlLevelCounts => ({ A: 0, B: 0, C: 0 });

/** Each authorized platform (even one with no rows) with its visible rows counted by type and level. */
export async function platformDirectory(db: Db, user: AuthUser): Promise<QvlPlatform[]> {
  if (user.platformIds.length === 0) return [];
  const [names, counts] = await Promise.all([
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
        .select({ platformId: qvlEntries.platformId, type: qvlEntries.type, level: qvlEntries.level, n: count() })
        .from(qvlEntries)
        .where(visibleQvl(user))
        .groupBy(qvlEntries.platformId, qvlEntries.type, qvlEntries.level),
    ),
  ]);
  return names.map((p) => {
    const levels = noLevels();
    const types = new Map<QvlType, number>();
    let total = 0;
    for (const r of counts) {
      if (r.platformId !== p.id) continue;
      const n = Number(r.n);
      total += n;
      levels[r.level as QvlLevel] += n;
      types.set(r.type as QvlType, (types.get(r.type as QvlType) ?? 0) + n);
    }
    return {
      platformId: p.id,
      name: p.name,
      total,
      levels,
      types: qvlTypes.filter((t) => types.has(t)).map((type) => ({ type, count: types.get(type)! })),
    };
  });
}

const levelCount = (level: QvlLevel) =>
  sql<number>`count(*) filter (where ${qvlEntries.level} = ${level})`.mapWith(Number);

/** Suppliers of at least one visible row, with contact data and their visible rows by level. */
export async function listSuppliers(db: Db, user: AuthUser, q: QvlSupplierQuery, page: PageAsk) {
  const visible = visibleQvl(user);
  const where = q.keyword ? ilike(qvlSuppliers.name, likePattern(q.keyword)) : undefined;
  const found = await paginate(
    db,
    page,
    db
      .select({
        supplier: qvlSuppliers,
        total: count(),
        A: levelCount('A'),
        B: levelCount('B'),
        C: levelCount('C'),
      })
      .from(qvlSuppliers)
      .innerJoin(qvlEntries, and(eq(qvlEntries.supplierId, qvlSuppliers.id), visible))
      .where(where)
      .groupBy(qvlSuppliers.id)
      .orderBy(asc(qvlSuppliers.name), asc(qvlSuppliers.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(qvlSuppliers)
      .where(
        and(
          where,
          sql`exists (select 1 from ${qvlEntries} where ${qvlEntries.supplierId} = ${qvlSuppliers.id} and ${visible})`,
        ),
      ),
    (r): QvlSupplier => {
      const { createdAt: _created, ...s } = r.supplier;
      return { ...s, total: Number(r.total), levels: { A: r.A, B: r.B, C: r.C } };
    },
  );
  return found;
}

// Staff console.

function presentAdmin(r: EntryRow): QvlAdminEntry {
  return { ...present(r), status: r.entry.status, updatedAt: r.entry.updatedAt.toISOString() };
}

export async function adminList(db: Db, q: QvlAdminQuery, page: PageAsk) {
  const where = and(
    keywordWhere(q.keyword, await suppliersMatching(db, q.keyword)),
    q.platformId ? eq(qvlEntries.platformId, q.platformId) : undefined,
    q.status ? eq(qvlEntries.status, q.status) : undefined,
  );
  return paginate(
    db,
    page,
    entriesWithNames(db).where(where).orderBy(desc(qvlEntries.updatedAt), desc(qvlEntries.id)).$dynamic(),
    db.select({ total: count() }).from(qvlEntries).where(where),
    (r) => presentAdmin(r as EntryRow),
  );
}

export async function adminOptions(db: Db): Promise<QvlOptions> {
  const [ps, ss] = await Promise.all([
    cachedRows(db, db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(platforms.name)),
    cachedRows(
      db,
      db.select({ id: qvlSuppliers.id, name: qvlSuppliers.name }).from(qvlSuppliers).orderBy(qvlSuppliers.name),
    ),
  ]);
  return { platforms: ps.map((p) => ({ ...p })), suppliers: ss.map((s) => ({ ...s })) };
}

/** A platform or supplier id that names nothing is a 400 on that field, never a foreign-key 500. */
async function checkReferences(db: Db, fields: Pick<QvlFields, 'platformId' | 'supplierId'>) {
  const [p] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, fields.platformId));
  if (!p) throw new AppError(400, Code.badRequest, 'notFound', {}, { field: 'platformId' });
  const [s] = await db.select({ id: qvlSuppliers.id }).from(qvlSuppliers).where(eq(qvlSuppliers.id, fields.supplierId));
  if (!s) throw new AppError(400, Code.badRequest, 'notFound', {}, { field: 'supplierId' });
}

const columnsOf = (f: QvlFields) => ({ ...f, endDate: f.endDate ?? null });

export async function createEntry(db: Db, user: AuthUser, fields: QvlFields): Promise<number> {
  await checkReferences(db, fields);
  const [row] = await db
    .insert(qvlEntries)
    .values({ ...columnsOf(fields), status: 'draft', publisherId: user.id })
    .returning({ id: qvlEntries.id });
  return row.id;
}

/** Many rows at once (the import): all or nothing. */
export async function createEntries(db: Db, user: AuthUser, rows: QvlFields[], release: boolean): Promise<number> {
  if (rows.length === 0) return 0;
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(qvlEntries).values(
        rows.slice(i, i + 500).map((f) => ({
          ...columnsOf(f),
          status: release ? ('released' as const) : ('draft' as const),
          releasedAt: release ? now : null,
          publisherId: user.id,
        })),
      );
  });
  return rows.length;
}

async function entryOf(db: Db, id: number) {
  const [row] = await db.select().from(qvlEntries).where(eq(qvlEntries.id, id));
  if (!row) throw notFound();
  return row;
}

/** A draft or released row; a withdrawn one stays as it was (409). */
export async function editEntry(db: Db, id: number, fields: QvlFields) {
  const row = await entryOf(db, id);
  if (row.status === 'withdrawn') throw new AppError(409, Code.conflict, 'conflict');
  await checkReferences(db, fields);
  await db
    .update(qvlEntries)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(eq(qvlEntries.id, id));
}

/** draft → released → withdrawn; anything else is 409. */
export async function changeStatus(db: Db, user: AuthUser, id: number, action: QvlAction) {
  await entryOf(db, id); // 404 before 409
  const move = publishingMove(action, user.id);
  assertMoved(
    await db
      .update(qvlEntries)
      .set(move.set)
      .where(and(eq(qvlEntries.id, id), eq(qvlEntries.status, move.from)))
      .returning({ id: qvlEntries.id }),
  );
}

export { qvlLevels };
