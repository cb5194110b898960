// Crash drill (issue 21): the portal on PGlite (as `npm start` runs it) is killed with SIGKILL at
// 20 points while it takes an upload and acknowledges writes, and started again each time.
// Proves, printing the figures: 20 clean restarts of PGlite; every write the server acknowledged
// is in the database after the restart; no row points at a missing file or at one whose bytes do
// not hash to its name; no partial file in the store; the dead process's temporary files are
// swept at the next start.
//
//   npm run drills            (with the other drills)
//   node drills/crash.ts      (this one alone; DRILL_KILLS sets the number of kills, 20 by default)
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';

const kills = Number(process.env.DRILL_KILLS ?? 20);
const port = 3320;
const base = `http://127.0.0.1:${port}`;
const captcha = 'DRL1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-web-'));
const failures: string[] = [];
function check(what: string, ok: boolean, detail = '') {
  if (!ok || process.env.DRILL_VERBOSE) console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(what);
}

function start(): ChildProcess {
  return spawn(process.execPath, ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test', // the test captcha answer is allowed only here
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_ANSWER: captcha,
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      SMTP_URL: '',
    },
  });
}

async function ready(child: ChildProcess): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/readyz`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server never became ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(): Promise<string> {
  const uuid = crypto.randomUUID();
  await fetch(`${base}/api/codepath/code/getVerificationCodePhoto`, { headers: { 'verify-code': uuid } });
  const res = await fetch(`${base}/api/gateway/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'verify-code': uuid },
    body: JSON.stringify({ username: 'customer@demo.test', password: 'Portal#2026', code: captcha }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** An upload sent slowly, in 64 KiB pieces, so that the kill lands inside it; resolves when answered or cut. */
function slowUpload(token: string, bytes: Buffer): Promise<number | null> {
  const boundary = `drill${crypto.randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crash.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, bytes, tail]);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let at = 0; at < body.length; at += 64 * 1024) {
        controller.enqueue(body.subarray(at, at + 64 * 1024));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      controller.close();
    },
  });
  return fetch(`${base}/api/common/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: 'half',
  } as RequestInit)
    .then(async (res) => ((await res.json()) as { data: { fileId: number } }).data.fileId)
    .catch(() => null);
}

/** Writes one after another until the kill; answers the subjects the server acknowledged (code 0). */
async function writeUntilCut(token: string, round: number, stop: { cut: boolean }): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let i = 0; !stop.cut; i++) {
    const subject = `crash ${round}.${i}`;
    try {
      const res = await fetch(`${base}/api/common/homepage/custFeedback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ subject, feedback: 'written under the crash drill' }),
      });
      if (((await res.json()) as { code: number }).code === 0) acknowledged.push(subject);
    } catch {
      break; // the connection died with the process
    }
  }
  return acknowledged;
}

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** With the server down: the database opens cleanly and agrees with the store. */
async function inspect(acknowledged: string[], uploadedIds: number[]) {
  const handle = await openDatabase({ dir: path.join(dataDir, 'pglite') });
  try {
    const rows = (await handle.db.execute(sql`select id, sha256, size from files`)) as unknown as {
      rows: { id: number; sha256: string; size: number }[];
    };
    const store = path.join(dataDir, 'files');
    let missing = 0;
    let wrong = 0;
    const referenced = new Set<string>();
    for (const row of rows.rows) {
      const file = path.join(store, row.sha256.slice(0, 2), row.sha256);
      referenced.add(file);
      if (!fs.existsSync(file)) missing++;
      else if (
        fs.statSync(file).size !== Number(row.size) ||
        (uploadedIds.includes(row.id) && sha(file) !== row.sha256)
      )
        wrong++;
    }
    // Whatever sits in the store is whole: its bytes hash to its name (a partial file never gets there).
    let partial = 0;
    for (const dir of fs.readdirSync(store))
      for (const name of fs.readdirSync(path.join(store, dir))) {
        const file = path.join(store, dir, name);
        if (!referenced.has(file) && sha(file) !== name) partial++;
      }
    const subjects = (await handle.db.execute(
      sql`select subject from feedbacks where subject like 'crash %'`,
    )) as unknown as { rows: { subject: string }[] };
    const present = new Set(subjects.rows.map((r) => r.subject));
    const lost = acknowledged.filter((s) => !present.has(s)).length;
    return { files: rows.rows.length, missing, wrong, partial, lost };
  } finally {
    await handle.close();
  }
}

let server = start();
const firstStart = await ready(server);
const totals = {
  acknowledged: 0,
  lost: 0,
  missing: 0,
  wrong: 0,
  partial: 0,
  unswept: 0,
  leftBehind: 0,
  uploads: 0,
  restarts: [] as number[],
};
try {
  for (let round = 0; round < kills; round++) {
    const token = await signIn();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(4 * 1024 * 1024 + round)]);
    const stop = { cut: false };
    const upload = slowUpload(token, bytes);
    const writes = writeUntilCut(token, round, stop);
    // The kill lands at one of `kills` points spread over the upload's ~1.5 s (some cut it, the
    // last ones come after it) and the writes beside it.
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.round((round * 2400) / kills)));
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    stop.cut = true;
    const uploadedId = await upload;
    if (uploadedId) totals.uploads++;
    const acknowledged = await writes;
    totals.acknowledged += acknowledged.length;

    const seen = await inspect(acknowledged, uploadedId ? [uploadedId] : []);
    totals.lost += seen.lost;
    totals.missing += seen.missing;
    totals.wrong += seen.wrong;
    totals.partial += seen.partial;

    // The killed process's temporary folder is there (it may hold the cut upload) and gone once the next one is up.
    const tmp = path.join(dataDir, 'tmp');
    totals.leftBehind += fs.readdirSync(tmp).length;
    server = start();
    totals.restarts.push(await ready(server));
    const leftovers = fs.readdirSync(tmp).filter((name) => !name.includes(`.${server.pid}.`));
    totals.unswept += leftovers.length;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

check(`${kills} kills, ${kills} clean restarts of PGlite`, totals.restarts.length === kills);
check('every acknowledged write is present after the restart', totals.lost === 0, `${totals.lost} lost`);
check('no row points at a missing file', totals.missing === 0, `${totals.missing} missing`);
check('no stored file differs from its row', totals.wrong === 0, `${totals.wrong} differ`);
check('no partial file in the store', totals.partial === 0, `${totals.partial} partial`);
check(
  'the killed processes’ temporary files are swept at the next start',
  totals.leftBehind >= kills && totals.unswept === 0,
  `${totals.unswept} left`,
);
const slowest = Math.max(...totals.restarts);
console.info(
  `crash drill: ${kills} SIGKILLs during uploads and writes (first start ${firstStart} ms, restarts ${Math.min(...totals.restarts)}–${slowest} ms); ` +
    `${totals.acknowledged} writes acknowledged, ${totals.lost} lost; ${totals.uploads} uploads finished before their kill; ` +
    `${totals.missing} rows without their file, ${totals.wrong} files unlike their row, ${totals.partial} partial files; ${totals.leftBehind} temporary folders of killed processes, ${totals.unswept} left after the next start`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(webDir, { recursive: true, force: true });
console.info(failures.length === 0 ? 'crash drill: all proven' : `crash drill: ${failures.length} FAILED`);
process.exit(failures.length === 0 ? 0 : 1);
