// The writer behind every stored file: the hashes and bytes of what it was given, its hold on the
// source, the memory of a request's chunks given back, a failed write, and the worker thread's hold
// on the process.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { HashingWriter } from './hashing-writer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const newPath = () => path.join(dir, crypto.randomUUID());
const openFds = () => fs.readdirSync('/proc/self/fd').length;

/** `content` cut into pieces of varied sizes, from a few bytes to over a write's 1 MiB. */
function pieces(content: Buffer): Buffer[] {
  const sizes = [1, 7, 300, 65_536, 1_500_000, 13, 2_100_000];
  const out: Buffer[] = [];
  for (let at = 0, i = 0; at < content.length; i++) {
    out.push(content.subarray(at, at + sizes[i % sizes.length]));
    at += sizes[i % sizes.length];
  }
  return out;
}

describe('HashingWriter', () => {
  it('writes exactly what it is given and hashes it (SHA-256, CRC-32, size, first 512 bytes) in the same pass', async () => {
    const content = crypto.randomBytes(9 * 1024 * 1024 + 5);
    const file = newPath();
    const writer = await HashingWriter.open(file);
    for (const piece of pieces(content)) if (!writer.write(piece)) await writer.drained();
    const written = await writer.finish();
    expect(written).toEqual({
      sha256: crypto.createHash('sha256').update(content).digest('hex'),
      crc32: zlib.crc32(content),
      size: content.length,
      head: content.subarray(0, 512),
    });
    expect(fs.readFileSync(file).equals(content)).toBe(true);
  });

  it('asks the source to wait while enough writes are in flight', async () => {
    const writer = await HashingWriter.open(newPath());
    const answers = Array.from({ length: 8 }, () => writer.write(Buffer.alloc(1024 * 1024, 1)));
    expect(answers.slice(0, 3)).toEqual([true, true, true]);
    expect(answers).toContain(false);
    await writer.drained();
    await writer.finish();
  });

  it('gives back the memory of a piece it may release once written, and of no other', async () => {
    const file = newPath();
    const writer = await HashingWriter.open(file);
    const kept = Buffer.from(crypto.randomBytes(2 * 1024 * 1024));
    const released = Buffer.from(crypto.randomBytes(2 * 1024 * 1024));
    const expected = Buffer.concat([kept, released]);
    writer.write(kept);
    writer.write(released, true);
    await writer.finish();
    expect([kept.buffer.byteLength, released.buffer.byteLength]).toEqual([2 * 1024 * 1024, 0]);
    expect(fs.readFileSync(file).equals(expected)).toBe(true);
  });

  it('closes its file when it stops, and never writes over an existing one', async () => {
    await (await HashingWriter.open(newPath())).finish(); // the worker thread and its descriptors are up
    const before = openFds();
    const file = newPath();
    const writer = await HashingWriter.open(file);
    writer.write(Buffer.alloc(3 * 1024 * 1024, 2));
    expect(openFds()).toBe(before + 1);
    await writer.abort();
    expect(openFds()).toBe(before);
    await expect(HashingWriter.open(file)).rejects.toMatchObject({ code: 'EEXIST' });
  });

  it('fails when a write fails (the disk, here a descriptor closed underneath), and closes the file', async () => {
    const file = newPath();
    const writer = await HashingWriter.open(file);
    const fd = fs.readdirSync('/proc/self/fd').find((n) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${n}`) === file;
      } catch {
        return false;
      }
    });
    fs.closeSync(Number(fd));
    const piece = Buffer.alloc(1024 * 1024, 3);
    const failure = (async () => {
      for (let i = 0; i < 64; i++) if (!writer.write(piece)) await writer.drained();
      return writer.finish();
    })();
    await expect(failure).rejects.toMatchObject({ code: 'EBADF' });
    await writer.abort();
  });

  it('fails the files in progress when its worker thread stops, and writes the next with a new one', () => {
    // In a process of its own, with the Worker class wrapped to reach the thread and stop it.
    const script = `
      import { createRequire, syncBuiltinESMExports } from 'node:module';
      const threads = createRequire(import.meta.url)('node:worker_threads');
      const made = [];
      threads.Worker = class extends threads.Worker {
        constructor(...args) { super(...args); made.push(this); }
      };
      syncBuiltinESMExports();
      const { HashingWriter } = await import(${JSON.stringify(path.join(import.meta.dirname, 'hashing-writer.ts'))});
      const first = await HashingWriter.open(${JSON.stringify(newPath())});
      first.write(Buffer.alloc(3 * 1024 * 1024, 1));
      await made[0].terminate();
      const failed = await first.finish().then(() => 'finished', (error) => error.message);
      await first.abort();
      const second = await HashingWriter.open(${JSON.stringify(newPath())});
      second.write(Buffer.alloc(1024, 2));
      const { size } = await second.finish();
      console.info(JSON.stringify({ failed, size, workers: made.length }));
    `;
    const file = path.join(dir, 'worker-stops.mjs');
    fs.writeFileSync(file, script);
    const out = JSON.parse(String(execFileSync(process.execPath, [file], { timeout: 10_000 })));
    expect(out).toEqual({ failed: expect.stringMatching(/hashing worker stopped/), size: 1024, workers: 2 });
  });

  it('keeps the process alive while it writes, and not a moment longer', () => {
    const script = `
      import { HashingWriter } from ${JSON.stringify(path.join(import.meta.dirname, 'hashing-writer.ts'))};
      const writer = await HashingWriter.open(${JSON.stringify(newPath())});
      writer.write(Buffer.alloc(3 * 1024 * 1024, 1));
      writer.finish().then((w) => console.info(w.sha256));
    `;
    const file = path.join(dir, 'store-one.mjs');
    fs.writeFileSync(file, script);
    const out = execFileSync(process.execPath, [file], { timeout: 10_000 });
    expect(String(out).trim()).toBe(
      crypto
        .createHash('sha256')
        .update(Buffer.alloc(3 * 1024 * 1024, 1))
        .digest('hex'),
    );
  });
});
