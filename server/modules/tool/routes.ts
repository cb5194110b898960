// Tools (M04): the shared catalogue routes and the version records.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, toolVersionSchema } from '../../../contract/dcc.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import { listToolVersions } from '../dcc/extras.ts';
import { registerFamilyRoutes } from '../dcc/family-routes.ts';
import { moduleCodes } from '../../../contract/menus.ts';

export async function toolRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerFamilyRoutes(app, 'tool', '/dccpath/tool/file/getNoDownloadCount');
  app.get(
    '/dccpath/tool/file/versions/:id',
    {
      config: { access: moduleCodes.tool.page },
      schema: { tags: ['tool'], params: idParams, response: { 200: envelopeOf(z.array(toolVersionSchema)) } },
    },
    async (request) => ok(await listToolVersions(app.deps.db, currentUser(request), request.params.id)),
  );
}
