// The files behind catalogue items: download (PDFs stamped), preview, video, batch zip, sheets.
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inArray, sql } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import type { CatalogKind, Sheet } from '../../../contract/dcc.ts';
import type { Db } from '../../db/client.ts';
import { catalogItemPlatforms, downloadRecords } from '../../db/schema/index.ts';
import { startsDownload } from '../files/service.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/envelope.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import type { Stamper } from '../../platform/stamp.ts';
import { viewerOf, type ItemRow } from './catalog.ts';

export type FileDeps = { db: Db; files: FilesPlatform; stamper: Stamper };

const videoRefused = () => new AppError(403, Code.forbidden, 'videoNoDownload');

type Source = { sha256: string; size: number; name: string; kind: string; mime: string; crc32?: number };

/** What the customer receives for a stored file: PDFs are stamped for them, others as they are. */
async function deliverable(deps: FileDeps, user: AuthUser, file: Source) {
  if (file.kind !== 'pdf') return { ...file, path: deps.files.pathOf(file.sha256) };
  const copy = await deps.stamper.stamped(file, { accountId: user.id, company: user.companyNameEn, email: user.email });
  return { ...file, sha256: copy.sha256, size: copy.size, crc32: copy.crc32, path: copy.path };
}

/** The SHA-256 of a delivered copy when it is not the stored file's (a stamped PDF). */
const sentSha = (source: Source, sent: { sha256: string }) => (sent.sha256 === source.sha256 ? undefined : sent.sha256);

/**
 * Records what was sent: its size and, for a stamped copy, its own SHA-256; the item's first
 * platform (staff dashboard) and the address it went to (audit trail).
 */
export async function recordItemDownload(
  db: Db,
  user: AuthUser,
  entries: { kind: CatalogKind; itemId: number; fileId: number; size: number; sentSha256?: string }[],
  ip: string,
) {
  if (entries.length === 0) return;
  await db.insert(downloadRecords).values(
    entries.map((e) => ({
      accountId: user.id,
      fileId: e.fileId,
      size: e.size,
      sentSha256: e.sentSha256 ?? null,
      itemKind: e.kind,
      itemId: e.itemId,
      // The item's first platform among those the caller's company holds: the one it was downloaded for.
      platformId: sql<number | null>`(select min(${catalogItemPlatforms.platformId}) from ${catalogItemPlatforms}
        where ${catalogItemPlatforms.itemId} = ${e.itemId} and ${inArray(catalogItemPlatforms.platformId, user.platformIds.length ? user.platformIds : [-1])})`,
      ip,
    })),
  );
}

const sourceOf = (row: ItemRow): Source => ({
  sha256: row.sha256,
  size: row.size,
  name: row.fileName,
  kind: row.fileKind,
  mime: mimeOf(row.fileKind),
});
const mimeOf = (kind: string) =>
  (({ pdf: 'application/pdf', mp4: 'video/mp4', zip: 'application/zip' }) as Record<string, string>)[kind] ??
  'application/octet-stream';

/** One item's file (or one of a tool's earlier versions) as an attachment. Videos never. */
export async function downloadItem(
  deps: FileDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  row: ItemRow,
  version?: Source & { fileId: number },
) {
  const source = version ?? sourceOf(row);
  if (viewerOf(source) === 'video') throw videoRefused();
  const file = await deliverable(deps, user, source);
  // A HEAD, or a resumed download (Range from the middle), is no new download: record it once.
  if (startsDownload(request))
    await recordItemDownload(
      deps.db,
      user,
      [
        {
          kind: row.item.kind,
          itemId: row.item.id,
          fileId: version?.fileId ?? row.item.fileId!,
          size: file.size,
          sentSha256: sentSha(source, file),
        },
      ],
      request.ip,
    );
  return deps.files.send(request, reply, file, { path: file.path });
}

/** A PDF shown in the browser (stamped like a download); other kinds cannot be previewed. */
export async function previewItem(
  deps: FileDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  row: ItemRow,
) {
  if (row.fileKind !== 'pdf') throw new AppError(400, Code.badRequest, 'previewUnsupported');
  const file = await deliverable(deps, user, sourceOf(row));
  return deps.files.send(request, reply, file, { path: file.path, inline: true });
}

/** A video for the player: inline with Range, never as an attachment, never recorded as a download. */
export async function streamVideo(deps: FileDeps, request: FastifyRequest, reply: FastifyReply, file: Source) {
  if (viewerOf(file) !== 'video') throw new AppError(404, Code.notFound, 'notFound');
  await deps.files.send(request, reply, file, { inline: true });
  return reply;
}

/** Several items as one zip (at most 10; videos refused), PDFs stamped, each download recorded. */
export async function batchDownload(
  deps: FileDeps,
  reply: FastifyReply,
  user: AuthUser,
  rows: ItemRow[],
  kind: CatalogKind,
) {
  if (rows.some((r) => viewerOf({ kind: r.fileKind, name: r.fileName }) === 'video')) throw videoRefused();
  const entries: Awaited<ReturnType<typeof deliverable>>[] = [];
  for (const row of rows) entries.push(await deliverable(deps, user, sourceOf(row)));
  await recordItemDownload(
    deps.db,
    user,
    rows.map((r, i) => ({
      kind,
      itemId: r.item.id,
      fileId: r.item.fileId!,
      size: entries[i].size,
      sentSha256: sentSha(sourceOf(r), entries[i]),
    })),
    reply.request.ip,
  );
  // The store-mode zip written straight to the socket, as the files module's batch is.
  return deps.files.sendZip(
    reply,
    entries.map((e) => ({ ...e, crc32: e.crc32 ?? 0 })),
    `${kind}-${new Date().toISOString().slice(0, 10)}.zip`,
  );
}

/** A spreadsheet as sheets of text cells, merged ranges and column widths, for the viewer. */
export async function readSheets(path: string, maxRows = 20_000): Promise<Sheet[]> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(fs.createReadStream(path));
  return workbook.worksheets.map((ws) => {
    const columnCount = ws.columnCount;
    const rows: string[][] = [];
    for (let r = 1; r <= Math.min(ws.rowCount, maxRows); r++) {
      const row = ws.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= columnCount; c++) cells.push(row.getCell(c).text ?? '');
      rows.push(cells);
    }
    const widths = Array.from({ length: columnCount }, (_, i) =>
      Math.round((ws.getColumn(i + 1).width ?? 10) * 7 + 10),
    );
    const merges = (ws.model as { merges?: string[] }).merges ?? [];
    return { name: ws.name, rowCount: ws.rowCount, columnCount, columnWidths: widths, merges, rows };
  });
}
