// The app secret: APP_SECRET when set; else one generated into DATA_DIR/secret.key (owner-only),
// never overwritten, and the same for processes that start at the same moment.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppSecret, secretFileName } from './secret.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the app secret', () => {
  it('is APP_SECRET when set, and then no file is made', () => {
    const dir = freshDir();
    expect(loadAppSecret({ appSecret: 'x'.repeat(40), dataDir: dir }).toString()).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dir, secretFileName))).toBe(false);
  });

  it('is generated once into DATA_DIR/secret.key, readable by the owner only, and read back afterwards', () => {
    const dir = freshDir();
    const first = loadAppSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dir, secretFileName);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadAppSecret({ dataDir: dir }).equals(first)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([secretFileName]); // no temporary file left behind
  });

  it('keeps a key that is already there', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, secretFileName), `${'k'.repeat(64)}\n`, { mode: 0o600 });
    expect(loadAppSecret({ dataDir: dir }).toString()).toBe('k'.repeat(64));
  });

  it('is the same for processes starting at once on one data directory', async () => {
    const dir = freshDir();
    const module = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'secret.ts')).href;
    const script = `const { loadAppSecret } = await import(${JSON.stringify(module)}); process.stdout.write(loadAppSecret({ dataDir: process.argv[1] }).toString('hex'));`;
    const run = promisify(execFile);
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () => run(process.execPath, ['--input-type=module', '-e', script, dir])),
    );
    const keys = new Set(outputs.map((o) => o.stdout));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBe(loadAppSecret({ dataDir: dir }).toString('hex'));
  });
});
