// Test factory: a fresh app on a fresh database, migrated and seeded with the demo data.
// PGlite in memory by default; with TEST_DB=postgres a throw-away database on TEST_DATABASE_URL,
// dropped again on close. Nothing depends on what another test or run left behind.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from '../db/orm.ts';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type DbHandle } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createFiles } from '../platform/files.ts';
import { createMail } from '../platform/mail.ts';
import { openSession } from '../platform/sessions.ts';

export const usePostgres = process.env.TEST_DB === 'postgres';

/** The run's seeded copy (server/test/global-setup.ts), absent when a file runs on its own. */
const seedCache = process.env.PORTAL_SEED_CACHE;

async function openTestDatabase(): Promise<DbHandle & { drop: () => Promise<void> }> {
  if (!usePostgres) {
    const tar = seedCache && path.join(seedCache, 'pglite.tar');
    const handle = await openDatabase(tar && fs.existsSync(tar) ? { load: new Blob([fs.readFileSync(tar)]) } : {});
    return { ...handle, drop: async () => {} };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const pg = (await import('pg')).default;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  const template = process.env.PORTAL_PG_TEMPLATE;
  await adminClient.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export async function makeTestApp(env: Record<string, string> = {}, opts: { logLines?: string[] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const handle = await openTestDatabase();
  // The seeded files that go with the seeded database.
  const seededFiles = seedCache && path.join(seedCache, usePostgres ? 'pg-data' : 'pglite-data', 'files');
  if (seededFiles && fs.existsSync(seededFiles))
    fs.cpSync(seededFiles, path.join(dataDir, 'files'), { recursive: true });
  await migrateDatabase(handle);
  // The built-in assistant answers at once (AI_TYPING_MS=0): a test reads whole answers, and at the
  // typing pace of a person ai.test.ts waited about 25 s on each database.
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    AI_TYPING_MS: '0',
    ...env,
  });
  const files = createFiles(dataDir, handle.db);
  await seedDatabase(handle.db, { files });
  const mail = createMail({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, db: handle.db, log: () => {} });
  const logger = opts.logLines
    ? {
        level: 'trace',
        stream: {
          write: (line: string) => {
            opts.logLines!.push(line);
          },
        },
      }
    : undefined;
  const app = await buildApp({ db: handle.db, config, files, mail, version: 'test-version', logger });
  const db = handle.db;
  /**
   * Until every change committed so far has reached the app's change feed. On PostgreSQL a test
   * that writes straight to the database and then asks the app would otherwise race the
   * notification (a real client cannot: the app settles its own writes before answering).
   */
  const settle = () => handle.changes.settle();
  if (!handle.changes.immediate) {
    const inject = app.inject.bind(app) as (opts: never) => Promise<unknown>;
    app.inject = (async (opts: never) => {
      await settle();
      return inject(opts);
    }) as typeof app.inject;
  }

  /** A session for a demo account, as login would make it (login itself is tested on its own). */
  async function signIn(email: string): Promise<string> {
    const [account] = await db
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
    if (!account) throw new Error(`no account ${email}`);
    return openSession(db, account.id);
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function close() {
    await mail.idle(); // no delivery left running against the database about to go
    await app.close();
    await handle.close();
    await handle.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, db, dataDir, files, mail, config, signIn, bearer, close, settle, kind: handle.kind };
}
