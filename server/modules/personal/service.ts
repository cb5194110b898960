// Personal Center: the signed-in account's own profile, its password change, and the entries of
// its home quick navigation. Everything here is about the caller; no id comes from the client.
import { asc, eq } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import { childNeverCodes, isPageCode } from '../../../contract/menus.ts';
import type { changePasswordBody, MenuSettings, PersonalProfile } from '../../../contract/personal.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, quickNavEntries } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/envelope.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { revokeSessions } from '../auth/login.ts';
import { checkPassword } from '../auth/password-rules.ts';
import { confirmMismatch } from '../auth/register.ts';

const dayMs = 86_400_000;
/** Personal Center: reached from the user menu, never a quick-navigation entry. */
export const personalCenterCode = 'M18';

async function ownAccount(db: Db, user: AuthUser) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, user.id));
  return account;
}

export async function profileOf(db: Db, config: Config, user: AuthUser, now = new Date()): Promise<PersonalProfile> {
  const account = await ownAccount(db, user);
  const updated = account.passwordUpdatedAt;
  return {
    name: account.name,
    email: account.email,
    phone: account.phone,
    companyName: user.companyName,
    companyNameEn: user.companyNameEn,
    type: account.type,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    passwordUpdatedAt: updated.toISOString(),
    passwordAgeDays: Math.max(0, Math.floor((now.getTime() - updated.getTime()) / dayMs)),
    passwordExpiresAt: new Date(updated.getTime() + config.passwordPolicy.maxAgeDays * dayMs).toISOString(),
    ndaVersion: account.ndaVersion,
    ndaAcceptedAt: account.ndaAcceptedAt?.toISOString() ?? null,
  };
}

/**
 * A new password while signed in: the old one must be right, the new one passes the sign-in
 * rules and differs from the old. Every session of the account ends (QUALITY.md), this one too.
 */
export async function changePassword(
  db: Db,
  config: Config,
  user: AuthUser,
  input: z.infer<typeof changePasswordBody>,
  ip: string,
) {
  const account = await ownAccount(db, user);
  if (!(await verifyPassword(input.oldPassword, account.passwordHash))) {
    throw new AppError(400, Code.badRequest, 'oldPasswordWrong', {}, { field: 'oldPassword' });
  }
  if (input.password !== input.confirmPassword) throw confirmMismatch();
  checkPassword(input.password, config.passwordPolicy, { username: account.name, email: account.email });
  if (input.password === input.oldPassword)
    throw new AppError(400, Code.badRequest, 'pwdSameAsOld', {}, { field: 'password' });
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(input.password), passwordUpdatedAt: new Date(), updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  await revokeSessions(db, account.id);
  await audit(db, {
    accountId: account.id,
    action: 'account.password',
    target: `account:${account.id}`,
    detail: { via: 'personalCenter' },
    ip,
  });
}

/** The page codes the caller may put in its quick navigation: what it holds, less Personal Center (and M08 for a child). */
export function quickNavCodes(user: AuthUser): Set<string> {
  return new Set(
    [...user.codes].filter(
      (code) => isPageCode(code) && code !== personalCenterCode && !(user.isChild && childNeverCodes.includes(code)),
    ),
  );
}

/** The chosen entries still held, in the chosen order; a code taken away since simply drops out. */
export async function menuSettingsOf(db: Db, user: AuthUser): Promise<MenuSettings> {
  const rows = await db
    .select()
    .from(quickNavEntries)
    .where(eq(quickNavEntries.accountId, user.id))
    .orderBy(asc(quickNavEntries.sort));
  const held = quickNavCodes(user);
  return { custom: rows.length > 0, codes: rows.map((row) => row.menuCode).filter((code) => held.has(code)) };
}

export async function saveMenuSettings(db: Db, user: AuthUser, codes: string[], ip: string) {
  const held = quickNavCodes(user);
  const refused = codes.filter((code) => !held.has(code));
  if (refused.length)
    throw new AppError(400, Code.badRequest, 'grantNotHeld', { codes: refused.join(', ') }, { field: 'codes' });
  if (new Set(codes).size !== codes.length)
    throw new AppError(400, Code.badRequest, 'quickNavDuplicate', {}, { field: 'codes' });
  await db.transaction(async (tx) => {
    await tx.delete(quickNavEntries).where(eq(quickNavEntries.accountId, user.id));
    await tx.insert(quickNavEntries).values(codes.map((menuCode, sort) => ({ accountId: user.id, menuCode, sort })));
  });
  await audit(db, { accountId: user.id, action: 'quickNav.save', target: `account:${user.id}`, detail: { codes }, ip });
  return menuSettingsOf(db, user);
}

/** Back to the default: every granted entry, in the menu's order. */
export async function resetMenuSettings(db: Db, user: AuthUser, ip: string) {
  await db.delete(quickNavEntries).where(eq(quickNavEntries.accountId, user.id));
  await audit(db, { accountId: user.id, action: 'quickNav.reset', target: `account:${user.id}`, ip });
  return menuSettingsOf(db, user);
}
