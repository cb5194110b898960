// Who sees what of training: one rule per kind of row, which every list, detail, move, count and
// courseware file goes through, so they never disagree. Applications are their company's, on a
// platform the company is authorized for; on-shelf courses and public courses are the vendor's,
// seen on the caller's platforms (a public course without a platform is for everybody).
import { and, eq, exists, inArray, isNull, or, sql, type SQL } from '../../db/orm.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { courses, trainApplications, trainCourses } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';

const holdsPage = (user: AuthUser) => user.codes.has(moduleCodes.train.page);

export function visibleApplications(user: AuthUser): SQL {
  if (!holdsPage(user) || user.platformIds.length === 0) return sql`false`;
  return and(eq(trainApplications.companyId, user.companyId), inArray(trainApplications.platformId, user.platformIds))!;
}

/** Courses on the shelf for the caller's platforms (optionally one of them). */
export function visibleShelfCourses(user: AuthUser, opts: { platformId?: number } = {}): SQL {
  const platformIds =
    opts.platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === opts.platformId);
  if (!holdsPage(user) || platformIds.length === 0) return sql`false`;
  return and(eq(trainCourses.onShelf, true), inArray(trainCourses.platformId, platformIds))!;
}

/**
 * A course whose courseware the caller may open: on the shelf for them, or one their company
 * applied for (a course taken off the shelf stays readable to those it was given to).
 */
export function coursewareCourses(user: AuthUser): SQL {
  if (!holdsPage(user) || user.platformIds.length === 0) return sql`false`;
  return and(
    inArray(trainCourses.platformId, user.platformIds),
    or(
      eq(trainCourses.onShelf, true),
      exists(
        sql`(select 1 from ${trainApplications} where ${trainApplications.courseId} = ${trainCourses.id} and ${trainApplications.companyId} = ${user.companyId})`,
      ),
    ),
  )!;
}

/** Public courses for the caller: none of a platform their company is not authorized for. */
export function visibleOpenClasses(user: AuthUser): SQL {
  const platform =
    user.platformIds.length === 0
      ? isNull(courses.platformId)
      : or(isNull(courses.platformId), inArray(courses.platformId, user.platformIds));
  return and(eq(courses.isPublic, true), platform)!;
}
