// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL.
// Both speak the same SQL through one Drizzle schema and one set of migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDrizzle, sql } from './orm.ts';
import type { PgDatabase, PgQueryResultHKT } from './orm.ts';
import type * as PostgresDriver from 'drizzle-orm/node-postgres';
import type * as PostgresMigrator from 'drizzle-orm/node-postgres/migrator';
import type * as PgliteDriver from 'drizzle-orm/pglite';
import type * as PgliteMigrator from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import { attachChanges, changeTriggersSql, pgliteFeed, postgresFeed, type ChangeFeed } from './changes.ts';
import { statementWatch } from './reads.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Which tables changed, pushed by the database (server/db/changes.ts). */
  changes: ChangeFeed;
  /** Runs `work` while no other process of this app runs such work (migrate, seed). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tar (tests start from a seeded copy). */
  dump?: () => Promise<Blob>;
};

const lockKey = 72_026_001; // any constant shared by all processes of this app

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `dir` undefined with PGlite means an in-memory database (tests); `load` starts it from a dump. */
export async function openDatabase(opts: { url?: string; dir?: string; load?: Blob }): Promise<DbHandle> {
  if (opts.url) {
    const pg = await import('pg');
    const { drizzle } = loadDrizzle<typeof PostgresDriver>('drizzle-orm/node-postgres');
    // JIT compilation pays off for analytics, not for the short queries of a portal: it added
    // ~180 ms to a 20-row page here. And on SSDs a random read costs about a sequential one: the
    // default random_page_cost (4) made the planner scan the whole search table instead of its index.
    const pool = new pg.default.Pool({
      connectionString: opts.url,
      max: 10,
      options: '-c jit=off -c random_page_cost=1.1',
    });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database: idle connection closed (${error.message})`));
    const db = drizzle(pool, { schema, logger: statementWatch }) as unknown as Db;
    const changes = await postgresFeed({
      connect: () => new pg.default.Client({ connectionString: opts.url }),
      query: (text, values) => pool.query(text, values),
      log: (message) => console.error(message),
    });
    attachChanges(db, changes);
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session advisory lock lives on one connection: hold a dedicated client for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    };
    const close = async () => {
      await changes.close();
      await pool.end();
    };
    return { db, kind: 'postgres', changes, exclusive, close };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = loadDrizzle<typeof PgliteDriver>('drizzle-orm/pglite');
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  // pg_trgm serves the catalogue's keyword (migration 0017); PostgreSQL ships it as a contrib module.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(opts.dir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(opts.load ? { loadDataDir: opts.load } : {}),
  });
  const db = drizzle(client, { schema, logger: statementWatch }) as unknown as Db;
  const changes = await pgliteFeed(client);
  attachChanges(db, changes);
  // One process owns a PGlite directory, so there is nobody to exclude.
  return {
    db,
    kind: 'pglite',
    changes,
    exclusive: (work) => work(),
    close: async () => {
      await changes.close();
      await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Applies the committed migrations, then gives every table its change trigger; idempotent. Call
 * inside `exclusive` on shared databases.
 */
export async function migrateDatabase(handle: Pick<DbHandle, 'db' | 'kind'>): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = loadDrizzle<typeof PostgresMigrator>('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = loadDrizzle<typeof PgliteMigrator>('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
  for (const statement of changeTriggersSql) await handle.db.execute(sql.raw(statement));
}
