// Sign-in: IP throttle → captcha → wrong-password lockout → password → account state → session.
// An unknown username walks the same steps (a dummy hash, the same counters), so neither the
// answer nor its timing tells whether an account exists.
import { and, count, eq, gt, lt, sql } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import { limits, loginLimits } from '../../../contract/limits.ts';
import type { LoginData } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, companies, loginAttempts, loginFailures, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/envelope.ts';
import { dummyHash, verifyPassword } from '../../platform/passwords.ts';
import { openSession } from '../../platform/sessions.ts';
import { audit } from '../../platform/audit.ts';
import { checkCaptcha } from './captcha.ts';
import { currentVersion } from '../settings/documents.ts';

/** `ndaVersion`: the NDA version the person ticked on the sign-in screen (the current one when left out). */
type Input = { username: string; password: string; code: string; ndaVersion?: string };
type Context = { ip: string; captchaUuid?: string };

const monthsAgo = (months: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - months);
  return d;
};

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, normalizeUsername(email)));
  return row;
}

async function throttleIp(db: Db, ip: string, perMinute: number) {
  const since = new Date(Date.now() - 60_000);
  const [{ n }] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  if (Number(n) >= perMinute) throw new AppError(429, Code.tooMany, 'tooMany');
  await db.insert(loginAttempts).values({ ip });
  // Old attempts only take room.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 3_600_000)));
}

async function failuresOf(db: Db, username: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, username));
  if (row?.lockedUntil && row.lockedUntil.getTime() <= Date.now()) {
    // The 30 minutes are over: a fresh start.
    await db
      .update(loginFailures)
      .set({ count: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(loginFailures.username, username));
    return { count: 0, lockedUntil: null };
  }
  return row ?? { count: 0, lockedUntil: null };
}

const lockedAnswer = (until: Date) =>
  new AppError(403, Code.accountLocked, 'loginLocked', {
    minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)),
  });

/** Counts one wrong password in the database; the fifth in a row locks for 30 minutes. */
async function recordWrongPassword(db: Db, username: string): Promise<AppError> {
  const [row] = await db
    .insert(loginFailures)
    .values({ username, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: { count: sql`${loginFailures.count} + 1`, updatedAt: new Date() },
    })
    .returning();
  if (row.count >= loginLimits.maxWrongPasswords) {
    const until = new Date(Date.now() + loginLimits.lockMinutes * 60_000);
    await db.update(loginFailures).set({ lockedUntil: until }).where(eq(loginFailures.username, username));
    return lockedAnswer(until);
  }
  return new AppError(400, Code.wrongPassword, 'wrongPassword', { n: loginLimits.maxWrongPasswords - row.count });
}

export async function login(db: Db, config: Config, input: Input, ctx: Context): Promise<LoginData> {
  await throttleIp(db, ctx.ip, config.loginAttemptsPerMinute);
  await checkCaptcha(db, ctx.captchaUuid, input.code, config.env === 'test' ? config.captchaTestAnswer : undefined);

  const username = normalizeUsername(input.username);
  const failures = await failuresOf(db, username);
  const account = await findAccountByEmail(db, username);
  const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash()));
  if (failures.lockedUntil) throw lockedAnswer(failures.lockedUntil);
  if (!account || !passwordOk) throw await recordWrongPassword(db, username);
  if (failures.count > 0)
    await db.update(loginFailures).set({ count: 0, updatedAt: new Date() }).where(eq(loginFailures.username, username));

  const action = (kind: 'updatePassword' | 'verifyEmail') => ({
    action: kind,
    email: account.email,
    path: kind === 'verifyEmail' ? '/verify' : '/reset',
  });
  if (account.state === 'locked' && account.lockReason === 'force')
    throw new AppError(403, Code.accountLocked, 'forceLocked');
  // Switched off by its primary: whatever the state, until the primary switches it on again.
  if (account.disabledAt) throw new AppError(403, Code.accountLocked, 'accountDisabled');
  if (account.state === 'incomplete' || account.state === 'inactive')
    throw new AppError(403, Code.accountInactive, 'accountInactive');
  const verificationStale =
    !account.emailVerifiedAt || account.emailVerifiedAt < monthsAgo(limits.emailVerifyCycleMonths);
  if (account.state === 'locked' || verificationStale) {
    if (account.state !== 'locked') {
      await db
        .update(accounts)
        .set({ state: 'locked', lockReason: 'unverified', updatedAt: new Date() })
        .where(eq(accounts.id, account.id));
      await audit(db, {
        accountId: account.id,
        action: 'account.lock',
        target: `account:${account.id}`,
        detail: { reason: 'unverified' },
        ip: ctx.ip,
      });
    }
    throw new AppError(200, Code.verifyRequired, 'verifyRequired', {}, action('verifyEmail'));
  }
  const maxAgeMs = config.passwordPolicy.maxAgeDays * 86_400_000;
  const passwordExpiresAt = new Date(account.passwordUpdatedAt.getTime() + maxAgeMs);
  if (passwordExpiresAt.getTime() <= Date.now()) {
    throw new AppError(
      200,
      Code.passwordExpired,
      'passwordExpired',
      { days: config.passwordPolicy.maxAgeDays },
      action('updatePassword'),
    );
  }

  // The NDA ticked must be the current one: a new version published since the screen was loaded
  // is refused, and the screen asks for the new text to be read and ticked.
  const nda = await currentVersion(db, 'nda');
  if (input.ndaVersion !== undefined && input.ndaVersion !== nda.label)
    throw new AppError(409, Code.conflict, 'ndaChanged', { version: nda.label }, { ndaVersion: nda.label });

  const now = new Date();
  const token = await openSession(db, account.id, { ip: ctx.ip, now });
  await db
    .update(accounts)
    .set({ lastLoginAt: now, ndaVersion: nda.label, ndaAcceptedAt: now })
    .where(eq(accounts.id, account.id));
  const [company] = await db.select().from(companies).where(eq(companies.id, account.companyId));
  return {
    token,
    username: account.name,
    companyName: company.name,
    companyNameEn: company.nameEn,
    email: account.email,
    isChild: account.type === 'child',
    language: account.language,
    passwordUpdatedAt: account.passwordUpdatedAt.toISOString(),
    passwordExpiresAt: passwordExpiresAt.toISOString(),
  };
}

/** Every open session of an account ends (password change, lock). */
export async function revokeSessions(db: Db, accountId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), sql`${sessions.revokedAt} is null`));
}
