// The files platform: content-addressed storage with hashes, Range-aware serving and zips.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../contract/codes.ts';
import { limits } from '../../contract/limits.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from './envelope.ts';
import { HashingWriter, type Written } from './hashing-writer.ts';
import { detectKind, mimeForKind, type FileKind } from './magic.ts';
import type { ContentSink } from './multipart-file.ts';
import { sendParts, type BodyPart } from './send-parts.ts';
import { planZip } from './zip.ts';

export type StoredFile = {
  id: number;
  sha256: string;
  size: number;
  crc32: number;
  name: string;
  mime: string;
  kind: string;
};

export type FilesPlatform = ReturnType<typeof createFiles>;

/**
 * Age after which anything in `tmp/` of another machine is a leftover. Several processes share one
 * DATA_DIR (several machines on one volume), so only one untouched for this long is a crashed
 * process's leftover; on this machine a dead owner is known at once (see `sweepTmp`).
 */
export const tmpStaleMs = 24 * 60 * 60 * 1000;

/** Each process writes in its own folder of `tmp/`: `<host>.<pid>.<random>`, so a start can tell whose a leftover is. */
const ownFolderName = () => `${os.hostname()}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;

function ownerIsGone(name: string): boolean {
  const match = /^(.+)\.(\d+)\.[0-9a-f]{8}$/.exec(name);
  if (!match || match[1] !== os.hostname()) return false; // another machine's: only its age tells
  try {
    process.kill(Number(match[2]), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes from `tmpRoot` the folders of processes of this machine that are gone (killed mid-upload:
 * their files are never referenced by a row) and anything untouched for `tmpStaleMs`; answers how
 * many entries went. A live process's folder and files are never touched.
 */
export function sweepTmp(tmpRoot: string, now = Date.now()): number {
  let removed = 0;
  for (const name of fs.readdirSync(tmpRoot)) {
    const entry = path.join(tmpRoot, name);
    try {
      if (!ownerIsGone(name) && now - fs.lstatSync(entry).mtimeMs < tmpStaleMs) continue;
      fs.rmSync(entry, { force: true, recursive: true });
      removed++;
    } catch {
      // Removed by its owner meanwhile: nothing left to sweep.
    }
  }
  return removed;
}

export function createFiles(dataDir: string, db: Db) {
  const root = path.join(dataDir, 'files');
  const tmpRoot = path.join(dataDir, 'tmp');
  const tmp = path.join(tmpRoot, ownFolderName());
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(tmpRoot, { recursive: true });
  sweepTmp(tmpRoot);
  fs.mkdirSync(tmp, { recursive: true });
  /**
   * A new temporary path in this process's folder, made again should another machine's sweep have
   * taken it while idle (mkdirSync: when it exists, as it nearly always does, one stat on this
   * thread costs less than a round trip to libuv's pool; the seed stores ~400 files at start).
   */
  const tmpFile = async () => {
    fs.mkdirSync(tmp, { recursive: true });
    return path.join(tmp, crypto.randomUUID());
  };

  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);

  type StoreOptions = { name: string; uploadedBy?: number | null; db?: Db };

  /**
   * Writes the content to a temporary file while hashing it, checks its kind by magic bytes, then
   * moves it into place and records it. On any failure (abort, too large, refused kind) nothing remains.
   * The content is a stream, or a function that hands it to a sink (an upload read straight off its request).
   */
  async function store(
    source: Readable | ((sink: ContentSink) => Promise<void>),
    opts: StoreOptions & { maxBytes?: number; accept?: readonly FileKind[] },
  ): Promise<StoredFile> {
    const tmpPath = await tmpFile();
    const writer = await HashingWriter.open(tmpPath);
    const max = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    const sink: ContentSink = {
      write(piece, release) {
        if (writer.size + piece.length > max) throw new AppError(413, Code.tooLarge, 'tooLarge');
        return writer.write(piece, release);
      },
      drained: () => writer.drained(),
    };
    try {
      if (typeof source === 'function') await source(sink);
      else {
        for await (const chunk of source) if (!sink.write(chunk as Buffer)) await sink.drained();
        // busboy marks a part cut at its size limit instead of failing the stream
        if ((source as Readable & { truncated?: boolean }).truncated)
          throw new AppError(413, Code.tooLarge, 'tooLarge');
      }
      return await keep(tmpPath, await writer.finish(), opts);
    } catch (error) {
      await writer.abort();
      await fsp.rm(tmpPath, { force: true });
      throw error;
    }
  }

  /**
   * A buffer in hand (the seed's ~400 small files, an apply's list), hashed on this thread: a few
   * microseconds for such sizes, less than the round trips to the upload worker.
   */
  async function storeBuffer(content: Buffer, opts: StoreOptions): Promise<StoredFile> {
    const tmpPath = await tmpFile();
    try {
      await fsp.writeFile(tmpPath, content, { flag: 'wx' });
      const sha256 = crypto.createHash('sha256').update(content).digest('hex');
      return await keep(tmpPath, { sha256, crc32: zlib.crc32(content), size: content.length, head: content }, opts);
    } catch (error) {
      await fsp.rm(tmpPath, { force: true });
      throw error;
    }
  }

  /** Moves a written temporary file into place by its hash (its kind allowed), and records it. */
  async function keep(
    tmpPath: string,
    { sha256, crc32: crc, size, head }: Written,
    opts: StoreOptions & { accept?: readonly FileKind[] },
  ): Promise<StoredFile> {
    const kind = detectKind(head);
    if (opts.accept && !opts.accept.includes(kind)) throw new AppError(400, Code.badRequest, 'uploadBadType');
    const finalPath = pathOf(sha256);
    fs.mkdirSync(path.dirname(finalPath), { recursive: true }); // (sync: see tmpFile)
    // Same content already stored: keep the existing copy (content-addressed), drop ours.
    if (fs.existsSync(finalPath)) await fsp.rm(tmpPath, { force: true });
    else await fsp.rename(tmpPath, finalPath);
    const name = safeName(opts.name);
    // `opts.db` lets a caller inside a transaction (the seed) record the file in that transaction.
    const [row] = await (opts.db ?? db)
      .insert(files)
      .values({
        sha256,
        size,
        crc32: crc,
        name,
        kind,
        mime: mimeForKind(kind),
        uploadedBy: opts.uploadedBy ?? null,
      })
      .returning();
    return { id: row.id, sha256, size, crc32: crc, name, mime: row.mime, kind };
  }

  /** Streams a stored file with Content-Length, ETag, Accept-Ranges and single Range support. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: { sha256: string; size: number; name: string; mime: string },
    opts: { inline?: boolean; path?: string } = {},
  ): Promise<FastifyReply> {
    const filePath = opts.path ?? pathOf(file.sha256);
    if (!fs.existsSync(filePath)) throw new AppError(404, Code.notFound, 'fileMissing');
    const etag = `"${file.sha256}"`;
    reply.header('ETag', etag);
    reply.header('Accept-Ranges', 'bytes');
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Content-Disposition', contentDisposition(file.name, opts.inline));
    reply.header('X-Content-Sha256', file.sha256);
    reply.type(file.mime);
    if (request.headers['if-none-match'] === etag && !request.headers.range) return reply.code(304).send();
    const range = request.headers.range;
    // If-Range with another validator means the file changed: send it whole.
    const ifRange = request.headers['if-range'];
    let start = 0;
    let end = file.size - 1;
    if (range && (!ifRange || ifRange === etag)) {
      const parsed = parseRange(range, file.size);
      if (!parsed) {
        reply.header('Content-Range', `bytes */${file.size}`);
        throw new AppError(416, Code.rangeNotSatisfiable, 'badRange');
      }
      ({ start, end } = parsed);
      reply.code(206);
      reply.header('Content-Range', `bytes ${start}-${end}/${file.size}`);
    }
    reply.header('Content-Length', end - start + 1);
    if (request.method === 'HEAD' || file.size === 0) return reply.send();
    return sendParts(reply, [{ fd: await openForReading(filePath), start, end }]);
  }

  /**
   * A zip of at most 10 stored files, streamed in store mode with its exact length known:
   * PDFs, videos and archives do not shrink, and recompressing them only costs time.
   */
  function zip(
    entries: { sha256: string; name: string; size: number; crc32: number; path?: string }[],
  ): ReturnType<typeof planZip> {
    if (entries.length > limits.batchMaxFiles) throw tooManyFiles();
    const used = new Set<string>();
    return planZip(
      entries.map((e) => ({
        name: uniqueName(e.name, used),
        size: e.size,
        crc32: e.crc32,
        path: e.path ?? pathOf(e.sha256),
      })),
    );
  }

  /** Sends such a zip as an attachment named `name`. */
  async function sendZip(reply: FastifyReply, entries: Parameters<typeof zip>[0], name: string): Promise<FastifyReply> {
    const archive = zip(entries);
    // Every file is opened before the first byte leaves: a missing one is still an error answer.
    const parts: BodyPart[] = [];
    try {
      for (const piece of archive.pieces)
        parts.push(
          Buffer.isBuffer(piece)
            ? piece
            : { fd: await openForReading(piece.path), start: 0, end: piece.size - 1, size: piece.size },
        );
    } catch (error) {
      for (const part of parts) if (!Buffer.isBuffer(part)) fs.close(part.fd, () => {});
      throw error;
    }
    reply.type('application/zip');
    reply.header('Content-Length', archive.length);
    reply.header('Content-Disposition', contentDisposition(name));
    return sendParts(reply, parts);
  }

  return { root, tmp, tmpRoot, tmpFile, pathOf, store, storeBuffer, send, zip, sendZip };
}

/** A file descriptor for reading; a file gone meanwhile is the 404 it would have been a moment earlier. */
const openForReading = (filePath: string) =>
  new Promise<number>((resolve, reject) =>
    fs.open(filePath, 'r', (error, fd) => {
      if (!error) resolve(fd);
      else reject(error.code === 'ENOENT' ? new AppError(404, Code.notFound, 'fileMissing') : error);
    }),
  );

export const tooManyFiles = () => new AppError(413, Code.tooLarge, 'tooManyFiles', { max: limits.batchMaxFiles });

/** bytes=a-b | a- | -n, one range only; null when unsatisfiable or malformed. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

/**
 * Characters a name never keeps: C0 and C1 controls, line and paragraph separators, and the bidi
 * marks, embeddings, overrides and isolates. A right-to-left override makes "invoice\u202Efdp.exe"
 * read as "invoiceexe.pdf" in a list, a save dialog or an unzipped folder.
 */
// eslint-disable-next-line no-control-regex
const hiddenChars = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A name without hidden characters, trimmed (possibly empty). */
export const visibleName = (name: string): string => name.replace(hiddenChars, '').trim();

/** Only the base name, no hidden or path characters. Names are labels, never paths. */
export function safeName(name: string): string {
  const base = path
    .basename(visibleName(name).replace(/\\/g, '/'))
    .replace(/[/:*?"<>|]/g, '_')
    .trim();
  return (base || 'file').slice(0, 200).trim();
}

// Names are cleaned again where they leave: rows stored before the cleaning, and item titles, pass here too.
function contentDisposition(name: string, inline = false): string {
  const clean = visibleName(name) || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

function uniqueName(name: string, used: Set<string>): string {
  name = safeName(name);
  let candidate = name;
  const ext = path.extname(name);
  for (let i = 2; used.has(candidate); i++) candidate = `${path.basename(name, ext)} (${i})${ext}`;
  used.add(candidate);
  return candidate;
}
