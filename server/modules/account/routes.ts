// Child accounts (M08; changes need account.manage), and the invite link a new child opens.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInviteBody,
  inviteAcceptedSchema,
  childAccountBody,
  childAccountDetailSchema,
  childAccountEditBody,
  childAccountSchema,
  childEditResult,
  childListQuery,
  childStatusBody,
  grantableSchema,
  inviteInfoBody,
  inviteInfoSchema,
  projectSchema,
} from '../../../contract/account.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import {
  acceptInvite,
  addChild,
  childDetail,
  companyProjects,
  editChild,
  grantableTree,
  inviteInfo,
  listChildren,
  setChildEnabled,
} from './service.ts';
import { moduleCodes } from '../../../contract/menus.ts';

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mail, config } = app.deps;
  const base = '/common/cust/account';
  const view = { access: moduleCodes.account.page };
  const manage = { access: 'account.manage' };
  const tags = ['account'];

  app.get(
    `${base}/list`,
    {
      config: view,
      schema: {
        tags,
        querystring: childListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(childAccountSchema)) },
      },
    },
    async (request) => ok(await listChildren(db, currentUser(request), request.query)),
  );
  app.get(
    `${base}/detail/:id`,
    { config: view, schema: { tags, params: idParams, response: { 200: envelopeOf(childAccountDetailSchema) } } },
    async (request) => ok(await childDetail(db, currentUser(request), request.params.id)),
  );
  app.get(
    `${base}/grantableModules`,
    { config: view, schema: { tags, response: { 200: envelopeOf(z.array(grantableSchema)) } } },
    async (request) => ok(await grantableTree(db, currentUser(request))),
  );
  app.get(
    `${base}/projects`,
    { config: view, schema: { tags, response: { 200: envelopeOf(z.array(projectSchema)) } } },
    async (request) => ok(await companyProjects(db, currentUser(request))),
  );
  app.post(
    `${base}/add`,
    { config: manage, schema: { tags, body: childAccountBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await addChild(db, mail, config, currentUser(request), request.body, request.ip)),
  );
  app.put(
    `${base}/edit`,
    { config: manage, schema: { tags, body: childAccountEditBody, response: { 200: envelopeOf(childEditResult) } } },
    async (request) => ok(await editChild(db, mail, config, currentUser(request), request.body, request.ip)),
  );
  app.put(
    `${base}/status`,
    { config: manage, schema: { tags, body: childStatusBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await setChildEnabled(db, currentUser(request), request.body.id, request.body.enabled, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/gateway/user/inviteInfo',
    {
      config: { access: 'public' },
      schema: { tags, body: inviteInfoBody, response: { 200: envelopeOf(inviteInfoSchema) } },
    },
    async (request) => ok(await inviteInfo(db, request.body.token)),
  );
  app.post(
    '/gateway/user/acceptInvite',
    {
      config: { access: 'public' },
      schema: { tags, body: acceptInviteBody, response: { 200: envelopeOf(inviteAcceptedSchema) } },
    },
    async (request) => ok(await acceptInvite(db, config, request.body, request.ip)),
  );
}
