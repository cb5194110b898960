// Rows the API tests keep making: accounts of a company with their grants, catalogue items on
// platforms, articles. Each returns what the test needs next and nothing is shared between calls.
import { eq, inArray, isNotNull, sql } from '../db/orm.ts';
import type { ArticleModule } from '../../contract/faq.ts';
import type { CatalogKind } from '../../contract/dcc.ts';
import {
  accountGrants,
  accountRoles,
  accounts,
  articles,
  catalogItemPlatforms,
  catalogItems,
  companies,
  platforms,
  roles,
  staffCompanies,
} from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

export async function accountOf(t: TestApp, email: string) {
  const [row] = await t.db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

export async function platformIdsOf(t: TestApp, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await t.db
    .select()
    .from(platforms)
    .where(inArray(platforms.name, [...names]));
  if (rows.length !== names.length) throw new Error(`unknown platform among ${names.join(', ')}`);
  return names.map((n) => rows.find((r) => r.name === n)!.id);
}

/**
 * An active, verified child of `primary` (company A's primary by default) with the customer-child
 * role and exactly `grants`; `columns` override any account column (state, disabledAt …).
 */
export async function addChild(
  t: TestApp,
  opts: {
    email: string;
    grants: readonly string[];
    primary?: string;
    name?: string;
    columns?: Partial<typeof accounts.$inferInsert>;
  },
) {
  const primary = await accountOf(t, opts.primary ?? 'customer@demo.test');
  const [row] = await t.db
    .insert(accounts)
    .values({
      companyId: primary.companyId,
      type: 'child',
      parentId: primary.id,
      name: opts.name ?? '测试',
      email: opts.email,
      passwordHash: primary.passwordHash,
      state: 'active',
      emailVerifiedAt: new Date(),
      ...opts.columns,
    })
    .returning();
  const [childRole] = await t.db.select().from(roles).where(eq(roles.code, 'customer-child'));
  await t.db.insert(accountRoles).values({ accountId: row.id, roleId: childRole.id });
  if (opts.grants.length)
    await t.db.insert(accountGrants).values(opts.grants.map((menuCode) => ({ accountId: row.id, menuCode })));
  return row;
}

/**
 * An active vendor staff member of the vendor company holding the staff `roles` (codes:
 * 'project-manager', 'publisher', 'engineer', 'admin'), assigned to the customer companies named
 * (English names) in `companies`.
 */
export async function addStaff(
  t: TestApp,
  opts: { email: string; roles: readonly string[]; companies: readonly string[] },
) {
  const pm = await accountOf(t, 'pm@demo.test');
  const [row] = await t.db
    .insert(accounts)
    .values({
      companyId: pm.companyId,
      type: 'staff',
      name: opts.email.split('@')[0],
      email: opts.email,
      passwordHash: pm.passwordHash,
      state: 'active',
      complianceState: 'passed',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const roleRows = opts.roles.length
    ? await t.db
        .select()
        .from(roles)
        .where(inArray(roles.code, [...opts.roles]))
    : [];
  if (roleRows.length !== opts.roles.length) throw new Error(`unknown role among ${opts.roles.join(', ')}`);
  if (roleRows.length)
    await t.db.insert(accountRoles).values(roleRows.map((r) => ({ accountId: row.id, roleId: r.id })));
  const companyRows = opts.companies.length
    ? await t.db
        .select()
        .from(companies)
        .where(inArray(companies.nameEn, [...opts.companies]))
    : [];
  if (companyRows.length !== opts.companies.length)
    throw new Error(`unknown company among ${opts.companies.join(', ')}`);
  if (companyRows.length)
    await t.db.insert(staffCompanies).values(companyRows.map((c) => ({ accountId: row.id, companyId: c.id })));
  return row;
}

/** A released catalogue item on `platforms` (by name), with the file of a seeded item. */
export async function addCatalogItem(
  t: TestApp,
  opts: {
    kind: CatalogKind;
    name: string;
    platforms: readonly string[];
    description?: string;
    type?: string;
    releasedAt?: Date;
  },
) {
  const [file] = await t.db
    .select({ fileId: catalogItems.fileId })
    .from(catalogItems)
    .where(isNotNull(catalogItems.fileId))
    .orderBy(catalogItems.id)
    .limit(1);
  const [row] = await t.db
    .insert(catalogItems)
    .values({
      kind: opts.kind,
      name: opts.name,
      description: opts.description ?? '',
      type: opts.type ?? 'Application Note',
      language: 'zh',
      status: 'released',
      releasedAt: opts.releasedAt ?? new Date(),
      fileId: file.fileId,
    })
    .returning();
  const ids = await platformIdsOf(t, opts.platforms);
  if (ids.length)
    await t.db.insert(catalogItemPlatforms).values(ids.map((platformId) => ({ itemId: row.id, platformId })));
  return row;
}

/** A published article of `module`, public (no platform) unless `platform` names one. */
export async function addArticle(
  t: TestApp,
  opts: { module: ArticleModule; title: string; platform?: string; content?: string; number?: string },
) {
  const [platformId] = await platformIdsOf(t, opts.platform ? [opts.platform] : []);
  const [row] = await t.db
    .insert(articles)
    .values({
      module: opts.module,
      number: opts.number ?? `T-${opts.title.slice(0, 24)}`,
      title: opts.title,
      content: opts.content ?? `<p>${opts.title}</p>`,
      status: 'published',
      platformId: platformId ?? null,
      keyword: '',
    })
    .returning();
  return row;
}
