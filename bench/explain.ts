// The plans of the request modules' main lists at 100 000 rows on PostgreSQL (DATABASE_URL, a
// database this run may fill): each list route asked once as customer@demo.test with auto_explain
// on for the run's own connections (the engineer's simulation queue and the staff audit as
// pm@demo.test), the plans
// printed from the server's log. Run:
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/explain_lists ./node_modules/.bin/node bench/explain.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from '../server/db/orm.ts';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { accounts } from '../server/db/schema/index.ts';
import { seedDatabase } from '../server/db/seed/index.ts';
import { createFiles } from '../server/platform/files.ts';
import { createMail } from '../server/platform/mail.ts';
import { setReadCacheSize } from '../server/platform/read-cache.ts';
import { addAuditRows } from './audit.ts';
import { addPatches, addReviews, addSimulations, addTrainApplications } from './workflows.ts';
import { openSession } from '../server/platform/sessions.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-explain-'));
const config = readConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent' });
if (!config.databaseUrl) throw new Error('DATABASE_URL: a PostgreSQL database to fill');
const handle = await openDatabase({ url: config.databaseUrl });
const db = handle.db;
const storage = createFiles(dataDir, db);
await migrateDatabase(handle);
await seedDatabase(db, { files: storage });
const count = Number(process.env.EXPLAIN_ROWS ?? 100_000);
const simulations = await addSimulations(db, count);
const [customer] = await db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
const [engineer] = await db.select().from(accounts).where(eq(accounts.email, 'pm@demo.test'));
const token = await openSession(db, customer.id);
const engineerToken = await openSession(db, engineer.id);
const paths: [string, string][] = [
  [(await addPatches(db, count)).listPath, token],
  [(await addReviews(db, count)).listPath, token],
  [(await addTrainApplications(db, count)).listPath, token],
  [simulations.listPath, token],
  [simulations.staffListPath, engineerToken],
  ...(await addAuditRows(db, count)).staffPaths.map(({ path }): [string, string] => [path, engineerToken]),
];
const name = new URL(config.databaseUrl).pathname.slice(1);
// New connections of this database load auto_explain: the app's pool is opened after this.
await db.execute(sql.raw(`alter database ${name} set session_preload_libraries = 'auto_explain'`));
await db.execute(sql.raw(`alter database ${name} set auto_explain.log_min_duration = 0`));
await db.execute(sql.raw(`alter database ${name} set auto_explain.log_analyze = on`));
await handle.close();
const app2 = await openDatabase({ url: config.databaseUrl });
setReadCacheSize(app2.db, 0);
const app = await buildApp({
  db: app2.db,
  config,
  version: 'explain',
  logger: false,
  files: createFiles(dataDir, app2.db),
  mail: createMail({ from: config.mailFrom, dataDir, db: app2.db, log: () => {} }),
});
for (const [url, bearer] of [...paths, ...paths]) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
  console.info(url, res.statusCode, res.json().data?.total);
}
await app.close();
await app2.db.execute(sql.raw(`alter database ${name} reset all`));
await app2.close();
fs.rmSync(dataDir, { recursive: true, force: true });
