// Bytes on their way to a temporary file, hashed (SHA-256 and CRC-32) and written in one pass on a
// worker thread (hashing-worker.ts), so that the main thread of an upload only reads and parses the
// request. Hashing took a third of it: 1.6–1.9 GB/s for SHA-256 and 4–6 GB/s for CRC-32 on one core,
// beside reading the socket and parsing; on two cores a 500 MB upload went from 0.4–0.6 to 0.7–0.9 GB/s.
//
// Bytes reach the worker without a copy when their owner gives them up (`release`: a request body's
// chunk, held by nothing else): the ArrayBuffer is transferred, and the worker frees it once written.
// Left to the collector, each 64 MB of an upload's chunks made V8 mark the whole heap (about 8 full
// collections per 500 MB, ~0.9 s of CPU with the database's heap in this process), and the process
// grew by those 64 MB before each one. Other bytes are copied on their way (a stream's chunks, a buffer).
import fs from 'node:fs';
import { Worker, isMarkedAsUntransferable } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerError } from './hashing-worker.ts';

/** Bytes sent to the worker in one message. */
const batchBytes = 1024 * 1024;
/** Bytes sent and not yet written before the source is asked to wait: a few MiB per file at most. */
const bytesInFlight = 4 * 1024 * 1024;
const headBytes = 512;

export type Written = { sha256: string; crc32: number; size: number; head: Buffer };

/** The one worker of the process, started with the first file and again should it ever stop. */
let worker: Worker | null = null;
const writers = new Map<number, HashingWriter>();
let lastId = 0;

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./hashing-worker.ts', import.meta.url));
  started.on('message', (message: FromWorker) => writers.get(message.id)?.receive(message));
  const stopped = (error: Error) => {
    if (worker === started) worker = null;
    for (const writer of writers.values()) if (writer.thread === started) writer.orphan(error);
  };
  started.on('error', stopped);
  started.on('exit', (code) => stopped(new Error(`the hashing worker stopped (exit code ${code})`)));
  return (worker = started);
}

/** The worker keeps the process alive only while it has files to write. */
function track(id: number, writer: HashingWriter | null) {
  if (writer) writers.set(id, writer);
  else writers.delete(id);
  if (writers.size === 0) worker?.unref();
  else theWorker().ref();
}

const errorOf = (error: WorkerError) => Object.assign(new Error(error.message), { code: error.code });

export class HashingWriter {
  size = 0;
  private head = Buffer.alloc(0);
  private readonly id = ++lastId;
  private readonly fd: number;
  /** The worker writing this file (a new one, should it stop, knows nothing of it). */
  readonly thread: Worker;
  private buffers: ArrayBuffer[] = [];
  private ranges: number[] = [];
  private batched = 0;
  private inFlight = 0;
  private failure: Error | null = null;
  private digest: { sha256: string; crc32: number } | null = null;
  private ended = false;
  /** The worker stopped: it answers nothing more about this file. */
  private orphaned = false;
  private waiters: (() => void)[] = [];

  private constructor(fd: number) {
    this.fd = fd;
    this.thread = theWorker();
    track(this.id, this);
    this.post({ type: 'start', id: this.id, fd });
  }

  /** Creates `file` (it must not exist) and writes to it. */
  static open(file: string): Promise<HashingWriter> {
    return new Promise((resolve, reject) =>
      fs.open(file, 'wx', (error, fd) => (error ? reject(error) : resolve(new HashingWriter(fd)))),
    );
  }

  /**
   * Takes a piece. False when enough is in flight: the caller waits for `drained()` before the next
   * piece, or holds at most what it already has in hand. `release`: the piece's whole ArrayBuffer
   * is the caller's to give up (it is detached here, its bytes moved to the worker); otherwise the
   * piece is copied and stays the caller's.
   */
  write(piece: Buffer, release = false): boolean {
    if (this.failure) throw this.failure;
    if (piece.length === 0) return true;
    this.size += piece.length;
    if (this.head.length < headBytes)
      this.head = Buffer.concat([this.head, piece.subarray(0, headBytes - this.head.length)]);
    const buffer = piece.buffer as ArrayBuffer;
    // A buffer Node keeps (its shared pool) cannot move, nor can one twice in a message.
    if (release && !isMarkedAsUntransferable(buffer) && !this.buffers.includes(buffer)) {
      this.buffers.push(buffer);
      this.ranges.push(piece.byteOffset, piece.length);
    } else {
      this.buffers.push(new Uint8Array(piece).buffer); // a copy
      this.ranges.push(0, piece.length);
    }
    this.batched += piece.length;
    if (this.batched >= batchBytes) this.flush();
    return this.inFlight < bytesInFlight;
  }

  /** Resolves once less than the limit is in flight; rejects when a write failed. */
  async drained(): Promise<void> {
    while (!this.failure && this.inFlight >= bytesInFlight) await this.change();
    if (this.failure) throw this.failure;
  }

  /** Writes what is left and closes the file: its hashes, size and first bytes. */
  async finish(): Promise<Written> {
    this.flush();
    const digest = await this.end();
    if (this.failure) throw this.failure;
    return { ...digest!, size: this.size, head: this.head };
  }

  /** Stops: the worker drops the file's remaining bytes, and the file is closed (the caller removes it). */
  async abort(): Promise<void> {
    this.buffers = [];
    this.ranges = [];
    this.batched = 0;
    await this.end();
  }

  /** A message of the worker about this file. */
  receive(message: FromWorker) {
    if (message.type === 'written') {
      this.inFlight -= message.bytes;
      if (message.error && !this.failure) this.failure = errorOf(message.error);
    } else this.digest = { sha256: message.sha256, crc32: message.crc32 };
    this.wake();
  }

  /** The worker stopped: nothing more will come for this file. */
  orphan(error: Error) {
    this.failure ??= error;
    this.orphaned = true;
    this.wake();
  }

  private flush() {
    if (this.batched === 0) return;
    const buffers = this.buffers;
    this.post({ type: 'data', id: this.id, buffers, ranges: this.ranges }, buffers);
    this.inFlight += this.batched;
    this.buffers = [];
    this.ranges = [];
    this.batched = 0;
  }

  /**
   * Asks the worker for the digest, which it sends once every byte before is written (or a write
   * failed), then closes the file: after that answer, or the worker's end, nothing writes to it.
   */
  private async end(): Promise<{ sha256: string; crc32: number } | null> {
    if (!this.ended) {
      this.ended = true;
      this.post({ type: 'end', id: this.id });
      while (!this.digest && !this.orphaned) await this.change();
      track(this.id, null);
      await new Promise<void>((resolve) => fs.close(this.fd, () => resolve()));
    }
    return this.digest;
  }

  private post(message: ToWorker, transfer: ArrayBuffer[] = []) {
    if (!this.orphaned) this.thread.postMessage(message, transfer);
  }

  private change() {
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resume of waiters) resume();
  }
}
