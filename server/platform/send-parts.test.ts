// Response bodies written from files through reused buffers, over a real socket: the bytes in
// order however slowly the client reads, the connection cut when a file is not what was announced,
// and every file descriptor closed, also when the client goes away.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendParts, type BodyPart } from './send-parts.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-send-'));
const content = crypto.randomBytes(9 * 1024 * 1024 + 123);
const file = path.join(dir, 'content.bin');
fs.writeFileSync(file, content);

/** What the next request answers with: the parts (given fresh file descriptors) and the announced length. */
let plan: () => { parts: BodyPart[]; length: number } = () => ({ parts: [], length: 0 });
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = Fastify();
  app.get('/', async (_request, reply) => {
    const { parts, length } = plan();
    reply.header('Content-Length', length).type('application/octet-stream');
    return sendParts(reply, parts);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Descriptors of this process open on the served file (others come and go with the test runner). */
const openFds = () =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while we looked
    }
  }).length;
/** Open descriptors on the served file once the closes in flight are done (fs.close calls back later than the client sees the end). */
async function settledFds() {
  for (let i = 0; i < 50 && openFds() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return openFds();
}
const range = (start: number, end: number, size?: number): BodyPart => ({
  fd: fs.openSync(file, 'r'),
  start,
  end,
  size,
});

/**
 * A raw HTTP/1.1 GET that reads the body in pauses (the socket's buffers fill, so writes queue up
 * behind one another): the body received, and whether it all came before the connection closed.
 * A kept-alive connection still open after 2 s is closed by the client (`closed` false).
 */
function get(opts: { pauseEvery?: number; stopAfter?: number; keepAlive?: boolean } = {}) {
  return new Promise<{ body: Buffer; length: number; complete: boolean; closed: boolean }>((resolve) => {
    const request = `GET / HTTP/1.1\r\nHost: x\r\n${opts.keepAlive ? '' : 'Connection: close\r\n'}\r\n`;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let closed = false;
    // Only a kept-alive connection may stay open once the body is in: it is given 2 s to be closed.
    const timer = opts.keepAlive ? setTimeout(() => socket.destroy(), 2000) : undefined;
    const chunks: Buffer[] = [];
    let received = 0;
    let pausedAt = 0;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (opts.stopAfter && received >= opts.stopAfter) return socket.destroy();
      if (opts.pauseEvery && received - pausedAt >= opts.pauseEvery) {
        pausedAt = received;
        socket.pause();
        setTimeout(() => socket.resume(), 5);
      }
    });
    socket.on('error', () => {});
    socket.on('end', () => (closed = true));
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(raw.subarray(0, split).toString())?.[1]);
      const body = raw.subarray(split + 4);
      resolve({ body, length, complete: body.length === length, closed: closed || socket.errored !== null });
    });
  });
}

describe('sendParts', () => {
  // Every case, the cut ones too, must leave no descriptor behind; this also lets each case start from none.
  afterEach(async () => expect(await settledFds()).toBe(0));

  it('sends buffers and file ranges in order, whole, to a client that reads in pauses', async () => {
    const head = Buffer.from('head');
    const tail = Buffer.from('tail');
    plan = () => ({
      parts: [head, range(0, content.length - 1), tail, range(1000, 3 * 1024 * 1024 + 999, content.length)],
      length: head.length + content.length + tail.length + 3 * 1024 * 1024,
    });
    const expected = Buffer.concat([head, content, tail, content.subarray(1000, 3 * 1024 * 1024 + 1000)]);
    const { body, complete } = await get({ pauseEvery: 512 * 1024 });
    expect(complete).toBe(true);
    // A buffer reused before the socket had taken it would show here as bytes of a later chunk.
    expect(crypto.createHash('sha256').update(body).digest('hex')).toBe(
      crypto.createHash('sha256').update(expected).digest('hex'),
    );
  });

  it('cuts the connection when a file ends before its range does (a kept-alive one would wait for the rest)', async () => {
    plan = () => ({ parts: [range(content.length - 10, content.length + 99)], length: 110 });
    const { body, complete, closed } = await get({ keepAlive: true });
    expect([complete, closed]).toEqual([false, true]);
    expect(body.equals(content.subarray(content.length - 10))).toBe(true);
  });

  it('cuts the connection before sending a file whose size is not the one announced', async () => {
    plan = () => ({ parts: [Buffer.from('zip head'), range(0, 99, 100)], length: 108 });
    const { body, complete } = await get();
    expect(complete).toBe(false);
    expect(body.toString()).toBe('zip head');
  });

  it('closes every file descriptor once sent, and when the client goes away mid-transfer', async () => {
    expect(openFds()).toBe(0);
    plan = () => ({ parts: [range(0, content.length - 1), range(0, content.length - 1)], length: 2 * content.length });
    expect((await get()).complete).toBe(true);
    const gone = await get({ stopAfter: 1024 * 1024 });
    expect(gone.complete).toBe(false);
    expect(await settledFds()).toBe(0);
  });
});
