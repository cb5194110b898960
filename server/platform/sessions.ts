// A new session for an account: a random token handed to the client once, only its hash stored, for
// the token's life. Sign-in opens one; so do the tests and the bench for their demo accounts.
import { limits } from '../../contract/limits.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

export async function openSession(db: Db, accountId: number, opts: { ip?: string; now?: Date } = {}): Promise<string> {
  const token = newToken();
  const now = opts.now ?? new Date();
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + limits.tokenLifeMs),
    ip: opts.ip,
  });
  return token;
}
