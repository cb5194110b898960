// The files platform through its routes: upload by stream, Range, zip limits, aborted uploads.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { multipartBody, pdfOf } from '../test/multipart.ts';
import { downloadRecords, files } from '../db/schema/index.ts';
import { detectKind } from './magic.ts';
import { parseRange, safeName } from './files.ts';

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
  return t.app.inject({ method: 'POST', url: '/api/common/file/upload', headers: { ...t.bearer(as), ...body.headers }, payload: body.payload });
}

const fileCount = async () => Number((await t.db.select({ n: count() }).from(files))[0].n);
const storedBlobs = () => fs.readdirSync(t.files.root, { recursive: true }).filter((p) => fs.statSync(path.join(t.files.root, String(p))).isFile()).length;

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
    const res = await t.app.inject({ method: 'POST', url: '/api/common/file/upload', headers: { ...t.bearer(token), 'content-type': 'application/json' }, payload: '{}' });
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
        socket.write(`POST /api/common/file/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`);
        socket.write(partial, () => setTimeout(() => { socket.destroy(); resolve(); }, 200));
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
    const first = await t.app.inject({ method: 'GET', url: `/api/common/file/download/${id}`, headers: { ...t.bearer(token), range: `bytes=0-${k - 1}` } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${k - 1}/${content.length}`);
    const rest = await t.app.inject({ method: 'GET', url: `/api/common/file/download/${id}`, headers: { ...t.bearer(token), range: `bytes=${k}-`, 'if-range': first.headers.etag as string } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-length']).toBe(String(content.length - k));
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(content)).toBe(true);
    const suffix = await t.app.inject({ method: 'GET', url: `/api/common/file/download/${id}`, headers: { ...t.bearer(token), range: 'bytes=-10' } });
    expect(suffix.rawPayload.equals(content.subarray(content.length - 10))).toBe(true);
  });

  it('answers 416 with the size for an unsatisfiable range', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/common/file/download/${id}`, headers: { ...t.bearer(token), range: `bytes=${content.length}-` } });
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
    const res = await t.app.inject({ method: 'POST', url: '/api/common/file/batchDownload', headers: t.bearer(token), payload: { ids: ids.slice(0, 10) } });
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
    const res = await t.app.inject({ method: 'POST', url: '/api/common/file/batchDownload', headers: { ...t.bearer(token), 'accept-language': 'en' }, payload: { ids } });
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
});
