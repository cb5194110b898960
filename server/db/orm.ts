// drizzle-orm, loaded as CommonJS: the one place the server takes it from (eslint refuses a direct
// import). Its ES build costs about a second of every start here, because Node (24.21) decides the
// format of each .js file it imports by reading the package's package.json, and drizzle-orm's is
// 179 kB, its exports map parsed again for every one of the few hundred files: 1.2 s for
// drizzle-orm and pg-core, 0.2 s as CommonJS (.cjs files need no such lookup). See
// docs/performance.md, "Start".
import { createRequire } from 'node:module';
import type * as Orm from 'drizzle-orm';
import type * as PgCore from 'drizzle-orm/pg-core';

const load = createRequire(import.meta.url);

/**
 * A drizzle-orm entry point (a driver, a migrator) from the same CommonJS build as the rest: one
 * copy of its classes in the process.
 */
export const loadDrizzle = <T>(entry: `drizzle-orm/${string}`): T => load(entry) as T;

const orm = { ...load('drizzle-orm'), ...load('drizzle-orm/pg-core') } as typeof Orm & typeof PgCore;

export const {
  // queries
  alias,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  min,
  ne,
  notExists,
  notIlike,
  notInArray,
  or,
  sql,
  // the schema
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  PgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} = orm;

export type PgTable<T extends PgCore.TableConfig = PgCore.TableConfig> = PgCore.PgTable<T>;
export type { Column, Logger, SQL } from 'drizzle-orm';
export type { PgColumn, PgDatabase, PgQueryResultHKT, PgSelect } from 'drizzle-orm/pg-core';
