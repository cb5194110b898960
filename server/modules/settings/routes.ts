// Operator settings under /admin/settings/ (staff code admin.settings): the system-upgrade flag,
// the patch display switches, and the versions of the NDA, the disclaimers and the AI terms
// (history and publish). Also the public read of the current disclaimers (footer, first visit).
// The per-company patch-set switches stay the patch-set module's (/admin/patchset/switches).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCodes } from '../../../contract/menus.ts';
import {
  disclaimersSchema,
  displaySchema,
  documentBody,
  documentHistorySchema,
  documentKindParams,
  maintenanceSchema,
  publishedSchema,
} from '../../../contract/settings.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import { currentDisclaimers, documentHistory, publishDocument } from './documents.ts';
import { readDisplay, readMaintenance, setDisplay, setMaintenance } from './service.ts';

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const staff = { access: staffCodes.settings };
  const tags = ['settings'];
  const base = '/admin/settings';

  app.get(
    '/common/common/disclaimers',
    { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(disclaimersSchema) } } },
    async (request) => ok(await currentDisclaimers(db, pickLanguage(request.headers['accept-language']))),
  );

  app.get(
    `${base}/maintenance`,
    { config: staff, schema: { tags, response: { 200: envelopeOf(maintenanceSchema) } } },
    async () => ok(await readMaintenance(db)),
  );

  app.put(
    `${base}/maintenance`,
    { config: staff, schema: { tags, body: maintenanceSchema, response: { 200: envelopeOf(maintenanceSchema) } } },
    async (request) => ok(await setMaintenance(db, currentUser(request), request.body, request.ip)),
  );

  app.get(
    `${base}/display`,
    { config: staff, schema: { tags, response: { 200: envelopeOf(displaySchema) } } },
    async () => ok(await readDisplay(db)),
  );

  app.put(
    `${base}/display`,
    { config: staff, schema: { tags, body: displaySchema, response: { 200: envelopeOf(displaySchema) } } },
    async (request) => ok(await setDisplay(db, currentUser(request), request.body, request.ip)),
  );

  app.get(
    `${base}/documents/:kind`,
    {
      config: staff,
      schema: { tags, params: documentKindParams, response: { 200: envelopeOf(documentHistorySchema) } },
    },
    async (request) => ok({ kind: request.params.kind, versions: await documentHistory(db, request.params.kind) }),
  );

  app.post(
    `${base}/documents/:kind`,
    {
      config: staff,
      schema: {
        tags,
        params: documentKindParams,
        body: documentBody,
        response: { 200: envelopeOf(publishedSchema) },
        description: 'Publishes the next version, current at once: customers accept it again.',
      },
    },
    async (request) =>
      ok(await publishDocument(db, currentUser(request), request.params.kind, request.body, request.ip)),
  );
}
