// Who sees which sample: a caller holding the sample-code page (M06), a released sample, on a
// platform the caller's company is authorized for. The list, detail, download and search all go
// through visibleSamples (search applies the same rule on its index columns), so they never disagree.
// Samples belong to no company and no project: the company enters through its platforms only.
import { and, eq, inArray, isNotNull, sql, type SQL } from '../../db/orm.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { sampleCodes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';

export function visibleSamples(user: AuthUser, opts: { platformId?: number } = {}): SQL {
  if (!user.codes.has(moduleCodes.samplecode.page)) return sql`false`;
  const platformIds =
    opts.platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === opts.platformId);
  if (platformIds.length === 0) return sql`false`;
  return and(
    eq(sampleCodes.state, 'released'),
    isNotNull(sampleCodes.releasedAt),
    inArray(sampleCodes.platformId, platformIds),
  )!;
}
