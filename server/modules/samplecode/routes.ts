// Sample code (M06): the customer's list, detail and package download under /common/samplecode/,
// and the staff's publishing console under /admin/samplecode/ (admin.publish).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  adminSampleListQuery,
  adminSamplePageSchema,
  adminSampleSchema,
  sampleActions,
  sampleBody,
  sampleIdParams,
  sampleListQuery,
  samplePageSchema,
  sampleSchema,
} from '../../../contract/samplecode.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageQuery } from '../../platform/schemas.ts';
import { adminSampleDetail, changeSampleState, createSample, editSample, listAdminSamples } from './admin-service.ts';
import { downloadSample, listSamples, sampleDetail } from './service.ts';

export async function samplecodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files } = app.deps;
  const page = { access: moduleCodes.samplecode.page };
  // A list page and a detail are the same for the same URL, caller and language (answer-cache.ts).
  const kept = { ...page, keepAnswer: true };
  const staff = { access: staffCodes.publish };
  const tags = ['samplecode'];

  app.get(
    '/common/samplecode/list',
    {
      config: kept,
      schema: {
        tags,
        querystring: sampleListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(samplePageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...conditions } = request.query;
      return ok(await listSamples(db, currentUser(request), conditions, { pageNum, pageSize }));
    },
  );

  app.get(
    '/common/samplecode/detail/:id',
    { config: kept, schema: { tags, params: sampleIdParams, response: { 200: envelopeOf(sampleSchema) } } },
    async (request) => ok(await sampleDetail(db, currentUser(request), request.params.id)),
  );

  app.get(
    '/common/samplecode/download/:id',
    { config: page, schema: { tags, params: sampleIdParams } },
    async (request, reply) => downloadSample({ db, files }, request, reply, currentUser(request), request.params.id),
  );

  app.get(
    '/admin/samplecode/list',
    {
      config: staff,
      schema: {
        tags,
        querystring: adminSampleListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(adminSamplePageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listAdminSamples(db, q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/samplecode/detail/:id',
    { config: staff, schema: { tags, params: sampleIdParams, response: { 200: envelopeOf(adminSampleSchema) } } },
    async (request) => ok(await adminSampleDetail(db, request.params.id)),
  );

  app.post(
    '/admin/samplecode/add',
    { config: staff, schema: { tags, body: sampleBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await createSample(db, currentUser(request), request.body, request.ip)),
  );

  app.put(
    '/admin/samplecode/edit/:id',
    {
      config: staff,
      schema: { tags, params: sampleIdParams, body: sampleBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await editSample(db, currentUser(request), request.params.id, request.body, request.ip);
      return ok(null);
    },
  );

  for (const action of sampleActions) {
    app.post(
      `/admin/samplecode/${action}/:id`,
      { config: staff, schema: { tags, params: sampleIdParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await changeSampleState(db, currentUser(request), request.params.id, action, request.ip);
        return ok(null);
      },
    );
  }
}
