// Publishing the documents family from the staff console (admin.publish): every item of a kind in
// every state, created as a draft, edited while not withdrawn, released (it enters the lists, home,
// the search index and the message mails, which pick up what was released since: message/job.ts)
// and withdrawn (it leaves all of them at once: every customer read goes through visibleCatalog,
// which shows released items only, and the search index loses it in the same transaction).
// Items are every licensed company's and published for all; a change notice's acknowledgements and
// change requests are each one company's, so the console counts and names only those of the
// companies assigned to the staff member (decision 0037).
import { and, count, desc, eq, inArray, sql } from '../../db/orm.ts';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type {
  CatalogAdminDetail,
  CatalogAdminItem,
  catalogAdminQuery,
  catalogItemBody,
  CatalogKind,
  CatalogOptions,
  PublishAction,
  toolVersionBody,
} from '../../../contract/publish.ts';
import type { Db } from '../../db/client.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import {
  accounts,
  catalogItemPlatforms,
  catalogItems,
  companies,
  files,
  pcnAcknowledgements,
  pcnChangeRequests,
  platforms,
  toolVersions,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import { capTotal, cappedCount, containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { publishingMove, assertMoved } from '../../platform/publishing.ts';
import { indexCatalogItems } from '../../platform/search/catalog-docs.ts';
import { removeDoc } from '../../platform/search/index-writer.ts';
import { ofStaffCompanies } from '../../platform/staff-companies.ts';
import { uploadedBy } from '../files/service.ts';

type ListQuery = z.infer<typeof catalogAdminQuery>;
type Body = z.infer<typeof catalogItemBody>;
type VersionBody = z.infer<typeof toolVersionBody>;
type Extra = Record<string, string>;

const selection = {
  item: catalogItems,
  fileName: files.name,
  size: files.size,
  sha256: files.sha256,
  publisher: accounts.name,
};
type Row = {
  item: typeof catalogItems.$inferSelect;
  fileName: string | null;
  size: number | null;
  sha256: string | null;
  publisher: string | null;
};

const fromItems = (db: Db) =>
  db
    .select(selection)
    .from(catalogItems)
    .leftJoin(files, eq(files.id, catalogItems.fileId))
    .leftJoin(accounts, eq(accounts.id, catalogItems.publisherId));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function platformsOf(db: Db, ids: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return map;
  // Through the read cache: the console's list keeps its answers only when every read did.
  const rows = await cachedRows(
    db,
    db
      .select({ itemId: catalogItemPlatforms.itemId, id: platforms.id, name: platforms.name })
      .from(catalogItemPlatforms)
      .innerJoin(platforms, eq(platforms.id, catalogItemPlatforms.platformId))
      .where(inArray(catalogItemPlatforms.itemId, ids))
      .orderBy(platforms.id),
  );
  for (const r of rows) map.set(r.itemId, [...(map.get(r.itemId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

/**
 * Per change notice: accounts that acknowledged it and change requests received, of the companies
 * assigned to `user` only: a notice is every company's, its acknowledgements and requests are each
 * a company's (decision 0037). Through the read cache.
 */
async function pcnCounts(db: Db, user: AuthUser, ids: number[]) {
  const acks = new Map<number, number>();
  const requests = new Map<number, number>();
  if (ids.length === 0) return { acks, requests };
  const [a, r] = await Promise.all([
    cachedRows(
      db,
      db
        .select({ itemId: pcnAcknowledgements.itemId, n: count() })
        .from(pcnAcknowledgements)
        .innerJoin(accounts, eq(accounts.id, pcnAcknowledgements.accountId))
        .where(and(inArray(pcnAcknowledgements.itemId, ids), ofStaffCompanies(user, accounts.companyId)))
        .groupBy(pcnAcknowledgements.itemId),
    ),
    cachedRows(
      db,
      db
        .select({ itemId: pcnChangeRequests.itemId, n: count() })
        .from(pcnChangeRequests)
        .where(and(inArray(pcnChangeRequests.itemId, ids), ofStaffCompanies(user, pcnChangeRequests.companyId)))
        .groupBy(pcnChangeRequests.itemId),
    ),
  ]);
  for (const x of a) acks.set(x.itemId, Number(x.n));
  for (const x of r) requests.set(x.itemId, Number(x.n));
  return { acks, requests };
}

async function present(db: Db, user: AuthUser, rows: Row[]): Promise<CatalogAdminItem[]> {
  const ids = rows.map((r) => r.item.id);
  const pcnIds = rows.filter((r) => r.item.kind === 'pcn').map((r) => r.item.id);
  const [names, counts] = await Promise.all([platformsOf(db, ids), pcnCounts(db, user, pcnIds)]);
  return rows.map(({ item, fileName, size, sha256, publisher }) => ({
    id: item.id,
    kind: item.kind,
    name: item.name,
    type: item.type,
    language: item.language,
    version: item.version,
    status: item.status,
    platforms: names.get(item.id) ?? [],
    fileId: item.fileId,
    fileName,
    size: size === null ? null : Number(size),
    sha256,
    publisher: publisher ?? '',
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    releasedAt: iso(item.releasedAt),
    withdrawnAt: iso(item.withdrawnAt),
    ...(item.kind === 'pcn'
      ? { acknowledgements: counts.acks.get(item.id) ?? 0, changeRequests: counts.requests.get(item.id) ?? 0 }
      : {}),
  }));
}

export async function listCatalogAdmin(db: Db, user: AuthUser, kind: CatalogKind, q: ListQuery, page: PageAsk) {
  const where = and(
    eq(catalogItems.kind, kind),
    q.status ? eq(catalogItems.status, q.status) : undefined,
    q.language ? eq(catalogItems.language, q.language) : undefined,
    containsIgnoreCase(q.keyword, catalogItems.name, catalogItems.description, catalogItems.version),
    q.platformId
      ? sql`exists (select 1 from ${catalogItemPlatforms} where ${catalogItemPlatforms.itemId} = ${catalogItems.id} and ${catalogItemPlatforms.platformId} = ${q.platformId})`
      : undefined,
  );
  const found = await paginate(
    db,
    page,
    fromItems(db).where(where).orderBy(desc(catalogItems.id)).$dynamic(),
    cappedCount(db, catalogItems, where),
  );
  return capTotal({ ...found, list: await present(db, user, found.list as Row[]) });
}

async function findRow(db: Db, kind: CatalogKind, id: number): Promise<Row> {
  const [row] = await fromItems(db).where(and(eq(catalogItems.id, id), eq(catalogItems.kind, kind)));
  if (!row) throw notFound();
  return row as Row;
}

export async function catalogAdminDetail(
  db: Db,
  user: AuthUser,
  kind: CatalogKind,
  id: number,
): Promise<CatalogAdminDetail> {
  const row = await findRow(db, kind, id);
  const [item] = await present(db, user, [row]);
  const extra = row.item.extra as Extra;
  const detail: CatalogAdminDetail = {
    ...item,
    description: row.item.description,
    tags: row.item.tags,
    osVersion: row.item.osVersion,
  };
  if (kind === 'tool') {
    const versions = await db
      .select({ v: toolVersions, fileName: files.name, size: files.size })
      .from(toolVersions)
      .leftJoin(files, eq(files.id, toolVersions.fileId))
      .where(eq(toolVersions.itemId, id))
      .orderBy(desc(toolVersions.releasedAt), desc(toolVersions.id));
    detail.tool = {
      source: extra.source ?? '',
      versionName: extra.versionName ?? '',
      attribute: extra.attribute ?? '',
      overview: extra.overview ?? '',
      log: extra.log ?? '',
      versions: versions.map(({ v, fileName, size }) => ({
        id: v.id,
        versionName: v.versionName,
        log: v.log,
        releasedAt: v.releasedAt.toISOString(),
        fileName,
        size: size === null ? null : Number(size),
      })),
    };
  }
  if (kind === 'pcn') {
    const acknowledged = await db
      .select({ company: companies.name, account: accounts.name, at: pcnAcknowledgements.createdAt })
      .from(pcnAcknowledgements)
      .innerJoin(accounts, eq(accounts.id, pcnAcknowledgements.accountId))
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(and(eq(pcnAcknowledgements.itemId, id), ofStaffCompanies(user, accounts.companyId)))
      .orderBy(desc(pcnAcknowledgements.createdAt))
      .limit(500);
    detail.pcn = {
      reason: extra.reason ?? '',
      affectedParts: extra.affectedParts ?? '',
      ffImpact: extra.ffImpact ?? '',
      qualificationPlan: extra.qualificationPlan ?? '',
      sampleDate: extra.sampleDate ?? '',
      effectiveDate: extra.effectiveDate ?? '',
      lastOrderDate: extra.lastOrderDate ?? '',
      acknowledgedBy: acknowledged.map((a) => ({ company: a.company, account: a.account, at: a.at.toISOString() })),
    };
  }
  return detail;
}

export async function catalogOptions(db: Db, kind: CatalogKind): Promise<CatalogOptions> {
  const [platformRows, typeRows] = await Promise.all([
    db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(platforms.id),
    db
      .selectDistinct({ type: catalogItems.type })
      .from(catalogItems)
      .where(eq(catalogItems.kind, kind))
      .orderBy(catalogItems.type)
      .limit(200),
  ]);
  return { platforms: platformRows, types: typeRows.map((r) => r.type) };
}

const invalid = (field: string, rule = '') =>
  new AppError(400, Code.badRequest, 'invalidField', { field, rule }, { field });
const stateRefused = (state: string) => new AppError(409, Code.conflict, 'publishStateNotAllowed', { state });

/**
 * The platforms must exist, the kind's own fields belong to that kind only (a change notice needs
 * its J-STD-046 fields), and the file must be one this publisher uploaded or the one the item
 * already has — never somebody else's upload, which would hand it to customers.
 */
async function checkRefs(db: Db, user: AuthUser, kind: CatalogKind, body: Body, currentFileId: number | null) {
  if (body.tool && kind !== 'tool') throw invalid('tool');
  if (body.pcn && kind !== 'pcn') throw invalid('pcn');
  if (kind === 'pcn' && !body.pcn) throw invalid('pcn', 'required');
  // A tool is known by its version name (the form asks for it; so does the server).
  if (kind === 'tool' && !body.tool?.versionName) throw invalid('tool.versionName', 'required');
  const ids = [...new Set(body.platformIds)];
  const known = await db.select({ id: platforms.id }).from(platforms).where(inArray(platforms.id, ids));
  if (known.length !== ids.length) throw invalid('platformIds');
  if (body.fileId) await checkOwnFile(db, user, body.fileId, currentFileId);
}

async function checkOwnFile(db: Db, user: AuthUser, fileId: number, currentFileId: number | null) {
  if (fileId !== currentFileId && !(await uploadedBy(db, user.id, [fileId])).has(fileId)) throw invalid('fileId');
}

function columnsOf(kind: CatalogKind, body: Body, extra: Extra) {
  return {
    name: body.name,
    description: body.description,
    type: body.type,
    tags: [...new Set(body.tags)],
    osVersion: body.osVersion,
    language: body.language,
    version: kind === 'tool' && body.tool?.versionName ? body.tool.versionName : body.version,
    extra: { ...extra, ...(kind === 'tool' ? body.tool : {}), ...(kind === 'pcn' ? body.pcn : {}) },
  };
}

const platformRows = (itemId: number, platformIds: number[]) =>
  [...new Set(platformIds)].map((platformId) => ({ itemId, platformId }));

/** An existing item's platforms, replaced. */
async function setPlatforms(db: Db, itemId: number, platformIds: number[]) {
  await db.delete(catalogItemPlatforms).where(eq(catalogItemPlatforms.itemId, itemId));
  await db.insert(catalogItemPlatforms).values(platformRows(itemId, platformIds));
}

/**
 * Writes drafts with their platforms (inside the caller's transaction): one insert per item for its
 * id, then the platforms of them all in one insert. Answers the ids in the order of `bodies`.
 */
export async function insertDrafts(t: Db, user: AuthUser, kind: CatalogKind, bodies: Body[]): Promise<number[]> {
  const ids: number[] = [];
  for (const body of bodies) {
    const [row] = await t
      .insert(catalogItems)
      .values({
        kind,
        ...columnsOf(kind, body, {}),
        fileId: body.fileId ?? null,
        status: 'draft',
        publisherId: user.id,
      })
      .returning({ id: catalogItems.id });
    ids.push(row.id);
  }
  const links = bodies.flatMap((body, i) => platformRows(ids[i], body.platformIds));
  for (let at = 0; at < links.length; at += 1000)
    await t.insert(catalogItemPlatforms).values(links.slice(at, at + 1000));
  return ids;
}

export async function createCatalogItem(db: Db, user: AuthUser, kind: CatalogKind, body: Body, ip: string) {
  await checkRefs(db, user, kind, body, null);
  const [id] = await db.transaction((tx) => insertDrafts(tx as unknown as Db, user, kind, [body]));
  await audit(db, { accountId: user.id, action: `${kind}.create`, target: `${kind}:${id}`, ip });
  return { id };
}

export async function editCatalogItem(db: Db, user: AuthUser, kind: CatalogKind, id: number, body: Body, ip: string) {
  const current = await findRow(db, kind, id);
  if (current.item.status === 'withdrawn') throw stateRefused(current.item.status);
  await checkRefs(db, user, kind, body, current.item.fileId);
  const fileId = body.fileId === undefined ? current.item.fileId : body.fileId;
  if (current.item.status === 'released' && !fileId) throw invalid('fileId', 'required');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const moved = await t
      .update(catalogItems)
      .set({ ...columnsOf(kind, body, current.item.extra as Extra), fileId, updatedAt: new Date() })
      .where(and(eq(catalogItems.id, id), eq(catalogItems.status, current.item.status)))
      .returning({ id: catalogItems.id });
    assertMoved(moved);
    await setPlatforms(t, id, body.platformIds);
    // A released item is found by its new words, and on its new platforms only, at once.
    if (current.item.status === 'released') await indexCatalogItems(t, [id]);
  });
  await audit(db, { accountId: user.id, action: `${kind}.edit`, target: `${kind}:${id}`, ip });
}

/** draft → released (needs its file and a platform); released → withdrawn. Nothing else. */
export async function changeCatalogState(
  db: Db,
  user: AuthUser,
  kind: CatalogKind,
  id: number,
  action: PublishAction,
  ip: string,
) {
  const current = await findRow(db, kind, id);
  const move = publishingMove(action, user.id);
  if (current.item.status !== move.from) throw stateRefused(current.item.status);
  if (action === 'release' && !current.item.fileId) throw new AppError(400, Code.badRequest, 'publishNeedsFile');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const set = action === 'withdraw' ? { ...move.set, withdrawnAt: move.set.updatedAt } : move.set;
    const moved = await t
      .update(catalogItems)
      .set(set)
      .where(and(eq(catalogItems.id, id), eq(catalogItems.status, move.from)))
      .returning({ id: catalogItems.id });
    assertMoved(moved);
    if (action === 'release') {
      if (kind === 'tool') await recordFirstVersion(t, current.item, move.set.updatedAt);
      await indexCatalogItems(t, [id]);
    } else await removeDoc(t, kind, id);
  });
  await audit(db, { accountId: user.id, action: `${kind}.${action}`, target: `${kind}:${id}`, ip });
}

/** A tool released for the first time: what it was released with is its first version. */
async function recordFirstVersion(t: Db, item: typeof catalogItems.$inferSelect, at: Date) {
  const [any] = await t
    .select({ id: toolVersions.id })
    .from(toolVersions)
    .where(eq(toolVersions.itemId, item.id))
    .limit(1);
  if (any) return;
  const extra = item.extra as Extra;
  await t.insert(toolVersions).values({
    itemId: item.id,
    versionName: extra.versionName || item.version || 'V1',
    log: extra.log ?? '',
    fileId: item.fileId,
    releasedAt: at,
  });
}

/**
 * A tool's new version: recorded with its log and file, which become the tool's current ones. A
 * released tool is released again (its date moves), so the subscribers' mails announce the update.
 */
export async function addToolVersion(db: Db, user: AuthUser, id: number, body: VersionBody, ip: string) {
  const current = await findRow(db, 'tool', id);
  if (current.item.status === 'withdrawn') throw stateRefused(current.item.status);
  await checkOwnFile(db, user, body.fileId, current.item.fileId);
  const now = new Date();
  const versionId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [version] = await t
      .insert(toolVersions)
      .values({ itemId: id, versionName: body.versionName, log: body.log, fileId: body.fileId, releasedAt: now })
      .returning({ id: toolVersions.id });
    const released = current.item.status === 'released';
    const moved = await t
      .update(catalogItems)
      .set({
        version: body.versionName,
        fileId: body.fileId,
        extra: { ...(current.item.extra as Extra), versionName: body.versionName, log: body.log },
        updatedAt: now,
        ...(released ? { releasedAt: now, publisherId: user.id } : {}),
      })
      .where(and(eq(catalogItems.id, id), eq(catalogItems.status, current.item.status)))
      .returning({ id: catalogItems.id });
    assertMoved(moved);
    if (released) await indexCatalogItems(t, [id]);
    return version.id;
  });
  await audit(db, { accountId: user.id, action: 'tool.version', target: `tool:${id}`, detail: { versionId }, ip });
  return { id: versionId };
}
