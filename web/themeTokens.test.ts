import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import seedToken from 'antd/es/theme/themes/seed.js';
import type { SeedToken } from 'antd/es/theme/interface/index.js';
import { derivedTokens } from '../scripts/antdThemeTokens.ts';
import { theme } from './theme.ts';
import { builtAlgorithm } from './themeTokens.ts';

// antd types its ESM files as CommonJS; take the default export whichever way it arrives.
const defaultSeed = ((seedToken as unknown as { default?: SeedToken }).default ?? seedToken) as SeedToken;
const portalSeed = { ...defaultSeed, ...theme.token } as SeedToken;

describe("the theme's derived tokens worked out at build", () => {
  it("are antd's own derivation of the portal's seed", () => {
    const built = new Map(derivedTokens());
    expect(built.get(JSON.stringify(portalSeed))).toEqual(antdTheme.defaultAlgorithm(portalSeed));
  });

  it("answer the portal's seed from the build and any other as antd would", () => {
    const sentinel = { colorPrimary: 'from the build' } as never;
    const algorithm = builtAlgorithm(new Map([[JSON.stringify(portalSeed), sentinel]]));
    expect(algorithm(portalSeed)).toBe(sentinel);
    const stillSeed = { ...portalSeed, motion: false };
    expect(algorithm(stillSeed)).toEqual(antdTheme.defaultAlgorithm(stillSeed));
  });
});
