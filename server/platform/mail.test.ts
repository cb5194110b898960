// The outbox: delivery after the caller returns, retries with back-off until the last attempt, a
// claim lost with its process taken up again, and no body kept once a mail is delivered or given up.
// Time is driven by moving next_attempt_at into the past, never by waiting.
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from '../db/orm.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createMail, maxAttempts, retryDelaysMs, staleClaimMs, type Mail } from './mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());
// Each test owns the outbox: a flush takes every row that is due.
beforeEach(async () => {
  await t.mail.idle();
  await t.db.delete(mailOutbox);
});

/** A platform whose transport fails `failures` times (Infinity: always), then answers `delivered-<n>`. */
function flaky(failures: number) {
  const attempts: Mail[] = [];
  const log: string[] = [];
  const mail = createMail({
    from: t.config.mailFrom,
    dataDir: t.dataDir,
    db: t.db,
    log: (line) => log.push(line),
    deliver: async (m) => {
      attempts.push(m);
      if (attempts.length <= failures) throw new Error(`connect ECONNREFUSED (try ${attempts.length})`);
      return `delivered-${attempts.length}`;
    },
  });
  return { mail, attempts, log };
}

const rowTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];
/** Makes the planned retry due now, as if its wait had passed. */
const makeDue = (to: string) =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(mailOutbox.to, to));

describe('the outbox', () => {
  it('delivers a sent mail in the background and then keeps no body (subject, recipient, times and where it went stay)', async () => {
    const text = 'Your verification code is 314159.';
    await t.mail.send({ to: 'bg@mail.test', subject: 'code', text });
    await t.mail.idle();
    const row = await rowTo('bg@mail.test');
    expect(row).toMatchObject({
      subject: 'code',
      body: '',
      transport: 'file',
      attempts: 1,
      error: null,
      nextAttemptAt: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(fs.readFileSync(row.location, 'utf8')).toContain('314159');
  });

  it('retries a failed delivery after 1 then 5 minutes and sends it the third time', async () => {
    const { mail, attempts } = flaky(2);
    const sending = Date.now();
    await mail.send({ to: 'retry@mail.test', subject: 'invite', text: 'https://portal/verify?invite=abc' });
    await mail.idle();
    const failed = Date.now();
    let row = await rowTo('retry@mail.test');
    expect(row).toMatchObject({ location: 'queued', attempts: 1, error: 'connect ECONNREFUSED (try 1)', sentAt: null });
    expect(row.body).toBe('https://portal/verify?invite=abc'); // still needed for the retry
    // Planned one minute after the failure, which happened between `sending` and `failed`.
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(sending + retryDelaysMs[0]);
    expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(failed + retryDelaysMs[0]);

    expect(await mail.flush()).toBe(0); // not due yet
    expect(attempts).toHaveLength(1);

    await makeDue('retry@mail.test');
    const second = Date.now();
    expect(await mail.flush()).toBe(0);
    const secondFailed = Date.now();
    row = await rowTo('retry@mail.test');
    expect(row).toMatchObject({ location: 'queued', attempts: 2, error: 'connect ECONNREFUSED (try 2)' });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(second + retryDelaysMs[1]);
    expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(secondFailed + retryDelaysMs[1]);

    await makeDue('retry@mail.test');
    expect(await mail.flush()).toBe(1);
    row = await rowTo('retry@mail.test');
    expect(row).toMatchObject({ location: 'delivered-3', attempts: 3, body: '', nextAttemptAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(attempts.map((m) => m.text)).toEqual(Array(3).fill('https://portal/verify?invite=abc'));
  });

  it('marks a mail failed after the last attempt, keeps the error and drops the body', async () => {
    const { mail, attempts, log } = flaky(Infinity);
    await mail.send({ to: 'dead@mail.test', subject: 'code', text: 'Your verification code is 271828.' });
    await mail.idle();
    for (let i = 1; i < maxAttempts; i++) {
      expect(await rowTo('dead@mail.test')).toMatchObject({ location: 'queued', attempts: i });
      await makeDue('dead@mail.test');
      await mail.flush();
    }
    const row = await rowTo('dead@mail.test');
    expect(row).toMatchObject({
      location: 'failed',
      attempts: maxAttempts,
      body: '',
      sentAt: null,
      nextAttemptAt: null,
      error: `connect ECONNREFUSED (try ${maxAttempts})`,
    });
    expect(attempts).toHaveLength(maxAttempts);
    expect(log.at(-1)).toMatch(/given up/);
    // Nothing more happens to it.
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, row.id));
    expect(await mail.flush()).toBe(0);
    expect(attempts).toHaveLength(maxAttempts);
  });

  it('takes up a mail claimed by a process that died, once the claim is older than the stale limit', async () => {
    const { mail, attempts } = flaky(0);
    const now = Date.now();
    // Claimed 11 minutes ago (its claim ran out a minute ago), and one claimed just now (still being sent elsewhere).
    await t.db.insert(mailOutbox).values([
      {
        to: 'lost@mail.test',
        subject: 's',
        body: 'lost',
        transport: 'file',
        location: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(now - 60_000),
      },
      {
        to: 'busy@mail.test',
        subject: 's',
        body: 'busy',
        transport: 'file',
        location: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(now - 60_000 + staleClaimMs),
      },
      // Left by a version that set no claim time: judged by its age.
      {
        to: 'old@mail.test',
        subject: 's',
        body: 'old',
        transport: 'file',
        location: 'sending',
        createdAt: new Date(now - staleClaimMs - 60_000),
      },
    ]);
    expect(await mail.flush()).toBe(2);
    expect(attempts.map((m) => m.text).sort()).toEqual(['lost', 'old']);
    expect(await rowTo('lost@mail.test')).toMatchObject({ location: 'delivered-1', attempts: 2, body: '' });
    expect(await rowTo('busy@mail.test')).toMatchObject({
      location: 'sending',
      attempts: 1,
      body: 'busy',
      sentAt: null,
    });
  });

  it('sends each mail once when two processes flush at the same time', async () => {
    const one = flaky(0);
    const two = flaky(0);
    for (let i = 0; i < 8; i++)
      await t.db
        .insert(mailOutbox)
        .values({ to: `both-${i}@mail.test`, subject: 's', body: `m${i}`, transport: 'file', location: 'queued' });
    const [a, b] = await Promise.all([one.mail.flush(), two.mail.flush()]);
    expect(a + b).toBe(8);
    expect([...one.attempts, ...two.attempts].map((m) => m.text).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `m${i}`).sort(),
    );
  });

  it('records a skipped mail with the same statement but no body, and never delivers it', async () => {
    const { mail, attempts } = flaky(0);
    await mail.skip({ to: 'nobody@mail.test', subject: 'code', text: 'Your verification code is 161803.' });
    await mail.idle();
    expect(await mail.flush()).toBe(0);
    expect(attempts).toHaveLength(0);
    expect(await rowTo('nobody@mail.test')).toMatchObject({ location: 'skipped', body: '', sentAt: null, attempts: 0 });
  });

  it('runs due mails on its timer', async () => {
    const { mail, attempts } = flaky(0);
    await t.db
      .insert(mailOutbox)
      .values({ to: 'timer@mail.test', subject: 's', body: 'tick', transport: 'file', location: 'queued' });
    const stop = mail.startTimer(1);
    try {
      await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
    } finally {
      stop();
    }
    await mail.idle();
    expect(await rowTo('timer@mail.test')).toMatchObject({ location: 'delivered-1', body: '' });
  });
});
