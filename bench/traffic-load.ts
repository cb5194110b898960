// The load process of bench/traffic.ts: reads what to drive on stdin (JSON), drives it with
// autocannon, every request's path from bench/traffic-mix.ts, and prints its figures as JSON.
// Its own process (on the cores the server does not use, as bench/run.ts pins them): building the
// requests and reading the answers costs CPU that must not be taken from the server.
import autocannon from 'autocannon';
import { makeGenerator, type Only, type Planned, type SessionSpec } from './traffic-mix.ts';

export type LoadInput = {
  baseUrl: string;
  sessions: SessionSpec[];
  words: string[];
  only: Only;
  connections: number;
  seconds: number;
};
export type LoadOutput = {
  requests: number;
  seconds: number;
  rps: number;
  /** Latencies in ms, of every answer. */
  p50: number;
  p95: number;
  p99: number;
  /** By route class: the same percentiles (the mix's own spread). */
  byClass: Record<string, { requests: number; p50: number; p95: number; p99: number }>;
  /** Answers that were not HTTP 200 with code 0, by route: "status code" → count. */
  bad: Record<string, Record<string, number>>;
  errors: number;
  timeouts: number;
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const figures = (latencies: number[]) => {
  const sorted = Float64Array.from(latencies).sort();
  const list = Array.from(sorted);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(percentile(list, 50)), p95: round(percentile(list, 95)), p99: round(percentile(list, 99)) };
};

/** HTTP 200 and envelope code 0 (the health route's body is an envelope too). */
export function answeredOk(status: number, body: string): boolean {
  if (status !== 200) return false;
  if (body.startsWith('{"code":0,')) return true; // the envelope as the server writes it
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 0;
  } catch {
    return false;
  }
}

export async function drive(input: LoadInput): Promise<LoadOutput> {
  const generator = makeGenerator({ sessions: input.sessions, words: input.words });
  const latencies: number[] = [];
  const byClass = new Map<string, number[]>();
  const bad: LoadOutput['bad'] = {};
  // autocannon reports an answer to onResponse and then, in the same tick, its duration to the
  // 'response' event: the route answered is carried from one to the other.
  let answered: Planned | null = null;
  const started = performance.now();
  const instance = autocannon({
    url: input.baseUrl,
    connections: input.connections,
    duration: input.seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const planned = generator.next(input.only);
          context.planned = planned;
          return { ...request, method: 'GET', path: planned.path, headers: planned.headers };
        },
        onResponse: (status, body, context) => {
          answered = context.planned as Planned;
          if (!answeredOk(status, body)) {
            const route = `${answered.route}`;
            const key = `${status} ${/"code":(-?\d+)/.exec(body)?.[1] ?? '-'}`;
            bad[route] ??= {};
            bad[route][key] = (bad[route][key] ?? 0) + 1;
          }
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    const cls = answered?.cls ?? '?';
    let list = byClass.get(cls);
    if (!list) byClass.set(cls, (list = []));
    list.push(ms);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    seconds,
    // Answers over the time they took: autocannon's per-second average leans on whole seconds.
    rps: latencies.length / seconds,
    ...figures(latencies),
    byClass: Object.fromEntries([...byClass].map(([cls, list]) => [cls, { requests: list.length, ...figures(list) }])),
    bad,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

if (import.meta.main) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const output = await drive(JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadInput);
  process.stdout.write(JSON.stringify(output));
}
