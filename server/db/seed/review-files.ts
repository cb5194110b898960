// Small real files for the design review demo and tests: zips of a board's design files (deflated,
// as design tools write them) and annotated pictures of a result item, made in memory.
import zlib from 'node:zlib';
import { encodePng } from '../../platform/png.ts';

export type ZipPart = {
  name: string;
  data: Buffer | string;
  /** 8 deflate (default), 0 store. */
  method?: 0 | 8;
  /** General purpose flags (bit 0: encrypted). */
  flags?: number;
  /** Overrides the uncompressed size the archive declares (a lying bomb). */
  declaredSize?: number;
};

/** A zip archive of `parts`, central directory included. */
export function makeZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const method = part.method ?? 8;
    const body = method === 8 ? zlib.deflateRawSync(data) : data;
    const crc = zlib.crc32(data);
    const name = Buffer.from(part.name);
    const flags = (part.flags ?? 0) | 0x800;
    const size = part.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A board design package as a customer would send it: netlist, BOM, stack-up, notes. */
export function designZip(board: string, round = 1): Buffer {
  return makeZip([
    { name: `${board}/netlist.net`, data: `* ${board} netlist, round ${round}\n`.repeat(40) },
    { name: `${board}/bom.csv`, data: 'RefDes,Part,Qty\nU1,NX-SoC,1\nU2,LPDDR5,2\nC1,100nF,48\n' },
    { name: `${board}/stackup.txt`, data: 'L1 signal\nL2 GND\nL3 signal\nL4 PWR\nL5 GND\nL6 signal\n' },
    { name: `${board}/README.txt`, data: `${board} design review package (round ${round}).\n` },
  ]);
}

/** A small picture of a result item: a board-green field with a red marker where the problem is. */
export function itemPicture(seed: number, width = 96, height = 64): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const cx = 20 + ((seed * 37) % (width - 40));
  const cy = 16 + ((seed * 23) % (height - 32));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const ring = Math.abs(Math.hypot(x - cx, y - cy) - 10) < 2;
      const trace = y % 12 === 0 || x % 16 === 0;
      rgb[i] = ring ? 220 : trace ? 200 : 24;
      rgb[i + 1] = ring ? 30 : trace ? 170 : 110;
      rgb[i + 2] = ring ? 40 : trace ? 60 : 60;
    }
  return encodePng(width, height, rgb);
}
