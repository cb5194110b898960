// checkZip reads a zip's own structure: each refusal on an archive made to show it, and the
// demo's design packages pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { designZip, makeZip } from '../db/seed/review-files.ts';
import { checkZip, isUnsafeEntryName } from './zip-check.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zipcheck-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const limits = { maxRatio: 100, maxExpandedBytes: 50 * 1024 * 1024, maxEntries: 100 };
let n = 0;
const check = (content: Buffer) => {
  const file = path.join(dir, `z${n++}.zip`);
  fs.writeFileSync(file, content);
  return checkZip(file, limits);
};

describe('checkZip', () => {
  it('accepts a real design package and counts its entries', async () => {
    expect(await check(designZip('A-Phone'))).toMatchObject({ ok: true, entries: 4 });
  });

  it('refuses a file that is no zip, whatever its name', async () => {
    expect(await check(Buffer.from('%PDF-1.4 not a zip at all, only named .zip'))).toEqual({
      ok: false,
      reason: 'notZip',
    });
    expect(await check(Buffer.alloc(5))).toEqual({ ok: false, reason: 'notZip' });
  });

  it('refuses a cut or corrupt archive', async () => {
    const good = designZip('cut');
    expect(await check(good.subarray(0, good.length - 30))).toEqual({ ok: false, reason: 'corrupt' });
    const bad = Buffer.from(good);
    // The central directory's first signature broken.
    const cdAt = bad.readUInt32LE(bad.length - 6);
    bad.writeUInt32LE(0xdeadbeef, cdAt);
    expect(await check(bad)).toEqual({ ok: false, reason: 'corrupt' });
    const wrongOffset = Buffer.from(good);
    wrongOffset.writeUInt32LE(good.length * 2, good.length - 6);
    expect(await check(wrongOffset)).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('refuses an empty archive', async () => {
    expect(await check(makeZip([]))).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses an encrypted entry', async () => {
    expect(
      await check(
        makeZip([
          { name: 'a.txt', data: 'x' },
          { name: 'secret.txt', data: 'y', flags: 1 },
        ]),
      ),
    ).toEqual({
      ok: false,
      reason: 'encrypted',
    });
  });

  it('refuses entries that climb out or are absolute', async () => {
    for (const name of ['../evil.sh', 'a/../../evil', '/etc/passwd', 'C:\\Windows\\x.dll', 'a\\..\\..\\b'])
      expect(await check(makeZip([{ name, data: 'x' }])), name).toEqual({ ok: false, reason: 'unsafePath' });
    expect(isUnsafeEntryName('board/..hidden/file..txt')).toBe(false);
  });

  it('refuses a bomb: a ratio over the limit, or too much in all, or too many entries', async () => {
    // 20 MB of zeros deflate to a few KB: far over a ratio of 100.
    expect(await check(makeZip([{ name: 'zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) }]))).toEqual({
      ok: false,
      reason: 'bomb',
    });
    // Declared sizes that add up past the total limit.
    const big = makeZip(
      Array.from({ length: 3 }, (_, i) => ({
        name: `part${i}.bin`,
        data: 'x',
        method: 0,
        declaredSize: 30 * 1024 * 1024,
      })),
    );
    expect(await check(big)).toEqual({ ok: false, reason: 'bomb' });
    const many = makeZip(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' })));
    expect(await check(many)).toEqual({ ok: false, reason: 'bomb' });
  });
});
