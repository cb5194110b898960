// The watermark tile (spec §1: company name, e-mail and date over the shared layout): an SVG with
// the lines as text, so the tile is crisp at any zoom and its lines can be read back by tests.

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

export type WatermarkTile = { width: number; height: number; fontSize: number; color: string; angle: number };

export const defaultTile: WatermarkTile = {
  width: 340,
  height: 220,
  fontSize: 14,
  color: 'rgba(0, 0, 0, 0.09)',
  angle: -22,
};

/** The tile as SVG markup: the lines centred and rotated. */
export function watermarkSvg(lines: readonly string[], tile: WatermarkTile = defaultTile): string {
  const { width, height, fontSize, color, angle } = tile;
  const lineHeight = Math.round(fontSize * 1.5);
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const texts = lines
    .map((line, index) => `<text x="${width / 2}" y="${top + index * lineHeight}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${angle} ${width / 2} ${height / 2})" fill="${color}" font-size="${fontSize}" ` +
    `font-family="system-ui, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif" text-anchor="middle" dominant-baseline="middle">` +
    `${texts}</g></svg>`
  );
}

/** The CSS background-image value of the tile. */
export function watermarkBackground(lines: readonly string[], tile: WatermarkTile = defaultTile): string {
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(watermarkSvg(lines, tile))}")`;
}
