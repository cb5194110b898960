// Design review (M09). Customer, /applypath/review/: list, options, detail/{id}, messages/{id},
// getCustomerModifyCount (the badge), attachment/{fileId}; with review.create: upload (the zip),
// POST add, PUT edit, POST itemsBatchSet, repeat/{id}, closeOwnRisk/{id}, score/{id}, interact/{id}.
// Engineer (admin.engineer), /admin/review/: list, detail/{id}, messages/{id}, attachment/{fileId},
// POST picture, take/{id}, item/{id}, askRevision/{id}, finish/{id}, interact/{id}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { functionDefs, moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  addItemBody,
  adminReviewListQuery,
  askRevisionBody,
  finishBody,
  interactBody,
  itemsBatchBody,
  repeatBody,
  reviewBody,
  reviewDetailSchema,
  reviewEditBody,
  reviewListQuery,
  reviewMessagesSchema,
  reviewOptionsSchema,
  reviewRowSchema,
  scoreBody,
  uploadedSchema,
} from '../../../contract/review.ts';
import { fileId } from '../../../contract/files.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { cappedPageOf, envelopeOf, pageQuery } from '../../platform/schemas.ts';
import { addItem, askRevision, finishReview, takeReview } from './engineer.ts';
import { sendReviewFile, uploadItemPicture, uploadReviewZip } from './files.ts';
import { customerModifyCount, listReviews, reviewDetail, reviewMessagesOf, reviewOptions } from './read.ts';
import {
  addReview,
  askRetrial,
  closeOwnRisk,
  editReview,
  interact,
  scoreReview,
  setItems,
  type ReviewDeps,
} from './service.ts';

const createCode = functionDefs.find((f) => f.code === 'review.create')!.code;
const fileParams = z.object({ fileId });
const fileQuery = z.object({ inline: z.enum(['1']).optional() });

export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files, mail, config } = app.deps;
  const deps: ReviewDeps = { db, files, mail, portalUrl: config.publicUrl };
  const page = moduleCodes.review.page;
  const base = '/applypath/review';
  const tags = ['review'];
  const created = { 200: envelopeOf(createdSchema) };

  // Reading: both sides, each through its own prefix and code.
  for (const [prefix, access, query] of [
    [base, page, reviewListQuery],
    ['/admin/review', staffCodes.engineer, adminReviewListQuery],
  ] as const) {
    app.get(
      `${prefix}/list`,
      {
        config: { access, keepAnswer: true },
        schema: {
          tags,
          querystring: query.extend(pageQuery.shape),
          response: { 200: envelopeOf(cappedPageOf(reviewRowSchema)) },
        },
      },
      async (request) => ok(await listReviews(db, currentUser(request), request.query)),
    );
    app.get(
      `${prefix}/detail/:id`,
      {
        config: { access, keepAnswer: true },
        schema: { tags, params: idParams, response: { 200: envelopeOf(reviewDetailSchema) } },
      },
      async (request) => ok(await reviewDetail(db, currentUser(request), request.params.id)),
    );
    app.get(
      `${prefix}/messages/:id`,
      {
        config: { access, keepAnswer: true },
        schema: { tags, params: idParams, response: { 200: envelopeOf(reviewMessagesSchema) } },
      },
      async (request) => ok(await reviewMessagesOf(db, currentUser(request), request.params.id)),
    );
    app.get(
      `${prefix}/attachment/:fileId`,
      {
        // <img src> of a result item's picture cannot send a bearer header: the session cookie is accepted.
        config: { access, cookieToken: true },
        schema: { tags, params: fileParams, querystring: fileQuery },
      },
      async (request, reply) =>
        sendReviewFile(deps, request, reply, currentUser(request), request.params.fileId, request.query.inline === '1'),
    );
    app.post(
      `${prefix}/interact/:id`,
      {
        config: { access: prefix === base ? createCode : access },
        schema: { tags, params: idParams, body: interactBody, response: created },
      },
      async (request) => ok(await interact(deps, currentUser(request), request.params.id, request.body)),
    );
  }

  app.get(
    `${base}/getCustomerModifyCount`,
    { config: { access: page, keepAnswer: true }, schema: { tags, response: { 200: envelopeOf(z.number()) } } },
    async (request) => ok(await customerModifyCount(db, currentUser(request))),
  );
  app.get(
    `${base}/options`,
    {
      config: { access: page, keepAnswer: true },
      schema: { tags, response: { 200: envelopeOf(reviewOptionsSchema) } },
    },
    async (request) => ok(await reviewOptions(db, currentUser(request))),
  );
  app.post(
    `${base}/upload`,
    {
      config: { access: createCode },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'One .zip, streamed to disk and checked by its structure; a refused one leaves nothing.',
        response: { 200: envelopeOf(uploadedSchema) },
      },
    },
    async (request, reply) => ok(await uploadReviewZip(deps, request, reply, currentUser(request))),
  );
  app.post(
    `${base}/add`,
    { config: { access: createCode }, schema: { tags, body: reviewBody, response: created } },
    async (request) => ok(await addReview(deps, currentUser(request), request.body)),
  );
  app.put(
    `${base}/edit`,
    { config: { access: createCode }, schema: { tags, body: reviewEditBody, response: created } },
    async (request) => ok(await editReview(deps, currentUser(request), request.body)),
  );
  app.post(
    `${base}/itemsBatchSet`,
    {
      config: { access: createCode },
      schema: {
        tags,
        body: itemsBatchBody,
        response: { 200: envelopeOf(z.object({ id: z.number(), updated: z.number() })) },
      },
    },
    async (request) => ok(await setItems(deps, currentUser(request), request.body)),
  );
  app.post(
    `${base}/repeat/:id`,
    { config: { access: createCode }, schema: { tags, params: idParams, body: repeatBody, response: created } },
    async (request) => ok(await askRetrial(deps, currentUser(request), request.params.id, request.body)),
  );
  app.post(
    `${base}/closeOwnRisk/:id`,
    { config: { access: createCode }, schema: { tags, params: idParams, response: created } },
    async (request) => ok(await closeOwnRisk(deps, currentUser(request), request.params.id)),
  );
  app.post(
    `${base}/score/:id`,
    { config: { access: createCode }, schema: { tags, params: idParams, body: scoreBody, response: created } },
    async (request) => ok(await scoreReview(deps, currentUser(request), request.params.id, request.body)),
  );

  // The engineer's moves.
  const staff = { access: staffCodes.engineer };
  const adminTags = ['admin', 'review'];
  app.post(
    '/admin/review/picture',
    {
      config: staff,
      schema: { tags: adminTags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(uploadedSchema) } },
    },
    async (request, reply) => ok(await uploadItemPicture(deps, request, reply, currentUser(request))),
  );
  app.post(
    '/admin/review/take/:id',
    { config: staff, schema: { tags: adminTags, params: idParams, response: created } },
    async (request) => ok(await takeReview(deps, currentUser(request), request.params.id)),
  );
  app.post(
    '/admin/review/item/:id',
    { config: staff, schema: { tags: adminTags, params: idParams, body: addItemBody, response: created } },
    async (request) => ok(await addItem(deps, currentUser(request), request.params.id, request.body)),
  );
  app.post(
    '/admin/review/askRevision/:id',
    { config: staff, schema: { tags: adminTags, params: idParams, body: askRevisionBody, response: created } },
    async (request) => ok(await askRevision(deps, currentUser(request), request.params.id, request.body)),
  );
  app.post(
    '/admin/review/finish/:id',
    { config: staff, schema: { tags: adminTags, params: idParams, body: finishBody, response: created } },
    async (request) => ok(await finishReview(deps, currentUser(request), request.params.id, request.body)),
  );
}
