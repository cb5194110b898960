// The web build: web/ → dist/web, one chunk per page, and a build version that the bundle
// knows (__APP_VERSION__) and the server serves (/version.json) so open tabs can notice a deploy.
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

const api = 'http://localhost:3000';

export default defineConfig(({ command }) => {
  const version = command === 'build' ? buildVersion() : `${pkg.version}+dev`;
  return {
    root: fileURLToPath(new URL('./web', import.meta.url)),
    plugins: [react(), versionFile(version)],
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      target: 'es2022',
    },
    server: {
      proxy: {
        '/api': { target: api, changeOrigin: true },
        '/version.json': { target: api, changeOrigin: true },
      },
    },
  };
});
