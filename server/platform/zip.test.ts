// The zip writer against Info-ZIP's own checker (`unzip -t` verifies every CRC) and its listing.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { planZip, type ZipEntry } from './zip.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-zip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function entry(name: string, content: Buffer): ZipEntry {
  const file = path.join(dir, crypto.randomUUID());
  fs.writeFileSync(file, content);
  return {
    name,
    size: content.length,
    crc32: zlib.crc32(content),
    path: file,
    modified: new Date(2026, 10, 22, 9, 30, 0),
  };
}

async function write(entries: ZipEntry[], opts?: { zip64From?: number }): Promise<{ file: string; length: number }> {
  const plan = planZip(entries, opts);
  const file = path.join(dir, `${crypto.randomUUID()}.zip`);
  const chunks: Buffer[] = [];
  for await (const chunk of plan.stream()) chunks.push(chunk as Buffer);
  fs.writeFileSync(file, Buffer.concat(chunks));
  return { file, length: plan.length };
}

const contents = [crypto.randomBytes(70_000), Buffer.from('芯片手册\n'.repeat(100)), Buffer.alloc(0)];

describe('store-mode zip', () => {
  it('passes unzip -t, holds every name (UTF-8) and byte, and its length is known in advance', async () => {
    const { file, length } = await write([
      entry('数据手册.pdf', contents[0]),
      entry('notes.txt', contents[1]),
      entry('empty.bin', contents[2]),
    ]);
    expect(fs.statSync(file).size).toBe(length);
    const test = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(test).toContain('No errors detected');
    const out = path.join(dir, 'out1');
    execFileSync('unzip', ['-q', file, '-d', out]);
    expect(fs.readFileSync(path.join(out, '数据手册.pdf')).equals(contents[0])).toBe(true);
    expect(fs.readFileSync(path.join(out, 'notes.txt')).equals(contents[1])).toBe(true);
    expect(fs.statSync(path.join(out, 'empty.bin')).size).toBe(0);
  });

  it('writes valid ZIP64 records when sizes call for them', async () => {
    const { file, length } = await write([entry('a.bin', contents[0]), entry('b.txt', contents[1])], { zip64From: 1 });
    expect(fs.statSync(file).size).toBe(length);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
  });

  it('fails the stream when a file no longer has its recorded size', async () => {
    const e = entry('changed.bin', Buffer.from('short'));
    await expect(write([{ ...e, size: 10 }])).rejects.toThrow(/expected 10 bytes/);
  });
});
