// Patches (M07): the customer's list, detail, file download, merge (patch.merge) and histories
// under /common/patch/, and the staff's publishing console under /admin/patch/ (admin.publish).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  adminPatchListQuery,
  adminPatchPageSchema,
  adminPatchSchema,
  patchActions,
  patchBody,
  patchDetailSchema,
  patchDownloadSchema,
  patchHistoryQuery,
  patchIdParams,
  patchListQuery,
  patchMergeBody,
  patchMergeResultSchema,
  patchMergeSchema,
  patchOptionSchema,
  patchOptionsQuery,
  patchPageSchema,
} from '../../../contract/patch.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import {
  adminPatchDetail,
  changePatchState,
  createPatch,
  editPatch,
  listAdminPatches,
  relatedOptions,
} from './admin-service.ts';
import { refuseWhileSwitchedOff } from '../auth/menu.ts';
import { mergePatches } from './merge.ts';
import { downloadPatch, listDownloads, listMerges, listPatches, patchDetail } from './service.ts';

export async function patchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files } = app.deps;
  const page = { access: moduleCodes.patch.page };
  // Lists, the detail and the histories are the same for the same URL, caller and language (decision 0020).
  const kept = { ...page, keepAnswer: true };
  const staff = { access: staffCodes.publish };
  const tags = ['patch'];

  // While the operator's patchDisplay setting is off, the customer calls answer 403 (the menu has no M07).
  refuseWhileSwitchedOff(app, db, page.access, [page.access, 'patch.merge']);

  app.get(
    '/common/patch/list',
    {
      config: kept,
      schema: {
        tags,
        querystring: patchListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(patchPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...conditions } = request.query;
      return ok(await listPatches(db, currentUser(request), conditions, { pageNum, pageSize }));
    },
  );

  app.get(
    '/common/patch/detail/:id',
    { config: kept, schema: { tags, params: patchIdParams, response: { 200: envelopeOf(patchDetailSchema) } } },
    async (request) => ok(await patchDetail(db, currentUser(request), request.params.id)),
  );

  app.get(
    '/common/patch/download/:id',
    { config: page, schema: { tags, params: patchIdParams } },
    async (request, reply) => downloadPatch({ db, files }, request, reply, currentUser(request), request.params.id),
  );

  app.post(
    '/common/patch/merge',
    {
      config: { access: 'patch.merge' },
      schema: { tags, body: patchMergeBody, response: { 200: envelopeOf(patchMergeResultSchema) } },
    },
    async (request) => ok(await mergePatches(db, currentUser(request), request.body, request.ip)),
  );

  app.get(
    '/common/patch/mergeHistory',
    {
      config: kept,
      schema: {
        tags,
        description: "With patchId: that patch's merges by the caller's company; without: the caller's own merges.",
        querystring: patchHistoryQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(patchMergeSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, patchId } = request.query;
      return ok(await listMerges(db, currentUser(request), patchId, { pageNum, pageSize }));
    },
  );

  app.get(
    '/common/patch/downloadHistory',
    {
      config: kept,
      schema: {
        tags,
        description: "With patchId: that patch's downloads by the caller's company; without: the caller's own.",
        querystring: patchHistoryQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(patchDownloadSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, patchId } = request.query;
      return ok(await listDownloads(db, currentUser(request), patchId, { pageNum, pageSize }));
    },
  );

  // Staff console.
  app.get(
    '/admin/patch/list',
    {
      config: staff,
      schema: {
        tags,
        querystring: adminPatchListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(adminPatchPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listAdminPatches(db, q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/patch/detail/:id',
    { config: staff, schema: { tags, params: patchIdParams, response: { 200: envelopeOf(adminPatchSchema) } } },
    async (request) => ok(await adminPatchDetail(db, request.params.id)),
  );

  app.get(
    '/admin/patch/relatedOptions',
    {
      config: staff,
      schema: { tags, querystring: patchOptionsQuery, response: { 200: envelopeOf(z.array(patchOptionSchema)) } },
    },
    async (request) => ok(await relatedOptions(db, request.query.platformId)),
  );

  app.post(
    '/admin/patch/add',
    { config: staff, schema: { tags, body: patchBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await createPatch(db, currentUser(request), request.body, request.ip)),
  );

  app.put(
    '/admin/patch/edit/:id',
    {
      config: staff,
      schema: { tags, params: patchIdParams, body: patchBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await editPatch(db, currentUser(request), request.params.id, request.body, request.ip);
      return ok(null);
    },
  );

  for (const action of patchActions) {
    app.post(
      `/admin/patch/${action}/:id`,
      { config: staff, schema: { tags, params: patchIdParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await changePatchState(db, currentUser(request), request.params.id, action, request.ip);
        return ok(null);
      },
    );
  }
}
