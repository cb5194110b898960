// System announcements: the home list (signed in) and one notice for /noticePage (public, like
// the page itself, so a maintenance notice can be read without signing in). Released ones only:
// drafts and withdrawn announcements (the staff console's) are shown to nobody here.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from '../../db/orm.ts';
import { z } from 'zod';
import { idParams } from '../../../contract/fields.ts';
import { announcementDetailSchema, announcementSchema, listSizeQuery } from '../../../contract/home.ts';
import { announcements } from '../../db/schema/index.ts';
import { notFound, ok } from '../../platform/envelope.ts';
import { envelopeOf } from '../../platform/schemas.ts';

export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/common/homepage/notification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notice'],
        querystring: listSizeQuery,
        response: { 200: envelopeOf(z.array(announcementSchema)) },
      },
    },
    async (request) => {
      const rows = await db
        .select({
          id: announcements.id,
          title: announcements.title,
          titleEn: announcements.titleEn,
          publishedAt: announcements.publishedAt,
        })
        .from(announcements)
        .where(eq(announcements.status, 'released'))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(request.query.pageSize);
      return ok(rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })));
    },
  );

  app.get(
    '/common/notice/detail/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['notice'], params: idParams, response: { 200: envelopeOf(announcementDetailSchema) } },
    },
    async (request) => {
      // A draft or withdrawn announcement does not exist for readers.
      const [row] = await db
        .select({
          id: announcements.id,
          title: announcements.title,
          titleEn: announcements.titleEn,
          content: announcements.content,
          contentEn: announcements.contentEn,
          publishedAt: announcements.publishedAt,
        })
        .from(announcements)
        .where(and(eq(announcements.id, request.params.id), eq(announcements.status, 'released')));
      if (!row) throw notFound();
      return ok({ ...row, publishedAt: row.publishedAt.toISOString() });
    },
  );
}
