// The web build: web/ → dist/web, one chunk per page, and a build version that the bundle
// knows (__APP_VERSION__) and the server serves (/version.json) so open tabs can notice a deploy.
// Shared code is chunked by first load (firstLoadChunks), for the budgets of QUALITY.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
 * antd's button and tag styles import `isBright` from the colour picker's presets panel, and with
 * it the panel, Collapse and its motion (~4 KB gzip in every first load); web/colorBrightness.ts
 * holds the one function. Only those two importers are redirected: a colour picker would still
 * get the real panel.
 */
function lightColorRule(): Plugin {
  const own = fileURLToPath(new URL('./web/colorBrightness.ts', import.meta.url));
  return {
    name: 'portal-light-color-rule',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('/color-picker/components/ColorPresets') || !importer) return null;
      return /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(importer) ? own : null;
    },
  };
}

const api = 'http://localhost:3000';

export default defineConfig(({ command }) => {
  const version = command === 'build' ? buildVersion() : `${pkg.version}+dev`;
  return {
    root: fileURLToPath(new URL('./web', import.meta.url)),
    plugins: [react(), versionFile(version), lightColorRule()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunks } } },
    },
    server: {
      proxy: {
        '/api': { target: api, changeOrigin: true },
        '/version.json': { target: api, changeOrigin: true },
      },
    },
  };
});
