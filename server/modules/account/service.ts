// Child accounts: a primary account creates them with a subset of its own permissions and a list
// of its company's projects they may not see. The server holds those rules, not the form.
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from '../../db/orm.ts';
import { alias } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { acceptInviteBody, childAccountBody, childListQuery } from '../../../contract/account.ts';
import { grantableCodes } from '../../../contract/menus.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  accountGrants,
  accountHiddenProjects,
  accountInvites,
  accountRoles,
  accounts,
  companies,
  projects,
  roles,
} from '../../db/schema/index.ts';
import { userForAccount, type AuthUser } from '../../platform/auth.ts';
import { menuTree } from '../../platform/menuTree.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { takeMailLimits } from '../../platform/rate-limit.ts';
import { hashToken } from '../../platform/tokens.ts';
import { findAccountByEmail, revokeSessions } from '../auth/login.ts';
import { checkPassword } from '../auth/password-rules.ts';
import { confirmMismatch } from '../auth/register.ts';
import { memberStanding } from '../accgroup/service.ts';
import { unconfirmedEmail } from '../../platform/placeholder-email.ts';
import { endLinks, linkEmail, pendingOf, proposeEmail, shownEmail } from './child-email.ts';

const creator = alias(accounts, 'creator');
const updater = alias(accounts, 'updater');

/** What a primary may hand on, as a tree of modules with their functions (never account management). */
export const grantableTree = (db: Db, user: AuthUser) => menuTree(db, grantableCodes(user.codes));

export const companyProjects = (db: Db, user: AuthUser) =>
  db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.companyId, user.companyId))
    .orderBy(asc(projects.id));

async function checkGrants(db: Db, user: AuthUser, body: z.infer<typeof childAccountBody>) {
  const allowed = new Set(grantableCodes(user.codes));
  const refused = body.menuCodes.filter((c) => !allowed.has(c));
  if (refused.length)
    throw new AppError(400, Code.badRequest, 'grantNotHeld', { codes: refused.join(', ') }, { field: 'menuCodes' });
  if (!body.menuCodes.some((c) => /^M\d+$/.test(c)))
    throw new AppError(400, Code.badRequest, 'accountNeedsModules', {}, { field: 'menuCodes' });
  const own = new Set((await companyProjects(db, user)).map((p) => p.id));
  if (body.unauthorizedProjectIds.some((id) => !own.has(id)))
    throw new AppError(400, Code.badRequest, 'projectNotYours', {}, { field: 'unauthorizedProjectIds' });
}

const mine = (user: AuthUser) => and(eq(accounts.companyId, user.companyId), eq(accounts.type, 'child'));

/** A status of the list's filter: switched off by the primary, else the account's state (as the web's tag shows it). */
function statusCondition(status: NonNullable<z.infer<typeof childListQuery>['state']>): SQL | undefined {
  if (status === 'disabled') return isNotNull(accounts.disabledAt);
  return and(isNull(accounts.disabledAt), eq(accounts.state, status));
}

const childColumns = { a: accounts, creatorName: creator.name, updaterName: updater.name, shownEmail, linkEmail };

export async function listChildren(
  db: Db,
  user: AuthUser,
  q: z.infer<typeof childListQuery> & { pageNum: number; pageSize: number },
) {
  const where: (SQL | undefined)[] = [mine(user)];
  if (q.state) where.push(statusCondition(q.state));
  where.push(containsIgnoreCase(q.keyword, accounts.name, shownEmail, accounts.phone));
  const condition = and(...where);
  return paginate(
    db,
    q,
    db
      .select(childColumns)
      .from(accounts)
      .leftJoin(creator, eq(creator.id, accounts.createdBy))
      .leftJoin(updater, eq(updater.id, accounts.updatedBy))
      .where(condition)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .$dynamic(),
    db.select({ total: count() }).from(accounts).where(condition),
    present,
  );
}

type ChildRow = {
  a: typeof accounts.$inferSelect;
  creatorName: string | null;
  updaterName: string | null;
  shownEmail: string;
  linkEmail: string | null;
};

function present({ a, creatorName, updaterName, shownEmail: email, linkEmail: link }: ChildRow) {
  return {
    id: a.id,
    name: a.name,
    email,
    pendingEmail: pendingOf(email, link),
    phone: a.phone,
    state: a.state,
    enabled: a.disabledAt === null,
    type: a.type,
    lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
    creator: creatorName ?? '',
    createdAt: a.createdAt.toISOString(),
    updater: updaterName ?? creatorName ?? '',
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** A child of the caller's company (any other account: 404). */
async function ownChild(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select(childColumns)
    .from(accounts)
    .leftJoin(creator, eq(creator.id, accounts.createdBy))
    .leftJoin(updater, eq(updater.id, accounts.updatedBy))
    .where(and(eq(accounts.id, id), mine(user)));
  if (!row) throw notFound();
  return present(row);
}

export async function childDetail(db: Db, user: AuthUser, id: number) {
  const child = await ownChild(db, user, id);
  const [grants, hidden, standing, holder] = await Promise.all([
    db.select({ code: accountGrants.menuCode }).from(accountGrants).where(eq(accountGrants.accountId, id)),
    db
      .select({ id: accountHiddenProjects.projectId })
      .from(accountHiddenProjects)
      .where(eq(accountHiddenProjects.accountId, id)),
    memberStanding(db, id),
    userForAccount(db, id, { anyState: true }),
  ]);
  // What it holds now is computed where every request's codes are (platform/auth.ts), so the
  // primary sees the same answer the child's next request gets.
  const menuCodes = grants.map((g) => g.code).sort();
  const held = holder?.codes ?? new Set<string>();
  return {
    ...child,
    menuCodes,
    unauthorizedProjectIds: hidden.map((h) => h.id).sort((x, y) => x - y),
    accountGroup: standing ? { ...standing.group, roles: standing.roles } : null,
    roleCodes: [...held].filter((c) => !menuCodes.includes(c)).sort(),
    inactiveCodes: menuCodes.filter((c) => !held.has(c)),
  };
}

export async function addChild(
  db: Db,
  mail: MailPlatform,
  config: Config,
  user: AuthUser,
  body: z.infer<typeof childAccountBody>,
  ip: string,
) {
  await checkGrants(db, user, body);
  await takeMailLimits(db, 'invite', ip, body.email); // before anything is made: a refused call leaves nothing behind
  // Unusable until the owner of the address sets a password through the mailed link. The row is
  // made whether or not the address already has an account (decision 0008): it holds an
  // unconfirmed placeholder address, and the typed one waits on the link.
  const placeholder = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  const account = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        companyId: user.companyId,
        type: 'child',
        parentId: user.id,
        name: body.name,
        email: unconfirmedEmail(),
        phone: body.phone,
        state: 'incomplete',
        complianceState: 'passed',
        passwordHash: placeholder,
        language: user.language,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const [role] = await tx.select().from(roles).where(eq(roles.code, 'customer-child'));
    await tx.insert(accountRoles).values({ accountId: row.id, roleId: role.id });
    await tx.insert(accountGrants).values(body.menuCodes.map((menuCode) => ({ accountId: row.id, menuCode })));
    if (body.unauthorizedProjectIds.length)
      await tx
        .insert(accountHiddenProjects)
        .values(body.unauthorizedProjectIds.map((projectId) => ({ accountId: row.id, projectId })));
    return row;
  });
  await proposeEmail(db, mail, config, { account, email: body.email, kind: 'invite', by: user });
  await audit(db, {
    accountId: user.id,
    action: 'child.add',
    target: `account:${account.id}`,
    detail: { menuCodes: body.menuCodes },
    ip,
  });
  return { id: account.id };
}

/**
 * Saves a child's fields. A new address is only proposed: it becomes the child's when its owner
 * confirms it through the mailed link (decision 0008); `confirmationSent` says a link went out.
 * Giving back the address in use withdraws a proposal still waiting.
 */
export async function editChild(
  db: Db,
  mail: MailPlatform,
  config: Config,
  user: AuthUser,
  body: z.infer<typeof childAccountBody> & { id: number },
  ip: string,
) {
  const current = await ownChild(db, user, body.id);
  await checkGrants(db, user, body);
  // A new address gets a mail (below): within the mail limits, checked before anything is saved.
  if (body.email !== current.email.toLowerCase() && body.email !== current.pendingEmail?.toLowerCase())
    await takeMailLimits(db, 'invite', ip, body.email);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ name: body.name, phone: body.phone, updatedBy: user.id, updatedAt: new Date() })
      .where(eq(accounts.id, body.id));
    await tx.delete(accountGrants).where(eq(accountGrants.accountId, body.id));
    await tx.insert(accountGrants).values(body.menuCodes.map((menuCode) => ({ accountId: body.id, menuCode })));
    await tx.delete(accountHiddenProjects).where(eq(accountHiddenProjects.accountId, body.id));
    if (body.unauthorizedProjectIds.length)
      await tx
        .insert(accountHiddenProjects)
        .values(body.unauthorizedProjectIds.map((projectId) => ({ accountId: body.id, projectId })));
  });
  const inUse = current.email.toLowerCase();
  const waiting = current.pendingEmail?.toLowerCase();
  let confirmationSent = false;
  if (body.email !== inUse && body.email !== waiting) {
    // A child that never set a password gets the invitation again, now to the new address.
    const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, body.id));
    await proposeEmail(db, mail, config, {
      account: { id: body.id, language: row.language },
      email: body.email,
      kind: current.state === 'incomplete' ? 'invite' : 'change',
      by: user,
    });
    confirmationSent = true;
  } else if (body.email === inUse && waiting) {
    await endLinks(db, body.id);
  }
  await audit(db, {
    accountId: user.id,
    action: 'child.edit',
    target: `account:${body.id}`,
    detail: { menuCodes: body.menuCodes, emailProposed: confirmationSent },
    ip,
  });
  return { confirmationSent };
}

/**
 * The primary's switch: only `disabledAt` (and, switching off, the child's sessions end). The
 * state and a project manager's lock stay as they are, so neither undoes the other.
 */
export async function setChildEnabled(db: Db, user: AuthUser, id: number, enabled: boolean, ip: string) {
  const child = await ownChild(db, user, id);
  if (child.enabled === enabled) return;
  await db
    .update(accounts)
    .set({ disabledAt: enabled ? null : new Date(), updatedBy: user.id, updatedAt: new Date() })
    .where(eq(accounts.id, id));
  if (!enabled) await revokeSessions(db, id);
  await audit(db, {
    accountId: user.id,
    action: enabled ? 'child.enable' : 'child.disable',
    target: `account:${id}`,
    ip,
  });
}

const inviteInvalid = () => new AppError(400, Code.badRequest, 'inviteInvalid', {}, { field: 'token' });

/**
 * What the page of a mailed link shows before its form: a link with an address, for an account that
 * had verified one already, changes that address; any other sets up a new child. A used, expired
 * or unknown link is refused as acceptInvite refuses it.
 */
export async function inviteInfo(db: Db, token: string) {
  const [row] = await db
    .select({
      invite: accountInvites,
      verifiedAt: accounts.emailVerifiedAt,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
    })
    .from(accountInvites)
    .innerJoin(accounts, eq(accounts.id, accountInvites.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accountInvites.tokenHash, hashToken(token)), isNull(accountInvites.usedAt)));
  if (!row || row.invite.expiresAt.getTime() < Date.now()) throw inviteInvalid();
  const kind: 'invite' | 'change' = row.invite.email !== null && row.verifiedAt !== null ? 'change' : 'invite';
  return { kind, companyName: row.companyName, companyNameEn: row.companyNameEn };
}

/**
 * The mailed link (single use, 24 hours): confirms the address it was sent to — which becomes the
 * account's sign-in address — verifies it, and sets the password. It never undoes a project
 * manager's force-lock or the primary's switch: such an account is refused and the link kept.
 */
export async function acceptInvite(db: Db, config: Config, body: z.infer<typeof acceptInviteBody>, ip: string) {
  const [invite] = await db
    .select()
    .from(accountInvites)
    .where(and(eq(accountInvites.tokenHash, hashToken(body.token)), isNull(accountInvites.usedAt)));
  if (!invite || invite.expiresAt.getTime() < Date.now()) throw inviteInvalid();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, invite.accountId));
  const email = invite.email ?? account.email;
  if (body.password !== body.confirmPassword) throw confirmMismatch();
  checkPassword(body.password, config.passwordPolicy, { username: account.name, email });
  if (account.state === 'locked' && account.lockReason === 'force')
    throw new AppError(409, Code.conflict, 'forceLocked');
  if (account.disabledAt) throw new AppError(409, Code.conflict, 'accountDisabled');
  const takenByOther = async () => {
    const owner = await findAccountByEmail(db, email);
    return !!owner && owner.id !== account.id;
  };
  // Registered by someone else since the link was sent.
  if (await takenByOther()) throw inviteInvalid();
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const used = await tx
        .update(accountInvites)
        .set({ usedAt: now })
        .where(and(eq(accountInvites.tokenHash, invite.tokenHash), isNull(accountInvites.usedAt)))
        .returning();
      if (used.length === 0) throw inviteInvalid();
      await tx
        .update(accounts)
        .set({
          email,
          passwordHash,
          passwordUpdatedAt: now,
          emailVerifiedAt: now,
          updatedAt: now,
          // The address is verified now; an account awaiting the project manager's approval still awaits it.
          ...(account.state === 'inactive' ? {} : { state: 'active' as const, lockReason: null }),
        })
        .where(eq(accounts.id, account.id));
    });
  } catch (error) {
    // The same address taken a moment ago (unique index): the link cannot make it this account's.
    if (!(error instanceof AppError) && (await takenByOther())) throw inviteInvalid();
    throw error;
  }
  await revokeSessions(db, account.id);
  await audit(db, {
    accountId: account.id,
    action: 'child.confirmEmail',
    target: `account:${account.id}`,
    detail: { changed: email !== account.email },
    ip,
  });
  return { email };
}
