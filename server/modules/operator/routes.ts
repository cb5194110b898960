// Operator data (M11) under /common/operator/: list, options, matrix, export by conditions; the
// staff console under /admin/operator/ (admin.publish): list, options, add, edit, release, withdraw
// and the xlsx import (preview, commit, template) of server/platform/xlsx-import.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  operatorAdminPageSchema,
  operatorAdminQuery,
  operatorConditions,
  operatorExportBody,
  operatorExportMaxRows,
  operatorForm,
  operatorImportColumns,
  operatorImportRow,
  operatorListQuery,
  operatorMatrixSchema,
  operatorOptionsSchema,
  operatorPageSchema,
} from '../../../contract/operator.ts';
import { importCommitBody, importPreviewSchema, importResultSchema } from '../../../contract/xlsxImport.ts';
import { currentUser } from '../../platform/auth.ts';
import { AppError, ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import { commitImport, previewXlsxUpload, sendXlsx, sendXlsxTemplate } from '../../platform/xlsx-import.ts';
import { exportWorkbook } from './export.ts';
import {
  adminList,
  allPlatforms,
  changeStatus,
  createOperator,
  createOperators,
  editOperator,
  exportOperators,
  listOperators,
  operatorMatrix,
  operatorOptions,
  type OperatorAction,
} from './service.ts';

const actions: OperatorAction[] = ['release', 'withdraw'];

export async function operatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const page = { access: moduleCodes.operator.page };
  // Lists, options and the matrix answer the same for the same URL, caller and language (decision 0020).
  const kept = { ...page, keepAnswer: true };
  const staff = { access: staffCodes.publish };
  const tags = ['operator'];

  app.get(
    '/common/operator/list',
    {
      config: kept,
      schema: { tags, querystring: operatorListQuery, response: { 200: envelopeOf(operatorPageSchema) } },
    },
    async (request) => {
      const { pageNum, pageSize, ...conditions } = request.query;
      return ok(await listOperators(db, currentUser(request), conditions, { pageNum, pageSize }));
    },
  );

  app.get(
    '/common/operator/options',
    { config: kept, schema: { tags, response: { 200: envelopeOf(operatorOptionsSchema) } } },
    async (request) => ok(await operatorOptions(db, currentUser(request))),
  );

  app.get(
    '/common/operator/matrix',
    {
      config: kept,
      schema: { tags, querystring: operatorListQuery, response: { 200: envelopeOf(operatorMatrixSchema) } },
    },
    async (request) => {
      const { pageNum, pageSize, ...conditions } = request.query;
      return ok(await operatorMatrix(db, currentUser(request), conditions, { pageNum, pageSize }));
    },
  );

  app.post(
    '/common/operator/export',
    {
      config: page,
      schema: {
        tags,
        body: operatorExportBody,
        description: 'xlsx of the rows matching the search conditions (never a selection).',
      },
    },
    async (request, reply) => {
      const { ids, ...conditions } = request.body;
      if (ids !== undefined) throw new AppError(400, Code.badRequest, 'exportBySelection', {}, { field: 'ids' });
      const rows = await exportOperators(
        db,
        currentUser(request),
        operatorConditions.parse(conditions),
        operatorExportMaxRows,
      );
      if (rows.length > operatorExportMaxRows)
        throw new AppError(413, Code.tooLarge, 'exportTooMany', { max: operatorExportMaxRows });
      const book = await exportWorkbook(rows, pickLanguage(request.headers['accept-language']));
      return sendXlsx(reply, book, `operator-${new Date().toISOString().slice(0, 10)}`);
    },
  );

  // Staff console.
  app.get(
    '/admin/operator/list',
    {
      config: staff,
      schema: { tags, querystring: operatorAdminQuery, response: { 200: envelopeOf(operatorAdminPageSchema) } },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await adminList(db, q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/operator/options',
    {
      config: staff,
      schema: {
        tags,
        response: { 200: envelopeOf(z.object({ platforms: z.array(z.object({ id: z.number(), name: z.string() })) })) },
      },
    },
    async () => ok({ platforms: await allPlatforms(db) }),
  );

  app.post(
    '/admin/operator/add',
    { config: staff, schema: { tags, body: operatorForm, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok({ id: await createOperator(db, currentUser(request), request.body) }),
  );

  app.put(
    '/admin/operator/edit/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: operatorForm, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await editOperator(db, request.params.id, request.body);
      return ok(null);
    },
  );

  for (const action of actions) {
    app.post(
      `/admin/operator/${action}/:id`,
      { config: staff, schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await changeStatus(db, currentUser(request), request.params.id, action);
        return ok(null);
      },
    );
  }

  /** The import's row schema: platform names resolve to ids (case-insensitive). */
  const importRowSchema = async () =>
    operatorImportRow(new Map((await allPlatforms(db)).map((p) => [p.name.toLowerCase(), p.id])));

  app.post(
    '/admin/operator/import/preview',
    {
      config: staff,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'One .xlsx file: each row with its errors, nothing written.',
        response: { 200: envelopeOf(importPreviewSchema) },
      },
    },
    async (request) => ok(await previewXlsxUpload(request, operatorImportColumns, await importRowSchema())),
  );

  app.post(
    '/admin/operator/import',
    {
      config: staff,
      schema: {
        tags,
        body: importCommitBody,
        description: 'Writes the previewed rows as drafts: all or nothing (mode all) or the valid ones.',
        response: { 200: envelopeOf(importResultSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const schema = await importRowSchema();
      return ok(
        await commitImport(request, request.body, operatorImportColumns, schema, (rows) =>
          createOperators(
            db,
            user,
            rows.map(({ platform, ...fields }) => ({ ...fields, platformId: platform })),
          ),
        ),
      );
    },
  );

  app.get('/admin/operator/import/template', { config: staff, schema: { tags } }, async (request, reply) =>
    sendXlsxTemplate(reply, request, operatorImportColumns, 'operator-import-template', [
      {
        country: 'China',
        platform: 'NX310',
        pdt: 'PDT-NX310-101',
        operator: 'China Mobile',
        volte: 'Certified',
        vowifi: 'Testing',
        os: 'Android 14',
        remark: '',
      },
    ]),
  );
}
