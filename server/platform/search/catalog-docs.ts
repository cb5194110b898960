// What the search index holds for catalogue items: released items only, title = name, body =
// description, type, tags, versions and the kind's own fields (tool overview, PCN reason …).
import { and, eq, inArray, isNotNull, sql } from '../../db/orm.ts';
import type { Db } from '../../db/client.ts';
import { catalogItemPlatforms, catalogItems, files } from '../../db/schema/index.ts';
import { indexDocs, namesOf, platformNames, type SearchDoc } from './index-writer.ts';

export async function indexCatalogItems(db: Db, ids?: number[]): Promise<number> {
  const rows = await db
    .select({ item: catalogItems, fileName: files.name })
    .from(catalogItems)
    .leftJoin(files, eq(files.id, catalogItems.fileId))
    .where(
      and(
        eq(catalogItems.status, 'released'),
        isNotNull(catalogItems.releasedAt),
        ids ? inArray(catalogItems.id, ids) : undefined,
      ),
    );
  const platforms = await db
    .select({ itemId: catalogItemPlatforms.itemId, ids: sql<number[]>`array_agg(${catalogItemPlatforms.platformId})` })
    .from(catalogItemPlatforms)
    .where(ids ? inArray(catalogItemPlatforms.itemId, ids) : undefined)
    .groupBy(catalogItemPlatforms.itemId);
  const platformsOf = new Map(platforms.map((p) => [p.itemId, p.ids.map(Number)]));
  const names = await platformNames(db);
  const docs: SearchDoc[] = rows.map(({ item, fileName }) => ({
    module: item.kind,
    itemId: item.id,
    title: item.name,
    body: [
      item.description,
      item.type,
      item.tags.join(' '),
      item.version,
      item.osVersion,
      fileName ?? '',
      ...Object.values(item.extra as Record<string, string>),
    ].join(' '),
    // Never empty for a catalogue item: an item without platforms is visible to nobody.
    platformIds: platformsOf.get(item.id) ?? [-1],
    language: item.language,
    type: item.type,
    releasedAt: item.releasedAt!,
    terms: namesOf(names, platformsOf.get(item.id) ?? []),
  }));
  await indexDocs(db, docs);
  return docs.length;
}
