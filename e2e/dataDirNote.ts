// What e2e/serve.ts and the journeys share, in a file without side effects (importing serve.ts
// would start a second server).
import os from 'node:os';
import path from 'node:path';

/** Where e2e/serve.ts notes the data directory of the server on `port`, for the journeys to read. */
export function e2eDataDirNote(port: string): string {
  return path.join(os.tmpdir(), `portal-e2e-${port}.datadir`);
}

/** The captcha answer the e2e server is started with (CAPTCHA_TEST_ANSWER). */
export const e2eCaptcha = 'E2E1';
