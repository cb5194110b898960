// The project manager's console: the accounts of the companies assigned to them, and the
// state changes only they may make (activate, force-lock, unlock). Each change is audited. These
// touch only state and lock reason: a primary's switch on its child (disabledAt) is another fact,
// which a lock or unlock neither sets nor clears. Besides: the registrations waiting for approval
// (approved by activate, rejected by deleting the never-active account: decision 0027) and the
// reset of an account's e-mail verification.
import { and, asc, count, desc, eq, inArray, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { adminAccountsQuery, adminRegistrationsQuery } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { accounts, companies } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { staffCompanyIds } from '../../platform/staff-companies.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';
import { revokeSessions } from '../auth/login.ts';
import { sendMailCode, type CodeKey } from '../auth/mail-codes.ts';
import { shownEmail } from '../account/child-email.ts';
import type { AccountAction } from '../../../contract/admin.ts';
import { isForeignKeyViolation } from '../../platform/errors.ts';
import { rejectionMail } from './mails.ts';

type Query = z.infer<typeof adminAccountsQuery> & { pageNum: number; pageSize: number };
type RegistrationQuery = z.infer<typeof adminRegistrationsQuery> & { pageNum: number; pageSize: number };

/** Companies assigned to a project manager: only their customers' accounts can be acted on. */
const managedCompanyIds = staffCompanyIds;

export async function listManagedAccounts(db: Db, user: AuthUser, q: Query) {
  const companyIds = await managedCompanyIds(db, user);
  if (companyIds.length === 0) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const where: (SQL | undefined)[] = [inArray(accounts.companyId, companyIds)];
  if (q.state) where.push(eq(accounts.state, q.state));
  if (q.lockReason) where.push(eq(accounts.state, 'locked'), eq(accounts.lockReason, q.lockReason));
  where.push(containsIgnoreCase(q.keyword, accounts.name, shownEmail, companies.name, companies.nameEn));
  const condition = and(...where);
  return paginate(
    db,
    q,
    db
      .select({ account: accounts, email: shownEmail, companyName: companies.name, companyNameEn: companies.nameEn })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(condition)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(condition),
    ({ account: a, email, companyName, companyNameEn }) => ({
      id: a.id,
      name: a.name,
      email,
      phone: a.phone,
      type: a.type,
      state: a.state,
      lockReason: a.lockReason,
      disabledAt: a.disabledAt?.toISOString() ?? null,
      companyId: a.companyId,
      companyName,
      companyNameEn,
      lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
      emailVerifiedAt: a.emailVerifiedAt?.toISOString() ?? null,
    }),
  );
}

async function managedAccount(db: Db, user: AuthUser, id: number) {
  const companyIds = await managedCompanyIds(db, user);
  const [row] = companyIds.length
    ? await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, id), inArray(accounts.companyId, companyIds)))
    : [];
  if (!row) throw notFound();
  return row;
}

const stateRefused = (state: string) => new AppError(409, Code.conflict, 'stateNotAllowed', { state });

export async function changeAccountState(db: Db, user: AuthUser, id: number, action: AccountAction, ip: string) {
  const account = await managedAccount(db, user, id);
  const now = new Date();
  if (action === 'activate') {
    if (account.state !== 'inactive') throw stateRefused(account.state);
    await db.update(accounts).set({ state: 'active', updatedBy: user.id, updatedAt: now }).where(eq(accounts.id, id));
  } else if (action === 'lock') {
    if (account.state === 'locked' && account.lockReason === 'force') throw stateRefused(account.state);
    if (account.state === 'incomplete') throw stateRefused(account.state);
    await db
      .update(accounts)
      .set({ state: 'locked', lockReason: 'force', updatedBy: user.id, updatedAt: now })
      .where(eq(accounts.id, id));
    await revokeSessions(db, id);
  } else {
    if (!(account.state === 'locked' && account.lockReason === 'force')) throw stateRefused(account.state);
    // After a force-lock the owner must verify the e-mail at once (spec §4).
    await db
      .update(accounts)
      .set({ lockReason: 'unlocked-unverified', updatedBy: user.id, updatedAt: now })
      .where(eq(accounts.id, id));
  }
  await audit(db, {
    accountId: user.id,
    action: `account.${action}`,
    target: `account:${id}`,
    detail: { from: account.state },
    ip,
  });
}

/** The registrations waiting for approval (spec §4: inactive = information filled and e-mail verified), oldest first. */
export async function listRegistrations(db: Db, user: AuthUser, q: RegistrationQuery) {
  const companyIds = await managedCompanyIds(db, user);
  if (companyIds.length === 0) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const condition = and(
    inArray(accounts.companyId, companyIds),
    eq(accounts.state, 'inactive'),
    containsIgnoreCase(q.keyword, accounts.name, accounts.email, companies.name, companies.nameEn),
  );
  return paginate(
    db,
    q,
    db
      .select({ account: accounts, companyName: companies.name, companyNameEn: companies.nameEn })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(condition)
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(condition),
    ({ account: a, companyName, companyNameEn }) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      phone: a.phone,
      type: a.type,
      language: a.language,
      complianceState: a.complianceState,
      companyId: a.companyId,
      companyName,
      companyNameEn,
      emailVerifiedAt: a.emailVerifiedAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    }),
  );
}

/**
 * Rejects a registration: the account, which never signed in (it was never active), is deleted —
 * the company may register again, the address is free — and the registrant is mailed the reason
 * (decision 0027). Only an inactive account (409 otherwise); one that something names is kept (409).
 */
export async function rejectRegistration(
  db: Db,
  mail: MailPlatform,
  user: AuthUser,
  id: number,
  reason: string,
  ip: string,
) {
  const account = await managedAccount(db, user, id);
  if (account.state !== 'inactive') throw stateRefused(account.state);
  const [company] = await db.select().from(companies).where(eq(companies.id, account.companyId));
  const deleted = await db
    .delete(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.state, 'inactive')))
    .returning({ id: accounts.id })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new AppError(409, Code.conflict, 'conflict');
      throw error;
    });
  if (deleted.length === 0) throw stateRefused('active'); // approved a moment ago
  await audit(db, {
    accountId: user.id,
    action: 'account.reject',
    target: `account:${id}`,
    detail: { name: account.name, email: account.email, companyId: account.companyId, reason },
    ip,
  });
  await mail.send(rejectionMail(account, company, reason));
}

/**
 * The account must verify its e-mail again: the verification is cleared, the account waits for it
 * (locked, `unlocked-unverified`: sign-in sends it to /verify, code 9999) and is signed out, and a
 * verification code goes to the address through the mailed-code flow of sign-in (its 60 s pause
 * and hourly limits hold: 429 changes nothing). For an active account or one locked for want of
 * verification; a force-locked one is unlocked first, an inactive or incomplete one or one its
 * primary switched off is refused (409).
 */
export async function resetVerification(
  db: Db,
  mail: MailPlatform,
  codeKey: CodeKey,
  user: AuthUser,
  id: number,
  ip: string,
) {
  const account = await managedAccount(db, user, id);
  const allowed =
    !account.disabledAt &&
    (account.state === 'active' || (account.state === 'locked' && account.lockReason !== 'force'));
  if (!allowed) throw stateRefused(account.disabledAt ? 'disabled' : account.state);
  // The mail's limits first: a refusal leaves the account as it was. The client limit counts the
  // staff member's resets, not their office's address, which customers' public requests share.
  await sendMailCode(db, mail, codeKey, {
    email: account.email,
    purpose: 'verify',
    lang: account.language,
    ip: `staff:${user.id}`,
  });
  const now = new Date();
  await db
    .update(accounts)
    .set({
      state: 'locked',
      lockReason: 'unlocked-unverified',
      emailVerifiedAt: null,
      updatedBy: user.id,
      updatedAt: now,
    })
    .where(eq(accounts.id, id));
  await revokeSessions(db, id);
  await audit(db, {
    accountId: user.id,
    action: 'account.resetVerification',
    target: `account:${id}`,
    detail: { from: account.state, lockReason: account.lockReason },
    ip,
  });
}
