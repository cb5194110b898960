// The audit trail of staff actions and customer downloads, and the downloads dashboard (staff code
// admin.audit): the lists under /admin/audit/, their CSV exports by the same conditions, the filters'
// choices and the dashboard.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Code } from '../../../contract/codes.ts';
import {
  auditActionPageSchema,
  auditActionsQuery,
  auditCsvMaxRows,
  auditDashboardQuery,
  auditDashboardSchema,
  auditDownloadPageSchema,
  auditDownloadsQuery,
  auditOptionsSchema,
  downloadModules,
  type DownloadModule,
} from '../../../contract/audit.ts';
import { staffCodes } from '../../../contract/menus.ts';
import { currentUser } from '../../platform/auth.ts';
import { AppError, ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf, pageQuery } from '../../platform/schemas.ts';
import { csvOf, csvTime } from './csv.ts';
import {
  auditOptions,
  dashboard,
  dashboardDay,
  exportActions,
  exportDownloads,
  listActions,
  listDownloads,
} from './service.ts';
import { auditTexts } from './texts.ts';

function sendCsv(reply: FastifyReply, name: string, body: Buffer) {
  reply.type('text/csv; charset=utf-8');
  reply.header('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  reply.header('Content-Length', body.length);
  reply.header('Cache-Control', 'no-store');
  return reply.send(body);
}

const tooMany = () => new AppError(413, Code.tooLarge, 'exportTooMany', { max: auditCsvMaxRows });

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const config = { access: staffCodes.audit };
  // The lists and the choices depend on the URL, the caller and the tables they read only (a
  // period is in the query): their answers are kept (decision 0020). The dashboard's default
  // period follows the clock, by the date only: its answers are kept for the day they were made.
  const kept = { ...config, keepAnswer: true };
  const tags = ['admin', 'audit'];
  const csvDescription = `CSV (UTF-8 with BOM) of the rows the conditions select, at most ${auditCsvMaxRows} (413 beyond).`;

  app.get(
    '/admin/audit/actions',
    {
      config: kept,
      schema: {
        tags,
        querystring: auditActionsQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(auditActionPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listActions(db, q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/audit/actions.csv',
    { config, schema: { tags, querystring: auditActionsQuery, description: csvDescription } },
    async (request, reply) => {
      const rows = await exportActions(db, request.query, auditCsvMaxRows);
      if (rows === 'tooMany') throw tooMany();
      const t = auditTexts[pickLanguage(request.headers['accept-language'])].actions;
      const body = csvOf(
        t.header,
        rows.map((r) => [csvTime(r.createdAt), r.accountName, r.accountEmail, r.action, r.target, r.detail, r.ip]),
      );
      return sendCsv(reply, t.fileName, body);
    },
  );

  app.get(
    '/admin/audit/downloads',
    {
      config: kept,
      schema: {
        tags,
        querystring: auditDownloadsQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(auditDownloadPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listDownloads(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );

  app.get(
    '/admin/audit/downloads.csv',
    { config, schema: { tags, querystring: auditDownloadsQuery, description: csvDescription } },
    async (request, reply) => {
      const rows = await exportDownloads(db, currentUser(request), request.query, auditCsvMaxRows);
      if (rows === 'tooMany') throw tooMany();
      const lang = pickLanguage(request.headers['accept-language']);
      const t = auditTexts[lang];
      const moduleName = (m: string) =>
        (downloadModules as readonly string[]).includes(m) ? t.modules[m as DownloadModule] : m;
      const body = csvOf(
        t.downloads.header,
        rows.map((r) => [
          csvTime(r.createdAt),
          r.accountName,
          r.accountEmail,
          lang === 'en' ? r.companyNameEn || r.companyName : r.companyName,
          moduleName(r.module),
          r.itemId,
          r.itemName,
          r.platformName,
          r.fileName,
          r.sha256,
          r.size,
          r.ip,
        ]),
      );
      return sendCsv(reply, t.downloads.fileName, body);
    },
  );

  app.get(
    '/admin/audit/options',
    { config: kept, schema: { tags, response: { 200: envelopeOf(auditOptionsSchema) } } },
    async (request) => ok(await auditOptions(db, currentUser(request))),
  );

  app.get(
    '/admin/audit/dashboard',
    {
      config: { ...config, keepAnswer: dashboardDay },
      schema: {
        tags,
        querystring: auditDashboardQuery,
        description: 'Customer downloads per day (UTC) by platform and by module, and the most-downloaded items.',
        response: { 200: envelopeOf(auditDashboardSchema) },
      },
    },
    async (request) => ok(await dashboard(db, currentUser(request), request.query)),
  );
}
