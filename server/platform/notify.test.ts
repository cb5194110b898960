// Workflow mails: queued with the change that causes them (gone when it rolls back), in each
// account's language, and not to an account that turned the module off, is locked or switched off.
import { eq, inArray } from '../db/orm.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { accounts, mailOutbox, messageSettings } from '../db/schema/index.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { accountOf } from '../test/factories.ts';
import { notifyAccounts, type WorkflowEvent } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.mail.idle();
  await t.db.delete(mailOutbox);
  await t.db.delete(messageSettings).where(eq(messageSettings.module, 'review'));
});

const event: WorkflowEvent = {
  module: 'review',
  zh: { subject: '评审 R-7 待您修改', lines: ['工程师已返回评审意见。'] },
  en: { subject: 'Review R-7 waits for you', lines: ['The engineer returned the review.'] },
  path: '/review/ReviewDetail?id=7',
};
const outbox = (emails: string[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

describe('notifyAccounts', () => {
  it("queues one mail per account in the account's language, with the link into the portal", async () => {
    const customer = await accountOf(t, 'customer@demo.test');
    const other = await accountOf(t, 'other@demo.test');
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, other.id));
    try {
      const queued = await t.db.transaction((tx) =>
        notifyAccounts(
          tx as unknown as Db,
          t.mail,
          [customer.id, other.id, customer.id],
          event,
          'https://portal.example',
        ),
      );
      expect(queued).toBe(2);
      const rows = await outbox([customer.email, other.email]);
      const zh = rows.find((r) => r.to === customer.email)!;
      const en = rows.find((r) => r.to === other.email)!;
      expect(zh.subject).toBe('【Nexora 技术支持门户】评审 R-7 待您修改');
      expect(zh.body).toContain('https://portal.example/review/ReviewDetail?id=7');
      expect(en.subject).toBe('[Nexora Support Portal] Review R-7 waits for you');
      expect(en.body).toContain('The engineer returned the review.');
    } finally {
      await t.db.update(accounts).set({ language: other.language }).where(eq(accounts.id, other.id));
    }
  });

  it('queues nothing when the change that caused it rolls back', async () => {
    const customer = await accountOf(t, 'customer@demo.test');
    await expect(
      t.db.transaction(async (tx) => {
        await notifyAccounts(tx as unknown as Db, t.mail, [customer.id], event, t.config.publicUrl);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox([customer.email])).toHaveLength(0);
  });

  it("skips an account that turned the module's mails off, a locked one and a switched-off one", async () => {
    const customer = await accountOf(t, 'customer@demo.test');
    const locked = await accountOf(t, 'locked@demo.test');
    const child = await accountOf(t, 'child@demo.test');
    await t.db
      .insert(messageSettings)
      .values({ accountId: customer.id, module: 'review', enabled: false, mode: 'immediate' });
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, child.id));
    try {
      expect(await notifyAccounts(t.db, t.mail, [customer.id, locked.id, child.id], event, t.config.publicUrl)).toBe(0);
      expect(await outbox([customer.email, locked.email, child.email])).toHaveLength(0);
      // Another module's switch does not silence this one.
      await t.db.delete(messageSettings).where(eq(messageSettings.accountId, customer.id));
      await t.db
        .insert(messageSettings)
        .values({ accountId: customer.id, module: 'train', enabled: false, mode: 'immediate' });
      expect(await notifyAccounts(t.db, t.mail, [customer.id], event, t.config.publicUrl)).toBe(1);
    } finally {
      await t.db.update(accounts).set({ disabledAt: child.disabledAt }).where(eq(accounts.id, child.id));
      await t.db.delete(messageSettings).where(eq(messageSettings.accountId, customer.id));
    }
  });
});
