// QVL (M05) under /common/qvl/: list, platform directory, suppliers, export by conditions; and the
// staff console under /admin/qvl/ (admin.publish): list, options, add, edit, release, withdraw,
// and the xlsx import (preview, commit, template) of server/platform/xlsx-import.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  qvlActions,
  qvlAdminEntrySchema,
  qvlAdminQuery,
  qvlConditions,
  qvlEntryBody,
  qvlExportBody,
  qvlImportRow,
  qvlExportMaxRows,
  qvlOptionsSchema,
  qvlPageSchema,
  qvlPlatformSchema,
  qvlSupplierQuery,
  qvlSupplierSchema,
} from '../../../contract/qvl.ts';
import { qvlImportColumns } from '../../../contract/qvl-labels.ts';
import { importCommitBody, importPreviewSchema, importResultSchema } from '../../../contract/xlsxImport.ts';
import { currentUser } from '../../platform/auth.ts';
import { AppError, ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { commitImport, previewXlsxUpload, sendXlsxTemplate } from '../../platform/xlsx-import.ts';
import { exportWorkbook } from './export.ts';
import {
  adminList,
  adminOptions,
  changeStatus,
  createEntries,
  createEntry,
  editEntry,
  exportEntries,
  listEntries,
  listSuppliers,
  platformDirectory,
} from './service.ts';

export async function qvlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const page = { access: moduleCodes.qvl.page };
  // Lists and the directory answer the same for the same URL, caller and language (decision 0020).
  const kept = { ...page, keepAnswer: true };
  const staff = { access: staffCodes.publish };
  const tags = ['qvl'];

  app.get(
    '/common/qvl/list',
    {
      config: kept,
      schema: {
        tags,
        querystring: qvlConditions.extend(pageQuery.shape),
        response: { 200: envelopeOf(qvlPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...conditions } = request.query;
      return ok(await listEntries(db, currentUser(request), conditions, { pageNum, pageSize }));
    },
  );

  app.get(
    '/common/qvl/platforms',
    { config: kept, schema: { tags, response: { 200: envelopeOf(z.array(qvlPlatformSchema)) } } },
    async (request) => ok(await platformDirectory(db, currentUser(request))),
  );

  app.get(
    '/common/qvl/suppliers',
    {
      config: kept,
      schema: {
        tags,
        querystring: qvlSupplierQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(qvlSupplierSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listSuppliers(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );

  app.post(
    '/common/qvl/export',
    {
      config: page,
      schema: {
        tags,
        body: qvlExportBody,
        description: 'xlsx of the rows matching the search conditions (never a selection).',
      },
    },
    async (request, reply) => {
      const { ids, ...conditions } = request.body;
      if (ids !== undefined) throw new AppError(400, Code.badRequest, 'exportBySelection', {}, { field: 'ids' });
      const rows = await exportEntries(db, currentUser(request), conditions, qvlExportMaxRows);
      if (rows.length > qvlExportMaxRows)
        throw new AppError(413, Code.tooLarge, 'exportTooMany', { max: qvlExportMaxRows });
      const book = await exportWorkbook(rows, pickLanguage(request.headers['accept-language']));
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('Content-Disposition', `attachment; filename="qvl-${new Date().toISOString().slice(0, 10)}.xlsx"`);
      reply.header('Content-Length', book.length);
      return reply.send(book);
    },
  );

  // Staff console.
  app.get(
    '/admin/qvl/list',
    {
      config: staff,
      schema: {
        tags,
        querystring: qvlAdminQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(qvlAdminEntrySchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await adminList(db, q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/qvl/options',
    { config: staff, schema: { tags, response: { 200: envelopeOf(qvlOptionsSchema) } } },
    async () => ok(await adminOptions(db)),
  );

  app.post(
    '/admin/qvl/add',
    { config: staff, schema: { tags, body: qvlEntryBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok({ id: await createEntry(db, currentUser(request), request.body) }),
  );

  app.put(
    '/admin/qvl/edit/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: qvlEntryBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await editEntry(db, request.params.id, request.body);
      return ok(null);
    },
  );

  for (const action of qvlActions) {
    app.post(
      `/admin/qvl/${action}/:id`,
      { config: staff, schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await changeStatus(db, currentUser(request), request.params.id, action);
        return ok(null);
      },
    );
  }

  /** The import's row schema: platform and supplier names resolve to ids (case-insensitive). */
  const importRowSchema = async () => {
    const options = await adminOptions(db);
    const names = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
    return qvlImportRow(names(options.platforms), names(options.suppliers));
  };

  app.post(
    '/admin/qvl/import/preview',
    {
      config: staff,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'One .xlsx file: each row with its errors, nothing written.',
        response: { 200: envelopeOf(importPreviewSchema) },
      },
    },
    async (request) => ok(await previewXlsxUpload(request, qvlImportColumns, await importRowSchema())),
  );

  app.post(
    '/admin/qvl/import',
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
      return ok(
        await commitImport(request, request.body, qvlImportColumns, await importRowSchema(), (rows) =>
          createEntries(db, user, rows, false),
        ),
      );
    },
  );

  app.get('/admin/qvl/import/template', { config: staff, schema: { tags } }, async (request, reply) =>
    sendXlsxTemplate(reply, request, qvlImportColumns, 'qvl-import-template', [
      {
        platform: 'NX310',
        chip: 'NX310',
        type: 'memory',
        description: 'Main memory, dual channel',
        partNumber: 'MT53E1G32D2FW-046',
        componentId: 'NXC-MEM-100001',
        supplier: 'Micron Technology',
        level: 'A',
        startDate: '2026-01-05',
        endDate: '',
        firmwareVersion: '',
        chipType: 'LPDDR4X',
        testStatus: 'passed',
        functionExplanation: 'Main memory',
        lifecyclePhase: 'massProduction',
        remark: '',
      },
    ]),
  );
}
