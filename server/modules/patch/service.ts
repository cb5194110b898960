// Patches for customers: list, detail with related patches, the file download and the histories,
// always through visiblePatches; the merged flag is the caller's company's.
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from '../../db/orm.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code } from '../../../contract/codes.ts';
import type {
  Patch,
  PatchDetail,
  PatchDownload,
  PatchMerge,
  patchListQuery,
  RelatedPatch,
} from '../../../contract/patch.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  downloadRecords,
  files,
  patchMerges,
  patchRelations,
  patches,
  platforms,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { recordDownload } from '../files/service.ts';
import { AppError, notFound } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { cappedCount, capTotal, containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { mergedByCompany, visiblePatches } from './visibility.ts';

/** The kind a download of a patch is recorded under (My downloads names it). */
export const patchItemKind = 'patch';

type Conditions = z.infer<typeof patchListQuery>;

export const patchSelection = {
  patch: patches,
  chip: platforms.name,
  fileName: files.name,
  size: files.size,
  sha256: files.sha256,
  mime: files.mime,
};
export type PatchRow = {
  patch: typeof patches.$inferSelect;
  chip: string;
  fileName: string | null;
  size: number | null;
  sha256: string | null;
  mime: string | null;
};
type CustomerRow = PatchRow & { merged: boolean };

/** The fields staff and customers share. */
export function presentPatchFields(r: PatchRow) {
  const p = r.patch;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    platformId: p.platformId,
    chip: r.chip,
    applicableChips: [...p.applicableChips],
    version: p.version,
    security: p.security,
    testPatch: p.testPatch,
    mustMerge: p.mustMerge,
    submitter: p.submitter,
    releasedAt: p.releasedAt ? p.releasedAt.toISOString() : null,
    fileId: p.fileId,
    fileName: r.fileName,
    size: r.size === null ? null : Number(r.size),
    sha256: r.sha256,
  };
}

const presentPatch = (r: CustomerRow): Patch => ({
  ...presentPatchFields(r),
  status: r.patch.state === 'voided' ? 'voided' : 'normal',
  merged: Boolean(r.merged),
});

const yes = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function conditionsWhere(user: AuthUser, c: Conditions): SQL {
  const security = yes(c.security);
  const mustMerge = yes(c.mustMerge);
  const merged = yes(c.merged);
  return and(
    visiblePatches(user, { platformId: c.platformId }),
    containsIgnoreCase(c.keyword, patches.name, patches.description),
    security === undefined ? undefined : eq(patches.security, security),
    mustMerge === undefined ? undefined : eq(patches.mustMerge, mustMerge),
    merged === undefined
      ? undefined
      : merged
        ? mergedByCompany(user.companyId)
        : sql`not ${mergedByCompany(user.companyId)}`,
    c.status ? eq(patches.state, c.status === 'voided' ? 'voided' : 'released') : undefined,
    c.releaseFrom ? gte(patches.releasedAt, dayStart(c.releaseFrom)) : undefined,
    c.releaseTo ? lt(patches.releasedAt, new Date(dayStart(c.releaseTo).getTime() + 86_400_000)) : undefined,
  )!;
}

function orderOf(c: Conditions): SQL[] {
  const dir = c.sortOrder === 'asc' ? asc : desc;
  const column = { releasedAt: patches.releasedAt, name: patches.name, version: patches.version }[c.sortField];
  // The id breaks ties in the same direction, so one index serves each sort both ways.
  return [dir(column), dir(patches.id)];
}

const fromPatches = (db: Db, user: AuthUser) =>
  db
    .select({ ...patchSelection, merged: mergedByCompany(user.companyId).mapWith(Boolean) })
    .from(patches)
    .innerJoin(platforms, eq(platforms.id, patches.platformId))
    .leftJoin(files, eq(files.id, patches.fileId));

export async function listPatches(db: Db, user: AuthUser, c: Conditions, page: PageAsk) {
  const where = conditionsWhere(user, c);
  const found = await paginate(
    db,
    page,
    fromPatches(db, user)
      .where(where)
      .orderBy(...orderOf(c))
      .$dynamic(),
    cappedCount(db, patches, where),
    (r) => presentPatch(r as CustomerRow),
  );
  return capTotal(found);
}

/** One visible patch, or 404 — also for patches that exist but are not the caller's to see. */
export async function findPatch(db: Db, user: AuthUser, id: number): Promise<CustomerRow> {
  const [row] = await cachedRows(db, fromPatches(db, user).where(and(eq(patches.id, id), visiblePatches(user))));
  if (!row) throw notFound();
  return row as CustomerRow;
}

/** The patches related to `id` that the caller may see, with whether each must come first. */
async function relatedOf(db: Db, user: AuthUser, id: number): Promise<RelatedPatch[]> {
  const rows = await cachedRows(
    db,
    db
      .select({
        id: patches.id,
        name: patches.name,
        version: patches.version,
        state: patches.state,
        mustFirst: patchRelations.mustFirst,
        merged: mergedByCompany(user.companyId).mapWith(Boolean),
      })
      .from(patchRelations)
      .innerJoin(patches, eq(patches.id, patchRelations.relatedId))
      .where(and(eq(patchRelations.patchId, id), visiblePatches(user)))
      .orderBy(desc(patchRelations.mustFirst), asc(patches.name), asc(patches.id)),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    version: r.version,
    status: r.state === 'voided' ? 'voided' : 'normal',
    mustFirst: r.mustFirst,
    merged: Boolean(r.merged),
  }));
}

export async function patchDetail(db: Db, user: AuthUser, id: number): Promise<PatchDetail> {
  const row = await findPatch(db, user, id);
  return { ...presentPatch(row), related: await relatedOf(db, user, id) };
}

export const voidedRefusal = (name: string) => new AppError(409, Code.conflict, 'patchVoided', { name });

/** The patch file as an attachment (Range, ETag); a voided patch is refused; the first request is recorded. */
export async function downloadPatch(
  deps: { db: Db; files: FilesPlatform },
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  id: number,
) {
  const row = await findPatch(deps.db, user, id);
  const p = row.patch;
  if (p.state === 'voided') throw voidedRefusal(p.name);
  if (!p.fileId || !row.sha256 || row.size === null) throw notFound();
  await recordDownload(deps.db, request, user.id, [{ id: p.fileId, size: row.size }], {
    kind: patchItemKind,
    id: p.id,
    platformId: p.platformId,
  });
  return deps.files.send(request, reply, {
    sha256: row.sha256,
    size: Number(row.size),
    name: row.fileName ?? `patch-${p.id}.patch`,
    mime: row.mime ?? 'text/x-diff',
  });
}

/**
 * Merges of one visible patch by the caller's company (its history), or, without a patch, the
 * caller's own merges of patches it still sees (my merges); newest first.
 */
export async function listMerges(db: Db, user: AuthUser, patchId: number | undefined, page: PageAsk) {
  if (patchId !== undefined) await findPatch(db, user, patchId);
  const where = and(
    visiblePatches(user),
    patchId !== undefined
      ? and(eq(patchMerges.patchId, patchId), eq(patchMerges.companyId, user.companyId))
      : eq(patchMerges.accountId, user.id),
  );
  return paginate(
    db,
    page,
    db
      .select({
        id: patchMerges.id,
        patchId: patches.id,
        patchName: patches.name,
        version: patches.version,
        chip: platforms.name,
        branch: patchMerges.branch,
        account: accounts.name,
        mergedAt: patchMerges.createdAt,
      })
      .from(patchMerges)
      .innerJoin(patches, eq(patches.id, patchMerges.patchId))
      .innerJoin(platforms, eq(platforms.id, patches.platformId))
      .innerJoin(accounts, eq(accounts.id, patchMerges.accountId))
      .where(where)
      .orderBy(desc(patchMerges.createdAt), desc(patchMerges.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(patchMerges)
      .innerJoin(patches, eq(patches.id, patchMerges.patchId))
      .where(where),
    (r): PatchMerge => ({ ...r, mergedAt: r.mergedAt.toISOString() }),
  );
}

/** Downloads of one visible patch by the caller's company, or the caller's own patch downloads; newest first. */
export async function listDownloads(db: Db, user: AuthUser, patchId: number | undefined, page: PageAsk) {
  if (patchId !== undefined) await findPatch(db, user, patchId);
  const where = and(
    eq(downloadRecords.itemKind, patchItemKind),
    visiblePatches(user),
    patchId !== undefined
      ? and(eq(downloadRecords.itemId, patchId), eq(accounts.companyId, user.companyId))
      : eq(downloadRecords.accountId, user.id),
  );
  return paginate(
    db,
    page,
    db
      .select({
        id: downloadRecords.id,
        patchId: patches.id,
        patchName: patches.name,
        account: accounts.name,
        size: downloadRecords.size,
        downloadedAt: downloadRecords.createdAt,
      })
      .from(downloadRecords)
      .innerJoin(patches, eq(patches.id, downloadRecords.itemId))
      .innerJoin(accounts, eq(accounts.id, downloadRecords.accountId))
      .where(where)
      .orderBy(desc(downloadRecords.createdAt), desc(downloadRecords.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(downloadRecords)
      .innerJoin(patches, eq(patches.id, downloadRecords.itemId))
      .innerJoin(accounts, eq(accounts.id, downloadRecords.accountId))
      .where(where),
    (r): PatchDownload => ({ ...r, size: Number(r.size), downloadedAt: r.downloadedAt.toISOString() }),
  );
}
