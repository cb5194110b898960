// Checks a stored zip by its own structure, without unpacking it: the end-of-central-directory
// record (and its zip64 form), then every central directory entry. Refused: no zip at all (a file
// renamed .zip), a cut or corrupt archive, an empty one, an encrypted entry, a name that climbs out
// of the folder it is unpacked in (`..`, an absolute or drive path), and a bomb (an entry that
// expands more than `maxRatio` times, or more than `maxExpandedBytes` in all, or too many entries).
// The sizes are those the archive declares: an unpacker that trusts them stops there too.
import fsp from 'node:fs/promises';
import { detectKind } from './magic.ts';

export type ZipRefusal = 'notZip' | 'corrupt' | 'empty' | 'encrypted' | 'unsafePath' | 'bomb';

export type ZipLimits = { maxRatio: number; maxExpandedBytes: number; maxEntries: number };

export type ZipCheck = { ok: true; entries: number; expandedBytes: number } | { ok: false; reason: ZipRefusal };

const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const eocdSize = 22;
const maxComment = 0xffff;

/** A name is unsafe when unpacking it could write outside the target folder. */
export function isUnsafeEntryName(name: string): boolean {
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[A-Za-z]:/.test(unified)) return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000]/.test(unified)) return true;
  return unified.split('/').some((part) => part === '..');
}

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The zip64 extra field's values, in the order the spec gives them (only those set to the marker). */
function zip64Values(extra: Buffer, want: { size: boolean; compressed: boolean; offset: boolean }) {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const data = extra.subarray(at + 4, at + 4 + length);
      let p = 0;
      const next = () => {
        if (p + 8 > data.length) return null;
        const value = Number(data.readBigUInt64LE(p));
        p += 8;
        return value;
      };
      return {
        size: want.size ? next() : undefined,
        compressed: want.compressed ? next() : undefined,
        offset: want.offset ? next() : undefined,
      };
    }
    at += 4 + length;
  }
  return null;
}

export async function checkZip(filePath: string, limits: ZipLimits): Promise<ZipCheck> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const fileSize = (await handle.stat()).size;
    if (fileSize < eocdSize) return { ok: false, reason: 'notZip' };
    // The files platform's own judgement by first bytes: a local header or an empty archive's EOCD.
    if (detectKind(await readAt(handle, 0, 4)) !== 'zip') return { ok: false, reason: 'notZip' };

    // The EOCD is the last record, followed only by a comment of at most 64 KiB.
    const tailLength = Math.min(fileSize, eocdSize + maxComment);
    const tailStart = fileSize - tailLength;
    const tail = await readAt(handle, tailStart, tailLength);
    let eocdAt = -1;
    for (let i = tail.length - eocdSize; i >= 0; i--)
      if (tail.readUInt32LE(i) === eocdSignature && i + eocdSize + tail.readUInt16LE(i + 20) === tail.length) {
        eocdAt = i;
        break;
      }
    if (eocdAt < 0) return { ok: false, reason: 'corrupt' };
    let entries = tail.readUInt16LE(eocdAt + 10);
    let cdSize = tail.readUInt32LE(eocdAt + 12);
    let cdOffset = tail.readUInt32LE(eocdAt + 16);
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      const locatorAt = eocdAt - 20;
      if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== zip64LocatorSignature)
        return { ok: false, reason: 'corrupt' };
      const zip64At = Number(tail.readBigUInt64LE(locatorAt + 8));
      const record = await readAt(handle, zip64At, 56);
      if (record.length < 56 || record.readUInt32LE(0) !== zip64EocdSignature) return { ok: false, reason: 'corrupt' };
      entries = Number(record.readBigUInt64LE(32));
      cdSize = Number(record.readBigUInt64LE(40));
      cdOffset = Number(record.readBigUInt64LE(48));
    }
    if (entries === 0) return { ok: false, reason: 'empty' };
    if (entries > limits.maxEntries) return { ok: false, reason: 'bomb' };
    if (cdOffset + cdSize > fileSize || cdSize < entries * 46) return { ok: false, reason: 'corrupt' };

    const cd = await readAt(handle, cdOffset, cdSize);
    let at = 0;
    let expanded = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > cd.length || cd.readUInt32LE(at) !== centralSignature) return { ok: false, reason: 'corrupt' };
      const flags = cd.readUInt16LE(at + 8);
      const method = cd.readUInt16LE(at + 10);
      let compressed = cd.readUInt32LE(at + 20);
      let size = cd.readUInt32LE(at + 24);
      const nameLength = cd.readUInt16LE(at + 28);
      const extraLength = cd.readUInt16LE(at + 30);
      const commentLength = cd.readUInt16LE(at + 32);
      let localOffset = cd.readUInt32LE(at + 42);
      const end = at + 46 + nameLength + extraLength + commentLength;
      if (end > cd.length) return { ok: false, reason: 'corrupt' };
      const name = cd.subarray(at + 46, at + 46 + nameLength).toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1');
      const extra = cd.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      if (size === 0xffffffff || compressed === 0xffffffff || localOffset === 0xffffffff) {
        const values = zip64Values(extra, {
          size: size === 0xffffffff,
          compressed: compressed === 0xffffffff,
          offset: localOffset === 0xffffffff,
        });
        if (!values) return { ok: false, reason: 'corrupt' };
        if (values.size != null) size = values.size;
        if (values.compressed != null) compressed = values.compressed;
        if (values.offset != null) localOffset = values.offset;
      }
      // Bit 0: traditional encryption; method 99: AES (WinZip).
      if ((flags & 0x1) !== 0 || method === 99) return { ok: false, reason: 'encrypted' };
      if (isUnsafeEntryName(name)) return { ok: false, reason: 'unsafePath' };
      if (localOffset + 30 > cdOffset) return { ok: false, reason: 'corrupt' };
      const local = await readAt(handle, localOffset, 4);
      if (local.length < 4 || local.readUInt32LE(0) !== localSignature) return { ok: false, reason: 'corrupt' };
      if (compressed > fileSize) return { ok: false, reason: 'corrupt' };
      // A stored entry is its own size; anything that claims to grow more than the ratio is a bomb.
      if (size > Math.max(compressed, 1) * limits.maxRatio && size > 1024 * 1024) return { ok: false, reason: 'bomb' };
      expanded += size;
      if (expanded > limits.maxExpandedBytes) return { ok: false, reason: 'bomb' };
      at = end;
    }
    return { ok: true, entries, expandedBytes: expanded };
  } finally {
    await handle.close();
  }
}
