// The traffic bench's requests are the web client's: `_t` on every GET, parameters that change from
// one request to the next within the ranges the lists offer, and answers a real server gives code 0
// for (a bench of refusals would measure nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../server/test/app.ts';
import { answeredOk } from './traffic-load.ts';
import {
  classWeights,
  customerLists,
  makeGenerator,
  pageRange,
  pageSizes,
  routeClasses,
  staffLists,
  type Only,
  type SessionSpec,
} from './traffic-mix.ts';
import { openSessions, wordsOf, type Ask } from './traffic.ts';

let t: TestApp;
let sessions: SessionSpec[];
let words: string[];

beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const ask: Ask = async (url, headers) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.body };
  };
  sessions = await openSessions(t.db, ask, 12);
  words = await wordsOf(t.db, 120);
}, 60_000);
afterAll(() => t?.close());

const paramsOf = (path: string) => new URL(path, 'http://x').searchParams;

describe('bench/traffic generator', () => {
  it('puts _t on every GET and the web client headers on every request', () => {
    const generator = makeGenerator({ sessions, words });
    for (let i = 0; i < 500; i++) {
      const planned = generator.next();
      expect(paramsOf(planned.path).get('_t')).toMatch(/^\d{13}$/);
      expect(planned.headers.authorization).toMatch(/^Bearer .+/);
      expect(planned.headers['accept-language']).toMatch(/^(zh|en)$/);
    }
  });

  it('varies the parameters from one request to the next, and keeps pages and page sizes in range', () => {
    let clock = 1_700_000_000_000;
    // A fixed clock: what varies is the request itself, not only its _t.
    const generator = makeGenerator({ sessions, words, now: () => clock });
    const lists = Array.from({ length: 400 }, () => generator.next({ cls: 'list' }));
    const withoutT = lists.map((p) => p.path.replace(/&?_t=\d+/, ''));
    expect(new Set(withoutT).size).toBeGreaterThan(350);
    expect(new Set(lists.map((p) => p.route)).size).toBeGreaterThan(8);
    const pages = new Set<number>();
    for (const planned of lists) {
      const params = paramsOf(planned.path);
      const pageNum = Number(params.get('pageNum'));
      const pageSize = Number(params.get('pageSize'));
      pages.add(pageNum);
      expect(pageNum).toBeGreaterThanOrEqual(pageRange.min);
      expect(pageNum).toBeLessThanOrEqual(pageRange.max);
      expect(pageSizes).toContain(pageSize);
    }
    expect(pages.size).toBeGreaterThan(20);
    clock += 1;
    const searches = Array.from({ length: 100 }, () => paramsOf(generator.next({ cls: 'search' }).path).get('keyword'));
    expect(new Set(searches).size).toBeGreaterThan(40);
  });

  it('draws the classes in the mix at about their weights', () => {
    const generator = makeGenerator({ sessions, words });
    const counts = Object.fromEntries(routeClasses.map((c) => [c, 0])) as Record<string, number>;
    const n = 4000;
    for (let i = 0; i < n; i++) counts[generator.next().cls]++;
    for (const cls of routeClasses) expect(Math.abs((100 * counts[cls]) / n - classWeights[cls])).toBeLessThan(3);
  });

  it('makes requests the server answers with code 0, on every list the demo accounts hold', async () => {
    const generator = makeGenerator({ sessions, words });
    // Every module's customer list and every staff list is asked by at least one demo session.
    expect(generator.listModules).toEqual(customerLists.map((l) => l.module));
    expect(generator.staffModules).toEqual(staffLists.map((l) => l.module));
    const asks: Only[] = [
      ...generator.listModules.map((module) => ({ cls: 'list' as const, module })),
      ...generator.staffModules.map((module) => ({ cls: 'staff' as const, module })),
      ...(['detail', 'search', 'home'] as const).map((cls) => ({ cls })),
      {},
    ];
    const refused: string[] = [];
    for (const only of asks)
      for (let i = 0; i < 15; i++) {
        const planned = generator.next(only);
        const response = await t.app.inject({ method: 'GET', url: planned.path, headers: planned.headers });
        if (!answeredOk(response.statusCode, response.body))
          refused.push(`${planned.path} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    expect(refused).toEqual([]);
  }, 120_000);
});
