// The watermark tile carries the lines as text, escaped, in a data URL CSS can use.
import { describe, expect, it } from 'vitest';
import { watermarkBackground, watermarkSvg } from './watermarkImage.ts';

describe('watermark tile', () => {
  it('holds every line as SVG text', () => {
    const svg = watermarkSvg(['深合移动', 'customer@demo.test', '2026-01-02']);
    expect(svg.match(/<text /g)).toHaveLength(3);
    for (const line of ['深合移动', 'customer@demo.test', '2026-01-02']) expect(svg).toContain(`>${line}</text>`);
  });

  it('escapes markup in the lines', () => {
    const svg = watermarkSvg(['A & B <Co> "x"']);
    expect(svg).toContain('A &amp; B &lt;Co&gt; &quot;x&quot;');
    expect(svg).not.toContain('<Co>');
  });

  it('is a CSS url() whose data decodes back to the tile', () => {
    const background = watermarkBackground(['Lumen Devices']);
    const match = /^url\("data:image\/svg\+xml;charset=utf-8,(.*)"\)$/.exec(background);
    expect(match).not.toBeNull();
    expect(decodeURIComponent(match![1])).toBe(watermarkSvg(['Lumen Devices']));
    expect(match![1]).not.toContain('"'); // nothing that would end the quoted url() early
  });
});
