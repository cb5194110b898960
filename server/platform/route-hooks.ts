// Small pieces the platform's onRoute hooks share: they wrap a route as it is registered (auth,
// the staff audit, kept answers, the settle after a write).
import type { onSendHookHandler, RouteOptions } from 'fastify';

/** The methods a route answers (Fastify takes one or a list). */
export const routeMethods = (route: RouteOptions): string[] =>
  Array.isArray(route.method) ? route.method : [route.method];

/** Methods that change nothing (HTTP's safe methods): no audit row, no settle after them. */
export const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether every method the route answers only reads. */
export const onlyReads = (route: RouteOptions): boolean => routeMethods(route).every((m) => readMethods.has(m));

/** Adds `hook` after the route's own onSend hooks (one or a list, or none). */
export function appendOnSend(route: RouteOptions, hook: onSendHookHandler): void {
  const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
  route.onSend = [...own, hook];
}
