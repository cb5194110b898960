// Injection scan (issue 21): sqlmap (Debian's package) against every path, query and JSON body
// parameter of every route of a running portal on loopback, signed in, on a PostgreSQL database of
// its own. Prints, and fails unless: 0 injection points found, 0 answers 5xx, every target scanned.
//
//   npm run security                    (SECURITY_LEVEL / SECURITY_RISK: sqlmap's, default 3 and 2;
//                                        SECURITY_JOBS: sqlmaps at once, default 3;
//                                        SECURITY_ROUTES: a regular expression to scan fewer routes)
//
// The routes and their fields come from the app's OpenAPI document (server/test/route-shapes.ts,
// as for the fuzzing test); each field gets a value its schema accepts and sqlmap's marker, so
// sqlmap varies one parameter at a time while the others stay valid and the query behind is
// reached. The caller is the demo customer given every code there is; a route that still answers
// 403 is scanned as the demo project manager (staff). Before each route both accounts are put back
// as they were and signed in again: a route under scan may lock an account, change its password or
// end its session.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { shapesOf, validOf, type OpenApiOperation, type Shape } from '../server/test/route-shapes.ts';

const admin =
  process.env.SECURITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const level = process.env.SECURITY_LEVEL ?? '3';
const risk = process.env.SECURITY_RISK ?? '2';
const jobs = Number(process.env.SECURITY_JOBS ?? 3);
const only = process.env.SECURITY_ROUTES ? new RegExp(process.env.SECURITY_ROUTES) : null;
const port = 3350;
const base = `http://127.0.0.1:${port}`;
const captcha = 'SCAN1';
const started = Date.now();

let sqlmapVersion: string;
try {
  sqlmapVersion = execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }).split('\n')[0].trim();
} catch {
  console.error('sqlmap is not installed: apt-get install -y sqlmap (Debian package)');
  process.exit(1);
}

const dbName = `portal_security_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`create database ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-security-'));
fs.mkdirSync(path.join(work, 'data'));
fs.mkdirSync(path.join(work, 'web'));

// The server's errors, to name what answered 5xx.
const errorLog = fs.openSync(path.join(work, 'errors.log'), 'w');
const server = spawn(process.execPath, ['server/main.ts'], {
  stdio: ['ignore', errorLog, 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test', // the test captcha answer is allowed only here
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: path.join(work, 'data'),
    WEB_DIR: path.join(work, 'web'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    CAPTCHA_TEST_ANSWER: captcha,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SMTP_URL: '',
  },
});

const db = new pg.Client({ connectionString: dbUrl.toString() });
const callers = ['customer@demo.test', 'pm@demo.test'] as const;
type Caller = (typeof callers)[number];

async function ready() {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 900) throw new Error('the server never became ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Both accounts as they were at the start, no failed sign-in counted, signed in anew. */
let accountColumns: string[] = [];
async function restoreAndSignIn(): Promise<Record<Caller, string>> {
  const set = accountColumns.map((c) => `"${c}" = s."${c}"`).join(', ');
  await db.query(`update accounts a set ${set} from scan_accounts s where a.id = s.id`);
  await db.query('delete from login_attempts');
  await db.query('delete from login_failures');
  const tokens = {} as Record<Caller, string>;
  for (const username of callers) {
    const res = await fetch(`${base}/api/gateway/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'verify-code': crypto.randomUUID() },
      body: JSON.stringify({ username, password: 'Portal#2026', code: captcha }),
    });
    const body = (await res.json()) as { code: number; msg: string; data: { token?: string } | null };
    if (!body.data?.token) throw new Error(`${username} cannot sign in: ${body.code} ${body.msg}`);
    tokens[username] = body.data.token;
  }
  return tokens;
}

/** The address with every path and query field at a valid value and sqlmap's marker after it. */
function target(shape: Shape): { url: string; data: string | null } {
  let url = shape.url;
  const query: string[] = [];
  for (const f of shape.fields) {
    if (f.in === 'body') continue;
    const value = encodeURIComponent(String(validOf(f.name, f.schema)));
    if (f.in === 'path') url = url.replace(f.name === '*' ? '*' : `:${f.name}`, `${value}*`);
    else query.push(`${encodeURIComponent(f.name)}=${value}*`);
  }
  // sqlmap marks every value of a JSON body itself.
  const data = shape.bodySchema ? JSON.stringify(validOf('', shape.bodySchema)) : null;
  return { url: `${base}${url}${query.length ? `?${query.join('&')}` : ''}`, data };
}

type Scan = { parameters: number; found: string[]; problems: string[]; dynamic: boolean };
type Outcome = Scan & { route: string; caller: Caller };

/** One sqlmap run on one address (markers in it) with maybe a JSON body: what it tested and found. */
function sqlmap(
  url: string,
  method: string,
  data: string | null,
  headers: string[],
  index: number,
  extra: string[] = [],
): Promise<Scan> {
  const args = ['-u', url, '--method', method, ...headers.flatMap((h) => ['-H', h]), ...extra];
  args.push('--batch', '--dbms=PostgreSQL', `--level=${level}`, `--risk=${risk}`, '--time-sec=2');
  // A refusal (400, 404 for what the caller may not see …) is the page to compare, not a reason to stop.
  args.push('--ignore-code=400,401,403,404,409,413,416,429');
  args.push('--flush-session', '--disable-coloring', `--output-dir=${path.join(work, `sqlmap-${index}`)}`);
  if (data !== null) args.push('--data', data);
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const tested = new Set(
        [...out.matchAll(/testing for SQL injection on (.+?) parameter '([^']+)'/g)].map((m) => m[2]),
      );
      const found = [...out.matchAll(/^Parameter: (.+)$/gm)].map((m) => m[1].trim());
      if (/identified the following injection point/.test(out) && found.length === 0) found.push('(unnamed)');
      // An answer that differs on every request (a created row's id in it) is a note, not a stop:
      // sqlmap retries and tests the parameter with the techniques that do not compare pages.
      const critical = [...out.matchAll(/\[CRITICAL\] (.+)/g)].map((m) => m[1]);
      const dynamic = critical.some((line) => /heavily dynamic/.test(line));
      const problems = critical.filter((line) => !/heavily dynamic/.test(line));
      if (tested.size === 0 && problems.length === 0) problems.push('no parameter tested');
      if (code !== 0 && problems.length === 0) problems.push(`sqlmap ended with ${code ?? 'a kill (timeout)'}`);
      resolve({ parameters: tested.size, found, problems, dynamic });
    });
  });
}

async function scanRoute(shape: Shape, caller: Caller, token: string, index: number): Promise<Outcome> {
  const { url, data } = target(shape);
  const headers = [`Authorization: Bearer ${token}`, 'Accept-Language: en'];
  // sqlmap skips a parameter named like an anti-CSRF token (`token`) unless it is named with -p;
  // a body-only route names its fields so (-p does not reach the address's markers).
  const bodyOnly = shape.fields.length > 0 && shape.fields.every((f) => f.in === 'body');
  const named = bodyOnly
    ? [
        '-p',
        shape.fields
          .filter((f) => f.at.length === 1)
          .map((f) => f.name)
          .join(','),
      ]
    : [];
  return {
    route: `${shape.method} ${shape.url}`,
    caller,
    ...(await sqlmap(url, shape.method, data, headers, index, named)),
  };
}

/**
 * The scan would see a hole: a careless route written for the purpose (a keyword pasted into the
 * SQL text, on this database), in the query and in a JSON body, must be found by the same sqlmap
 * settings before the portal's 0 means anything.
 */
async function canary(): Promise<string | null> {
  const careless = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    let status = 200;
    let data: unknown = null;
    try {
      const keyword = new URL(request.url ?? '/', base).searchParams.get('keyword') ?? JSON.parse(body).keyword;
      data = (await db.query(`select count(*)::int as n from accounts where name like '%${keyword}%'`)).rows[0].n;
    } catch {
      status = 400;
    }
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: status === 200 ? 0 : 400, msg: status === 200 ? 'success' : 'bad', data }));
  });
  await new Promise<void>((resolve) => careless.listen(port + 1, '127.0.0.1', resolve));
  try {
    const at = `http://127.0.0.1:${port + 1}/careless`;
    const [inQuery, inBody] = await Promise.all([
      sqlmap(`${at}?keyword=demo*&pageNum=1*`, 'GET', null, [], -1),
      sqlmap(at, 'POST', JSON.stringify({ keyword: 'demo', pageNum: 1 }), [], -2),
    ]);
    if (inQuery.found.length === 0) return "the careless route's query keyword was not found injectable";
    if (inBody.found.length === 0) return "the careless route's JSON keyword was not found injectable";
    return null;
  } finally {
    careless.close();
  }
}

const outcomes: Outcome[] = [];
try {
  await ready();
  await db.connect();
  accountColumns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'accounts' and table_schema = current_schema() and column_name <> 'id'`,
    )
  ).rows.map((r) => r.column_name);
  await db.query(`create table scan_accounts as select * from accounts where email = any($1)`, [[...callers]]);
  // Every code there is, staff codes too, so that every route's handler is reached.
  await db.query(`insert into role_menus (role_id, menu_code)
    select ar.role_id, m.code from account_roles ar join accounts a on a.id = ar.account_id cross join menus m
    where a.email = 'customer@demo.test' on conflict do nothing`);

  const blind = await canary();
  if (blind) throw new Error(`the scan cannot be trusted: ${blind}`);
  console.info('injection scan: sqlmap finds a careless route written to check it, in its query and in its JSON body');

  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.keys(ops)
      .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{(\w+)\}/g, ':$1'), access: '' })),
  );
  const all = shapesOf(routes, doc).map((shape) => ({
    ...shape,
    // Only fields the route declares: the names shapesOf guesses for a route without a schema are
    // not read by it, and sqlmap would spend its time on them for nothing.
    fields: shape.fields.filter((f) => f.in === 'path' || Object.keys(f.schema).length > 0),
  }));
  const shapes = all.filter(
    (shape) =>
      (!only || only.test(`${shape.method} ${shape.url}`)) &&
      !shape.url.startsWith('/api/docs') &&
      (shape.fields.length > 0 || shape.bodySchema !== null),
  );
  const skipped = all.filter((shape) => !only || only.test(`${shape.method} ${shape.url}`)).length - shapes.length;
  console.info(
    `injection scan: ${sqlmapVersion}, level ${level}, risk ${risk}; ${shapes.length} routes with input of ${all.length} (${jobs} at a time)`,
  );

  // The accounts are put back before each group of routes; the routes of a group run together.
  for (let from = 0; from < shapes.length; from += jobs) {
    const group = shapes.slice(from, from + jobs);
    const tokens = await restoreAndSignIn();
    const results = await Promise.all(
      group.map(async (shape, i) => {
        // Staff routes refuse a customer whatever codes it holds: those are scanned as staff.
        const { url, data } = target(shape);
        const probe = await fetch(url.replaceAll('*', ''), {
          method: shape.method,
          headers: {
            authorization: `Bearer ${tokens['customer@demo.test']}`,
            ...(data !== null ? { 'content-type': 'application/json' } : {}),
          },
          body: data ?? undefined,
        });
        await probe.arrayBuffer();
        const caller: Caller = probe.status === 403 ? 'pm@demo.test' : 'customer@demo.test';
        return scanRoute(shape, caller, tokens[caller], from + i);
      }),
    );
    for (const outcome of results) {
      outcomes.push(outcome);
      const mark = outcome.found.length > 0 ? 'FOUND' : outcome.problems.length > 0 ? 'PROBLEM' : 'ok';
      if (mark !== 'ok' || process.env.SECURITY_VERBOSE)
        console.info(
          `${mark} ${outcome.route} as ${outcome.caller}: ${outcome.parameters} parameters${outcome.found.length ? `; injectable: ${outcome.found.join(', ')}` : ''}${outcome.problems.length ? `; ${outcome.problems.join(' | ')}` : ''}`,
        );
    }
    if ((from / jobs) % 10 === 9) console.info(`… ${outcomes.length} of ${shapes.length} routes scanned`);
  }

  // What the server answered to the whole scan, from its own counters.
  const metrics = await (await fetch(`${base}/api/metrics`)).text();
  const byClass = new Map<string, number>();
  for (const m of metrics.matchAll(/^http_requests_total\{[^}]*status="(\d)\d\d"\} (\d+)$/gm))
    byClass.set(`${m[1]}xx`, (byClass.get(`${m[1]}xx`) ?? 0) + Number(m[2]));
  const requests = [...byClass.values()].reduce((a, b) => a + b, 0);
  for (const m of metrics.matchAll(/^http_requests_total\{method="(\w+)",route="([^"]*)",status="(5\d\d)"\} (\d+)$/gm))
    console.info(`5xx: ${m[4]} × ${m[3]} from ${m[1]} ${m[2]}`);
  const errorLines = fs
    .readFileSync(path.join(work, 'errors.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{"level":5') || line.startsWith('{"level":6'));
  for (const line of errorLines.slice(0, 20)) console.info(`server error: ${line.slice(0, 1500)}`);
  const serverErrors = byClass.get('5xx') ?? 0;
  const found = outcomes.filter((o) => o.found.length > 0);
  const unscanned = outcomes.filter((o) => o.problems.length > 0);
  const parameters = outcomes.reduce((n, o) => n + o.parameters, 0);
  console.info(
    [
      `injection scan: ${outcomes.length} routes (${outcomes.filter((o) => o.caller === 'pm@demo.test').length} as staff), ${parameters} parameters tested, ${skipped} routes without input`,
      `  ${requests} requests: ${[...byClass].map(([c, n]) => `${n} ${c}`).join(', ')}`,
      `  injection points found: ${found.length}; answers 5xx: ${serverErrors}; routes sqlmap could not scan: ${unscanned.length}`,
      `  routes whose answer differs on every request (tested without page comparison): ${outcomes.filter((o) => o.dynamic).length}`,
      `  ${Math.round((Date.now() - started) / 1000)} s`,
    ].join('\n'),
  );
  process.exitCode = found.length === 0 && serverErrors === 0 && unscanned.length === 0 ? 0 : 1;
} finally {
  await db.end().catch(() => {});
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(work, { recursive: true, force: true });
  await adminClient.query(`drop database if exists ${dbName} with (force)`);
  await adminClient.end();
}
