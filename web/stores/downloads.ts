// The download manager (spec §3 progressList): every single-file download of the portal runs
// here, streamed, pausable and resumable, checked against its SHA-256 before it is saved. The
// items are the spec's progressList (fileName, fileSize, progress, status, url) plus what the
// list shows; the bytes and the AbortController of a running item stay outside the state, so a
// progress tick does not copy megabytes. Side effects are injected so tests run in node.
import { create } from 'zustand';
import type { DownloadItem } from './session.ts';
import { createSpeedMeter, emptyReceived, nextStatus, remainingSeconds, runTransfer } from './downloadTransfer.ts';
import type { DownloadEvent, DownloadStatus, Received, TransferDeps, TransferOutcome } from './downloadTransfer.ts';

export type DownloadEntry = DownloadItem & {
  id: string;
  status: DownloadStatus;
  /** Bytes held so far (kept across a pause). */
  received: number;
  /** Bytes per second, while downloading. */
  speed: number;
  remainingSeconds: number | null;
  /** The SHA-256 of the saved file when it matched the server's. */
  sha256: string | null;
  verified: boolean;
  /** Why it failed: the server's words, or one of the manager's reasons. */
  error: {
    reason: 'http' | 'network' | 'integrity' | 'interrupted';
    message: string | null;
    status: number | null;
  } | null;
};

/** What survives a reload of the tab: the list, not the bytes (those lived in the page's memory). */
export type SavedDownload = Pick<
  DownloadEntry,
  'url' | 'fileName' | 'fileSize' | 'status' | 'progress' | 'sha256' | 'verified'
>;

export function toSaved(items: readonly DownloadEntry[]): SavedDownload[] {
  return items.map(({ url, fileName, fileSize, status, progress, sha256, verified }) => ({
    url,
    fileName,
    fileSize,
    status,
    progress,
    sha256,
    verified,
  }));
}

/**
 * The list after a reload: finished ones as they were; any that was under way, paused or failed
 * lost its bytes with the page, so it shows as interrupted and its Retry starts it over.
 */
export function restoredEntries(saved: readonly SavedDownload[], nextId: () => string): DownloadEntry[] {
  return saved.map((entry) => {
    const base = { ...entry, id: nextId(), received: 0, speed: 0, remainingSeconds: null };
    if (entry.status === 'done') return { ...base, received: entry.fileSize, progress: 100, error: null };
    if (entry.status === 'stopped') return { ...base, progress: 0, error: null, sha256: null, verified: false };
    return {
      ...base,
      status: 'failed',
      progress: 0,
      sha256: null,
      verified: false,
      error: { reason: 'interrupted', message: null, status: null },
    };
  });
}

export type StartRequest = { url: string; fileName: string; fileSize?: number };

export type ManagerDeps = TransferDeps & {
  now: () => number;
  save: (blob: Blob, fileName: string) => void;
  /** A finished or failed item, for the page's toast ('download success' / 'download error'). */
  report: (entry: DownloadEntry) => void;
  /** 401 on a file: the same as any call (spec §8: clear credentials, tell, reload). */
  unauthorized: () => void;
  /** How often the list is told about progress, in ms. */
  tickMs?: number;
};

type Runtime = { received: Received; controller: AbortController | null; meter: ReturnType<typeof createSpeedMeter> };

export type DownloadsState = {
  items: DownloadEntry[];
  start(request: StartRequest): string;
  pause(id: string): void;
  resume(id: string): void;
  cancel(id: string): void;
  retry(id: string): void;
  remove(id: string): void;
  clearFinished(): void;
};

const percent = (received: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((received / total) * 100)) : 0;

export function createDownloadStore(deps: ManagerDeps, saved: readonly SavedDownload[] = []) {
  const runtimes = new Map<string, Runtime>();
  let sequence = 0;
  const restored = restoredEntries(saved, () => `d${++sequence}`);
  for (const entry of restored)
    runtimes.set(entry.id, { received: emptyReceived(), controller: null, meter: createSpeedMeter() });
  const tickMs = deps.tickMs ?? 200;

  const store = create<DownloadsState>()((set, get) => {
    const patch = (id: string, change: Partial<DownloadEntry>) =>
      set((state) => ({ items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)) }));
    const find = (id: string) => get().items.find((item) => item.id === id);

    /** Moves an item along the state machine; false when it does not take the event. */
    const move = (id: string, event: DownloadEvent, change: Partial<DownloadEntry> = {}): boolean => {
      const item = find(id);
      const status = item ? nextStatus(item.status, event) : null;
      if (!item || !status) return false;
      patch(id, { ...change, status });
      return true;
    };

    const settle = (id: string, runtime: Runtime, controller: AbortController, outcome: TransferOutcome) => {
      // A run that was paused, cancelled or replaced by a newer run has nothing more to say:
      // pause() and cancel() moved the item already (a late 'complete' stays paused: its resume
      // finds every byte there and finishes at once).
      if (runtime.controller !== controller) return;
      runtime.controller = null;
      const item = find(id);
      if (!item) return;
      if (outcome.kind === 'aborted') {
        if (item.status === 'downloading') move(id, 'pause', { speed: 0, remainingSeconds: null });
        return;
      }
      if (outcome.kind === 'complete') {
        const fileName = outcome.fileName ?? item.fileName;
        const size = outcome.blob.size;
        runtime.received = emptyReceived(); // saved: the bytes need not stay in memory
        move(id, 'complete', {
          fileName,
          fileSize: size,
          received: size,
          progress: 100,
          speed: 0,
          remainingSeconds: null,
          sha256: outcome.sha256,
          verified: outcome.verified,
          error: null,
        });
        deps.save(outcome.blob, fileName);
        deps.report(find(id)!);
        return;
      }
      if (!outcome.keep) runtime.received = emptyReceived();
      const received = runtime.received.bytes;
      move(id, 'fail', {
        speed: 0,
        remainingSeconds: null,
        received,
        progress: percent(received, item.fileSize),
        error: { reason: outcome.reason, message: outcome.message, status: outcome.status },
      });
      if (outcome.status === 401) deps.unauthorized();
      else deps.report(find(id)!);
    };

    /** Starts a run of the transfer from whatever bytes the item holds. */
    const run = (id: string) => {
      const runtime = runtimes.get(id);
      const item = find(id);
      if (!runtime || !item) return;
      const controller = new AbortController();
      runtime.controller = controller;
      runtime.meter.reset();
      runtime.meter.add(deps.now(), runtime.received.bytes);
      let lastTick = 0;
      const onProgress = (received: Received) => {
        const now = deps.now();
        runtime.meter.add(now, received.bytes);
        if (now - lastTick < tickMs && received.bytes !== received.total) return;
        lastTick = now;
        const total = received.total ?? item.fileSize;
        const speed = runtime.meter.speed();
        patch(id, {
          received: received.bytes,
          fileSize: total,
          progress: percent(received.bytes, total),
          speed,
          remainingSeconds: remainingSeconds(received.bytes, total, speed),
        });
      };
      void runTransfer(item.url, runtime.received, deps, controller.signal, onProgress).then(
        (outcome) => settle(id, runtime, controller, outcome),
        (error: unknown) =>
          settle(id, runtime, controller, {
            kind: 'failed',
            reason: 'network',
            status: null,
            message: error instanceof Error ? error.message : null,
            keep: true,
          }),
      );
    };

    const halt = (id: string) => {
      const runtime = runtimes.get(id);
      if (!runtime) return;
      runtime.controller?.abort();
      runtime.controller = null;
    };

    return {
      items: restored,
      start(request) {
        // The same file already on its way: carry on with that one rather than fetch it twice.
        const existing = get().items.find(
          (item) => item.url === request.url && (item.status === 'downloading' || item.status === 'paused'),
        );
        if (existing) {
          if (existing.status === 'paused') get().resume(existing.id);
          return existing.id;
        }
        const id = `d${++sequence}`;
        const entry: DownloadEntry = {
          id,
          url: request.url,
          fileName: request.fileName,
          fileSize: request.fileSize ?? 0,
          progress: 0,
          status: 'stopped',
          received: 0,
          speed: 0,
          remainingSeconds: null,
          sha256: null,
          verified: false,
          error: null,
        };
        runtimes.set(id, { received: emptyReceived(), controller: null, meter: createSpeedMeter() });
        set((state) => ({ items: [entry, ...state.items] }));
        if (move(id, 'start')) run(id);
        return id;
      },
      pause(id) {
        if (!move(id, 'pause', { speed: 0, remainingSeconds: null })) return;
        halt(id);
      },
      resume(id) {
        if (move(id, 'resume', { error: null })) run(id);
      },
      cancel(id) {
        if (!move(id, 'cancel', { received: 0, progress: 0, speed: 0, remainingSeconds: null })) return;
        halt(id);
        const runtime = runtimes.get(id);
        if (runtime) runtime.received = emptyReceived();
      },
      retry(id) {
        const item = find(id);
        const runtime = runtimes.get(id);
        if (!item || !runtime) return;
        // A failure that left a valid prefix resumes from it; a finished or stopped one starts over.
        if (item.status !== 'failed') runtime.received = emptyReceived();
        if (move(id, 'retry', { error: null, verified: false, sha256: null, received: runtime.received.bytes }))
          run(id);
      },
      remove(id) {
        halt(id);
        runtimes.delete(id);
        set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
      },
      clearFinished() {
        for (const item of get().items) if (item.status === 'done') runtimes.delete(item.id);
        set((state) => ({ items: state.items.filter((item) => item.status !== 'done') }));
      },
    };
  });
  return store;
}

export type DownloadStore = ReturnType<typeof createDownloadStore>;

/** Active ones: what the header's badge counts. */
export const activeCount = (items: readonly DownloadEntry[]) =>
  items.filter((item) => item.status === 'downloading' || item.status === 'paused').length;

/** Saves a finished file the way a link would: an object URL behind <a download>, revoked soon after. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; holding the URL longer would keep the bytes alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
