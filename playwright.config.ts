import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eOrigin, e2ePort, e2eServers } from './e2e/dataDirNote.ts';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';

// Journeys in Debian's Chromium against the built app (`npm run build` first), served by
// e2e/serve.ts on throw-away data directories with the test captcha answer: one server per worker,
// each worker's journeys one after another on its own (e2e/test.ts, decision 0033).
// Debian's headless shell of Chromium (package chromium-headless-shell, which .ci/run installs) —
// the same Blink as /usr/bin/chromium without the full browser around it, which Playwright itself
// runs for headless journeys: on this 2-core machine two specs took 182 s in it and 247 s in the
// full browser (decision 0032). Without it, the full browser; CHROME_PATH chooses another.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROME_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : chromiumPath);

export default defineConfig({
  testDir: 'e2e',
  // E2E_OUTPUT_DIR keeps the failure screenshots and traces of a run whose folder is thrown away
  // (../shared/tools/fresh-clone-ci).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: e2eServers,
  retries: 0,
  reporter: [['list']],
  use: {
    // The first server's; a journey's own is its worker's (e2e/test.ts).
    baseURL: e2eOrigin(0),
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    // The reader's system asks for reduced motion, so the portal draws antd without its motion
    // (web/main.tsx, decision 0031): a dialog or a list is where it will stay when it appears, so a
    // click cannot land on an option still sliding in, and software rendering has far fewer frames.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [...chromiumFlags, '--disable-quic'],
    },
    screenshot: 'only-on-failure',
    // Off unless E2E_TRACE=1 (decision 0023): recording a trace keeps a screencast running, which
    // made every journey 40 % slower on this 2-core machine. A failure still leaves its screenshot
    // and its page snapshot (error-context.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  // The whole run's server log is read for secrets before the server stops (issue 21).
  globalTeardown: './e2e/log-secrets.ts',
  webServer: Array.from({ length: e2eServers }, (_, index) => ({
    // The Node running Playwright (24, via npm scripts or ./node_modules/.bin/node) runs the server too.
    command: `"${process.execPath}" e2e/serve.ts`,
    url: `${e2eOrigin(index)}/api/readyz`,
    env: { E2E_PORT: String(e2ePort(index)) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
