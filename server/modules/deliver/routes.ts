// Code delivery list (M12). Customer: GET /common/deliver/list, options, detail/{id} (a delivery's
// id) and download/{id} (a delivery file's id: a delivery holds several files). Staff (admin.publish),
// for the companies assigned to them: /admin/deliver/list, options, detail/{id}, POST add, PUT edit,
// POST release/{id}, withdraw/{id}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeliverListQuery,
  adminDeliverOptionsSchema,
  adminDeliveryDetailSchema,
  adminDeliverySchema,
  deliverBody,
  deliverEditBody,
  deliverListQuery,
  deliverOptionsSchema,
  deliveryDetailSchema,
  deliverySchema,
} from '../../../contract/deliver.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import {
  addDelivery,
  adminDeliverOptions,
  adminDeliveryDetail,
  adminListDeliveries,
  editDelivery,
  moveDelivery,
} from './admin.ts';
import { deliverOptions, deliveryDetail, downloadDeliveryFile, listDeliveries } from './service.ts';

export async function deliverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files } = app.deps;
  const page = moduleCodes.deliver.page;
  const tags = ['deliver'];

  app.get(
    '/common/deliver/list',
    {
      config: { access: page, keepAnswer: true },
      schema: {
        tags,
        querystring: deliverListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(deliverySchema)) },
      },
    },
    async (request) => ok(await listDeliveries(db, currentUser(request), request.query)),
  );
  app.get(
    '/common/deliver/options',
    {
      config: { access: page, keepAnswer: true },
      schema: { tags, response: { 200: envelopeOf(deliverOptionsSchema) } },
    },
    async (request) => ok(await deliverOptions(db, currentUser(request))),
  );
  app.get(
    '/common/deliver/detail/:id',
    {
      config: { access: page, keepAnswer: true },
      schema: { tags, params: idParams, response: { 200: envelopeOf(deliveryDetailSchema) } },
    },
    async (request) => ok(await deliveryDetail(db, currentUser(request), request.params.id)),
  );
  app.get(
    '/common/deliver/download/:id',
    { config: { access: page }, schema: { tags, params: idParams } },
    async (request, reply) =>
      downloadDeliveryFile({ db, files }, request, reply, currentUser(request), request.params.id),
  );

  // Staff: the publishing console.
  const staff = { access: staffCodes.publish };
  const adminTags = ['admin', 'deliver'];
  app.get(
    '/admin/deliver/list',
    {
      config: { ...staff, keepAnswer: true },
      schema: {
        tags: adminTags,
        querystring: adminDeliverListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminDeliverySchema)) },
      },
    },
    async (request) => ok(await adminListDeliveries(db, currentUser(request), request.query)),
  );
  app.get(
    '/admin/deliver/options',
    {
      config: { ...staff, keepAnswer: true },
      schema: { tags: adminTags, response: { 200: envelopeOf(adminDeliverOptionsSchema) } },
    },
    async (request) => ok(await adminDeliverOptions(db, currentUser(request))),
  );
  app.get(
    '/admin/deliver/detail/:id',
    {
      config: { ...staff, keepAnswer: true },
      schema: { tags: adminTags, params: idParams, response: { 200: envelopeOf(adminDeliveryDetailSchema) } },
    },
    async (request) => ok(await adminDeliveryDetail(db, currentUser(request), request.params.id)),
  );
  app.post(
    '/admin/deliver/add',
    {
      config: staff,
      schema: { tags: adminTags, body: deliverBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await addDelivery(db, currentUser(request), request.body, request.ip)),
  );
  app.put(
    '/admin/deliver/edit',
    {
      config: staff,
      schema: { tags: adminTags, body: deliverEditBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await editDelivery(db, currentUser(request), request.body, request.ip)),
  );
  for (const [action, to] of [
    ['release', 'released'],
    ['withdraw', 'withdrawn'],
  ] as const)
    app.post(
      `/admin/deliver/${action}/:id`,
      {
        config: staff,
        schema: { tags: adminTags, params: idParams, response: { 200: envelopeOf(createdSchema) } },
      },
      async (request) => ok(await moveDelivery(db, currentUser(request), request.params.id, to, request.ip)),
    );
}
