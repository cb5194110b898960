// Publishing FAQ and quick-start articles, announcements and partners from the staff console
// (staff code admin.publish): /admin/article/{faq|quickstart}/…, /admin/announcement/…,
// /admin/partner/… — each kind with list (every state), detail, add (a draft), edit, release and
// withdraw. Article attachments are uploaded first (POST /common/file/upload) and named by fileId.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementAdminQuery,
  announcementAdminSchema,
  announcementBody,
  articleAdminBody,
  articleAdminDetailSchema,
  articleAdminOptionsSchema,
  articleAdminQuery,
  articleAdminSchema,
  articleModuleIdParams,
  articleModuleParams,
  partnerAdminQuery,
  partnerAdminSchema,
  partnerBody,
  publishActions,
  type PublishAction,
} from '../../../contract/articlesAdmin.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { staffCodes } from '../../../contract/menus.ts';
import { currentUser, type AuthUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { PageAsk, Paged } from '../../platform/paging.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import {
  adminArticleDetail,
  articleOptions,
  changeArticleState,
  createArticle,
  editArticle,
  listAdminArticles,
} from './articles.ts';
import {
  adminAnnouncementDetail,
  adminPartnerDetail,
  changeAnnouncementState,
  changePartnerState,
  createAnnouncement,
  createPartner,
  editAnnouncement,
  editPartner,
  listAdminAnnouncements,
  listAdminPartners,
} from './notices.ts';

export async function articlesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const config = { access: staffCodes.publish };
  const done = { 200: envelopeOf(z.null()) };

  // Articles: the module in the path.
  {
    const tags = ['articlesAdmin'];
    const base = '/admin/article/:module';

    app.get(
      '/admin/article/options',
      { config, schema: { tags, response: { 200: envelopeOf(articleAdminOptionsSchema) } } },
      async () => ok(await articleOptions(db)),
    );

    app.get(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          params: articleModuleParams,
          querystring: articleAdminQuery.extend(pageQuery.shape),
          response: { 200: envelopeOf(pageOf(articleAdminSchema)) },
        },
      },
      async (request) => {
        const { pageNum, pageSize, ...q } = request.query;
        return ok(await listAdminArticles(db, request.params.module, q, { pageNum, pageSize }));
      },
    );

    app.get(
      `${base}/detail/:id`,
      {
        config,
        schema: { tags, params: articleModuleIdParams, response: { 200: envelopeOf(articleAdminDetailSchema) } },
      },
      async (request) => ok(await adminArticleDetail(db, request.params.module, request.params.id)),
    );

    app.post(
      `${base}/add`,
      {
        config,
        schema: {
          tags,
          params: articleModuleParams,
          body: articleAdminBody,
          description: 'A draft; the rich text is sanitized, an empty number is given one.',
          response: { 200: envelopeOf(createdSchema) },
        },
      },
      async (request) =>
        ok(await createArticle(db, currentUser(request), request.params.module, request.body, request.ip)),
    );

    app.put(
      `${base}/edit/:id`,
      {
        config,
        schema: {
          tags,
          params: articleModuleIdParams,
          body: articleAdminBody,
          description: 'A draft or released article (released: becomes updated and is indexed again); withdrawn: 409.',
          response: done,
        },
      },
      async (request) => {
        const { module, id } = request.params;
        await editArticle(db, currentUser(request), module, id, request.body, request.ip);
        return ok(null);
      },
    );

    for (const action of publishActions)
      app.post(
        `${base}/${action}/:id`,
        { config, schema: { tags, params: articleModuleIdParams, response: done } },
        async (request) => {
          const { module, id } = request.params;
          await changeArticleState(db, currentUser(request), module, id, action, request.ip);
          return ok(null);
        },
      );
  }

  registerNoticeRoutes(app, '/admin/announcement', {
    query: announcementAdminQuery,
    item: announcementAdminSchema,
    body: announcementBody,
    list: (q, page) => listAdminAnnouncements(db, q, page),
    detail: (id) => adminAnnouncementDetail(db, id),
    create: (user, body, ip) => createAnnouncement(db, user, body, ip),
    edit: (user, id, body, ip) => editAnnouncement(db, user, id, body, ip),
    change: (user, id, action, ip) => changeAnnouncementState(db, user, id, action, ip),
  });
  registerNoticeRoutes(app, '/admin/partner', {
    query: partnerAdminQuery,
    item: partnerAdminSchema,
    body: partnerBody,
    list: (q, page) => listAdminPartners(db, q, page),
    detail: (id) => adminPartnerDetail(db, id),
    create: (user, body, ip) => createPartner(db, user, body, ip),
    edit: (user, id, body, ip) => editPartner(db, user, id, body, ip),
    change: (user, id, action, ip) => changePartnerState(db, user, id, action, ip),
  });
}

type NoticeService<Q extends z.ZodObject, B extends z.ZodType> = {
  query: Q;
  item: z.ZodType;
  body: B;
  list: (q: z.output<Q>, page: PageAsk) => Promise<Paged<unknown>>;
  detail: (id: number) => Promise<unknown>;
  create: (user: AuthUser, body: z.output<B>, ip: string) => Promise<{ id: number }>;
  edit: (user: AuthUser, id: number, body: z.output<B>, ip: string) => Promise<void>;
  change: (user: AuthUser, id: number, action: PublishAction, ip: string) => Promise<void>;
};

/** The six routes of a two-language home notice (announcements, partners): one shape for both. */
function registerNoticeRoutes<Q extends z.ZodObject, B extends z.ZodType>(
  fastify: FastifyInstance,
  base: string,
  kind: NoticeService<Q, B>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: staffCodes.publish };
  const tags = ['articlesAdmin'];
  const done = { 200: envelopeOf(z.null()) };
  app.get(
    `${base}/list`,
    {
      config,
      schema: {
        tags,
        querystring: kind.query.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(kind.item)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query as z.output<Q> & PageAsk;
      return ok(await kind.list(q as z.output<Q>, { pageNum, pageSize }));
    },
  );
  app.get(
    `${base}/detail/:id`,
    { config, schema: { tags, params: idParams, response: { 200: envelopeOf(kind.item) } } },
    async (request) => ok(await kind.detail(request.params.id)),
  );
  app.post(
    `${base}/add`,
    { config, schema: { tags, body: kind.body, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await kind.create(currentUser(request), request.body as z.output<B>, request.ip)),
  );
  app.put(
    `${base}/edit/:id`,
    { config, schema: { tags, params: idParams, body: kind.body, response: done } },
    async (request) => {
      await kind.edit(currentUser(request), request.params.id, request.body as z.output<B>, request.ip);
      return ok(null);
    },
  );
  for (const action of publishActions)
    app.post(
      `${base}/${action}/:id`,
      { config, schema: { tags, params: idParams, response: done } },
      async (request) => {
        await kind.change(currentUser(request), request.params.id, action, request.ip);
        return ok(null);
      },
    );
}
