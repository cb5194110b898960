// The server half of the password rules: the policy (length, classes) and the common-key check —
// no username, no e-mail name, none of ~41 000 popular passwords (the popular-passwords package).
import { createRequire } from 'node:module';
import { Code } from '../../../contract/codes.ts';
import type { PasswordPolicy } from '../../../contract/limits.ts';
import { meetsPasswordPolicy } from '../../../contract/rules.ts';
import { AppError } from '../../platform/envelope.ts';

let common: Set<string> | undefined;
const minCommonLength = 4;

function commonPasswords(): Set<string> {
  if (!common) {
    const list = createRequire(import.meta.url)('popular-passwords') as string[];
    common = new Set(list.map((p) => p.toLowerCase()).filter((p) => p.length >= minCommonLength));
  }
  return common;
}

export const commonPasswordCount = () => commonPasswords().size;

/** The longest common password contained in `password` (case-insensitive), if any. */
export function containedCommonPassword(password: string): string | null {
  const lower = password.toLowerCase();
  const set = commonPasswords();
  for (let length = lower.length; length >= minCommonLength; length--) {
    for (let start = 0; start + length <= lower.length; start++) {
      const piece = lower.slice(start, start + length);
      if (set.has(piece)) return piece;
    }
  }
  return null;
}

/** Throws a 400 with the rule that failed; the order is the one a person fixes them in. */
export function checkPassword(
  password: string,
  policy: PasswordPolicy,
  identity: { username?: string; email?: string } = {},
): void {
  if (!meetsPasswordPolicy(password, policy)) {
    throw new AppError(
      400,
      Code.badRequest,
      'common.note.pwdrule',
      { min: policy.minLength, max: policy.maxLength },
      { field: 'password' },
    );
  }
  const lower = password.toLowerCase();
  const names = [identity.username, identity.email?.split('@')[0]]
    .filter((n): n is string => !!n && n.length >= 3)
    .map((n) => n.toLowerCase());
  if (names.some((n) => lower.includes(n)))
    throw new AppError(400, Code.badRequest, 'pwdContainsUser', {}, { field: 'password' });
  const word = containedCommonPassword(password);
  if (word) throw new AppError(400, Code.badRequest, 'pwdCommon', { word }, { field: 'password' });
}
