// Resumable uploads of a task's files over tus 1.0.0 (@tus/server with its file store): a board
// database of hundreds of MB goes up in chunks, and after a dropped connection the browser asks how
// far it got (HEAD) and goes on from there (PATCH). Each upload belongs to whoever created it; every
// request naming one is refused as absent (404) for anyone else. The name's extension is checked at
// creation and the content's signature at the end; a finished upload is hashed into the files
// platform (content-addressed, like every other file), its tus copy removed, and its id answered in
// X-File-Id. An abandoned upload is swept once it is older than `staleUploadMs`.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import {
  fileIdHeader,
  fileShaHeader,
  hasRoleExtension,
  inputRoles,
  outputRoles,
  simulationLimits,
  type FileRole,
} from '../../../contract/simulation.ts';
import { Code } from '../../../contract/codes.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/envelope.ts';
import { faultAnswer } from '../../platform/errors.ts';
import type { FilesPlatform } from '../../platform/files.ts';
import { pickLanguage, t, type MessageKey } from '../../platform/messages.ts';

/** An upload nobody has finished for this long is abandoned: its part and its record go. */
export const staleUploadMs = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

/** The tus id the file store makes (16 random bytes, hex); anything else names no upload. */
const uploadIdPattern = /^[0-9a-f]{32}$/;

type Side = 'customer' | 'engineer';
const rolesOf: Record<Side, readonly FileRole[]> = { customer: inputRoles, engineer: outputRoles };

/**
 * Signatures by extension: the first bytes a file of that format starts with. A text format holds
 * no NUL byte in its first 4 KiB. Formats with no public signature (.brd, .mcm, .snp) are taken by name.
 */
const zipMagic = Buffer.from('PK\u0003\u0004', 'latin1');
const signatures: Record<string, (head: Buffer) => boolean> = {
  '.zip': (h) => h.subarray(0, 4).equals(zipMagic),
  '.xlsx': (h) => h.subarray(0, 4).equals(zipMagic),
  '.tgz': (h) => h[0] === 0x1f && h[1] === 0x8b,
  '.xls': (h) => h.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex')),
  '.pdf': (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  '.png': (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
};
const textExtensions = ['.csv', '.txt', '.net', '.ipc', '.xml', '.html'];

/** Whether the content's first bytes fit the format its name claims. */
export function contentFits(name: string, head: Buffer): boolean {
  const lower = name.trim().toLowerCase();
  const ext = path.extname(lower);
  if (signatures[ext]) return signatures[ext](head);
  if (textExtensions.includes(ext)) return !head.includes(0);
  return head.length > 0;
}

/** The first 4 KiB of a file: enough for every signature and the text check. */
export async function headOf(filePath: string): Promise<Buffer> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What tus answers when a hook refuses: our envelope, in the caller's language. */
type Refusal = { status_code: number; body: string };
function refusal(request: Request, status: number, key: MessageKey, params: Record<string, string | number> = {}) {
  const lang = pickLanguage(request.headers.get('accept-language') ?? undefined);
  const code =
    (
      {
        401: Code.unauthorized,
        404: Code.notFound,
        409: Code.conflict,
        410: Code.notFound,
        413: Code.tooLarge,
      } as Record<number, number>
    )[status] ?? Code.badRequest;
  return { status_code: status, body: JSON.stringify({ code, msg: t(lang, key, params), data: null }) } as Refusal;
}

/** The request tus is handling and its signed-in caller (set by the route before it hands over). */
const handing = new WeakMap<IncomingMessage, { user: AuthUser; request: FastifyRequest }>();
const handedOf = (request: Request) => {
  const node = (request as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
  return node ? handing.get(node) : undefined;
};
const callerOf = (request: Request): AuthUser | undefined => handedOf(request)?.user;

/**
 * tus's file store, whose write lets the disk's own error through: the library answers every
 * failed write with one generic 500, so a full disk could not be told from a client that hung up.
 * A failing body (cut, reset) is still tus's FILE_WRITE_ERROR; the part keeps what was written,
 * and the client resumes from there.
 */
class PartStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const part = fs.createWriteStream(path.join(this.directory, id), { flags: 'r+', start: offset });
    try {
      await pipeline(readable, part);
    } catch {
      throw part.errored ?? ERRORS.FILE_WRITE_ERROR;
    }
    return offset + part.bytesWritten;
  }
}

/**
 * tus's refusals of what the client asked for that the library answers with a 5xx: an extension the
 * store does not offer (concatenation, i.e. parallel uploads; a deferred length, should the store
 * stop offering it). The client's request, not our fault: a 400 with what to do instead.
 */
const unsupportedRequests = new Map<unknown, MessageKey>([
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION, 'simulationUploadNoConcat'],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION, 'uploadMalformed'],
]);

export type SimulationUploads = ReturnType<typeof createSimulationUploads>;

export function createSimulationUploads(opts: {
  dataDir: string;
  files: FilesPlatform;
  /** The /api paths the two tus servers answer on. */
  paths: Record<Side, string>;
  staleMs?: number;
}) {
  const directory = path.join(opts.dataDir, 'uploads', 'simulation');

  const serverFor = (side: Side, store: FileStore) =>
    new Server({
      path: opts.paths[side],
      datastore: store,
      relativeLocation: true,
      maxSize: simulationLimits.fileMaxBytes,
      // Same origin only: the portal's own pages are the only client.
      allowedOrigins: [],
      exposedHeaders: [fileIdHeader, fileShaHeader],
      // What went wrong on our side (a full disk, the database out, a fault) is answered as every
      // route answers it; tus's own refusals and our hooks' keep their status, but for those of an
      // extension the store does not offer (see unsupportedRequests).
      async onResponseError(request, error) {
        const unsupported = unsupportedRequests.get(error);
        if (unsupported) return refusal(request, 400, unsupported);
        const status = (error as { status_code?: unknown }).status_code;
        const handed = handedOf(request);
        if (!handed || (typeof status === 'number' && (status < 500 || error === ERRORS.FILE_WRITE_ERROR))) return;
        const lang = pickLanguage(request.headers.get('accept-language') ?? undefined);
        const answer = faultAnswer(error, handed.request, lang);
        return { status_code: answer.status, body: JSON.stringify(answer.body) };
      },
      async onUploadCreate(request, upload) {
        const user = callerOf(request);
        if (!user) throw refusal(request, 401, 'common.tokenExpired');
        const name = upload.metadata?.filename ?? '';
        const role = upload.metadata?.role ?? '';
        if (!(rolesOf[side] as readonly string[]).includes(role)) throw refusal(request, 400, 'simulationUploadRole');
        if (!name || name.length > 255 || !hasRoleExtension(role as FileRole, name))
          throw refusal(request, 400, 'simulationFileFormat', { name: name.slice(0, 255) });
        return { metadata: { ...upload.metadata, owner: String(user.id) } };
      },
      async onUploadFinish(request, upload) {
        const user = callerOf(request);
        const partPath = path.join(directory, upload.id);
        const name = upload.metadata?.filename ?? '';
        try {
          if (!user) throw refusal(request, 401, 'common.tokenExpired');
          if (!contentFits(name, await headOf(partPath))) throw refusal(request, 400, 'simulationFileFormat', { name });
          const stored = await opts.files.store(fs.createReadStream(partPath), {
            name,
            uploadedBy: user.id,
            maxBytes: simulationLimits.fileMaxBytes,
          });
          return { headers: { [fileIdHeader]: stored.id, [fileShaHeader]: stored.sha256 } };
        } finally {
          // Stored or refused, the part is done with: a refused file leaves nothing behind.
          await store.remove(upload.id).catch(() => {});
        }
      },
    });

  // Made on first use: the file store creates its folder in the background when constructed, which
  // must not race an app that is built and closed at once (tests) and never uploads anything.
  let made: { store: FileStore; servers: Record<Side, Server> } | null = null;
  const tus = () => {
    if (made) return made;
    fs.mkdirSync(directory, { recursive: true });
    const store = new PartStore({ directory, expirationPeriodInMilliseconds: opts.staleMs ?? staleUploadMs });
    made = { store, servers: { customer: serverFor('customer', store), engineer: serverFor('engineer', store) } };
    return made;
  };

  async function ownerOf(id: string): Promise<string | null> {
    try {
      const upload = await tus().store.getUpload(id);
      return upload.metadata?.owner ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Hands a request to tus once the caller may touch the upload it names: an unknown id, or one
   * another account created, is 404 before tus reads a byte of it. tus's own refusals (a missing
   * Tus-Resumable, a bad header, an offset that does not match) are plain text; they go out as the
   * portal's envelope, like every other answer of the API.
   */
  async function handle(side: Side, request: FastifyRequest, reply: FastifyReply, user: AuthUser, id?: string) {
    if (id !== undefined) {
      const owner = uploadIdPattern.test(id) ? await ownerOf(id) : null;
      if (owner !== String(user.id)) {
        if (!request.raw.complete) reply.header('Connection', 'close');
        throw notFound();
      }
    }
    handing.set(request.raw, { user, request });
    reply.hijack();
    const webRequest = new NodeRequest({ req: request.raw, res: reply.raw });
    const answer = await tus().servers[side].handleWeb(webRequest);
    await sendNodeResponse(reply.raw, await asEnvelope(answer, webRequest));
  }

  /** Removes the parts of uploads abandoned for longer than the stale age; answers how many went. */
  const sweep = () => tus().store.deleteExpired();
  // The first sweep a minute after start (leftovers of the last run), then hourly.
  let timer: NodeJS.Timeout | null = null;
  const startSweeping = () => {
    const run = () => void sweep().catch(() => {});
    timer = setTimeout(() => {
      run();
      timer = setInterval(run, sweepEveryMs);
      timer.unref();
    }, 60_000);
    timer.unref();
  };
  const stop = () => {
    if (timer) clearTimeout(timer);
  };

  return { directory, handle, sweep, startSweeping, stop };
}

const statusKeys: Record<number, MessageKey> = { 404: 'notFound', 410: 'notFound', 413: 'tooLarge', 409: 'conflict' };

/** tus's answer, its plain-text refusals turned into the envelope (our hooks' refusals are one already). */
async function asEnvelope(answer: Response, request: Request): Promise<Response> {
  if (answer.status < 400) return answer;
  const text = await answer.text();
  if (text.startsWith('{')) return new Response(text, { status: answer.status, headers: jsonHeaders(answer) });
  const refused = refusal(request, answer.status, statusKeys[answer.status] ?? 'uploadMalformed');
  return new Response(refused.body, { status: answer.status, headers: jsonHeaders(answer) });
}

function jsonHeaders(answer: Response): Headers {
  const headers = new Headers(answer.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  // As every 503 of ours: the database is restarting, try again shortly.
  if (answer.status === 503) headers.set('retry-after', '5');
  return headers;
}
