// /gateway/user and /codepath/code: sign-in, the account lifecycle, who am I, my menu, sign out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from '../../db/orm.ts';
import { z } from 'zod';
import {
  accountActivateBody,
  checkPasswordBody,
  loginActionData,
  complianceItemSchema,
  emailQuery,
  legalCompanySchema,
  loginBody,
  loginData,
  menuResponse,
  ndaSchema,
  profileSchema,
  registerBody,
  registeredSchema,
  updatePwdBody,
} from '../../../contract/auth.ts';
import { sessions } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { pickLanguage } from '../../platform/messages.ts';
import { envelopeOf } from '../../platform/schemas.ts';
import { loadAppSecret } from '../../platform/secret.ts';
import { issueCaptcha } from './captcha.ts';
import { findAccountByEmail, login } from './login.ts';
import { sendMailCode, type CodePurpose } from './mail-codes.ts';
import { menuFor } from './menu.ts';
import { currentNda } from '../settings/documents.ts';
import { checkPassword } from './password-rules.ts';
import { activateAccount, updatePassword } from './recovery.ts';
import { listComplianceItems, listLegalCompanies, register } from './register.ts';

const captchaUuid = (request: FastifyRequest) => {
  const value = request.headers['verify-code'];
  return Array.isArray(value) ? value[0] : value;
};
const lang = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
const publicRoute = { access: 'public' } as const;

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = app.deps;

  app.get(
    '/codepath/code/getVerificationCodePhoto',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        description: 'The captcha image (PNG) bound to the verify-code header (single use, 5 minutes).',
      },
    },
    async (request, reply) => {
      const png = await issueCaptcha(db, captchaUuid(request));
      reply.header('Cache-Control', 'no-store');
      return reply.type('image/png').send(png);
    },
  );

  app.post(
    '/gateway/user/login',
    {
      config: publicRoute,
      // 200 carries the session, or (codes 999 and 9999) what the page must do next.
      schema: { tags: ['auth'], body: loginBody, response: { 200: envelopeOf(z.union([loginData, loginActionData])) } },
    },
    async (request) => ok(await login(db, config, request.body, { ip: request.ip, captchaUuid: captchaUuid(request) })),
  );

  // Mailed codes. Reset and verify answer alike whether the address has an account or not: the
  // same statements, the same answer, the mail sent after it (an unreachable mail server is the
  // outbox's to retry, never an error here).
  const codeKey = loadAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir });
  const codeRoute = (path: string, purpose: CodePurpose) =>
    app.get(
      path,
      {
        config: publicRoute,
        schema: { tags: ['auth'], querystring: emailQuery, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const email = request.query.email;
        const deliver = purpose === 'register' || !!(await findAccountByEmail(db, email));
        await sendMailCode(db, mail, codeKey, { email, purpose, lang: lang(request), ip: request.ip, deliver });
        return ok(null);
      },
    );
  codeRoute('/codepath/code/getRegisterCode', 'register');
  codeRoute('/codepath/code/getVerificationCode', 'reset');
  codeRoute('/codepath/code/getVerifyCode', 'verify');

  app.post(
    '/gateway/user/register',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: registerBody, response: { 200: envelopeOf(registeredSchema) } },
    },
    async (request) => ok(await register(db, config, request.body, { ip: request.ip, lang: lang(request), codeKey })),
  );

  app.post(
    '/gateway/user/updatePwd',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: updatePwdBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await updatePassword(db, config, codeKey, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/gateway/user/accountActivate',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: accountActivateBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await activateAccount(db, codeKey, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/gateway/user/checkPasswordContainsCommonKey',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: checkPasswordBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const { customerPwd, username } = request.body;
      checkPassword(customerPwd, config.passwordPolicy, username?.includes('@') ? { email: username } : { username });
      return ok(null);
    },
  );

  app.get(
    '/gateway/user/getAllItem',
    {
      config: publicRoute,
      schema: { tags: ['auth'], response: { 200: envelopeOf(z.array(complianceItemSchema)) } },
    },
    async () => ok(await listComplianceItems(db)),
  );

  app.get(
    '/gateway/user/getLegalCom',
    {
      config: publicRoute,
      schema: { tags: ['auth'], response: { 200: envelopeOf(z.array(legalCompanySchema)) } },
    },
    async () => ok(await listLegalCompanies(db)),
  );

  app.get(
    '/gateway/user/nda',
    {
      config: publicRoute,
      schema: { tags: ['auth'], response: { 200: envelopeOf(ndaSchema) } },
    },
    async (request) => ok(await currentNda(db, lang(request))),
  );

  app.get(
    '/gateway/user/getMenu',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], response: { 200: envelopeOf(menuResponse) } },
    },
    async (request) => {
      const user = currentUser(request);
      return ok({ menus: await menuFor(db, user), roles: user.roleIds.map((roleId) => ({ roleId })) });
    },
  );

  app.get(
    '/gateway/user/profile',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], response: { 200: envelopeOf(profileSchema) } },
    },
    async (request) => {
      const u = currentUser(request);
      return ok({
        id: u.id,
        name: u.name,
        email: u.email,
        type: u.type,
        isChild: u.isChild,
        isStaff: u.isStaff,
        language: u.language,
        companyName: u.companyName,
        companyNameEn: u.companyNameEn,
        codes: [...u.codes].sort(),
        platformIds: u.platformIds,
      });
    },
  );

  app.post(
    '/gateway/user/logout',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const user = currentUser(request);
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
      return ok(null);
    },
  );
}
