// Who sees which delivery: the one rule every customer call of the module goes through (list,
// options, detail, download), so they can never disagree. A delivery belongs to one company, one of
// its projects and one platform: the caller sees it when it is their company's, released, on a
// platform the company is authorized for, and of a project not hidden from the caller (a child
// account's unauthorized projects). Anything else is absent from lists and 404 on detail/download.
import { and, eq, inArray, sql, type SQL } from '../../db/orm.ts';
import { deliveries } from '../../db/schema/index.ts';
import { notHiddenProject, type AuthUser } from '../../platform/auth.ts';

export function visibleDeliveries(user: AuthUser): SQL {
  if (user.platformIds.length === 0) return sql`false`;
  return and(
    eq(deliveries.companyId, user.companyId),
    eq(deliveries.status, 'released'),
    inArray(deliveries.platformId, user.platformIds),
    notHiddenProject(user, deliveries.projectId),
  )!;
}
