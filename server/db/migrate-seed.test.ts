// Migrations and the seed are safe to run twice: the second run changes nothing.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from './orm.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { migrateDatabase } from './client.ts';
import { accounts, companies, companyPlatforms, menus, platforms, projects } from './schema/index.ts';
import { seedDatabase } from './seed/index.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { createMail } from '../platform/mail.ts';
import { mailOutbox } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const counts = async () => {
  const tables = { accounts, companies, companyPlatforms, menus, platforms, projects };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = Number((await t.db.select({ n: count() }).from(table))[0].n);
  return out;
};

describe('migrations and seed', () => {
  it('running both again changes nothing', async () => {
    const before = await counts();
    await migrateDatabase({ db: t.db, kind: t.kind });
    expect(await seedDatabase(t.db, { files: t.files })).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('a start puts back a menu name the code changed, and rewrites no menu that is as the code has it', async () => {
    const [before] = await t.db.select().from(menus).where(eq(menus.code, 'M01'));
    expect(before.name).not.toBe('old name');
    await t.db.update(menus).set({ name: 'old name', nameEn: 'Old name' }).where(eq(menus.code, 'M01'));
    // xmin: the transaction that last wrote a row; unchanged by a statement that skips it.
    const versions = async () =>
      (
        (await t.db.execute(sql`select code, xmin::text as x from menus order by code`)) as unknown as {
          rows: { code: string; x: string }[];
        }
      ).rows;
    const written = await versions();
    await seedDatabase(t.db, { files: t.files });
    const [after] = await t.db.select().from(menus).where(eq(menus.code, 'M01'));
    expect(after).toEqual(before);
    const rewritten = (await versions()).filter((row, i) => row.x !== written[i].x).map((row) => row.code);
    expect(rewritten).toEqual(['M01']);
  });

  it('orders no index column DESC NULLS LAST: ORDER BY x DESC (drizzle desc()) could not walk it and sorted every match', async () => {
    const rows = (
      (await t.db.execute(
        sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%'`,
      )) as unknown as { rows: { indexname: string }[] }
    ).rows;
    expect(rows.map((r) => r.indexname)).toEqual([]);
  });

  it('seeds the demo data set of DOMAIN.md', async () => {
    const c = await counts();
    expect(c.platforms).toBe(6);
    expect(c.companies).toBe(5); // the vendor, companies A, B, C and Aurora Optics (no account yet)
    for (const a of demoAccounts) {
      const [row] = await t.db
        .select()
        .from(accounts)
        .where(eq(sql`lower(${accounts.email})`, a.email));
      expect(row, a.email).toBeDefined();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const a = await t.db.select().from(companies).where(eq(companies.nameEn, 'Shenhe Mobile'));
    const platformsOfA = await t.db
      .select({ name: platforms.name })
      .from(companyPlatforms)
      .innerJoin(platforms, eq(platforms.id, companyPlatforms.platformId))
      .where(eq(companyPlatforms.companyId, a[0].id));
    expect(platformsOfA.map((p) => p.name).sort()).toEqual(['NX310', 'NX510', 'NX520-5G', 'NX710']);
  });
});

describe('mail without SMTP', () => {
  it('writes each mail as an .eml file and records it in the outbox', async () => {
    const lines: string[] = [];
    const mail = createMail({
      from: 'Portal <no-reply@nexora.example>',
      dataDir: t.dataDir,
      db: t.db,
      log: (l) => lines.push(l),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('mail');
    await mail.send({ to: 'customer@demo.test', subject: '验证码', text: 'Your code is 123456' });
    await mail.idle(); // delivered in the background
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'customer@demo.test'));
    expect(row.transport).toBe('file');
    expect(row.sentAt).not.toBeNull();
    const eml = fs.readFileSync(row.location, 'utf8');
    expect(eml).toContain('To: customer@demo.test');
    expect(eml).toContain('Your code is 123456');
  });
});
