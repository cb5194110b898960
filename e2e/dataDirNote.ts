import os from 'node:os';
import path from 'node:path';

/** Where e2e/serve.ts notes the data directory of the server on `port`, for the journeys to read. */
export function e2eDataDirNote(port: string): string {
  return path.join(os.tmpdir(), `portal-e2e-${port}.datadir`);
}
