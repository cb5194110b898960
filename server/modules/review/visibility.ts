// Who sees which review: the one rule every call of the module goes through. A customer sees the
// reviews of their own company, except those of a project hidden from them (a child account's
// unauthorized projects); an engineer sees the reviews of the companies assigned to them
// (staff_companies). Anything else is absent from lists and counts and 404 on every id.
import { and, eq, sql, type SQL } from '../../db/orm.ts';
import { reviews } from '../../db/schema/index.ts';
import { notHiddenProject, type AuthUser } from '../../platform/auth.ts';
import { ofStaffCompanies } from '../../platform/staff-companies.ts';

export function visibleReviews(user: AuthUser): SQL {
  if (user.isStaff) return sql`false`;
  return and(eq(reviews.companyId, user.companyId), notHiddenProject(user, reviews.projectId))!;
}

export const staffReviews = (user: AuthUser): SQL => ofStaffCompanies(user, reviews.companyId);

/** The rule of the caller's side: staff through their companies, customers through their own. */
export const reviewsOf = (user: AuthUser): SQL => (user.isStaff ? staffReviews(user) : visibleReviews(user));
