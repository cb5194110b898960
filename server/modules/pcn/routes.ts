// Product change notices (M03): the shared catalogue routes, change requests and acknowledgement.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRequestBody, changeRequestListQuery, changeRequestSchema, idParams } from '../../../contract/dcc.ts';
import { createdSchema } from '../../../contract/fields.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf } from '../../platform/schemas.ts';
import { acknowledgeNotice, addChangeRequest, listChangeRequests } from '../dcc/extras.ts';
import { registerFamilyRoutes } from '../dcc/family-routes.ts';
import { moduleCodes } from '../../../contract/menus.ts';

export async function pcnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  registerFamilyRoutes(app, 'pcn', '/dccpath/pcn/file/getNoDownloadCount');
  const access = { access: moduleCodes.pcn.page };

  app.post(
    '/dccpath/pcn/file/changeRequest',
    {
      config: access,
      schema: { tags: ['pcn'], body: changeRequestBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await addChangeRequest(db, currentUser(request), request.body)),
  );
  app.get(
    '/dccpath/pcn/file/changeRequestList',
    {
      config: access,
      schema: {
        tags: ['pcn'],
        querystring: changeRequestListQuery,
        response: { 200: envelopeOf(pageOf(changeRequestSchema)) },
      },
    },
    async (request) => {
      const { itemId, ...page } = request.query;
      return ok(await listChangeRequests(db, currentUser(request), itemId, page));
    },
  );
  app.post(
    '/dccpath/pcn/file/acknowledge/:id',
    { config: access, schema: { tags: ['pcn'], params: idParams, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await acknowledgeNotice(db, currentUser(request), request.params.id);
      return ok(null);
    },
  );
}
