// Security headers, computed once by helmet and then set on every response as one static map.
// @fastify/helmet recomputes them per request and cost two thirds of a bare route's throughput
// here (docs/decisions/0002-static-security-headers.md); the headers themselves are identical.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // antd injects its CSS-in-JS as <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false })({} as IncomingMessage, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet): nothing may run, load or frame it,
 * nor sniff it into something else. helmet's full set is for documents a browser renders; on a
 * 49-byte JSON body its 750 bytes of headers cost a third of the health route's throughput, and
 * each header left costs about half a microsecond of a 20 µs answer (decision 0017). Referrer-Policy
 * only governs what a document loads, which an API answer never does.
 */
export function computeApiSecurityHeaders(full = computeSecurityHeaders()): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security': full['strict-transport-security'],
  };
}

/**
 * A route that accepts the session cookie (config.cookieToken: a <video src> cannot send a bearer
 * header) answers with credentials the browser attached by itself, so another site's page must not
 * be able to load it either: Cross-Origin-Resource-Policy. A bearer-token answer needs none — a
 * cross-origin load carries no token and gets 401.
 */
export function computeCookieRouteHeaders(api = computeApiSecurityHeaders()): Record<string, string> {
  return { ...api, 'cross-origin-resource-policy': 'same-origin' };
}

/** Whether `url` is answered by the API (JSON and files), not a page: the OpenAPI page is a page. */
export const isApiUrl = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerSecurityHeaders(app: FastifyInstance): void {
  const page = computeSecurityHeaders();
  const api = computeApiSecurityHeaders(page);
  const cookieRoute = computeCookieRouteHeaders(api);
  // Callback style: an async hook costs a promise per request on every route.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.probe) return done(); // decision 0022
    reply.headers(!isApiUrl(request.url) ? page : request.routeOptions.config?.cookieToken ? cookieRoute : api);
    done();
  });
}
