// The routes every catalogue module shares, under /dccpath/{kind}/file/: list, detail, download,
// batchDownload, export and the badge count. The kind decides the page and function codes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from '../../db/orm.ts';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { idParam } from '../../../contract/fields.ts';
import {
  batchBody,
  catalogConditions,
  catalogDetailSchema,
  catalogPageSchema,
  exportBody,
  idParams,
  type CatalogKind,
} from '../../../contract/dcc.ts';
import { limits } from '../../../contract/limits.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { files, toolVersions } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth.ts';
import { AppError, notFound, ok } from '../../platform/envelope.ts';
import { tooManyFiles } from '../../platform/files.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf, pageQuery } from '../../platform/schemas.ts';
import { exportRows, findItem, findItems, itemDetail, listItems } from './catalog.ts';
import { batchDownload, downloadItem } from './catalog-files.ts';
import { exportWorkbook } from './export.ts';
import { registerNoDownloadCount } from './visibility.ts';

const exportMaxRows = 5000;

export function registerFamilyRoutes(fastify: FastifyInstance, kind: CatalogKind, countPath: string) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files: filesPlatform, stamper } = app.deps;
  const deps = { db, files: filesPlatform, stamper };
  const base = `/dccpath/${kind}/file`;
  const codes = moduleCodes[kind];
  const page = { access: codes.page };
  // A list page and a detail are the same for the same URL, caller and language (answer-cache.ts).
  const kept = { ...page, keepAnswer: true };
  const download = { access: codes.download };
  const tags = [kind];

  registerNoDownloadCount(app, { kind, path: countPath, code: codes.page });

  app.get(
    `${base}/list`,
    {
      config: kept,
      schema: {
        tags,
        querystring: catalogConditions.extend(pageQuery.shape),
        response: { 200: envelopeOf(catalogPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...conditions } = request.query;
      return ok(await listItems(db, currentUser(request), [kind], conditions, { pageNum, pageSize }));
    },
  );

  app.get(
    `${base}/detail/:id`,
    {
      config: kept,
      schema: { tags, params: idParams, response: { 200: envelopeOf(catalogDetailSchema) } },
    },
    async (request) => ok(await itemDetail(db, currentUser(request), request.params.id, kind)),
  );

  app.get(
    `${base}/download/:id`,
    {
      config: download,
      schema: {
        tags,
        params: idParams,
        querystring: kind === 'tool' ? z.object({ versionId: idParam.optional() }) : z.object({}),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findItem(db, user, request.params.id, kind);
      const versionId = (request.query as { versionId?: number }).versionId;
      if (versionId) {
        // An earlier version of a visible tool.
        const [version] = await db
          .select({ file: files })
          .from(toolVersions)
          .innerJoin(files, eq(files.id, toolVersions.fileId))
          .where(and(eq(toolVersions.id, versionId), eq(toolVersions.itemId, row.item.id)));
        if (!version) throw notFound();
        return downloadItem(deps, request, reply, user, row, { ...version.file, fileId: version.file.id });
      }
      return downloadItem(deps, request, reply, user, row);
    },
  );

  app.post(
    `${base}/batchDownload`,
    {
      config: download,
      schema: { tags, body: batchBody },
    },
    async (request, reply) => {
      if (request.body.ids.length > limits.batchMaxFiles) throw tooManyFiles();
      const user = currentUser(request);
      return batchDownload(deps, reply, user, await findItems(db, user, request.body.ids, kind), kind);
    },
  );

  app.post(
    `${base}/export`,
    {
      config: { access: codes.export },
      schema: {
        tags,
        body: exportBody,
        description: 'xlsx of the rows matching the search conditions (never a selection).',
      },
    },
    async (request, reply) => {
      const { ids, ...conditions } = request.body;
      if (ids !== undefined) throw new AppError(400, Code.badRequest, 'exportBySelection', {}, { field: 'ids' });
      const lang = pickLanguage(request.headers['accept-language']);
      const rows = await exportRows(db, currentUser(request), kind, catalogConditions.parse(conditions), exportMaxRows);
      if (rows.length > exportMaxRows) throw new AppError(413, Code.tooLarge, 'exportTooMany', { max: exportMaxRows });
      const book = await exportWorkbook(kind, rows, lang);
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header(
        'Content-Disposition',
        `attachment; filename="${kind}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
      );
      reply.header('Content-Length', book.length);
      return reply.send(book);
    },
  );
}
