// /api/metrics answers a scraper on this machine, or one holding METRICS_TOKEN; nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';

const token = 'scrape-4f9c2b7e1d3a8';
let open: TestApp; // no METRICS_TOKEN
let guarded: TestApp; // METRICS_TOKEN set
beforeAll(async () => {
  [open, guarded] = await Promise.all([makeTestApp(), makeTestApp({ METRICS_TOKEN: token })]);
});
afterAll(async () => {
  await Promise.all([open.close(), guarded.close()]);
});

const scrape = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });

describe('/api/metrics', () => {
  it('answers loopback clients (IPv4, IPv6, IPv4-mapped) with the Prometheus text', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(open, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('# TYPE http_requests_total counter');
    }
  });

  it('counts requests by route, method and status, with a cumulative duration histogram', async () => {
    const t = await makeTestApp();
    try {
      for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/readyz' });
      await t.app.inject({ method: 'GET', url: '/api/common/download/mine' }); // 401
      await t.app.inject({ method: 'GET', url: '/api/healthz' }); // the liveness probe: not counted
      const text = (await scrape(t, '127.0.0.1')).body;
      expect(text).toContain('http_requests_total{method="GET",route="/api/readyz",status="200"} 3');
      expect(text).toContain('http_requests_total{method="GET",route="/api/common/download/mine",status="401"} 1');
      expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/api/readyz",le="5"} 3');
      expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/api/readyz",le="+Inf"} 3');
      expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/readyz"} 3');
      const buckets = [...text.matchAll(/route="\/api\/readyz",le="[0-9.]+"\} (\d+)/g)].map((m) => Number(m[1]));
      expect(buckets).toHaveLength(10);
      expect(text).not.toContain('route="/api/healthz"');
      expect(buckets).toEqual([...buckets].sort((x, y) => x - y)); // each bucket holds the ones below it
    } finally {
      await t.close();
    }
  });

  it('refuses any other client with a 403 envelope', async () => {
    for (const address of ['203.0.113.9', '10.0.0.5', '::ffff:10.0.0.5']) {
      const res = await scrape(open, address, { 'accept-language': 'en' });
      expect(res.statusCode, address).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, data: null });
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('goes by the socket, not by X-Forwarded-For, even with TRUST_PROXY on', async () => {
    const proxied = await makeTestApp({ TRUST_PROXY: 'true' });
    try {
      expect((await scrape(proxied, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
      // Through a reverse proxy on the same machine: the socket is local, the client is not.
      expect((await scrape(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
      expect((await scrape(proxied, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('with METRICS_TOKEN, answers a remote scraper holding the token and refuses a wrong or missing one', async () => {
    expect((await scrape(guarded, '203.0.113.9', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await scrape(guarded, '203.0.113.9', { authorization: `Bearer ${token}x` })).statusCode).toBe(403);
    expect((await scrape(guarded, '203.0.113.9', { authorization: 'Bearer nope' })).statusCode).toBe(403);
    expect((await scrape(guarded, '203.0.113.9')).statusCode).toBe(403);
    // The machine itself still reads them without the token.
    expect((await scrape(guarded, '127.0.0.1')).statusCode).toBe(200);
  });

  it('without METRICS_TOKEN no bearer opens them to a remote client', async () => {
    expect((await scrape(open, '203.0.113.9', { authorization: 'Bearer anything-at-all-here' })).statusCode).toBe(403);
  });
});

it('refuses a METRICS_TOKEN shorter than 16 characters at start, naming it', () => {
  expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN.*at least 16/);
  expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
});
