// Disk-full drill (issue 21): the portal's DATA_DIR is a 24 MiB tmpfs (mounted here; needs root)
// and its database a PostgreSQL of its own. A 40 MiB upload fills the disk. Proves, printing the
// figures: the upload is answered 507 with the storage-full message (no 500, no stack); nothing of
// it is left (no partial file in tmp/ or files/, no row); the other requests are served meanwhile
// and after; once the space is back a smaller upload is stored whole. The same for a resumable
// (tus) upload: its PATCH is the 507, and the part is gone once the upload is ended.
//
//   npm run drills                      (with the other drills)
//   node drills/disk-full.ts            (this one alone; DRILL_DATABASE_URL as for scale-out)
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Code } from '../contract/codes.ts';
import { uploadPaths } from '../contract/simulation.ts';

const admin =
  process.env.DRILL_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 3330;
const base = `http://127.0.0.1:${port}`;
const captcha = 'DRL1';
const failures: string[] = [];
function check(what: string, ok: boolean, detail = '') {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(what);
}

const dbName = `portal_diskfull_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`create database ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-diskfull-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dataDir]);
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-diskfull-web-'));

const server = spawn(process.execPath, ['server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test', // the test captcha answer is allowed only here
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: captcha,
    SMTP_URL: '',
  },
});

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
/** Everything under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : []));
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the server never became ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const uuid = crypto.randomUUID();
  await fetch(`${base}/api/codepath/code/getVerificationCodePhoto`, { headers: { 'verify-code': uuid } });
  const login = await fetch(`${base}/api/gateway/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'verify-code': uuid },
    body: JSON.stringify({ username: 'customer@demo.test', password: 'Portal#2026', code: captcha }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'disk.pdf');
    const res = await fetch(`${base}/api/common/file/upload`, { method: 'POST', headers: auth, body: form });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: { fileId?: number } } };
  };
  const profile = async () =>
    ((await (await fetch(`${base}/api/gateway/user/profile`, { headers: auth })).json()) as { code: number }).code;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const rows = async () => Number((await db.query('select count(*)::int as n from files')).rows[0].n);

  const storedBefore = filesUnder(path.join(dataDir, 'files'));
  const rowsBefore = await rows();
  const pdf = (mib: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(mib * 1024 * 1024)]);
  // The other requests while the big one fills the disk.
  const big = upload(pdf(40));
  const during: number[] = [];
  for (let i = 0; i < 10; i++) during.push(await profile());
  const refused = await big;
  check(
    'the upload that fills the disk is answered 507 with the storage-full message',
    refused.status === 507 && refused.body.code === Code.storageFull && /storage|存储/.test(refused.body.msg),
    `${refused.status}: ${refused.body.msg}`,
  );
  const leftInTmp = filesUnder(path.join(dataDir, 'tmp'));
  const newInStore = filesUnder(path.join(dataDir, 'files')).filter((f) => !storedBefore.includes(f));
  const newRows = (await rows()) - rowsBefore;
  check(
    'nothing of it is left: no file in tmp/, no new file in the store, no row',
    leftInTmp.length === 0 && newInStore.length === 0 && newRows === 0,
    `${leftInTmp.length} in tmp, ${newInStore.length} new stored, ${newRows} new rows`,
  );
  const after = await profile();
  check(
    'the other requests are served during and after',
    during.every((c) => c === 0) && after === 0,
    `${during.length} during, 1 after`,
  );
  const small = pdf(2);
  const stored = await upload(small);
  const storedFile = filesUnder(path.join(dataDir, 'files')).find((f) => f.endsWith(sha(small)));
  check(
    'with the space back, a 2 MiB upload is stored whole',
    stored.status === 200 &&
      storedFile !== undefined &&
      sha(fs.readFileSync(path.join(dataDir, 'files', storedFile))) === sha(small),
    `status ${stored.status}`,
  );

  // A resumable upload that fills the disk: the PATCH is the 507 too, and ending it leaves nothing.
  const tusHeaders = { ...auth, 'tus-resumable': '1.0.0' };
  const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), crypto.randomBytes(40 * 1024 * 1024)]);
  const created = await fetch(`${base}/api${uploadPaths.customer}`, {
    method: 'POST',
    headers: {
      ...tusHeaders,
      'upload-length': String(zip.length),
      'upload-metadata': `filename ${Buffer.from('big.zip').toString('base64')},role ${Buffer.from('board').toString('base64')}`,
    },
  });
  const location = `${base}/api${uploadPaths.customer}/${created.headers.get('location')?.split('/').at(-1)}`;
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(zip),
  });
  const patchBody = (await patched.json()) as { code: number; msg: string };
  check(
    'a resumable upload that fills the disk: its PATCH is answered 507 with the storage-full message',
    created.status === 201 && patched.status === 507 && patchBody.code === Code.storageFull,
    `create ${created.status}, PATCH ${patched.status}: ${patchBody.msg}`,
  );
  const ended = await fetch(location, { method: 'DELETE', headers: tusHeaders });
  const parts = filesUnder(path.join(dataDir, 'uploads'));
  check(
    'ended, it leaves nothing; the other requests are still served',
    ended.status === 204 && parts.length === 0 && (await profile()) === 0,
    `DELETE ${ended.status}, ${parts.length} parts left`,
  );
  await db.end();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  execFileSync('umount', [dataDir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
  await adminClient.query(`drop database if exists ${dbName} with (force)`);
  await adminClient.end();
}

console.info(failures.length === 0 ? 'disk-full drill: all proven' : `disk-full drill: ${failures.length} FAILED`);
process.exit(failures.length === 0 ? 0 : 1);
