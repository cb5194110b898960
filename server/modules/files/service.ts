// The caller's own uploads (attachments before they join a review, a simulation …).
// Module content (documents, tools …) is served by its module, with its own visibility rules.
import { and, eq, inArray, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/client.ts';
import { downloadRecords, files } from '../../db/schema/index.ts';
import { notFound } from '../../platform/envelope.ts';
import { tooManyFiles, type FilesPlatform } from '../../platform/files.ts';
import type { FileKind } from '../../platform/magic.ts';
import { limits } from '../../../contract/limits.ts';

/** Kinds a customer may upload: documents, archives, images, video, plain text. */
export const uploadKinds: readonly FileKind[] = [
  'pdf',
  'zip',
  'png',
  'jpeg',
  'gif',
  'webp',
  'mp4',
  'gzip',
  '7z',
  'rar',
  'text',
];

export async function uploadFile(
  platform: FilesPlatform,
  accountId: number,
  content: Parameters<FilesPlatform['store']>[0],
  name: string,
  maxBytes: number,
) {
  const stored = await platform.store(content, { name, uploadedBy: accountId, maxBytes, accept: uploadKinds });
  return { fileId: stored.id, name: stored.name, size: stored.size, sha256: stored.sha256, kind: stored.kind };
}

export async function ownFile(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.uploadedBy, accountId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Which of `ids` this account uploaded: a staff form may attach only its author's uploads (or what
 * the row already has), never somebody else's, which would hand that file to customers.
 */
export async function uploadedBy(db: Db, accountId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...new Set(ids)]), eq(files.uploadedBy, accountId)));
  return new Set(rows.map((r) => r.id));
}

export async function ownFiles(db: Db, accountId: number, ids: number[]) {
  if (ids.length > limits.batchMaxFiles) throw tooManyFiles();
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.uploadedBy, accountId)));
  if (rows.length !== unique.length) throw notFound();
  return unique.map((id) => rows.find((r) => r.id === id)!);
}

/**
 * Whether a request starts a download (and so is recorded in My downloads): not a HEAD, and no
 * Range or one from byte 0 — a resumed or seeking request continues a download already counted.
 */
export const startsDownload = (request: { method: string; headers: { range?: string } }): boolean =>
  request.method !== 'HEAD' && (!request.headers.range || /^bytes=0-/.test(request.headers.range));

/** What recording a download needs of its request: whether it starts one, and where it came from. */
export type DownloadRequest = { method: string; headers: { range?: string }; ip: string };

/**
 * Records, once per download (`startsDownload`: not a HEAD, not a resumed range), the files sent to
 * `accountId`: the item they belong to (its platform, for the staff dashboard), what was sent when
 * it differs from the stored file (a stamped PDF), and the address it went to (the audit trail).
 * Every download of the portal is recorded here, so My downloads and the audit agree.
 */
export async function recordDownload(
  db: Db,
  request: DownloadRequest,
  accountId: number,
  rows: { id: number; size: number | bigint; sentSha256?: string | null }[],
  item: { kind: string; id?: number; platformId?: number | null | SQL<number | null> } = { kind: 'file' },
) {
  if (rows.length === 0 || !startsDownload(request)) return;
  await db.insert(downloadRecords).values(
    rows.map((r) => ({
      accountId,
      fileId: r.id,
      size: Number(r.size),
      sentSha256: r.sentSha256 ?? null,
      itemKind: item.kind,
      itemId: item.id ?? r.id,
      platformId: item.platformId ?? null,
      ip: request.ip,
    })),
  );
}
