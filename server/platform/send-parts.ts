// Writes a response body made of file ranges and small buffers straight to the response, reading
// the files into a few reused buffers. A stream of fresh 1 MiB chunks (createReadStream) is a
// gigabyte of new memory per gigabyte sent, and V8 marks the whole heap for every ~64 MB of it:
// with the database's heap in this process, a 1 GiB download spent about half its time collecting
// (22–37 % of a sendfile() server; 100 % and more with reused buffers, and no growth of the process).
import fs from 'node:fs';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Bytes `start` … `end` (inclusive) of an open file, expected to be `size` bytes long when given. */
export type FileRange = { fd: number; start: number; end: number; size?: number };
export type BodyPart = Buffer | FileRange;

const chunkBytes = 1024 * 1024;
/** Buffers one response may have in flight: one being read while the others are being written. */
const perResponse = 3;
/** Free buffers kept between responses; beyond that they go to the collector. */
const spares: Buffer[] = [];
const sparesKept = 8;

const take = () => spares.pop() ?? Buffer.allocUnsafeSlow(chunkBytes);
const give = (buffer: Buffer) => {
  if (spares.length < sparesKept) spares.push(buffer);
};

const readInto = (fd: number, buffer: Buffer, length: number, position: number) =>
  new Promise<number>((resolve, reject) =>
    fs.read(fd, buffer, 0, length, position, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead))),
  );

/**
 * Sends the reply's status and headers, then the parts in order, and closes every file descriptor
 * among them when done or when the client goes away. Takes the reply over from Fastify (hijack):
 * the headers already set on it are sent as they are, and onResponse hooks still run on 'finish'.
 * A file that turns out shorter than its range, or of another size than announced, cuts the
 * connection: the length is in the headers already, so nothing else would tell the client.
 */
export function sendParts(reply: FastifyReply, parts: BodyPart[]): FastifyReply {
  const closeFiles = () => {
    for (const part of parts) if (!Buffer.isBuffer(part)) fs.close(part.fd, () => {});
  };
  reply.hijack();
  const res = reply.raw;
  try {
    res.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  } catch (error) {
    closeFiles();
    throw error;
  }
  writeParts(res, parts)
    .catch((error: unknown) => {
      reply.log.warn({ err: error }, 'file transfer cut short');
      res.destroy();
    })
    .finally(closeFiles);
  return reply;
}

async function writeParts(res: ServerResponse, parts: BodyPart[]): Promise<void> {
  let inFlight = 0;
  let wake: (() => void) | null = null;
  const awake = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  // A client gone mid-transfer never calls back the writes still queued: 'close' ends the wait.
  let gone = false;
  res.once('close', () => {
    gone = true;
    awake();
  });

  for (const part of parts) {
    if (gone) return;
    if (Buffer.isBuffer(part)) {
      res.write(part);
      continue;
    }
    if (part.size !== undefined) {
      const { size } = await fstat(part.fd);
      if (size !== part.size) throw new Error(`expected ${part.size} bytes, the file holds ${size}`);
    }
    for (let position = part.start; position <= part.end;) {
      while (inFlight >= perResponse && !gone) await new Promise<void>((resolve) => (wake = resolve));
      if (gone) return;
      const buffer = take();
      const bytesRead = await readInto(part.fd, buffer, Math.min(chunkBytes, part.end + 1 - position), position);
      if (bytesRead === 0) throw new Error(`file ended at byte ${position}, before ${part.end + 1}`);
      position += bytesRead;
      inFlight++;
      // The buffer is reused only once the socket is done with it (the write's callback).
      res.write(bytesRead === chunkBytes ? buffer : buffer.subarray(0, bytesRead), () => {
        inFlight--;
        give(buffer);
        awake();
      });
    }
  }
  if (!gone) res.end();
}

const fstat = (fd: number) =>
  new Promise<fs.Stats>((resolve, reject) => fs.fstat(fd, (error, stats) => (error ? reject(error) : resolve(stats))));
