// Who sees what of the patch-set module, the one rule of each kind every call goes through:
// patch sets and PARs of the platforms the caller's company is authorized for; destination
// branches and applies of the caller's company, on an authorized platform, never of a project
// hidden from the caller (a child account's unauthorized projects). Anything else is 404.
import { and, eq, inArray, sql, type SQL } from '../../db/orm.ts';
import { pars, patchSets, patchsetApplies, patchsetBranches } from '../../db/schema/index.ts';
import { notHiddenProject, type AuthUser } from '../../platform/auth.ts';

const onPlatforms = (column: typeof patchSets.platformId | typeof pars.platformId, ids: number[]): SQL =>
  ids.length === 0 ? sql`false` : ids.length === 1 ? eq(column, ids[0]) : inArray(column, ids);

/** Patch sets of an authorized platform, optionally only `platformId` (narrowing, never widening). */
export function visiblePatchSets(user: AuthUser, platformId?: number): SQL {
  const ids = platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === platformId);
  return onPlatforms(patchSets.platformId, ids);
}

export function visiblePars(user: AuthUser, platformId?: number): SQL {
  const ids = platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === platformId);
  return onPlatforms(pars.platformId, ids);
}

export function visibleBranches(user: AuthUser): SQL {
  if (user.platformIds.length === 0) return sql`false`;
  return and(
    eq(patchsetBranches.companyId, user.companyId),
    inArray(patchsetBranches.platformId, user.platformIds),
    notHiddenProject(user, patchsetBranches.projectId),
  )!;
}

export function visibleApplies(user: AuthUser): SQL {
  if (user.platformIds.length === 0) return sql`false`;
  return and(
    eq(patchsetApplies.companyId, user.companyId),
    inArray(patchsetApplies.platformId, user.platformIds),
    notHiddenProject(user, patchsetApplies.projectId),
  )!;
}
