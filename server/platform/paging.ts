// The shapes every list service shares: one page of rows with the count of all of them (capped for
// the broad lists), and a keyword matched anywhere in some columns. Each service still writes its
// own select, joins and order, so the SQL is what it was; only the plumbing around it lives here —
// including the read cache (read-cache.ts), so that a page asked again before anything it reads
// changed costs no query.
import { count, ilike, or, sql, type Column, type SQL } from '../db/orm.ts';
import type { PgSelect, PgTable } from '../db/orm.ts';
import { limits } from '../../contract/limits.ts';
import type { Db } from '../db/client.ts';
import { cachedRows, type Readable } from './read-cache.ts';

export type PageAsk = { pageNum: number; pageSize: number };
export type Paged<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/**
 * Runs the page of `rows` (filtered and ordered, in dynamic mode) and `total` (a `count()` of the
 * same filter, usually without the page's display joins) together, and answers the page envelope.
 * Only pageNum and pageSize of `ask` are echoed, whatever else the query held. Both reads go through
 * the read cache of `db`: their rows are shared, so `present` makes new objects of them.
 */
export async function paginate<Q extends PgSelect, T = Awaited<Q>[number]>(
  db: Db,
  ask: PageAsk,
  rows: Q,
  total: Readable<{ total: number }>,
  present?: (row: Awaited<Q>[number]) => T,
): Promise<Paged<T>> {
  const [list, [counted]] = await Promise.all([
    cachedRows(db, rows.limit(ask.pageSize).offset((ask.pageNum - 1) * ask.pageSize) as Readable<Awaited<Q>[number]>),
    cachedRows(db, total),
  ]);
  const shown = present ? (list as Awaited<Q>[number][]).map(present) : (list as T[]);
  return { list: shown, total: Number(counted?.total ?? 0), pageNum: ask.pageNum, pageSize: ask.pageSize };
}

/**
 * The `total` of a list whose broad filter may match 100 000 rows: counting every match costs more
 * than the page itself and nobody pages that far, so the count stops past `limits.listCountCap`
 * (it counts a subquery limited to one row more). `capTotal` then answers the cap and `capped`.
 */
export function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  return cappedCountOf(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
  );
}

/** The same for matches that need joins: `matches` selects one column per matching row. */
export function cappedCountOf(db: Db, matches: PgSelect) {
  return db.select({ total: count() }).from(matches.limit(limits.listCountCap + 1).as('matches'));
}

/** A page counted by `cappedCount`: its total stops at the cap, and `capped` says more match. */
export function capTotal<P extends { total: number }>(found: P): P & { capped: boolean } {
  const capped = found.total > limits.listCountCap;
  return { ...found, total: capped ? limits.listCountCap : found.total, capped };
}

/** The moment after the calendar day `day` (YYYY-MM-DD, UTC): a date range's end includes its whole last day. */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** `%keyword%` for LIKE/ILIKE, with the keyword's own %, _ and \ matched as themselves. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;

/** Any of `columns` contains `keyword` (case-insensitive); no condition for an empty keyword. */
export function containsIgnoreCase(keyword: string | undefined, ...columns: (Column | SQL)[]): SQL | undefined {
  if (!keyword) return undefined;
  const like = likePattern(keyword);
  return or(...columns.map((column) => ilike(column, like)));
}
