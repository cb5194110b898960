// Self-registration of a customer company's primary account: questionnaire all No, a legal
// company without a primary account yet, the rules of §5, and the mailed code. The account
// starts inactive (information filled, e-mail verified) until a project manager approves it.
import { and, asc, eq } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { registerBody } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/limits.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountRoles, accounts, companies, complianceItems, roles } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/envelope.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findAccountByEmail } from './login.ts';
import { consumeMailCode, type CodeKey } from './mail-codes.ts';
import { checkPassword } from './password-rules.ts';

export const listComplianceItems = (db: Db) =>
  db
    .select({ id: complianceItems.id, question: complianceItems.question, questionEn: complianceItems.questionEn })
    .from(complianceItems)
    .where(eq(complianceItems.active, true))
    .orderBy(asc(complianceItems.sort), asc(complianceItems.id));

export const listLegalCompanies = (db: Db) =>
  db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(and(eq(companies.isLegal, true), eq(companies.isVendor, false)))
    .orderBy(asc(companies.id));

export const confirmMismatch = () =>
  new AppError(400, Code.badRequest, 'home.pwdnote', {}, { field: 'confirmPassword' });

export async function register(
  db: Db,
  config: Config,
  input: z.infer<typeof registerBody>,
  ctx: { ip: string; lang: Language; codeKey: CodeKey },
) {
  const items = await listComplianceItems(db);
  const answers = new Map(input.answers.map((a) => [a.itemId, a.answer]));
  const unanswered = items.find((item) => !answers.has(item.id));
  if (unanswered)
    throw new AppError(400, Code.badRequest, 'complianceMissing', {}, { field: 'answers', itemId: unanswered.id });
  const refused = items.find((item) => answers.get(item.id) !== 'no');
  if (refused) {
    throw new AppError(
      400,
      Code.badRequest,
      'complianceRefused',
      { question: ctx.lang === 'en' ? refused.questionEn : refused.question },
      { field: 'answers', itemId: refused.id },
    );
  }
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, input.companyId), eq(companies.isLegal, true), eq(companies.isVendor, false)));
  if (!company) throw new AppError(400, Code.badRequest, 'companyUnknown', {}, { field: 'companyId' });
  if (input.password !== input.confirmPassword) throw confirmMismatch();
  checkPassword(input.password, config.passwordPolicy, { username: input.name, email: input.email });

  // The code proves the address is theirs; only then may the answer say it is taken.
  await consumeMailCode(db, ctx.codeKey, input.email, 'register', input.emailCode);
  if (await findAccountByEmail(db, input.email))
    throw new AppError(409, Code.conflict, 'emailTaken', {}, { field: 'email' });
  const [primary] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, company.id), eq(accounts.type, 'primary')));
  if (primary) throw new AppError(409, Code.conflict, 'companyHasPrimary', {}, { field: 'companyId' });

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [account] = await db
    .insert(accounts)
    .values({
      companyId: company.id,
      type: 'primary',
      name: input.name,
      email: input.email,
      phone: input.phone,
      state: 'inactive',
      complianceState: 'passed',
      passwordHash,
      passwordUpdatedAt: now,
      emailVerifiedAt: now,
      language: ctx.lang,
    })
    .returning();
  const [role] = await db.select().from(roles).where(eq(roles.code, 'customer-primary'));
  await db.insert(accountRoles).values({ accountId: account.id, roleId: role.id });
  await audit(db, {
    accountId: account.id,
    action: 'account.register',
    target: `account:${account.id}`,
    detail: { companyId: company.id },
    ip: ctx.ip,
  });
  return { id: account.id, state: account.state };
}
