// Sign-in helpers for API tests: a real captcha, the mails as sent (the last mailed code), a real login.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { desc, eq } from '../db/orm.ts';
import { captchas, mailOutbox } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

export async function captcha(t: TestApp): Promise<{ uuid: string; answer: string }> {
  const uuid = crypto.randomUUID();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/codepath/code/getVerificationCodePhoto?_t=${Date.now()}`,
    headers: { 'verify-code': uuid },
  });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const [row] = await t.db.select().from(captchas).where(eq(captchas.uuid, uuid));
  return { uuid, answer: row.answer };
}

export async function loginAs(
  t: TestApp,
  username: string,
  password = 'Portal#2026',
  headers: Record<string, string> = {},
) {
  const c = await captcha(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/gateway/user/login',
    headers: { 'verify-code': c.uuid, ...headers },
    payload: { username, password, code: c.answer },
  });
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The text of a mail as it went out: the .eml the file transport wrote (the outbox keeps no body
 * once a mail is delivered). Single-part text mails, as the portal sends them.
 */
export function sentText(row: OutboxRow): string {
  if (!row.sentAt || !fs.existsSync(row.location))
    throw new Error(`mail ${row.id} to ${row.to} was not written (location ${row.location}, error ${row.error})`);
  const raw = fs.readFileSync(row.location, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const encoding = /^Content-Transfer-Encoding:\s*(.*)$/im.exec(head)?.[1].trim().toLowerCase();
  const body = raw.slice(split).trim();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The mails to `to` (oldest first) once every delivery in flight is done, each with the text that went out. */
export async function sentMails(t: TestApp, to: string): Promise<(OutboxRow & { text: string })[]> {
  await t.mail.idle();
  await t.mail.flush();
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  return rows.map((row) => ({ ...row, text: sentText(row) }));
}

/** The newest mail to `to` as it went out. */
export async function lastMail(t: TestApp, to: string): Promise<OutboxRow & { text: string }> {
  await t.mail.idle();
  await t.mail.flush();
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return { ...row, text: sentText(row) };
}

export async function lastMailCode(t: TestApp, to: string): Promise<string> {
  return /\b(\d{6})\b/.exec((await lastMail(t, to)).text)![1];
}
