// The files of a review: the customer's zip (streamed to disk, then checked by its own structure —
// a refused zip leaves no row and no bytes behind), the engineer's pictures (checked as images by
// their first bytes), and every download. A confidential review's zips are never served to anyone.
// Once a file joins a review it is the review's: its uploader no longer owns it, so the generic
// routes of server/modules/files (which serve only one's own uploads) cannot hand it out either.
import fsp from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq, inArray } from '../../db/orm.ts';
import { Code } from '../../../contract/codes.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import { reviewLimits } from '../../../contract/review.ts';
import type { Db } from '../../db/client.ts';
import { files, reviewFiles, reviews } from '../../db/schema/index.ts';
import { can, type AuthUser } from '../../platform/auth.ts';
import { AppError, forbidden, notFound, refused } from '../../platform/envelope.ts';
import type { FilesPlatform, StoredFile } from '../../platform/files.ts';
import type { FileKind } from '../../platform/magic.ts';
import type { MessageKey } from '../../platform/messages.ts';
import { isMultipart, MultipartError, openFilePart } from '../../platform/multipart-file.ts';
import { checkZip, type ZipRefusal } from '../../platform/zip-check.ts';
import { recordDownload } from '../files/service.ts';
import { reviewsOf } from './visibility.ts';

type Deps = { db: Db; files: FilesPlatform };

const zipRefusalKeys: Record<ZipRefusal, MessageKey> = {
  notZip: 'reviewZipNotZip',
  corrupt: 'reviewZipCorrupt',
  empty: 'reviewZipEmpty',
  encrypted: 'reviewZipEncrypted',
  unsafePath: 'reviewZipUnsafePath',
  link: 'reviewZipLink',
  method: 'reviewZipMethod',
  bomb: 'reviewZipBomb',
};
const zipLimits = {
  maxRatio: reviewLimits.zipMaxRatio,
  maxExpandedBytes: reviewLimits.zipMaxExpandedBytes,
  maxEntries: reviewLimits.zipMaxEntries,
};
/** What a result item's picture may be, by its first bytes. */
export const imageKinds: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

/** Drops a stored file that was refused: its row, and its bytes unless another row holds the same content. */
async function discard(deps: Deps, stored: StoredFile) {
  await deps.db.delete(files).where(eq(files.id, stored.id));
  const [left] = await deps.db.select({ n: count() }).from(files).where(eq(files.sha256, stored.sha256));
  if (Number(left?.n ?? 0) === 0) await fsp.rm(deps.files.pathOf(stored.sha256), { force: true });
}

/** Reads the one file part of a multipart request and stores it; a malformed request is the client's 400. */
async function receivePart(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  opts: { maxBytes: number; accept: readonly FileKind[]; badType: MessageKey; nameCheck?: (name: string) => boolean },
): Promise<StoredFile> {
  if (!isMultipart(request.headers['content-type'])) throw refused('uploadNoFile');
  try {
    const part = await openFilePart(request.raw, request.headers['content-type']);
    if (!part) throw refused('uploadNoFile');
    if (opts.nameCheck && !opts.nameCheck(part.filename)) throw refused(opts.badType);
    return await deps.files.store(part.receive, {
      name: part.filename,
      uploadedBy: user.id,
      maxBytes: opts.maxBytes,
      accept: opts.accept,
    });
  } catch (error) {
    if (!request.raw.complete) reply.header('Connection', 'close');
    if (error instanceof AppError && error.key === 'uploadBadType') throw refused(opts.badType);
    if (error instanceof MultipartError)
      throw error.fault === 'tooManyParts' ? new AppError(413, Code.tooLarge, 'tooLarge') : refused('uploadMalformed');
    throw error;
  }
}

const answer = (s: StoredFile) => ({ fileId: s.id, name: s.name, size: s.size, kind: s.kind });

/** Checks a stored zip; refuses with the reason's message. */
async function assertGoodZip(deps: Deps, file: { sha256: string }) {
  const result = await checkZip(deps.files.pathOf(file.sha256), zipLimits);
  if (!result.ok)
    throw refused(zipRefusalKeys[result.reason], {
      ratio: reviewLimits.zipMaxRatio,
      max: Math.round(reviewLimits.zipMaxExpandedBytes / 1024 ** 3),
    });
}

/** POST /applypath/review/upload: exactly one .zip, streamed to disk, then checked. */
export async function uploadReviewZip(deps: Deps, request: FastifyRequest, reply: FastifyReply, user: AuthUser) {
  const stored = await receivePart(deps, request, reply, user, {
    maxBytes: reviewLimits.zipMaxBytes,
    accept: ['zip'],
    badType: 'reviewZipOnly',
    nameCheck: (name) => /\.zip$/i.test(name.trim()),
  });
  try {
    await assertGoodZip(deps, stored);
  } catch (error) {
    await discard(deps, stored);
    throw error;
  }
  return answer(stored);
}

/** POST /admin/review/picture: an image of a result item. */
export async function uploadItemPicture(deps: Deps, request: FastifyRequest, reply: FastifyReply, user: AuthUser) {
  return answer(
    await receivePart(deps, request, reply, user, {
      maxBytes: reviewLimits.pictureMaxBytes,
      accept: imageKinds,
      badType: 'reviewPictureOnly',
    }),
  );
}

/**
 * A file the caller uploaded and no review holds yet, of the kinds allowed; a zip is checked again
 * (it may have come through the generic upload). Answers the file's row.
 */
export async function ownUpload(
  deps: Deps,
  user: AuthUser,
  fileId: number,
  kinds: readonly string[] | null,
  invalid: MessageKey,
) {
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.uploadedBy, user.id)));
  if (!row || (kinds && !kinds.includes(row.kind))) throw refused(invalid);
  if (row.kind === 'zip' && kinds?.length === 1) await assertGoodZip(deps, row);
  return row;
}

/** Attaches uploaded files to a review (in the caller's transaction) and ends their uploader's ownership. */
export async function adopt(
  tx: Db,
  reviewId: number,
  fileIds: number[],
  role: 'attachment' | 'picture' | 'message',
  messageId?: number,
) {
  if (fileIds.length === 0) return;
  await tx.insert(reviewFiles).values(fileIds.map((fileId) => ({ reviewId, fileId, role, messageId })));
  await tx.update(files).set({ uploadedBy: null }).where(inArray(files.id, fileIds));
}

/**
 * GET /applypath/review/attachment/{fileId} (customers, M09) and /admin/review/attachment/{fileId}
 * (engineers): a file of a review the caller may see. A zip of a confidential review: 403 whoever
 * asks. Pictures may be asked inline (the viewer); everything else is an attachment, recorded in
 * My downloads on its first byte.
 */
export async function sendReviewFile(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  fileId: number,
  inline: boolean,
) {
  if (!can(user, user.isStaff ? staffCodes.engineer : moduleCodes.review.page)) throw forbidden();
  const [row] = await deps.db
    .select({
      file: files,
      role: reviewFiles.role,
      reviewId: reviews.id,
      platformId: reviews.platformId,
      confidential: reviews.confidential,
    })
    .from(reviewFiles)
    .innerJoin(reviews, eq(reviews.id, reviewFiles.reviewId))
    .innerJoin(files, eq(files.id, reviewFiles.fileId))
    .where(and(eq(reviewFiles.fileId, fileId), reviewsOf(user)))
    .limit(1);
  if (!row) throw notFound();
  if (row.role === 'attachment' && row.confidential) throw new AppError(403, Code.forbidden, 'reviewConfidential');
  const asImage = inline && imageKinds.includes(row.file.kind as FileKind);
  if (!asImage)
    await recordDownload(deps.db, request, user.id, [row.file], {
      kind: 'review',
      id: row.reviewId,
      platformId: row.platformId,
    });
  return deps.files.send(request, reply, row.file, { inline: asImage });
}
