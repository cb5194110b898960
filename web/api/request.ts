// The one client of the API (spec §7 headers, spec §8 error catalogue). Every call of
// web/api/<module>.ts goes through here. Side effects are injected so tests run in node.
import { Code, silentCodes } from '../../contract/codes.ts';
import type { Envelope } from '../../contract/codes.ts';
import { limits } from '../../contract/limits.ts';
import type { Language } from '../../contract/limits.ts';
import { notify } from '../notify.ts';
import type { Toast } from '../notify.ts';
import { clearCredentials, getToken, useSession } from '../stores/session.ts';
import { i18n } from '../i18n/index.ts';

export const apiBase = '/api';
export const verifyCodeKey = 'verify-code';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Scalar = string | number | boolean;
export type Params = Record<string, Scalar | readonly Scalar[] | null | undefined>;
export type ResponseType = 'json' | 'blob' | 'arraybuffer';

export type RequestOptions = {
  method: Method;
  /** The path after /api, as the spec names it: '/gateway/user/login'. */
  path: string;
  params?: Params;
  body?: unknown;
  responseType?: ResponseType;
  signal?: AbortSignal;
  /**
   * The page shows the failure itself (a field error, say): no error toast. A 401 is still
   * handled as spec §8 says (credentials cleared, message, reload).
   */
  quiet?: boolean;
};

export type MessageKey = 'common.tokenExpired' | 'common.requestError';

export type RequestDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  getLanguage: () => Language;
  clearCredentials: () => void;
  notify: (toast: Toast) => void;
  reload: () => void;
  /** Where the verify-code uuid is kept (sessionStorage in the browser). */
  session: Pick<Storage, 'getItem' | 'setItem'>;
  randomUUID: () => string;
  now: () => number;
  translate: (key: MessageKey) => string;
};

/** A rejected call: `code`/`msg`/`data` of the envelope, or `code: null` when there was none. */
export class ApiError extends Error {
  readonly code: number | null;
  readonly msg: string;
  readonly data: unknown;
  /** HTTP status, or null when the request never got a response. */
  readonly status: number | null;
  constructor(fields: { code: number | null; msg: string; data?: unknown; status: number | null }) {
    super(fields.msg);
    this.name = 'ApiError';
    this.code = fields.code;
    this.msg = fields.msg;
    this.data = fields.data;
    this.status = fields.status;
  }
}

/** Login and the verification-code calls carry verify-code instead of the bearer token. */
export function usesVerifyCode(path: string): boolean {
  return path === '/gateway/user/login' || path.startsWith('/codepath/code/');
}

export function buildQuery(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function createRequest(deps: RequestDeps) {
  // Texts of toasts on screen now: the same message is shown at most once while visible.
  const visible = new Set<string>();
  let reloadScheduled = false;

  function toastError(content: string): void {
    if (visible.has(content)) return;
    visible.add(content);
    const hide = () => visible.delete(content);
    // onClose covers the close button; the timer covers a notifier that never reports closing.
    setTimeout(hide, limits.toastMs);
    deps.notify({ type: 'error', content, durationMs: limits.toastMs, closable: true, onClose: hide });
  }

  function verifyCode(): string {
    let uuid = deps.session.getItem(verifyCodeKey);
    if (!uuid) {
      uuid = deps.randomUUID();
      deps.session.setItem(verifyCodeKey, uuid);
    }
    return uuid;
  }

  function headersFor(options: RequestOptions, token: string | null): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: options.responseType && options.responseType !== 'json' ? '*/*' : 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (usesVerifyCode(options.path)) {
      headers[verifyCodeKey] = verifyCode();
    } else {
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    return headers;
  }

  function urlFor(options: RequestOptions): string {
    const params = options.method === 'GET' ? { ...options.params, _t: deps.now() } : options.params;
    return `${apiBase}${options.path}${buildQuery(params)}`;
  }

  /** Spec §8 for a response that carries an envelope, whatever its HTTP status (4xx included). */
  function settleEnvelope<T>(
    envelope: Envelope<T>,
    status: number,
    quiet: boolean,
    sentToken: string | null,
  ): Envelope<T> {
    if (silentCodes.includes(envelope.code)) return envelope;
    // A 401 for a token this tab no longer holds (the user logged out, or in as someone else,
    // while the request was on its way), or for a request sent with no token at all (a page still
    // on screen right after logout), says nothing about a session expiring: no message, no reload.
    if (envelope.code === Code.unauthorized && (sentToken === null || sentToken !== deps.getToken())) {
      throw new ApiError({ code: envelope.code, msg: envelope.msg, data: envelope.data, status });
    }
    if (envelope.code === Code.unauthorized) {
      const text = deps.translate('common.tokenExpired');
      deps.clearCredentials();
      toastError(text);
      if (!reloadScheduled) {
        reloadScheduled = true;
        setTimeout(() => {
          reloadScheduled = false;
          deps.reload();
        }, limits.reloadAfter401Ms);
      }
    } else if (!quiet) {
      toastError(envelope.msg || deps.translate('common.requestError'));
    }
    throw new ApiError({ code: envelope.code, msg: envelope.msg, data: envelope.data, status });
  }

  /**
   * Spec §8 for an HTTP or network failure that carries no envelope. "The text contains 401" is
   * read as the HTTP status being 401: a message that merely mentions 401 (an order number, a
   * proxy's page, a network error) says nothing about the session and must not sign anyone out.
   */
  function failWithoutEnvelope(text: string, status: number | null, quiet: boolean): never {
    const message = deps.translate('common.requestError');
    if (status === 401) deps.clearCredentials();
    if (!quiet) toastError(message);
    throw new ApiError({ code: null, msg: text, status });
  }

  async function readEnvelope(response: Response): Promise<unknown> {
    try {
      return JSON.parse(await response.text()) as unknown;
    } catch {
      return undefined;
    }
  }

  async function send(options: RequestOptions, sentToken: string | null): Promise<Response> {
    const init: RequestInit = {
      method: options.method,
      headers: headersFor(options, sentToken),
      signal: options.signal,
    };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    try {
      return await deps.fetch(urlFor(options), init);
    } catch (error) {
      // A cancelled request (route left, query cancelled) is not an error to show.
      if (isAbort(error)) throw error;
      return failWithoutEnvelope(error instanceof Error ? error.message : String(error), null, options.quiet ?? false);
    }
  }

  async function request<T>(options: RequestOptions & { responseType?: 'json' }): Promise<Envelope<T>>;
  async function request(options: RequestOptions & { responseType: 'blob' }): Promise<Blob>;
  async function request(options: RequestOptions & { responseType: 'arraybuffer' }): Promise<ArrayBuffer>;
  async function request(options: RequestOptions): Promise<Envelope<unknown> | Blob | ArrayBuffer> {
    const sentToken = deps.getToken();
    const response = await send(options, sentToken);
    const responseType = options.responseType ?? 'json';
    // Blob and array-buffer data pass silently; their errors come as envelopes with an error status.
    if (responseType !== 'json' && response.ok) {
      return responseType === 'blob' ? response.blob() : response.arrayBuffer();
    }
    const payload = await readEnvelope(response);
    if (!isEnvelope(payload)) {
      return failWithoutEnvelope(
        `Request failed with status code ${response.status}`,
        response.status,
        options.quiet ?? false,
      );
    }
    return settleEnvelope(payload, response.status, options.quiet ?? false, sentToken);
  }

  return {
    request,
    get: <T>(path: string, params?: Params, signal?: AbortSignal) =>
      request<T>({ method: 'GET', path, params, signal }),
    post: <T>(path: string, body?: unknown, params?: Params) => request<T>({ method: 'POST', path, body, params }),
    put: <T>(path: string, body?: unknown, params?: Params) => request<T>({ method: 'PUT', path, body, params }),
    del: <T>(path: string, options: { params?: Params; body?: unknown } = {}) =>
      request<T>({ method: 'DELETE', path, ...options }),
    /** Files, images, zips: resolves with the bytes as a Blob. */
    download: (
      path: string,
      options: { method?: Method; params?: Params; body?: unknown; signal?: AbortSignal } = {},
    ) =>
      request({
        method: options.method ?? 'GET',
        path,
        params: options.params,
        body: options.body,
        signal: options.signal,
        responseType: 'blob',
      }),
  };
}

export type RequestClient = ReturnType<typeof createRequest>;

// The app's client, wired to the browser. Globals are looked up at call time, so importing
// this module in node (tests) is harmless.
const client = createRequest({
  fetch: (url, init) => fetch(url, init),
  getToken,
  getLanguage: () => useSession.getState().language,
  clearCredentials,
  notify,
  reload: () => window.location.reload(),
  session: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  },
  randomUUID: () => crypto.randomUUID(),
  now: Date.now,
  translate: (key) => i18n.t(key),
});

export const { request, get, post, put, del, download } = client;
