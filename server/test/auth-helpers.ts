// Sign-in helpers for API tests: a real captcha, the last mailed code, a real login.
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { captchas, mailOutbox } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

export async function captcha(t: TestApp): Promise<{ uuid: string; answer: string }> {
  const uuid = crypto.randomUUID();
  const res = await t.app.inject({ method: 'GET', url: `/api/codepath/code/getVerificationCodePhoto?_t=${Date.now()}`, headers: { 'verify-code': uuid } });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const [row] = await t.db.select().from(captchas).where(eq(captchas.uuid, uuid));
  return { uuid, answer: row.answer };
}

export async function loginAs(t: TestApp, username: string, password = 'Portal#2026', headers: Record<string, string> = {}) {
  const c = await captcha(t);
  return t.app.inject({ method: 'POST', url: '/api/gateway/user/login', headers: { 'verify-code': c.uuid, ...headers }, payload: { username, password, code: c.answer } });
}

export async function lastMailCode(t: TestApp, to: string): Promise<string> {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return /\b(\d{6})\b/.exec(row.body)![1];
}
