// Who sees which patch: a caller holding the patch page (M07), a released or voided patch (voided
// ones stay listed, struck through), on a platform the caller's company is authorized for. The
// list, detail, download, merge and histories all go through visiblePatches, so a patch of another
// platform is 404 everywhere. Patches belong to no company and no project; merges do (per company).
import { and, eq, inArray, sql, type SQL } from '../../db/orm.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { patchMerges, patches } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';

export function visiblePatches(user: AuthUser, opts: { platformId?: number } = {}): SQL {
  if (!user.codes.has(moduleCodes.patch.page)) return sql`false`;
  const platformIds =
    opts.platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === opts.platformId);
  if (platformIds.length === 0) return sql`false`;
  return and(
    inArray(patches.state, ['released', 'voided']),
    platformIds.length === 1 ? eq(patches.platformId, platformIds[0]) : inArray(patches.platformId, platformIds),
  )!;
}

/** The patch (of the outer query) was merged by the caller's company into some branch. */
export const mergedByCompany = (companyId: number): SQL =>
  sql`exists (select 1 from ${patchMerges} where ${patchMerges.patchId} = ${patches.id} and ${patchMerges.companyId} = ${companyId})`;
