// Checks a stored zip by its own structure, without unpacking it to disk: the end-of-central-directory
// record (and its zip64 form), every central directory entry, and the local header each one points
// at. Refused: no zip at all (a file renamed .zip), a cut or corrupt archive, an empty one, an
// encrypted entry (in either header), a name that climbs out of the folder it is unpacked in (`..`,
// also with spaces around it, an absolute or drive path (backslashes read as separators) — in the central header, the
// local one or the Unicode path field unzip prefers), a local name other than the central one, a
// symbolic link or a device, a compression method other than store and deflate (its real
// size could not be checked), and a bomb: an entry that expands more than `maxRatio` times, more than
// `maxExpandedBytes` in all, too many entries, entries that share or overlap their bytes (one
// deflated block counted a thousand times), or an entry that inflates past the size it declares.
// Declared sizes are only believed once each deflated entry has been inflated — streamed, counted
// and stopped at its declared size, never held whole — so the check costs one read of the file and
// one inflation of what the archive may hold (bounded by `maxExpandedBytes`), and nothing more.
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { detectKind } from './magic.ts';

export type ZipRefusal = 'notZip' | 'corrupt' | 'empty' | 'encrypted' | 'unsafePath' | 'link' | 'method' | 'bomb';

export type ZipLimits = { maxRatio: number; maxExpandedBytes: number; maxEntries: number };

export type ZipCheck = { ok: true; entries: number; expandedBytes: number } | { ok: false; reason: ZipRefusal };

const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const localMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const eocdSize = 22;
const localSize = 30;
const maxComment = 0xffff;
const max32 = 0xffffffff;
/** Bit 0: traditional encryption; bit 6: strong encryption. Method 99: AES (WinZip). */
const encryptionFlags = 0x41;
const aesMethod = 99;
/** Bit 3: the sizes and CRC follow the data (the local header holds zeros). */
const descriptorFlag = 0x8;
const stored = 0;
const deflated = 8;
/** An entry this small (both sides) is inflated in one call, bounded by maxOutputLength; larger ones are streamed. */
const inOneCall = 1024 * 1024;
const readChunk = 1024 * 1024;

class Refused extends Error {
  readonly reason: ZipRefusal;
  constructor(reason: ZipRefusal) {
    super(reason);
    this.reason = reason;
  }
}
function refuse(reason: ZipRefusal): never {
  throw new Refused(reason);
}

/** A name is unsafe when unpacking it could write outside the target folder, on Unix or Windows. */
export function isUnsafeEntryName(entryName: string): boolean {
  // A backslash is a separator to Windows' tools (older PowerShell's Compress-Archive writes it) and a
  // name character to Unix's. Read as a separator, the name is checked as Windows would unpack it;
  // read as a character it is one harmless name. So it is read as a separator, not refused.
  const name = entryName.replaceAll('\\', '/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000]/.test(name)) return true;
  // `..`, and `.. ` or ` ..` that Windows trims to it (a run of dots alone is never a plain name).
  return name.split('/').some((part) => /^\.{2,}$/.test(part.trim()));
}

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Reads the entries' part of the file front to back in blocks of `readChunk`: thousands of small
 * entries cost a read per block, not two per entry. A block is never reused, so slices handed out stay valid.
 */
class Reader {
  private block: Buffer = Buffer.alloc(0);
  private from = 0;
  private readonly handle: fsp.FileHandle;
  constructor(handle: fsp.FileHandle) {
    this.handle = handle;
  }

  /** `length` bytes at `position`, fewer at the end of the file. */
  async at(position: number, length: number): Promise<Buffer> {
    const offset = position - this.from;
    if (offset < 0 || offset + length > this.block.length) {
      this.block = await readAt(this.handle, position, Math.max(length, readChunk));
      this.from = position;
      return this.block.subarray(0, length);
    }
    return this.block.subarray(offset, offset + length);
  }
}

/** The value of one extra field (`id`), or null. */
function extraField(extra: Buffer, id: number): Buffer | null {
  let at = 0;
  while (at + 4 <= extra.length) {
    const length = extra.readUInt16LE(at + 2);
    if (extra.readUInt16LE(at) === id) return extra.subarray(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return null;
}

/** The zip64 extra field's values, in the order the spec gives them (only those asked for). */
function zip64Values(extra: Buffer, want: { size: boolean; compressed: boolean; offset: boolean }) {
  const data = extraField(extra, 0x0001);
  if (!data) return null;
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

/** The Info-ZIP Unicode path field (0x7075): the name unzip uses instead of the header's. */
function unicodePath(extra: Buffer): string | null {
  const data = extraField(extra, 0x7075);
  return data && data.length > 5 ? data.subarray(5).toString('utf8') : null;
}

/**
 * Unix file types (external attributes' high half, from Unix and macOS hosts) an unpacker may make
 * as they are: a symbolic link (whose target may lie anywhere), a device, a socket. A FIFO is left
 * alone: Info-ZIP records a file piped into it (`… | zip out.zip -`) as one, and unpacks a plain file.
 */
const fileType = 0o170000;
const specialTypes = new Set([0o120000, 0o020000, 0o060000, 0o140000]);
const unixHosts = new Set([3, 19]);

type Central = {
  nameBytes: Buffer;
  flags: number;
  method: number;
  crc: number;
  size: number;
  compressed: number;
  start: number;
};
type Entry = Central & { dataStart: number; end: number };

/** Reads the central entry at `at`; refuses what it shows. Answers it and where the next one starts. */
function readCentral(cd: Buffer, at: number, limits: ZipLimits): { central: Central; next: number } {
  if (at + 46 > cd.length || cd.readUInt32LE(at) !== centralSignature) refuse('corrupt');
  const madeBy = cd.readUInt16LE(at + 4);
  const flags = cd.readUInt16LE(at + 8);
  const method = cd.readUInt16LE(at + 10);
  let compressed = cd.readUInt32LE(at + 20);
  let size = cd.readUInt32LE(at + 24);
  const nameLength = cd.readUInt16LE(at + 28);
  const extraLength = cd.readUInt16LE(at + 30);
  const commentLength = cd.readUInt16LE(at + 32);
  const attributes = cd.readUInt32LE(at + 38);
  let start = cd.readUInt32LE(at + 42);
  const next = at + 46 + nameLength + extraLength + commentLength;
  if (next > cd.length) refuse('corrupt');
  const nameBytes = cd.subarray(at + 46, at + 46 + nameLength);
  const name = nameBytes.toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1');
  const extra = cd.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
  if (size === max32 || compressed === max32 || start === max32) {
    const values = zip64Values(extra, {
      size: size === max32,
      compressed: compressed === max32,
      offset: start === max32,
    });
    if (!values) refuse('corrupt');
    if (values.size != null) size = values.size;
    if (values.compressed != null) compressed = values.compressed;
    if (values.offset != null) start = values.offset;
  }
  if ((flags & encryptionFlags) !== 0 || method === aesMethod) refuse('encrypted');
  const unicode = unicodePath(extra);
  if (isUnsafeEntryName(name) || (unicode !== null && isUnsafeEntryName(unicode))) refuse('unsafePath');
  if (unixHosts.has(madeBy >> 8) && specialTypes.has((attributes >>> 16) & fileType)) refuse('link');
  if (method !== stored && method !== deflated) refuse('method');
  // A stored entry is its own size; anything that claims to grow more than the ratio is a bomb.
  if (size > Math.max(compressed, 1) * limits.maxRatio && size > 1024 * 1024) refuse('bomb');
  if (method === stored && size !== compressed) refuse('corrupt');
  return { central: { nameBytes, flags, method, crc: cd.readUInt32LE(at + 16), size, compressed, start }, next };
}

/**
 * Reads the local header a central entry points at: the one a streaming unpacker reads, so it must
 * say what the central one says (name, method, encryption, sizes). Answers where the data lies.
 */
async function readLocal(reader: Reader, central: Central, cdOffset: number): Promise<Entry> {
  const { start, nameBytes } = central;
  if (start + localSize > cdOffset) refuse('corrupt');
  const head = await reader.at(start, localSize + nameBytes.length + 64);
  if (head.length < localSize || head.readUInt32LE(0) !== localSignature) refuse('corrupt');
  const flags = head.readUInt16LE(6);
  const method = head.readUInt16LE(8);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const tail =
    localSize + nameLength + extraLength <= head.length
      ? head.subarray(localSize, localSize + nameLength + extraLength)
      : await reader.at(start + localSize, nameLength + extraLength);
  if (tail.length < nameLength + extraLength) refuse('corrupt');
  const name = tail.subarray(0, nameLength);
  const extra = tail.subarray(nameLength);
  if ((flags & encryptionFlags) !== 0 || method === aesMethod) refuse('encrypted');
  const unicode = unicodePath(extra);
  if (
    isUnsafeEntryName(name.toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1')) ||
    (unicode !== null && isUnsafeEntryName(unicode))
  )
    refuse('unsafePath');
  if (!name.equals(nameBytes) || method !== central.method) refuse('corrupt');
  if ((flags & descriptorFlag) === 0) {
    let compressed = head.readUInt32LE(18);
    let size = head.readUInt32LE(22);
    if (compressed === max32 || size === max32) {
      // The local zip64 field holds both sizes, whichever overflowed.
      const values = zip64Values(extra, { size: true, compressed: true, offset: false });
      if (values?.size == null || values.compressed == null) refuse('corrupt');
      size = values.size;
      compressed = values.compressed;
    }
    if (head.readUInt32LE(14) !== central.crc || compressed !== central.compressed || size !== central.size)
      refuse('corrupt');
  }
  const dataStart = start + localSize + nameLength + extraLength;
  const end = dataStart + central.compressed;
  if (end > cdOffset) refuse('corrupt');
  return { ...central, dataStart, end };
}

/** Whether the bytes from `from` to `to` hold a local header's signature: an entry the central directory does not list. */
async function hidesAnEntry(reader: Reader, from: number, to: number): Promise<boolean> {
  for (let at = from; at < to; at += readChunk) {
    // Three bytes more, so a signature across two reads is seen.
    const bytes = await reader.at(at, Math.min(readChunk + 3, to - at));
    if (bytes.includes(localMagic)) return true;
  }
  return false;
}

/**
 * How many bytes an entry's deflated data inflates to, counted as it streams and stopped once past
 * `cap`: answers cap + 1 then. A stream that is not deflate or ends early refuses as corrupt.
 */
async function inflatedSize(reader: Reader, entry: Entry, cap: number): Promise<number> {
  if (entry.compressed <= inOneCall && cap < inOneCall) {
    const input = await reader.at(entry.dataStart, entry.compressed);
    try {
      return zlib.inflateRawSync(input, { maxOutputLength: cap + 1 }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return cap + 1;
      return refuse('corrupt');
    }
  }
  let total = 0;
  const over = new Error('over the cap');
  async function* compressedBytes() {
    for (let at = entry.dataStart; at < entry.end; at += readChunk) {
      const bytes = await reader.at(at, Math.min(readChunk, entry.end - at));
      if (bytes.length === 0) return refuse('corrupt');
      yield bytes;
    }
  }
  try {
    await pipeline(compressedBytes, zlib.createInflateRaw({ chunkSize: 64 * 1024 }), async (output) => {
      for await (const chunk of output as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > cap) throw over;
      }
    });
  } catch (error) {
    if (error === over) return cap + 1;
    return refuse('corrupt');
  }
  return total;
}

export async function checkZip(filePath: string, limits: ZipLimits): Promise<ZipCheck> {
  const handle = await fsp.open(filePath, 'r');
  try {
    return { ok: true, ...(await check(handle, limits)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  } finally {
    await handle.close();
  }
}

async function check(handle: fsp.FileHandle, limits: ZipLimits) {
  const fileSize = (await handle.stat()).size;
  if (fileSize < eocdSize) refuse('notZip');
  // The files platform's own judgement by first bytes: a local header or an empty archive's EOCD.
  if (detectKind(await readAt(handle, 0, 4)) !== 'zip') refuse('notZip');

  // The EOCD is the last record, followed only by a comment of at most 64 KiB.
  const tailLength = Math.min(fileSize, eocdSize + maxComment);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  let eocdAt = -1;
  for (let i = tail.length - eocdSize; i >= 0; i--)
    if (tail.readUInt32LE(i) === eocdSignature && i + eocdSize + tail.readUInt16LE(i + 20) === tail.length) {
      eocdAt = i;
      break;
    }
  if (eocdAt < 0) refuse('corrupt');
  let entries = tail.readUInt16LE(eocdAt + 10);
  let cdSize = tail.readUInt32LE(eocdAt + 12);
  let cdOffset = tail.readUInt32LE(eocdAt + 16);
  if (entries === 0xffff || cdSize === max32 || cdOffset === max32) {
    const locatorAt = eocdAt - 20;
    if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== zip64LocatorSignature) refuse('corrupt');
    const zip64At = Number(tail.readBigUInt64LE(locatorAt + 8));
    const record = await readAt(handle, zip64At, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== zip64EocdSignature) refuse('corrupt');
    entries = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
  }
  if (entries === 0) refuse('empty');
  if (entries > limits.maxEntries) refuse('bomb');
  if (cdOffset + cdSize > fileSize || cdSize < entries * 46) refuse('corrupt');

  // First what the headers say, all of it (cheap), then what the data holds (the inflation).
  const cd = await readAt(handle, cdOffset, cdSize);
  const centrals: Central[] = [];
  const starts = new Set<number>();
  let declared = 0;
  for (let n = 0, at = 0; n < entries; n++) {
    const { central, next } = readCentral(cd, at, limits);
    declared += central.size;
    if (declared > limits.maxExpandedBytes) refuse('bomb');
    // Two entries of one local header: one block of data counted many times.
    if (starts.has(central.start)) refuse('bomb');
    starts.add(central.start);
    centrals.push(central);
    at = next;
  }
  // Then the entries in the order they lie in the file, in one pass over it.
  centrals.sort((a, b) => a.start - b.start);
  const reader = new Reader(handle);
  let covered = 0;
  for (const central of centrals) {
    const entry = await readLocal(reader, central, cdOffset);
    // Each entry's bytes are its own: entries that overlap are one block of data counted twice.
    // What lies between entries (data descriptors) holds no entry of its own.
    if (entry.start < covered) refuse('bomb');
    if (await hidesAnEntry(reader, covered, entry.start)) refuse('corrupt');
    covered = entry.end;
    if (entry.method === deflated) {
      const actual = await inflatedSize(reader, entry, entry.size);
      if (actual > entry.size) refuse('bomb');
      if (actual < entry.size) refuse('corrupt');
    }
  }
  if (await hidesAnEntry(reader, covered, cdOffset)) refuse('corrupt');
  return { entries, expandedBytes: declared };
}
