// What one piece of work read, for keeping its answer (server/platform/answer-cache.ts): the tables
// and their change-feed versions, from reads that went through the read cache, and whether any
// statement went to the database without it. A statement the read cache did not see is spotted
// here, by drizzle's logger, since it passes every statement of every db made by openDatabase.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './orm.ts';

export type Reads = {
  /** Each table read, with its version when it was read. */
  readonly seen: Map<string, number>;
  /** True once something was read that the tables cannot vouch for, or a table was seen twice at two versions. */
  spoiled: boolean;
  /** What spoiled them first: the statement (its start), or the table seen at two versions. */
  spoiledBy?: string;
};

const current = new AsyncLocalStorage<Reads>();

/** Runs `work` noting what it reads. */
export function noteReadsOf<T>(reads: Reads, work: () => T): T {
  return current.run(reads, work);
}

export const newReads = (): Reads => ({ seen: new Map(), spoiled: false });

/** A read whose rows are valid while `tables` stay at `versions` (the read cache's entries). */
export function noteRead(tables: readonly string[], versions: readonly number[]): void {
  const reads = current.getStore();
  if (!reads) return;
  tables.forEach((table, i) => {
    const before = reads.seen.get(table);
    if (before !== undefined && before !== versions[i]) {
      reads.spoiled = true;
      reads.spoiledBy ??= `${table} read at two versions`;
    }
    reads.seen.set(table, versions[i]);
  });
}

/** Runs `statement` as one the caller accounts for itself (the read cache's own reads). */
export function accountedFor<T>(statement: () => T): T {
  return current.exit(statement);
}

/**
 * Whether a request wrote, for the read cache (read-cache.ts): on PostgreSQL a commit reaches the
 * change feed a moment after it returns, so a read of the cache right after the request's own
 * write could still meet the rows from before it. The app runs each request's handler in
 * `noteWritesOf` where the feed is not immediate; `tookWrite` answers whether a write came since
 * it was last asked.
 */
type Writes = { wrote: boolean };
const writes = new AsyncLocalStorage<Writes>();

/** Runs `work` noting whether it writes. */
export function noteWritesOf<T>(work: () => T): T {
  return writes.run({ wrote: false }, work);
}

/** True once after each write of the current request (then false until the next one). */
export function tookWrite(): boolean {
  const noted = writes.getStore();
  if (!noted?.wrote) return false;
  noted.wrote = false;
  return true;
}

/** Anything but a plain read (a CTE may hide a write: counted as one, which costs a settle at most). */
const writing = /^\s*(insert|update|delete|with|merge)\b/i;

/**
 * drizzle's logger: a statement not accounted for spoils the reads it runs inside, and a write is
 * noted for the request.
 */
export const statementWatch: Logger = {
  logQuery(query) {
    const reads = current.getStore();
    if (reads) {
      reads.spoiled = true;
      reads.spoiledBy ??= query.replace(/\s+/g, ' ').slice(0, 200);
    }
    const noted = writes.getStore();
    if (noted && writing.test(query)) noted.wrote = true;
  },
};
