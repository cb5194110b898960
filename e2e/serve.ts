// Starts the built portal for the e2e journeys on a fresh data directory, removed on exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eCaptcha = 'E2E1';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The journeys read the mails the server writes to <DATA_DIR>/mail/*.eml (e2e/helpers.ts).
// Playwright has emptied test-results/ before it starts this server.
const dataDirFile = fileURLToPath(new URL('../test-results/e2e-data-dir.txt', import.meta.url));
fs.mkdirSync(path.dirname(dataDirFile), { recursive: true });
fs.writeFileSync(dataDirFile, dataDir);
const child = spawn(process.execPath, ['server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    CAPTCHA_TEST_ANSWER: e2eCaptcha,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every journey signs in from 127.0.0.1; the default (30 a minute per IP) is for real clients.
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  },
});
const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dataDirFile, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
