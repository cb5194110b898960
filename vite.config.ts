// The web build: web/ → dist/web, one chunk per page, and a build version that the bundle
// knows (__APP_VERSION__) and the server serves (/version.json) so open tabs can notice a deploy.
// Shared code is chunked by first load (firstLoadChunks), for the budgets of QUALITY.md.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './scripts/antdStaticStyles.ts';
import { antdThemeTokens } from './scripts/antdThemeTokens.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** `0.1.0+20250101T120000Z`: semver build metadata from the UTC build time. */
function buildVersion(now: Date = new Date()): string {
  return `${pkg.version}+${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/** Writes dist/web/version.json with the same version the bundle carries. */
function versionFile(version: string): Plugin {
  return {
    name: 'portal-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/**
 * Chunks by first load rather than by module. Left alone, rolldown splits the code the pages share
 * into one chunk per set of pages using it: ~45 files for the sign-in page, ~110 for a catalogue
 * page opened on a detail, and every file is compressed on its own (the same code weighed 5–8 %
 * more gzipped than in one file). These groups merge what always loads together; what a group
 * takes, a page needing any of it loads whole, so each holds only what its pages all need.
 * Measure a change with `npm run bench` (its web block) before keeping it.
 */
const firstLoadChunks = [
  // Everything the entry imports (React, antd's core, i18next, the router, the guard …): one file.
  { name: 'start', tags: ['$initial' as const], priority: 5 },
  // The sign-in screen's own code stays its page's chunk …
  {
    name: 'AuthPage',
    test: /[\\/]web[\\/]pages[\\/]auth[\\/](AuthPage|LoginForm|authForm)\.tsx$/,
    includeDependenciesRecursively: false,
    priority: 4,
  },
  // … and what it needs beyond the entry is one file (the screen's dependencies: 'AuthPage' took
  // the screen itself): antd's Form, Input, Checkbox and the like, which the forms and filter bars
  // of the other pages use as well.
  { name: 'signin', test: /[\\/]web[\\/]pages[\\/]auth[\\/]AuthPage\.tsx$/, priority: 3 },
  // TanStack Query, for the frame and for the bare pages that load it with them.
  { name: 'queries', test: /[\\/]web[\\/]queryClient\.tsx$/, priority: 2 },
  // The frame of the signed-in pages (header, menus, footer …) and its menu-code check.
  { name: 'frame', test: /[\\/]web[\\/](layout[\\/]SharedLayout|routeAccess)\.tsx$/, priority: 1 },
];

/**
 * Imports inside antd that put into every first load what no page of ours shows at once; each is
 * pointed at a file of web/antdLighter/ (see there why), only from the importer named:
 * - button and tag styles take `isBright` from the colour picker's presets panel, and with it the
 *   panel, Collapse and its motion (~4 KB gzip);
 * - a form item's label takes Tooltip for its `tooltip` prop, and ConfigProvider the shared
 *   tooltip for `tooltip.unique`: with them the popup engine (~9 KB gzip on the sign-in page);
 * - a table's column filter takes Tree for `filterMode: 'tree'` (~15 kB gzip on every table page);
 * - ConfigProvider registers the icons' reset rules at run time, which the static style sheets
 *   already hold (iconResetStyle.ts);
 * - a button mounts its loading icon's motion before it ever loads (buttonLoadingIcon.tsx), and a
 *   row (every form item) renders twice to learn the window's breakpoints (rowBreakpoint.ts).
 * Anything else importing those files still gets the real ones.
 */
const antdRedirects = [
  {
    source: /\/color-picker\/components\/ColorPresets$/,
    importer: /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/,
    to: 'colorBrightness.ts',
  },
  { source: /^\.\.\/tooltip$/, importer: /[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/, to: 'tooltip.tsx' },
  {
    source: /\/tooltip\/UniqueProvider$/,
    importer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    to: 'uniqueTooltip.tsx',
  },
  { source: /^\.\/style$/, importer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/, to: 'iconResetStyle.ts' },
  {
    source: /^\.\/DefaultLoadingIcon$/,
    importer: /[\\/]antd[\\/]es[\\/]button[\\/]Button\.js$/,
    to: 'buttonLoadingIcon.tsx',
  },
  { source: /^\.\/hooks\/useBreakpoint$/, importer: /[\\/]antd[\\/]es[\\/]grid[\\/]row\.js$/, to: 'rowBreakpoint.ts' },
  {
    source: /^\.\.\/\.\.\/\.\.\/tree$/,
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    to: 'tree.tsx',
  },
];

function antdLighter(): Plugin {
  return {
    name: 'portal-antd-lighter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const rule = antdRedirects.find((r) => r.source.test(source) && r.importer.test(importer));
      return rule ? fileURLToPath(new URL(`./web/antdLighter/${rule.to}`, import.meta.url)) : null;
    },
  };
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
// Brotli's best: 7 % fewer bytes than quality 9 for about 1.5 s more CPU once per build.
const brotliQuality = 11;

/**
 * Every script, style sheet and page of the build also written compressed beside itself (`x.js.br`,
 * `x.js.gz`), which the server sends to a browser that accepts it (@fastify/static's
 * `preCompressed`). Served plain, the sign-in page's scripts were 570 kB on the wire for the
 * 188 kB that QUALITY.md's budget counts; compressing once here costs no CPU per request. Files
 * under 1 kB stay plain only (a header and a round of decoding for a few bytes).
 */
function precompressed(): Plugin {
  return {
    name: 'portal-precompressed',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const names = Object.keys(bundle).filter((name) => /\.(js|css|html|svg)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          // Read back rather than taken from `bundle`: the bytes on disk are the ones served plain.
          const body = await readFile(file);
          if (body.length < 1000) return;
          const [gz, br] = await Promise.all([
            gzip(body, { level: 9 }),
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

const api = 'http://localhost:3000';

export default defineConfig(({ command }) => {
  const version = command === 'build' ? buildVersion() : `${pkg.version}+dev`;
  return {
    root: fileURLToPath(new URL('./web', import.meta.url)),
    plugins: [react(), versionFile(version), antdLighter(), antdStaticStyles(), antdThemeTokens(), precompressed()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: { codeSplitting: { groups: firstLoadChunks } },
        // antd's own components (@rc-component/*) declare no side effects in their package.json
        // although they have none: without this rule a module stays whenever another of the same
        // package is imported (the table's row selection kept the whole tree component).
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }] },
      },
    },
    server: {
      proxy: {
        '/api': { target: api, changeOrigin: true },
        '/version.json': { target: api, changeOrigin: true },
      },
    },
  };
});
