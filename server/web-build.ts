// The web app comes with `npm start`: when the project's build (dist/web) is missing or older than
// what it is made from, the start builds it first, then serves it. A fresh build costs one walk
// over the sources' modification times (a few milliseconds), never a build. A WEB_DIR elsewhere is
// the operator's: it is never built here, only reported when it holds no app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `vite build` writes (vite.config.ts): the only WEB_DIR this module builds. */
export const defaultWebDir = (root = projectRoot) => path.join(root, 'dist', 'web');

/** What the build is made from: web/ (with its index.html), contract/ (the web imports it), the config, the dependencies. */
export const webSources: readonly string[] = ['web', 'contract', 'vite.config.ts', 'package.json', 'package-lock.json'];

export type WebBuildState = { state: 'fresh' } | { state: 'missing' } | { state: 'stale'; newer: string };

/** Missing (no index.html), stale (a source file modified after index.html was written) or fresh. */
export function webBuildState(
  webDir: string,
  root = projectRoot,
  sources: readonly string[] = webSources,
): WebBuildState {
  let builtAt: number;
  try {
    builtAt = fs.statSync(path.join(webDir, 'index.html')).mtimeMs;
  } catch {
    return { state: 'missing' };
  }
  for (const source of sources) {
    const newer = firstNewer(path.join(root, source), builtAt);
    if (newer) return { state: 'stale', newer: path.relative(root, newer) };
  }
  return { state: 'fresh' };
}

/**
 * Editors' swap and backup files and the tests beside the code never reach the bundle: changing
 * them is no reason to rebuild.
 */
const notBuilt = (name: string) => name.startsWith('.') || name.endsWith('~') || /\.test\.[cm]?[jt]sx?$/.test(name);

/** The first file at or under `file` modified after `time`, or null. */
function firstNewer(file: string, time: number): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null; // an optional source (no package-lock.json)
  }
  if (!stat.isDirectory()) return stat.mtimeMs > time ? file : null;
  for (const name of fs.readdirSync(file)) {
    if (notBuilt(name)) continue;
    const found = firstNewer(path.join(file, name), time);
    if (found) return found;
  }
  return null;
}

export type EnsureOptions = {
  root?: string;
  log?: (line: string) => void;
  /** Vite's command-line script, or null when Vite is not installed. */
  vite?: string | null;
  /** Runs the build; true when it succeeded. */
  build?: (vite: string, root: string) => Promise<boolean>;
};

const viteScript = (root: string) => {
  const script = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return fs.existsSync(script) ? script : null;
};

/**
 * `vite build` in a child process: the build's memory (bundler, module graph) goes with it instead
 * of staying in the server. Only warnings and errors are printed. Always a production build: Vite
 * writes the environment's NODE_ENV into the libraries, and a server started with NODE_ENV=test (the
 * journeys' servers, when a source had changed since `npm run build`) built an app whose antd parts
 * all took the id 'test-id', so that every dialog was named after the first one in the page.
 */
export function runViteBuild(vite: string, root: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // At the lowest priority: the first start builds while it seeds the database (server/main.ts),
    // and the bundler's threads would otherwise take the core the seed runs on.
    try {
      if (child.pid) os.setPriority(child.pid, 19);
    } catch {
      // not permitted here: the build runs at the server's priority
    }
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Builds the web app first when the project's build is missing or stale; see the top of this file. */
export async function ensureWebBuild(webDir: string, opts: EnsureOptions = {}): Promise<WebBuildState> {
  const root = opts.root ?? projectRoot;
  const log = opts.log ?? ((line: string) => console.info(line));
  if (path.resolve(webDir) !== defaultWebDir(root)) {
    const exists = fs.existsSync(path.join(webDir, 'index.html'));
    if (!exists)
      log(
        `web app: no index.html in WEB_DIR=${webDir}; serving the API only (build it with npm run build and copy dist/web there)`,
      );
    return exists ? { state: 'fresh' } : { state: 'missing' };
  }
  const state = webBuildState(webDir, root);
  if (state.state === 'fresh') return state;
  const why = state.state === 'missing' ? 'build missing' : `build older than its sources (${state.newer})`;
  const vite = opts.vite === undefined ? viteScript(root) : opts.vite;
  if (!vite) {
    log(
      state.state === 'missing'
        ? 'web app: build missing and Vite is not installed (no dev dependencies); serving the API only — run npm run build where they are installed'
        : `web app: ${why} and Vite is not installed (no dev dependencies); serving the build as it is`,
    );
    return state;
  }
  return withBuildLock(root, log, async () => {
    // Another process may have built it while this one waited.
    const now = webBuildState(webDir, root);
    if (now.state === 'fresh') return now;
    log(`web app: ${why}; building it now (a few seconds to a minute) …`);
    const started = Date.now();
    const ok = await (opts.build ?? runViteBuild)(vite, root);
    const after = webBuildState(webDir, root);
    if (ok && after.state !== 'missing') log(`web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    else
      log(
        `web app: the build failed (see above); serving ${after.state === 'missing' ? 'the API only' : 'the previous build'}`,
      );
    return after;
  });
}

/**
 * Several processes started from one checkout at once build once: the first takes the lock (a
 * file holding its pid), the others wait for it and then find the build fresh. A lock whose
 * process is gone (killed mid-build) is taken over.
 */
async function withBuildLock<T>(root: string, log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  const lock = path.join(root, 'dist', '.web-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!lockHolderAlive(lock)) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    if (!announced) log('web app: another process is building it; waiting …');
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const release = () => fs.rmSync(lock, { force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    process.off('exit', release);
    release();
  }
}

function lockHolderAlive(lock: string): boolean {
  let text: string;
  try {
    text = fs.readFileSync(lock, 'utf8').trim();
  } catch {
    return false; // released meanwhile
  }
  if (text === '') return true; // just created, its pid not written yet
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
