// Uploads one file as multipart/form-data with progress (fetch reports none), to a route of the API
// that answers the envelope: the import preview of web/components/xlsxImport/XlsxImportDialog.tsx.
import type { Envelope } from '../../../contract/codes.ts';
import { apiBase, ApiError } from '../../api/request.ts';
import { getToken, useSession } from '../../stores/session.ts';

export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', useSession.getState().language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError({ code: null, msg: 'network error', status: null }));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let envelope: Envelope<T> | null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (envelope && typeof envelope.code === 'number' && envelope.code === 0) return resolve(envelope.data);
      reject(
        new ApiError({
          code: envelope?.code ?? null,
          msg: envelope?.msg ?? `Request failed with status code ${xhr.status}`,
          data: envelope?.data,
          status: xhr.status,
        }),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
