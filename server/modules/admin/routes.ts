// /admin/account and /admin/company: the project manager's console (staff code admin.accounts):
// the accounts of their companies and their states, the registrations waiting for approval, the
// reset of an account's e-mail verification, and the companies with their platforms and projects.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '../../../contract/fields.ts';
import { staffCodes } from '../../../contract/menus.ts';
import {
  accountActions,
  accountIdParams,
  adminAccountSchema,
  adminAccountsQuery,
  adminCompaniesQuery,
  adminCompanyOptionsSchema,
  adminCompanySchema,
  adminRegistrationSchema,
  adminRegistrationsQuery,
  companyBody,
  companyPlatformBody,
  projectBody,
  rejectRegistrationBody,
} from '../../../contract/admin.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { loadAppSecret } from '../../platform/secret.ts';
import {
  addCompany,
  addCompanyPlatform,
  editCompany,
  addProject,
  companyOptions,
  listCompanies,
  removeCompanyPlatform,
  removeProject,
  renameProject,
} from './companies.ts';
import {
  changeAccountState,
  listManagedAccounts,
  listRegistrations,
  rejectRegistration,
  resetVerification,
} from './service.ts';

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = app.deps;
  const access = { access: staffCodes.accountsAdmin };
  const tags = ['admin'];
  const done = { 200: envelopeOf(z.null()) };
  // The key of the mailed verification codes, as the sign-in routes hold it.
  const codeKey = loadAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir });

  app.get(
    '/admin/account/list',
    {
      config: access,
      schema: {
        tags,
        querystring: adminAccountsQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminAccountSchema)) },
      },
    },
    async (request) => ok(await listManagedAccounts(db, currentUser(request), request.query)),
  );

  for (const action of accountActions) {
    app.post(
      `/admin/account/${action}/:id`,
      { config: access, schema: { tags, params: accountIdParams, response: done } },
      async (request) => {
        await changeAccountState(db, currentUser(request), request.params.id, action, request.ip);
        return ok(null);
      },
    );
  }

  app.get(
    '/admin/account/registrations',
    {
      config: access,
      schema: {
        tags,
        description: 'Registrations waiting for approval (state inactive), oldest first; approve with activate.',
        querystring: adminRegistrationsQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminRegistrationSchema)) },
      },
    },
    async (request) => ok(await listRegistrations(db, currentUser(request), request.query)),
  );

  app.post(
    '/admin/account/reject/:id',
    {
      config: access,
      schema: {
        tags,
        description:
          'Rejects a registration: the never-active account is deleted and the reason mailed (409 unless inactive).',
        params: accountIdParams,
        body: rejectRegistrationBody,
        response: done,
      },
    },
    async (request) => {
      await rejectRegistration(db, mail, currentUser(request), request.params.id, request.body.reason, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/admin/account/resetVerification/:id',
    {
      config: access,
      schema: {
        tags,
        description:
          'The account must verify its e-mail again: verification cleared, signed out, a verification code mailed.',
        params: accountIdParams,
        response: done,
      },
    },
    async (request) => {
      await resetVerification(db, mail, codeKey, currentUser(request), request.params.id, request.ip);
      return ok(null);
    },
  );

  app.get(
    '/admin/company/list',
    {
      config: access,
      schema: {
        tags,
        querystring: adminCompaniesQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminCompanySchema)) },
      },
    },
    async (request) => ok(await listCompanies(db, currentUser(request), request.query)),
  );

  app.get(
    '/admin/company/options',
    { config: access, schema: { tags, response: { 200: envelopeOf(adminCompanyOptionsSchema) } } },
    async () => ok(await companyOptions(db)),
  );

  app.post(
    '/admin/company/add',
    { config: access, schema: { tags, body: companyBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await addCompany(db, currentUser(request), request.body, request.ip)),
  );

  app.put(
    '/admin/company/edit/:id',
    { config: access, schema: { tags, params: accountIdParams, body: companyBody, response: done } },
    async (request) => {
      await editCompany(db, currentUser(request), request.params.id, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/admin/company/platform/add/:id',
    { config: access, schema: { tags, params: accountIdParams, body: companyPlatformBody, response: done } },
    async (request) => {
      await addCompanyPlatform(db, currentUser(request), request.params.id, request.body.platformId, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/admin/company/platform/remove/:id',
    { config: access, schema: { tags, params: accountIdParams, body: companyPlatformBody, response: done } },
    async (request) => {
      await removeCompanyPlatform(db, currentUser(request), request.params.id, request.body.platformId, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/admin/company/project/add/:id',
    {
      config: access,
      schema: { tags, params: accountIdParams, body: projectBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await addProject(db, currentUser(request), request.params.id, request.body.name, request.ip)),
  );

  app.put(
    '/admin/company/project/edit/:id',
    { config: access, schema: { tags, params: accountIdParams, body: projectBody, response: done } },
    async (request) => {
      await renameProject(db, currentUser(request), request.params.id, request.body.name, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/admin/company/project/remove/:id',
    { config: access, schema: { tags, params: accountIdParams, response: done } },
    async (request) => {
      await removeProject(db, currentUser(request), request.params.id, request.ip);
      return ok(null);
    },
  );
}
