// What e2e/serve.ts, playwright.config.ts and the journeys share, in a file without side effects
// (importing serve.ts would start a second server).
import os from 'node:os';
import path from 'node:path';

/**
 * How many e2e servers (and Playwright workers) run: E2E_SERVERS, 2 by default. One worker left a
 * quarter of this 2-core machine idle while its journeys waited on the server or the browser.
 */
export const e2eServers = Math.max(1, Math.trunc(Number(process.env.E2E_SERVERS ?? 2)) || 1);

/** The port of server `index` (0-based): E2E_PORT (3100 by default) and the ones after it. */
export function e2ePort(index: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + index;
}

/** The origin the journeys of worker `parallelIndex` talk to. */
export function e2eOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${e2ePort(parallelIndex)}`;
}

/** Where e2e/serve.ts notes the data directory of the server on `port`, for the journeys to read. */
export function e2eDataDirNote(port: number): string {
  return path.join(os.tmpdir(), `portal-e2e-${port}.datadir`);
}

/** The captcha answer the e2e server is started with (CAPTCHA_TEST_ANSWER). */
export const e2eCaptcha = 'E2E1';
