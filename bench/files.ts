// File figures of QUALITY.md, measured side by side in one run: download of a large file against
// a sendfile() server and a resume from the middle, a batch zip against a single download, and
// an upload against `cp`, with the server's memory growth; each pair in turns, best of
// BENCH_ROUNDS (default 3) each. Sizes: BENCH_FILE_MB (default 1024) and BENCH_UPLOAD_MB (default 500).
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { limits } from '../contract/limits.ts';
import type { FilesPlatform } from '../server/platform/files.ts';

const run = promisify(execFile);
const mb = 1024 * 1024;

/** Writes `size` bytes of incompressible content starting with a PDF header. */
async function makeFile(file: string, size: number) {
  const out = fs.createWriteStream(file);
  const block = crypto.randomBytes(8 * mb);
  Buffer.from('%PDF-1.7\n').copy(block);
  for (let written = 0; written < size; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, size - written));
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    block[9] = (block[9] + 1) % 256; // no two blocks alike
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

/**
 * curl as the client, in its own process like a real one (a client in the server's own event loop
 * would halve what the server can do). Returns seconds, bytes received and the HTTP status.
 */
async function curl(url: string, opts: { headers?: Record<string, string>; json?: unknown; uploadFile?: string } = {}) {
  const args = ['-s', '-o', '/dev/null', '-w', '%{time_total} %{size_download} %{http_code}'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}: ${v}`);
  if (opts.json !== undefined)
    args.push('-H', 'content-type: application/json', '--data-binary', JSON.stringify(opts.json));
  if (opts.uploadFile) args.push('-F', `file=@${opts.uploadFile};type=application/pdf`);
  args.push(url);
  const { stdout } = await run('curl', args);
  const [seconds, bytes, status] = stdout.trim().split(' ').map(Number);
  return { seconds, bytes, status };
}

const rssMb = () => process.memoryUsage().rss / mb;

/**
 * The portal and its yardstick measured in turns, `rounds` times each, best of each kept: a
 * figure taken seconds apart from its yardstick swung with whatever else the machine was doing
 * (a batch zip measured ten seconds after the download it is compared with read 40–114 %).
 */
async function inTurns<A extends { seconds: number }, B extends { seconds: number }>(
  rounds: number,
  yardstick: () => Promise<A>,
  portal: () => Promise<B>,
): Promise<{ yard: A; ours: B }> {
  let yard: A | undefined;
  let ours: B | undefined;
  for (let i = 0; i < rounds; i++) {
    const y = await yardstick();
    if (!yard || y.seconds < yard.seconds) yard = y;
    const o = await portal();
    if (!ours || o.seconds < ours.seconds) ours = o;
  }
  return { yard: yard!, ours: ours! };
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const rate = (bytes: number, seconds: number) => `${(bytes / mb / seconds).toFixed(0)} MB/s`;

export async function benchFiles(opts: {
  app: FastifyInstance;
  files: FilesPlatform;
  baseUrl: string;
  token: string;
  userId: number;
  dir: string;
}) {
  const { baseUrl, token, dir } = opts;
  const fileMb = Number(process.env.BENCH_FILE_MB ?? 1024);
  const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 500);
  const big = path.join(dir, 'big.pdf');
  await makeFile(big, fileMb * mb);
  const stored = await opts.files.store(fs.createReadStream(big, { highWaterMark: mb }), {
    name: 'big.pdf',
    uploadedBy: opts.userId,
  });

  // sendfile() yardstick on the same (cached) file
  const py = spawn(
    'python3',
    [path.join(import.meta.dirname, 'sendfile_server.py'), opts.files.pathOf(stored.sha256)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve) =>
    py.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
  );
  await curl(`http://127.0.0.1:${port}/`); // warm the page cache

  const auth = { authorization: `Bearer ${token}` };
  const rssBefore = rssMb();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const download = () => curl(`${baseUrl}/api/common/file/download/${stored.id}`, { headers: auth });
  const { yard, ours: whole } = await inTurns(rounds, () => curl(`http://127.0.0.1:${port}/`), download);
  py.kill();
  const half = Math.floor(stored.size / 2);
  const resume = await curl(`${baseUrl}/api/common/file/download/${stored.id}`, {
    headers: { ...auth, range: `bytes=${half}-` },
  });
  clearInterval(sampler);

  console.info(
    `download ${fileMb} MiB: sendfile() ${rate(yard.bytes, yard.seconds)}, portal ${rate(whole.bytes, whole.seconds)} = ${((100 * yard.seconds) / whole.seconds).toFixed(1)} % (budget ≥ 60 %); server RSS +${(peak - rssBefore).toFixed(0)} MB (budget < 50 MB)`,
  );
  console.info(
    `resume from the middle: ${resume.bytes === stored.size - half ? 'the remaining bytes only' : `WRONG: ${resume.bytes} bytes`}, ${((100 * resume.seconds) / whole.seconds).toFixed(0)} % of the whole download's time`,
  );

  // batch zip in store mode: the most a batch may hold (10 files), a tenth of the size each,
  // against one download of the whole
  const parts: number[] = [];
  const partMb = fileMb / limits.batchMaxFiles;
  for (let i = 0; i < limits.batchMaxFiles; i++) {
    const part = path.join(dir, `q${i}.pdf`);
    await makeFile(part, Math.floor(partMb * mb));
    parts.push(
      (
        await opts.files.store(fs.createReadStream(part, { highWaterMark: mb }), {
          name: `q${i}.pdf`,
          uploadedBy: opts.userId,
        })
      ).id,
    );
    fs.rmSync(part);
  }
  const zipped = await inTurns(rounds, download, () =>
    curl(`${baseUrl}/api/common/file/batchDownload`, { headers: auth, json: { ids: parts } }),
  );
  const zip = zipped.ours;
  const single = zipped.yard;
  console.info(
    `batch zip of ${limits.batchMaxFiles} × ${partMb.toFixed(1)} MiB: ${rate(zip.bytes, zip.seconds)} = ${((100 * (zip.bytes / zip.seconds)) / (single.bytes / single.seconds)).toFixed(1)} % of a single download in the same turns (budget ≥ 80 %)`,
  );

  // upload against cp of the same file
  const upload = path.join(dir, 'upload.pdf');
  await makeFile(upload, uploadMb * mb);
  const copy = async () => {
    const started = process.hrtime.bigint();
    await run('cp', [upload, path.join(dir, 'copy.pdf')]);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    fs.rmSync(path.join(dir, 'copy.pdf'));
    return { seconds };
  };
  // The bare servers (upload_yard.ts), each in its own process like curl.
  const yards = await Promise.all(
    [[], ['read']].map(async (mode) => {
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'upload_yard.ts'), dir, ...mode], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const port = await new Promise<number>((resolve) =>
        child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
      );
      return { child, url: `http://127.0.0.1:${port}/` };
    }),
  );
  const [hashing, reading] = yards;
  const upBefore = rssMb();
  let upPeak = upBefore;
  const upSampler = setInterval(() => {
    upPeak = Math.max(upPeak, rssMb());
  }, 50);
  // cp, the two bare servers and the portal in turns, best of each (inTurns, for four).
  const portal = () => curl(`${baseUrl}/api/common/file/upload`, { headers: auth, uploadFile: upload });
  let [cpSeconds, readSeconds, bareSeconds] = [Infinity, Infinity, Infinity];
  let up: Awaited<ReturnType<typeof portal>> | undefined;
  for (let i = 0; i < rounds; i++) {
    cpSeconds = Math.min(cpSeconds, (await copy()).seconds);
    readSeconds = Math.min(readSeconds, (await curl(reading.url, { uploadFile: upload })).seconds);
    bareSeconds = Math.min(bareSeconds, (await curl(hashing.url, { uploadFile: upload })).seconds);
    const ours = await portal();
    if (!up || ours.seconds < up.seconds) up = ours;
  }
  clearInterval(upSampler);
  for (const yard of yards) yard.child.kill('SIGTERM');
  if (!up) throw new Error('BENCH_ROUNDS must be at least 1');
  console.info(
    `upload ${uploadMb} MB: cp ${rate(uploadMb * mb, cpSeconds)}, portal ${rate(uploadMb * mb, up.seconds)} = ${((100 * cpSeconds) / up.seconds).toFixed(1)} % (QUALITY.md: ≥ 50 %; decision 0030); server RSS +${(upPeak - upBefore).toFixed(0)} MB (budget < 64 MB)${up.status === 200 ? '' : `; HTTP ${up.status}`}`,
  );
  const ofCp = (seconds: number) => `${((100 * cpSeconds) / seconds).toFixed(1)} % of cp`;
  console.info(
    `  bare node:http servers: reading the body alone ${rate(uploadMb * mb, readSeconds)} = ${ofCp(readSeconds)}; reading, hashing and writing it ${rate(uploadMb * mb, bareSeconds)} = ${ofCp(bareSeconds)}`,
  );
  console.info(
    `  the portal = ${((100 * bareSeconds) / up.seconds).toFixed(1)} % of the bare server that hashes and writes (budget ≥ 80 %, decision 0030)`,
  );
  fs.rmSync(big);
  fs.rmSync(upload);
}
