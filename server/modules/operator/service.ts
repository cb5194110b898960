// Operator data (M11): the customer's list, matrix, filter choices and export, and the staff
// console's list, form, state changes and import. Every customer read goes through visibleOperators.
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import {
  certStates,
  type CertState,
  type OperatorAdminQuery,
  type OperatorAdminRow,
  type OperatorConditions,
  type OperatorMatrix,
  type OperatorOptions,
  type OperatorRow,
} from '../../../contract/operator.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import type { z } from 'zod';
import type { operatorForm } from '../../../contract/operator.ts';
import type { Db } from '../../db/client.ts';
import { operatorRows, platforms } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, likePattern, paginate, type PageAsk } from '../../platform/paging.ts';
import { assertMoved, publishingMove } from '../../platform/publishing.ts';
import { cachedRows } from '../../platform/read-cache.ts';

export type OperatorFields = z.output<typeof operatorForm>;

/**
 * The where-clause of the operator rows `user` may see: released, on a platform of the caller's
 * company (optionally only `platformId`, narrowing, never widening). Operator rows belong to no
 * company and no project: the company enters through its platforms alone.
 */
export function visibleOperators(user: AuthUser, opts: { platformId?: number } = {}): SQL {
  if (!user.codes.has(moduleCodes.operator.page)) return sql`false`;
  const platformIds =
    opts.platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === opts.platformId);
  if (platformIds.length === 0) return sql`false`;
  return and(
    eq(operatorRows.status, 'released'),
    platformIds.length === 1
      ? eq(operatorRows.platformId, platformIds[0])
      : inArray(operatorRows.platformId, platformIds),
  )!;
}

function conditionsWhere(user: AuthUser, c: OperatorConditions): SQL {
  return and(
    visibleOperators(user, { platformId: c.platformId }),
    c.country ? eq(operatorRows.country, c.country) : undefined,
    c.operator ? eq(operatorRows.operator, c.operator) : undefined,
    c.pdt ? ilike(operatorRows.pdt, likePattern(c.pdt)) : undefined,
    c.volte ? eq(operatorRows.volte, c.volte) : undefined,
    c.vowifi ? eq(operatorRows.vowifi, c.vowifi) : undefined,
    c.os ? eq(operatorRows.os, c.os) : undefined,
  )!;
}

function orderOf(c: Pick<OperatorConditions, 'sortField' | 'sortOrder'>) {
  const dir = c.sortOrder === 'desc' ? desc : asc;
  const first =
    c.sortField === 'operator'
      ? [dir(operatorRows.operator), dir(operatorRows.country)]
      : c.sortField === 'platform'
        ? [dir(platforms.name)]
        : c.sortField === 'releasedAt'
          ? [dir(operatorRows.releasedAt)]
          : [dir(operatorRows.country), dir(operatorRows.operator)];
  return [...first, dir(operatorRows.id)];
}

const selection = { row: operatorRows, platform: platforms.name };
type JoinedRow = { row: typeof operatorRows.$inferSelect; platform: string };

const rowsWithNames = (db: Db) =>
  db.select(selection).from(operatorRows).innerJoin(platforms, eq(platforms.id, operatorRows.platformId));

function present({ row, platform }: JoinedRow): OperatorRow {
  return {
    id: row.id,
    country: row.country,
    platformId: row.platformId,
    platform,
    pdt: row.pdt,
    operator: row.operator,
    volte: row.volte,
    vowifi: row.vowifi,
    os: row.os,
    remark: row.remark,
    releasedAt: row.releasedAt ? row.releasedAt.toISOString() : null,
  };
}

export async function listOperators(db: Db, user: AuthUser, c: OperatorConditions, page: PageAsk) {
  const where = conditionsWhere(user, c);
  return paginate(
    db,
    page,
    rowsWithNames(db)
      .where(where)
      .orderBy(...orderOf(c))
      .$dynamic(),
    db.select({ total: count() }).from(operatorRows).where(where),
    (r) => present(r as JoinedRow),
  );
}

/** Every row the conditions select, at most `max` + 1 (the caller refuses more than `max`). */
export async function exportOperators(
  db: Db,
  user: AuthUser,
  c: OperatorConditions,
  max: number,
): Promise<OperatorRow[]> {
  const rows = await rowsWithNames(db)
    .where(conditionsWhere(user, c))
    .orderBy(...orderOf(c))
    .limit(max + 1);
  return rows.map((r) => present(r as JoinedRow));
}

/** The platforms of the caller's company, by name. */
async function callerPlatforms(db: Db, user: AuthUser) {
  if (user.platformIds.length === 0) return [];
  const rows = await cachedRows(
    db,
    db
      .select({ id: platforms.id, name: platforms.name })
      .from(platforms)
      .where(inArray(platforms.id, user.platformIds))
      .orderBy(asc(platforms.name)),
  );
  return rows.map((p) => ({ ...p }));
}

/** The filters' choices: the countries, operators and OS of the visible rows, and the caller's platforms. */
export async function operatorOptions(db: Db, user: AuthUser): Promise<OperatorOptions> {
  const where = visibleOperators(user);
  const distinct = (column: typeof operatorRows.country | typeof operatorRows.operator | typeof operatorRows.os) =>
    cachedRows(
      db,
      db.selectDistinct({ value: column }).from(operatorRows).where(where).orderBy(asc(column)).limit(500),
    );
  const [countries, operators, oses, ps] = await Promise.all([
    distinct(operatorRows.country),
    distinct(operatorRows.operator),
    distinct(operatorRows.os),
    callerPlatforms(db, user),
  ]);
  return {
    countries: countries.map((r) => r.value),
    operators: operators.map((r) => r.value),
    oses: oses.map((r) => r.value),
    platforms: ps,
  };
}

/** Best first: a cell shows the best state among its rows (several PDTs and OS per operator and platform). */
const rankSql = (column: typeof operatorRows.volte | typeof operatorRows.vowifi) =>
  sql<number>`min(case ${column} ${sql.join(
    certStates.map((state, i) => sql`when ${state} then ${i}`),
    sql` `,
  )} end)`;

/**
 * The matrix reads at most this many (country, operator, platform) cells: one grouped pass over the
 * visible rows, whatever the page, so every page of the same filters is the same (cached) read.
 */
const matrixCellCap = 20_000;

/** Operators (paged, by country and name) × the caller's platforms, with the same filters as the list. */
export async function operatorMatrix(
  db: Db,
  user: AuthUser,
  c: OperatorConditions,
  page: PageAsk,
): Promise<OperatorMatrix> {
  const where = conditionsWhere(user, c);
  const [allPlatforms, cells] = await Promise.all([
    callerPlatforms(db, user),
    cachedRows(
      db,
      db
        .select({
          country: operatorRows.country,
          operator: operatorRows.operator,
          platformId: operatorRows.platformId,
          volte: rankSql(operatorRows.volte),
          vowifi: rankSql(operatorRows.vowifi),
          count: count(),
        })
        .from(operatorRows)
        .where(where)
        .groupBy(operatorRows.country, operatorRows.operator, operatorRows.platformId)
        .orderBy(asc(operatorRows.country), asc(operatorRows.operator), asc(operatorRows.platformId))
        .limit(matrixCellCap),
    ),
  ]);
  const stateAt = (rank: unknown): CertState => certStates[Number(rank)] ?? 'unsupported';
  // Cells come ordered by operator: each run of one (country, operator) is one row of the matrix.
  const rows: OperatorMatrix['rows'] = [];
  for (const cell of cells) {
    let row = rows.at(-1);
    if (!row || row.country !== cell.country || row.operator !== cell.operator) {
      row = { country: cell.country, operator: cell.operator, cells: [] };
      rows.push(row);
    }
    row.cells.push({
      platformId: cell.platformId,
      volte: stateAt(cell.volte),
      vowifi: stateAt(cell.vowifi),
      count: Number(cell.count),
    });
  }
  const from = (page.pageNum - 1) * page.pageSize;
  return {
    platforms: c.platformId ? allPlatforms.filter((p) => p.id === c.platformId) : allPlatforms,
    rows: rows.slice(from, from + page.pageSize),
    total: rows.length,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

// Staff console.

function presentAdmin(r: JoinedRow): OperatorAdminRow {
  return { ...present(r), status: r.row.status, updatedAt: r.row.updatedAt.toISOString() };
}

export async function adminList(db: Db, q: Omit<OperatorAdminQuery, 'pageNum' | 'pageSize'>, page: PageAsk) {
  const where = and(
    containsIgnoreCase(q.keyword, operatorRows.operator, operatorRows.country, operatorRows.pdt),
    q.platformId ? eq(operatorRows.platformId, q.platformId) : undefined,
    q.status ? eq(operatorRows.status, q.status) : undefined,
  );
  return paginate(
    db,
    page,
    rowsWithNames(db).where(where).orderBy(desc(operatorRows.updatedAt), desc(operatorRows.id)).$dynamic(),
    db.select({ total: count() }).from(operatorRows).where(where),
    (r) => presentAdmin(r as JoinedRow),
  );
}

export async function allPlatforms(db: Db) {
  const rows = await cachedRows(
    db,
    db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(asc(platforms.name)),
  );
  return rows.map((p) => ({ ...p }));
}

/** A platform id that names nothing is a 400 on that field, never a foreign-key 500. */
async function checkPlatform(db: Db, platformId: number) {
  const [p] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, platformId));
  if (!p) throw new AppError(400, Code.badRequest, 'notFound', {}, { field: 'platformId' });
}

export async function createOperator(db: Db, user: AuthUser, fields: OperatorFields): Promise<number> {
  await checkPlatform(db, fields.platformId);
  const [row] = await db
    .insert(operatorRows)
    .values({ ...fields, status: 'draft', publisherId: user.id })
    .returning({ id: operatorRows.id });
  return row.id;
}

/** The rows of an import, in one transaction: drafts, to be released like any other. */
export async function createOperators(db: Db, user: AuthUser, rows: OperatorFields[]): Promise<number> {
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(operatorRows)
        .values(rows.slice(i, i + 500).map((f) => ({ ...f, status: 'draft' as const, publisherId: user.id })));
  });
  return rows.length;
}

async function rowOf(db: Db, id: number) {
  const [row] = await db.select().from(operatorRows).where(eq(operatorRows.id, id));
  if (!row) throw notFound();
  return row;
}

/** A draft or released row; a withdrawn one stays as it was (409). */
export async function editOperator(db: Db, id: number, fields: OperatorFields) {
  const row = await rowOf(db, id);
  if (row.status === 'withdrawn') throw new AppError(409, Code.conflict, 'conflict');
  await checkPlatform(db, fields.platformId);
  await db
    .update(operatorRows)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(operatorRows.id, id));
}

export type OperatorAction = 'release' | 'withdraw';

/** draft → released → withdrawn; anything else is 409. */
export async function changeStatus(db: Db, user: AuthUser, id: number, action: OperatorAction) {
  await rowOf(db, id); // 404 before 409
  const move = publishingMove(action, user.id);
  assertMoved(
    await db
      .update(operatorRows)
      .set(move.set)
      .where(and(eq(operatorRows.id, id), eq(operatorRows.status, move.from)))
      .returning({ id: operatorRows.id }),
  );
}
