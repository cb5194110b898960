// argon2id from node:crypto with the OWASP parameters (m=19 MiB, t=2, p=1) and a per-user salt.
// Stored as a PHC-style string so parameters can change later without breaking old hashes.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const argon2 = promisify(crypto.argon2);
const params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const hash = await argon2('argon2id', { message: password, nonce, ...params });
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${nonce.toString('base64url')}$${Buffer.from(hash).toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5], 'base64url');
  const actual = Buffer.from(
    await argon2('argon2id', {
      message: password,
      nonce: Buffer.from(m[4], 'base64url'),
      memory: Number(m[1]),
      passes: Number(m[2]),
      parallelism: Number(m[3]),
      tagLength: expected.length,
    }),
  );
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same time as a real one. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(crypto.randomBytes(12).toString('base64url')));
