// POST /common/file/upload (multipart, streamed), and the uploader's own files back.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { batchDownloadBody, fileId, storedFileSchema } from '../../../contract/files.ts';
import { currentUser } from '../../platform/auth.ts';
import { AppError, ok } from '../../platform/envelope.ts';
import { isMultipart, MultipartError, openFilePart } from '../../platform/multipart-file.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import { ownFile, ownFiles, recordDownload, uploadFile } from './service.ts';

const maxUploadBytes = 4 * 1024 ** 3;

/**
 * A failure reading the multipart request is the client's: 413 for more parts than allowed, else
 * 400 (no boundary, cut short, malformed part headers, the client gone). Anything else (our own
 * refusals, the disk or the database failing) passes unchanged.
 */
function uploadRefusal(error: unknown): unknown {
  if (!(error instanceof MultipartError)) return error;
  return error.fault === 'tooManyParts'
    ? new AppError(413, Code.tooLarge, 'tooLarge')
    : new AppError(400, Code.badRequest, 'uploadMalformed');
}

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files } = app.deps;

  app.post(
    '/common/file/upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        description: 'Streams one file part to storage; answers fileId, name, size, sha256.',
        response: { 200: envelopeOf(storedFileSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isMultipart(request.headers['content-type'])) throw new AppError(400, Code.badRequest, 'uploadNoFile');
      try {
        // Read here rather than by @fastify/multipart: see server/platform/multipart-file.ts.
        const part = await openFilePart(request.raw, request.headers['content-type']);
        if (!part) throw new AppError(400, Code.badRequest, 'uploadNoFile');
        return ok(await uploadFile(files, user.id, part.receive, part.filename, maxUploadBytes));
      } catch (error) {
        // Refused before the end of its body: the rest is not read, so the connection cannot serve on.
        if (!request.raw.complete) reply.header('Connection', 'close');
        throw uploadRefusal(error);
      }
    },
  );

  app.get(
    '/common/file/download/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], params: z.object({ id: fileId }) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await ownFile(db, user.id, request.params.id);
      await recordDownload(db, request, user.id, [row]);
      return files.send(request, reply, row);
    },
  );

  app.post(
    '/common/file/batchDownload',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], body: batchDownloadBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rows = await ownFiles(db, user.id, request.body.ids);
      await recordDownload(db, request, user.id, rows);
      return files.sendZip(reply, rows, `files-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  );
}
