// buildApp(deps): plugins, then every module's routes. Tests build their own with their own deps.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onSendHookHandler,
  type RouteOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Code } from '../contract/codes.ts';
import type { Config } from './config.ts';
import { changesOf } from './db/changes.ts';
import type { Db } from './db/client.ts';
import { noteWritesOf } from './db/reads.ts';
import { registerAnswerCache } from './platform/answer-cache.ts';
import { registerStaffAudit } from './platform/audit.ts';
import { registerAuth, type RouteInfo } from './platform/auth.ts';
import { appendOnSend, onlyReads, readMethods } from './platform/route-hooks.ts';
import { AppError } from './platform/envelope.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { FilesPlatform } from './platform/files.ts';
import type { MailPlatform } from './platform/mail.ts';
import { pickLanguage, t } from './platform/messages.ts';
import { createMetrics } from './platform/metrics.ts';
import { createStamper, type Stamper } from './platform/stamp.ts';
import { modules } from './modules/index.ts';
import { readMaintenance } from './modules/settings/service.ts';
import { requestForLog } from './platform/log-request.ts';

export type AppDeps = {
  db: Db;
  config: Config;
  mail: MailPlatform;
  files: FilesPlatform;
  /** Build version answered by /version.json. */
  version: string;
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance;
export type ModuleContext = AppDeps & {
  routes: RouteInfo[];
  metrics: ReturnType<typeof createMetrics>;
  stamper: Stamper;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: ModuleContext;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger the start passes, a request is logged through requestForLog (no secrets in URLs).
    logger:
      deps.logger && typeof deps.logger === 'object'
        ? { ...deps.logger, serializers: { req: requestForLog, ...deps.logger.serializers } }
        : (deps.logger ?? false),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 500 },
    // A path parameter over that length, or a URL that does not decode, answers the envelope too.
    frameworkErrors,
    // So does a request Node's parser refuses: headers over 16 KB, a request line that does not parse.
    clientErrorHandler: clientErrorHandler(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteInfo[] = [];
  const metrics = createMetrics();
  app.decorate('deps', { ...deps, routes, metrics, stamper: createStamper(deps.config.dataDir, deps.db, deps.files) });

  registerErrorHandling(app);
  registerInputGuard(app);
  metrics.register(app);
  registerAuth(app, deps.db, routes);
  // Before the settle: the audit row of a staff call is among the writes its answer waits for.
  registerStaffAudit(app, deps.db);
  registerSettle(app, deps.db);
  registerAnswerCache(app, deps.db);

  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: deps.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Routes answered before sign-in carry their own, stricter limits; files are not throttled here.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError(429, Code.tooMany, 'tooMany'),
  });
  // An upload's body is read by its route, as it streams (server/platform/multipart-file.ts): the
  // parser only lets multipart through untouched. @fastify/multipart did the same but also hung two
  // async hooks on every route (a fifth of the health route's time) for features we do not use.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Nexora customer support portal API', version: deps.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const register of modules) await app.register(register, { prefix: '/api' });

  await registerWeb(app, deps);
  return app;
}

/**
 * A write's response waits until its changes have reached this process's change feed, so the
 * caller's next request never meets an identity or a list page the write made stale. PGlite hears
 * a change inside the committing call; PostgreSQL a moment after the commit. Reads pay nothing.
 */
function registerSettle(app: FastifyInstance, db: Db) {
  const changes = changesOf(db);
  if (!changes || changes.immediate) return;
  // Within the request too: a read of the read cache after the handler's own write waits for it
  // (server/db/reads.ts). Every handler runs noting its writes; registered before the routes.
  // Per route, not global hooks: the liveness probe writes nothing and stays bare (decision 0022),
  // and a route that only reads does not pay an onSend hook on every answer.
  const settled: onSendHookHandler = (request, _reply, payload, done) => {
    if (readMethods.has(request.method)) return done(null, payload);
    changes.settle().then(() => done(null, payload), done);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.probe) return;
    const handler = route.handler;
    route.handler = function notingWrites(this: FastifyInstance, request, reply) {
      return noteWritesOf(() => handler.call(this, request, reply));
    } as RouteOptions['handler'];
    if (onlyReads(route)) return;
    appendOnSend(route, settled);
  });
}

/** The built SPA: static files, /version.json never cached, index.html for history-mode routes. */
async function registerWeb(app: FastifyInstance, deps: AppDeps) {
  // The guard asks this on every navigation, so it also carries the maintenance flag (/systemUpgrade).
  app.get('/version.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store, max-age=0');
    return { version: deps.version, maintenance: (await readMaintenance(deps.db)).on };
  });
  const indexFile = path.join(deps.config.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: deps.config.webDir,
      // One wildcard route: a path that is no file falls through to the not-found handler,
      // which answers index.html for history-mode routes. /version.json stays ours (exact match wins).
      wildcard: true,
      index: false,
      // The build writes each script, style sheet and page compressed beside itself (vite.config.ts,
      // `precompressed`): a browser that accepts br or gzip gets those bytes, with Vary: Accept-Encoding.
      preCompressed: true,
      // Hashed assets may be cached for a year; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The root is a directory to the static plugin (403); it is the home route of the SPA.
  if (hasWeb)
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      const msg = t(pickLanguage(request.headers['accept-language']), 'routeNotFound', {
        path: request.url.split('?')[0],
      });
      return reply.code(404).send({ code: Code.notFound, msg, data: null });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
