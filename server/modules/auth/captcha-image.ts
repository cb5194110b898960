// The captcha picture: characters drawn as jittered strokes (never as <text>, which a script
// would simply read from the SVG), with noise curves. Ambiguous glyphs (0/O, 1/I) are left out.
import crypto from 'node:crypto';

// Strokes on a 4 × 6 grid: each stroke is a flat list of x, y points.
const glyphs: Record<string, number[][]> = {
  2: [[0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 0, 6, 4, 6]],
  3: [[0, 0, 4, 0, 2, 2, 4, 3, 4, 5, 3, 6, 1, 6, 0, 5]],
  4: [[3, 6, 3, 0, 0, 4, 4, 4]],
  5: [[4, 0, 0, 0, 0, 3, 3, 3, 4, 4, 4, 5, 3, 6, 0, 6]],
  6: [[4, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3, 0, 3]],
  7: [[0, 0, 4, 0, 1, 6]],
  8: [[1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1, 3, 0, 2, 0, 1, 1, 0], [1, 3, 0, 4, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3]],
  9: [[4, 3, 1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 0, 6]],
  A: [[0, 6, 2, 0, 4, 6], [1, 3.5, 3, 3.5]],
  C: [[4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5]],
  E: [[4, 0, 0, 0, 0, 6, 4, 6], [0, 3, 3, 3]],
  F: [[4, 0, 0, 0, 0, 6], [0, 3, 3, 3]],
  H: [[0, 0, 0, 6], [4, 0, 4, 6], [0, 3, 4, 3]],
  K: [[0, 0, 0, 6], [4, 0, 0, 4], [1.5, 3, 4, 6]],
  M: [[0, 6, 0, 0, 2, 3, 4, 0, 4, 6]],
  N: [[0, 6, 0, 0, 4, 6, 4, 0]],
  P: [[0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3]],
  R: [[0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3], [2, 3, 4, 6]],
  T: [[0, 0, 4, 0], [2, 0, 2, 6]],
  U: [[0, 0, 0, 5, 1, 6, 3, 6, 4, 5, 4, 0]],
  V: [[0, 0, 2, 6, 4, 0]],
  W: [[0, 0, 1, 6, 2, 3, 3, 6, 4, 0]],
  X: [[0, 0, 4, 6], [4, 0, 0, 6]],
  Y: [[0, 0, 2, 3, 4, 0], [2, 3, 2, 6]],
};
const alphabet = Object.keys(glyphs);

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 10_000) / 10_000) * (max - min);
const colours = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#334155'];

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => alphabet[crypto.randomInt(0, alphabet.length)]).join('');
}

export function captchaSvg(text: string, width = 120, height = 40): string {
  const parts: string[] = [];
  const cell = width / (text.length + 0.5);
  [...text].forEach((ch, i) => {
    const scale = rand(3.6, 4.4);
    const angle = rand(-18, 18);
    const x = cell * 0.45 + i * cell + rand(-2, 2);
    const y = (height - 6 * scale) / 2 + rand(-3, 3);
    const colour = colours[crypto.randomInt(0, colours.length)];
    for (const stroke of glyphs[ch]) {
      const points: string[] = [];
      for (let k = 0; k < stroke.length; k += 2) points.push(`${(stroke[k] * scale + rand(-0.6, 0.6)).toFixed(1)},${(stroke[k + 1] * scale + rand(-0.6, 0.6)).toFixed(1)}`);
      parts.push(`<polyline transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} ${2 * scale} ${3 * scale})" points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
  });
  for (let n = 0; n < 4; n++) {
    parts.push(`<path d="M${rand(0, width / 3).toFixed(0)} ${rand(0, height).toFixed(0)} Q${rand(0, width).toFixed(0)} ${rand(0, height).toFixed(0)} ${rand((2 * width) / 3, width).toFixed(0)} ${rand(0, height).toFixed(0)}" stroke="${colours[n % colours.length]}" stroke-width="1" fill="none" opacity="0.6"/>`);
  }
  for (let n = 0; n < 25; n++) parts.push(`<circle cx="${rand(0, width).toFixed(0)}" cy="${rand(0, height).toFixed(0)}" r="${rand(0.5, 1.4).toFixed(1)}" fill="#64748b" opacity="0.5"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f1f5f9"/>${parts.join('')}</svg>`;
}
