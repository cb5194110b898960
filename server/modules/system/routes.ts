// Health, readiness and metrics: what a load balancer and a scraper ask.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from '../../db/orm.ts';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { forbidden, ok } from '../../platform/envelope.ts';
import { loggableError } from '../../platform/errors.ts';
import { mayReadMetrics } from '../../platform/metrics.ts';
import { pickLanguage, t } from '../../platform/messages.ts';

const healthSchema = z.object({ code: z.number(), msg: z.string(), data: z.object({ status: z.string() }) });
/** Always the same: sent as text, never serialized again (a probe may ask thousands of times a second). */
const liveBody = JSON.stringify(healthSchema.parse(ok({ status: 'ok' })));

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, metrics } = app.deps;

  // Liveness: answers without touching the database, so it measures the process alone.
  app.get(
    '/healthz',
    {
      config: { access: 'public', rateLimit: false, probe: true },
      schema: { tags: ['system'], response: { 200: healthSchema } },
    },
    (_request, reply: FastifyReply) => {
      reply.type('application/json; charset=utf-8').send(liveBody);
    },
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return ok({ status: 'ready' });
      } catch (error) {
        request.log.error({ error: loggableError(error) }, 'readiness check failed');
        return reply.code(503).send({
          code: Code.internal,
          msg: t(pickLanguage(request.headers['accept-language']), 'databaseDown'),
          data: { status: 'unavailable' },
        });
      }
    },
  );

  // Public to the auth hook (a scraper has no session); mayReadMetrics decides who reads them.
  app.get(
    '/metrics',
    { config: { access: 'public', rateLimit: false }, schema: { tags: ['system'], hide: true } },
    async (request, reply) => {
      if (!mayReadMetrics(request, app.deps.config.metricsToken)) throw forbidden();
      reply.type('text/plain; version=0.0.4');
      return metrics.render();
    },
  );
}
