// Publishing the catalogue (documents, technical reports, change notices, tools and their versions)
// from the staff console (staff code admin.publish): one set of routes for the four kinds, the kind
// in the path. /admin/catalog/{kind}/…
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { staffCodes } from '../../../contract/menus.ts';
import { catalogImportColumns } from '../../../contract/publish-constants.ts';
import { catalogImportRow } from '../../../contract/publish-import.ts';
import {
  catalogAdminDetailSchema,
  catalogAdminPageSchema,
  catalogAdminQuery,
  catalogItemBody,
  catalogOptionsSchema,
  kindIdParams,
  kindParams,
  publishActions,
  toolVersionBody,
  type CatalogKind,
} from '../../../contract/publish.ts';
import { importCommitBody, importPreviewSchema, importResultSchema } from '../../../contract/xlsxImport.ts';
import { platforms } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageQuery } from '../../platform/schemas.ts';
import { commitImport, previewXlsxUpload, sendXlsxTemplate } from '../../platform/xlsx-import.ts';
import { importCatalogItems } from './import.ts';
import {
  addToolVersion,
  catalogAdminDetail,
  catalogOptions,
  changeCatalogState,
  createCatalogItem,
  editCatalogItem,
  listCatalogAdmin,
} from './service.ts';

export async function publishRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const config = { access: staffCodes.publish };
  const tags = ['publish'];
  const base = '/admin/catalog/:kind';

  app.get(
    `${base}/list`,
    {
      // Kept while nothing it reads changes (decision 0020): the console's list at 100 000 items
      // answered 619 req/s, p99 269 ms, from the read cache alone.
      config: { ...config, keepAnswer: true },
      schema: {
        tags,
        params: kindParams,
        querystring: catalogAdminQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(catalogAdminPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listCatalogAdmin(db, currentUser(request), request.params.kind, q, { pageNum, pageSize }));
    },
  );

  app.get(
    `${base}/detail/:id`,
    { config, schema: { tags, params: kindIdParams, response: { 200: envelopeOf(catalogAdminDetailSchema) } } },
    async (request) => ok(await catalogAdminDetail(db, currentUser(request), request.params.kind, request.params.id)),
  );

  app.get(
    `${base}/options`,
    { config, schema: { tags, params: kindParams, response: { 200: envelopeOf(catalogOptionsSchema) } } },
    async (request) => ok(await catalogOptions(db, request.params.kind)),
  );

  app.post(
    `${base}/add`,
    {
      config,
      schema: { tags, params: kindParams, body: catalogItemBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) =>
      ok(await createCatalogItem(db, currentUser(request), request.params.kind, request.body, request.ip)),
  );

  app.put(
    `${base}/edit/:id`,
    {
      config,
      schema: { tags, params: kindIdParams, body: catalogItemBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const { kind, id } = request.params;
      await editCatalogItem(db, currentUser(request), kind, id, request.body, request.ip);
      return ok(null);
    },
  );

  for (const action of publishActions) {
    app.post(
      `${base}/${action}/:id`,
      { config, schema: { tags, params: kindIdParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        const { kind, id } = request.params;
        await changeCatalogState(db, currentUser(request), kind, id, action, request.ip);
        return ok(null);
      },
    );
  }

  app.post(
    '/admin/catalog/tool/version/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: toolVersionBody,
        description: "A tool's new version: it becomes the tool's current file; a released tool is released again.",
        response: { 200: envelopeOf(createdSchema) },
      },
    },
    async (request) => ok(await addToolVersion(db, currentUser(request), request.params.id, request.body, request.ip)),
  );

  /** The import's row schema of a kind: platform names resolve to ids (case-insensitive). */
  const importRowSchema = async (kind: CatalogKind) => {
    const rows = await db.select({ id: platforms.id, name: platforms.name }).from(platforms);
    return catalogImportRow(kind, new Map(rows.map((r) => [r.name.toLowerCase(), r.id])));
  };

  app.post(
    `${base}/import/preview`,
    {
      config,
      schema: {
        tags,
        params: kindParams,
        consumes: ['multipart/form-data'],
        description: 'One .xlsx file: each row with its errors, nothing written.',
        response: { 200: envelopeOf(importPreviewSchema) },
      },
    },
    async (request) => {
      const { kind } = request.params;
      return ok(await previewXlsxUpload(request, catalogImportColumns(kind), await importRowSchema(kind)));
    },
  );

  app.post(
    `${base}/import`,
    {
      config,
      schema: {
        tags,
        params: kindParams,
        body: importCommitBody,
        description: 'Writes the previewed rows as drafts without files: all or nothing (mode all) or the valid ones.',
        response: { 200: envelopeOf(importResultSchema) },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const user = currentUser(request);
      return ok(
        await commitImport(request, request.body, catalogImportColumns(kind), await importRowSchema(kind), (rows) =>
          importCatalogItems(db, user, kind, rows, request.ip),
        ),
      );
    },
  );

  app.get(`${base}/import/template`, { config, schema: { tags, params: kindParams } }, async (request, reply) =>
    sendXlsxTemplate(
      reply,
      request,
      catalogImportColumns(request.params.kind),
      `${request.params.kind}-import-template`,
    ),
  );
}
