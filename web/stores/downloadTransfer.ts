// One file transfer of the download manager, free of React and of the store so that it runs in
// node with an injected fetch: a streamed GET that resumes with Range/If-Range from the bytes
// already received, and the SHA-256 check against the ETag (the server's ETag is the hex SHA-256
// of exactly the bytes it sends, a stamped PDF included).

export type DownloadStatus = 'stopped' | 'downloading' | 'paused' | 'done' | 'failed';
export type DownloadEvent = 'start' | 'pause' | 'resume' | 'cancel' | 'complete' | 'fail' | 'retry';

/**
 * The manager's state machine. stopped is the spec's default (not running, nothing kept);
 * paused keeps the bytes for a resume; failed keeps them when the failure left them usable.
 * An event a state does not take answers null (the button was stale: ignore it).
 */
export function nextStatus(status: DownloadStatus, event: DownloadEvent): DownloadStatus | null {
  switch (event) {
    case 'start':
      return status === 'stopped' ? 'downloading' : null;
    case 'pause':
      return status === 'downloading' ? 'paused' : null;
    case 'resume':
      return status === 'paused' ? 'downloading' : null;
    case 'cancel':
      return status === 'downloading' || status === 'paused' ? 'stopped' : null;
    case 'complete':
      return status === 'downloading' ? 'done' : null;
    case 'fail':
      return status === 'downloading' ? 'failed' : null;
    case 'retry':
      return status === 'failed' || status === 'done' || status === 'stopped' ? 'downloading' : null;
  }
}

/** What a transfer keeps between runs: the bytes so far (in order) and the validator they belong to. */
export type Received = { chunks: Uint8Array[]; bytes: number; etag: string | null; total: number | null };

export const emptyReceived = (): Received => ({ chunks: [], bytes: 0, etag: null, total: null });

/** `"abc"` or `W/"abc"` → `abc`; null when absent. */
export function stripEtag(etag: string | null): string | null {
  if (!etag) return null;
  return etag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** The headers that continue a transfer from byte `received.bytes`, or none for a fresh one. */
export function resumeHeaders(received: Received): Record<string, string> {
  if (received.bytes === 0) return {};
  const headers: Record<string, string> = { Range: `bytes=${received.bytes}-` };
  // If the file changed meanwhile, the server sends it whole (200) instead of a wrong tail.
  if (received.etag) headers['If-Range'] = `"${received.etag}"`;
  return headers;
}

/** `bytes 100-199/1000` → its numbers; null when absent or malformed. */
export function parseContentRange(header: string | null): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) } : null;
}

/**
 * How an answer continues the bytes we hold: 206 from exactly our offset appends; 200 (the file
 * changed, or the server ignored the Range) starts over; 416 with everything received is the
 * end; anything else is an error to report.
 */
export function planResponse(
  received: Received,
  status: number,
  headers: Pick<Headers, 'get'>,
):
  | { kind: 'append'; total: number | null }
  | { kind: 'restart'; total: number | null }
  | { kind: 'complete' }
  | { kind: 'refetch' }
  | { kind: 'error' } {
  const length = Number(headers.get('content-length'));
  if (status === 200)
    return {
      kind: 'restart',
      total: Number.isFinite(length) && headers.get('content-length') !== null ? length : null,
    };
  if (status === 206) {
    const range = parseContentRange(headers.get('content-range'));
    if (range && range.start === received.bytes) return { kind: 'append', total: range.total };
    return { kind: 'refetch' }; // a tail that does not continue ours: ask for the whole file
  }
  if (status === 416) {
    const total = Number(/\/(\d+)$/.exec(headers.get('content-range') ?? '')?.[1]);
    return received.bytes > 0 && total === received.bytes ? { kind: 'complete' } : { kind: 'refetch' };
  }
  return { kind: 'error' };
}

/** The name in `Content-Disposition` (filename* first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

export type TransferDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Authorization and Accept-Language, read at each run (the token may have changed). */
  headers: () => Record<string, string>;
  sha256Hex: (blob: Blob) => Promise<string>;
};

export type TransferOutcome =
  | { kind: 'complete'; blob: Blob; fileName: string | null; verified: boolean; sha256: string }
  | { kind: 'aborted' }
  /** keep: the bytes held are still a valid prefix, so a retry resumes. */
  | {
      kind: 'failed';
      reason: 'http' | 'network' | 'integrity';
      status: number | null;
      message: string | null;
      keep: boolean;
    };

type Progress = (received: Received) => void;

async function envelopeMessage(response: Response): Promise<{ code: number | null; msg: string | null }> {
  try {
    const body = (await response.json()) as { code?: unknown; msg?: unknown };
    return {
      code: typeof body.code === 'number' ? body.code : null,
      msg: typeof body.msg === 'string' && body.msg ? body.msg : null,
    };
  } catch {
    return { code: null, msg: null };
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Runs (or continues) one transfer until it completes, fails or is aborted through `signal`.
 * `received` is updated in place as bytes arrive, so a pause keeps them for the next run.
 */
export async function runTransfer(
  url: string,
  received: Received,
  deps: TransferDeps,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<TransferOutcome> {
  let fileName: string | null = null;
  // At most one whole-file refetch per run: a server that keeps answering oddly is a failure, not a loop.
  for (let attempt = 0; attempt < 2; attempt++) {
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: 'GET',
        headers: { ...deps.headers(), ...resumeHeaders(received) },
        signal,
        cache: 'no-store',
      });
    } catch (error) {
      if (isAbort(error)) return { kind: 'aborted' };
      return {
        kind: 'failed',
        reason: 'network',
        status: null,
        message: error instanceof Error ? error.message : null,
        keep: true,
      };
    }
    const plan = planResponse(received, response.status, response.headers);
    if (plan.kind === 'error') {
      const envelope = await envelopeMessage(response);
      return {
        kind: 'failed',
        reason: 'http',
        status: envelope.code ?? response.status,
        message: envelope.msg,
        keep: true,
      };
    }
    if (plan.kind === 'refetch') {
      Object.assign(received, emptyReceived());
      await response.body?.cancel().catch(() => {});
      continue;
    }
    fileName = fileNameOf(response.headers.get('content-disposition')) ?? fileName;
    if (plan.kind === 'restart') {
      Object.assign(received, emptyReceived());
      received.total = plan.total;
    } else if (plan.kind === 'append') {
      received.total = plan.total;
    }
    if (plan.kind !== 'complete') {
      received.etag = stripEtag(response.headers.get('etag')) ?? received.etag;
      const streamed = await readBody(response, received, signal, onProgress);
      if (streamed) return streamed;
    }
    return finish(received, fileName, deps);
  }
  return { kind: 'failed', reason: 'http', status: 416, message: null, keep: false };
}

/** Streams the body into `received`; an outcome when it stopped early, null when it ended well. */
async function readBody(
  response: Response,
  received: Received,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<TransferOutcome | null> {
  if (!response.body) return { kind: 'failed', reason: 'network', status: null, message: null, keep: true };
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // After a pause nothing more is taken: the next run continues from exactly these bytes.
      if (signal.aborted) return { kind: 'aborted' };
      received.chunks.push(value);
      received.bytes += value.byteLength;
      onProgress(received);
    }
  } catch (error) {
    if (isAbort(error) || signal.aborted) return { kind: 'aborted' };
    return {
      kind: 'failed',
      reason: 'network',
      status: null,
      message: error instanceof Error ? error.message : null,
      keep: true,
    };
  }
  if (signal.aborted) return { kind: 'aborted' };
  if (received.total !== null && received.bytes < received.total) {
    return { kind: 'failed', reason: 'network', status: null, message: null, keep: true }; // cut short: resume later
  }
  if (received.total !== null && received.bytes > received.total) {
    return { kind: 'failed', reason: 'integrity', status: null, message: null, keep: false };
  }
  return null;
}

/** The whole file is here: it must hash to the ETag before anyone saves it. */
async function finish(received: Received, fileName: string | null, deps: TransferDeps): Promise<TransferOutcome> {
  const blob = new Blob(received.chunks as BlobPart[]);
  const sha256 = await deps.sha256Hex(blob);
  const expected = received.etag?.toLowerCase() ?? null;
  const isSha = expected !== null && /^[0-9a-f]{64}$/.test(expected);
  if (isSha && sha256 !== expected)
    return { kind: 'failed', reason: 'integrity', status: null, message: null, keep: false };
  return { kind: 'complete', blob, fileName, verified: isSha, sha256 };
}

/** Hex SHA-256 with Web Crypto (browser and node alike). */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Bytes per second over the last few seconds, and the time left. A sliding window rather than
 * the average since start: after a pause the old figures would lie.
 */
export function createSpeedMeter(windowMs = 3000) {
  let samples: { at: number; bytes: number }[] = [];
  return {
    reset(): void {
      samples = [];
    },
    add(at: number, bytes: number): void {
      samples.push({ at, bytes });
      while (samples.length > 2 && at - samples[0].at > windowMs) samples.shift();
    },
    /** Bytes per second; 0 until two samples some time apart exist. */
    speed(): number {
      if (samples.length < 2) return 0;
      const first = samples[0];
      const last = samples[samples.length - 1];
      const seconds = (last.at - first.at) / 1000;
      return seconds > 0 ? (last.bytes - first.bytes) / seconds : 0;
    },
  };
}

/** Seconds left at `speed`, or null when it cannot be told. */
export function remainingSeconds(received: number, total: number | null, speed: number): number | null {
  if (total === null || speed <= 0) return null;
  return Math.max(0, Math.ceil((total - received) / speed));
}
