// When `npm start` builds the web app first: the staleness decision on temporary folders, and what
// the start does in each case with a stand-in for Vite (no real build here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureWebBuild, runViteBuild, webBuildState } from './web-build.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A project with sources last modified an hour ago; `built` writes dist/web/index.html at `builtAgoMs`. */
function project(opts: { built?: number } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-build-'));
  roots.push(root);
  const files = [
    'web/index.html',
    'web/main.tsx',
    'web/pages/home/Home.tsx',
    'contract/limits.ts',
    'vite.config.ts',
    'package.json',
    'package-lock.json',
  ];
  for (const file of files) write(root, file, 'x', 3_600_000);
  if (opts.built !== undefined) write(root, 'dist/web/index.html', '<div id="root"></div>', opts.built);
  return { root, webDir: path.join(root, 'dist', 'web') };
}

function write(root: string, file: string, content: string, agoMs: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  const at = new Date(Date.now() - agoMs);
  fs.utimesSync(full, at, at);
}

describe('webBuildState', () => {
  it('is missing without dist/web/index.html', () => {
    const { root, webDir } = project();
    expect(webBuildState(webDir, root)).toEqual({ state: 'missing' });
    fs.mkdirSync(webDir, { recursive: true });
    expect(webBuildState(webDir, root)).toEqual({ state: 'missing' });
  });

  it('is fresh when index.html is newer than every source', () => {
    const { root, webDir } = project({ built: 60_000 });
    expect(webBuildState(webDir, root)).toEqual({ state: 'fresh' });
  });

  it('is stale when any source was modified after the build, naming it', () => {
    for (const source of [
      'web/pages/home/Home.tsx',
      'web/index.html',
      'contract/limits.ts',
      'vite.config.ts',
      'package.json',
      'package-lock.json',
    ]) {
      const { root, webDir } = project({ built: 60_000 });
      write(root, source, 'changed', 1_000);
      expect(webBuildState(webDir, root), source).toEqual({ state: 'stale', newer: source });
    }
  });

  it('a new source file makes it stale; tests, dotfiles and backups beside the code do not', () => {
    const { root, webDir } = project({ built: 60_000 });
    write(root, 'web/api/request.test.ts', 'test', 1_000);
    write(root, 'web/pages/.Home.tsx.swp', 'swap', 1_000);
    write(root, 'contract/limits.ts~', 'backup', 1_000);
    expect(webBuildState(webDir, root)).toEqual({ state: 'fresh' });
    write(root, 'web/pages/Added.tsx', 'new', 1_000);
    expect(webBuildState(webDir, root)).toEqual({ state: 'stale', newer: path.join('web', 'pages', 'Added.tsx') });
  });

  it('an optional source that does not exist (no package-lock.json) is no reason to build', () => {
    const { root, webDir } = project({ built: 60_000 });
    fs.rmSync(path.join(root, 'package-lock.json'));
    expect(webBuildState(webDir, root)).toEqual({ state: 'fresh' });
  });
});

describe('ensureWebBuild', () => {
  /** A stand-in for Vite that writes index.html as a build would. */
  function fakeBuild(calls: string[], ok = true) {
    return async (vite: string, root: string) => {
      calls.push(vite);
      if (ok) write(root, 'dist/web/index.html', '<div id="root"></div>', 0);
      return ok;
    };
  }

  it('builds a missing build first, saying so in a line, and reports the time', async () => {
    const { root, webDir } = project();
    const lines: string[] = [];
    const calls: string[] = [];
    const state = await ensureWebBuild(webDir, {
      root,
      log: (l) => lines.push(l),
      vite: '/vite.js',
      build: fakeBuild(calls),
    });
    expect(calls).toEqual(['/vite.js']);
    expect(state).toEqual({ state: 'fresh' });
    expect(lines[0]).toBe('web app: build missing; building it now (a few seconds to a minute) …');
    expect(lines[1]).toMatch(/^web app: built in \d+\.\d s$/);
    expect(fs.existsSync(path.join(root, 'dist', '.web-build.lock'))).toBe(false);
  });

  it('rebuilds a build older than its sources, naming the newer source', async () => {
    const { root, webDir } = project({ built: 60_000 });
    write(root, 'contract/limits.ts', 'changed', 1_000);
    const lines: string[] = [];
    const calls: string[] = [];
    await ensureWebBuild(webDir, { root, log: (l) => lines.push(l), vite: '/vite.js', build: fakeBuild(calls) });
    expect(calls).toHaveLength(1);
    expect(lines[0]).toBe(
      `web app: build older than its sources (${path.join('contract', 'limits.ts')}); building it now (a few seconds to a minute) …`,
    );
  });

  it('never builds a fresh build, and says nothing', async () => {
    const { root, webDir } = project({ built: 60_000 });
    const lines: string[] = [];
    const calls: string[] = [];
    expect(
      await ensureWebBuild(webDir, { root, log: (l) => lines.push(l), vite: '/vite.js', build: fakeBuild(calls) }),
    ).toEqual({ state: 'fresh' });
    expect(calls).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('without Vite (a production install) and without a build: one line, the API only, no build', async () => {
    const { root, webDir } = project();
    const lines: string[] = [];
    const calls: string[] = [];
    expect(
      await ensureWebBuild(webDir, { root, log: (l) => lines.push(l), vite: null, build: fakeBuild(calls) }),
    ).toEqual({ state: 'missing' });
    expect(calls).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^web app: build missing and Vite is not installed .*serving the API only/);
  });

  it('a WEB_DIR outside the project is never built: a missing one is one warning', async () => {
    const { root } = project();
    const elsewhere = path.join(root, 'elsewhere', 'web');
    const lines: string[] = [];
    const calls: string[] = [];
    expect(
      await ensureWebBuild(elsewhere, { root, log: (l) => lines.push(l), vite: '/vite.js', build: fakeBuild(calls) }),
    ).toEqual({ state: 'missing' });
    expect(calls).toEqual([]);
    expect(lines).toEqual([
      `web app: no index.html in WEB_DIR=${elsewhere}; serving the API only (build it with npm run build and copy dist/web there)`,
    ]);
    write(root, 'elsewhere/web/index.html', 'old', 7_200_000); // older than the sources: still not built
    lines.length = 0;
    await ensureWebBuild(elsewhere, { root, log: (l) => lines.push(l), vite: '/vite.js', build: fakeBuild(calls) });
    expect(calls).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('a failed build says so and what is served', async () => {
    const { root, webDir } = project();
    const lines: string[] = [];
    expect(
      await ensureWebBuild(webDir, { root, log: (l) => lines.push(l), vite: '/vite.js', build: fakeBuild([], false) }),
    ).toEqual({ state: 'missing' });
    expect(lines.at(-1)).toBe('web app: the build failed (see above); serving the API only');
  });

  it('two starts at once build once: the second waits for the first and finds the build fresh', async () => {
    const { root, webDir } = project();
    const calls: string[] = [];
    const lines: string[] = [];
    let finish!: () => void;
    const slow = async (vite: string, r: string) => {
      calls.push(vite);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      write(r, 'dist/web/index.html', '<div id="root"></div>', 0);
      return true;
    };
    const first = ensureWebBuild(webDir, { root, log: (l) => lines.push(`1 ${l}`), vite: '/vite.js', build: slow });
    while (calls.length === 0) await new Promise((r) => setTimeout(r, 5));
    const second = ensureWebBuild(webDir, { root, log: (l) => lines.push(`2 ${l}`), vite: '/vite.js', build: slow });
    await new Promise((r) => setTimeout(r, 50));
    finish();
    expect(await first).toEqual({ state: 'fresh' });
    expect(await second).toEqual({ state: 'fresh' });
    expect(calls).toHaveLength(1);
    expect(lines).toContain('2 web app: another process is building it; waiting …');
  });

  it('takes over the lock of a build whose process is gone', async () => {
    const { root, webDir } = project();
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', '.web-build.lock'), '999999999');
    const calls: string[] = [];
    expect(await ensureWebBuild(webDir, { root, log: () => {}, vite: '/vite.js', build: fakeBuild(calls) })).toEqual({
      state: 'fresh',
    });
    expect(calls).toHaveLength(1);
  });
});

describe('runViteBuild', () => {
  it('builds at the lowest priority, so that a first start seeding beside it keeps its core', async () => {
    const { root } = project();
    // A stand-in for vite.js: notes its own priority once running (set just after the spawn), then succeeds.
    const script = path.join(root, 'fake-vite.mjs');
    const noted = path.join(root, 'priority.txt');
    fs.writeFileSync(
      script,
      `import fs from 'node:fs'; import os from 'node:os';
       setTimeout(() => fs.writeFileSync(${JSON.stringify(noted)}, String(os.getPriority())), 300);`,
    );
    expect(await runViteBuild(script, root)).toBe(true);
    expect(fs.readFileSync(noted, 'utf8')).toBe('19');
  });

  it('builds for production whatever NODE_ENV the server runs with (the libraries read it at build)', async () => {
    const { root } = project();
    const script = path.join(root, 'fake-vite.mjs');
    const noted = path.join(root, 'node-env.txt');
    fs.writeFileSync(
      script,
      `import fs from 'node:fs'; fs.writeFileSync(${JSON.stringify(noted)}, String(process.env.NODE_ENV));`,
    );
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'test'; // as the journeys' servers run
    try {
      expect(await runViteBuild(script, root)).toBe(true);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(fs.readFileSync(noted, 'utf8')).toBe('production');
  });
});
