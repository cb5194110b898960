// Whole answers of chosen GET routes kept in memory (decision 0020): a list page asked again, by the
// same identity in the same language, while nothing it read has changed, is answered with the bytes
// sent the first time — no handler, no statement built, no serialization. The read cache
// (read-cache.ts) already spared the database; what was left was drizzle building the statement
// text of the cache key, three quarters of such a request's time.
//
// A route opts in with `config.keepAnswer: true`, and may only when its answer depends on nothing
// but its URL, the caller's identity, the language and the tables it reads: no clock, no request
// header beyond Accept-Language. A route whose answer also follows something else (the dashboard's
// period follows the UTC date) gives `keepAnswer` a function of the request, and its result joins
// the key. What it read is noted (server/db/reads.ts): an answer is kept only when every statement
// went through the read cache, and only while every table read is still at the version it was read
// at — the change feed says so, across processes on PostgreSQL. A statement outside the read cache
// (a write, a volatile read, a transaction) means the answer is not kept.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { changesOf } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { newReads, noteReadsOf, type Reads } from '../db/reads.ts';
import type { AuthUser } from './auth.ts';
import { pickLanguage } from './messages.ts';
import { readCacheOn } from './read-cache.ts';
import { appendOnSend, routeMethods } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET route's answers while nothing they read changes (server/platform/answer-cache.ts).
     * A function names what else the answer follows and is made part of its key: the UTC date of a
     * period that ends today.
     */
    keepAnswer?: boolean | ((request: FastifyRequest) => string);
  }
  interface FastifyInstance {
    answers: AnswerCache;
  }
}

export type AnswerCache = {
  readonly size: number;
  /** Answers served from memory since the start. */
  readonly served: number;
  clear(): void;
  /**
   * Kept routes that answered 200 and could not keep it, each with what stopped it first (a
   * statement outside the read cache): a route marked to keep its answers that never does is a
   * slow route nobody sees, so it is said once in the log and the keep-guard test fails on it.
   */
  readonly notKept: ReadonlyMap<string, string>;
};

type Kept = {
  /** The identity it was made for: another (a change to grants, a new session) asks again. */
  user: AuthUser;
  tables: string[];
  versions: number[];
  /** UTF-8 already: a kept answer is written as bytes, not encoded again per request. */
  body: Buffer;
  contentType: string;
};

type Pending = { key: string; user: AuthUser; reads: Reads; headersBefore: Set<string> };

const pending = Symbol('answer being made');
type Marked = FastifyRequest & { [pending]?: Pending };

export const answerCacheLimits = {
  /** Answers kept per process; the least recently used goes first. */
  entries: 2000,
  /** Bigger answers are made afresh each time (a page of 100 rows is ~40 KB). */
  bodyBytes: 256 * 1024,
  /** All kept answers together; the least recently used go first. */
  totalBytes: 64 * 1024 * 1024,
};

/**
 * Wraps every route that sets `config.keepAnswer`. Must be registered before the routes (onRoute).
 * Answers are kept per `db`'s change feed; without a live feed nothing is kept or served.
 */
export function registerAnswerCache(app: FastifyInstance, db: Db): AnswerCache {
  const changes = changesOf(db);
  const notKept = new Map<string, string>();
  let served = 0;
  // Answers are made of the read cache's rows: with it off (the bench's "from the database"), none.
  const on = readCacheOn(db);
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.body.byteLength;
  };

  const valid = (entry: Kept, user: AuthUser) =>
    entry.user === user && changes!.live && entry.versions.every((v, i) => v === changes!.version(entry.tables[i]));

  function store(request: Marked, reply: FastifyReply, payload: unknown) {
    const made = request[pending];
    if (!made || reply.statusCode !== 200 || typeof payload !== 'string') return;
    if (made.reads.spoiled) {
      const route = `${request.method} ${request.routeOptions.url}`;
      if (!notKept.has(route)) {
        notKept.set(route, made.reads.spoiledBy ?? '');
        request.log.warn({ route, spoiledBy: made.reads.spoiledBy }, 'answer not kept: a read outside the read cache');
      }
      return;
    }
    if (!changes?.live) return;
    // A header the handler set itself (a file name, a cache policy) would be lost on a kept answer.
    for (const name of Object.keys(reply.getHeaders()))
      if (name !== 'content-type' && !made.headersBefore.has(name)) return;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string') return;
    const body = Buffer.from(payload);
    if (body.byteLength > answerCacheLimits.bodyBytes) return;
    const tables = [...made.reads.seen.keys()];
    const entry: Kept = {
      user: made.user,
      tables,
      versions: tables.map((t) => made.reads.seen.get(t)!),
      body,
      contentType,
    };
    drop(made.key);
    while (
      kept.size > 0 &&
      (kept.size >= answerCacheLimits.entries || bytes + body.byteLength > answerCacheLimits.totalBytes)
    )
      drop(kept.keys().next().value!);
    kept.set(made.key, entry);
    bytes += body.byteLength;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.keepAnswer) return;
    const methods = routeMethods(route);
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) throw new Error(`${route.url}: only GET answers are kept`);
    if (!changes) return;
    const keyOf = typeof route.config.keepAnswer === 'function' ? route.config.keepAnswer : undefined;
    const handler = route.handler;
    route.handler = function keepingAnswer(this: FastifyInstance, request: Marked, reply: FastifyReply) {
      const user = request.user;
      if (!user || !changes.live || !on() || request.method !== 'GET') return handler.call(this, request, reply);
      const key = `${user.id}\u0000${pickLanguage(request.headers['accept-language'])}\u0000${request.url}${
        keyOf ? `\u0000${keyOf(request)}` : ''
      }`;
      const hit = kept.get(key);
      if (hit && valid(hit, user)) {
        kept.delete(key);
        kept.set(key, hit);
        served++;
        reply.header('content-type', hit.contentType).send(hit.body);
        return undefined; // sent: nothing for Fastify to do with a result
      }
      const reads = newReads();
      request[pending] = { key, user, reads, headersBefore: new Set(Object.keys(reply.getHeaders())) };
      return noteReadsOf(reads, () => handler.call(this, request, reply));
    } as RouteOptions['handler'];
    const onSend = (request: Marked, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) => {
      store(request, reply, payload);
      done(null, payload);
    };
    appendOnSend(route, onSend);
  });

  const handle: AnswerCache = {
    get size() {
      return kept.size;
    },
    get served() {
      return served;
    },
    clear: () => {
      kept.clear();
      bytes = 0;
    },
    notKept,
  };
  app.decorate('answers', handle);
  return handle;
}
