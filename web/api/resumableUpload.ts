// Resumable uploads of the simulation files over tus 1.0.0 (tus-js-client): board databases run to
// hundreds of MB, so a file goes up in chunks (simulationLimits.chunkBytes) and a dropped
// connection resumes where the server's offset says instead of starting again. The browser keeps
// each upload's address (localStorage, by fingerprint), so Retry — or choosing the same file again
// after a reload — continues too. The PATCH that completes an upload answers the stored file's id
// in X-File-Id; a refusal (wrong extension at creation, wrong content at the end) is the server's
// envelope, whose msg is shown.
import { Upload } from 'tus-js-client';
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { apiBase } from './request.ts';
import { fileIdHeader, fileShaHeader, simulationLimits } from '../../contract/simulation-constants.ts';
import { getToken, useSession } from '../stores/session.ts';
import { createSpeedMeter, remainingSeconds } from '../stores/downloadTransfer.ts';

/** Waits before each new attempt after a network failure or a 5xx (4xx refusals are final). */
export const retryDelays = [0, 1000, 3000, 5000, 10000];

/** A file the server stored: what a form field holds. */
export type StoredUpload = { fileId: number; name: string; size: number; sha256: string | null };
export type UploadProgress = { percent: number; sent: number; total: number; speed: number; remaining: number | null };

/** An upload that ended without a file: `msg` is the server's words when it answered an envelope. */
export class UploadFailure extends Error {
  readonly status: number | null;
  readonly msg: string | null;
  constructor(status: number | null, msg: string | null, cause?: unknown) {
    super(msg ?? `upload failed${status ? ` with status ${status}` : ''}`, { cause });
    this.name = 'UploadFailure';
    this.status = status;
    this.msg = msg;
  }
}

/** The msg of a JSON envelope body ({code, msg}), or null for anything else. */
export function envelopeMessage(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const { code, msg } = value as { code?: unknown; msg?: unknown };
    return typeof code === 'number' && typeof msg === 'string' && msg.trim() !== '' ? msg : null;
  } catch {
    return null;
  }
}

/** The stored file's id in a response header: a whole number from 1, else null. */
export function fileIdOf(header: string | null | undefined): number | null {
  const id = Number(header);
  return header && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function failureOf(error: Error | DetailedError): UploadFailure {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new UploadFailure(null, null, error);
  let body: string | null = null;
  try {
    body = response.getBody();
  } catch {
    // An XHR with no text body (aborted, network) has none to read.
  }
  return new UploadFailure(response.getStatus(), envelopeMessage(body), error);
}

export type ResumableUpload = {
  /** The stored file; rejects with UploadFailure, or an AbortError after cancel(). */
  done: Promise<StoredUpload>;
  /** Stops the upload and asks the server to drop what it received (tus termination). */
  cancel(): Promise<void>;
  /** Stops the upload but keeps what the server has, for a later choice of the same file. */
  pause(): void;
};

/**
 * Uploads `file` to the tus endpoint `path` (under /api) with `metadata` (filename added), resuming
 * an earlier upload of the same file for the same role if the browser knows one.
 */
export function uploadResumable({
  path,
  file,
  metadata,
  onProgress,
}: {
  path: string;
  file: File;
  metadata: Record<string, string>;
  onProgress: (progress: UploadProgress) => void;
}): ResumableUpload {
  const meter = createSpeedMeter();
  let cancelled = false;
  let upload: Upload | null = null;
  let rejectDone: (reason: unknown) => void = () => {};
  const token = getToken();
  const role = metadata.role ?? '';

  const done = new Promise<StoredUpload>((resolve, reject) => {
    rejectDone = reject;
    upload = new Upload(file, {
      endpoint: new URL(`${apiBase}${path}`, window.location.origin).href,
      chunkSize: simulationLimits.chunkBytes,
      retryDelays,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, ...metadata },
      headers: {
        'Accept-Language': useSession.getState().language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      // The same file chosen for two roles (a .txt stack-up and netlist) is two uploads.
      fingerprint: (chosen: File) =>
        Promise.resolve(
          ['simulation', path, role, chosen.name, chosen.type, chosen.size, chosen.lastModified].join('-'),
        ),
      onProgress: (sent, total) => {
        meter.add(performance.now(), sent);
        const speed = meter.speed();
        onProgress({
          percent: total > 0 ? Math.floor((sent / total) * 100) : 0,
          sent,
          total,
          speed,
          remaining: remainingSeconds(sent, total, speed),
        });
      },
      onSuccess: ({ lastResponse }: { lastResponse: HttpResponse }) => {
        const fileId = fileIdOf(lastResponse.getHeader(fileIdHeader));
        // A resumed upload the server had already finished answers its HEAD without the id: the
        // stored address is gone now (removeFingerprintOnSuccess), so Retry sends the file again.
        if (fileId === null) reject(new UploadFailure(lastResponse.getStatus(), null));
        else
          resolve({ fileId, name: file.name, size: file.size, sha256: lastResponse.getHeader(fileShaHeader) ?? null });
      },
      onError: (error) => {
        if (!cancelled) reject(failureOf(error));
      },
    });
    const started = upload;
    void started
      .findPreviousUploads()
      .then((previous) => {
        if (cancelled) return;
        if (previous.length > 0) started.resumeFromPreviousUpload(previous[0]);
        started.start();
      })
      .catch(() => {
        if (!cancelled) started.start();
      });
  });

  return {
    done,
    pause: () => {
      cancelled = true;
      rejectDone(new DOMException('paused', 'AbortError'));
      void (upload as Upload | null)?.abort(false);
    },
    cancel: async () => {
      cancelled = true;
      // tus-js-client reports no error for an abort: the caller learns it here.
      rejectDone(new DOMException('cancelled', 'AbortError'));
      const current = upload as Upload | null;
      try {
        await current?.abort(true);
      } catch {
        // The server may have dropped it already; nothing is left to clean on this side.
      }
    },
  };
}
