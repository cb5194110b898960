import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../test/png.ts';
import { encodePng } from './png.ts';

describe('encodePng', () => {
  it('writes a PNG that decodes to the same RGB pixels, with correct CRCs', () => {
    const pixels = new Uint8Array(crypto.randomBytes(7 * 5 * 3));
    const png = decodePng(encodePng(7, 5, pixels));
    expect([png.width, png.height]).toEqual([7, 5]);
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.pixels).toEqual(pixels);
  });

  it('refuses pixels that do not fill the picture', () => {
    expect(() => encodePng(7, 5, new Uint8Array(7 * 5 * 3 - 1))).toThrow();
  });
});
