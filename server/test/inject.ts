// One way for API tests to call the app as someone: `who` is a demo account's e-mail (signed in
// once per app), a session token, or null (anonymous). URLs may leave out the /api prefix.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';

export type Who = string | null;
export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Sent as Accept-Language. */
  language?: 'zh' | 'en';
};

const sessionsOf = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** The session token of `who`: an e-mail signs in once per app, anything else is a token already. */
export function tokenOf(t: TestApp, who: string): Promise<string> {
  if (!who.includes('@')) return Promise.resolve(who);
  const cache = sessionsOf.get(t) ?? new Map<string, Promise<string>>();
  sessionsOf.set(t, cache);
  const key = who.toLowerCase();
  if (!cache.has(key)) cache.set(key, t.signIn(who));
  return cache.get(key)!;
}

export async function injectAs(t: TestApp, who: Who, request: ApiRequest | string): Promise<LightMyRequestResponse> {
  const r = typeof request === 'string' ? { url: request } : request;
  const headers: Record<string, string> = {
    ...(who ? t.bearer(await tokenOf(t, who)) : {}),
    ...(r.language ? { 'accept-language': r.language } : {}),
    ...r.headers,
  };
  const url = r.url.startsWith('/api/') ? r.url : `/api${r.url}`;
  const options: InjectOptions = { method: r.method ?? (r.payload === undefined ? 'GET' : 'POST'), url, headers };
  if (r.payload !== undefined) options.payload = r.payload as InjectOptions['payload'];
  return t.app.inject(options);
}

/**
 * get/post/put of one test file's app (read when called: the app is made in beforeAll), in the
 * shape the files used to write by hand: `get(url, who, headers?)`, `post(url, who, payload, headers?)`.
 */
export function apiOf(app: () => TestApp) {
  return {
    get: (url: string, who: Who, headers: Record<string, string> = {}) =>
      injectAs(app(), who, { method: 'GET', url, headers }),
    post: (url: string, who: Who, payload?: unknown, headers: Record<string, string> = {}) =>
      injectAs(app(), who, { method: 'POST', url, payload, headers }),
    put: (url: string, who: Who, payload?: unknown, headers: Record<string, string> = {}) =>
      injectAs(app(), who, { method: 'PUT', url, payload, headers }),
  };
}
