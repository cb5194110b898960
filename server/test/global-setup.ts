// Seeds the demo data once per test run instead of once per test file: a PGlite data-dir dump,
// and — when TEST_DATABASE_URL is set — a PostgreSQL template database, each with its files.
// makeTestApp (server/test/app.ts) starts every test file from a copy of these.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DbHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createFiles } from '../platform/files.ts';

async function seedInto(handle: DbHandle, dataDir: string) {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { files: createFiles(dataDir, handle.db) });
}

export default async function setup() {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-cache-'));
  const admin = process.env.TEST_DATABASE_URL;
  const template = `portal_tpl_${process.pid}`;
  const pg = (await import('pg')).default;

  async function seedPglite() {
    const pglite = await openDatabase({});
    await seedInto(pglite, path.join(cache, 'pglite-data'));
    fs.writeFileSync(path.join(cache, 'pglite.tar'), Buffer.from(await (await pglite.dump!()).arrayBuffer()));
    await pglite.close();
  }

  async function seedPostgres(admin: string) {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${template}`);
    await c.query(`create database ${template}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ url: url.toString() });
    await seedInto(handle, path.join(cache, 'pg-data'));
    await handle.close();
  }

  // Both at once: while PostgreSQL works on a statement, PGlite's seeding has the process.
  await Promise.all([seedPglite(), admin ? seedPostgres(admin) : undefined]);
  process.env.PORTAL_SEED_CACHE = cache;
  if (admin) process.env.PORTAL_PG_TEMPLATE = template;

  return async () => {
    if (admin) {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${template} with (force)`);
      await c.end();
    }
    fs.rmSync(cache, { recursive: true, force: true });
  };
}
