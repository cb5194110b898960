// Rows of a read kept in memory until a table it reads changes (decision 0018). The key is the
// statement and its parameters, so two callers share an entry only when they asked exactly the same
// thing — whoever they are, the visibility filters are part of the statement. An entry is valid
// while the change feed (server/db/changes.ts) is live and reports no change to any table the
// statement names; the versions are taken before the statement is sent, so a commit racing it
// makes the entry stale at once instead of hiding behind it.
import { getTableName, is } from '../db/orm.ts';
import { PgTable } from '../db/orm.ts';
import { changesOf, type ChangeFeed } from '../db/changes.ts';
import { accountedFor, noteRead, tookWrite } from '../db/reads.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/** A drizzle query: awaitable, and able to say its SQL. */
export type Readable<T> = PromiseLike<T[]> & { toSQL(): { sql: string; params: unknown[] } };

type Entry = { tables: string[]; versions: number[]; rows: Promise<unknown[]> };

const tableNames = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

/**
 * What answers differently from one call to the next although no table changed: the clock,
 * randomness, sequences. A statement holding any of them is never kept.
 */
const volatile =
  /\b(now|clock_timestamp|statement_timestamp|timeofday|random|gen_random_uuid|nextval|setval|txid_current)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocal(time|timestamp)\b/i;

/** The tables a statement names (quoted by drizzle or bare in a hand-written fragment), memoized. */
const tablesBySql = new Map<string, string[] | null>();
function tablesOf(text: string): string[] | null {
  let found = tablesBySql.get(text);
  if (found !== undefined) return found;
  if (volatile.test(text)) found = null;
  else {
    const names = new Set<string>();
    for (const word of text.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []) if (tableNames.has(word)) names.add(word);
    found = [...names];
  }
  // Statements are shapes, not values (parameters are apart): a few hundred in all. Bounded anyway.
  if (tablesBySql.size >= 5000) tablesBySql.clear();
  tablesBySql.set(text, found);
  return found;
}

/** Rows handed to many callers are frozen: one that changed them would change them for all. */
function freeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freeze(child);
  }
  return value;
}

type Cache = { max: number; entries: Map<string, Entry> };
const caches = new WeakMap<Db, Cache>();
const defaultEntries = 2000;

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { max: defaultEntries, entries: new Map() }));
  return cache;
}

/** Whether `db` keeps rows at all (answers made of its reads are kept only then: answer-cache.ts). */
export function readCacheOn(db: Db): () => boolean {
  const cache = cacheOf(db);
  return () => cache.max > 0;
}

/**
 * How many statements' rows to keep for `db` (0: none, every read goes to the database); answers
 * the size it had, to put back.
 */
export function setReadCacheSize(db: Db, entries: number): number {
  const cache = cacheOf(db);
  const before = cache.max;
  cache.max = entries;
  cache.entries.clear();
  return before;
}

/** The change feed when `db` keeps reads (a live feed and the cache on), else undefined. */
function keepingFeed(db: Db) {
  const changes = changesOf(db);
  return changes?.live && cacheOf(db).max > 0 ? changes : undefined;
}

/**
 * After this request's own write, first hear it back (PostgreSQL), or what was kept from before it
 * could still look current (server/db/reads.ts, tookWrite).
 */
const mustHearOwnWrite = (changes: ChangeFeed) => !changes.immediate && tookWrite();

/** Whether none of `tables` changed since `versions` were taken. */
const unchanged = (changes: ChangeFeed, tables: readonly string[], versions: readonly number[]) =>
  versions.every((v, i) => v === changes.version(tables[i]));

/**
 * The rows of `query`, from memory while nothing it reads has changed. The rows are frozen and
 * shared: map them to new objects, never change them. Reads inside a transaction must not come
 * here (they would see rows the transaction has not committed, or miss its own).
 */
export async function cachedRows<T>(db: Db, query: Readable<T>): Promise<readonly T[]> {
  const changes = keepingFeed(db);
  if (!changes) return query;
  if (mustHearOwnWrite(changes)) await changes.settle();
  const cache = cacheOf(db);
  const { sql: text, params } = query.toSQL();
  const tables = tablesOf(text);
  if (!tables) return query;
  let key: string;
  try {
    key = `${text}\u0000${JSON.stringify(params)}`;
  } catch {
    return query; // a parameter JSON cannot say (bigint): not worth a key of its own
  }
  const hit = cache.entries.get(key);
  if (hit && unchanged(changes, hit.tables, hit.versions)) {
    // Most recently used last: the first key is the one to evict.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    noteRead(hit.tables, hit.versions);
    return hit.rows as Promise<T[]>;
  }
  const versions = tables.map((t) => changes.version(t));
  noteRead(tables, versions);
  // The promise is kept, not the rows: callers arriving while it runs share the one statement.
  const rows = Promise.resolve(accountedFor(() => query.then((r) => freeze(r))));
  const entry: Entry = { tables, versions, rows };
  cache.entries.delete(key);
  if (cache.entries.size >= cache.max) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, entry);
  rows.catch(() => {
    if (cache.entries.get(key) === entry) cache.entries.delete(key);
  });
  return rows;
}

/**
 * A value made from the rows of `tables`, kept per db while none of them changes: for a read on
 * every request's path before its answer is looked up (a module's guard), where even a read-cache
 * hit costs building its statement's text (~60 µs of a 140 µs kept page on PostgreSQL). Same rules
 * as cachedRows: nothing kept without a live feed or with the read cache off, the request's own
 * write heard first, and the versions, taken before `make` runs, noted for a kept answer.
 */
export function keptWhileUnchanged<T>(tables: readonly string[], make: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { versions: number[]; value: T }>();
  return async (db) => {
    const changes = keepingFeed(db);
    if (!changes) return make(db);
    if (mustHearOwnWrite(changes)) await changes.settle();
    const hit = kept.get(db);
    if (hit && unchanged(changes, tables, hit.versions)) {
      noteRead(tables, hit.versions);
      return hit.value;
    }
    const versions = tables.map((t) => changes.version(t));
    noteRead(tables, versions);
    const value = await make(db);
    kept.set(db, { versions, value });
    return value;
  };
}
