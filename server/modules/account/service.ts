// Child accounts: a primary account creates them with a subset of its own permissions and a list
// of its company's projects they may not see. The server holds those rules, not the form.
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { acceptInviteBody, childAccountBody, childListQuery } from '../../../contract/account.ts';
import { grantableCodes } from '../../../contract/menus.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountGrants, accountHiddenProjects, accountInvites, accountRoles, accounts, projects, roles } from '../../db/schema/index.ts';
import { userForAccount, type AuthUser } from '../../platform/auth.ts';
import { menuTree } from '../../platform/menuTree.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { findAccountByEmail, revokeSessions } from '../auth/login.ts';
import { checkPassword } from '../auth/password-rules.ts';
import { confirmMismatch } from '../auth/register.ts';
import { memberStanding } from '../accgroup/service.ts';

const inviteLifeMs = 24 * 3_600_000;
const creator = alias(accounts, 'creator');
const updater = alias(accounts, 'updater');

/** What a primary may hand on, as a tree of modules with their functions (never account management). */
export const grantableTree = (db: Db, user: AuthUser) => menuTree(db, grantableCodes(user.codes));

export const companyProjects = (db: Db, user: AuthUser) =>
  db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.companyId, user.companyId)).orderBy(asc(projects.id));

async function checkGrants(db: Db, user: AuthUser, body: z.infer<typeof childAccountBody>) {
  const allowed = new Set(grantableCodes(user.codes));
  const refused = body.menuCodes.filter((c) => !allowed.has(c));
  if (refused.length) throw new AppError(400, Code.badRequest, 'grantNotHeld', { codes: refused.join(', ') }, { field: 'menuCodes' });
  if (!body.menuCodes.some((c) => /^M\d+$/.test(c))) throw new AppError(400, Code.badRequest, 'accountNeedsModules', {}, { field: 'menuCodes' });
  const own = new Set((await companyProjects(db, user)).map((p) => p.id));
  if (body.unauthorizedProjectIds.some((id) => !own.has(id))) throw new AppError(400, Code.badRequest, 'projectNotYours', {}, { field: 'unauthorizedProjectIds' });
}

const mine = (user: AuthUser) => and(eq(accounts.companyId, user.companyId), eq(accounts.type, 'child'));

export async function listChildren(db: Db, user: AuthUser, q: z.infer<typeof childListQuery> & { pageNum: number; pageSize: number }) {
  const where: (SQL | undefined)[] = [mine(user)];
  if (q.state) where.push(eq(accounts.state, q.state));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    where.push(or(ilike(accounts.name, like), ilike(accounts.email, like), ilike(accounts.phone, like)));
  }
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ a: accounts, creatorName: creator.name, updaterName: updater.name }).from(accounts)
      .leftJoin(creator, eq(creator.id, accounts.createdBy)).leftJoin(updater, eq(updater.id, accounts.updatedBy))
      .where(condition).orderBy(desc(accounts.createdAt), desc(accounts.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: count() }).from(accounts).where(condition),
  ]);
  return { list: rows.map(present), total: Number(total), pageNum: q.pageNum, pageSize: q.pageSize };
}

function present({ a, creatorName, updaterName }: { a: typeof accounts.$inferSelect; creatorName: string | null; updaterName: string | null }) {
  return {
    id: a.id, name: a.name, email: a.email, phone: a.phone, state: a.state, enabled: !(a.state === 'locked' && a.lockReason === 'disabled'), type: a.type,
    lastLoginAt: a.lastLoginAt?.toISOString() ?? null, creator: creatorName ?? '', createdAt: a.createdAt.toISOString(),
    updater: updaterName ?? creatorName ?? '', updatedAt: a.updatedAt.toISOString(),
  };
}

/** A child of the caller's company (any other account: 404). */
async function ownChild(db: Db, user: AuthUser, id: number) {
  const [row] = await db.select({ a: accounts, creatorName: creator.name, updaterName: updater.name }).from(accounts)
    .leftJoin(creator, eq(creator.id, accounts.createdBy)).leftJoin(updater, eq(updater.id, accounts.updatedBy))
    .where(and(eq(accounts.id, id), mine(user)));
  if (!row) throw notFound();
  return present(row);
}

export async function childDetail(db: Db, user: AuthUser, id: number) {
  const child = await ownChild(db, user, id);
  const [grants, hidden, standing, holder] = await Promise.all([
    db.select({ code: accountGrants.menuCode }).from(accountGrants).where(eq(accountGrants.accountId, id)),
    db.select({ id: accountHiddenProjects.projectId }).from(accountHiddenProjects).where(eq(accountHiddenProjects.accountId, id)),
    memberStanding(db, id),
    userForAccount(db, id, { anyState: true }),
  ]);
  // What it holds now is computed where every request's codes are (platform/auth.ts), so the
  // primary sees the same answer the child's next request gets.
  const menuCodes = grants.map((g) => g.code).sort();
  const held = holder?.codes ?? new Set<string>();
  return {
    ...child, menuCodes, unauthorizedProjectIds: hidden.map((h) => h.id).sort((x, y) => x - y),
    accountGroup: standing ? { ...standing.group, roles: standing.roles } : null,
    roleCodes: [...held].filter((c) => !menuCodes.includes(c)).sort(),
    inactiveCodes: menuCodes.filter((c) => !held.has(c)),
  };
}

async function sendInvite(db: Db, mail: MailPlatform, config: Config, account: { id: number; email: string; language: 'zh' | 'en' }, parentName: string) {
  const token = newToken();
  await db.insert(accountInvites).values({ tokenHash: hashToken(token), accountId: account.id, expiresAt: new Date(Date.now() + inviteLifeMs) });
  const link = `${config.publicUrl ?? ''}/verify?invite=${token}`;
  await mail.send({
    to: account.email,
    subject: account.language === 'en' ? 'Nexora Support Portal: your account' : 'Nexora 技术支持门户：您的账号',
    text: account.language === 'en'
      ? `${parentName} created a portal account for you. Verify your e-mail and set your password within 24 hours:\n\n${link}\n`
      : `${parentName} 为您创建了门户账号。请在 24 小时内通过以下链接验证邮箱并设置密码：\n\n${link}\n`,
  });
}

export async function addChild(db: Db, mail: MailPlatform, config: Config, user: AuthUser, body: z.infer<typeof childAccountBody>, ip: string) {
  await checkGrants(db, user, body);
  if (await findAccountByEmail(db, body.email)) throw new AppError(409, Code.conflict, 'emailTaken', {}, { field: 'email' });
  // Unusable until the child sets its own password through the mailed link.
  const placeholder = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  const account = await db.transaction(async (tx) => {
    const [row] = await tx.insert(accounts).values({
      companyId: user.companyId, type: 'child', parentId: user.id, name: body.name, email: body.email, phone: body.phone,
      state: 'incomplete', complianceState: 'passed', passwordHash: placeholder, language: user.language, createdBy: user.id, updatedBy: user.id,
    }).returning();
    const [role] = await tx.select().from(roles).where(eq(roles.code, 'customer-child'));
    await tx.insert(accountRoles).values({ accountId: row.id, roleId: role.id });
    await tx.insert(accountGrants).values(body.menuCodes.map((menuCode) => ({ accountId: row.id, menuCode })));
    if (body.unauthorizedProjectIds.length) await tx.insert(accountHiddenProjects).values(body.unauthorizedProjectIds.map((projectId) => ({ accountId: row.id, projectId })));
    return row;
  });
  await sendInvite(db, mail, config, account, user.name);
  await audit(db, { accountId: user.id, action: 'child.add', target: `account:${account.id}`, detail: { menuCodes: body.menuCodes }, ip });
  return { id: account.id };
}

export async function editChild(db: Db, user: AuthUser, body: z.infer<typeof childAccountBody> & { id: number }, ip: string) {
  const current = await ownChild(db, user, body.id);
  await checkGrants(db, user, body);
  if (body.email !== current.email.toLowerCase() && await findAccountByEmail(db, body.email)) throw new AppError(409, Code.conflict, 'emailTaken', {}, { field: 'email' });
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ name: body.name, email: body.email, phone: body.phone, updatedBy: user.id, updatedAt: new Date() }).where(eq(accounts.id, body.id));
    await tx.delete(accountGrants).where(eq(accountGrants.accountId, body.id));
    await tx.insert(accountGrants).values(body.menuCodes.map((menuCode) => ({ accountId: body.id, menuCode })));
    await tx.delete(accountHiddenProjects).where(eq(accountHiddenProjects.accountId, body.id));
    if (body.unauthorizedProjectIds.length) await tx.insert(accountHiddenProjects).values(body.unauthorizedProjectIds.map((projectId) => ({ accountId: body.id, projectId })));
  });
  await audit(db, { accountId: user.id, action: 'child.edit', target: `account:${body.id}`, detail: { menuCodes: body.menuCodes }, ip });
}

export async function setChildEnabled(db: Db, user: AuthUser, id: number, enabled: boolean, ip: string) {
  const child = await ownChild(db, user, id);
  if (enabled) {
    if (child.enabled) return;
    // Back to where it was: active if it had set its password, else still awaiting the link.
    const [row] = await db.select({ verified: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, id));
    await db.update(accounts).set({ state: row.verified ? 'active' : 'incomplete', lockReason: null, updatedBy: user.id, updatedAt: new Date() }).where(eq(accounts.id, id));
  } else {
    await db.update(accounts).set({ state: 'locked', lockReason: 'disabled', updatedBy: user.id, updatedAt: new Date() }).where(eq(accounts.id, id));
    await revokeSessions(db, id);
  }
  await audit(db, { accountId: user.id, action: enabled ? 'child.enable' : 'child.disable', target: `account:${id}`, ip });
}

/** The mailed link: verifies the e-mail and sets the password; single use, 24 hours. */
export async function acceptInvite(db: Db, config: Config, body: z.infer<typeof acceptInviteBody>) {
  const [invite] = await db.select().from(accountInvites).where(and(eq(accountInvites.tokenHash, hashToken(body.token)), isNull(accountInvites.usedAt)));
  if (!invite || invite.expiresAt.getTime() < Date.now()) throw new AppError(400, Code.badRequest, 'inviteInvalid', {}, { field: 'token' });
  const [account] = await db.select().from(accounts).where(eq(accounts.id, invite.accountId));
  if (body.password !== body.confirmPassword) throw confirmMismatch();
  checkPassword(body.password, config.passwordPolicy, { username: account.name, email: account.email });
  const used = await db.update(accountInvites).set({ usedAt: new Date() }).where(and(eq(accountInvites.tokenHash, invite.tokenHash), isNull(accountInvites.usedAt))).returning();
  if (used.length === 0) throw new AppError(400, Code.badRequest, 'inviteInvalid', {}, { field: 'token' });
  const now = new Date();
  const disabled = account.state === 'locked' && account.lockReason === 'disabled';
  await db.update(accounts).set({
    passwordHash: await hashPassword(body.password), passwordUpdatedAt: now, emailVerifiedAt: now, updatedAt: now,
    ...(disabled ? {} : { state: 'active' as const, lockReason: null }),
  }).where(eq(accounts.id, account.id));
  return { email: account.email };
}

