// Documents (M01): the shared catalogue routes, DCC feedback, the satisfaction survey, and the
// viewers every catalogue item uses (preview, video, spreadsheet).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from '../../db/orm.ts';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { createdSchema, idParam } from '../../../contract/fields.ts';
import {
  docFeedbackBody,
  docFeedbackSchema,
  idParams,
  sheetSchema,
  surveyBody,
  surveyResultSchema,
  surveyStatusSchema,
} from '../../../contract/dcc.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { files } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth.ts';
import { AppError, ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { findItem, findItemByFile, viewerOf } from './catalog.ts';
import { previewItem, readSheets, streamVideo } from './catalog-files.ts';
import { addDocFeedback, listDocFeedback, submitSurvey, surveyStatus } from './extras.ts';
import { registerFamilyRoutes } from './family-routes.ts';

/** DCC and TR feedback share their shape and rules. */
export function registerDocFeedback(fastify: FastifyInstance, kind: 'dcc' | 'tr') {
  const code = moduleCodes[kind].page;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.post(
    `/dccpath/${kind}/file/feedback`,
    {
      config: { access: code },
      schema: { tags: [kind], body: docFeedbackBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await addDocFeedback(db, currentUser(request), kind, request.body)),
  );
  app.get(
    `/dccpath/${kind}/file/feedbackList`,
    {
      config: { access: code },
      schema: { tags: [kind], querystring: pageQuery, response: { 200: envelopeOf(pageOf(docFeedbackSchema)) } },
    },
    async (request) => ok(await listDocFeedback(db, currentUser(request), kind, request.query)),
  );
}

export async function dccRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.deps.db, files: app.deps.files, stamper: app.deps.stamper };
  const { db } = deps;
  registerFamilyRoutes(app, 'dcc', '/dccpath/dcc/file/getNoDownloadCount');
  registerDocFeedback(app, 'dcc');

  app.get(
    '/dccpath/dcc/survey/status',
    {
      config: { access: moduleCodes.dcc.page },
      schema: { tags: ['dcc'], response: { 200: envelopeOf(surveyStatusSchema) } },
    },
    async (request) => ok(await surveyStatus(db, currentUser(request))),
  );
  app.post(
    '/dccpath/dcc/survey/submit',
    {
      config: { access: moduleCodes.dcc.page },
      schema: { tags: ['dcc'], body: surveyBody, response: { 200: envelopeOf(surveyResultSchema) } },
    },
    async (request) => ok(await submitSurvey(db, currentUser(request), request.body)),
  );

  // Viewers: any catalogue item the caller may see, whatever its module.
  app.get(
    '/common/preview/:id',
    { config: { access: 'user' }, schema: { tags: ['viewer'], params: idParams } },
    async (request, reply) => {
      const user = currentUser(request);
      let row;
      try {
        row = await findItem(db, user, request.params.id);
      } catch {
        throw new AppError(404, Code.notFound, 'noPreviewPermission');
      }
      // A PDF that reaches the browser can be saved: previewing is downloading (decision 0009).
      if (!user.codes.has(moduleCodes[row.item.kind].download))
        throw new AppError(403, Code.forbidden, 'noPreviewPermission');
      return previewItem(deps, request, reply, user, row);
    },
  );

  app.get(
    '/common/video/:fileId',
    {
      // <video src> cannot send a bearer header: the session cookie is accepted here.
      config: { access: 'user', cookieToken: true },
      schema: { tags: ['viewer'], params: z.object({ fileId: idParam }) },
    },
    async (request, reply) => {
      const row = await findItemByFile(db, currentUser(request), request.params.fileId);
      const [file] = await db.select().from(files).where(eq(files.id, row.item.fileId!));
      return streamVideo(deps, request, reply, file);
    },
  );

  app.get(
    '/common/sheet/:fileId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['viewer'],
        params: z.object({ fileId: idParam }),
        response: { 200: envelopeOf(z.array(sheetSchema)) },
      },
    },
    async (request) => {
      const row = await findItemByFile(db, currentUser(request), request.params.fileId);
      if (viewerOf({ kind: row.fileKind, name: row.fileName }) !== 'sheet')
        throw new AppError(400, Code.badRequest, 'notASheet');
      return ok(await readSheets(deps.files.pathOf(row.sha256)));
    },
  );
}
