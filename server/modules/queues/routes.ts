// The engineers' work queues under /admin/queues/ (staff code admin.engineer): PCN change requests,
// document and report feedback, survey answers, home feedback, FAQ and quick-start comments. Per
// kind (in the path): the list, one item, reply (open → replied) and close (open or replied →
// closed); the open counts for the tabs' badges and the company filter's choices. Only items of the
// companies assigned to the engineer; any other id is 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCodes } from '../../../contract/menus.ts';
import {
  queueCompaniesSchema,
  queueCountsSchema,
  queueDetailSchema,
  queueItemParams,
  queueKindParams,
  queueListQuery,
  queuePageSchema,
  queueReplyBody,
} from '../../../contract/queues.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import { closeItem, listQueue, queueCompanies, queueCounts, queueDetail, replyToItem } from './service.ts';

export async function queuesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mail, config } = app.deps;
  const deps = { db, mail, portalUrl: config.publicUrl };
  const staff = { access: staffCodes.engineer };
  const tags = ['queues'];

  app.get(
    '/admin/queues/counts',
    { config: staff, schema: { tags, response: { 200: envelopeOf(queueCountsSchema) } } },
    async (request) => ok(await queueCounts(db, currentUser(request))),
  );

  app.get(
    '/admin/queues/companies',
    { config: staff, schema: { tags, response: { 200: envelopeOf(queueCompaniesSchema) } } },
    async (request) => ok(await queueCompanies(db, currentUser(request))),
  );

  app.get(
    '/admin/queues/:kind/list',
    {
      config: staff,
      schema: {
        tags,
        params: queueKindParams,
        querystring: queueListQuery,
        description: 'Newest first; status, company and keyword filters; only the engineer’s companies.',
        response: { 200: envelopeOf(queuePageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listQueue(db, currentUser(request), request.params.kind, q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/queues/:kind/:id',
    { config: staff, schema: { tags, params: queueItemParams, response: { 200: envelopeOf(queueDetailSchema) } } },
    async (request) => ok(await queueDetail(db, currentUser(request), request.params.kind, request.params.id)),
  );

  app.post(
    '/admin/queues/:kind/reply/:id',
    {
      config: staff,
      schema: {
        tags,
        params: queueItemParams,
        body: queueReplyBody,
        description: 'open → replied; the customer sees the reply and is mailed. A replied or closed item: 409.',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await replyToItem(deps, currentUser(request), kind, id, request.body.reply, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/admin/queues/:kind/close/:id',
    {
      config: staff,
      schema: {
        tags,
        params: queueItemParams,
        description: 'open or replied → closed; a closed item: 409.',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await closeItem(deps, currentUser(request), kind, id, request.ip);
      return ok(null);
    },
  );
}
