// Patch sets (M16) under /common/cust/ and /common/patchset/ (spec §7), the extra calls the apply
// screens need (branches, apply detail, e-patch download), and the staff console under
// /admin/patchset/ (admin.engineer). While the page is switched off for the caller (the operator's
// patchsetDisplay setting, or the company's display switches), every customer call of it answers 403
// (the switch call itself still answers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  accGroupConfigSchema,
  adminActionBodies,
  adminActions,
  adminApplyQuery,
  adminApplySchema,
  applyDetailSchema,
  applyFileParams,
  applyListQuery,
  applyPageSchema,
  branchSchema,
  cartAddedSchema,
  cartBody,
  cartSchema,
  companySwitchesSchema,
  dependencyParQuery,
  dependencyParSchema,
  detailHistoryQuery,
  detailParQuery,
  issueTypeSchema,
  myGroupSchema,
  myParQuery,
  myParSchema,
  nextReleaseQuery,
  parDetailSchema,
  parPageSchema,
  patchsetConditions,
  patchsetDropDownSchema,
  patchsetExportBody,
  patchsetExportMaxRows,
  patchsetHistorySchema,
  patchsetListBody,
  patchsetPageSchema,
  patchsetSchema,
  pendingParQuery,
  pendingParSchema,
  revokeBody,
  saveBody,
  switchesBody,
  switchesSchema,
} from '../../../contract/patchset.ts';
import { currentUser } from '../../platform/auth.ts';
import { refuseWhileSwitchedOff } from '../auth/menu.ts';
import { AppError, ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { adminApplies, adminApplyDetail, adminSwitches, moveApply, setSwitches } from './admin.ts';
import {
  accGroupConfig,
  addToCart,
  applyDetail,
  branchForApply,
  branchesFor,
  cartOf,
  downloadEpatchFile,
  groupOf,
  listApplies,
  myPars,
  removeFromCart,
  revokeApply,
  submitApply,
} from './apply.ts';
import { exportWorkbook } from './export.ts';
import {
  dependencyClosure,
  dropDown,
  exportPatchsets,
  issueTypeList,
  listPatchsets,
  nextReleasePars,
  parDetail,
  patchsetDetail,
  patchsetHistory,
  patchsetPars,
  pendingPars,
} from './service.ts';
import { switchesOf } from './switches.ts';

export async function patchsetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files, mail, config } = app.deps;
  const page = { access: moduleCodes.patchset.page };
  const apply = { access: 'patchset.apply' };
  const staff = { access: staffCodes.engineer };
  const tags = ['patchset'];
  const lang = (request: { headers: Record<string, unknown> }) =>
    pickLanguage(request.headers['accept-language'] as string | undefined);

  // Switched off (the menu leaves the page out for the same reasons), the module refuses its
  // customer calls; the display switches' own call still answers. Two read-cache lookups per call.
  refuseWhileSwitchedOff(app, db, page.access, [page.access, apply.access], ['/api/common/cust/display/displaydetail']);

  const cust = '/common/cust';

  app.get(
    `${cust}/display/displaydetail`,
    { config: page, schema: { tags, response: { 200: envelopeOf(switchesSchema) } } },
    async (request) => ok(await switchesOf(db, currentUser(request).companyId)),
  );

  app.get(
    `${cust}/accgroupconfig/list/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(accGroupConfigSchema) } } },
    async (request) => ok(await accGroupConfig(db, currentUser(request), request.params.id)),
  );

  // Patch sets.

  app.get(
    `${cust}/patchsetlist/list`,
    {
      config: page,
      schema: {
        tags,
        querystring: patchsetConditions.extend(pageQuery.shape),
        response: { 200: envelopeOf(patchsetPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...c } = request.query;
      return ok(await listPatchsets(db, currentUser(request), c, { pageNum, pageSize }, lang(request)));
    },
  );

  app.get(
    `${cust}/patchsetlist/detailbasic/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(patchsetSchema) } } },
    async (request) => ok(await patchsetDetail(db, currentUser(request), request.params.id, lang(request))),
  );

  app.get(
    `${cust}/patchsetlist/detailparlist`,
    {
      config: page,
      schema: {
        tags,
        querystring: detailParQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(parPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await patchsetPars(db, currentUser(request), q, { pageNum, pageSize }, lang(request)));
    },
  );

  app.get(
    `${cust}/patchsetlist/detailhistory`,
    {
      config: page,
      schema: { tags, querystring: detailHistoryQuery, response: { 200: envelopeOf(z.array(patchsetHistorySchema)) } },
    },
    async (request) => ok(await patchsetHistory(db, currentUser(request), request.query.id, lang(request))),
  );

  app.get(
    `${cust}/patchsetlist/pdetail/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(parDetailSchema) } } },
    async (request) => ok(await parDetail(db, currentUser(request), request.params.id)),
  );

  app.get(
    '/common/patchset/getTheDropDownList',
    { config: page, schema: { tags, response: { 200: envelopeOf(patchsetDropDownSchema) } } },
    async (request) => ok(await dropDown(db, currentUser(request))),
  );

  app.post(
    '/common/patchset/getPatchSetList',
    { config: page, schema: { tags, body: patchsetListBody, response: { 200: envelopeOf(patchsetPageSchema) } } },
    async (request) => {
      const { pageNum, pageSize, ...c } = request.body;
      return ok(await listPatchsets(db, currentUser(request), c, { pageNum, pageSize }, lang(request)));
    },
  );

  app.post(
    '/common/patchset/exportPatchSetList',
    {
      config: page,
      schema: { tags, body: patchsetExportBody, description: 'xlsx of the patch sets the conditions select.' },
    },
    async (request, reply) => {
      const { ids, ...c } = request.body;
      if (ids !== undefined) throw new AppError(400, Code.badRequest, 'exportBySelection', {}, { field: 'ids' });
      const language = lang(request);
      const rows = await exportPatchsets(db, currentUser(request), c, patchsetExportMaxRows, language);
      if (rows.length > patchsetExportMaxRows)
        throw new AppError(413, Code.tooLarge, 'exportTooMany', { max: patchsetExportMaxRows });
      const book = await exportWorkbook(rows, language);
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header(
        'Content-Disposition',
        `attachment; filename="patchsets-${new Date().toISOString().slice(0, 10)}.xlsx"`,
      );
      reply.header('Content-Length', book.length);
      return reply.send(book);
    },
  );

  // PARs.

  const parlib = `${cust}/parlib`;

  app.get(
    `${parlib}/issuetype`,
    { config: page, schema: { tags, response: { 200: envelopeOf(z.array(issueTypeSchema)) } } },
    async (request) => ok(issueTypeList(lang(request))),
  );

  app.get(
    `${parlib}/pendingparlist`,
    {
      config: page,
      schema: {
        tags,
        querystring: pendingParQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(pendingParSchema)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { pageNum, pageSize, branchId, ...q } = request.query;
      const branch = await branchForApply(db, user, branchId);
      return ok(await pendingPars(db, user, branch, q, { pageNum, pageSize }));
    },
  );

  app.get(
    `${parlib}/dependencypar/:id`,
    {
      config: page,
      schema: {
        tags,
        params: idParams,
        querystring: dependencyParQuery,
        response: { 200: envelopeOf(z.array(dependencyParSchema)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { branchId } = request.query;
      const branch = branchId === undefined ? undefined : await branchForApply(db, user, branchId);
      return ok(await dependencyClosure(db, user, request.params.id, branch));
    },
  );

  app.get(
    `${parlib}/nextReleasePar`,
    {
      config: page,
      schema: {
        tags,
        querystring: nextReleaseQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(parPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await nextReleasePars(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );

  app.get(
    `${parlib}/cart/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(cartSchema) } } },
    async (request) => ok(await cartOf(db, currentUser(request), request.params.id)),
  );

  app.get(
    `${parlib}/mypar`,
    {
      config: page,
      schema: {
        tags,
        querystring: myParQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(myParSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await myPars(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );

  for (const [path, mine] of [
    ['applied', false],
    ['myapplied', true],
  ] as const)
    app.get(
      `${parlib}/${path}`,
      {
        config: page,
        schema: {
          tags,
          querystring: applyListQuery.extend(pageQuery.shape),
          response: { 200: envelopeOf(applyPageSchema) },
        },
      },
      async (request) => {
        const { pageNum, pageSize, ...q } = request.query;
        return ok(await listApplies(db, currentUser(request), q, { pageNum, pageSize }, mine));
      },
    );

  // The apply.

  const ps = `${cust}/patchset`;

  app.get(
    `${ps}/branches`,
    { config: page, schema: { tags, response: { 200: envelopeOf(z.array(branchSchema)) } } },
    async (request) => ok(await branchesFor(db, currentUser(request))),
  );

  app.get(
    `${ps}/mygroup`,
    { config: page, schema: { tags, response: { 200: envelopeOf(myGroupSchema) } } },
    async (request) => ok({ groupId: await groupOf(db, currentUser(request)) }),
  );

  app.post(
    `${ps}/cartadd`,
    { config: apply, schema: { tags, body: cartBody, response: { 200: envelopeOf(cartAddedSchema) } } },
    async (request) => ok(await addToCart(db, currentUser(request), request.body.branchId, request.body.parIds)),
  );

  app.delete(
    `${ps}/cartdel`,
    { config: apply, schema: { tags, body: cartBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => ok(await removeFromCart(db, currentUser(request), request.body.branchId, request.body.parIds)),
  );

  app.post(
    `${ps}/save`,
    { config: apply, schema: { tags, body: saveBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok({ id: await submitApply(db, currentUser(request), request.body) }),
  );

  app.put(
    `${ps}/revokeApply`,
    { config: apply, schema: { tags, body: revokeBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => ok(await revokeApply(db, currentUser(request), request.body.id)),
  );

  app.get(
    `${ps}/apply/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(applyDetailSchema) } } },
    async (request) => ok(await applyDetail(db, currentUser(request), request.params.id)),
  );

  app.get(
    `${ps}/apply/:id/file/:fileId`,
    { config: page, schema: { tags, params: applyFileParams } },
    async (request, reply) =>
      downloadEpatchFile({ db, files }, request, reply, currentUser(request), request.params.id, request.params.fileId),
  );

  // Staff console.

  app.get(
    '/admin/patchset/applies',
    {
      config: staff,
      schema: {
        tags,
        querystring: adminApplyQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminApplySchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await adminApplies(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/patchset/apply/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: envelopeOf(applyDetailSchema) } } },
    async (request) => ok(await adminApplyDetail(db, currentUser(request), request.params.id)),
  );

  for (const action of adminActions)
    app.post(
      `/admin/patchset/${action}/:id`,
      {
        config: staff,
        schema: { tags, params: idParams, body: adminActionBodies[action], response: { 200: envelopeOf(z.null()) } },
      },
      async (request) =>
        ok(
          await moveApply(
            { db, files, mail, portalUrl: config.publicUrl },
            currentUser(request),
            request.params.id,
            action,
            request.body.comment,
            request.ip,
          ),
        ),
    );

  app.get(
    '/admin/patchset/switches',
    { config: staff, schema: { tags, response: { 200: envelopeOf(z.array(companySwitchesSchema)) } } },
    async (request) => ok(await adminSwitches(db, currentUser(request))),
  );

  app.put(
    '/admin/patchset/switches',
    { config: staff, schema: { tags, body: switchesBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const { companyId, ...s } = request.body;
      return ok(await setSwitches(db, currentUser(request), companyId, s, request.ip));
    },
  );
}
