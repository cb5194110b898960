// SI/PI simulation (M13). Customer, /applypath/simulation/: options, list (My submissions),
// drafts, detail/{id}, downloads, file/{fileId}; with simulation.submit: POST draft,
// PUT draft/{id}, DELETE draft/{id}, POST submit, POST resimulate/{id}, and the tus upload
// (POST upload, HEAD/PATCH/DELETE upload/{uploadId}).
// Engineer (admin.engineer), /admin/simulation/: options (their companies), list, detail/{id}, file/{fileId},
// POST finish/{id}, and the tus upload of results and reports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { fileId } from '../../../contract/files.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  adminSimulationListQuery,
  adminSimulationOptionsSchema,
  completeBody,
  downloadListQuery,
  draftBody,
  draftListQuery,
  finishSimulationBody,
  simulationDetailSchema,
  simulationDownloadRowSchema,
  simulationListQuery,
  simulationOptionsSchema,
  simulationRowSchema,
  submitBody,
  uploadPaths,
} from '../../../contract/simulation.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { cappedPageOf, envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { finishTask } from './engineer.ts';
import { sendTaskFile } from './files.ts';
import { engineerCompanies, listDownloads, listDrafts, listTasks, simulationOptions, taskDetail } from './read.ts';
import { submitCode } from './rules.ts';
import { createDraft, deleteDraft, resimulateTask, submitTask, updateDraft, type SimulationDeps } from './service.ts';
import { createSimulationUploads } from './uploads.ts';

const fileParams = z.object({ fileId });
const uploadParams = z.object({ uploadId: z.string().max(64) });

export async function simulationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files, mail, config } = app.deps;
  const deps: SimulationDeps = { db, files, mail, portalUrl: config.publicUrl };
  const uploads = createSimulationUploads({
    dataDir: config.dataDir,
    files,
    paths: { customer: `/api${uploadPaths.customer}`, engineer: `/api${uploadPaths.engineer}` },
  });
  uploads.startSweeping();
  app.addHook('onClose', async () => uploads.stop());
  // tus PATCH bodies are the file's bytes: left unread here, streamed by tus to the part on disk.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const page = moduleCodes.simulation.page;
  const base = '/applypath/simulation';
  const tags = ['simulation'];
  const created = { 200: envelopeOf(createdSchema) };

  // Reading: both sides, each through its own prefix and code.
  for (const [prefix, access, query] of [
    [base, page, simulationListQuery],
    ['/admin/simulation', staffCodes.engineer, adminSimulationListQuery],
  ] as const) {
    app.get(
      `${prefix}/list`,
      {
        config: { access, keepAnswer: true },
        schema: {
          tags,
          querystring: query.extend(pageQuery.shape),
          response: { 200: envelopeOf(cappedPageOf(simulationRowSchema)) },
        },
      },
      async (request) => ok(await listTasks(db, currentUser(request), request.query)),
    );
    app.get(
      `${prefix}/detail/:id`,
      {
        config: { access, keepAnswer: true },
        schema: { tags, params: idParams, response: { 200: envelopeOf(simulationDetailSchema) } },
      },
      async (request) => ok(await taskDetail(db, currentUser(request), request.params.id)),
    );
    app.get(
      `${prefix}/file/:fileId`,
      { config: { access }, schema: { tags, params: fileParams } },
      async (request, reply) => sendTaskFile(deps, request, reply, currentUser(request), request.params.fileId),
    );
  }

  // The tus endpoints: creation on the collection, everything else on one upload.
  for (const [side, access] of [
    ['customer', submitCode],
    ['engineer', staffCodes.engineer],
  ] as const) {
    const path = uploadPaths[side];
    const uploadTags = side === 'engineer' ? ['admin', ...tags] : tags;
    const description = 'tus 1.0.0 (creation, termination, expiration); the completing PATCH answers X-File-Id.';
    // The chunks of an upload are not audited one by one (config.audit): the finish that uses the file is.
    app.post(
      path,
      { config: { access, audit: false }, schema: { tags: uploadTags, description } },
      async (request, reply) => uploads.handle(side, request, reply, currentUser(request)),
    );
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${path}/:uploadId`,
      config: { access, audit: false },
      schema: { tags: uploadTags, description, params: uploadParams },
      handler: async (request, reply) =>
        uploads.handle(side, request, reply, currentUser(request), request.params.uploadId),
    });
  }

  app.get(
    `${base}/options`,
    {
      config: { access: page, keepAnswer: true },
      schema: { tags, response: { 200: envelopeOf(simulationOptionsSchema) } },
    },
    async (request) => ok(await simulationOptions(db, currentUser(request))),
  );
  app.get(
    `${base}/drafts`,
    {
      config: { access: page, keepAnswer: true },
      schema: {
        tags,
        querystring: draftListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(simulationRowSchema)) },
      },
    },
    async (request) => ok(await listDrafts(db, currentUser(request), request.query)),
  );
  app.get(
    `${base}/downloads`,
    {
      config: { access: page, keepAnswer: true },
      schema: {
        tags,
        querystring: downloadListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(simulationDownloadRowSchema)) },
      },
    },
    async (request) => ok(await listDownloads(db, currentUser(request), request.query)),
  );
  app.post(
    `${base}/draft`,
    { config: { access: submitCode }, schema: { tags, body: draftBody, response: created } },
    async (request) => ok(await createDraft(deps, currentUser(request), request.body)),
  );
  app.put(
    `${base}/draft/:id`,
    { config: { access: submitCode }, schema: { tags, params: idParams, body: draftBody, response: created } },
    async (request) => ok(await updateDraft(deps, currentUser(request), request.params.id, request.body)),
  );
  app.delete(
    `${base}/draft/:id`,
    { config: { access: submitCode }, schema: { tags, params: idParams, response: created } },
    async (request) => ok(await deleteDraft(deps, currentUser(request), request.params.id)),
  );
  app.post(
    `${base}/submit`,
    { config: { access: submitCode }, schema: { tags, body: submitBody, response: created } },
    async (request) => ok(await submitTask(deps, currentUser(request), request.body as never)),
  );
  app.post(
    `${base}/resimulate/:id`,
    { config: { access: submitCode }, schema: { tags, params: idParams, body: completeBody, response: created } },
    async (request) => ok(await resimulateTask(deps, currentUser(request), request.params.id, request.body as never)),
  );

  app.get(
    '/admin/simulation/options',
    {
      config: { access: staffCodes.engineer, keepAnswer: true },
      schema: { tags: ['admin', ...tags], response: { 200: envelopeOf(adminSimulationOptionsSchema) } },
    },
    async (request) => ok(await engineerCompanies(db, currentUser(request))),
  );
  app.post(
    '/admin/simulation/finish/:id',
    {
      config: { access: staffCodes.engineer },
      schema: { tags: ['admin', ...tags], params: idParams, body: finishSimulationBody, response: created },
    },
    async (request) => ok(await finishTask(deps, currentUser(request), request.params.id, request.body)),
  );
}
