// The upload's multipart reader: the file's bytes exactly as sent however the body is cut into
// chunks, the parts around it, and the bodies it refuses.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart.ts';
import { FilePartParser, MultipartError, boundaryOf, openFilePart, parseDisposition } from './multipart-file.ts';

const boundary = 'b0undary';
const disposition = (field: string, filename?: string) =>
  `Content-Disposition: form-data; name="${field}"${filename === undefined ? '' : `; filename="${filename}"`}`;
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const close = Buffer.from(`--${boundary}--\r\n`);
const fileBody = (content: string | Buffer, filename = 'a.pdf') =>
  Buffer.concat([part(disposition('file', filename), content), close]);

/** Runs the parser over `chunks`: the file's header, its content joined, whether it is done. */
function parse(chunks: Buffer[], limits?: ConstructorParameters<typeof FilePartParser>[1]) {
  const parser = new FilePartParser(boundary, limits);
  const pieces: Buffer[] = [];
  for (const chunk of chunks) parser.push(chunk, (piece) => pieces.push(Buffer.from(piece)));
  parser.end();
  return { file: parser.file, content: Buffer.concat(pieces), done: parser.done };
}

/** `body` cut at `at`, and cut into pieces of `size` bytes. */
const cutAt = (body: Buffer, at: number) => [body.subarray(0, at), body.subarray(at)];
const cutEvery = (body: Buffer, size: number) =>
  Array.from({ length: Math.ceil(body.length / size) }, (_, i) => body.subarray(i * size, (i + 1) * size));

const faultOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof MultipartError ? error.fault : `not a MultipartError: ${String(error)}`;
  }
  return 'no error';
};

describe('the file part, however the body is cut', () => {
  const content = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(Array.from({ length: 600 }, (_, i) => i % 256)),
  ]);
  const body = fileBody(content);

  it('gives the same bytes with the body cut in two at every position (the boundary split across chunks)', () => {
    for (let at = 0; at <= body.length; at++) {
      const { file, content: got, done } = parse(cutAt(body, at));
      expect(done).toBe(true);
      expect(file).toEqual({ field: 'file', filename: 'a.pdf' });
      expect(got.equals(content), `cut at ${at}`).toBe(true);
    }
  });

  it('gives the same bytes with the body fed a byte at a time, and in chunks of 7', () => {
    expect(parse(cutEvery(body, 1)).content.equals(content)).toBe(true);
    expect(parse(cutEvery(body, 7)).content.equals(content)).toBe(true);
  });

  it('hands the content on as views of the chunks, not copies', () => {
    const parser = new FilePartParser(boundary);
    const pieces: Buffer[] = [];
    parser.push(Buffer.from(`--${boundary}\r\n${disposition('file', 'a.pdf')}\r\n\r\n`), (piece) => pieces.push(piece));
    const chunk = Buffer.concat([Buffer.alloc(10_000, 'c'), Buffer.from(`\r\n--${boundary}--`)]);
    parser.push(chunk, (piece) => pieces.push(piece));
    expect(pieces).toHaveLength(1);
    expect([pieces[0].buffer === chunk.buffer, pieces[0].byteOffset, pieces[0].length]).toEqual([
      true,
      chunk.byteOffset,
      10_000,
    ]);
  });
});

describe('bytes like a boundary inside the content', () => {
  const lookalikes = [
    `\r\n--${boundary.slice(0, -1)}`, // the delimiter but its last byte
    `--${boundary}\r\n`, // the boundary without the CRLF before it
    `\n--${boundary}`, // LF alone before it
    `\r--${boundary}`, // CR alone before it
    `\r\n-${boundary}`,
    '\r\r\n\r\n--\r\n--',
    `\r\n--${boundary.toUpperCase()}`,
  ];

  it.each(lookalikes)('keeps %j in the file, cut anywhere', (lookalike) => {
    const content = Buffer.from(`%PDF-1.4\n${lookalike}x${lookalike}`);
    const body = fileBody(content);
    for (let at = 0; at <= body.length; at++) expect(parse(cutAt(body, at)).content.equals(content)).toBe(true);
  });

  it('keeps a content that ends with CR, CRLF or the delimiter start', () => {
    for (const tail of ['\r', '\r\n', '\r\n-', '\r\n--', `\r\n--${boundary.slice(0, 3)}`]) {
      const content = Buffer.from(`%PDF-1.4\n${tail}`);
      const body = fileBody(content);
      for (let at = 0; at <= body.length; at++) expect(parse(cutAt(body, at)).content.equals(content)).toBe(true);
    }
  });

  it('keeps an empty file empty', () => {
    const { file, content, done } = parse([fileBody('')]);
    expect(file?.filename).toBe('a.pdf');
    expect(content.length).toBe(0);
    expect(done).toBe(true);
  });
});

describe('bodies cut short or malformed', () => {
  const body = fileBody('%PDF-1.4\nsome content');

  it('a body that ends before the delimiter after the file, at any byte, is malformed', () => {
    // The file is complete only once the delimiter after it and the two bytes that follow are in.
    const complete = body.indexOf(`\r\n--${boundary}--`) + `\r\n--${boundary}--`.length;
    for (let at = 0; at < complete; at++)
      expect(faultOf(() => parse([body.subarray(0, at || 0)]))).toBe(at === 0 ? 'no error' : 'malformed');
    expect(parse([body.subarray(0, complete)]).done).toBe(true);
  });

  it('a body without the final boundary but with the delimiter and a new part after the file is complete', () => {
    const next = Buffer.concat([part(disposition('file', 'a.pdf'), 'x'), Buffer.from(`--${boundary}\r\n`)]);
    expect(parse([next]).content.toString()).toBe('x');
  });

  it('anything but CRLF or "--" after a delimiter is malformed', () => {
    const content = part(disposition('file', 'a.pdf'), '%PDF-1.4');
    for (const after of ['zz\r\n', '  \r\n', '\n', '-\r\n'])
      expect(faultOf(() => parse([content.subarray(0, -2), Buffer.from(`\r\n--${boundary}${after}`), close]))).toBe(
        'malformed',
      );
    for (const after of ['zz', '  ', '\n\r', '-x'])
      expect(faultOf(() => parse([Buffer.from(`--${boundary}${after}\r\n`)]))).toBe('malformed');
    expect(
      faultOf(() => parse([Buffer.from(`--${boundary}\nContent-Disposition: form-data\n\nx\n--${boundary}--`)])),
    ).toBe('malformed');
  });

  it('a body with no boundary at all is malformed; an empty body holds no file', () => {
    expect(faultOf(() => parse([Buffer.from('just some text')]))).toBe('malformed');
    expect(parse([]).file).toBeNull();
  });

  it('a header block over its limit is malformed, complete or not', () => {
    const limits = { parts: 1000, headerBytes: 100 };
    const long = part(`${disposition('file', 'a.pdf')}\r\nX-Pad: ${'p'.repeat(100)}`, 'x');
    expect(faultOf(() => parse([Buffer.concat([long, close])], limits))).toBe('malformed');
    expect(faultOf(() => parse(cutEvery(Buffer.concat([long, close]), 10), limits))).toBe('malformed');
    // refused as it grows, before the block ends: a client cannot make it hold more
    const parser = new FilePartParser(boundary, limits);
    expect(faultOf(() => parser.push(long.subarray(0, 150), () => {}))).toBe('malformed');
    expect(parse([Buffer.concat([part(disposition('file', 'a.pdf'), 'x'), close])], limits).content.toString()).toBe(
      'x',
    );
  });
});

describe('the parts around the file', () => {
  it('skips the fields before the file, and the file may be in any field', () => {
    const body = Buffer.concat([
      part(disposition('title'), `v\r\n--${boundary}x`.slice(0, 4)),
      part(disposition('note'), 'w'),
      part(disposition('doc', 'b.pdf'), 'the file'),
      close,
    ]);
    expect(parse(cutEvery(body, 5))).toEqual({
      file: { field: 'doc', filename: 'b.pdf' },
      content: Buffer.from('the file'),
      done: true,
    });
  });

  it('takes the first file only and stops there', () => {
    const body = Buffer.concat([
      part(disposition('file', 'a.pdf'), 'first'),
      part(disposition('file', 'b.pdf'), 'second'),
      close,
    ]);
    expect(parse([body])).toMatchObject({ file: { filename: 'a.pdf' }, content: Buffer.from('first') });
  });

  it('refuses more parts than the limit before the file', () => {
    const limits = { parts: 3, headerBytes: 1024 };
    const fields = (n: number) => Array.from({ length: n }, (_, i) => part(disposition(`f${i}`), 'v'));
    expect(
      faultOf(() => parse([Buffer.concat([...fields(3), part(disposition('file', 'a.pdf'), 'x'), close])], limits)),
    ).toBe('tooManyParts');
    expect(parse([Buffer.concat([...fields(2), part(disposition('file', 'a.pdf'), 'x'), close])], limits).done).toBe(
      true,
    );
  });

  it('a form of fields only, or parts that are no form-data file, holds no file', () => {
    for (const headers of [
      disposition('title'),
      'Content-Type: application/pdf',
      'Content-Disposition: attachment; filename="a.pdf"',
      '',
    ])
      expect(parse([Buffer.concat([part(headers, '%PDF-1.4'), close])]).file).toBeNull();
  });

  it('reads a preamble before the first boundary and ignores what follows the closing one', () => {
    const body = Buffer.concat([Buffer.from('preamble\r\n'), fileBody('x'), Buffer.from('epilogue')]);
    expect(parse([body]).content.toString()).toBe('x');
  });

  it('an application/octet-stream part without a file name is the file, named by nothing', () => {
    const body = Buffer.concat([part(`${disposition('file')}\r\nContent-Type: application/octet-stream`, 'x'), close]);
    expect(parse([body]).file).toEqual({ field: 'file', filename: '' });
  });

  it('refuses a file in a field named like a property of every object', () => {
    expect(faultOf(() => parse([Buffer.concat([part(disposition('__proto__', 'a.pdf'), 'x'), close])]))).toBe(
      'malformed',
    );
  });
});

describe('file names and boundaries', () => {
  it('reads quoted names with escapes, RFC 8187 names first, and keeps the last path segment only', () => {
    const name = (value: string) =>
      parse([Buffer.concat([part(`Content-Disposition: ${value}`, 'x'), close])]).file?.filename;
    expect(name('form-data; name="file"; filename="a\\"b.pdf"')).toBe('a"b.pdf');
    expect(name('form-data; name="file"; filename="C:\\\\dir\\\\x.pdf"')).toBe('x.pdf');
    expect(name('form-data; name="file"; filename="../../etc/passwd"')).toBe('passwd');
    expect(name('form-data; name="file"; filename=".."')).toBe('');
    expect(name('form-data; name="file"; filename="plain.pdf"; filename*=UTF-8\'\'%E8%AE%BE%E8%AE%A1.pdf')).toBe(
      '设计.pdf',
    );
    expect(name("FORM-DATA; NAME=file; FILENAME*=iso-8859-1''caf%E9.pdf")).toBe('café.pdf');
    expect(name('form-data; name="file"; filename="设计指南.pdf"')).toBe('设计指南.pdf');
  });

  it('parses a disposition with semicolons inside quotes', () => {
    expect(parseDisposition('form-data; name="a;b"; filename="c; d.pdf"')).toEqual({
      type: 'form-data',
      params: new Map([
        ['name', 'a;b'],
        ['filename', 'c; d.pdf'],
      ]),
    });
  });

  it('finds the boundary of a content type, quoted or not, in any case', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('Multipart/Form-Data; BOUNDARY="a b;c"')).toBe('a b;c');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary=x-y')).toBe('x-y');
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});

describe('reading a request body', () => {
  const sink = () => {
    const pieces: Buffer[] = [];
    return {
      pieces,
      sink: { write: (piece: Buffer) => (pieces.push(Buffer.from(piece)), true), drained: async () => {} },
    };
  };

  it('answers the file name first, then receives its content; the rest of the body is drained', async () => {
    const body = multipartBody('report.pdf', Buffer.from('%PDF-1.4 content'));
    const source = Readable.from(cutEvery(Buffer.concat([body.payload, Buffer.from('x'.repeat(100_000))]), 1000));
    const found = await openFilePart(source, body.headers['content-type']);
    expect(found).toMatchObject({ field: 'file', filename: 'report.pdf' });
    const { pieces, sink: into } = sink();
    await found!.receive(into);
    expect(Buffer.concat(pieces).toString()).toBe('%PDF-1.4 content');
    await new Promise((resolve) => source.once('end', resolve));
  });

  it('lets the sink release a piece only when it views a whole chunk of its own', async () => {
    const body = multipartBody('a.pdf', Buffer.alloc(30_000, 'x'));
    const shared = Buffer.alloc(50_000, 'x');
    const endsWithCR = Buffer.alloc(10_000, 'x');
    endsWithCR[9_999] = 13;
    const last = Buffer.alloc(1 + body.tail.length, 'x');
    body.tail.copy(last, 1);
    const chunks = [
      body.head, // the headers: no piece
      Buffer.alloc(10_000, 'x'), // a chunk of its own: releasable
      shared.subarray(0, 10_000), // a view into a larger buffer: not
      endsWithCR, // its CR held back for the next chunk
      last, // joined to that CR: the piece is in a new buffer, not this chunk's
    ];
    const found = (await openFilePart(Readable.from(chunks), body.headers['content-type']))!;
    const flags: boolean[] = [];
    await found.receive({ write: (_piece, release) => (flags.push(release === true), true), drained: async () => {} });
    expect(flags).toEqual([true, false, true, false]);
  });

  it('reads nothing of a chunk after handing a piece of it on: the sink may take its memory at once', async () => {
    // Chunks with memory of their own, every other one ending in CR (held back for the next), the
    // last holding the closing delimiter; a sink that detaches what it may release as it writes it.
    const size = 9_999;
    const body = multipartBody('cr.pdf', Buffer.alloc(20 * size, 'x'));
    body.payload.write('%PDF-1.4\n', body.head.length);
    for (let at = 2 * size - 1; at < body.payload.length - body.tail.length; at += 2 * size) body.payload[at] = 13;
    const content = body.payload.subarray(body.head.length, body.payload.length - body.tail.length);
    const chunks = cutEvery(body.payload, size).map((bytes) => {
      const chunk = Buffer.alloc(bytes.length);
      bytes.copy(chunk);
      return chunk;
    });
    const found = (await openFilePart(Readable.from(chunks), body.headers['content-type']))!;
    const received: Buffer[] = [];
    let released = 0;
    await found.receive({
      write: (piece, release) => {
        received.push(Buffer.from(piece));
        if (release) {
          (piece.buffer as ArrayBuffer & { transfer(n: number): ArrayBuffer }).transfer(0);
          released++;
        }
        return true;
      },
      drained: async () => {},
    });
    expect(released).toBeGreaterThan(5);
    expect(Buffer.concat(received).equals(content)).toBe(true);
  });

  it('pauses the body while the sink is full', async () => {
    const body = multipartBody('big.pdf', Buffer.alloc(64 * 1024, 'x'));
    const source = new PassThrough();
    const found = openFilePart(source, body.headers['content-type']);
    source.write(body.head);
    const part = (await found)!;
    let release = () => {};
    let waits = 0;
    const received: Buffer[] = [];
    const receiving = part.receive({
      write: (piece) => (received.push(Buffer.from(piece)), false),
      drained: () => {
        waits++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    source.write(body.payload.subarray(body.head.length, body.head.length + 1000));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.isPaused()).toBe(true);
    expect(waits).toBe(1);
    source.end(body.payload.subarray(body.head.length + 1000));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await receiving;
    expect(Buffer.concat(received).equals(Buffer.alloc(64 * 1024, 'x'))).toBe(true);
  });

  it('rejects when the body is cut short, ends early or the client goes away', async () => {
    const body = multipartBody('a.pdf', Buffer.from('%PDF-1.4 content'));
    const cut = Readable.from([body.payload.subarray(0, body.payload.length - 10)]);
    const found = await openFilePart(cut, body.headers['content-type']);
    await expect(found!.receive(sink().sink)).rejects.toMatchObject({ fault: 'malformed' });

    const gone = new PassThrough();
    const opening = openFilePart(gone, body.headers['content-type']);
    gone.write(body.head);
    const part = (await opening)!;
    const receiving = part.receive(sink().sink);
    gone.destroy();
    await expect(receiving).rejects.toBeInstanceOf(MultipartError);
  });

  it('answers null for a form without a file, and refuses a content type without a boundary', async () => {
    const fields = Buffer.concat([part(disposition('title'), 'v'), close]);
    expect(await openFilePart(Readable.from([fields]), `multipart/form-data; boundary=${boundary}`)).toBeNull();
    await expect(openFilePart(Readable.from([fields]), 'multipart/form-data')).rejects.toMatchObject({
      fault: 'noBoundary',
    });
  });
});
