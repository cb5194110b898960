// The portal's one download manager, wired to the browser: bearer token and language on every
// request, toasts for the outcome (spec §8 'download success' / 'download error'), the spec's 401
// handling, and the items mirrored into the session's progressList (spec §3).
import { limits } from '../../../contract/limits.ts';
import { i18n } from '../../i18n/index.ts';
import { notify } from '../../notify.ts';
import './i18n/manager.ts';
import { createDownloadStore, saveBlob, toSaved } from '../../stores/downloads.ts';
import type { DownloadEntry, SavedDownload } from '../../stores/downloads.ts';
import { clearCredentials, getToken, useSession } from '../../stores/session.ts';
import { sha256Hex } from '../../stores/downloadTransfer.ts';

function failureReason(entry: DownloadEntry): string {
  const error = entry.error;
  if (!error) return '';
  if (error.reason === 'integrity') return i18n.t('downloadManager.message.integrity');
  if (error.message) return error.message;
  return i18n.t(`downloadManager.message.${error.reason}`);
}

function report(entry: DownloadEntry): void {
  if (entry.status === 'done') {
    notify({ type: 'success', content: i18n.t('downloadManager.message.success', { name: entry.fileName }) });
    return;
  }
  const reason = failureReason(entry);
  notify({
    type: 'error',
    content: reason
      ? i18n.t('downloadManager.message.errorWithReason', { name: entry.fileName, reason })
      : i18n.t('downloadManager.message.error', { name: entry.fileName }),
    durationMs: limits.toastMs,
    closable: true,
  });
}

let reloadScheduled = false;
function unauthorized(): void {
  clearCredentials();
  notify({ type: 'error', content: i18n.t('common.tokenExpired'), durationMs: limits.toastMs, closable: true });
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => window.location.reload(), limits.reloadAfter401Ms);
}

// The list is kept in this tab's sessionStorage, so a reload does not make downloads vanish.
const savedKey = 'portal.downloads';

function readSaved(): SavedDownload[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(savedKey) ?? '[]');
    return Array.isArray(value) ? (value as SavedDownload[]) : [];
  } catch {
    return [];
  }
}

export const useDownloads = createDownloadStore(
  {
    fetch: (url, init) => fetch(url, init),
    headers: () => {
      const token = getToken();
      return {
        Accept: '*/*',
        'Accept-Language': useSession.getState().language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      };
    },
    sha256Hex,
    now: () => performance.now(),
    save: saveBlob,
    report,
    unauthorized,
  },
  readSaved(),
);

useDownloads.subscribe((state, previous) => {
  if (state.items === previous.items) return;
  const progressList = state.items.map(({ fileName, fileSize, progress, status, url }) => ({
    fileName,
    fileSize,
    progress,
    status,
    url,
  }));
  useSession.getState().setLocalState({ progressList });
  sessionStorage.setItem(savedKey, JSON.stringify(toSaved(state.items)));
});

/** Starts (or continues) a download and says so; the indicator shows its progress. */
export function startDownload(request: { url: string; fileName: string; fileSize?: number }): void {
  useDownloads.getState().start(request);
  notify({ type: 'info', content: i18n.t('downloadManager.started', { name: request.fileName }) });
}
