// The application's secret key (HMAC of mailed codes …): APP_SECRET when set, else one generated
// once into DATA_DIR/secret.key. Processes sharing a DATA_DIR must agree on it even when they start
// at the same moment, so the file appears whole or not at all and is never overwritten.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const secretFileName = 'secret.key';

/** The secret as bytes: `appSecret` if given, else the one in `dataDir`, created if missing. */
export function loadAppSecret(opts: { appSecret?: string; dataDir: string }): Buffer {
  if (opts.appSecret) return Buffer.from(opts.appSecret, 'utf8');
  const file = path.join(opts.dataDir, secretFileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(temp, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      // A hard link never replaces an existing file: of processes racing here, the first one wins
      // and every other one reads its key below.
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`${file} holds no usable key (remove it to generate a new one, or set APP_SECRET)`);
  return Buffer.from(key, 'utf8');
}
