// The built web app on the wire: a browser that accepts br or gzip gets the compressed form the
// build wrote beside each file (vite.config.ts, `precompressed`), a client that accepts neither
// gets the file itself, and a history-mode route is index.html either way. The bytes are checked
// by decoding them, not by the header alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
const script = `export const page = ${JSON.stringify('签名 sign-in '.repeat(400))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/page-abc123.js"></script></head><body>${'<!-- portal -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-')), 'web');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const write = (name: string, body: string, compressed: boolean) => {
    fs.writeFileSync(path.join(dir, name), body);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  };
  write('index.html', html, true);
  write('assets/page-abc123.js', script, true);
  write('assets/tiny-abc123.css', 'a{color:red}', false); // under 1 kB: the build leaves it plain
  t = await makeTestApp({ WEB_DIR: dir });
});
afterAll(async () => {
  const webDir = t.config.webDir;
  await t.close();
  fs.rmSync(path.dirname(webDir), { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app, compressed on the wire', () => {
  it('sends a script as brotli to a browser that accepts it, cached for a year, varying by Accept-Encoding', async () => {
    const res = await get('/assets/page-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/page-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no encoding, and where no compressed form was written', async () => {
    const plain = await get('/assets/page-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await get('/assets/tiny-abc123.css', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{color:red}');
  });

  it('answers a history-mode route and the root with index.html, compressed and never cached', async () => {
    for (const url of ['/dcc', '/']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('never hands out a compressed file by its own name as something else', async () => {
    const res = await get('/assets/page-abc123.js.br');
    // Asked for by name it is an opaque file, not a script the browser would run decoded.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });
});
