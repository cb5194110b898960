// Who sees which simulation task: the one rule every call of the module goes through. A customer
// sees the submitted and finished tasks of their own company, except those of a project hidden from
// them (a child account's unauthorized projects), and their own drafts (a colleague's half-filled
// draft is nobody else's business); an engineer sees the submitted and finished tasks of the
// companies assigned to them (staff_companies), never a draft. Anything else is absent from lists
// and 404 on every id.
import { and, eq, ne, or, sql, type SQL } from '../../db/orm.ts';
import { simulationTasks } from '../../db/schema/index.ts';
import { notHiddenProject, type AuthUser } from '../../platform/auth.ts';
import { ofStaffCompanies } from '../../platform/staff-companies.ts';

const t = simulationTasks;

/** The company's submitted and finished tasks the customer may see. */
export function companyTasks(user: AuthUser): SQL {
  return and(eq(t.companyId, user.companyId), ne(t.status, 'draft'), notHiddenProject(user, t.projectId))!;
}

/** The caller's own drafts (a draft's project, once chosen, must still be one they may see). */
export function ownDrafts(user: AuthUser): SQL {
  return and(
    eq(t.accountId, user.id),
    eq(t.companyId, user.companyId),
    eq(t.status, 'draft'),
    user.hiddenProjectIds.length ? or(sql`${t.projectId} is null`, notHiddenProject(user, t.projectId)) : undefined,
  )!;
}

export function staffTasks(user: AuthUser): SQL {
  return and(ne(t.status, 'draft'), ofStaffCompanies(user, t.companyId))!;
}

/** Every task the caller may see, whatever its state. */
export const tasksOf = (user: AuthUser): SQL =>
  user.isStaff ? staffTasks(user) : or(companyTasks(user), ownDrafts(user))!;
