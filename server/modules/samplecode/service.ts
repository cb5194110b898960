// Sample code for customers: list, detail and the package download, always through visibleSamples.
import { and, asc, desc, eq, type SQL } from '../../db/orm.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Sample, sampleListQuery } from '../../../contract/samplecode.ts';
import type { Db } from '../../db/client.ts';
import { files, platforms, sampleCodes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { recordDownload } from '../files/service.ts';
import { notFound } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { cappedCount, capTotal, containsIgnoreCase, paginate, type PageAsk } from '../../platform/paging.ts';
import { cachedRows } from '../../platform/read-cache.ts';
import { visibleSamples } from './visibility.ts';

/** The kind a download of a sample is recorded under (My downloads names it). */
export const sampleItemKind = 'samplecode';

type Conditions = z.infer<typeof sampleListQuery>;

export const sampleSelection = {
  sample: sampleCodes,
  chip: platforms.name,
  fileName: files.name,
  size: files.size,
  sha256: files.sha256,
  fileKind: files.kind,
  mime: files.mime,
};
export type SampleRow = {
  sample: typeof sampleCodes.$inferSelect;
  chip: string;
  fileName: string | null;
  size: number | null;
  sha256: string | null;
  fileKind: string | null;
  mime: string | null;
};

export function presentSample(r: SampleRow): Sample {
  const s = r.sample;
  return {
    id: s.id,
    bugId: s.bugId,
    name: s.name,
    description: s.description,
    platformId: s.platformId,
    chip: r.chip,
    version: s.version,
    apVersion: s.apVersion,
    component: s.component,
    status: s.status,
    androidVersion: s.androidVersion,
    kernelVersion: s.kernelVersion,
    note: s.note,
    keywords: s.keywords,
    releasedAt: s.releasedAt ? s.releasedAt.toISOString() : null,
    fileId: s.fileId,
    fileName: r.fileName,
    size: r.size,
    sha256: r.sha256,
  };
}

function conditionsWhere(user: AuthUser, c: Conditions): SQL {
  return and(
    visibleSamples(user, { platformId: c.platformId }),
    containsIgnoreCase(c.keyword, sampleCodes.name, sampleCodes.bugId, sampleCodes.description, sampleCodes.keywords),
    c.component ? eq(sampleCodes.component, c.component) : undefined,
    c.status ? eq(sampleCodes.status, c.status) : undefined,
    c.androidVersion ? eq(sampleCodes.androidVersion, c.androidVersion) : undefined,
  )!;
}

function orderOf(c: Conditions): SQL[] {
  const dir = c.sortOrder === 'asc' ? asc : desc;
  const column = { releasedAt: sampleCodes.releasedAt, name: sampleCodes.name, version: sampleCodes.version }[
    c.sortField
  ];
  // The id breaks ties in the same direction, so one index serves each sort both ways.
  return [dir(column), dir(sampleCodes.id)];
}

/** Totals of a broad filter over 100 000 samples stop at the cap (`capped`), as the catalogue's do. */
export async function listSamples(db: Db, user: AuthUser, c: Conditions, page: PageAsk) {
  const where = conditionsWhere(user, c);
  const found = await paginate(
    db,
    page,
    db
      .select(sampleSelection)
      .from(sampleCodes)
      .innerJoin(platforms, eq(platforms.id, sampleCodes.platformId))
      .leftJoin(files, eq(files.id, sampleCodes.fileId))
      .where(where)
      .orderBy(...orderOf(c))
      .$dynamic(),
    cappedCount(db, sampleCodes, where),
    (r) => presentSample(r as SampleRow),
  );
  return capTotal(found);
}

/** One visible sample, or 404 — also for samples that exist but are not the caller's to see. */
export async function findSample(db: Db, user: AuthUser, id: number): Promise<SampleRow> {
  const [row] = await cachedRows(
    db,
    db
      .select(sampleSelection)
      .from(sampleCodes)
      .innerJoin(platforms, eq(platforms.id, sampleCodes.platformId))
      .leftJoin(files, eq(files.id, sampleCodes.fileId))
      .where(and(eq(sampleCodes.id, id), visibleSamples(user))),
  );
  if (!row) throw notFound();
  return row as SampleRow;
}

export const sampleDetail = async (db: Db, user: AuthUser, id: number) => presentSample(await findSample(db, user, id));

/** The code package as an attachment (Range, ETag); the first request of a download is recorded. */
export async function downloadSample(
  deps: { db: Db; files: FilesPlatform },
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  id: number,
) {
  const row = await findSample(deps.db, user, id);
  const s = row.sample;
  if (!s.fileId || !row.sha256 || row.size === null) throw notFound();
  await recordDownload(deps.db, request, user.id, [{ id: s.fileId, size: row.size }], {
    kind: sampleItemKind,
    id: s.id,
    platformId: s.platformId,
  });
  return deps.files.send(request, reply, {
    sha256: row.sha256,
    size: row.size,
    name: row.fileName ?? `sample-${s.id}.zip`,
    mime: row.mime ?? 'application/zip',
  });
}
