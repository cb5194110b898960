// Message settings: per module, logged when changed, only modules the account may enter; the mail
// job mails each new visible item once per account (immediately or as a next-day digest), and a
// second tick or a second process mails nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from '../../db/orm.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { sentText } from '../../test/auth-helpers.ts';
import { addCatalogItem, addChild } from '../../test/factories.ts';
import {
  accounts,
  catalogItems,
  mailOutbox,
  messageDeliveries,
  messageSettings,
  platformCare,
  platforms,
} from '../../db/schema/index.ts';
import { createMail } from '../../platform/mail.ts';
import { buildApp } from '../../app.ts';
import { createFiles } from '../../platform/files.ts';
import { messageTick } from './job.ts';

let t: TestApp;
let a: string;
let child: string;
let other: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, child, other] = await Promise.all(
    ['customer@demo.test', 'child@demo.test', 'other@demo.test'].map((e) => t.signIn(e)),
  );
});
afterAll(() => t.close());

const base = '/api/common/user/message';
const getConfig = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${base}/getModuleEmailConfigAndUserConfig`, headers: t.bearer(token) })
  ).json().data as { module: string; enabled: boolean; mode: string }[];
const save = (token: string, configs: object[]) =>
  t.app.inject({ method: 'POST', url: `${base}/saveUserEmailConfig`, headers: t.bearer(token), payload: { configs } });
const log = async (token: string, page: object = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${base}/getUserEmailConfigLog`,
      headers: t.bearer(token),
      payload: page,
    })
  ).json().data;

async function addItem(kind: 'dcc' | 'tool', name: string, platform: string, releasedAt: Date) {
  return (await addCatalogItem(t, { kind, name, platforms: [platform], releasedAt })).id;
}
// With the text that went out: the outbox keeps no body once a mail is delivered.
const mailsTo = async (email: string, since: Date) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), gte(mailOutbox.createdAt, since)))
  ).map((m) => ({ ...m, body: sentText(m) }));
const tick = (now: Date) => messageTick({ db: t.db, mail: t.app.deps.mail, portalUrl: 'https://portal.example' }, now);

describe('message settings', () => {
  it('offers the modules the account may enter, news off and own requests on by default; saving logs only what changed', async () => {
    expect((await getConfig(a)).map((c) => c.module)).toEqual([
      'dcc',
      'tr',
      'pcn',
      'tool',
      'patchset',
      'review',
      'train',
      'simulation',
    ]);
    expect((await getConfig(child)).map((c) => c.module)).toEqual([
      'dcc',
      'tr',
      'tool',
      'patchset',
      'review',
      'simulation',
    ]); // no M03, M10
    const defaults = await getConfig(a);
    expect(defaults.filter((c) => c.enabled).map((c) => c.module)).toEqual([
      'patchset',
      'review',
      'train',
      'simulation',
    ]);
    expect(defaults.every((c) => c.mode === 'immediate')).toBe(true);

    const saved = await save(a, [
      { module: 'tr', enabled: true, mode: 'daily' },
      { module: 'pcn', enabled: false, mode: 'immediate' },
    ]);
    expect(saved.json().code).toBe(0);
    expect((await getConfig(a)).find((c) => c.module === 'tr')).toMatchObject({ enabled: true, mode: 'daily' });
    const first = await log(a);
    expect(first.total).toBe(1);
    expect(first.list[0].changes).toEqual([
      { module: 'tr', before: { enabled: false, mode: 'immediate' }, after: { enabled: true, mode: 'daily' } },
    ]);
    expect(first.list[0].operator).toEqual({ name: expect.any(String), email: 'customer@demo.test' }); // who
    expect(Date.parse(first.list[0].changedAt)).not.toBeNaN(); // when
    await save(a, [{ module: 'tr', enabled: true, mode: 'daily' }]); // nothing changed: nothing logged
    expect((await log(a)).total).toBe(1);
    expect((await log(child)).total).toBe(0); // each account sees its own log only

    // Paged, newest first.
    await save(a, [{ module: 'tr', enabled: false, mode: 'daily' }]);
    const [newest, older] = [await log(a, { pageNum: 1, pageSize: 1 }), await log(a, { pageNum: 2, pageSize: 1 })];
    expect([newest.total, newest.list.length, older.list.length]).toEqual([2, 1, 1]);
    expect(newest.list[0].changes).toEqual([
      { module: 'tr', before: { enabled: true, mode: 'daily' }, after: { enabled: false, mode: 'daily' } },
    ]);
    expect(older.list[0].id).toBe(first.list[0].id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${base}/getUserEmailConfigLog`,
          headers: t.bearer(a),
          payload: { pageSize: 101 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a module the account may not enter, and changes nothing', async () => {
    const res = await save(child, [
      { module: 'dcc', enabled: true, mode: 'immediate' },
      { module: 'pcn', enabled: true, mode: 'immediate' },
    ]);
    expect(res.statusCode).toBe(400);
    expect((await getConfig(child)).find((c) => c.module === 'dcc')!.enabled).toBe(false);
    expect((await save(child, [{ module: 'dcc', enabled: true, mode: 'sometimes' }])).statusCode).toBe(400);
    // One module twice in one save would log a "before" that was never stored.
    expect(
      (
        await save(a, [
          { module: 'dcc', enabled: true, mode: 'immediate' },
          { module: 'dcc', enabled: false, mode: 'immediate' },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await getConfig(a)).find((c) => c.module === 'dcc')!.enabled).toBe(false);
  });

  it('turns the mails about own requests off and on, and never as a daily digest', async () => {
    expect((await save(a, [{ module: 'review', enabled: true, mode: 'daily' }])).statusCode).toBe(400);
    expect((await getConfig(a)).find((c) => c.module === 'review')).toMatchObject({ enabled: true, mode: 'immediate' });
    expect((await save(a, [{ module: 'review', enabled: false, mode: 'immediate' }])).json().code).toBe(0);
    expect((await getConfig(a)).find((c) => c.module === 'review')!.enabled).toBe(false);
    expect((await log(a)).list[0].changes).toEqual([
      { module: 'review', before: { enabled: true, mode: 'immediate' }, after: { enabled: false, mode: 'immediate' } },
    ]);
    expect((await save(a, [{ module: 'review', enabled: true, mode: 'immediate' }])).json().code).toBe(0);
    expect((await getConfig(a)).find((c) => c.module === 'review')!.enabled).toBe(true);
  });
});

describe('the mail job', () => {
  it('mails a new item of a cared, authorized platform once, never an item the company may not see, and never twice', async () => {
    expect((await save(a, [{ module: 'dcc', enabled: true, mode: 'immediate' }])).json().code).toBe(0);
    expect((await save(other, [{ module: 'dcc', enabled: true, mode: 'immediate' }])).json().code).toBe(0);
    const [setting] = await t.db.select().from(messageSettings).where(eq(messageSettings.module, 'dcc')).limit(1);
    const released = new Date(setting.enabledAt.getTime() + 60_000);
    const since = new Date(Date.now() - 1000);
    const forA = await addItem('dcc', 'Kestrelwing 电源设计指南', 'NX310', released);
    const forB = await addItem('dcc', 'Marlinspike secret note', 'NX910', released);
    const now = new Date(released.getTime() + 60_000);

    expect(await tick(now)).toBe(2);
    const toA = await mailsTo('customer@demo.test', since);
    expect(toA).toHaveLength(1);
    expect(toA[0].sentAt).not.toBeNull();
    expect(toA[0].body).toContain('Kestrelwing 电源设计指南');
    expect(toA[0].body).toContain(`https://portal.example/dcc?detail=${forA}`);
    expect(toA[0].body).not.toContain('Marlinspike');
    const toB = await mailsTo('other@demo.test', since);
    expect(toB.map((m) => m.body.includes('Marlinspike') && !m.body.includes('Kestrelwing'))).toEqual([true]);
    expect(toB[0].subject).toMatch(/new item/); // other@demo.test reads English

    // A second tick, and a new app instance (a restart) on the same database: nothing.
    expect(await tick(new Date(now.getTime() + 60_000))).toBe(0);
    const restarted = await buildApp({
      db: t.db,
      config: t.config,
      files: createFiles(t.dataDir, t.db),
      version: 'restarted',
      mail: createMail({ from: t.config.mailFrom, dataDir: t.dataDir, db: t.db, log: () => {} }),
    });
    try {
      expect(
        await messageTick(
          { db: restarted.deps.db, mail: restarted.deps.mail, portalUrl: 'https://portal.example' },
          new Date(now.getTime() + 120_000),
        ),
      ).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await mailsTo('customer@demo.test', since)).toHaveLength(1);
    const [customer] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
    expect(
      await t.db
        .select()
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.accountId, customer.id), eq(messageDeliveries.itemId, forB))),
    ).toEqual([]);
  });

  it("a daily digest waits for the day to end, then lists that day's items in one mail, once", async () => {
    expect((await save(a, [{ module: 'tool', enabled: true, mode: 'daily' }])).json().code).toBe(0);
    const [setting] = await t.db.select().from(messageSettings).where(eq(messageSettings.module, 'tool')).limit(1);
    const day = new Date(
      Date.UTC(setting.enabledAt.getUTCFullYear(), setting.enabledAt.getUTCMonth(), setting.enabledAt.getUTCDate()),
    );
    // two tools released later that same day (or right after turning it on, if that was late in the day)
    const at = new Date(Math.max(setting.enabledAt.getTime() + 1000, day.getTime() + 20 * 3_600_000));
    const next = new Date(day.getTime() + 86_400_000);
    const first = await addItem('tool', 'Siskinlathe 烧录工具', 'NX310', at);
    const second = await addItem(
      'tool',
      'Siskinlathe 调试工具',
      'NX510',
      new Date(Math.min(at.getTime() + 60_000, next.getTime() - 1)),
    );
    const since = new Date(Date.now() - 1000);

    await tick(new Date(next.getTime() - 1)); // the day is not over
    expect((await mailsTo('customer@demo.test', since)).filter((m) => m.body.includes('Siskinlathe'))).toHaveLength(0);
    await tick(new Date(next.getTime() + 3_600_000));
    const digests = (await mailsTo('customer@demo.test', since)).filter((m) => m.body.includes('Siskinlathe'));
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toContain(`每日摘要 ${day.toISOString().slice(0, 10)}`);
    expect(digests[0].body).toContain(`/tool?detail=${first}`);
    expect(digests[0].body).toContain(`/tool?detail=${second}`);
    await tick(new Date(next.getTime() + 7_200_000));
    expect((await mailsTo('customer@demo.test', since)).filter((m) => m.body.includes('Siskinlathe'))).toHaveLength(1);
  });
});

// Fixed dates well after everything the seed or the tests above released: each account's news
// starts where the test says (its settings' enabledAt), so nothing here depends on the clock.
describe('the mail job on a fixed calendar', () => {
  const at = (iso: string) => new Date(`${iso}Z`);
  const startNewsAt = async (email: string, module: string, mode: 'immediate' | 'daily', from: Date) => {
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, email));
    await t.db
      .update(messageSettings)
      .set({ enabled: true, mode, enabledAt: from })
      .where(and(eq(messageSettings.accountId, account.id), eq(messageSettings.module, module)));
    return account;
  };
  const mailsAbout = async (email: string, word: string) =>
    (await mailsTo(email, new Date(0))).filter((m) => m.body.includes(word)).sort((x, y) => x.id - y.id);

  it('mails an item released again (a new version) once more, marked as updated, and then never again', async () => {
    await startNewsAt('customer@demo.test', 'dcc', 'immediate', at('2030-01-10T01:00:00'));
    const id = await addItem('dcc', 'Wrenfield 布板指南', 'NX310', at('2030-01-10T05:00:00'));
    await tick(at('2030-01-10T06:00:00'));
    await tick(at('2030-01-10T06:30:00'));
    let mails = await mailsAbout('customer@demo.test', 'Wrenfield');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).not.toContain('（更新）');

    await t.db
      .update(catalogItems)
      .set({ releasedAt: at('2030-01-10T07:00:00') })
      .where(eq(catalogItems.id, id));
    await tick(at('2030-01-10T08:00:00'));
    await tick(at('2030-01-10T09:00:00'));
    mails = await mailsAbout('customer@demo.test', 'Wrenfield');
    expect(mails).toHaveLength(2);
    expect(mails[1].body).toContain('Wrenfield 布板指南（更新）');
  });

  it('never mails an item of a platform the company is not authorized for, even one the account says it cares about', async () => {
    const customer = await startNewsAt('customer@demo.test', 'dcc', 'immediate', at('2030-01-10T01:00:00'));
    const [nx910] = await t.db.select().from(platforms).where(eq(platforms.name, 'NX910'));
    await t.db.insert(platformCare).values({ accountId: customer.id, platformId: nx910.id }).onConflictDoNothing();
    await addItem('dcc', 'Grebeholt confidential errata', 'NX910', at('2030-01-10T10:00:00'));
    await tick(at('2030-01-10T11:00:00'));
    expect(await mailsAbout('customer@demo.test', 'Grebeholt')).toHaveLength(0);
    expect(await mailsAbout('other@demo.test', 'Grebeholt')).toHaveLength(1); // its company may see NX910
  });

  it("sends one digest per account per day: an item that turns up after the day's digest waits for the next one", async () => {
    await startNewsAt('customer@demo.test', 'tool', 'daily', at('2030-02-01T01:00:00'));
    await addItem('tool', 'Ternmoor 量产工具', 'NX310', at('2030-02-01T05:00:00'));
    await addItem('tool', 'Ternmoor 校准工具', 'NX510', at('2030-02-01T06:00:00'));
    await tick(at('2030-02-02T01:00:00'));
    let digests = await mailsAbout('customer@demo.test', 'Ternmoor');
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toContain('每日摘要 2030-02-01');
    expect(digests[0].body).toContain('Ternmoor 量产工具');
    expect(digests[0].body).toContain('Ternmoor 校准工具');

    // Released with an earlier date after the digest went out: not a second digest that day.
    await addItem('tool', 'Ternmoor 烧录工具', 'NX310', at('2030-02-01T07:00:00'));
    await tick(at('2030-02-02T02:00:00'));
    await tick(at('2030-02-02T23:00:00'));
    expect(await mailsAbout('customer@demo.test', 'Ternmoor')).toHaveLength(1);
    await tick(at('2030-02-03T01:00:00'));
    await tick(at('2030-02-03T02:00:00'));
    digests = await mailsAbout('customer@demo.test', 'Ternmoor');
    expect(digests).toHaveLength(2);
    expect(digests[1].subject).toContain('每日摘要 2030-02-02');
    expect(digests[1].body).toContain('Ternmoor 烧录工具');
    expect(digests[1].body).not.toContain('Ternmoor 量产工具');
  });

  it('never mails a child its primary switched off, nor a placeholder (.invalid) address; a child that is neither gets the mail', async () => {
    /** An active child of company A with documents, whose document mails are on from 2030-04-01. */
    const newsChild = async (email: string, extra: { disabledAt?: Date }) => {
      const row = await addChild(t, { email, grants: ['M01', 'M18'], name: '收件测试', columns: extra });
      await t.db.insert(messageSettings).values({
        accountId: row.id,
        module: 'dcc',
        enabled: true,
        mode: 'immediate',
        enabledAt: at('2030-04-01T01:00:00'),
      });
    };
    await newsChild('switched.off.reader@demo.test', { disabledAt: new Date() });
    await newsChild('child-0000aaaa@unconfirmed.invalid', {});
    await newsChild('plain.reader@demo.test', {});
    await addItem('dcc', 'Corvidale 应用笔记', 'NX310', at('2030-04-01T05:00:00'));
    await tick(at('2030-04-01T06:00:00'));
    expect(await mailsAbout('plain.reader@demo.test', 'Corvidale')).toHaveLength(1);
    expect(await mailsAbout('switched.off.reader@demo.test', 'Corvidale')).toHaveLength(0);
    expect(await mailsAbout('child-0000aaaa@unconfirmed.invalid', 'Corvidale')).toHaveLength(0);
  });
});
