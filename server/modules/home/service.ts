// Home: the platforms a user is authorized for and cares about, recent updates, latest tool
// releases, announcements, partners, and the first-visit acknowledgement (public courses are the
// training module's: train/open-class.ts).
import { and, asc, desc, eq, inArray } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { Db } from '../../db/client.ts';
import { catalogItems, partners, platformCare, platforms, toolVersions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import { platformNamesOf, visibleCatalog } from '../dcc/visibility.ts';

export async function authorizedPlatforms(db: Db, user: AuthUser) {
  if (user.platformIds.length === 0) return [];
  return db
    .select({ id: platforms.id, name: platforms.name })
    .from(platforms)
    .where(inArray(platforms.id, user.platformIds))
    .orderBy(asc(platforms.id));
}

/** The platforms the user follows; never chosen means all authorized ones. */
export async function caredPlatforms(db: Db, user: AuthUser) {
  const rows = await db
    .select({ id: platforms.id, name: platforms.name })
    .from(platformCare)
    .innerJoin(platforms, eq(platforms.id, platformCare.platformId))
    .where(
      and(
        eq(platformCare.accountId, user.id),
        inArray(platformCare.platformId, user.platformIds.length ? user.platformIds : [-1]),
      ),
    )
    .orderBy(asc(platforms.id));
  return rows.length ? rows : authorizedPlatforms(db, user);
}

export async function updatePlatformCare(db: Db, user: AuthUser, platformIds: number[]) {
  const wanted = [...new Set(platformIds)];
  const refused = wanted.filter((id) => !user.platformIds.includes(id));
  if (refused.length)
    throw new AppError(400, Code.badRequest, 'platformNotAuthorized', {}, { field: 'platformIds', refused });
  await db.transaction(async (tx) => {
    await tx.delete(platformCare).where(eq(platformCare.accountId, user.id));
    await tx.insert(platformCare).values(wanted.map((platformId) => ({ accountId: user.id, platformId })));
  });
}

/**
 * Newest released documents, reports, notices and tools on the platforms the user follows, of the
 * modules whose page the user may open: a title is as much the module's content as its file.
 */
export async function recentUpdates(db: Db, user: AuthUser, pageSize: number) {
  const cared = (await caredPlatforms(db, user)).map((p) => p.id);
  const rows = await db
    .select({
      id: catalogItems.id,
      kind: catalogItems.kind,
      name: catalogItems.name,
      type: catalogItems.type,
      version: catalogItems.version,
      language: catalogItems.language,
      releasedAt: catalogItems.releasedAt,
    })
    .from(catalogItems)
    .where(visibleCatalog(user, { platformIds: cared }))
    .orderBy(desc(catalogItems.releasedAt), desc(catalogItems.id))
    .limit(pageSize);
  const names = await platformNamesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, releasedAt: r.releasedAt!.toISOString(), platforms: names.get(r.id) ?? [] }));
}

/** Newest tool versions the user may see: none without the tools page. */
export async function latestReleases(db: Db, user: AuthUser, pageSize: number) {
  const rows = await db
    .select({
      id: toolVersions.id,
      itemId: toolVersions.itemId,
      toolName: catalogItems.name,
      versionName: toolVersions.versionName,
      log: toolVersions.log,
      releasedAt: toolVersions.releasedAt,
    })
    .from(toolVersions)
    .innerJoin(catalogItems, eq(catalogItems.id, toolVersions.itemId))
    .where(visibleCatalog(user, { kind: 'tool' }))
    .orderBy(desc(toolVersions.releasedAt), desc(toolVersions.id))
    .limit(pageSize);
  const names = await platformNamesOf(db, [...new Set(rows.map((r) => r.itemId))]);
  return rows.map((r) => ({ ...r, releasedAt: r.releasedAt.toISOString(), platforms: names.get(r.itemId) ?? [] }));
}

export const listPartners = (db: Db) =>
  db
    .select({
      id: partners.id,
      name: partners.name,
      nameEn: partners.nameEn,
      category: partners.category,
      categoryEn: partners.categoryEn,
      description: partners.description,
      descriptionEn: partners.descriptionEn,
      url: partners.url,
    })
    .from(partners)
    // Drafts and withdrawn partners (the staff console's) are not shown.
    .where(eq(partners.status, 'released'))
    .orderBy(asc(partners.sort), asc(partners.id));
