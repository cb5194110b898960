// The worker-thread half of hashing-writer.ts: hashes (SHA-256, CRC-32) and writes the bytes of the
// files being stored, so that an upload's main thread only reads and parses the request. Writes are
// synchronous here: this thread has nothing else to do, and a pool thread per write only added
// hand-overs. Each batch's memory is freed as soon as it is written (see hashing-writer.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { parentPort } from 'node:worker_threads';

export type ToWorker =
  | { type: 'start'; id: number; fd: number }
  /** `ranges`: offset and length of the bytes to take from each buffer, in pairs. */
  | { type: 'data'; id: number; buffers: ArrayBuffer[]; ranges: number[] }
  | { type: 'end'; id: number };
export type WorkerError = { message: string; code?: string };
export type FromWorker =
  | { type: 'written'; id: number; bytes: number; error?: WorkerError }
  | { type: 'done'; id: number; sha256: string; crc32: number };

type Job = { hash: crypto.Hash; crc: number; fd: number; position: number; failed: boolean };
const jobs = new Map<number, Job>();
const port = parentPort!;

port.on('message', (message: ToWorker) => {
  if (message.type === 'start') {
    jobs.set(message.id, { hash: crypto.createHash('sha256'), crc: 0, fd: message.fd, position: 0, failed: false });
    return;
  }
  const job = jobs.get(message.id);
  if (!job) return;
  if (message.type === 'end') {
    jobs.delete(message.id);
    port.postMessage({ type: 'done', id: message.id, sha256: job.hash.digest('hex'), crc32: job.crc } as FromWorker);
    return;
  }
  const views = message.buffers.map(
    (buffer, i) => new Uint8Array(buffer, message.ranges[2 * i], message.ranges[2 * i + 1]),
  );
  let bytes = 0;
  for (const view of views) {
    job.hash.update(view);
    job.crc = zlib.crc32(view, job.crc);
    bytes += view.length;
  }
  let error: WorkerError | undefined;
  if (!job.failed) {
    try {
      writeAll(job.fd, views, job.position);
    } catch (failure) {
      job.failed = true;
      error = { message: (failure as Error).message, code: (failure as NodeJS.ErrnoException).code };
    }
  }
  job.position += bytes;
  for (const buffer of message.buffers) release(buffer);
  port.postMessage({ type: 'written', id: message.id, bytes, error } as FromWorker);
});

/** Frees the buffer's memory now (detaches it) rather than at this thread's next collection. */
function release(buffer: ArrayBuffer) {
  const detachable = buffer as ArrayBuffer & { readonly detached: boolean; transfer(length: number): ArrayBuffer };
  if (!detachable.detached) detachable.transfer(0);
}

/** Writes the views at `position`, again from where a short write stopped. */
function writeAll(fd: number, views: Uint8Array[], position: number) {
  let rest = views;
  while (rest.length > 0) {
    let written = fs.writevSync(fd, rest, position);
    if (written === 0) throw Object.assign(new Error('nothing written'), { code: 'ENOSPC' });
    position += written;
    while (rest.length > 0 && written >= rest[0].length) {
      written -= rest[0].length;
      rest = rest.slice(1);
    }
    if (written > 0) rest = [rest[0].subarray(written), ...rest.slice(1)];
  }
}
