// Message settings: per module, logged when changed, only modules the account may enter; the mail
// job mails each new visible item once per account (immediately or as a next-day digest), and a
// second tick or a second process mails nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { accounts, catalogItemPlatforms, catalogItems, mailOutbox, messageDeliveries, messageSettings, platforms } from '../../db/schema/index.ts';
import { createMail } from '../../platform/mail.ts';
import { messageTick } from './job.ts';

let t: TestApp;
let a: string;
let child: string;
let other: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  [a, child, other] = await Promise.all(['customer@demo.test', 'child@demo.test', 'other@demo.test'].map((e) => t.signIn(e)));
});
afterAll(() => t.close());

const base = '/api/common/user/message';
const getConfig = async (token: string) => (await t.app.inject({ method: 'GET', url: `${base}/getModuleEmailConfigAndUserConfig`, headers: t.bearer(token) })).json().data as { module: string; enabled: boolean; mode: string }[];
const save = (token: string, configs: object[]) => t.app.inject({ method: 'POST', url: `${base}/saveUserEmailConfig`, headers: t.bearer(token), payload: { configs } });
const log = async (token: string) => (await t.app.inject({ method: 'POST', url: `${base}/getUserEmailConfigLog`, headers: t.bearer(token), payload: {} })).json().data;

async function addItem(kind: 'dcc' | 'tool', name: string, platform: string, releasedAt: Date) {
  const [file] = await t.db.select({ fileId: catalogItems.fileId }).from(catalogItems).where(isNotNull(catalogItems.fileId)).limit(1);
  const [p] = await t.db.select().from(platforms).where(eq(platforms.name, platform));
  const [row] = await t.db.insert(catalogItems).values({ kind, name, type: 'Application Note', language: 'zh', status: 'released', releasedAt, fileId: file.fileId }).returning();
  await t.db.insert(catalogItemPlatforms).values({ itemId: row.id, platformId: p.id });
  return row.id;
}
const mailsTo = async (email: string, since: Date) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), gte(mailOutbox.createdAt, since)));
const tick = (now: Date) => messageTick({ db: t.db, mail: t.app.deps.mail, portalUrl: 'https://portal.example' }, now);

describe('message settings', () => {
  it('offers the modules the account may enter, off by default; saving logs only what changed', async () => {
    expect((await getConfig(a)).map((c) => c.module)).toEqual(['dcc', 'tr', 'pcn', 'tool']);
    expect((await getConfig(child)).map((c) => c.module)).toEqual(['dcc', 'tr', 'tool']); // no M03
    expect((await getConfig(a)).every((c) => !c.enabled && c.mode === 'immediate')).toBe(true);

    const saved = await save(a, [{ module: 'tr', enabled: true, mode: 'daily' }, { module: 'pcn', enabled: false, mode: 'immediate' }]);
    expect(saved.json().code).toBe(0);
    expect((await getConfig(a)).find((c) => c.module === 'tr')).toMatchObject({ enabled: true, mode: 'daily' });
    const first = await log(a);
    expect(first.total).toBe(1);
    expect(first.list[0].changes).toEqual([{ module: 'tr', before: { enabled: false, mode: 'immediate' }, after: { enabled: true, mode: 'daily' } }]);
    await save(a, [{ module: 'tr', enabled: true, mode: 'daily' }]); // nothing changed: nothing logged
    expect((await log(a)).total).toBe(1);
    expect((await log(child)).total).toBe(0); // each account sees its own log only
  });

  it('refuses a module the account may not enter, and changes nothing', async () => {
    const res = await save(child, [{ module: 'dcc', enabled: true, mode: 'immediate' }, { module: 'pcn', enabled: true, mode: 'immediate' }]);
    expect(res.statusCode).toBe(400);
    expect((await getConfig(child)).find((c) => c.module === 'dcc')!.enabled).toBe(false);
    expect((await save(child, [{ module: 'dcc', enabled: true, mode: 'sometimes' }])).statusCode).toBe(400);
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

    // A second tick, and a second process with its own mail platform on the same database: nothing.
    expect(await tick(new Date(now.getTime() + 60_000))).toBe(0);
    const secondProcess = createMail({ from: t.config.mailFrom, dataDir: t.dataDir, db: t.db, log: () => {} });
    expect(await messageTick({ db: t.db, mail: secondProcess, portalUrl: 'https://portal.example' }, new Date(now.getTime() + 120_000))).toBe(0);
    expect(await mailsTo('customer@demo.test', since)).toHaveLength(1);
    const [customer] = await t.db.select().from(accounts).where(eq(accounts.email, 'customer@demo.test'));
    expect(await t.db.select().from(messageDeliveries).where(and(eq(messageDeliveries.accountId, customer.id), eq(messageDeliveries.itemId, forB)))).toEqual([]);
  });

  it('a daily digest waits for the day to end, then lists that day\'s items in one mail, once', async () => {
    expect((await save(a, [{ module: 'tool', enabled: true, mode: 'daily' }])).json().code).toBe(0);
    const [setting] = await t.db.select().from(messageSettings).where(eq(messageSettings.module, 'tool')).limit(1);
    const day = new Date(Date.UTC(setting.enabledAt.getUTCFullYear(), setting.enabledAt.getUTCMonth(), setting.enabledAt.getUTCDate()));
    // two tools released later that same day (or right after turning it on, if that was late in the day)
    const at = new Date(Math.max(setting.enabledAt.getTime() + 1000, day.getTime() + 20 * 3_600_000));
    const next = new Date(day.getTime() + 86_400_000);
    const first = await addItem('tool', 'Siskinlathe 烧录工具', 'NX310', at);
    const second = await addItem('tool', 'Siskinlathe 调试工具', 'NX510', new Date(Math.min(at.getTime() + 60_000, next.getTime() - 1)));
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
