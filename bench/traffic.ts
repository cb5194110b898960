// Traffic as browsers make it (called from bench/run.ts; BENCH_TRAFFIC=0 skips it). The list
// figures of run.ts ask one fixed address per list in one session, which after the first request are
// answers kept in memory (decision 0020) that no browser gets: the web client adds `_t` to every GET
// and people filter, page and open rows. Here many sessions of the demo accounts ask a weighted mix
// with fresh parameters on every request (bench/traffic-mix.ts), each answer is checked (HTTP 200
// and code 0: a bench of 400s measures nothing), and every figure stands beside the health route
// driven by the same load process in the same way.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from '../server/db/orm.ts';
import type { Db } from '../server/db/client.ts';
import { accounts, articles, catalogItems } from '../server/db/schema/index.ts';
import { openSession } from '../server/platform/sessions.ts';
import type { LoadInput, LoadOutput } from './traffic-load.ts';
import {
  customerLists,
  makeGenerator,
  routeClasses,
  vocabulary,
  type IdentityView,
  type Only,
  type SessionSpec,
} from './traffic-mix.ts';

/** The demo accounts and their share of the sessions: customers of companies A and B, and staff. */
export const identities = [
  { email: 'customer@demo.test', share: 0.4, staff: false },
  { email: 'child@demo.test', share: 0.2, staff: false },
  { email: 'other@demo.test', share: 0.3, staff: false },
  { email: 'pm@demo.test', share: 0.1, staff: true },
] as const;

/** A GET as the web client makes it (`url` with /api and `_t`), answered: over HTTP, or injected in a test. */
export type Ask = (url: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;
export const askOver =
  (baseUrl: string): Ask =>
  async (url, headers) => {
    const response = await fetch(`${baseUrl}${url}`, { headers });
    return { status: response.status, body: await response.text() };
  };

async function getJson<T>(ask: Ask, token: string, route: string): Promise<T> {
  const url = `/api${route}${route.includes('?') ? '&' : '?'}_t=${Date.now()}`;
  const { status, body } = await ask(url, { authorization: `Bearer ${token}`, accept: 'application/json' });
  const envelope = JSON.parse(body) as { code: number; data: T };
  if (status !== 200 || envelope.code !== 0)
    throw new Error(`traffic: ${route} answered ${status} code ${envelope.code}`);
  return envelope.data;
}

type MenuEntry = { funcNo: string; children: MenuEntry[] };
const codesOf = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.funcNo, ...codesOf(e.children)]);

/**
 * What each account may ask, as its browser learns it: its menu, its platforms, and the rows of the
 * first pages of its lists (the ids its details open).
 */
export async function viewOf(ask: Ask, token: string, email: string, staff: boolean): Promise<IdentityView> {
  const menu = await getJson<{ menus: MenuEntry[] }>(ask, token, '/gateway/user/getMenu');
  const codes = codesOf(menu.menus);
  const platformIds = staff
    ? []
    : (await getJson<{ id: number }[]>(ask, token, '/common/homepage/authPlatform')).map((p) => p.id);
  const seen: Record<string, number[]> = {};
  if (!staff)
    for (const list of customerLists) {
      if (!list.detail || !codes.includes(list.code)) continue;
      const ids: number[] = [];
      for (const pageNum of [1, 2]) {
        const page = await getJson<{ list: { id: number }[] }>(
          ask,
          token,
          `${list.path}?pageNum=${pageNum}&pageSize=50`,
        );
        ids.push(...page.list.map((row) => row.id));
      }
      if (ids.length) seen[list.module] = ids;
    }
  return { email, staff, codes, platformIds, seen };
}

/** `count` sessions across the demo accounts, opened as login would. */
export async function openSessions(db: Db, ask: Ask, count: number): Promise<SessionSpec[]> {
  const sessions: SessionSpec[] = [];
  for (const identity of identities) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, identity.email));
    if (!account) throw new Error(`traffic: no account ${identity.email}`);
    const n = Math.max(1, Math.round(count * identity.share));
    const tokens = [];
    for (let i = 0; i < n; i++) tokens.push(await openSession(db, account.id));
    const view = await viewOf(ask, tokens[0], identity.email, identity.staff);
    tokens.forEach((token, i) => sessions.push({ token, language: i % 3 === 2 ? 'en' : 'zh', identity: view }));
  }
  return sessions;
}

/** The words people search for and filter by, from the titles in the database (seeded and benched). */
export async function wordsOf(db: Db, size = 300): Promise<string[]> {
  const items = await db.select({ title: catalogItems.name }).from(catalogItems).limit(20_000);
  const posts = await db.select({ title: articles.title }).from(articles).limit(5_000);
  const words = vocabulary(
    [...items, ...posts].map((r) => r.title),
    size - 4,
  );
  // And a few that match nothing, as people type them.
  return [...words, 'zzqx', '不存在的词', 'nonexistent', '芯片组'];
}

type Row = { name: string; out: LoadOutput; health: LoadOutput };

const loadScript = path.join(import.meta.dirname, 'traffic-load.ts');

function load(input: LoadInput, cores: string | null): Promise<LoadOutput> {
  const [cmd, args] = cores
    ? ['taskset', ['-c', cores, process.execPath, loadScript]]
    : [process.execPath, [loadScript]];
  return new Promise((resolve, reject) => {
    const child = execFile(cmd, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`traffic load: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as LoadOutput);
    });
    child.stdin!.end(JSON.stringify(input));
  });
}

const fmt = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);

export async function benchTraffic(opts: {
  db: Db;
  baseUrl: string;
  /** The cores the load process runs on (bench/run.ts pins the server to the others), or null. */
  loadCores: string | null;
  /** Said in the heading: the rows per module behind the figures. */
  scale: string;
}): Promise<{ failed: boolean }> {
  const sessionCount = Number(process.env.BENCH_SESSIONS ?? 200);
  const seconds = Number(process.env.BENCH_TRAFFIC_SECONDS ?? 3);
  const turns = Number(process.env.BENCH_TRAFFIC_TURNS ?? 3);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const sessions = await openSessions(opts.db, askOver(opts.baseUrl), sessionCount);
  const words = await wordsOf(opts.db);
  const base: Omit<LoadInput, 'only' | 'connections' | 'seconds'> = { baseUrl: opts.baseUrl, sessions, words };
  const generator = makeGenerator({ sessions, words });
  console.info(
    `\ntraffic as browsers make it (${opts.scale}): ${sessions.length} sessions of ${identities.map((i) => i.email).join(', ')}; ${words.length} search words; ${connections} connections, ${turns} turns of ${seconds} s beside the health route`,
  );

  const bad: Record<string, Record<string, number>> = {};
  let answered = 0;
  let healthAnswered = 0;
  let healthBad = 0;
  const tally = (out: LoadOutput, only: Only) => {
    const count = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    // The health route's answers would dilute the share of refusals: they are counted apart.
    if (only.cls === 'health') {
      healthAnswered += out.requests;
      healthBad += Object.values(out.bad).reduce((sum, counts) => sum + count(counts), 0);
      return;
    }
    answered += out.requests;
    for (const [route, counts] of Object.entries(out.bad))
      for (const [key, n] of Object.entries(counts)) {
        bad[route] ??= {};
        bad[route][key] = (bad[route][key] ?? 0) + n;
      }
  };
  const drive = async (only: Only, c: number, s: number) => {
    const out = await load({ ...base, only, connections: c, seconds: s }, opts.loadCores);
    tally(out, only);
    await settle();
    return out;
  };
  /**
   * The load stops with requests still queued in the server (50 lists of the mix are half a second
   * of work on PGlite): the next figure starts once a health answer comes back at once.
   */
  const settle = async () => {
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await fetch(`${opts.baseUrl}/api/healthz`);
      if (performance.now() - started < 5) return;
    }
  };
  /** In turns with the health route, warmed first; the middle of the turns by req/s. */
  const sideBySide = async (only: Only): Promise<{ out: LoadOutput; health: LoadOutput }> => {
    await drive({ cls: 'health' }, connections, 1);
    await drive(only, connections, 1);
    const outs: LoadOutput[] = [];
    const healths: LoadOutput[] = [];
    for (let i = 0; i < turns; i++) {
      healths.push(await drive({ cls: 'health' }, connections, seconds));
      outs.push(await drive(only, connections, seconds));
    }
    const middle = (rs: LoadOutput[]) => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)];
    return { out: middle(outs), health: middle(healths) };
  };

  const header = `${'what'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'/ health'.padStart(9)}  health req/s`;
  const line = (r: Row) =>
    `${r.name.padEnd(34)} ${fmt(r.out.rps, 7)} ${fmt(r.out.p50, 7, 1)} ${fmt(r.out.p95, 7, 1)} ${fmt(r.out.p99, 7, 1)} ${`${fmt((100 * r.out.rps) / r.health.rps, 7, 1)} %`}  ${fmt(r.health.rps, 8)}`;
  console.info(header);
  const rows: Row[] = [];
  const measure = async (name: string, only: Only) => {
    const { out, health } = await sideBySide(only);
    const row = { name, out, health };
    rows.push(row);
    console.info(line(row));
    return row;
  };
  // Every route's first requests (code, statements, the read cache) before any figure.
  await drive({}, connections, 3 * seconds);
  const mix = await measure('mix (55/15/15/10/5)', {});
  for (const cls of routeClasses)
    console.info(
      `  in the mix: ${cls.padEnd(7)} ${fmt(mix.out.byClass[cls]?.requests ?? 0, 7)} answers  p50 ${fmt(mix.out.byClass[cls]?.p50 ?? 0, 6, 1)}  p95 ${fmt(mix.out.byClass[cls]?.p95 ?? 0, 6, 1)}  p99 ${fmt(mix.out.byClass[cls]?.p99 ?? 0, 6, 1)} ms`,
    );
  for (const cls of routeClasses) await measure(`${cls} alone`, { cls });
  for (const module of generator.listModules) await measure(`  list ${module}`, { cls: 'list', module });
  for (const module of generator.staffModules) await measure(`  staff ${module}`, { cls: 'staff', module });

  // One request at a time, nothing queued: what one user waits for, by class.
  console.info(`one request at a time (1 connection, ${seconds} s each):`);
  for (const cls of ['health', ...routeClasses] as const) {
    const out = await drive({ cls }, 1, seconds);
    console.info(
      `  ${cls.padEnd(8)} p50 ${fmt(out.p50, 6, 2)} ms   p95 ${fmt(out.p95, 6, 2)} ms   (${out.requests} answers)`,
    );
  }

  const notOk = Object.values(bad).reduce((sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0), 0);
  const share = answered ? (100 * notOk) / answered : 100;
  console.info(
    `answers checked: ${answered}, not HTTP 200 with code 0: ${notOk} (${share.toFixed(3)} %); health route beside them: ${healthAnswered}, ${healthBad} not ok`,
  );
  for (const [route, counts] of Object.entries(bad))
    console.info(
      `  ${route}: ${Object.entries(counts)
        .map(([k, n]) => `${n} × ${k}`)
        .join(', ')}`,
    );
  const failed = answered === 0 || share > 0.1 || healthBad > 0;
  if (failed)
    console.error('traffic: FAILED — more than 0.1 % of the answers were not code 0; these figures measure nothing');
  return { failed };
}
