// The captcha picture: a distorted raster (PNG) that carries no vectors or text a script could read.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../db/orm.ts';
import { captchas } from '../../db/schema/index.ts';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { decodePng } from '../../test/png.ts';
import { captchaAlphabet, captchaPixels, captchaPng, randomCaptchaText } from './captcha-image.ts';

const width = 120,
  height = 40;

/** Share of pixels in columns [x0, x1) dark enough to be ink (the background is pale). */
function inkShare(pixels: Uint8Array, x0 = 0, x1 = width): number {
  let ink = 0;
  for (let y = 0; y < height; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * width + x) * 3;
      if (0.299 * pixels[o] + 0.587 * pixels[o + 1] + 0.114 * pixels[o + 2] < 150) ink++;
    }
  }
  return ink / ((x1 - x0) * height);
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('captcha route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers an uncached 120×40 PNG of only IHDR, IDAT and IEND, with no SVG or XML in it, bound to the uuid', async () => {
    const uuid = crypto.randomUUID();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/codepath/code/getVerificationCodePhoto',
      headers: { 'verify-code': uuid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    const png = decodePng(bytes);
    expect([png.width, png.height]).toEqual([width, height]);
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const vector of ['<svg', '<?xml', 'polyline', '<path', 'points=']) expect(bytes.includes(vector)).toBe(false);
    const [row] = await t.db.select().from(captchas).where(eq(captchas.uuid, uuid));
    expect(row.answer).toMatch(/^[2-9a-z]{4}$/);
    const ink = inkShare(png.pixels);
    expect(ink).toBeGreaterThan(0.1);
    expect(ink).toBeLessThan(0.4);
  });

  it('still refuses a request without a uuid in verify-code', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/codepath/code/getVerificationCodePhoto',
      headers: { 'verify-code': 'not-a-uuid' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('captcha picture', () => {
  it('leaves ambiguous glyphs out of the alphabet', () => {
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(captchaAlphabet).not.toContain(ambiguous);
    expect(randomCaptchaText()).toMatch(new RegExp(`^[${captchaAlphabet.join('')}]{4}$`));
  });

  it('draws the same text differently every time', () => {
    const a = captchaPixels('AH7K', width, height),
      b = captchaPixels('AH7K', width, height);
    let moved = 0;
    for (let o = 0; o < width * height; o++) {
      const distance =
        Math.abs(a[3 * o] - b[3 * o]) + Math.abs(a[3 * o + 1] - b[3 * o + 1]) + Math.abs(a[3 * o + 2] - b[3 * o + 2]);
      if (distance > 120) moved++;
    }
    // glyphs and lines land elsewhere: far more than noise, which moves a channel by a few steps
    expect(moved / (width * height)).toBeGreaterThan(0.15);
    expect(captchaPng('AH7K').equals(captchaPng('AH7K'))).toBe(false);
  });

  it('puts ink at each of the four characters beyond what the crossing lines and speckles give', () => {
    // averaged over ten pictures each, so one unlucky draw cannot decide
    const quarters = [0, 1, 2, 3];
    const withText = Array.from({ length: 10 }, () => captchaPixels(randomCaptchaText(), width, height));
    const withoutText = Array.from({ length: 10 }, () => captchaPixels('', width, height));
    const total = mean(withText.map((p) => inkShare(p)));
    expect(total).toBeGreaterThan(0.12);
    expect(total).toBeLessThan(0.35);
    for (const q of quarters) {
      const text = mean(withText.map((p) => inkShare(p, q * 30, q * 30 + 30)));
      const background = mean(withoutText.map((p) => inkShare(p, q * 30, q * 30 + 30)));
      expect(text - background).toBeGreaterThan(0.04);
    }
  });
});
