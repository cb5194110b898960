// /common/personal/center: Personal Center (M18) — profile, password change, home quick-navigation
// settings. Reading the settings is open to any signed-in account: the home page follows them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  menuSettingsBody,
  menuSettingsSchema,
  personalProfileSchema,
} from '../../../contract/personal.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import {
  changePassword,
  menuSettingsOf,
  personalCenterCode,
  profileOf,
  resetMenuSettings,
  saveMenuSettings,
} from './service.ts';

export async function personalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const base = '/common/personal/center';
  const own = { access: personalCenterCode };
  const tags = ['personal'];

  app.get(
    `${base}/profile`,
    { config: own, schema: { tags, response: { 200: envelopeOf(personalProfileSchema) } } },
    async (request) => ok(await profileOf(db, config, currentUser(request))),
  );
  app.post(
    `${base}/updatePassword`,
    {
      config: own,
      schema: {
        tags,
        body: changePasswordBody,
        description: 'Ends every session of the account, this one too.',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await changePassword(db, config, currentUser(request), request.body, request.ip);
      return ok(null);
    },
  );
  app.get(
    `${base}/menuSettings`,
    { config: { access: 'user' }, schema: { tags, response: { 200: envelopeOf(menuSettingsSchema) } } },
    async (request) => ok(await menuSettingsOf(db, currentUser(request))),
  );
  app.put(
    `${base}/menuSettings`,
    { config: own, schema: { tags, body: menuSettingsBody, response: { 200: envelopeOf(menuSettingsSchema) } } },
    async (request) => ok(await saveMenuSettings(db, currentUser(request), request.body.codes, request.ip)),
  );
  app.delete(
    `${base}/menuSettings`,
    { config: own, schema: { tags, response: { 200: envelopeOf(menuSettingsSchema) } } },
    async (request) => ok(await resetMenuSettings(db, currentUser(request), request.ip)),
  );
}
