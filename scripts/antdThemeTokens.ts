// The theme's derived tokens worked out once, at build time (decision 0035). antd derives some 440
// values (colour palettes, sizes, motion) from the theme's few seeds with its default algorithm;
// in the browser that was ~40 ms of the first render before anything showed, on a fast machine.
// The build runs the same algorithm (antd's CommonJS build of it) on the portal's seeds and hands
// the results to the web as `virtual:antd-derived-tokens`; web/themeTokens.ts answers from them.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { MapToken, SeedToken } from 'antd/es/theme/interface/index.js';
import { theme } from '../web/theme.ts';

export const derivedTokensId = 'virtual:antd-derived-tokens';

/**
 * `[seed as JSON, antd's derivation of it]` for the portal's theme. The theme without motion (for a
 * reader who asks for reduced motion) is left to the browser: another 10 kB in every first load
 * for the few who use it.
 */
export function derivedTokens(): [string, MapToken][] {
  const require = createRequire(import.meta.url);
  const defaultSeed = (require('antd/lib/theme/themes/seed.js') as { default: SeedToken }).default;
  const derive = (require('antd/lib/theme/themes/default/index.js') as { default: (seed: SeedToken) => MapToken })
    .default;
  // The seed as antd assembles it at run time: its defaults, then the theme's tokens over them.
  const seed = { ...defaultSeed, ...theme.token } as SeedToken;
  return [[JSON.stringify(seed), derive(seed)]];
}

export function antdThemeTokens(): Plugin {
  const resolved = `\0${derivedTokensId}`;
  return {
    name: 'portal-antd-theme-tokens',
    resolveId: (source) => (source === derivedTokensId ? resolved : null),
    load: (id) => (id === resolved ? `export default new Map(${JSON.stringify(derivedTokens())});\n` : null),
  };
}
