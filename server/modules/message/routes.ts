// /common/user/message: the account's e-mail settings per module (spec §7), saved and logged.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailConfigLogBody,
  emailConfigLogSchema,
  moduleEmailConfigSchema,
  saveEmailConfigBody,
} from '../../../contract/message.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf } from '../../platform/schemas.ts';
import { personalCenterCode } from '../personal/service.ts';
import { emailConfigLog, emailConfigOf, saveEmailConfig } from './service.ts';

export async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = '/common/user/message';
  // The settings live in the Personal Center: the same permission.
  const config = { access: personalCenterCode };
  const tags = ['message'];
  app.get(
    `${base}/getModuleEmailConfigAndUserConfig`,
    { config, schema: { tags, response: { 200: envelopeOf(moduleEmailConfigSchema.array()) } } },
    async (request) => ok(await emailConfigOf(db, currentUser(request))),
  );
  app.post(
    `${base}/saveUserEmailConfig`,
    {
      config,
      schema: { tags, body: saveEmailConfigBody, response: { 200: envelopeOf(moduleEmailConfigSchema.array()) } },
    },
    async (request) => ok(await saveEmailConfig(db, currentUser(request), request.body, request.ip)),
  );
  app.post(
    `${base}/getUserEmailConfigLog`,
    { config, schema: { tags, body: emailConfigLogBody, response: { 200: envelopeOf(pageOf(emailConfigLogSchema)) } } },
    async (request) => ok(await emailConfigLog(db, currentUser(request), request.body)),
  );
}
