// Mailed codes: the answer, and the database work done before it, are the same whether the address
// has an account or not, and the mail goes out after the answer, so an unreachable mail server
// is never an error here. The outbox keeps no code once a mail is out; the stored code is an
// HMAC under the app's secret. Code and invitation mails are limited per client and per recipient.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from '../../db/orm.ts';
import { mailRateLimits } from '../../../contract/limits.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { lastMail } from '../../test/auth-helpers.ts';
import { accounts, mailCodes, mailOutbox, rateEvents } from '../../db/schema/index.ts';
import { maxAttempts } from '../../platform/mail.ts';
import { t as translate } from '../../platform/messages.ts';
import { mailLimits } from '../../platform/rate-limit.ts';
import { secretFileName } from '../../platform/secret.ts';

let t: TestApp;
/** The SQL the driver was given while `recording`, with a mark where the answer was sent. */
const statements: string[] = [];
const answerMark = '-- the answer is sent --';
let recording = false;

beforeAll(async () => {
  t = await makeTestApp();
  const client = (t.db as unknown as { $client: { query: (query: unknown, ...rest: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query;
  client.query = function (this: unknown, q: unknown, ...rest: unknown[]) {
    if (recording) statements.push(typeof q === 'string' ? q : (q as { text: string }).text);
    return query.call(this, q, ...rest);
  };
  t.app.addHook('onSend', async () => {
    if (recording) statements.push(answerMark);
  });
  await t.app.ready();
});
afterAll(() => t.close());

const codeRequest = (app: TestApp, route: string, email: string, ip: string, lang = 'en') =>
  app.app.inject({
    method: 'GET',
    url: `/api/codepath/code/${route}?email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });
/** Lets a new code be asked for at once (the 60 s pause is tested elsewhere). */
const endPause = (app: TestApp, email: string) =>
  app.db
    .update(mailCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(mailCodes.email, email));
const outboxTo = async (app: TestApp, to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('with the mail server unreachable', () => {
  let down: TestApp;
  const appSecret = 'a-test-secret-of-at-least-32-characters';
  beforeAll(async () => {
    down = await makeTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, APP_SECRET: appSecret });
    await down.app.ready();
  });
  afterAll(() => down.close());

  it.each(['getVerificationCode', 'getVerifyCode'])(
    "%s answers 200 with the same body for a known and an unknown address; the known one's mail waits for its retry",
    async (route) => {
      const known = await codeRequest(down, route, 'other@demo.test', '192.0.2.1');
      const unknown = await codeRequest(down, route, `ghost-${route.toLowerCase()}@demo.test`, '192.0.2.2');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ code: 0, msg: 'success', data: null });

      await down.mail.idle();
      const [mail] = await outboxTo(down, 'other@demo.test').then((rows) =>
        rows.filter((r) => r.sentAt === null && r.location === 'queued'),
      );
      expect(mail).toMatchObject({ transport: 'smtp', attempts: 1, error: expect.stringMatching(/ECONNREFUSED/) });
      expect(mail.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      expect(await outboxTo(down, `ghost-${route.toLowerCase()}@demo.test`)).toMatchObject([
        { location: 'skipped', body: '', attempts: 0 },
      ]);
      await down.db.delete(mailOutbox); // the next case starts without a queued mail
      await endPause(down, 'other@demo.test');
    },
  );

  it('stores the code as HMAC-SHA-256 under APP_SECRET, not as a plain hash', async () => {
    await codeRequest(down, 'getRegisterCode', 'hmac@newco.test', '192.0.2.3');
    await down.mail.idle();
    // Not delivered (the server is down), so the body is still kept for the retry.
    const [mail] = await outboxTo(down, 'hmac@newco.test');
    const code = /\b(\d{6})\b/.exec(mail.body)![1];
    const [row] = await down.db.select().from(mailCodes).where(eq(mailCodes.email, 'hmac@newco.test'));
    expect(row.codeHash).toBe(crypto.createHmac('sha256', appSecret).update(`hmac@newco.test:${code}`).digest('hex'));
    expect(row.codeHash).not.toBe(crypto.createHash('sha256').update(`hmac@newco.test:${code}`).digest('hex'));
    expect(fs.existsSync(path.join(down.dataDir, secretFileName))).toBe(false);
  });

  it('gives a mail up after its last attempt and drops its body', async () => {
    await codeRequest(down, 'getVerifyCode', 'customer@demo.test', '192.0.2.4');
    await down.mail.idle();
    for (let i = 1; i < maxAttempts; i++) {
      await down.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.to, 'customer@demo.test'));
      await down.mail.flush();
    }
    expect(await outboxTo(down, 'customer@demo.test')).toMatchObject([
      { location: 'failed', body: '', attempts: maxAttempts, error: expect.stringMatching(/ECONNREFUSED/) },
    ]);
  });
});

describe('the request path of a known and an unknown address', () => {
  async function traced(route: string, email: string, ip: string) {
    await t.mail.idle();
    statements.length = 0;
    recording = true;
    const res = await codeRequest(t, route, email, ip);
    await t.mail.idle();
    recording = false;
    const mark = statements.indexOf(answerMark);
    expect(mark, 'the answer was sent').toBeGreaterThan(0);
    return { res, before: statements.slice(0, mark), after: statements.slice(mark + 1) };
  }

  it.each(['getVerificationCode', 'getVerifyCode'])(
    '%s: the same statements before the answer; the mail goes out after it',
    async (route) => {
      const known = await traced(route, 'child@demo.test', '192.0.2.10');
      const unknown = await traced(route, `nobody-${route.toLowerCase()}@demo.test`, '192.0.2.11');
      expect(known.res.body).toBe(unknown.res.body);
      expect(known.before).toEqual(unknown.before);
      // Not trivially equal: both wrote their code row and their outbox row …
      expect(known.before.filter((q) => /^insert into "(mail_codes|mail_outbox)"/.test(q))).toHaveLength(2);
      // … and neither delivered anything before answering.
      expect(known.before.some((q) => /^update "mail_outbox"/.test(q))).toBe(false);
      expect(known.after.filter((q) => /^update "mail_outbox"/.test(q)).length).toBeGreaterThanOrEqual(2); // claimed, then marked sent
      await endPause(t, 'child@demo.test');
    },
  );
});

describe('the outbox and the code', () => {
  it('keeps no code in the outbox once the mail is out; the code row holds an HMAC under DATA_DIR/secret.key', async () => {
    await codeRequest(t, 'getRegisterCode', 'kept@newco.test', '192.0.2.20');
    const mail = await lastMail(t, 'kept@newco.test');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    expect(mail.body).toBe('');
    expect(JSON.stringify(await outboxTo(t, 'kept@newco.test'))).not.toContain(code);
    const key = fs.readFileSync(path.join(t.dataDir, secretFileName), 'utf8').trim();
    expect(fs.statSync(path.join(t.dataDir, secretFileName)).mode & 0o777).toBe(0o600);
    const [row] = await t.db.select().from(mailCodes).where(eq(mailCodes.email, 'kept@newco.test'));
    expect(row.codeHash).toBe(crypto.createHmac('sha256', key).update(`kept@newco.test:${code}`).digest('hex'));
  });
});

describe('limits on mailed codes', () => {
  it(`answers 429 to the ${mailRateLimits.codesPerClient + 1}th code an hour from one client address, whatever the addresses`, async () => {
    const ip = '198.18.0.1';
    for (let i = 0; i < mailRateLimits.codesPerClient; i++) {
      const route = ['getRegisterCode', 'getVerificationCode', 'getVerifyCode'][i % 3];
      expect((await codeRequest(t, route, `fresh-${i}@spray.test`, ip)).statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await codeRequest(t, 'getRegisterCode', 'fresh-x@spray.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: translate('en', 'tryAgainIn', { minutes: 60 }), data: null });
    expect(await outboxTo(t, 'fresh-x@spray.test')).toHaveLength(0);
    expect((await codeRequest(t, 'getRegisterCode', 'fresh-x@spray.test', '198.18.0.2')).statusCode).toBe(200);
  });

  it(`answers 429 to the ${mailRateLimits.perRecipient + 1}th code an hour to one address from any clients, the same for a known and an unknown address`, async () => {
    const answers: Record<string, string> = {};
    for (const email of ['pm@demo.test', 'unheard-of@demo.test']) {
      for (let i = 0; i < mailRateLimits.perRecipient; i++) {
        await endPause(t, email);
        expect(
          (await codeRequest(t, 'getVerificationCode', email, `198.18.1.${i}`)).statusCode,
          `${email} ${i + 1}`,
        ).toBe(200);
      }
      await endPause(t, email);
      const refused = await codeRequest(t, 'getVerificationCode', email, '198.18.1.99');
      expect(refused.statusCode).toBe(429);
      answers[email] = refused.body;
    }
    expect(answers['pm@demo.test']).toBe(answers['unheard-of@demo.test']);
    expect(JSON.parse(answers['pm@demo.test']).msg).toBe(translate('en', 'tryAgainIn', { minutes: 60 }));
  });
});

describe('limits on invitations', () => {
  const childBody = (email: string) => ({
    name: '限额测试',
    email,
    phone: '13900007777',
    menuCodes: ['M01'],
    unauthorizedProjectIds: [],
  });
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, ip: string) =>
    t.app.inject({
      method,
      url: `/api/common/cust/account/${url}`,
      payload,
      remoteAddress: ip,
      headers: { ...t.bearer(await t.signIn('customer@demo.test')), 'accept-language': 'en' },
    });
  const children = async () =>
    Number((await t.db.select({ n: count() }).from(accounts).where(eq(accounts.type, 'child')))[0].n);
  const fill = (scope: string, key: string, n: number) =>
    t.db.insert(rateEvents).values(Array.from({ length: n }, () => ({ scope, key })));

  it('refuses a child invitation over the per-recipient limit, and makes no child', async () => {
    await fill(mailLimits.perRecipient.scope, 'busy@shenhe.test', mailRateLimits.perRecipient - 1);
    expect((await call('POST', 'add', childBody('busy@shenhe.test'), '198.18.2.1')).statusCode).toBe(200);
    const before = await children();
    const refused = await call('POST', 'add', childBody('busy@shenhe.test'), '198.18.2.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(translate('en', 'tryAgainIn', { minutes: 60 }));
    expect(await children()).toBe(before);
  });

  it('refuses a child invitation over the per-client limit', async () => {
    await fill(mailLimits.invitesPerClient.scope, '198.18.3.1', mailRateLimits.invitesPerClient);
    expect((await call('POST', 'add', childBody('spare-a@shenhe.test'), '198.18.3.1')).statusCode).toBe(429);
    expect((await call('POST', 'add', childBody('spare-a@shenhe.test'), '198.18.3.2')).statusCode).toBe(200);
  });

  it('limits a new address proposed by an edit, and only that', async () => {
    const id = (await call('POST', 'add', childBody('edit-me@shenhe.test'), '198.18.4.1')).json().data.id as number;
    await fill(mailLimits.perRecipient.scope, 'edit-full@shenhe.test', mailRateLimits.perRecipient);
    const refused = await call('PUT', 'edit', { id, ...childBody('edit-full@shenhe.test') }, '198.18.4.2');
    expect(refused.statusCode).toBe(429);
    const unchanged = await call(
      'PUT',
      'edit',
      { id, ...childBody('edit-me@shenhe.test'), name: '改名' },
      '198.18.4.2',
    );
    expect(unchanged.json()).toMatchObject({ code: 0, data: { confirmationSent: false } });
    const events = await t.db
      .select()
      .from(rateEvents)
      .where(and(eq(rateEvents.scope, mailLimits.invitesPerClient.scope), eq(rateEvents.key, '198.18.4.2')));
    expect(events).toHaveLength(0);
  });
});
