// Full-text search (M21): GET /common/search/global, POST /common/search/advanced.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advancedSearchBody, globalSearchQuery, searchResultSchema } from '../../../contract/search.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageQuery } from '../../platform/schemas.ts';
import { search } from './service.ts';
import { moduleCodes } from '../../../contract/menus.ts';

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const response = { 200: envelopeOf(searchResultSchema) };

  app.get(
    '/common/search/global',
    {
      config: { access: moduleCodes.search.page },
      schema: { tags: ['search'], querystring: globalSearchQuery.extend(pageQuery.shape), response },
    },
    async (request) => {
      const { keyword, module, pageNum, pageSize } = request.query;
      return ok(
        await search(db, currentUser(request), { keyword, modules: module ? [module] : undefined, pageNum, pageSize }),
      );
    },
  );

  app.post(
    '/common/search/advanced',
    {
      config: { access: moduleCodes.search.page },
      schema: { tags: ['search'], body: advancedSearchBody.extend(pageQuery.shape), response },
    },
    async (request) => ok(await search(db, currentUser(request), request.body)),
  );
}
