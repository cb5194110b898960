// A strict little PNG reader for tests: checks the signature and every chunk's CRC, and
// decodes 8-bit RGB (colour type 2) pixels, whatever row filters the writer chose.
import zlib from 'node:zlib';

export type DecodedPng = { width: number; height: number; chunkTypes: string[]; pixels: Uint8Array };

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function decodePng(bytes: Buffer): DecodedPng {
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG signature');
  const chunkTypes: string[] = [];
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  let offset = 8;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    chunkTypes.push(type);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  if (offset !== bytes.length) throw new Error('bytes after IEND');
  if (!header) throw new Error('no IHDR');
  const width = header.readUInt32BE(0),
    height = header.readUInt32BE(4);
  if (header[8] !== 8 || header[9] !== 2 || header[12] !== 0) throw new Error('only 8-bit RGB, not interlaced');
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  if (raw.length !== (stride + 1) * height)
    throw new Error(`IDAT holds ${raw.length} bytes, not ${(stride + 1) * height}`);
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? pixels[y * stride + i - 3] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const upLeft = y > 0 && i >= 3 ? pixels[(y - 1) * stride + i - 3] : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const predictor = [0, left, up, (left + up) >> 1, pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft][filter];
      if (predictor === undefined) throw new Error(`unknown filter ${filter}`);
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predictor) & 0xff;
    }
  }
  return { width, height, chunkTypes, pixels };
}
