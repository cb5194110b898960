// Hostile requests answer the envelope, never a 500 or Fastify's own body; and a 500 that does
// happen is logged without the client's data (the query, its parameters, the database's message).
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/orm.ts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { multipartBody, pdfOf } from '../test/multipart.ts';
import { loggableError } from './errors.ts';

const logLines: string[] = [];
let t: TestApp;
let token: string;
const secret = 'S3CRET-parameter-7f1c';

beforeAll(async () => {
  t = await makeTestApp({}, { logLines });
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  // A route whose schema takes any string (no shared text builder) and writes it to the database.
  app.post(
    '/api/test/careless',
    {
      config: { access: 'public' },
      schema: { body: z.object({ note: z.any() }), querystring: z.object({ q: z.string().optional() }) },
    },
    async (request) => {
      await t.db.execute(sql`select ${JSON.stringify(request.body.note)}::text, ${request.query.q ?? ''}::text`);
      return { code: 0, msg: 'success', data: null };
    },
  );
  // Database failures that quote the client's value: a broken unique key and a bad cast.
  app.post('/api/test/duplicate', { config: { access: 'public' } }, async () => {
    await t.db.execute(sql`insert into menus (code, kind, name, name_en) values ('M01', 'menu', ${secret}, ${secret})`);
    return null;
  });
  app.get('/api/test/cast', { config: { access: 'public' } }, async () => {
    await t.db.execute(sql`select ${secret}::int`);
    return null;
  });
  // A write that hits a full disk, wrapped the way a stream pipeline or a library rethrows it.
  app.post('/api/test/disk-full', { config: { access: 'public' } }, async () => {
    const enospc = Object.assign(new Error(`ENOSPC: no space left on device, write '/data/tmp/${secret}'`), {
      code: 'ENOSPC',
    });
    throw new Error('store failed', { cause: enospc });
  });
  // The database going away: a refused connection, and PostgreSQL's shutdown (57P01) under drizzle.
  app.get('/api/test/db-down', { config: { access: 'public' } }, async (request) => {
    const cause =
      (request.query as { how?: string }).how === 'shutdown'
        ? Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
            severity: 'FATAL',
          })
        : Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw Object.assign(new Error(`Failed query: select ${secret}`), { name: 'DrizzleQueryError', cause });
  });
  await t.app.ready();
  token = await t.signIn('customer@demo.test');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };

describe('hostile input answers the envelope', () => {
  it('an id beyond int4 is a 400 naming the field, anonymously too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/notice/detail/2147483648', headers: en });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { field: 'id' } });
    expect(res.json().msg).toMatch(/^Invalid input: id /);
  });

  it('a token cookie with a malformed escape is no token: 401, not a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/common/video/1',
      headers: { cookie: 'token=%E0%A4%A', ...en },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('NUL in a feedback subject, a list keyword or a login username is a 400 naming the field', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/common/homepage/custFeedback',
        headers: { ...t.bearer(token), ...en },
        payload: { subject: 'a\u0000b', feedback: 'x' },
        field: 'subject',
      },
      {
        method: 'GET' as const,
        url: '/api/dccpath/dcc/file/list?keyword=a%00b',
        headers: { ...t.bearer(token), ...en },
        field: 'keyword',
      },
      {
        method: 'POST' as const,
        url: '/api/gateway/user/login',
        headers: en,
        payload: { username: 'a\u0000', password: 'x', code: 'abcd' },
        field: 'username',
      },
    ];
    for (const { field, ...request } of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        msg: `Invalid input: ${field} contains control or invalid characters`,
        data: { field },
      });
    }
  });

  it('NUL is refused in path, query and body even where a schema takes anything', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/test/careless',
      headers: en,
      payload: { note: { deep: ['ok', 'a\u0000'] } },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 400, data: { field: 'note.deep.1' } });
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/test/careless?q=%00',
      headers: en,
      payload: { note: 'fine' },
    });
    expect(query.json()).toMatchObject({ code: 400, data: { field: 'q' } });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/test/careless',
      headers: { ...en, 'content-type': 'application/json' },
      payload: '{"note":1,"a\\u0000":2}',
    });
    expect(key.json()).toMatchObject({ code: 400, data: { field: 'a\\0' } });
    const path = await t.app.inject({ method: 'GET', url: '/api/common/notice/detail/%00', headers: en });
    expect(path.json()).toMatchObject({ code: 400, data: { field: 'id' } });
    const fine = await t.app.inject({ method: 'POST', url: '/api/test/careless?q=ok', payload: { note: 'fine' } });
    expect(fine.statusCode).toBe(200);
  });

  it('year-0000 dates are a 400 in release ranges, my downloads and advanced search', async () => {
    const headers = { ...t.bearer(token), ...en };
    for (const url of [
      '/api/dccpath/dcc/file/list?releaseFrom=0000-01-01',
      '/api/common/download/list?releaseTo=0000-01-01',
      '/api/common/download/mine?from=0000-01-01',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toContain('must be a real date between 1970-01-01 and 9999-12-30');
    }
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/common/search/advanced',
      headers,
      payload: { keyword: 'NX', from: '0000-01-01' },
    });
    expect(search.json()).toMatchObject({ code: 400, data: { field: 'from' } });
    const lastDay = await t.app.inject({
      method: 'GET',
      url: '/api/dccpath/dcc/file/list?releaseTo=9999-12-30',
      headers,
    });
    expect(lastDay.statusCode).toBe(200);
  });

  it("a path parameter over 500 characters is the 414 envelope, not Fastify's body", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/common/notice/detail/${'1'.repeat(501)}`, headers: en });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 400, msg: 'A parameter in the request path is too long', data: null });
  });

  it('a path that does not decode is the 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/notice/detail/%E0%A4%A', headers: en });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Malformed request address', data: null });
  });
});

describe('requests the HTTP parser refuses answer the envelope', () => {
  // app.inject never goes through Node's parser: these need a real socket and raw bytes.
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends `raw` on a fresh connection and reads the answer until the server closes it. */
  const rawRequest = (raw: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = text.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
      });
    });

  it('headers over 16 KB are the 431 envelope as JSON, in the caller’s language', async () => {
    for (const [language, msg] of [
      ['en', 'The request headers are too large'],
      ['zh', '请求头过大'],
    ]) {
      const res = await rawRequest(
        `GET /api/common/notice/list HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ${language}\r\n` +
          `X-Filler: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      const body = JSON.parse(res.body);
      expect(body).toEqual({ code: 413, msg: expect.stringContaining(msg), data: null });
    }
  });

  it('a request line or header that does not parse is the 400 envelope', async () => {
    for (const raw of [
      'GARBAGE\r\n\r\n',
      'GET /api/health HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n',
    ]) {
      const res = await rawRequest(raw);
      expect(res.status, raw).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body)).toEqual({ code: 400, msg: '请求格式错误', data: null });
    }
  });
});

describe('malformed uploads', () => {
  const upload = (headers: Record<string, string>, payload: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(token), ...en, ...headers },
      payload,
    });
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

  it('multipart without a boundary is a 400 envelope', async () => {
    const res = await upload({ 'content-type': 'multipart/form-data' }, part('x'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: 'The upload is incomplete or malformed; please upload again',
      data: null,
    });
  });

  it('a multipart body cut short, in the part or in its headers, is a 400 envelope and stores nothing', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from files`);
    for (const payload of [part('cut'), '--cut\r\nContent-Disposition: form-da']) {
      const res = await upload({ 'content-type': 'multipart/form-data; boundary=cut' }, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
    const after = await t.db.execute(sql`select count(*)::int as n from files`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0].n).toBe(
      (before as unknown as { rows: { n: number }[] }).rows[0].n,
    );
  });

  it('too many parts is a 413 envelope', async () => {
    const fields = Array.from(
      { length: 1001 },
      (_, i) => `--many\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    ).join('');
    const res = await upload(
      { 'content-type': 'multipart/form-data; boundary=many' },
      `${fields}${part('many')}\r\n--many--\r\n`,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, data: null });
  });

  it('a well-formed upload still stores the file', async () => {
    const body = multipartBody('ok.pdf', pdfOf(2048));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'ok.pdf', size: 2048, kind: 'pdf' });
  });
});

describe('a full disk', () => {
  it("is a 507 envelope in the caller's language that says nothing was saved, logged as an error", async () => {
    const zh = await t.app.inject({ method: 'POST', url: '/api/test/disk-full', headers: { 'accept-language': 'zh' } });
    expect(zh.statusCode).toBe(507);
    expect(zh.json()).toMatchObject({ code: 507, msg: expect.stringContaining('存储空间不足') });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/disk-full', headers: en });
    expect(res.statusCode).toBe(507);
    const { requestId } = res.json().data;
    expect(res.json()).toEqual({
      code: 507,
      msg: `The server has no storage space left: nothing was saved. Please try again later or contact support (request id ${requestId})`,
      data: { requestId },
    });
    expect(res.body).not.toContain(secret);
    const lines = logLines.filter((line) => line.includes(requestId) && JSON.parse(line).level >= 50);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['storage full']);
  });
});

describe('the database down', () => {
  it('is a 503 envelope with Retry-After that asks to try again, for a refused connection and a shutdown', async () => {
    for (const how of ['refused', 'shutdown']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/test/db-down?how=${how}`, headers: en });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const { requestId } = res.json().data;
      expect(res.json()).toEqual({
        code: 503,
        msg: `The service is briefly unavailable, please try again in a moment (request id ${requestId})`,
        data: { requestId },
      });
      expect(res.body).not.toContain(secret);
    }
    const zh = await t.app.inject({ method: 'GET', url: '/api/test/db-down', headers: { 'accept-language': 'zh' } });
    expect(zh.json().msg).toMatch(/^服务暂时不可用/);
  });
});

describe('the error log keeps no client data', () => {
  const errorLines = (requestId: string) =>
    logLines.filter((line) => line.includes(requestId) && JSON.parse(line).level >= 50);

  it('a broken constraint is logged by SQLSTATE, constraint and table, never the query, its parameters or the detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/duplicate' });
    expect(res.statusCode).toBe(500);
    const lines = errorLines(res.json().data.requestId);
    expect(lines).toHaveLength(1);
    const { error } = JSON.parse(lines[0]);
    expect(error).toMatchObject({
      type: 'DrizzleQueryError',
      database: { code: '23505', constraint: 'menus_pkey', table: 'menus' },
    });
    expect(error.frames.length).toBeGreaterThan(0);
    expect(lines[0]).not.toContain(secret);
    expect(lines[0]).not.toMatch(/insert into|already exists|Key \(/i);
  });

  it('a failed cast whose message quotes the value is logged without it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/cast' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(secret);
    const lines = errorLines(res.json().data.requestId);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).error.database.code).toBe('22P02');
    expect(logLines.join('\n')).not.toContain(secret);
  });

  it('an error thrown as a plain object is logged by its own words, not as [object Object]', () => {
    const lock = { status_code: 500, body: 'failed to acquire lock before timeout' };
    expect(loggableError(lock)).toMatchObject({ type: 'object', message: 'failed to acquire lock before timeout' });
    expect(loggableError({ message: 'gone' }).message).toBe('gone');
    expect(loggableError({ status: 1 }).message).not.toContain('[object Object]');
  });

  it('a frame-like line inside an error message does not pass as a frame', () => {
    const error = new Error(`failed for "x\n    at ${secret} (evil.ts:1:1)"`);
    const logged = loggableError(error);
    expect(JSON.stringify(logged.frames)).not.toContain(secret);
    expect(logged.message).toContain('failed for');
  });
});
