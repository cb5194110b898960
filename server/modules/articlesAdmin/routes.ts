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
} from '../../../contract/articlesAdmin.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { staffCodes } from '../../../contract/menus.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
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

  // Announcements.
  {
    const tags = ['articlesAdmin'];
    const base = '/admin/announcement';
    app.get(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          querystring: announcementAdminQuery.extend(pageQuery.shape),
          response: { 200: envelopeOf(pageOf(announcementAdminSchema)) },
        },
      },
      async (request) => {
        const { pageNum, pageSize, ...q } = request.query;
        return ok(await listAdminAnnouncements(db, q, { pageNum, pageSize }));
      },
    );
    app.get(
      `${base}/detail/:id`,
      { config, schema: { tags, params: idParams, response: { 200: envelopeOf(announcementAdminSchema) } } },
      async (request) => ok(await adminAnnouncementDetail(db, request.params.id)),
    );
    app.post(
      `${base}/add`,
      { config, schema: { tags, body: announcementBody, response: { 200: envelopeOf(createdSchema) } } },
      async (request) => ok(await createAnnouncement(db, currentUser(request), request.body, request.ip)),
    );
    app.put(
      `${base}/edit/:id`,
      { config, schema: { tags, params: idParams, body: announcementBody, response: done } },
      async (request) => {
        await editAnnouncement(db, currentUser(request), request.params.id, request.body, request.ip);
        return ok(null);
      },
    );
    for (const action of publishActions)
      app.post(
        `${base}/${action}/:id`,
        { config, schema: { tags, params: idParams, response: done } },
        async (request) => {
          await changeAnnouncementState(db, currentUser(request), request.params.id, action, request.ip);
          return ok(null);
        },
      );
  }

  // Partners.
  {
    const tags = ['articlesAdmin'];
    const base = '/admin/partner';
    app.get(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          querystring: partnerAdminQuery.extend(pageQuery.shape),
          response: { 200: envelopeOf(pageOf(partnerAdminSchema)) },
        },
      },
      async (request) => {
        const { pageNum, pageSize, ...q } = request.query;
        return ok(await listAdminPartners(db, q, { pageNum, pageSize }));
      },
    );
    app.get(
      `${base}/detail/:id`,
      { config, schema: { tags, params: idParams, response: { 200: envelopeOf(partnerAdminSchema) } } },
      async (request) => ok(await adminPartnerDetail(db, request.params.id)),
    );
    app.post(
      `${base}/add`,
      { config, schema: { tags, body: partnerBody, response: { 200: envelopeOf(createdSchema) } } },
      async (request) => ok(await createPartner(db, currentUser(request), request.body, request.ip)),
    );
    app.put(
      `${base}/edit/:id`,
      { config, schema: { tags, params: idParams, body: partnerBody, response: done } },
      async (request) => {
        await editPartner(db, currentUser(request), request.params.id, request.body, request.ip);
        return ok(null);
      },
    );
    for (const action of publishActions)
      app.post(
        `${base}/${action}/:id`,
        { config, schema: { tags, params: idParams, response: done } },
        async (request) => {
          await changePartnerState(db, currentUser(request), request.params.id, action, request.ip);
          return ok(null);
        },
      );
  }
}
