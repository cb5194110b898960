// Captchas bound to the client's verify-code uuid, in the database: single-use, 5 minutes.
import { eq, lt } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import { loginLimits } from '../../../contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';
import { AppError } from '../../platform/envelope.ts';
import { captchaPng, randomCaptchaText } from './captcha-image.ts';

export const wrongCaptcha = () => new AppError(400, Code.wrongCaptcha, 'wrongCaptcha');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new answer for `uuid` (replacing any earlier one) and its picture, a PNG. */
export async function issueCaptcha(db: Db, uuid: string | undefined): Promise<Buffer> {
  if (!uuid || !uuidPattern.test(uuid))
    throw new AppError(400, Code.badRequest, 'invalidField', { field: 'verify-code', rule: 'uuid' });
  const text = randomCaptchaText();
  const expiresAt = new Date(Date.now() + loginLimits.captchaLifeMs);
  await db
    .insert(captchas)
    .values({ uuid, answer: text.toLowerCase(), expiresAt })
    .onConflictDoUpdate({ target: captchas.uuid, set: { answer: text.toLowerCase(), expiresAt } });
  // Expired captchas are worthless: sweep them while we are here.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  return captchaPng(text);
}

/** Consumes the captcha of `uuid` whatever the answer: every answer is single-use. */
export async function checkCaptcha(
  db: Db,
  uuid: string | undefined,
  answer: string,
  testAnswer?: string,
): Promise<void> {
  if (testAnswer && answer === testAnswer) return;
  if (!uuid) throw wrongCaptcha();
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, uuid)).returning();
  if (!row || row.expiresAt.getTime() < Date.now() || row.answer !== answer.trim().toLowerCase()) throw wrongCaptcha();
}
