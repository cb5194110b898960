// FAQ (M14) and quick start (M15) under /common/{m}/: list, detail (counts a view), like,
// collect and share (FAQ), comments, my comment record.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDetailSchema,
  articleListItemSchema,
  articleListQuery,
  collectBody,
  collectResultSchema,
  commentBody,
  commentSchema,
  likeBody,
  likeResultSchema,
  shareLinkSchema,
  type ArticleModule,
} from '../../../contract/faq.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import {
  addComment,
  articleDetail,
  commentRecord,
  deleteComment,
  listArticles,
  listComments,
  setCollect,
  setLike,
  shareLink,
} from './service.ts';

function registerArticleRoutes(fastify: FastifyInstance, module: ArticleModule) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = `/common/${module}`;
  const page: { access: string } = { access: moduleCodes[module].page };
  const tags = [module];

  app.get(
    `${base}/list`,
    {
      config: page,
      schema: {
        tags,
        querystring: articleListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(articleListItemSchema)) },
      },
    },
    async (request) => ok(await listArticles(db, currentUser(request), module, request.query)),
  );
  app.get(
    `${base}/detail/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(articleDetailSchema) } } },
    async (request) => ok(await articleDetail(db, currentUser(request), module, request.params.id)),
  );
  app.post(
    `${base}/like/:id`,
    {
      config: page,
      schema: { tags, params: idParams, body: likeBody, response: { 200: envelopeOf(likeResultSchema) } },
    },
    async (request) => ok(await setLike(db, currentUser(request), module, request.params.id, request.body.liked)),
  );
  app.post(
    `${base}/comment/:id`,
    {
      config: module === 'faq' ? { access: 'faq.comment' } : page,
      schema: { tags, params: idParams, body: commentBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await addComment(db, currentUser(request), module, request.params.id, request.body.content)),
  );
  app.get(
    `${base}/comments/:id`,
    {
      config: page,
      schema: { tags, params: idParams, querystring: pageQuery, response: { 200: envelopeOf(pageOf(commentSchema)) } },
    },
    async (request) => ok(await listComments(db, currentUser(request), module, request.params.id, request.query)),
  );
  app.delete(
    `${base}/comment/:id`,
    {
      config: page,
      schema: {
        tags,
        params: idParams,
        description: "Deletes one of the caller's own comments.",
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteComment(db, currentUser(request), module, request.params.id);
      return ok(null);
    },
  );
  app.get(
    `${base}/commentRecord`,
    { config: page, schema: { tags, querystring: pageQuery, response: { 200: envelopeOf(pageOf(commentSchema)) } } },
    async (request) => ok(await commentRecord(db, currentUser(request), module, request.query)),
  );
  if (module === 'faq') {
    app.post(
      `${base}/collect/:id`,
      {
        config: page,
        schema: { tags, params: idParams, body: collectBody, response: { 200: envelopeOf(collectResultSchema) } },
      },
      async (request) =>
        ok(await setCollect(db, currentUser(request), module, request.params.id, request.body.collected)),
    );
    app.post(
      `${base}/share/:id`,
      { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(shareLinkSchema) } } },
      async (request) => ok(await shareLink(db, currentUser(request), module, request.params.id)),
    );
  }
}

export async function faqRoutes(app: FastifyInstance) {
  registerArticleRoutes(app, 'faq');
}

export async function quickstartRoutes(app: FastifyInstance) {
  registerArticleRoutes(app, 'quickstart');
}
