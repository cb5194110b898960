// Scale-out drill (issue 21): two `npm start` processes (server/main.ts) on one PostgreSQL and one
// shared DATA_DIR, behind a small round-robin proxy written here. Proves, printing each figure:
// a token issued by one works on the other; the sign-in lockout counts across both; a captcha
// issued by one is checked by the other; a file uploaded on one downloads from the other with the
// same SHA-256; every mail is written once though both processes flush the outbox; and the
// throughput of one process against two behind the proxy.
//
//   npm run drills                         (uses postgres://postgres@127.0.0.1:5432/postgres)
//   DRILL_DATABASE_URL=postgres://… npm run drills
//
// It creates its own database and data directory and removes both at the end.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loginLimits } from '../contract/limits.ts';
import { Code } from '../contract/codes.ts';

const run = promisify(execFile);
const admin =
  process.env.DRILL_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.DRILL_SECONDS ?? 5);
const captcha = 'DRL1';
const password = 'Portal#2026';

type Envelope<T = unknown> = { code: number; msg: string; data: T };
const failures: string[] = [];
function check(what: string, ok: boolean, detail = '') {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(what);
}

// ── the database, the data directory, the two processes ────────────────────────────────────────
const dbName = `portal_drill_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`drop database if exists ${dbName} with (force)`);
await adminClient.query(`create database ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drill-'));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drill-web-'));

function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test', // the test captcha answer is allowed only here
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_ANSWER: captcha,
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      SMTP_URL: '',
      // Behind the proxy, as behind any load balancer: the client address is X-Forwarded-For's.
      TRUST_PROXY: 'true',
    },
  });
  return child;
}

async function ready(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the process on port ${port} never became ready`);
}

const ports = [3310, 3311];
// Both started at once: the migration and the demo seed run in one of them (handle.exclusive).
const servers = ports.map(startServer);
await Promise.all(ports.map(ready));

// ── the proxy: round robin, the upstream named in a header ─────────────────────────────────────
let turn = 0;
/** The processes the proxy sends to (one of them alone while the proxy's own cost is measured). */
let upstreams = ports;
// Connections to the processes are kept open and reused, as a load balancer's are.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const proxy = http.createServer((req, res) => {
  const port = upstreams[turn++ % upstreams.length];
  const forwarded = req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '';
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': forwarded },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
});
await new Promise<void>((resolve) => proxy.listen(3312, '127.0.0.1', resolve));
const viaProxy = 'http://127.0.0.1:3312';
const direct = (i: number) => `http://127.0.0.1:${ports[i]}`;

async function api<T>(base: string, route: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api${route}`, init);
  return (await res.json()) as Envelope<T>;
}
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(base: string, username: string, pass = password): Promise<Envelope<{ token: string }>> {
  const uuid = crypto.randomUUID();
  await fetch(`${base}/api/codepath/code/getVerificationCodePhoto`, { headers: { 'verify-code': uuid } });
  return api(base, '/gateway/user/login', json({ username, password: pass, code: captcha }, { 'verify-code': uuid }));
}

try {
  // 1. A token issued by one process works on the other.
  const signedIn = await signIn(direct(0), 'customer@demo.test');
  const token = signedIn.data.token;
  const profile = await api<{ email: string }>(direct(1), '/gateway/user/profile', { headers: bearer(token) });
  check('a token issued by process 1 works on process 2', profile.code === 0, `profile code ${profile.code}`);

  // 2. The captcha: issued by one, checked by the other, once. Its real answer is read from the
  // database (the test answer would pass any captcha).
  const uuid = crypto.randomUUID();
  await fetch(`${direct(0)}/api/codepath/code/getVerificationCodePhoto`, { headers: { 'verify-code': uuid } });
  const drillDb = new pg.Client({ connectionString: dbUrl.toString() });
  await drillDb.connect();
  const answer = (await drillDb.query<{ answer: string }>('select answer from captchas where uuid = $1', [uuid]))
    .rows[0].answer;
  await drillDb.end();
  const body = { username: 'other@demo.test', password, code: answer };
  const first = await api(direct(1), '/gateway/user/login', json(body, { 'verify-code': uuid }));
  const again = await api(direct(0), '/gateway/user/login', json(body, { 'verify-code': uuid }));
  const never = await api(direct(1), '/gateway/user/login', json(body, { 'verify-code': crypto.randomUUID() }));
  check(
    'a captcha issued by process 1 is accepted by process 2, then refused by process 1; one never issued is refused',
    first.code === 0 && again.code === Code.wrongCaptcha && never.code === Code.wrongCaptcha,
    `codes ${first.code}, ${again.code}, ${never.code}`,
  );

  // 3. The lockout counts wrong passwords on both processes together.
  const codes: number[] = [];
  for (let i = 0; i < loginLimits.maxWrongPasswords; i++)
    codes.push((await signIn(direct(i % 2), 'child@demo.test', 'Wrong#Pass1')).code);
  const afterLock = await signIn(direct(1), 'child@demo.test');
  check(
    `${loginLimits.maxWrongPasswords} wrong passwords spread over both processes lock the account on both`,
    afterLock.code === Code.accountLocked,
    `answers ${codes.join(', ')}, then the right password: ${afterLock.code}`,
  );

  // 4. A file uploaded on one process downloads from the other, the same bytes.
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(3 * 1024 * 1024 + 17)]);
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'drill.pdf');
  const uploaded = await api<{ fileId: number; sha256: string }>(direct(0), '/common/file/upload', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  if (!uploaded.data) throw new Error(`the upload was refused: ${uploaded.msg}`);
  const download = await fetch(`${direct(1)}/api/common/file/download/${uploaded.data.fileId}`, {
    headers: bearer(token),
  });
  const got = Buffer.from(await download.arrayBuffer());
  const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
  check(
    'a file uploaded on process 1 downloads from process 2 with the same SHA-256',
    download.status === 200 && sha(got) === sha(content) && uploaded.data.sha256 === sha(content),
    `${content.length} bytes, status ${download.status}`,
  );

  // 5. Every mail once: 40 code mails asked through the proxy (from 40 clients: mails are limited
  // per client address), both processes flushing the outbox.
  const addresses = Array.from({ length: 40 }, (_, i) => `drill-${process.pid}-${i}@mail.test`);
  await Promise.all(
    addresses.map((email, i) =>
      fetch(`${viaProxy}/api/codepath/code/getRegisterCode?email=${encodeURIComponent(email)}`, {
        headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      }),
    ),
  );
  const mailDir = path.join(dataDir, 'mail');
  const countMails = () => {
    const counts = new Map<string, number>();
    if (!fs.existsSync(mailDir)) return counts;
    for (const name of fs.readdirSync(mailDir).filter((n) => n.endsWith('.eml'))) {
      const to = /^To:\s*(.*)$/im.exec(fs.readFileSync(path.join(mailDir, name), 'utf8'))?.[1] ?? '';
      const address = addresses.find((a) => to.includes(a));
      if (address) counts.set(address, (counts.get(address) ?? 0) + 1);
    }
    return counts;
  };
  for (let i = 0; i < 50 && countMails().size < addresses.length; i++) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 2000)); // time for a second copy, if either process were to send one
  const counts = [...countMails().values()];
  check(
    'every mail is written once though both processes flush the outbox',
    counts.length === addresses.length && counts.every((n) => n === 1),
    `${addresses.length} asked, ${counts.length} written, most copies of one: ${Math.max(0, ...counts)}`,
  );

  // 6. Throughput: one process, then both behind the proxy (the proxy's own cost included).
  const fresh = (await signIn(direct(0), 'other@demo.test')).data.token;
  const cannon = async (url: string) => {
    const { stdout } = await run(
      process.execPath,
      [
        path.join('node_modules', 'autocannon', 'autocannon.js'),
        '-j',
        '-c',
        '50',
        '-d',
        String(seconds),
        '-H',
        `authorization=Bearer ${fresh}`,
        url,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const r = JSON.parse(stdout) as {
      requests: { average: number };
      latency: { p99: number };
      non2xx: number;
      errors: number;
    };
    return r;
  };
  const route = '/api/gateway/user/profile';
  const alone = await cannon(`${direct(0)}${route}`);
  upstreams = [ports[0]];
  const one = await cannon(`${viaProxy}${route}`);
  upstreams = ports;
  const two = await cannon(`${viaProxy}${route}`);
  const rate = (r: typeof one) => `${r.requests.average.toFixed(0)} req/s (p99 ${r.latency.p99} ms)`;
  console.info(
    `throughput of ${route}, ${seconds} s, 50 connections, ${os.availableParallelism()} cores shared by the processes, the proxy and the load: ` +
      `one process direct ${rate(alone)}; behind the proxy one process ${rate(one)}, two ${rate(two)}: ×${(two.requests.average / one.requests.average).toFixed(2)}`,
  );
  check(
    'no errors under load',
    [alone, one, two].every((r) => r.errors + r.non2xx === 0),
  );
} finally {
  proxy.close();
  agent.destroy();
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(servers.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await adminClient.query(`drop database if exists ${dbName} with (force)`);
  await adminClient.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
}

console.info(failures.length === 0 ? 'scale-out drill: all proven' : `scale-out drill: ${failures.length} FAILED`);
process.exit(failures.length === 0 ? 0 : 1);
