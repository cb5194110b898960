// The files platform through its routes: upload by stream, Range, zip limits, aborted uploads,
// a shared tmp/ and names with hidden characters.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from '../db/orm.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { multipartBody, pdfOf } from '../test/multipart.ts';
import { downloadRecords, files } from '../db/schema/index.ts';
import { detectKind } from './magic.ts';
import { createFiles, parseRange, safeName, tmpStaleMs } from './files.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  token = await t.signIn('customer@demo.test');
});
afterAll(() => t.close());

async function upload(name: string, content: Buffer, as = token) {
  const body = multipartBody(name, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/common/file/upload',
    headers: { ...t.bearer(as), ...body.headers },
    payload: body.payload,
  });
}

const fileCount = async () => Number((await t.db.select({ n: count() }).from(files))[0].n);
const storedBlobs = () =>
  fs
    .readdirSync(t.files.root, { recursive: true })
    .filter((p) => fs.statSync(path.join(t.files.root, String(p))).isFile()).length;

describe('upload', () => {
  it('stores a stream under its sha256 and answers id, name, size and hash', async () => {
    const content = pdfOf(5000, 'a');
    const res = await upload('../../etc/设计指南.pdf', content);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const sha = (await import('node:crypto')).createHash('sha256').update(content).digest('hex');
    expect(data).toMatchObject({ name: '设计指南.pdf', size: content.length, sha256: sha, kind: 'pdf' });
    const onDisk = path.join(t.dataDir, 'files', sha.slice(0, 2), sha);
    expect(fs.readFileSync(onDisk).equals(content)).toBe(true);
    expect(fs.readdirSync(t.files.tmp)).toEqual([]);
  });

  it('refuses content whose magic bytes are not an accepted kind, leaving nothing', async () => {
    const before = await fileCount();
    const blobs = storedBlobs();
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(2000, 0)]);
    const res = await upload('report.pdf', exe);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(await fileCount()).toBe(before);
    expect(storedBlobs()).toBe(blobs);
    expect(fs.readdirSync(t.files.tmp)).toEqual([]);
  });

  it('refuses a request without a file part', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('leaves no file and no row when the client aborts mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const before = await fileCount();
    const blobs = storedBlobs();
    const body = multipartBody('big.pdf', pdfOf(4 * 1024 * 1024, 'b'));
    const partial = body.payload.subarray(0, body.head.length + 1024 * 1024);
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/common/file/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(partial, () =>
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200),
        );
      });
      socket.on('error', () => resolve());
    });
    // the server notices the closed socket asynchronously
    for (let i = 0; i < 50 && fs.readdirSync(t.files.tmp).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 200));
    expect(fs.readdirSync(t.files.tmp)).toEqual([]);
    expect(await fileCount()).toBe(before);
    expect(storedBlobs()).toBe(blobs);
  });
});

describe('tmp/ shared by several processes on one DATA_DIR', () => {
  const put = (folder: string, ageMs: number) => {
    const dir = path.join(t.files.tmpRoot, folder);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'part'), 'partial');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(dir, 'part'), at, at);
    fs.utimesSync(dir, at, at);
    return dir;
  };
  /** The pid of a process that has ended. */
  const deadPid = async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  };

  it("a start removes the folder of a dead process of this machine at once, and another machine's only when stale", async () => {
    const dead = put(`${os.hostname()}.${await deadPid()}.0badf00d`, 0);
    const alive = put(`${os.hostname()}.${process.pid}.0c0ffee0`, 0);
    const otherFresh = put('other-host.42.12345678', tmpStaleMs - 60_000);
    const otherStale = put('other-host.43.87654321', tmpStaleMs + 60_000);
    createFiles(t.dataDir, t.db);
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(alive)).toBe(true);
    expect(fs.existsSync(otherFresh)).toBe(true);
    expect(fs.existsSync(otherStale)).toBe(false);
    expect(fs.existsSync(t.files.tmp)).toBe(true); // this process's own
    for (const dir of [alive, otherFresh]) fs.rmSync(dir, { recursive: true });
  });

  it('a process whose folder was swept while idle makes it again for its next upload', async () => {
    fs.rmSync(t.files.tmp, { recursive: true });
    const file = await t.files.storeBuffer(pdfOf(2048, 'again'), { name: 'again.pdf' });
    expect(file.size).toBe(pdfOf(2048, 'again').length);
    expect(fs.readdirSync(t.files.tmp)).toEqual([]);
  });

  it('an upload in progress in process A survives process B starting on the same folder', async () => {
    const content = pdfOf(3 * 1024 * 1024, 'inflight');
    const source = new PassThrough();
    const stored = t.files.store(source, { name: 'inflight.pdf' });
    source.write(content.subarray(0, 1024 * 1024));
    // A's part file exists and holds the first MiB before B starts.
    for (
      let i = 0;
      i < 100 && !fs.readdirSync(t.files.tmp).some((n) => fs.statSync(path.join(t.files.tmp, n)).size > 0);
      i++
    )
      await new Promise((r) => setTimeout(r, 10));
    const inFlight = fs.readdirSync(t.files.tmp);
    expect(inFlight).toHaveLength(1);

    createFiles(t.dataDir, t.db); // process B
    expect(fs.readdirSync(t.files.tmp)).toEqual(inFlight);

    source.end(content.subarray(1024 * 1024));
    const file = await stored;
    expect(file.size).toBe(content.length);
    expect(fs.readFileSync(t.files.pathOf(file.sha256)).equals(content)).toBe(true);
    expect(fs.readdirSync(t.files.tmp)).toEqual([]);
  });
});

describe('names with hidden characters', () => {
  const rlo = 'invoice\u202Efdp.exe\u2066\u200F\u0085.pdf';
  const clean = 'invoicefdp.exe.pdf';
  // eslint-disable-next-line no-control-regex
  const hidden = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  const hiddenEncoded = /%E2%80%(8E|8F|AA|AB|AC|AD|AE)|%E2%81%(A6|A7|A8|A9)|%C2%(8|9)/i;

  it('an uploaded name loses them: the stored name, the Content-Disposition and the zip entry never carry them', async () => {
    const res = await upload(rlo, pdfOf(2000, 'rlo'));
    expect(res.statusCode).toBe(200);
    const { fileId, name } = res.json().data as { fileId: number; name: string };
    expect(name).toBe(clean);
    const [row] = await t.db.select().from(files).where(eq(files.id, fileId));
    expect(row.name).toBe(clean);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/common/file/download/${fileId}`,
      headers: t.bearer(token),
    });
    expect(download.statusCode).toBe(200);
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(clean)}`);
    expect(disposition).not.toMatch(hiddenEncoded);

    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/batchDownload',
      headers: t.bearer(token),
      payload: { ids: [fileId] },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from(clean))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('\u202E'))).toBe(false);
  });

  it('a name stored before the cleaning still leaves clean, in the header and in the zip', async () => {
    const stored = (await upload('legacy.pdf', pdfOf(2100, 'legacy'))).json().data.fileId as number;
    await t.db.update(files).set({ name: rlo }).where(eq(files.id, stored));
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/common/file/download/${stored}`,
      headers: t.bearer(token),
    });
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).not.toMatch(hidden);
    expect(disposition).not.toMatch(hiddenEncoded);
    expect(disposition).toContain(encodeURIComponent(clean));
    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/batchDownload',
      headers: t.bearer(token),
      payload: { ids: [stored] },
    });
    expect(zip.rawPayload.includes(Buffer.from(clean))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('\u202E'))).toBe(false);
  });
});

describe('download with Range', () => {
  let id: number;
  let content: Buffer;
  beforeAll(async () => {
    content = pdfOf(100_000, 'r');
    id = (await upload('range.pdf', content)).json().data.fileId;
  });

  it('serves the whole file with length, ETag = sha256 and Accept-Ranges, and records the download', async () => {
    const before = Number((await t.db.select({ n: count() }).from(downloadRecords))[0].n);
    const res = await t.app.inject({ method: 'GET', url: `/api/common/file/download/${id}`, headers: t.bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    const sha = (await import('node:crypto')).createHash('sha256').update(content).digest('hex');
    expect(res.headers.etag).toBe(`"${sha}"`);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''range.pdf");
    expect(Number((await t.db.select({ n: count() }).from(downloadRecords))[0].n)).toBe(before + 1);
  });

  it('answers 206 for a range, and a resume from byte k gives identical bytes', async () => {
    const k = 33_333;
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/common/file/download/${id}`,
      headers: { ...t.bearer(token), range: `bytes=0-${k - 1}` },
    });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${k - 1}/${content.length}`);
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/common/file/download/${id}`,
      headers: { ...t.bearer(token), range: `bytes=${k}-`, 'if-range': first.headers.etag as string },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-length']).toBe(String(content.length - k));
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(content)).toBe(true);
    const suffix = await t.app.inject({
      method: 'GET',
      url: `/api/common/file/download/${id}`,
      headers: { ...t.bearer(token), range: 'bytes=-10' },
    });
    expect(suffix.rawPayload.equals(content.subarray(content.length - 10))).toBe(true);
  });

  it('answers 416 with the size for an unsatisfiable range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/common/file/download/${id}`,
      headers: { ...t.bearer(token), range: `bytes=${content.length}-` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(res.json().code).toBe(416);
  });

  it('404 for a file someone else uploaded', async () => {
    const other = await t.signIn('other@demo.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/common/file/download/${id}`, headers: t.bearer(other) });
    expect(res.statusCode).toBe(404);
  });
});

describe('batch download as zip', () => {
  const ids: number[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 11; i++) ids.push((await upload(`doc-${i}.pdf`, pdfOf(3000, String(i)))).json().data.fileId);
  });

  it('zips 10 files into one streamed archive holding each file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/batchDownload',
      headers: t.bearer(token),
      payload: { ids: ids.slice(0, 10) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.rawPayload;
    expect(res.headers['content-length']).toBe(String(zip.length));
    expect(zip.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    for (let i = 0; i < 10; i++) expect(zip.includes(Buffer.from(`doc-${i}.pdf`))).toBe(true);
    // stored, not deflated: each PDF's bytes appear as they are
    expect(zip.includes(pdfOf(3000, '7'))).toBe(true);
  });

  it('refuses 11 files with 413 and the limit in the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/batchDownload',
      headers: { ...t.bearer(token), 'accept-language': 'en' },
      payload: { ids },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: 'At most 10 files can be chosen' });
  });
});

describe('pure helpers', () => {
  it('parses ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=9-1', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('detects kinds by magic bytes, not names', () => {
    expect(detectKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe('zip');
    expect(detectKind(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]))).toBe('mp4');
    expect(detectKind(Buffer.from('芯片,平台\nNX310,ok\n'))).toBe('text');
    expect(detectKind(Buffer.from([0x4d, 0x5a, 0x00, 0x01]))).toBe('unknown');
  });

  it('keeps only a safe base name', () => {
    expect(safeName('../../etc/passwd')).toBe('passwd');
    expect(safeName('C:\\temp\\a<b>.pdf')).toBe('a_b_.pdf');
    expect(safeName('')).toBe('file');
  });

  it('drops bidi controls, C0 and C1 controls from a name and trims it', () => {
    expect(safeName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeName('\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk.pdf')).toBe(
      'abcdefghijk.pdf',
    );
    expect(safeName(' \u0000re\u0007po\u001Frt\u007F\u0085\u009F.pdf\t ')).toBe('report.pdf');
    expect(safeName('\u202E\u2066 ')).toBe('file');
    expect(safeName('设计指南 v2.pdf')).toBe('设计指南 v2.pdf');
  });
});
