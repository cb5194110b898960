// /admin/account: the project manager's account console (staff code admin.accounts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCodes } from '../../../contract/menus.ts';
import { accountActions, accountIdParams, adminAccountSchema, adminAccountsQuery } from '../../../contract/admin.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import { changeAccountState, listManagedAccounts } from './service.ts';

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const access = { access: staffCodes.accountsAdmin };

  app.get(
    '/admin/account/list',
    {
      config: access,
      schema: {
        tags: ['admin'],
        querystring: adminAccountsQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminAccountSchema)) },
      },
    },
    async (request) => ok(await listManagedAccounts(db, currentUser(request), request.query)),
  );

  for (const action of accountActions) {
    app.post(
      `/admin/account/${action}/:id`,
      {
        config: access,
        schema: { tags: ['admin'], params: accountIdParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await changeAccountState(db, currentUser(request), request.params.id, action, request.ip);
        return ok(null);
      },
    );
  }
}
