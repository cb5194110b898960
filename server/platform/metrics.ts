// Prometheus text for /api/metrics: request counts and durations by route, plus process figures.
// Per process by nature; a scraper sums the processes behind the load balancer.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics() {
  type Series = { counts: Map<number, number>; buckets: number[]; sum: number; count: number };
  // By route, then method: two lookups and no string built per request (the health route's
  // budget is 90 % of a bare node:http hello).
  const series = new Map<string, Map<string, Series>>();

  function observe(method: string, route: string, status: number, seconds: number) {
    let byMethod = series.get(route);
    if (!byMethod) series.set(route, (byMethod = new Map()));
    let s = byMethod.get(method);
    if (!s) byMethod.set(method, (s = { counts: new Map(), buckets: buckets.map(() => 0), sum: 0, count: 0 }));
    s.counts.set(status, (s.counts.get(status) ?? 0) + 1);
    for (let i = buckets.length - 1; i >= 0 && seconds <= buckets[i]; i--) s.buckets[i]++;
    s.sum += seconds;
    s.count++;
  }

  function register(app: FastifyInstance) {
    app.addHook('onResponse', (request, reply, done) => {
      // A load balancer's liveness probe, every second or so, would only fill the table (decision 0022).
      if (request.routeOptions.config?.probe) return done();
      observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  function render(): string {
    const lines: string[] = [];
    const labels = (route: string, method: string) => `method="${method}",route="${route}"`;
    lines.push(
      '# HELP http_requests_total Requests answered, by route and status.',
      '# TYPE http_requests_total counter',
    );
    for (const [route, byMethod] of series)
      for (const [method, s] of byMethod)
        for (const [status, n] of s.counts)
          lines.push(`http_requests_total{${labels(route, method)},status="${status}"} ${n}`);
    lines.push(
      '# HELP http_request_duration_seconds Time to answer, by route.',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const [route, byMethod] of series)
      for (const [method, h] of byMethod) {
        const k = labels(route, method);
        buckets.forEach((b, i) => lines.push(`http_request_duration_seconds_bucket{${k},le="${b}"} ${h.buckets[i]}`));
        lines.push(`http_request_duration_seconds_bucket{${k},le="+Inf"} ${h.count}`);
        lines.push(
          `http_request_duration_seconds_sum{${k}} ${h.sum}`,
          `http_request_duration_seconds_count{${k}} ${h.count}`,
        );
      }
    const mem = process.memoryUsage();
    lines.push('# TYPE process_resident_memory_bytes gauge', `process_resident_memory_bytes ${mem.rss}`);
    lines.push('# TYPE nodejs_heap_used_bytes gauge', `nodejs_heap_used_bytes ${mem.heapUsed}`);
    lines.push('# TYPE process_uptime_seconds gauge', `process_uptime_seconds ${process.uptime()}`);
    return lines.join('\n') + '\n';
  }

  return { register, render };
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read the metrics (they name every route and its traffic): a scraper on this machine, or
 * one presenting `Authorization: Bearer <METRICS_TOKEN>` when the operator set a token.
 * "On this machine" is the socket's peer, never request.ip, which follows X-Forwarded-For when
 * TRUST_PROXY is on; and a request that carries forwarding headers came through a proxy, so a
 * reverse proxy on the same machine does not make every client local.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header?.startsWith('Bearer ')) {
    const given = crypto.createHash('sha256').update(header.slice('Bearer '.length)).digest();
    return crypto.timingSafeEqual(given, crypto.createHash('sha256').update(token).digest());
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && loopback.has(request.socket.remoteAddress ?? '');
}
