// Lists, details and export rows of the documents family, always through visibleCatalog.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from '../../db/orm.ts';
import {
  type CatalogConditions,
  type CatalogDetail,
  type CatalogItem,
  type CatalogKind,
  type ViewerKind,
} from '../../../contract/dcc.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  catalogItemPlatforms,
  catalogItems,
  downloadRecords,
  files,
  pcnAcknowledgements,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/envelope.ts';
import { cappedCount, capTotal, containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { awaitingDownload, platformNamesOf, visibleCatalog } from './visibility.ts';

export function viewerOf(file: { kind: string; name: string }): ViewerKind {
  if (file.kind === 'pdf') return 'pdf';
  if (file.kind === 'mp4') return 'video';
  if (file.kind === 'zip' && /\.xlsx$/i.test(file.name)) return 'sheet';
  return 'file';
}

function conditionsWhere(user: AuthUser, kinds: readonly CatalogKind[], c: CatalogConditions): SQL {
  const where: (SQL | undefined)[] = [visibleCatalog(user, { kind: kinds })];
  where.push(containsIgnoreCase(c.keyword, catalogItems.name, catalogItems.description, catalogItems.version));
  if (c.platformId)
    where.push(
      sql`exists (select 1 from ${catalogItemPlatforms} where ${catalogItemPlatforms.itemId} = ${catalogItems.id} and ${catalogItemPlatforms.platformId} = ${c.platformId})`,
    );
  if (c.type) where.push(eq(catalogItems.type, c.type));
  if (c.tags) {
    const tags = c.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (tags.length)
      where.push(
        sql`${catalogItems.tags} @> array[${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`,
      );
  }
  if (c.language) where.push(eq(catalogItems.language, c.language));
  if (c.osVersion) where.push(eq(catalogItems.osVersion, c.osVersion));
  if (c.releaseFrom) where.push(gte(catalogItems.releasedAt, new Date(`${c.releaseFrom}T00:00:00Z`)));
  if (c.releaseTo)
    where.push(lt(catalogItems.releasedAt, new Date(new Date(`${c.releaseTo}T00:00:00Z`).getTime() + 86_400_000)));
  if (c.notDownloaded === 'true') where.push(awaitingDownload(user));
  return and(...where)!;
}

const downloadedBy = (user: AuthUser) =>
  sql<boolean>`exists (select 1 from ${downloadRecords}
    where ${downloadRecords.accountId} = ${user.id}
      and ${downloadRecords.itemKind} = ${catalogItems.kind} and ${downloadRecords.itemId} = ${catalogItems.id})`;
const acknowledgedBy = (user: AuthUser) =>
  sql<boolean>`exists (select 1 from ${pcnAcknowledgements}
    where ${pcnAcknowledgements.accountId} = ${user.id} and ${pcnAcknowledgements.itemId} = ${catalogItems.id})`;

const selection = (user: AuthUser) => ({
  item: catalogItems,
  fileName: files.name,
  size: files.size,
  sha256: files.sha256,
  fileKind: files.kind,
  publisher: accounts.name,
  downloaded: downloadedBy(user),
  acknowledged: acknowledgedBy(user),
});

type Row = {
  item: typeof catalogItems.$inferSelect;
  fileName: string;
  size: number;
  sha256: string;
  fileKind: string;
  publisher: string | null;
  downloaded: boolean;
  acknowledged: boolean;
};

function present(r: Row, platformNames: string[]): CatalogItem {
  const extra = r.item.extra as Record<string, string>;
  return {
    id: r.item.id,
    kind: r.item.kind,
    name: r.item.name,
    type: r.item.type,
    platforms: platformNames,
    version: r.item.version,
    language: r.item.language,
    releasedAt: r.item.releasedAt!.toISOString(),
    size: r.size,
    sha256: r.sha256,
    fileName: r.fileName,
    viewer: viewerOf({ kind: r.fileKind, name: r.fileName }),
    fileId: r.item.fileId!,
    downloaded: r.downloaded,
    publisher: r.publisher ?? '',
    ...(r.item.kind === 'tool' ? { versionName: extra.versionName ?? '', attribute: extra.attribute ?? '' } : {}),
    ...(r.item.kind === 'pcn' ? { acknowledged: r.acknowledged } : {}),
  };
}

function orderOf(user: AuthUser, kinds: readonly CatalogKind[], c: CatalogConditions): SQL[] {
  const dir = c.sortOrder === 'asc' ? asc : desc;
  const column = {
    releasedAt: catalogItems.releasedAt,
    name: catalogItems.name,
    size: files.size,
    version: catalogItems.version,
  }[c.sortField];
  // Change notices the user has not acknowledged come first (as the industry lists them).
  const first = kinds.length === 1 && kinds[0] === 'pcn' ? [asc(acknowledgedBy(user))] : [];
  return [...first, dir(column), desc(catalogItems.id)];
}

/**
 * Counting every match of a broad filter over 100 000 items costs more than the page itself, and
 * nobody pages that far: totals stop at the cap and the answer says so (`capped`).
 */
export async function listItems(
  db: Db,
  user: AuthUser,
  kinds: readonly CatalogKind[],
  c: CatalogConditions,
  page: PageAsk,
) {
  const where = conditionsWhere(user, kinds, c);
  const found = await paginate(
    db,
    page,
    db
      .select(selection(user))
      .from(catalogItems)
      .innerJoin(files, eq(files.id, catalogItems.fileId))
      .leftJoin(accounts, eq(accounts.id, catalogItems.publisherId))
      .where(where)
      .orderBy(...orderOf(user, kinds, c))
      .$dynamic(),
    cappedCount(db, catalogItems, where),
    (r) => r as Row,
  );
  const names = await platformNamesOf(
    db,
    found.list.map((r) => r.item.id),
  );
  return { ...capTotal(found), list: found.list.map((r) => present(r, names.get(r.item.id) ?? [])) };
}

/** Every row matching the conditions, for export (capped by the caller). */
export async function exportRows(db: Db, user: AuthUser, kind: CatalogKind, c: CatalogConditions, max: number) {
  const rows = await db
    .select(selection(user))
    .from(catalogItems)
    .innerJoin(files, eq(files.id, catalogItems.fileId))
    .leftJoin(accounts, eq(accounts.id, catalogItems.publisherId))
    .where(conditionsWhere(user, [kind], c))
    .orderBy(...orderOf(user, [kind], c))
    .limit(max + 1);
  const names = await platformNamesOf(
    db,
    rows.map((r) => r.item.id),
  );
  return rows.map((r) => present(r as Row, names.get(r.item.id) ?? []));
}

/** One visible item (of `kind` when given), or 404 — also for items that exist but are not theirs. */
export async function findItem(db: Db, user: AuthUser, id: number, kind?: CatalogKind) {
  const [row] = await cachedRows(
    db,
    db
      .select(selection(user))
      .from(catalogItems)
      .innerJoin(files, eq(files.id, catalogItems.fileId))
      .leftJoin(accounts, eq(accounts.id, catalogItems.publisherId))
      .where(and(eq(catalogItems.id, id), visibleCatalog(user, { kind }))),
  );
  if (!row) throw notFound();
  return row as Row;
}

export async function itemDetail(db: Db, user: AuthUser, id: number, kind: CatalogKind): Promise<CatalogDetail> {
  const row = await findItem(db, user, id, kind);
  const names = await platformNamesOf(db, [id]);
  const extra = row.item.extra as Record<string, string>;
  let acknowledgedAt: string | null | undefined;
  if (kind === 'pcn') {
    const [ack] = await cachedRows(
      db,
      db
        .select()
        .from(pcnAcknowledgements)
        .where(and(eq(pcnAcknowledgements.itemId, id), eq(pcnAcknowledgements.accountId, user.id))),
    );
    acknowledgedAt = ack ? ack.createdAt.toISOString() : null;
  }
  return {
    ...present(row, names.get(id) ?? []),
    description: row.item.description,
    tags: row.item.tags,
    osVersion: row.item.osVersion,
    ...(kind === 'tool' ? { source: extra.source, overview: extra.overview, log: extra.log } : {}),
    ...(kind === 'pcn'
      ? {
          reason: extra.reason,
          affectedParts: extra.affectedParts,
          ffImpact: extra.ffImpact,
          qualificationPlan: extra.qualificationPlan,
          sampleDate: extra.sampleDate,
          effectiveDate: extra.effectiveDate,
          lastOrderDate: extra.lastOrderDate,
          acknowledgedAt,
        }
      : {}),
  };
}

/** Visible items among `ids` (any of the user's kinds), in the order asked; 404 if one is not. */
export async function findItems(db: Db, user: AuthUser, ids: number[], kind: CatalogKind) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select(selection(user))
    .from(catalogItems)
    .innerJoin(files, eq(files.id, catalogItems.fileId))
    .leftJoin(accounts, eq(accounts.id, catalogItems.publisherId))
    .where(and(inArray(catalogItems.id, unique), visibleCatalog(user, { kind })));
  if (rows.length !== unique.length) throw notFound();
  return unique.map((id) => rows.find((r) => r.item.id === id)! as Row);
}
export type ItemRow = Row;

/** The visible item whose file this is (viewers are addressed by file id), or 404. */
export async function findItemByFile(db: Db, user: AuthUser, fileId: number) {
  const [row] = await db
    .select(selection(user))
    .from(catalogItems)
    .innerJoin(files, eq(files.id, catalogItems.fileId))
    .leftJoin(accounts, eq(accounts.id, catalogItems.publisherId))
    .where(and(eq(catalogItems.fileId, fileId), visibleCatalog(user)))
    .limit(1);
  if (!row) throw notFound();
  return row as Row;
}
