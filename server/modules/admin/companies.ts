// The project manager's companies: those assigned to them (staff_companies), each with the
// platforms it is licensed for (company_platforms) and its projects. A company outside the
// caller's is 404 like one that does not exist. Platform changes reach the company's customers at
// once: company_platforms bumps auth_epoch (migration 0016), so every cached identity, and every
// answer kept for one, is read again at its next request. A project is removed only while nothing
// names it (decision 0027); its rows in account_hidden_projects go with it.
import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type { adminCompaniesQuery, CompanyBody } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  companies,
  companyPlatforms,
  deliveries,
  patchsetApplies,
  patchsetBranches,
  platforms,
  projects,
  reviews,
  simulationTasks,
  staffCompanies,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { ofStaffCompanies } from '../../platform/staff-companies.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/errors.ts';
import { containsIgnoreCase, paginate } from '../../platform/paging.ts';

type Query = z.infer<typeof adminCompaniesQuery> & { pageNum: number; pageSize: number };

/** A company of the caller's (staff_companies) as a condition on `companies`. */
const managedBy = (user: AuthUser): SQL => ofStaffCompanies(user, companies.id);

/** The rows that name a project; a named project is kept (deliveries and branches would go with it, reviews and tasks refuse). */
const projectInUse = (projectId: SQL | number): SQL =>
  or(
    exists(sql`(select 1 from ${deliveries} where ${deliveries.projectId} = ${projectId})`),
    exists(sql`(select 1 from ${patchsetBranches} where ${patchsetBranches.projectId} = ${projectId})`),
    exists(sql`(select 1 from ${patchsetApplies} where ${patchsetApplies.projectId} = ${projectId})`),
    exists(sql`(select 1 from ${reviews} where ${reviews.projectId} = ${projectId})`),
    exists(sql`(select 1 from ${simulationTasks} where ${simulationTasks.projectId} = ${projectId})`),
  )!;

const nameTaken = (field: string) => new AppError(409, Code.conflict, 'nameTaken', {}, { field });

export async function listCompanies(db: Db, user: AuthUser, q: Query) {
  const condition = and(managedBy(user), containsIgnoreCase(q.keyword, companies.name, companies.nameEn));
  const page = await paginate(
    db,
    q,
    db.select().from(companies).where(condition).orderBy(asc(companies.id)).$dynamic(),
    db.select({ total: count() }).from(companies).where(condition),
    (c) => c,
  );
  const ids = page.list.map((c) => c.id);
  if (ids.length === 0) return { ...page, list: [] };
  const [platformRows, projectRows, primaryRows, countRows] = await Promise.all([
    db
      .select({ companyId: companyPlatforms.companyId, id: platforms.id, name: platforms.name })
      .from(companyPlatforms)
      .innerJoin(platforms, eq(platforms.id, companyPlatforms.platformId))
      .where(inArray(companyPlatforms.companyId, ids))
      .orderBy(asc(platforms.name)),
    db
      .select({
        companyId: projects.companyId,
        id: projects.id,
        name: projects.name,
        inUse: sql<boolean>`${projectInUse(sql`${projects.id}`)}`,
      })
      .from(projects)
      .where(inArray(projects.companyId, ids))
      .orderBy(asc(projects.name), asc(projects.id)),
    db
      .select({
        companyId: accounts.companyId,
        id: accounts.id,
        name: accounts.name,
        state: accounts.state,
        lockReason: accounts.lockReason,
      })
      .from(accounts)
      .where(and(inArray(accounts.companyId, ids), eq(accounts.type, 'primary'))),
    db
      .select({ companyId: accounts.companyId, n: count() })
      .from(accounts)
      .where(inArray(accounts.companyId, ids))
      .groupBy(accounts.companyId),
  ]);
  return {
    ...page,
    list: page.list.map((c) => {
      const primary = primaryRows.find((p) => p.companyId === c.id);
      return {
        id: c.id,
        name: c.name,
        nameEn: c.nameEn,
        isLegal: c.isLegal,
        primary: primary
          ? { id: primary.id, name: primary.name, state: primary.state, lockReason: primary.lockReason }
          : null,
        accountCount: Number(countRows.find((r) => r.companyId === c.id)?.n ?? 0),
        platforms: platformRows.filter((p) => p.companyId === c.id).map(({ id, name }) => ({ id, name })),
        projects: projectRows
          .filter((p) => p.companyId === c.id)
          .map(({ id, name, inUse }) => ({ id, name, inUse: Boolean(inUse) })),
        createdAt: c.createdAt.toISOString(),
      };
    }),
  };
}

export async function companyOptions(db: Db) {
  return {
    platforms: await db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(asc(platforms.name)),
  };
}

/** A company of the caller's, or 404. */
async function managedCompany(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), managedBy(user)));
  if (!row) throw notFound();
  return row;
}

/** A project of one of the caller's companies, or 404. */
async function managedProject(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.id, id), managedBy(user)));
  if (!row) throw notFound();
  return row.project;
}

/**
 * A newly licensed customer company: listed for registration (its first account registers as its
 * primary) and assigned to the project manager who adds it. The Chinese name is unique (409).
 */
export async function addCompany(db: Db, user: AuthUser, body: CompanyBody, ip: string) {
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ name: body.name, nameEn: body.nameEn, isLegal: true, isVendor: false })
        .returning({ id: companies.id });
      await tx.insert(staffCompanies).values({ accountId: user.id, companyId: row.id });
      return row.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken('name');
      throw error;
    });
  await audit(db, { accountId: user.id, action: 'company.add', target: `company:${id}`, detail: body, ip });
  return { id };
}

/**
 * The company's two names, corrected: the Chinese one stays unique (409). Its accounts see the new
 * names at their next request (a rename bumps auth_epoch, migration 0016), their header and
 * welcome at their next sign-in (the names kept with the session).
 */
export async function editCompany(db: Db, user: AuthUser, id: number, body: CompanyBody, ip: string) {
  const before = await managedCompany(db, user, id);
  if (before.name === body.name && before.nameEn === body.nameEn) return;
  await db
    .update(companies)
    .set({ name: body.name, nameEn: body.nameEn })
    .where(eq(companies.id, id))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken('name');
      throw error;
    });
  await audit(db, {
    accountId: user.id,
    action: 'company.edit',
    target: `company:${id}`,
    detail: { from: { name: before.name, nameEn: before.nameEn }, to: body },
    ip,
  });
}

export async function addCompanyPlatform(db: Db, user: AuthUser, companyId: number, platformId: number, ip: string) {
  await managedCompany(db, user, companyId);
  const [platform] = await db.select().from(platforms).where(eq(platforms.id, platformId));
  if (!platform) throw new AppError(400, Code.badRequest, 'platformUnknown', {}, { field: 'platformId' });
  const added = await db
    .insert(companyPlatforms)
    .values({ companyId, platformId })
    .onConflictDoNothing()
    .returning({ platformId: companyPlatforms.platformId });
  if (added.length === 0) return; // licensed already: nothing changed, nothing to record
  await audit(db, {
    accountId: user.id,
    action: 'company.platform.add',
    target: `company:${companyId}`,
    detail: { platformId, platform: platform.name },
    ip,
  });
}

/** The company's customers lose the platform at once (their next request reads a new identity). */
export async function removeCompanyPlatform(db: Db, user: AuthUser, companyId: number, platformId: number, ip: string) {
  await managedCompany(db, user, companyId);
  const removed = await db
    .delete(companyPlatforms)
    .where(and(eq(companyPlatforms.companyId, companyId), eq(companyPlatforms.platformId, platformId)))
    .returning({ platformId: companyPlatforms.platformId });
  if (removed.length === 0) throw notFound();
  await audit(db, {
    accountId: user.id,
    action: 'company.platform.remove',
    target: `company:${companyId}`,
    detail: { platformId },
    ip,
  });
}

export async function addProject(db: Db, user: AuthUser, companyId: number, name: string, ip: string) {
  await managedCompany(db, user, companyId);
  const [row] = await db
    .insert(projects)
    .values({ companyId, name })
    .returning({ id: projects.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken('name');
      throw error;
    });
  await audit(db, {
    accountId: user.id,
    action: 'company.project.add',
    target: `project:${row.id}`,
    detail: { companyId, name },
    ip,
  });
  return { id: row.id };
}

export async function renameProject(db: Db, user: AuthUser, id: number, name: string, ip: string) {
  const project = await managedProject(db, user, id);
  if (project.name === name) return;
  await db
    .update(projects)
    .set({ name })
    .where(eq(projects.id, id))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken('name');
      throw error;
    });
  await audit(db, {
    accountId: user.id,
    action: 'company.project.rename',
    target: `project:${id}`,
    detail: { companyId: project.companyId, from: project.name, to: name },
    ip,
  });
}

/**
 * Removed only while no delivery, destination branch, patch-set apply, review or simulation task
 * names it (409 otherwise): deleting it would take deliveries and branches along, and history
 * with them. The check and the delete are one statement, so a row added meanwhile still refuses it.
 */
export async function removeProject(db: Db, user: AuthUser, id: number, ip: string) {
  const project = await managedProject(db, user, id);
  const removed = await db
    .delete(projects)
    .where(and(eq(projects.id, id), sql`not ${projectInUse(id)}`))
    .returning({ id: projects.id })
    .catch((error: unknown) => {
      // A row naming it committed between the check and the delete (reviews and tasks restrict).
      if (isForeignKeyViolation(error)) throw projectInUseError();
      throw error;
    });
  if (removed.length === 0) throw projectInUseError();
  await audit(db, {
    accountId: user.id,
    action: 'company.project.remove',
    target: `project:${id}`,
    detail: { companyId: project.companyId, name: project.name },
    ip,
  });
}

const projectInUseError = () => new AppError(409, Code.conflict, 'projectInUse');
