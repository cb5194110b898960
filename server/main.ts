// read config → the web build (made beside the next step when missing or stale) → open db → migrate and seed → build app → listen.
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { demoAccounts } from './db/seed/demo-accounts.ts';
import { seedDatabase } from './db/seed/index.ts';
import { syncMenus } from './db/seed/core.ts';
import { createFiles } from './platform/files.ts';
import { startMessageJob } from './modules/message/job.ts';
import { createMail, flushEveryMs } from './platform/mail.ts';
import { loggableError } from './platform/errors.ts';
import { buildVersion } from './version.ts';
import { ensureWebBuild } from './web-build.ts';

let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const started = Date.now();
// A missing web build is made in a child process while this one opens, migrates and seeds the
// database: the two share the machine's cores instead of taking turns (a fresh clone's first start).
// Awaited before the app is built: it serves the web app only if index.html exists, and
// /version.json reads the build's.
const webBuild = ensureWebBuild(config.webDir);
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'pglite') },
);
const files = createFiles(config.dataDir, handle.db);
const seeded = await handle.exclusive(async () => {
  await migrateDatabase(handle);
  if (config.seedDemo) return seedDatabase(handle.db, { files });
  await syncMenus(handle.db); // reference data, demo or not
  return [];
});

const logger = {
  level: config.logLevel,
  redact: ['req.headers.authorization', 'req.headers["verify-code"]', 'req.headers.cookie'],
};
await webBuild;
const version = buildVersion(config);
const mail = createMail({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  dataDir: config.dataDir,
  db: handle.db,
  log: (m) => console.info(m),
});
const app = await buildApp({ db: handle.db, config, version, logger, files, mail });
// The message-settings mails, in this process; several processes are safe (deliveries are claimed).
const stopMessageJob = startMessageJob(
  {
    db: handle.db,
    mail,
    portalUrl: config.publicUrl,
    log: (msg, error) => app.log.error({ error: loggableError(error) }, msg),
  },
  config.messageJobSeconds,
);
app.addHook('onClose', async () => stopMessageJob());
// Mail retries that came due, and mails a process that died had claimed; new mails go out at once.
const stopMailFlush = mail.startTimer(flushEveryMs);
app.addHook('onClose', async () => {
  stopMailFlush();
  await mail.idle();
});
if (config.captchaTestAnswer)
  app.log.warn('CAPTCHA_TEST_ANSWER is set: every captcha accepts the test answer (NODE_ENV=test only)');

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const database = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
const seededNote = seeded.length ? `, seeded: ${seeded.join(', ')}` : '';
const lines = [
  `Nexora support portal ${version} at http://localhost:${port} (${database}, ready in ${Date.now() - started} ms${seededNote})`,
];
if (config.publicUrlDefaulted)
  lines.push(`Links in mails start with ${config.publicUrl} (PUBLIC_URL is not set; set it to the address users open)`);
if (config.seedDemo) {
  // The password is the README's, not printed: no log line holds a password (issue 21).
  lines.push('Demo accounts (their password is in the README):');
  for (const a of demoAccounts) lines.push(`  ${a.email.padEnd(20)} ${a.kind}`);
}
console.info(lines.join('\n'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
