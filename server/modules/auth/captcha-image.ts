// The captcha picture, as pixels: a vector image (SVG) hands a script every stroke, so the
// characters are rasterized here and distorted — each one scaled, sheared, rotated and moved
// on its own, the whole picture warped, lines crossing the characters in their own colours,
// speckles and a tinted background. Ambiguous glyphs (0/O, 1/I) are left out.
import crypto from 'node:crypto';
import { encodePng } from '../../platform/png.ts';

// Strokes on a 4 × 6 grid: each stroke is a flat list of x, y points.
const glyphs: Record<string, number[][]> = {
  2: [[0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 0, 6, 4, 6]],
  3: [[0, 0, 4, 0, 2, 2, 4, 3, 4, 5, 3, 6, 1, 6, 0, 5]],
  4: [[3, 6, 3, 0, 0, 4, 4, 4]],
  5: [[4, 0, 0, 0, 0, 3, 3, 3, 4, 4, 4, 5, 3, 6, 0, 6]],
  6: [[4, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3, 0, 3]],
  7: [[0, 0, 4, 0, 1, 6]],
  8: [
    [1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1, 3, 0, 2, 0, 1, 1, 0],
    [1, 3, 0, 4, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3],
  ],
  9: [[4, 3, 1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 0, 6]],
  A: [
    [0, 6, 2, 0, 4, 6],
    [1, 3.5, 3, 3.5],
  ],
  C: [[4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5]],
  E: [
    [4, 0, 0, 0, 0, 6, 4, 6],
    [0, 3, 3, 3],
  ],
  F: [
    [4, 0, 0, 0, 0, 6],
    [0, 3, 3, 3],
  ],
  H: [
    [0, 0, 0, 6],
    [4, 0, 4, 6],
    [0, 3, 4, 3],
  ],
  K: [
    [0, 0, 0, 6],
    [4, 0, 0, 4],
    [1.5, 3, 4, 6],
  ],
  M: [[0, 6, 0, 0, 2, 3, 4, 0, 4, 6]],
  N: [[0, 6, 0, 0, 4, 6, 4, 0]],
  P: [[0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3]],
  R: [
    [0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3],
    [2, 3, 4, 6],
  ],
  T: [
    [0, 0, 4, 0],
    [2, 0, 2, 6],
  ],
  U: [[0, 0, 0, 5, 1, 6, 3, 6, 4, 5, 4, 0]],
  V: [[0, 0, 2, 6, 4, 0]],
  W: [[0, 0, 1, 6, 2, 3, 3, 6, 4, 0]],
  X: [
    [0, 0, 4, 6],
    [4, 0, 0, 6],
  ],
  Y: [
    [0, 0, 2, 3, 4, 0],
    [2, 3, 2, 6],
  ],
};
export const captchaAlphabet = Object.keys(glyphs);

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)];

type Rgb = readonly [number, number, number];
// Dark enough to read on the light background; the crossing lines take the same colours so
// that colour alone does not tell them from the characters.
const inks: Rgb[] = [
  [29, 78, 216],
  [15, 118, 110],
  [146, 64, 14],
  [109, 40, 217],
  [190, 18, 60],
  [51, 65, 85],
  [21, 128, 61],
];

/** A thick line through points (in pixels, before the warp) in one colour. */
type Shape = {
  points: Float64Array;
  halfWidth: number;
  colour: Rgb;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
};

function shape(points: number[], halfWidth: number, colour: Rgb): Shape {
  const xs = points.filter((_, k) => k % 2 === 0);
  const ys = points.filter((_, k) => k % 2 === 1);
  const pad = halfWidth + 1;
  return {
    points: Float64Array.from(points),
    halfWidth,
    colour,
    minX: Math.min(...xs) - pad,
    maxX: Math.max(...xs) + pad,
    minY: Math.min(...ys) - pad,
    maxY: Math.max(...ys) + pad,
  };
}

/** Share of the pixel at (x, y) the line covers: 1 inside, fading over one pixel at its edge. */
function coverage(s: Shape, x: number, y: number): number {
  if (x < s.minX || x > s.maxX || y < s.minY || y > s.maxY) return 0;
  const p = s.points;
  let best = Infinity;
  for (let k = 0; k + 3 < p.length; k += 2) {
    const ax = p[k],
      ay = p[k + 1],
      dx = p[k + 2] - ax,
      dy = p[k + 3] - ay;
    const length2 = dx * dx + dy * dy;
    const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
    const ex = x - ax - along * dx,
      ey = y - ay - along * dy;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.max(0, Math.min(1, s.halfWidth + 0.5 - Math.sqrt(best)));
}

/** Each character on its own: scale, stretch, shear, rotation, position and a jitter of every point. */
function glyphShapes(text: string, width: number, height: number, unit: number): Shape[] {
  const shapes: Shape[] = [];
  const cell = width / (text.length + 0.4);
  [...text].forEach((ch, i) => {
    const strokes = glyphs[ch];
    if (!strokes) throw new Error(`captcha: no glyph for ${ch}`);
    const scale = unit * rand(3.4, 4);
    const sx = scale * rand(0.85, 1.15),
      sy = scale * rand(0.9, 1.05);
    const shear = rand(-0.2, 0.2);
    const angle = (rand(-15, 15) * Math.PI) / 180;
    const cos = Math.cos(angle),
      sin = Math.sin(angle);
    const cx = cell * (i + 0.7) + rand(-2, 2) * unit;
    const cy = height / 2 + rand(-2, 2) * unit;
    const halfWidth = unit * rand(1.15, 1.5);
    const colour = pick(inks);
    for (const stroke of strokes) {
      const points: number[] = [];
      for (let k = 0; k < stroke.length; k += 2) {
        // around the glyph's centre (2, 3), jittered so no two copies of a glyph match
        const gx = stroke[k] - 2 + rand(-0.25, 0.25),
          gy = stroke[k + 1] - 3 + rand(-0.25, 0.25);
        const px = (gx + shear * gy) * sx,
          py = gy * sy;
        points.push(cx + px * cos - py * sin, cy + px * sin + py * cos);
      }
      shapes.push(shape(points, halfWidth, colour));
    }
  });
  return shapes;
}

/** A wavy line from the left edge to the right one, through the band the characters sit in. */
function crossingLine(width: number, height: number, unit: number, halfWidth: number): Shape {
  const y0 = rand(0.25, 0.75) * height,
    y1 = rand(0.25, 0.75) * height;
  const amplitude = rand(2, 6) * unit,
    waves = rand(0.6, 1.6),
    phase = rand(0, 2 * Math.PI);
  const points: number[] = [];
  for (let x = -2; x <= width + 2; x += 2 * unit) {
    const f = x / width;
    points.push(x, y0 + (y1 - y0) * f + amplitude * Math.sin(2 * Math.PI * waves * f + phase));
  }
  return shape(points, halfWidth, pick(inks));
}

/** A smooth random displacement field: random vectors on a coarse grid, interpolated. */
function randomField(width: number, height: number, strength: number) {
  const columns = 6,
    rows = 4;
  const grid = Array.from({ length: (columns + 1) * (rows + 1) }, () => [
    rand(-strength, strength),
    rand(-strength, strength),
  ]);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x: number, y: number): [number, number] => {
    const gx = Math.max(0, Math.min(columns - 1e-9, (x / width) * columns)),
      gy = Math.max(0, Math.min(rows - 1e-9, (y / height) * rows));
    const i = Math.floor(gx),
      j = Math.floor(gy),
      u = smooth(gx - i),
      v = smooth(gy - j);
    const at = (a: number, b: number) => grid[b * (columns + 1) + a];
    const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i, j + 1), at(i + 1, j + 1)];
    return [0, 1].map((n) => (a[n] * (1 - u) + b[n] * u) * (1 - v) + (c[n] * (1 - u) + d[n] * u) * v) as [
      number,
      number,
    ];
  };
}

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => pick(captchaAlphabet)).join('');
}

/** The RGB pixels of the picture of `text`, row by row. */
export function captchaPixels(text: string, width: number, height: number): Uint8Array {
  const unit = height / 40; // every size below is for a 40-pixel-high picture
  // One crossing line under the characters, two thinner than a stroke over them.
  const under = [crossingLine(width, height, unit, unit * rand(0.6, 0.9))];
  const over = [
    crossingLine(width, height, unit, unit * rand(0.4, 0.55)),
    crossingLine(width, height, unit, unit * rand(0.6, 0.8)),
  ];
  const shapes = [...under, ...glyphShapes(text, width, height, unit), ...over];

  // The warp: a sine wave across each axis plus the random field, applied to every pixel.
  const field = randomField(width, height, 1.6 * unit);
  const waveX = { amplitude: rand(1, 2) * unit, length: rand(0.7, 1.3) * height, phase: rand(0, 2 * Math.PI) };
  const waveY = { amplitude: rand(1.5, 2.5) * unit, length: rand(0.35, 0.7) * width, phase: rand(0, 2 * Math.PI) };

  // A mild gradient between two pale tints, in a random direction.
  const from: Rgb = [rand(225, 250), rand(225, 250), rand(225, 250)];
  const to: Rgb = [rand(215, 245), rand(215, 245), rand(215, 245)];
  const direction = rand(0, 2 * Math.PI);
  const gx = Math.cos(direction) / width,
    gy = Math.sin(direction) / height;
  const g0 = Math.min(0, gx * width) + Math.min(0, gy * height),
    g1 = Math.max(0, gx * width) + Math.max(0, gy * height);

  const noise = crypto.randomBytes(width * height * 2);
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * width + x;
      const t = (x * gx + y * gy - g0) / (g1 - g0);
      let r = from[0] + (to[0] - from[0]) * t,
        g = from[1] + (to[1] - from[1]) * t,
        b = from[2] + (to[2] - from[2]) * t;
      const [fx, fy] = field(x, y);
      const sx = x + 0.5 + fx + waveX.amplitude * Math.sin((2 * Math.PI * y) / waveX.length + waveX.phase);
      const sy = y + 0.5 + fy + waveY.amplitude * Math.sin((2 * Math.PI * x) / waveY.length + waveY.phase);
      for (const s of shapes) {
        const a = coverage(s, sx, sy);
        if (a > 0) {
          r += (s.colour[0] - r) * a;
          g += (s.colour[1] - g) * a;
          b += (s.colour[2] - b) * a;
        }
      }
      // Grain on every pixel, and about one pixel in thirty a speckle, dark or light.
      const grain = (noise[2 * o] - 128) / 10;
      const speckle = noise[2 * o + 1] < 9 ? (noise[2 * o + 1] < 5 ? -90 : 70) : 0;
      pixels[3 * o] = clampByte(r + grain + speckle);
      pixels[3 * o + 1] = clampByte(g + grain + speckle);
      pixels[3 * o + 2] = clampByte(b + grain + speckle);
    }
  }
  return pixels;
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The PNG of `text`, drawn afresh on every call (two pictures of one text never match). */
export function captchaPng(text: string, width = 120, height = 40): Buffer {
  return encodePng(width, height, captchaPixels(text, width, height));
}
