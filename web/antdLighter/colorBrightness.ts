// What antd's button and tag styles take from its colour picker's presets panel: whether a colour
// reads as bright on a background. Importing it from there brought the panel, its Collapse and
// Collapse's motion into the first load of every page (~4 KB gzip: the sign-in page's budget);
// vite.config.ts points those two imports here. The same rule as antd's (antd 6).
import { Color } from '@rc-component/color-picker';

type RgbSource = { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string };

export const isBright = (value: RgbSource, background: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  // A mostly transparent colour shows its background: judged by the mix (dark themes).
  if (a <= 0.5) return new Color(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
