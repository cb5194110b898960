// PostgreSQL crash drill (issue 21): the portal on this machine's PostgreSQL takes writes from 8
// clients while the cluster is stopped with `-m immediate` (no checkpoint, as a power cut leaves
// it) and started again. Proves, printing the figures: every write the portal acknowledged is in
// the database after the restart; the portal answers again without being restarted itself.
// Writes refused while the database was down are counted; they were never acknowledged.
//
//   npm run drills                      (with the other drills)
//   node drills/pg-immediate.ts         (this one alone)
//
// It stops the machine's cluster (pg_ctlcluster, root): run it with nothing else on PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const admin = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cluster = process.env.DRILL_PG_CLUSTER ?? `${fs.readdirSync('/etc/postgresql')[0]} main`;
const port = 3340;
const base = `http://127.0.0.1:${port}`;
const captcha = 'DRL1';
const failures: string[] = [];
function check(what: string, ok: boolean, detail = '') {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(what);
}
const pgctl = (action: string, ...extra: string[]) =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster.split(' '), action, ...extra], {
    stdio: 'ignore',
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dbName = `portal_pgcrash_${process.pid}`;
async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}
await adminQuery(`create database ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgcrash-'));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgcrash-web-'));
const server = spawn(process.execPath, ['server/main.ts'], {
  stdio: ['ignore', 'ignore', 'ignore'],
  env: {
    ...process.env,
    NODE_ENV: 'test', // the test captcha answer is allowed only here
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: captcha,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SMTP_URL: '',
  },
});

async function ready(timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/readyz`)).ok) return Date.now() - started;
    } catch {
      // not answering yet
    }
    if (Date.now() - started > timeoutMs) throw new Error('the portal never answered ready');
    await sleep(100);
  }
}

try {
  await ready(120_000);
  const uuid = crypto.randomUUID();
  await fetch(`${base}/api/codepath/code/getVerificationCodePhoto`, { headers: { 'verify-code': uuid } });
  const login = await fetch(`${base}/api/gateway/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'verify-code': uuid },
    body: JSON.stringify({ username: 'customer@demo.test', password: 'Portal#2026', code: captcha }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const acknowledged: string[] = [];
  let refused = 0;
  const refusedBy = new Map<string, number>();
  const note = (what: string) => refusedBy.set(what, (refusedBy.get(what) ?? 0) + 1);
  let running = true;
  let back = Number.POSITIVE_INFINITY;
  let firstAfter = 0;
  async function writer(n: number) {
    for (let i = 0; running; i++) {
      const subject = `pg crash ${n}.${i}`;
      try {
        const res = await fetch(`${base}/api/common/homepage/custFeedback`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ subject, feedback: 'written under the PostgreSQL crash drill' }),
        });
        const body = (await res.json()) as { code: number };
        if (body.code === 0) {
          acknowledged.push(subject);
          if (!firstAfter && Date.now() > back) firstAfter = Date.now();
        } else {
          refused++;
          note(`${res.status}/${body.code}`);
        }
      } catch {
        refused++;
        note('no answer');
        await sleep(50);
      }
    }
  }
  const writers = Array.from({ length: 8 }, (_, n) => writer(n));
  await sleep(2000);
  const beforeStop = acknowledged.length;
  pgctl('stop', '-m', 'immediate');
  await sleep(1000);
  pgctl('start');
  back = Date.now();
  await sleep(3000);
  running = false;
  await Promise.all(writers);
  await ready(30_000);

  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  const present = new Set(
    (await c.query<{ subject: string }>(`select subject from feedbacks where subject like 'pg crash %'`)).rows.map(
      (r) => r.subject,
    ),
  );
  await c.end();
  const lost = acknowledged.filter((s) => !present.has(s)).length;
  check(
    'every write acknowledged before, during and after the immediate stop is in the database',
    lost === 0,
    `${acknowledged.length} acknowledged (${beforeStop} before the stop), ${lost} lost, ${refused} refused while it was down`,
  );
  check(
    'while the database was down every refusal was the 503 envelope (try again), never a 500',
    [...refusedBy.keys()].every((what) => what === '503/503'),
    [...refusedBy].map(([what, n]) => `${n} × ${what}`).join(', ') || 'none refused',
  );
  check(
    'the portal answers again without a restart of its own',
    server.exitCode === null && firstAfter > 0,
    firstAfter ? `its first acknowledged write ${firstAfter - back} ms after the cluster started` : 'no write after',
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await adminQuery(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
}

console.info(
  failures.length === 0 ? 'PostgreSQL crash drill: all proven' : `PostgreSQL crash drill: ${failures.length} FAILED`,
);
process.exit(failures.length === 0 ? 0 : 1);
