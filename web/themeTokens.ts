// antd's default algorithm for the theme's derived tokens, answered from the build for the portal's
// own seeds (scripts/antdThemeTokens.ts, decision 0035) and worked out as antd would for any other.
import { theme as antdTheme } from 'antd';
import type { MappingAlgorithm } from 'antd';
import type { MapToken } from 'antd/es/theme/interface/index.js';

export function builtAlgorithm(built: ReadonlyMap<string, MapToken>): MappingAlgorithm {
  return (seed) => built.get(JSON.stringify(seed)) ?? antdTheme.defaultAlgorithm(seed);
}
