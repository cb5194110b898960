// The download centre (M17): latest releases, my downloads; and the user guide (M22).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from '../../db/orm.ts';
import { catalogKinds, catalogPageSchema } from '../../../contract/dcc.ts';
import { myDownloadSchema, myDownloadsQuery, releaseListQuery, userGuideQuery } from '../../../contract/download.ts';
import { files as fileRows, settings } from '../../db/schema/index.ts';
import { listItems } from '../dcc/catalog.ts';
import { currentUser } from '../../platform/auth.ts';
import { notFound, ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { listMyDownloads } from './service.ts';
import { moduleCodes } from '../../../contract/menus.ts';

export async function downloadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files } = app.deps;

  // The centre: latest releases across the catalogue modules the user may open, same filters.
  app.get(
    '/common/download/list',
    {
      config: { access: moduleCodes.download.page, keepAnswer: true },
      schema: {
        tags: ['download'],
        querystring: releaseListQuery,
        response: { 200: envelopeOf(catalogPageSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { pageNum, pageSize, kind, ...conditions } = request.query;
      return ok(await listItems(db, user, kind ? [kind] : catalogKinds, conditions, { pageNum, pageSize }));
    },
  );

  // M22: the user guide PDF of the chosen language.
  app.get(
    '/common/download/userGuide',
    {
      config: { access: moduleCodes.userGuide.page },
      schema: { tags: ['download'], querystring: userGuideQuery },
    },
    async (request, reply) => {
      const [setting] = await db
        .select()
        .from(settings)
        .where(eq(settings.key, `userGuide.${request.query.lang}`));
      const [file] = setting
        ? await db
            .select()
            .from(fileRows)
            .where(eq(fileRows.id, Number(setting.value)))
        : [];
      if (!file) throw notFound();
      return files.send(request, reply, file);
    },
  );

  app.get(
    '/common/download/mine',
    {
      config: { access: moduleCodes.download.page, keepAnswer: true },
      schema: {
        tags: ['download'],
        querystring: myDownloadsQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(myDownloadSchema)) },
      },
    },
    async (request) => ok(await listMyDownloads(db, currentUser(request), request.query)),
  );
}
