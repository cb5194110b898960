/** `${package.json version}+${build timestamp}`, set by vite.config.ts; also served as /version.json. */
declare const __APP_VERSION__: string;

/** The theme's derived tokens, worked out at build time (scripts/antdThemeTokens.ts). */
declare module 'virtual:antd-derived-tokens' {
  import type { MapToken } from 'antd/es/theme/interface/index.js';
  const derived: ReadonlyMap<string, MapToken>;
  export default derived;
}
