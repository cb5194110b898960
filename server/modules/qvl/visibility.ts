// Who sees which QVL row: a released row on a platform the caller's company is authorized for.
// Every list, count, directory, supplier count and export goes through visibleQvl alone, so they can
// never disagree. A QVL row belongs to no company and no project: the company enters through its
// platforms, and hidden projects hide nothing here. Draft and withdrawn rows are nobody's but staff's.
import { and, eq, inArray, sql, type SQL } from '../../db/orm.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import { qvlEntries } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';

/** The where-clause of the QVL rows `user` may see, optionally only on `platformId` (narrowing, never widening). */
export function visibleQvl(user: AuthUser, opts: { platformId?: number } = {}): SQL {
  if (!user.codes.has(moduleCodes.qvl.page)) return sql`false`;
  const platformIds =
    opts.platformId === undefined ? user.platformIds : user.platformIds.filter((id) => id === opts.platformId);
  if (platformIds.length === 0) return sql`false`;
  return and(
    eq(qvlEntries.status, 'released'),
    platformIds.length === 1 ? eq(qvlEntries.platformId, platformIds[0]) : inArray(qvlEntries.platformId, platformIds),
  )!;
}
