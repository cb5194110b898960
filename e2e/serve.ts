// Starts the built portal for the e2e journeys on a fresh data directory, removed on exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eCaptcha, e2eDataDirNote, e2ePort } from './dataDirNote.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The journeys read the mails the server writes to <DATA_DIR>/mail/*.eml (e2e/helpers.ts). The
// note of where that is lives outside test-results/ (Playwright empties that at every start) and
// is named by port, so two runs on different E2E_PORTs never read each other's mail.
// Its own port: playwright.config.ts starts each server with E2E_PORT set to it, so it is the
// first of the ports counted from there.
const port = e2ePort(0);
const dataDirFile = e2eDataDirNote(port);
fs.writeFileSync(dataDirFile, dataDir);
// Everything the server prints, request lines included (info), goes to <DATA_DIR>/server.log too:
// after the journeys e2e/log-secrets.ts reads the whole run's log for secrets.
const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
const child = spawn(process.execPath, ['server/main.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    CAPTCHA_TEST_ANSWER: e2eCaptcha,
    DATA_DIR: dataDir,
    PORT: String(port),
    // E2E_WEB_DIR serves another build than ./dist/web (a second working copy's run).
    WEB_DIR: process.env.E2E_WEB_DIR ?? './dist/web',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every journey signs in from 127.0.0.1; the default (30 a minute per IP) is for real clients.
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  },
});
child.stdout.on('data', (chunk: Buffer) => log.write(chunk));
// Warnings and errors are shown as before (Playwright passes the server's stderr through).
child.stderr.on('data', (chunk: Buffer) => {
  log.write(chunk);
  process.stderr.write(chunk);
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
