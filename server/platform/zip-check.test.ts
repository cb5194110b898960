// checkZip reads a zip's own structure: each refusal on an archive made to show it, and the
// demo's design packages pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLimits } from '../../contract/review.ts';
import { designZip, makeZip } from '../db/seed/review-files.ts';
import { craftZip, deflatedZeros, localHeader, unicodePathField } from '../test/zips.ts';
import { checkZip, isUnsafeEntryName } from './zip-check.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zipcheck-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const limits = { maxRatio: 100, maxExpandedBytes: 50 * 1024 * 1024, maxEntries: 100 };
let n = 0;
const check = (content: Buffer, those = limits) => {
  const file = path.join(dir, `z${n++}.zip`);
  fs.writeFileSync(file, content);
  return checkZip(file, those);
};
/** The design review's own limits (2 GB in all, a ratio of 100, 20 000 entries). */
const reviewZipLimits = {
  maxRatio: reviewLimits.zipMaxRatio,
  maxExpandedBytes: reviewLimits.zipMaxExpandedBytes,
  maxEntries: reviewLimits.zipMaxEntries,
};
const MB = 1024 * 1024;

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
    for (const name of [
      '../evil.sh',
      'a/../../evil',
      '/etc/passwd',
      'C:\\Windows\\x.dll',
      'a\\..\\..\\b',
      '.. /evil.sh',
      'a/ ../ ../evil',
      'a/... /evil',
    ])
      expect(await check(makeZip([{ name, data: 'x' }])), name).toEqual({ ok: false, reason: 'unsafePath' });
    expect(isUnsafeEntryName('board/..hidden/file..txt')).toBe(false);
    // Older PowerShell writes backslashes as separators: a zip made on Windows is not refused for them.
    expect(await check(makeZip([{ name: 'board\\netlist.net', data: 'x' }]))).toMatchObject({ ok: true });
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

describe('checkZip, past what the headers declare', () => {
  // 200 MB of zeros as one deflate stream of about 200 KB: what `unzip -p` would write in full.
  let zeros200: Buffer;
  beforeAll(async () => {
    zeros200 = await deflatedZeros(200 * MB);
  });

  it('refuses a zip that inflates to 200 MB while its headers declare its 204 KB', async () => {
    expect(zeros200.length).toBeLessThan(300 * 1024);
    // The ratio it declares is 1 and the total is tiny: only inflating shows it. Declared under
    // 1 MiB (inflated in one call) and over (streamed), both stop at the declared size.
    for (const size of [zeros200.length, 3 * MB]) {
      const lying = craftZip([
        { name: 'board.brd', data: 'allegro' },
        { name: 'zeros.bin', body: zeros200, size },
      ]);
      expect(await check(lying, reviewZipLimits), String(size)).toEqual({ ok: false, reason: 'bomb' });
    }
  });

  it('refuses entries that share one local entry, however small each one and their sum', async () => {
    // 1 000 entries over the same 2 MB stored block: ratio 1 each, 2 000 MB in all (under 2 GB).
    const block = Buffer.alloc(2 * MB, 'design data ');
    const shared = craftZip([
      { name: 'block.bin', data: block, method: 0 },
      ...Array.from({ length: 999 }, (_, i) => ({
        name: `dir${i}/`,
        body: block,
        size: block.length,
        method: 0,
        pointsAt: 0,
      })),
    ]);
    expect(await check(shared, reviewZipLimits)).toEqual({ ok: false, reason: 'bomb' });
    // An entry whose local header lies inside another's data (overlapping, not coinciding).
    const inner = Buffer.from('inner content');
    const innerLocal = localHeader({
      name: 'b.txt',
      method: 0,
      crc: zlib.crc32(inner),
      compressed: inner.length,
      size: inner.length,
    });
    const overlapping = craftZip([
      { name: 'a.bin', data: Buffer.concat([innerLocal, inner]), method: 0 },
      { name: 'b.txt', data: inner, method: 0, pointsAt: 30 + 'a.bin'.length },
    ]);
    expect(await check(overlapping, reviewZipLimits)).toEqual({ ok: false, reason: 'bomb' });
  });

  it('refuses sizes that disagree with the data, and data that is no deflate stream', async () => {
    const text = Buffer.from('L1 signal\nL2 GND\n'.repeat(100));
    expect(await check(craftZip([{ name: 'short.txt', data: text, size: text.length + 10 }]))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
    const deflated = zlib.deflateRawSync(text);
    expect(await check(craftZip([{ name: 'cut.txt', body: deflated.subarray(0, 20), size: text.length }]))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
    expect(await check(craftZip([{ name: 'stored.txt', data: text, method: 0, size: text.length * 2 }]))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
  });

  it('accepts an honest archive whose entries are inflated in one call or streamed', async () => {
    // 3 MB of varied text (over 1 MiB: streamed) beside small entries, a directory and a Unix file mode.
    const lines = Array.from({ length: 60_000 }, (_, i) => `N${i} U${i % 97}.${i % 13} R${(i * 7919) % 10007}\n`);
    const big = Buffer.from(lines.join(''));
    expect(big.length).toBeGreaterThan(MB);
    const result = await check(
      craftZip([
        { name: 'board/', data: '', method: 0, mode: 0o040755 },
        { name: 'board/netlist.net', data: big, mode: 0o100644 },
        { name: 'board/bom.csv', data: 'RefDes,Part\nU1,NX-SoC\n' },
      ]),
    );
    expect(result).toEqual({ ok: true, entries: 3, expandedBytes: big.length + 22 });
  });

  it('refuses a symbolic link or a device, not a piped file', async () => {
    for (const mode of [0o120777, 0o020666, 0o060660])
      expect(await check(craftZip([{ name: 'link', data: '/etc/passwd', method: 0, mode }])), mode.toString(8)).toEqual(
        { ok: false, reason: 'link' },
      );
    // What Info-ZIP writes for `… | zip out.zip -`: a FIFO's mode, unpacked as a plain file.
    expect(await check(craftZip([{ name: '-', data: 'piped', mode: 0o010600 }]))).toMatchObject({ ok: true });
  });

  it('refuses a local header that says otherwise than the central one', async () => {
    // `../../x` hidden under a clean central name, where a streaming unpacker reads it.
    expect(await check(craftZip([{ name: 'clean.txt', localName: '../../x', data: 'x' }]))).toEqual({
      ok: false,
      reason: 'unsafePath',
    });
    expect(await check(craftZip([{ name: 'clean.txt', localName: 'other.txt', data: 'x' }]))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
    // Encrypted in the local header alone.
    expect(await check(craftZip([{ name: 'a.txt', data: 'x', localFlags: 1 }]))).toEqual({
      ok: false,
      reason: 'encrypted',
    });
    // The Unicode path field unzip prefers to the header's name.
    expect(
      await check(craftZip([{ name: 'clean.txt', data: 'x', extra: unicodePathField('clean.txt', '../../x') }])),
    ).toEqual({ ok: false, reason: 'unsafePath' });
  });

  it('refuses an entry the central directory does not list', async () => {
    const hidden = localHeader({ name: 'hidden.sh', method: 0, compressed: 2, size: 2 });
    const listed = craftZip([{ name: 'a.txt', data: 'x', method: 0 }]);
    // The hidden entry between the listed one and the central directory (whose offset moves along).
    const cdAt = listed.readUInt32LE(listed.length - 6);
    const withHidden = Buffer.concat([listed.subarray(0, cdAt), hidden, Buffer.from('hi'), listed.subarray(cdAt)]);
    withHidden.writeUInt32LE(cdAt + hidden.length + 2, withHidden.length - 6);
    expect(await check(withHidden)).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('refuses a compression method whose real size it cannot check', async () => {
    expect(await check(craftZip([{ name: 'a.bz2', body: Buffer.from('BZh9'), method: 12, size: 4 }]))).toEqual({
      ok: false,
      reason: 'method',
    });
  });
});
