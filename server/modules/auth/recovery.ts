// Getting back in: a new password by mailed code (reset, and the forced update after 90 days),
// and e-mail verification of a locked or freshly unlocked account.
import { eq } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { accountActivateBody, updatePwdBody } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, loginFailures } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/envelope.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { findAccountByEmail, normalizeUsername, revokeSessions } from './login.ts';
import { consumeMailCode, type CodeKey } from './mail-codes.ts';
import { checkPassword } from './password-rules.ts';
import { confirmMismatch } from './register.ts';

const invalidCode = () => new AppError(400, Code.badRequest, 'mailCodeInvalid', {}, { field: 'code' });

export async function updatePassword(
  db: Db,
  config: Config,
  key: CodeKey,
  input: z.infer<typeof updatePwdBody>,
  ip: string,
) {
  if (input.password !== input.confirmPassword) throw confirmMismatch();
  const account = await findAccountByEmail(db, input.email);
  checkPassword(input.password, config.passwordPolicy, { username: account?.name, email: input.email });
  // Unknown addresses never received a code, so this refuses them like a wrong code.
  await consumeMailCode(db, key, input.email, 'reset', input.code);
  if (!account) throw invalidCode();
  if (await verifyPassword(input.password, account.passwordHash))
    throw new AppError(400, Code.badRequest, 'pwdSameAsOld', {}, { field: 'password' });
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(input.password), passwordUpdatedAt: new Date(), updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  await db.delete(loginFailures).where(eq(loginFailures.username, normalizeUsername(account.email)));
  await revokeSessions(db, account.id);
  await audit(db, { accountId: account.id, action: 'account.password', target: `account:${account.id}`, ip });
}

export async function activateAccount(db: Db, key: CodeKey, input: z.infer<typeof accountActivateBody>, ip: string) {
  await consumeMailCode(db, key, input.email, 'verify', input.code);
  const account = await findAccountByEmail(db, input.email);
  if (!account) throw invalidCode();
  // Verification never undoes a project manager's force-lock or a primary's switch.
  if (account.state === 'locked' && account.lockReason === 'force') {
    throw new AppError(409, Code.conflict, 'forceLocked');
  }
  if (account.disabledAt) throw new AppError(409, Code.conflict, 'accountDisabled');
  if (account.state === 'inactive' || account.state === 'incomplete')
    throw new AppError(403, Code.accountInactive, 'accountInactive');
  await db
    .update(accounts)
    .set({ state: 'active', lockReason: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  await audit(db, { accountId: account.id, action: 'account.verify', target: `account:${account.id}`, ip });
}
