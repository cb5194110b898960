// The audit trail for staff (admin.audit): the actions of staff accounts (audit_log, written by the
// services and by the app's staff-call hook, server/platform/audit.ts), the downloads of customer
// accounts (download_records), CSV exports of both and the downloads dashboard. Downloads belong to
// a company: a project manager sees those of the companies assigned to them (staff_companies), a
// holder of the admin role every company's.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import {
  auditPeriodDefaultDays,
  auditPeriodMaxDays,
  auditTopItems,
  type AuditAction,
  type AuditDashboard,
  type AuditDownload,
  type AuditOptions,
  type auditActionsQuery,
  type auditDashboardQuery,
  type auditDownloadsQuery,
} from '../../../contract/audit.ts';
import type { Db } from '../../db/client.ts';
import {
  accountRoles,
  accounts,
  auditLog,
  catalogItems,
  companies,
  deliveries,
  downloadRecords,
  files,
  patches,
  patchsetApplies,
  platforms,
  reviews,
  roles,
  sampleCodes,
  simulationTasks,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { staffCompanyIds } from '../../platform/staff-companies.ts';
import { refused } from '../../platform/envelope.ts';
import {
  capTotal,
  cappedCountOf,
  containsIgnoreCase,
  dayAfter,
  likePattern,
  paginate,
  type PageAsk,
} from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';

type ActionsQuery = z.infer<typeof auditActionsQuery>;
type DownloadsQuery = z.infer<typeof auditDownloadsQuery>;
type DashboardQuery = z.infer<typeof auditDashboardQuery>;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const periodOf = (column: typeof auditLog.createdAt | typeof downloadRecords.createdAt, from?: string, to?: string) => [
  from ? gte(column, dayStart(from)) : undefined,
  to ? lt(column, dayAfter(to)) : undefined,
];

/**
 * The companies whose downloads `user` may see: every one for a holder of the admin role (null),
 * else the companies assigned to them as project manager (possibly none).
 */
export async function auditedCompanies(db: Db, user: AuthUser): Promise<number[] | null> {
  const [admin] = await cachedRows(
    db,
    db
      .select({ roleId: roles.id })
      .from(accountRoles)
      .innerJoin(roles, eq(roles.id, accountRoles.roleId))
      .where(and(eq(accountRoles.accountId, user.id), eq(roles.code, 'admin')))
      .limit(1),
  );
  if (admin) return null;
  return staffCompanyIds(db, user);
}

// ---- Staff actions ----

function actionsWhere(q: ActionsQuery): SQL | undefined {
  return and(
    eq(accounts.type, 'staff'),
    containsIgnoreCase(q.keyword, accounts.name, accounts.email),
    // The action as written, or the route an explicitly audited call names in its detail.
    q.action
      ? or(
          ilike(auditLog.action, likePattern(q.action)),
          ilike(sql`${auditLog.detail}->>'route'`, likePattern(q.action)),
        )
      : undefined,
    ...periodOf(auditLog.createdAt, q.from, q.to),
  );
}

const actionColumns = {
  id: auditLog.id,
  accountId: auditLog.accountId,
  accountName: accounts.name,
  accountEmail: accounts.email,
  action: auditLog.action,
  target: auditLog.target,
  detail: auditLog.detail,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
};
type ActionRow = Omit<AuditAction, 'detail' | 'createdAt'> & { detail: unknown; createdAt: Date };

const detailMax = 1000;
const presentAction = (r: ActionRow): AuditAction => {
  const detail = JSON.stringify(r.detail ?? {});
  return {
    ...r,
    detail: detail === '{}' ? '' : detail.length > detailMax ? `${detail.slice(0, detailMax)}…` : detail,
    createdAt: r.createdAt.toISOString(),
  };
};

const actionsSelect = (db: Db, q: ActionsQuery) => {
  const order = q.sortOrder === 'asc' ? asc : desc;
  return db
    .select(actionColumns)
    .from(auditLog)
    .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(actionsWhere(q))
    .orderBy(order(auditLog.createdAt), order(auditLog.id))
    .$dynamic();
};

/**
 * A page of staff actions. The count stops past limits.listCountCap (`capped`): counting the
 * whole trail cost more than the page (19 ms at 100 000 actions on PostgreSQL, docs/performance.md),
 * and a period or a name narrows it.
 */
export async function listActions(db: Db, q: ActionsQuery, page: PageAsk) {
  return capTotal(
    await paginate(
      db,
      page,
      actionsSelect(db, q),
      cappedCountOf(
        db,
        db
          .select({ one: sql`1` })
          .from(auditLog)
          .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
          .where(actionsWhere(q))
          .$dynamic(),
      ),
      presentAction,
    ),
  );
}

/** The rows of the conditions for a CSV, or `tooMany` when more than `max` match. */
export async function exportActions(db: Db, q: ActionsQuery, max: number): Promise<AuditAction[] | 'tooMany'> {
  // One read of at most one row more than allowed: that row says there are too many.
  const rows = await actionsSelect(db, q).limit(max + 1);
  return rows.length > max ? 'tooMany' : rows.map(presentAction);
}

// ---- Customer downloads ----

/**
 * The name of a downloaded item, by its module: a catalogue item's, a patch's, a sample's, a
 * delivery's, an apply's branch, a review's PCB project, a simulation's design, a file's own.
 */
const itemNameOf = (kind: SQL | typeof downloadRecords.itemKind, id: SQL | typeof downloadRecords.itemId) => sql<
  string | null
>`case
  when ${kind} in ('dcc', 'tr', 'pcn', 'tool') then (select ${catalogItems.name} from ${catalogItems} where ${catalogItems.id} = ${id})
  when ${kind} = 'patch' then (select ${patches.name} from ${patches} where ${patches.id} = ${id})
  when ${kind} = 'samplecode' then (select ${sampleCodes.name} from ${sampleCodes} where ${sampleCodes.id} = ${id})
  when ${kind} = 'deliver' then (select ${deliveries.name} from ${deliveries} where ${deliveries.id} = ${id})
  when ${kind} = 'patchset' then (select ${patchsetApplies.branchName} from ${patchsetApplies} where ${patchsetApplies.id} = ${id})
  when ${kind} = 'review' then (select ${reviews.pcbProject} from ${reviews} where ${reviews.id} = ${id})
  when ${kind} = 'simulation' then (select nullif(${simulationTasks.designName}, '') from ${simulationTasks} where ${simulationTasks.id} = ${id})
  when ${kind} = 'file' then (select f2.name from files f2 where f2.id = ${id})
end`;

/** Downloads of customer accounts (staff downloading a review's file are no customer download) in `scope`. */
function customerDownloads(scope: number[] | null, companyId?: number): SQL | undefined {
  return and(
    ne(accounts.type, 'staff'),
    scope ? inArray(accounts.companyId, scope) : undefined,
    companyId ? eq(accounts.companyId, companyId) : undefined,
  );
}

function downloadsWhere(scope: number[] | null, q: DownloadsQuery): SQL | undefined {
  return and(
    customerDownloads(scope, q.companyId),
    q.platformId ? eq(downloadRecords.platformId, q.platformId) : undefined,
    q.module ? eq(downloadRecords.itemKind, q.module) : undefined,
    ...periodOf(downloadRecords.createdAt, q.from, q.to),
    containsIgnoreCase(q.keyword, accounts.name, accounts.email, companies.name, companies.nameEn, files.name),
  );
}

const downloadColumns = {
  id: downloadRecords.id,
  accountId: accounts.id,
  accountName: accounts.name,
  accountEmail: accounts.email,
  companyId: companies.id,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  module: downloadRecords.itemKind,
  itemId: downloadRecords.itemId,
  itemName: itemNameOf(downloadRecords.itemKind, downloadRecords.itemId),
  platformId: downloadRecords.platformId,
  platformName: platforms.name,
  fileId: files.id,
  fileName: files.name,
  sha256: sql<string>`coalesce(${downloadRecords.sentSha256}, ${files.sha256})`,
  size: downloadRecords.size,
  ip: downloadRecords.ip,
  createdAt: downloadRecords.createdAt,
};

const presentDownload = (r: Omit<AuditDownload, 'createdAt'> & { createdAt: Date }): AuditDownload => ({
  ...r,
  size: Number(r.size),
  createdAt: r.createdAt.toISOString(),
});

function downloadsSelect(db: Db, scope: number[] | null, q: DownloadsQuery) {
  const order = q.sortOrder === 'asc' ? asc : desc;
  const by = q.sortField === 'size' ? downloadRecords.size : downloadRecords.createdAt;
  return db
    .select(downloadColumns)
    .from(downloadRecords)
    .innerJoin(accounts, eq(accounts.id, downloadRecords.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .innerJoin(files, eq(files.id, downloadRecords.fileId))
    .leftJoin(platforms, eq(platforms.id, downloadRecords.platformId))
    .where(downloadsWhere(scope, q))
    .orderBy(order(by), order(downloadRecords.id))
    .$dynamic();
}

const emptyPage = (page: PageAsk) => ({ list: [], total: 0, pageNum: page.pageNum, pageSize: page.pageSize });

/** A page of customer downloads, counted as the staff actions are (capped). */
export async function listDownloads(db: Db, user: AuthUser, q: DownloadsQuery, page: PageAsk) {
  const scope = await auditedCompanies(db, user);
  if (scope?.length === 0) return { ...emptyPage(page), capped: false };
  return capTotal(
    await paginate(
      db,
      page,
      downloadsSelect(db, scope, q),
      cappedCountOf(
        db,
        db
          .select({ one: sql`1` })
          .from(downloadRecords)
          .innerJoin(accounts, eq(accounts.id, downloadRecords.accountId))
          .innerJoin(companies, eq(companies.id, accounts.companyId))
          .innerJoin(files, eq(files.id, downloadRecords.fileId))
          .where(downloadsWhere(scope, q))
          .$dynamic(),
      ),
      presentDownload,
    ),
  );
}

export async function exportDownloads(
  db: Db,
  user: AuthUser,
  q: DownloadsQuery,
  max: number,
): Promise<AuditDownload[] | 'tooMany'> {
  const scope = await auditedCompanies(db, user);
  if (scope?.length === 0) return [];
  const rows = await downloadsSelect(db, scope, q).limit(max + 1);
  return rows.length > max ? 'tooMany' : rows.map(presentDownload);
}

/** The filters' choices: the companies the caller audits (customers only), every platform. */
export async function auditOptions(db: Db, user: AuthUser): Promise<AuditOptions> {
  const scope = await auditedCompanies(db, user);
  const [companyRows, platformRows] = await Promise.all([
    scope?.length === 0
      ? []
      : cachedRows(
          db,
          db
            .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
            .from(companies)
            .where(and(eq(companies.isVendor, false), scope ? inArray(companies.id, scope) : undefined))
            .orderBy(companies.id),
        ),
    cachedRows(db, db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(platforms.name)),
  ]);
  return { companies: companyRows.map((c) => ({ ...c })), platforms: platformRows.map((p) => ({ ...p })) };
}

// ---- Dashboard ----

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * All the dashboard's answer takes from the clock: today's UTC date, where a period without an
 * end ends (the key its kept answers are filed under besides the URL).
 */
export const dashboardDay = () => isoDay(Date.now());

/** The period asked, or the last 30 days (today, UTC, included); refused when reversed or too long. */
export function periodOfDashboard(q: DashboardQuery, now = Date.now()): { from: string; to: string; days: string[] } {
  const to =
    q.to ??
    (q.from ? isoDay(Math.min(dayStart(q.from).getTime() + (auditPeriodDefaultDays - 1) * dayMs, now)) : isoDay(now));
  const from = q.from ?? isoDay(dayStart(to).getTime() - (auditPeriodDefaultDays - 1) * dayMs);
  const length = (dayStart(to).getTime() - dayStart(from).getTime()) / dayMs + 1;
  if (length < 1 || length > auditPeriodMaxDays) throw refused('auditPeriod', { max: auditPeriodMaxDays });
  const days = Array.from({ length }, (_, i) => isoDay(dayStart(from).getTime() + i * dayMs));
  return { from, to, days };
}

export async function dashboard(db: Db, user: AuthUser, q: DashboardQuery): Promise<AuditDashboard> {
  const { from, to, days } = periodOfDashboard(q);
  const scope = await auditedCompanies(db, user);
  const none = { from, to, days, total: 0, totals: days.map(() => 0), byPlatform: [], byModule: [], topItems: [] };
  if (scope?.length === 0) return none;
  const where = and(
    customerDownloads(scope, q.companyId),
    gte(downloadRecords.createdAt, dayStart(from)),
    lt(downloadRecords.createdAt, dayAfter(to)),
  );
  // Grouped by the UTC date and the platform's id, named after grouping: a date per row instead of
  // to_char, and no platform join per row, took the cells from 100 to 38 ms at 100 000 downloads
  // on PostgreSQL (docs/performance.md).
  const utcDay = sql`(${downloadRecords.createdAt} at time zone 'UTC')::date`;
  const [cells, top, platformRows] = await Promise.all([
    cachedRows(
      db,
      db
        .select({
          day: sql<string>`(${utcDay})::text`,
          platformId: downloadRecords.platformId,
          module: downloadRecords.itemKind,
          downloads: count(),
        })
        .from(downloadRecords)
        .innerJoin(accounts, eq(accounts.id, downloadRecords.accountId))
        .where(where)
        .groupBy(utcDay, downloadRecords.platformId, downloadRecords.itemKind),
    ),
    cachedRows(
      db,
      db
        .select({
          module: downloadRecords.itemKind,
          itemId: downloadRecords.itemId,
          name: itemNameOf(downloadRecords.itemKind, downloadRecords.itemId),
          downloads: count(),
          lastAt: sql<Date>`max(${downloadRecords.createdAt})`.mapWith(downloadRecords.createdAt),
        })
        .from(downloadRecords)
        .innerJoin(accounts, eq(accounts.id, downloadRecords.accountId))
        .where(and(where, isNotNull(downloadRecords.itemId)))
        .groupBy(downloadRecords.itemKind, downloadRecords.itemId)
        .orderBy(desc(count()), desc(sql`max(${downloadRecords.createdAt})`), asc(downloadRecords.itemKind))
        .limit(auditTopItems),
    ),
    cachedRows(db, db.select({ id: platforms.id, name: platforms.name }).from(platforms)),
  ]);
  const platformName = new Map(platformRows.map((p) => [p.id, p.name]));
  const index = new Map(days.map((d, i) => [d, i]));
  const totals = days.map(() => 0);
  const platformSeries = new Map<
    string,
    { platformId: number | null; name: string; counts: number[]; total: number }
  >();
  const moduleSeries = new Map<string, { module: string; counts: number[]; total: number }>();
  for (const cell of cells) {
    const at = index.get(cell.day);
    if (at === undefined) continue;
    const n = Number(cell.downloads);
    totals[at] += n;
    const key = String(cell.platformId ?? '');
    const p = platformSeries.get(key) ?? {
      platformId: cell.platformId,
      name: (cell.platformId !== null && platformName.get(cell.platformId)) || '',
      counts: days.map(() => 0),
      total: 0,
    };
    p.counts[at] += n;
    p.total += n;
    platformSeries.set(key, p);
    const m = moduleSeries.get(cell.module) ?? { module: cell.module, counts: days.map(() => 0), total: 0 };
    m.counts[at] += n;
    m.total += n;
    moduleSeries.set(cell.module, m);
  }
  const byTotal = <T extends { total: number }>(a: T, b: T) => b.total - a.total;
  return {
    from,
    to,
    days,
    total: totals.reduce((a, b) => a + b, 0),
    totals,
    byPlatform: [...platformSeries.values()].sort(byTotal),
    byModule: [...moduleSeries.values()].sort(byTotal),
    topItems: top.map((r) => ({
      module: r.module,
      itemId: r.itemId,
      name: r.name,
      downloads: Number(r.downloads),
      lastAt: new Date(r.lastAt).toISOString(),
    })),
  };
}
