// A streaming zip writer in store mode (no compression), for batch downloads of at most 10 files.
// Every entry's size and CRC-32 are known before streaming (recorded when the file was stored), so
// the local headers are complete, no data descriptors are needed, and the archive's exact length
// is known in advance (Content-Length, progress bars). ZIP64 records appear only when a size or
// an offset needs them. Node's zlib.crc32 is native; the JavaScript CRC of zip libraries ran at a
// third of a plain download's speed (docs/decisions/0003-store-mode-zip.md).
import fs from 'node:fs';
import { Readable } from 'node:stream';

export type ZipEntry = { name: string; size: number; crc32: number; path: string; modified?: Date };

const max32 = 0xffffffff;
const utf8Flag = 0x0800;

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

type Planned = ZipEntry & { nameBytes: Buffer; offset: number; zip64: boolean; when: { time: number; date: number } };

function localHeader(e: Planned): Buffer {
  const extra = e.zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
  if (e.zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    extra.writeBigUInt64LE(BigInt(e.size), 4);
    extra.writeBigUInt64LE(BigInt(e.size), 12);
  }
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(e.zip64 ? 45 : 20, 4);
  h.writeUInt16LE(utf8Flag, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(e.when.time, 10);
  h.writeUInt16LE(e.when.date, 12);
  h.writeUInt32LE(e.crc32, 14);
  h.writeUInt32LE(e.zip64 ? max32 : e.size, 18);
  h.writeUInt32LE(e.zip64 ? max32 : e.size, 22);
  h.writeUInt16LE(e.nameBytes.length, 26);
  h.writeUInt16LE(extra.length, 28);
  return Buffer.concat([h, e.nameBytes, extra]);
}

function centralHeader(e: Planned): Buffer {
  const bigOffset = e.offset >= max32;
  const fields = [...(e.zip64 ? [e.size, e.size] : []), ...(bigOffset ? [e.offset] : [])];
  const extra = Buffer.alloc(fields.length ? 4 + 8 * fields.length : 0);
  if (fields.length) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8 * fields.length, 2);
    fields.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  }
  const needs64 = e.zip64 || bigOffset;
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE((3 << 8) | 45, 4); // made by: Unix, spec 4.5
  h.writeUInt16LE(needs64 ? 45 : 20, 6);
  h.writeUInt16LE(utf8Flag, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(e.when.time, 12);
  h.writeUInt16LE(e.when.date, 14);
  h.writeUInt32LE(e.crc32, 16);
  h.writeUInt32LE(e.zip64 ? max32 : e.size, 20);
  h.writeUInt32LE(e.zip64 ? max32 : e.size, 24);
  h.writeUInt16LE(e.nameBytes.length, 28);
  h.writeUInt16LE(extra.length, 30);
  h.writeUInt16LE(0, 32); // comment
  h.writeUInt16LE(0, 34); // disk
  h.writeUInt16LE(0, 36); // internal attributes
  h.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
  h.writeUInt32LE(bigOffset ? max32 : e.offset, 42);
  return Buffer.concat([h, e.nameBytes, extra]);
}

function endRecords(count: number, cdOffset: number, cdSize: number): Buffer {
  const parts: Buffer[] = [];
  if (cdOffset >= max32 || cdSize >= max32) {
    const z = Buffer.alloc(56);
    z.writeUInt32LE(0x06064b50, 0);
    z.writeBigUInt64LE(44n, 4);
    z.writeUInt16LE(45, 12);
    z.writeUInt16LE(45, 14);
    z.writeBigUInt64LE(BigInt(count), 24);
    z.writeBigUInt64LE(BigInt(count), 32);
    z.writeBigUInt64LE(BigInt(cdSize), 40);
    z.writeBigUInt64LE(BigInt(cdOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(cdOffset + cdSize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(z, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(Math.min(cdSize, max32), 12);
  end.writeUInt32LE(Math.min(cdOffset, max32), 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/**
 * Lays the archive out; `length` is its exact size in bytes, `pieces` its bytes in order: the
 * records as buffers and each entry's content as the entry (its file, read by whoever sends it).
 * `zip64From` lowers the size from which ZIP64 records are used, so tests can check them without
 * writing 4 GiB.
 */
export function planZip(
  entries: ZipEntry[],
  opts: { zip64From?: number } = {},
): { length: number; pieces: (Buffer | ZipEntry)[]; stream: () => Readable } {
  const zip64From = opts.zip64From ?? max32;
  let offset = 0;
  const planned: Planned[] = entries.map((entry) => {
    const nameBytes = Buffer.from(entry.name, 'utf8');
    const zip64 = entry.size >= zip64From;
    const p: Planned = { ...entry, nameBytes, offset, zip64, when: dosDateTime(entry.modified ?? new Date()) };
    offset += 30 + nameBytes.length + (zip64 ? 20 : 0) + entry.size;
    return p;
  });
  const central = Buffer.concat(planned.map(centralHeader));
  const end = endRecords(planned.length, offset, central.length);
  const length = offset + central.length + end.length;
  const pieces = [...planned.flatMap((e) => [localHeader(e), e]), central, end];

  async function* chunks() {
    for (const piece of pieces) {
      if (Buffer.isBuffer(piece)) {
        yield piece;
        continue;
      }
      let written = 0;
      for await (const chunk of fs.createReadStream(piece.path, { highWaterMark: 1024 * 1024 })) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // The promised length is in the headers already: a changed file must not pass silently.
      if (written !== piece.size)
        throw new Error(`zip entry ${piece.name}: expected ${piece.size} bytes, read ${written}`);
    }
  }
  return { length, pieces, stream: () => Readable.from(chunks(), { objectMode: false }) };
}
