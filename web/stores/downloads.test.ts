// The download manager's logic against a fake file server (Range, If-Range, ETag = SHA-256 as the
// portal's server sends them): resume offsets, status transitions, the SHA-256 check.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createSpeedMeter,
  emptyReceived,
  fileNameOf,
  nextStatus,
  parseContentRange,
  remainingSeconds,
  resumeHeaders,
  runTransfer,
  sha256Hex,
  stripEtag,
} from './downloadTransfer.ts';
import type { DownloadStatus, TransferDeps } from './downloadTransfer.ts';
import { createDownloadStore, toSaved } from './downloads.ts';
import type { ManagerDeps, SavedDownload } from './downloads.ts';

const shaOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (size: number, seed = 7) => Uint8Array.from({ length: size }, (_, i) => (i * seed + 11) % 251);

type Served = { body: Uint8Array; etag?: string };
type Request = { url: string; headers: Record<string, string> };

/**
 * A file server as server/platform/files.ts answers: ETag, Range → 206 from the offset, an
 * If-Range that does not match → 200 whole. `holdAfter` chunks are sent, then the body waits
 * for `release()` (so a test can pause mid-stream); an abort of the request errors the body.
 */
function fakeServer(file: () => Served, options: { chunk?: number; holdAfter?: number; cutAfter?: number } = {}) {
  const requests: Request[] = [];
  let releaseHold: () => void = () => {};
  const chunk = options.chunk ?? 1000;
  const fetch = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const headers = { ...(init.headers as Record<string, string>) };
    requests.push({ url, headers });
    const { body, etag = shaOf(body) } = file();
    const quoted = `"${etag}"`;
    let start = 0;
    let status = 200;
    const responseHeaders: Record<string, string> = {
      ETag: quoted,
      'Accept-Ranges': 'bytes',
      'Content-Disposition': `attachment; filename="x.bin"; filename*=UTF-8''${encodeURIComponent('引脚 表.xlsx')}`,
    };
    const range = /^bytes=(\d+)-$/.exec(headers.Range ?? '');
    if (range && (!headers['If-Range'] || headers['If-Range'] === quoted)) {
      start = Number(range[1]);
      if (start >= body.length) {
        return new Response(JSON.stringify({ code: 416, msg: 'Range Not Satisfiable', data: null }), {
          status: 416,
          headers: { 'Content-Range': `bytes */${body.length}` },
        });
      }
      status = 206;
      responseHeaders['Content-Range'] = `bytes ${start}-${body.length - 1}/${body.length}`;
    }
    const tail = body.subarray(start);
    responseHeaders['Content-Length'] = String(tail.length);
    const held = options.holdAfter !== undefined && requests.length === 1 ? options.holdAfter : Infinity;
    const hold = new Promise<void>((resolve) => (releaseHold = resolve));
    let offset = 0;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        init.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
      async pull(controller) {
        if (sent === held) await hold;
        if (init.signal?.aborted) return;
        if (options.cutAfter !== undefined && requests.length === 1 && sent === options.cutAfter) {
          controller.close(); // the connection dropped: fewer bytes than Content-Length
          return;
        }
        if (offset >= tail.length) {
          controller.close();
          return;
        }
        controller.enqueue(tail.slice(offset, offset + chunk));
        offset += chunk;
        sent++;
      },
    });
    return new Response(stream, { status, headers: responseHeaders });
  });
  return { fetch, requests, release: () => releaseHold() };
}

const transferDeps = (fetch: TransferDeps['fetch']): TransferDeps => ({
  fetch,
  headers: () => ({ Authorization: 'Bearer t' }),
  sha256Hex,
});
const blobBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('transfer helpers', () => {
  it('strip an ETag, build resume headers, read Content-Range and Content-Disposition', () => {
    expect(stripEtag('"abc"')).toBe('abc');
    expect(stripEtag('W/"abc"')).toBe('abc');
    expect(stripEtag(null)).toBeNull();
    expect(resumeHeaders(emptyReceived())).toEqual({});
    expect(resumeHeaders({ chunks: [], bytes: 4096, etag: 'abc', total: 9000 })).toEqual({
      Range: 'bytes=4096-',
      'If-Range': '"abc"',
    });
    expect(parseContentRange('bytes 100-199/1000')).toEqual({ start: 100, end: 199, total: 1000 });
    expect(parseContentRange('bytes */1000')).toBeNull();
    expect(fileNameOf(`attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('数据手册 V1.pdf')}`)).toBe(
      '数据手册 V1.pdf',
    );
    expect(fileNameOf('attachment; filename="plain.zip"')).toBe('plain.zip');
    expect(fileNameOf(null)).toBeNull();
  });

  it('moves through the states the manager allows, and refuses the others', () => {
    const table: [DownloadStatus, Parameters<typeof nextStatus>[1], DownloadStatus | null][] = [
      ['stopped', 'start', 'downloading'],
      ['downloading', 'pause', 'paused'],
      ['paused', 'resume', 'downloading'],
      ['downloading', 'cancel', 'stopped'],
      ['paused', 'cancel', 'stopped'],
      ['downloading', 'complete', 'done'],
      ['downloading', 'fail', 'failed'],
      ['failed', 'retry', 'downloading'],
      ['done', 'retry', 'downloading'],
      ['stopped', 'retry', 'downloading'],
      ['done', 'pause', null],
      ['paused', 'pause', null],
      ['stopped', 'resume', null],
      ['done', 'cancel', null],
      ['paused', 'complete', null],
      ['downloading', 'start', null],
      ['downloading', 'retry', null],
    ];
    for (const [from, event, to] of table) expect(nextStatus(from, event), `${from} --${event}-->`).toBe(to);
  });

  it('tells speed over a sliding window and the time left', () => {
    const meter = createSpeedMeter(3000);
    expect(meter.speed()).toBe(0);
    meter.add(0, 0);
    meter.add(1000, 100_000);
    meter.add(2000, 200_000);
    expect(meter.speed()).toBe(100_000);
    meter.add(10_000, 1_000_000); // old samples fall out of the window
    meter.add(11_000, 1_500_000);
    expect(meter.speed()).toBe(500_000);
    expect(remainingSeconds(1_500_000, 2_500_000, 500_000)).toBe(2);
    expect(remainingSeconds(10, null, 5)).toBeNull();
    expect(remainingSeconds(10, 20, 0)).toBeNull();
  });
});

describe('runTransfer', () => {
  it('streams a whole file and checks it against the ETag', async () => {
    const body = bytesOf(5500);
    const server = fakeServer(() => ({ body }));
    const received = emptyReceived();
    const outcome = await runTransfer(
      '/api/f/1',
      received,
      transferDeps(server.fetch),
      new AbortController().signal,
      () => {},
    );
    expect(outcome.kind).toBe('complete');
    if (outcome.kind !== 'complete') return;
    expect(await blobBytes(outcome.blob)).toEqual(body);
    expect(outcome.verified).toBe(true);
    expect(outcome.sha256).toBe(shaOf(body));
    expect(outcome.fileName).toBe('引脚 表.xlsx');
    expect(server.requests[0].headers.Range).toBeUndefined();
    expect(server.requests[0].headers.Authorization).toBe('Bearer t');
  });

  it('pauses mid-stream keeping the bytes, and resumes from exactly there with Range and If-Range', async () => {
    const body = bytesOf(10_000);
    const server = fakeServer(() => ({ body }), { holdAfter: 3 });
    const received = emptyReceived();
    const controller = new AbortController();
    const progress: number[] = [];
    const first = runTransfer('/api/f/1', received, transferDeps(server.fetch), controller.signal, (r) =>
      progress.push(r.bytes),
    );
    await vi.waitFor(() => expect(received.bytes).toBe(3000));
    controller.abort(); // pause
    expect((await first).kind).toBe('aborted');
    expect(received.bytes).toBe(3000);
    expect(received.etag).toBe(shaOf(body));

    const second = await runTransfer(
      '/api/f/1',
      received,
      transferDeps(server.fetch),
      new AbortController().signal,
      (r) => progress.push(r.bytes),
    );
    expect(server.requests[1].headers.Range).toBe('bytes=3000-');
    expect(server.requests[1].headers['If-Range']).toBe(`"${shaOf(body)}"`);
    expect(second.kind).toBe('complete');
    if (second.kind !== 'complete') return;
    expect(await blobBytes(second.blob)).toEqual(body);
    expect(second.verified).toBe(true);
    expect(progress.at(-1)).toBe(10_000);
  });

  it('starts over when the file changed between pause and resume (If-Range → 200)', async () => {
    let body = bytesOf(6000, 3);
    const server = fakeServer(() => ({ body }), { holdAfter: 2 });
    const received = emptyReceived();
    const controller = new AbortController();
    const first = runTransfer('/f', received, transferDeps(server.fetch), controller.signal, () => {});
    await vi.waitFor(() => expect(received.bytes).toBe(2000));
    controller.abort();
    await first;
    body = bytesOf(7000, 5); // republished
    const second = await runTransfer(
      '/f',
      received,
      transferDeps(server.fetch),
      new AbortController().signal,
      () => {},
    );
    expect(second.kind).toBe('complete');
    if (second.kind === 'complete') expect(await blobBytes(second.blob)).toEqual(body);
  });

  it('finishes at once when every byte was already there (416 on the resume)', async () => {
    const body = bytesOf(3000);
    const server = fakeServer(() => ({ body }));
    const received = { chunks: [body], bytes: body.length, etag: shaOf(body), total: body.length };
    const outcome = await runTransfer(
      '/f',
      received,
      transferDeps(server.fetch),
      new AbortController().signal,
      () => {},
    );
    expect(outcome.kind).toBe('complete');
  });

  it('refuses bytes that do not hash to the ETag, and drops them', async () => {
    const body = bytesOf(4000);
    const server = fakeServer(() => ({ body, etag: shaOf(bytesOf(4000, 9)) }));
    const outcome = await runTransfer(
      '/f',
      emptyReceived(),
      transferDeps(server.fetch),
      new AbortController().signal,
      () => {},
    );
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'integrity', keep: false });
  });

  it("reports the server's words for a refusal (403: videos cannot be downloaded)", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 403, msg: 'Video files cannot be downloaded', data: null }), {
          status: 403,
        }),
    );
    const outcome = await runTransfer(
      '/f',
      emptyReceived(),
      transferDeps(fetch),
      new AbortController().signal,
      () => {},
    );
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'http',
      status: 403,
      message: 'Video files cannot be downloaded',
      keep: true,
    });
  });

  it('keeps a body cut short for a resume', async () => {
    const body = bytesOf(5000);
    const server = fakeServer(() => ({ body }), { cutAfter: 2 });
    const received = emptyReceived();
    const outcome = await runTransfer(
      '/f',
      received,
      transferDeps(server.fetch),
      new AbortController().signal,
      () => {},
    );
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'network', keep: true });
    expect(received.bytes).toBe(2000);
    const again = await runTransfer('/f', received, transferDeps(server.fetch), new AbortController().signal, () => {});
    expect(server.requests[1].headers.Range).toBe('bytes=2000-');
    expect(again.kind).toBe('complete');
  });
});

describe('the manager store', () => {
  function manager(fetch: TransferDeps['fetch'], restored: SavedDownload[] = []) {
    const saved: { name: string; bytes: Promise<Uint8Array> }[] = [];
    const reports: string[] = [];
    const deps: ManagerDeps = {
      ...transferDeps(fetch),
      now: () => Date.now(),
      save: (blob, name) => saved.push({ name, bytes: blobBytes(blob) }),
      report: (entry) => reports.push(`${entry.status}:${entry.fileName}`),
      unauthorized: vi.fn(),
      tickMs: 0,
    };
    return { store: createDownloadStore(deps, restored), saved, reports, deps };
  }
  const only = (store: ReturnType<typeof createDownloadStore>) => store.getState().items[0];

  it("downloads, checks and saves a file; the item is the spec's progressList entry", async () => {
    const body = bytesOf(4200);
    const server = fakeServer(() => ({ body }));
    const { store, saved, reports } = manager(server.fetch);
    store.getState().start({ url: '/api/f/9', fileName: 'given.xlsx', fileSize: 4200 });
    expect(only(store)).toMatchObject({
      status: 'downloading',
      url: '/api/f/9',
      fileName: 'given.xlsx',
      fileSize: 4200,
    });
    await vi.waitFor(() => expect(only(store).status).toBe('done'));
    expect(only(store)).toMatchObject({
      progress: 100,
      verified: true,
      sha256: shaOf(body),
      fileName: '引脚 表.xlsx',
      error: null,
    });
    expect(saved).toHaveLength(1);
    expect(await saved[0].bytes).toEqual(body);
    expect(reports).toEqual(['done:引脚 表.xlsx']);
  });

  it('pause → paused keeps the bytes; resume continues with a Range from them; cancel drops them', async () => {
    const body = bytesOf(8000);
    const server = fakeServer(() => ({ body }), { holdAfter: 4 });
    const { store, saved } = manager(server.fetch);
    const id = store.getState().start({ url: '/f', fileName: 'a.pdf' });
    await vi.waitFor(() => expect(only(store).received).toBe(4000));
    expect(only(store).progress).toBe(50);
    store.getState().pause(id);
    expect(only(store).status).toBe('paused');
    store.getState().pause(id); // a stale second press changes nothing
    expect(only(store).status).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(only(store)).toMatchObject({ status: 'paused', received: 4000 });
    store.getState().resume(id);
    await vi.waitFor(() => expect(only(store).status).toBe('done'));
    expect(server.requests[1].headers.Range).toBe('bytes=4000-');
    expect(await saved[0].bytes).toEqual(body);

    // the same file again: cancel while running drops everything; a retry starts from byte 0
    const other = fakeServer(() => ({ body }), { holdAfter: 2 });
    const second = manager(other.fetch);
    const id2 = second.store.getState().start({ url: '/f', fileName: 'a.pdf' });
    await vi.waitFor(() => expect(only(second.store).received).toBe(2000));
    second.store.getState().cancel(id2);
    expect(only(second.store)).toMatchObject({ status: 'stopped', received: 0, progress: 0 });
    second.store.getState().retry(id2);
    await vi.waitFor(() => expect(only(second.store).status).toBe('done'));
    expect(other.requests[1].headers.Range).toBeUndefined();
  });

  it('a SHA-256 mismatch fails the item and saves nothing; a retry starts over', async () => {
    const body = bytesOf(3000);
    let etag = shaOf(bytesOf(3000, 13));
    const server = fakeServer(() => ({ body, etag }));
    const { store, saved, reports } = manager(server.fetch);
    const id = store.getState().start({ url: '/f', fileName: 'b.pdf' });
    await vi.waitFor(() => expect(only(store).status).toBe('failed'));
    expect(only(store).error).toMatchObject({ reason: 'integrity' });
    expect(only(store).received).toBe(0);
    expect(saved).toHaveLength(0);
    expect(reports).toEqual(['failed:b.pdf']);
    etag = shaOf(body);
    store.getState().retry(id);
    await vi.waitFor(() => expect(only(store).status).toBe('done'));
    expect(server.requests[1].headers.Range).toBeUndefined();
  });

  it('asking for a file already on its way continues that one rather than starting another', async () => {
    const body = bytesOf(3000);
    const server = fakeServer(() => ({ body }), { holdAfter: 1 });
    const { store } = manager(server.fetch);
    const id = store.getState().start({ url: '/f', fileName: 'c.pdf' });
    await vi.waitFor(() => expect(only(store).received).toBe(1000));
    store.getState().pause(id);
    expect(store.getState().start({ url: '/f', fileName: 'c.pdf' })).toBe(id);
    expect(store.getState().items).toHaveLength(1);
    await vi.waitFor(() => expect(only(store).status).toBe('done'));
  });

  it("401 on a file clears the session the spec's way instead of a download error", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 401, msg: 'unauthorized', data: null }), { status: 401 }),
    );
    const { store, reports, deps } = manager(fetch);
    store.getState().start({ url: '/f', fileName: 'd.pdf' });
    await vi.waitFor(() => expect(only(store).status).toBe('failed'));
    expect(deps.unauthorized).toHaveBeenCalledOnce();
    expect(reports).toEqual([]);
  });

  it('after a reload the list is still there: finished ones as they were, unfinished ones interrupted, and Retry fetches them again', async () => {
    const body = bytesOf(3000);
    const server = fakeServer(() => ({ body }), { holdAfter: 1 });
    const before = manager(server.fetch);
    const done = manager(fakeServer(() => ({ body })).fetch);
    done.store.getState().start({ url: '/api/f/1', fileName: 'a.pdf', fileSize: 3000 });
    await vi.waitFor(() => expect(only(done.store).status).toBe('done'));
    before.store.getState().start({ url: '/api/f/2', fileName: 'b.pdf', fileSize: 3000 });
    await vi.waitFor(() => expect(only(before.store).received).toBe(1000));
    before.store.getState().pause(only(before.store).id);

    // What the tab kept, as the page writes it to sessionStorage, read back by a new page.
    const saved = JSON.parse(
      JSON.stringify([...toSaved(before.store.getState().items), ...toSaved(done.store.getState().items)]),
    ) as SavedDownload[];
    const fresh = fakeServer(() => ({ body }));
    const after = manager(fresh.fetch, saved);
    const [interrupted, finished] = after.store.getState().items;
    expect(finished).toMatchObject({
      url: '/api/f/1',
      status: 'done',
      progress: 100,
      verified: true,
      sha256: shaOf(body),
    });
    expect(interrupted).toMatchObject({
      url: '/api/f/2',
      status: 'failed',
      progress: 0,
      received: 0,
      error: { reason: 'interrupted' },
    });

    after.store.getState().retry(interrupted.id);
    await vi.waitFor(() => expect(after.store.getState().items[0].status).toBe('done'));
    expect(fresh.requests[0].headers.Range).toBeUndefined(); // the bytes died with the old page: from the start
    expect(await after.saved[0].bytes).toEqual(body);
  });
});
