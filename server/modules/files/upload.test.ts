// POST /common/file/upload over a real connection: what becomes of the connection when the body is
// not read to its end, and the kinds of form the old reader (busboy) got wrong.
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/app.ts';
import { multipartBody, pdfOf } from '../../test/multipart.ts';

let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  token = await t.signIn('customer@demo.test');
});
afterAll(() => t.close());

const uploadHead = (boundary: string, length: number) =>
  `POST /api/common/file/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;

/** Sends `requests` on one connection; answers the status lines received and whether the server closed it within 2 s. */
function converse(requests: (string | Buffer)[], expectAnswers: number) {
  return new Promise<{ statuses: string[]; closedByServer: boolean; text: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      for (const r of requests) socket.write(r);
    });
    let text = '';
    let closedByServer = false;
    let closedByUs = false;
    const done = () => resolve({ statuses: text.match(/HTTP\/1\.1 \d+/g) ?? [], closedByServer, text });
    const timer = setTimeout(() => {
      closedByUs = true;
      socket.destroy();
      done();
    }, 2000);
    socket.on('error', () => {});
    socket.on('data', (d: Buffer) => {
      text += d.toString('latin1');
      if ((text.match(/HTTP\/1\.1 \d+/g) ?? []).length >= expectAnswers && /\r\n\r\n[\s\S]*\}$/.test(text)) {
        clearTimeout(timer);
        setTimeout(() => {
          closedByUs = true;
          socket.destroy();
          done();
        }, 300);
      }
    });
    // The server closing while the client still sends shows as an end or as a reset.
    socket.on('close', () => {
      closedByServer = !closedByUs;
      clearTimeout(timer);
      done();
    });
  });
}

describe('the connection after an upload', () => {
  it('is closed when the upload is refused before its body is all read', async () => {
    const head = Buffer.from(
      `--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--cutXX\r\n`,
    );
    const rest = Buffer.alloc(8 * 1024 * 1024, 'j'); // never read: the body is malformed before it
    const { statuses, closedByServer, text } = await converse(
      [uploadHead('cut', head.length + rest.length), head, rest],
      1,
    );
    expect(statuses).toEqual(['HTTP/1.1 400']);
    expect(text).toMatch(/connection: close/i);
    expect(closedByServer).toBe(true);
  });

  it('serves the next request when parts follow the file (read and dropped)', async () => {
    const body = multipartBody('first.pdf', pdfOf(3000, 'f'));
    const after = Buffer.from(
      `--${body.boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'n'.repeat(2 * 1024 * 1024)}\r\n--${body.boundary}--\r\n`,
    );
    // the file part, closed by a delimiter that opens another part instead of ending the form
    const file = body.payload.subarray(0, body.payload.length - body.tail.length);
    const payload = Buffer.concat([file, Buffer.from('\r\n'), after]);
    const next = `GET /api/common/file/download/0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    const { statuses } = await converse([uploadHead(body.boundary, payload.length), payload, next], 2);
    expect(statuses).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
  });
});

describe('the bytes stored', () => {
  it('are those sent, over a real connection, with chunks ending where a delimiter might begin', async () => {
    // Half the bytes CR: many chunks read off the socket end with bytes the parser holds back,
    // some of them just as a batch of chunks leaves for the worker thread.
    const content = crypto.randomBytes(24 * 1024 * 1024 + 7);
    for (let i = 0; i < content.length; i++) if (content[i] & 1) content[i] = 13;
    content.write('%PDF-1.4\n');
    const body = multipartBody('cr.pdf', content);
    const res = await fetch(`http://127.0.0.1:${port}/api/common/file/upload`, {
      method: 'POST',
      headers: { ...t.bearer(token), ...body.headers },
      body: body.payload,
    });
    expect(res.status).toBe(200);
    const { sha256, size } = (await res.json()).data as { sha256: string; size: number };
    expect(size).toBe(content.length);
    expect(sha256).toBe(crypto.createHash('sha256').update(content).digest('hex'));
  });
});

describe('forms the old reader got wrong', () => {
  it('stores an application/octet-stream part without a file name, named "file" (it was a 500)', async () => {
    const boundary = 'octet';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      pdfOf(2000, 'o'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'file', size: 2000, kind: 'pdf' });
  });

  it('refuses a delimiter followed by anything but CRLF or "--" (busboy dropped the bytes and stored the rest)', async () => {
    const body = multipartBody('a.pdf', pdfOf(2000, 'd'));
    const payload = Buffer.concat([
      body.payload.subarray(0, body.payload.length - body.tail.length),
      Buffer.from(`\r\n--${body.boundary}XX\r\n`),
      body.tail,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { ...t.bearer(token), ...body.headers, 'accept-language': 'en' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The upload is incomplete or malformed; please upload again');
  });
});
