// Zips no honest tool writes, byte by byte, for the zip check's tests: headers that disagree, entries
// that share their bytes, sizes that lie, links. (Honest ones: makeZip in server/db/seed/review-files.ts.)
import zlib from 'node:zlib';

export type CraftedEntry = {
  name: string;
  /** The entry's content; deflated unless `method` says otherwise. */
  data?: Buffer | string;
  /** The bytes stored for the entry as they are (already compressed): replaces `data`'s. */
  body?: Buffer;
  /** 8 deflate (default), 0 store, or any other number. */
  method?: number;
  /** The uncompressed size both headers declare (default: `data`'s length). */
  size?: number;
  /** General purpose flags of both headers. */
  flags?: number;
  /** Flags the local header alone adds. */
  localFlags?: number;
  /** The local header's name, when it is not the central one's. */
  localName?: string;
  /** A Unix mode in the external attributes (made by a Unix host). */
  mode?: number;
  /** Extra fields of both headers. */
  extra?: Buffer;
  /** No local header of its own: the central entry points at this offset instead. */
  pointsAt?: number;
};

/** A local file header (signature to extra field), as it would precede `body`. */
export function localHeader(e: {
  name: string;
  flags?: number;
  method?: number;
  crc?: number;
  compressed: number;
  size: number;
  extra?: Buffer;
}): Buffer {
  const name = Buffer.from(e.name);
  const extra = e.extra ?? Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE((e.flags ?? 0) | 0x800, 6);
  header.writeUInt16LE(e.method ?? 8, 8);
  header.writeUInt32LE(e.crc ?? 0, 14);
  header.writeUInt32LE(e.compressed, 18);
  header.writeUInt32LE(e.size, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, name, extra]);
}

/** A zip of `entries` in that order, central directory and end record included. */
export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data ?? '');
    const method = e.method ?? 8;
    const body = e.body ?? (method === 8 ? zlib.deflateRawSync(data) : data);
    const crc = zlib.crc32(data);
    const size = e.size ?? data.length;
    const flags = (e.flags ?? 0) | 0x800;
    const extra = e.extra ?? Buffer.alloc(0);
    let at = offset;
    if (e.pointsAt === undefined) {
      const local = localHeader({
        name: e.localName ?? e.name,
        flags: flags | (e.localFlags ?? 0),
        method,
        crc,
        compressed: body.length,
        size,
        extra,
      });
      locals.push(local, body);
      offset += local.length + body.length;
    } else at = e.pointsAt;
    const name = Buffer.from(e.name);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.mode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(e.mode === undefined ? 0 : (e.mode << 16) >>> 0, 38);
    central.writeUInt32LE(at, 42);
    centrals.push(central, name, extra);
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The Info-ZIP Unicode path extra field (0x7075) naming `name`. */
export function unicodePathField(headerName: string, name: string): Buffer {
  const value = Buffer.from(name);
  const field = Buffer.alloc(9);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + value.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(zlib.crc32(Buffer.from(headerName)), 5);
  return Buffer.concat([field, value]);
}

/**
 * A raw deflate stream of `bytes` zeros, made in 1 MiB steps (never `bytes` in memory): run-length
 * deflate of 200 MB is about 200 KB and takes a fifth of a second.
 */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ strategy: zlib.constants.Z_RLE });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const step = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= step.length)
    if (!deflate.write(left >= step.length ? step : step.subarray(0, left)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat(out);
}
