// Six-digit codes sent by mail for register, reset and verify: stored as an HMAC under the app's
// secret (a plain hash of a six-digit code is undone by a million guesses), valid 10 minutes, a new
// one only after 60 s and within the hourly mail limits, dead after 5 wrong tries or once used.
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import { loginLimits, type Language } from '../../../contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { mailCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/envelope.ts';
import type { MailPlatform } from '../../platform/mail.ts';
import { takeMailLimits } from '../../platform/rate-limit.ts';
import type { MailCodePurpose } from '../../../contract/auth.ts';

/** Which of the three mailed codes (contract/auth.ts MailCodePurpose). */
export type CodePurpose = MailCodePurpose;
const maxWrongTries = 5;

/** The key of the code hashes: the app's secret (server/platform/secret.ts), handed in by the routes. */
export type CodeKey = Buffer;
const hashCode = (key: CodeKey, email: string, code: string) =>
  crypto.createHmac('sha256', key).update(`${email}:${code}`).digest('hex');

const subjects: Record<CodePurpose, Record<Language, string>> = {
  register: { zh: 'Nexora 技术支持门户：注册验证码', en: 'Nexora Support Portal: registration code' },
  reset: { zh: 'Nexora 技术支持门户：重置密码验证码', en: 'Nexora Support Portal: password reset code' },
  verify: { zh: 'Nexora 技术支持门户：邮箱验证码', en: 'Nexora Support Portal: e-mail verification code' },
};

function body(lang: Language, code: string): string {
  const minutes = loginLimits.mailCodeLifeMs / 60_000;
  return lang === 'en'
    ? `Your verification code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this mail.\n\nNexora Semiconductor customer support`
    : `您的验证码是 ${code}，${minutes} 分钟内有效。\n\n如非本人操作，请忽略本邮件。\n\n芯诺拉半导体 客户技术支持`;
}

/**
 * Mails a new code unless one was sent less than 60 s ago (429 with the seconds left) or the hourly
 * limits of the client `ip` or of the address are used up (429). `deliver` false (the address has
 * no account) does the same database work, statement for statement, and sends nothing: neither the
 * answer nor its time tells whether the address exists. The mail goes out after the answer.
 */
export async function sendMailCode(
  db: Db,
  mail: MailPlatform,
  key: CodeKey,
  opts: { email: string; purpose: CodePurpose; lang: Language; ip: string; deliver?: boolean },
): Promise<void> {
  const [last] = await db
    .select()
    .from(mailCodes)
    .where(and(eq(mailCodes.email, opts.email), eq(mailCodes.purpose, opts.purpose)))
    .orderBy(desc(mailCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = loginLimits.mailCodeResendMs - (Date.now() - last.createdAt.getTime());
    if (wait > 0) throw new AppError(429, Code.tooMany, 'mailCodeWait', { seconds: Math.ceil(wait / 1000) });
  }
  await takeMailLimits(db, 'code', opts.ip, opts.email);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const deliver = opts.deliver ?? true;
  const codeHash = hashCode(key, opts.email, code);
  // The row is written either way, so the 60 s pause holds for unknown addresses too.
  await db.insert(mailCodes).values({
    email: opts.email,
    purpose: opts.purpose,
    codeHash: deliver ? codeHash : 'none',
    expiresAt: new Date(Date.now() + loginLimits.mailCodeLifeMs),
  });
  const message = { to: opts.email, subject: subjects[opts.purpose][opts.lang], text: body(opts.lang, code) };
  await (deliver ? mail.send(message) : mail.skip(message));
}

/** Uses up the newest live code of that purpose if it matches; else counts a wrong try and refuses. */
export async function consumeMailCode(
  db: Db,
  key: CodeKey,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(mailCodes)
    .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose), isNull(mailCodes.usedAt)))
    .orderBy(desc(mailCodes.createdAt))
    .limit(1);
  const invalid = () => new AppError(400, Code.badRequest, 'mailCodeInvalid', {}, { field: 'code' });
  if (!row || row.expiresAt.getTime() < Date.now() || row.wrongTries >= maxWrongTries) throw invalid();
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(hashCode(key, email, code.trim()));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    await db
      .update(mailCodes)
      .set({ wrongTries: row.wrongTries + 1 })
      .where(eq(mailCodes.id, row.id));
    throw invalid();
  }
  const used = await db
    .update(mailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(mailCodes.id, row.id), isNull(mailCodes.usedAt)))
    .returning();
  if (used.length === 0) throw invalid(); // used by a concurrent request a moment ago
}
