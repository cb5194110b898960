// The project manager's console: the accounts of the companies assigned to them, and the
// state changes only they may make (activate, force-lock, unlock). Each change is audited. These
// touch only state and lock reason: a primary's switch on its child (disabledAt) is another fact,
// which a lock or unlock neither sets nor clears.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { adminAccountsQuery } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { accounts, companies, staffCompanies } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';
import { revokeSessions } from '../auth/login.ts';
import { shownEmail } from '../account/child-email.ts';
import type { AccountAction } from '../../../contract/admin.ts';

type Query = z.infer<typeof adminAccountsQuery> & { pageNum: number; pageSize: number };

/** Companies assigned to a project manager: only their customers' accounts can be acted on. */
async function managedCompanyIds(db: Db, user: AuthUser): Promise<number[]> {
  const rows = await db
    .select({ id: staffCompanies.companyId })
    .from(staffCompanies)
    .where(eq(staffCompanies.accountId, user.id));
  return rows.map((r) => r.id);
}

export async function listManagedAccounts(db: Db, user: AuthUser, q: Query) {
  const companyIds = await managedCompanyIds(db, user);
  if (companyIds.length === 0) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const where: (SQL | undefined)[] = [inArray(accounts.companyId, companyIds)];
  if (q.state) where.push(eq(accounts.state, q.state));
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
