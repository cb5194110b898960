// Who sees which item of the documents family (dcc, tr, pcn, tool): an item of a module whose page
// the caller may open, released, and tagged with a platform the caller's company is authorized for.
// Every list, detail, download, preview, export, count, search, home list and mail goes through
// visibleCatalog alone, so they can never disagree. Catalogue items belong to no company and no
// project: the company enters through its platforms, and hidden projects hide nothing here.
import { and, count, eq, inArray, isNotNull, sql, type SQL } from '../../db/orm.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogKinds, type CatalogKind } from '../../../contract/dcc.ts';
import { moduleCodes } from '../../../contract/menus.ts';
import type { Db } from '../../db/client.ts';
import { catalogItemPlatforms, catalogItems, downloadRecords, files, platforms } from '../../db/schema/index.ts';
import { currentUser, type AuthUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { envelopeOf } from '../../platform/schemas.ts';

export type { CatalogKind };

/** The kinds whose page the user may open: an item of another kind is invisible to them. */
const kindsOf = (user: AuthUser): CatalogKind[] => catalogKinds.filter((k) => user.codes.has(moduleCodes[k].page));

/**
 * The where-clause of the catalogue items `user` may see: of `kind` (one, several, or every kind)
 * among those whose page the user may open, optionally only on `platformIds` (narrowing the
 * authorized ones, never widening them).
 */
export function visibleCatalog(
  user: AuthUser,
  opts: { kind?: CatalogKind | readonly CatalogKind[]; platformIds?: readonly number[] } = {},
): SQL {
  const asked = opts.kind === undefined ? catalogKinds : typeof opts.kind === 'string' ? [opts.kind] : opts.kind;
  const kinds = kindsOf(user).filter((k) => asked.includes(k));
  const platformIds = opts.platformIds
    ? opts.platformIds.filter((id) => user.platformIds.includes(id))
    : user.platformIds;
  if (kinds.length === 0 || platformIds.length === 0) return sql`false`;
  return and(
    inArray(catalogItems.kind, kinds),
    eq(catalogItems.status, 'released'),
    isNotNull(catalogItems.releasedAt),
    sql`exists (select 1 from ${catalogItemPlatforms} where ${catalogItemPlatforms.itemId} = ${catalogItems.id} and ${inArray(catalogItemPlatforms.platformId, platformIds)})`,
  )!;
}

/**
 * Items still waiting for the user to download them: not downloaded yet, and downloadable at all —
 * a video is only ever watched (spec §8), so it would otherwise stay "not downloaded" forever.
 * The menu badge and the list's "not downloaded only" filter both use this, so they agree.
 */
export function awaitingDownload(user: AuthUser): SQL {
  return sql`not exists (select 1 from ${downloadRecords}
      where ${downloadRecords.accountId} = ${user.id}
        and ${downloadRecords.itemKind} = ${catalogItems.kind} and ${downloadRecords.itemId} = ${catalogItems.id})
    and not exists (select 1 from ${files} where ${files.id} = ${catalogItems.fileId} and ${files.kind} = 'mp4')`;
}

/** Items of `kind` the user may see and should still download (the menu badges). */
export async function countNotDownloaded(db: Db, user: AuthUser, kind: CatalogKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogItems)
    .where(and(visibleCatalog(user, { kind }), awaitingDownload(user)));
  return Number(row.n);
}

/** Platform names of each item, for lists. */
export async function platformNamesOf(db: Db, itemIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (itemIds.length === 0) return map;
  const rows = await cachedRows(
    db,
    db
      .select({ itemId: catalogItemPlatforms.itemId, name: platforms.name })
      .from(catalogItemPlatforms)
      .innerJoin(platforms, eq(platforms.id, catalogItemPlatforms.platformId))
      .where(inArray(catalogItemPlatforms.itemId, itemIds))
      .orderBy(platforms.id),
  );
  for (const r of rows) {
    const list = map.get(r.itemId) ?? [];
    list.push(r.name);
    map.set(r.itemId, list);
  }
  return map;
}

/** The badge call of one catalogue module: how many visible items the caller has not downloaded. */
export function registerNoDownloadCount(app: FastifyInstance, opts: { kind: CatalogKind; path: string; code: string }) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    opts.path,
    {
      config: { access: opts.code },
      schema: { tags: [opts.kind], response: { 200: envelopeOf(z.number()) } },
    },
    async (request) => ok(await countNotDownloaded(db, currentUser(request), opts.kind)),
  );
}
