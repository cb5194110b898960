// The request layer against spec §7 (headers) and §8 (error catalogue), with every side effect faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../contract/limits.ts';
import { limits } from '../../contract/limits.ts';
import type { Toast } from '../notify.ts';
import { memoryStorage } from '../stores/session.ts';
import { ApiError, createRequest } from './request.ts';
import type { MessageKey } from './request.ts';

const texts: Record<Language, Record<MessageKey, string>> = {
  en: {
    'common.tokenExpired': 'Token expired, please login again',
    'common.requestError': 'request error, try again later',
  },
  zh: { 'common.tokenExpired': '登录已过期，请重新登录', 'common.requestError': '请求出错，请稍后重试' },
};

const envelope = (code: number, msg = '', data: unknown = null, status = 200) =>
  new Response(JSON.stringify({ code, msg, data }), { status, headers: { 'Content-Type': 'application/json' } });

function setup(options: { token?: string | null; language?: Language } = {}) {
  const state = { token: options.token ?? null, language: options.language ?? 'zh' };
  const session = memoryStorage();
  let nextResponse: () => Promise<Response> = async () => envelope(0, 'ok');
  const fetch = vi.fn((_url: string, _init: RequestInit) => nextResponse());
  const notify = vi.fn((_toast: Toast) => {});
  const reload = vi.fn();
  const clearCredentials = vi.fn(() => {
    state.token = null;
  });
  const randomUUID = vi.fn(() => '11111111-2222-4333-8444-555555555555');
  const client = createRequest({
    fetch,
    getToken: () => state.token,
    getLanguage: () => state.language,
    clearCredentials,
    notify,
    reload,
    session,
    randomUUID,
    now: () => 1_700_000_000_000,
    translate: (key) => texts[state.language][key],
  });
  const lastCall = () => {
    const [url, init] = fetch.mock.calls.at(-1)!;
    return { url: new URL(url, 'http://portal.test'), init, headers: init.headers as Record<string, string> };
  };
  return {
    client,
    fetch,
    notify,
    reload,
    clearCredentials,
    randomUUID,
    session,
    state,
    lastCall,
    respond(make: () => Response | Promise<Response>) {
      nextResponse = async () => make();
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to be rejected');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers and URL (spec §7)', () => {
  it('prefixes /api and sends the bearer token when there is one', async () => {
    const t = setup({ token: 'tok-123' });
    await t.client.get('/gateway/user/getMenu');
    expect(t.lastCall().url.pathname).toBe('/api/gateway/user/getMenu');
    expect(t.lastCall().headers.Authorization).toBe('Bearer tok-123');
    expect(t.lastCall().headers['verify-code']).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const t = setup({ token: null });
    await t.client.post('/common/homepage/custFeedback', { subject: 'M01', feedback: 'x' });
    expect(t.lastCall().headers).not.toHaveProperty('Authorization');
  });

  it('login carries verify-code from sessionStorage and no bearer token', async () => {
    const t = setup({ token: 'tok-123' });
    t.session.setItem('verify-code', 'kept-uuid');
    await t.client.post('/gateway/user/login', { username: 'a@b.c', password: 'p', code: '1234' });
    expect(t.lastCall().headers['verify-code']).toBe('kept-uuid');
    expect(t.lastCall().headers).not.toHaveProperty('Authorization');
    expect(t.randomUUID).not.toHaveBeenCalled();
  });

  it('creates the verify-code uuid once when sessionStorage has none, then reuses it', async () => {
    const t = setup();
    await t.client.download('/codepath/code/getVerificationCodePhoto');
    expect(t.randomUUID).toHaveBeenCalledTimes(1);
    expect(t.session.getItem('verify-code')).toBe('11111111-2222-4333-8444-555555555555');
    expect(t.lastCall().headers['verify-code']).toBe('11111111-2222-4333-8444-555555555555');
    await t.client.get('/codepath/code/getRegisterCode', { email: 'a@b.c' });
    expect(t.randomUUID).toHaveBeenCalledTimes(1);
    expect(t.lastCall().headers['verify-code']).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('all verification-code calls use verify-code; other calls never do', async () => {
    const t = setup({ token: 'tok' });
    for (const path of [
      '/codepath/code/getVerificationCode',
      '/codepath/code/getRegisterCode',
      '/codepath/code/getVerifyCode',
    ]) {
      await t.client.get(path);
      expect(t.lastCall().headers['verify-code'], path).toBeDefined();
      expect(t.lastCall().headers, path).not.toHaveProperty('Authorization');
    }
    for (const path of [
      '/gateway/user/updatePwd',
      '/gateway/user/register',
      '/gateway/user/loginHistory',
      '/common/codepath/code/x',
    ]) {
      await t.client.post(path, {});
      expect(t.lastCall().headers['verify-code'], path).toBeUndefined();
      expect(t.lastCall().headers.Authorization, path).toBe('Bearer tok');
    }
  });

  it('GET carries _t=<now> after its params; POST, PUT and DELETE do not', async () => {
    const t = setup();
    await t.client.get('/common/cust/patchsetlist/list', {
      pageNum: 2,
      chips: ['A1', 'B2'],
      empty: undefined,
      none: null,
    });
    const url = t.lastCall().url;
    expect(url.searchParams.get('_t')).toBe('1700000000000');
    expect(url.searchParams.get('pageNum')).toBe('2');
    expect(url.searchParams.getAll('chips')).toEqual(['A1', 'B2']);
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(t.lastCall().init.method).toBe('GET');

    await t.client.post('/common/homepage/custFeedback', { subject: 's' });
    expect(t.lastCall().url.searchParams.has('_t')).toBe(false);
    await t.client.put('/common/cust/patchset/revokeApply', { id: 1 });
    expect(t.lastCall().url.searchParams.has('_t')).toBe(false);
    await t.client.del('/common/fae/aiFoundry/chat/deleteMessage/', { params: { id: 7 } });
    expect(t.lastCall().init.method).toBe('DELETE');
    expect(t.lastCall().url.searchParams.get('id')).toBe('7');
    expect(t.lastCall().url.searchParams.has('_t')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const t = setup();
    await t.client.post('/common/cust/patchset/cartadd', { ids: [1, 2] });
    expect(t.lastCall().init.body).toBe('{"ids":[1,2]}');
    expect(t.lastCall().headers['Content-Type']).toBe('application/json');
    await t.client.del('/common/cust/patchset/cartdel', { body: { ids: [3] } });
    expect(t.lastCall().init.body).toBe('{"ids":[3]}');
    await t.client.get('/gateway/user/getMenu');
    expect(t.lastCall().init.body).toBeUndefined();
    expect(t.lastCall().headers).not.toHaveProperty('Content-Type');
  });

  it('sends Accept-Language with the current language', async () => {
    const t = setup({ language: 'zh' });
    await t.client.get('/common/latestCourse');
    expect(t.lastCall().headers['Accept-Language']).toBe('zh');
    t.state.language = 'en';
    await t.client.get('/common/latestCourse');
    expect(t.lastCall().headers['Accept-Language']).toBe('en');
  });
});

describe('silent codes and blobs (spec §8)', () => {
  it.each([0, 999, 9999])('code %i resolves with the envelope, without a toast', async (code) => {
    const t = setup({ token: 'tok' });
    t.respond(() => envelope(code, 'm', { x: 1 }));
    await expect(t.client.post('/gateway/user/login', {})).resolves.toEqual({ code, msg: 'm', data: { x: 1 } });
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.clearCredentials).not.toHaveBeenCalled();
  });

  it('blob data passes silently', async () => {
    const t = setup();
    t.respond(
      () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    );
    const blob = await t.client.download('/dccpath/dcc/file/download/5');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(3);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('blob data passes silently even when it is JSON (an exported .json file)', async () => {
    const t = setup();
    t.respond(() => envelope(500, 'looks like an error but is the file', null, 200));
    const blob = await t.client.download('/dccpath/dcc/file/download/6');
    expect(blob).toBeInstanceOf(Blob);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('array-buffer data passes silently', async () => {
    const t = setup();
    t.respond(
      () =>
        new Response(new Uint8Array([9, 9]), { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    const buffer = await t.client.request({ method: 'GET', path: '/common/sheet/4', responseType: 'arraybuffer' });
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(buffer.byteLength).toBe(2);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('a failed download answers with an envelope, handled like any other code', async () => {
    const t = setup();
    t.respond(() => envelope(404, 'Not found', null, 404));
    const error = await rejection(t.client.download('/dccpath/dcc/file/download/999'));
    expect(error.code).toBe(404);
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: 'Not found' }));
  });
});

describe('error codes (spec §8)', () => {
  it.each([400, 403, 404, 409, 413, 429, 500, 1001, 1002, 1003, 1004])(
    'code %i shows the server msg as an 8 s closable error toast and rejects with code, msg and data',
    async (code) => {
      const t = setup({ token: 'tok' });
      t.respond(() => envelope(code, `server says ${code}`, { field: 'x' }, code < 1000 ? code : 200));
      const error = await rejection(t.client.get('/common/patch/list'));
      expect(error.code).toBe(code);
      expect(error.msg).toBe(`server says ${code}`);
      expect(error.data).toEqual({ field: 'x' });
      expect(t.notify).toHaveBeenCalledTimes(1);
      expect(t.notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', content: `server says ${code}`, durationMs: 8000, closable: true }),
      );
      expect(t.clearCredentials).not.toHaveBeenCalled();
      expect(t.reload).not.toHaveBeenCalled();
    },
  );

  // The server's refusals carry honest HTTP statuses (API.md): the envelope's msg is shown all the same.
  it.each([
    [400, 1001, 'Password error, remaining times 4'],
    [400, 1002, 'Wrong or expired verification code'],
    [403, 1003, 'Too many wrong passwords: the account is locked, try again in 30 minutes'],
    [403, 1004, 'The account is not active yet: it awaits approval by the project manager'],
    [400, 400, 'Invalid input: email'],
    [403, 403, 'No permission, please contact the project manager'],
    [409, 409, 'The account is active: this action is not allowed'],
    [429, 429, 'Please wait 42 s before requesting a new code'],
  ])('HTTP %i with envelope code %i shows the envelope msg and rejects with it', async (status, code, msg) => {
    const t = setup({ token: 'tok' });
    t.respond(() => envelope(code, msg, null, status));
    const error = await rejection(t.client.post('/gateway/user/login', {}));
    expect(error).toMatchObject({ code, msg, status });
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: msg }));
    expect(t.clearCredentials).not.toHaveBeenCalled();
  });

  it('a quiet call rejects with the envelope but shows no toast (the page shows it on the field)', async () => {
    const t = setup();
    t.respond(() => envelope(400, 'The password contains the common password "password"', { field: 'password' }, 400));
    const error = await rejection(
      t.client.request({ method: 'POST', path: '/gateway/user/checkPasswordContainsCommonKey', body: {}, quiet: true }),
    );
    expect(error).toMatchObject({
      code: 400,
      msg: 'The password contains the common password "password"',
      status: 400,
    });
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('a quiet call that fails without an envelope shows no toast either', async () => {
    const t = setup();
    t.respond(() => new Response('Bad Gateway', { status: 502 }));
    const error = await rejection(t.client.request({ method: 'POST', path: '/x', quiet: true }));
    expect(error).toMatchObject({ code: null, status: 502 });
    t.respond(() => Promise.reject(new TypeError('fetch failed')));
    await rejection(t.client.request({ method: 'GET', path: '/x', quiet: true }));
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('the toast lasts limits.toastMs', async () => {
    const t = setup();
    t.respond(() => envelope(400, 'bad'));
    await rejection(t.client.get('/x'));
    expect(t.notify.mock.calls[0][0].durationMs).toBe(limits.toastMs);
  });

  it('identical messages are shown once while visible, again after they close', async () => {
    const t = setup();
    t.respond(() => envelope(409, 'The current state does not allow this', null, 409));
    await rejection(t.client.put('/common/cust/patchset/revokeApply', { id: 1 }));
    await rejection(t.client.put('/common/cust/patchset/revokeApply', { id: 1 }));
    expect(t.notify).toHaveBeenCalledTimes(1);

    t.respond(() => envelope(400, 'another message', null, 400));
    await rejection(t.client.get('/x'));
    expect(t.notify).toHaveBeenCalledTimes(2);

    t.notify.mock.calls[0][0].onClose?.(); // the user closes the first toast
    t.respond(() => envelope(409, 'The current state does not allow this', null, 409));
    await rejection(t.client.put('/common/cust/patchset/revokeApply', { id: 1 }));
    expect(t.notify).toHaveBeenCalledTimes(3);
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a duplicate is shown again once the first toast has timed out, even if the notifier never reports closing', async () => {
      const t = setup();
      t.respond(() => envelope(500, 'Internal server error', null, 500));
      await rejection(t.client.get('/x'));
      await vi.advanceTimersByTimeAsync(limits.toastMs - 1);
      await rejection(t.client.get('/x'));
      expect(t.notify).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await rejection(t.client.get('/x'));
      expect(t.notify).toHaveBeenCalledTimes(2);
    });

    it('code 401 clears credentials, shows the token-expired message and reloads after 500 ms', async () => {
      const t = setup({ token: 'tok', language: 'en' });
      t.respond(() => envelope(401, 'whatever the server says', null, 401));
      const error = await rejection(t.client.get('/gateway/user/getMenu'));
      expect(error.code).toBe(401);
      expect(t.clearCredentials).toHaveBeenCalledTimes(1);
      expect(t.notify).toHaveBeenCalledTimes(1);
      expect(t.notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', content: 'Token expired, please login again' }),
      );
      expect(t.reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms - 1);
      expect(t.reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(t.reload).toHaveBeenCalledTimes(1);
    });

    it('the token-expired message follows the language', async () => {
      const t = setup({ token: 'tok', language: 'zh' });
      t.respond(() => envelope(401, '', null, 401));
      await rejection(t.client.get('/x'));
      expect(t.notify.mock.calls[0][0].content).toBe('登录已过期，请重新登录');
    });

    it('the token-expired message is in the language in use: clearing credentials keeps the language', async () => {
      const t = setup({ token: 'tok', language: 'en' });
      t.respond(() => envelope(401, '', null, 401));
      await rejection(t.client.get('/x'));
      expect(t.clearCredentials).toHaveBeenCalledTimes(1);
      expect(t.state.language).toBe('en');
      expect(t.notify.mock.calls[0][0].content).toBe('Token expired, please login again');
    });

    it('a quiet call still handles 401 as spec §8 says', async () => {
      const t = setup({ token: 'tok', language: 'en' });
      t.respond(() => envelope(401, '', null, 401));
      await rejection(t.client.request({ method: 'POST', path: '/gateway/user/logout', quiet: true }));
      expect(t.clearCredentials).toHaveBeenCalledTimes(1);
      expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ content: 'Token expired, please login again' }));
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms);
      expect(t.reload).toHaveBeenCalledTimes(1);
    });

    it('a 401 for a token the tab no longer holds (logged out meanwhile) shows nothing and reloads nothing', async () => {
      const t = setup({ token: 'tok', language: 'en' });
      t.respond(() => {
        t.state.token = null; // the user logged out while this request was on its way
        return envelope(401, '', null, 401);
      });
      const error = await rejection(t.client.get('/common/homepage/getNoDownloadCount'));
      expect(error.code).toBe(401);
      expect(t.clearCredentials).not.toHaveBeenCalled();
      expect(t.notify).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms * 2);
      expect(t.reload).not.toHaveBeenCalled();
    });

    it('a 401 for a request sent without a token (a page still on screen after logout) shows nothing and reloads nothing', async () => {
      const t = setup({ token: null, language: 'en' });
      t.respond(() => envelope(401, '', null, 401));
      expect((await rejection(t.client.get('/common/homepage/partners'))).code).toBe(401);
      expect(t.clearCredentials).not.toHaveBeenCalled();
      expect(t.notify).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms * 2);
      expect(t.reload).not.toHaveBeenCalled();
    });

    it('several 401s at once reload once and toast once', async () => {
      const t = setup({ token: 'tok' });
      t.respond(() => envelope(401, '', null, 401));
      await Promise.all([rejection(t.client.get('/a')), rejection(t.client.get('/b')), rejection(t.client.post('/c'))]);
      expect(t.notify).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms);
      expect(t.reload).toHaveBeenCalledTimes(1);
    });

    it('an HTTP error without envelope whose text contains 401 clears credentials and shows the generic message, without reloading', async () => {
      const t = setup({ token: 'tok', language: 'en' });
      t.respond(
        () => new Response('<html>Unauthorized</html>', { status: 401, headers: { 'Content-Type': 'text/html' } }),
      );
      const error = await rejection(t.client.get('/x'));
      expect(error.code).toBeNull();
      expect(error.status).toBe(401);
      expect(error.msg).toContain('401');
      expect(t.clearCredentials).toHaveBeenCalledTimes(1);
      expect(t.notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', content: 'request error, try again later' }),
      );
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms * 10);
      expect(t.reload).not.toHaveBeenCalled();
    });
  });

  it('an HTTP error without envelope (502 from a proxy) shows the generic message and keeps credentials', async () => {
    const t = setup({ token: 'tok', language: 'en' });
    t.respond(() => new Response('Bad Gateway', { status: 502 }));
    const error = await rejection(t.client.post('/x', {}));
    expect(error.status).toBe(502);
    expect(t.clearCredentials).not.toHaveBeenCalled();
    expect(t.notify).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'request error, try again later', durationMs: 8000, closable: true }),
    );
  });

  it('a failed download without envelope shows the generic message', async () => {
    const t = setup({ language: 'zh' });
    t.respond(() => new Response('nope', { status: 500 }));
    await rejection(t.client.download('/x'));
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ content: '请求出错，请稍后重试' }));
  });

  it('a 200 answer that is not an envelope (HTML fallback) is a request error', async () => {
    const t = setup({ language: 'en' });
    t.respond(
      () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await rejection(t.client.get('/not/a/route'));
    expect(error.code).toBeNull();
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ content: 'request error, try again later' }));
  });

  it('a network failure shows the generic message and keeps credentials, even when its text contains 401', async () => {
    const t = setup({ token: 'tok', language: 'en' });
    t.respond(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(t.client.get('/x'));
    expect(error.status).toBeNull();
    expect(t.clearCredentials).not.toHaveBeenCalled();
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ content: 'request error, try again later' }));

    t.respond(() => Promise.reject(new Error('proxy answered 401')));
    expect((await rejection(t.client.get('/x'))).msg).toContain('401');
    expect(t.clearCredentials).not.toHaveBeenCalled();
    expect(t.state.token).toBe('tok');
  });

  it('an error whose text contains 401 but whose status is 400 or 500 keeps credentials and does not reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const t = setup({ token: 'tok', language: 'en' });
      t.respond(() => envelope(400, 'Ticket 401 is closed', null, 400));
      const asEnvelope = await rejection(t.client.post('/x', {}));
      expect(asEnvelope).toMatchObject({ code: 400, status: 400, msg: 'Ticket 401 is closed' });
      t.respond(() => envelope(500, 'upstream said 401', null, 500));
      expect((await rejection(t.client.get('/x'))).status).toBe(500);
      t.respond(
        () =>
          new Response('<html>error 401 in gateway</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      );
      expect((await rejection(t.client.get('/x'))).status).toBe(500);
      t.respond(() => new Response('401', { status: 400 }));
      expect((await rejection(t.client.download('/x'))).status).toBe(400);

      expect(t.clearCredentials).not.toHaveBeenCalled();
      expect(t.state.token).toBe('tok');
      await vi.advanceTimersByTimeAsync(limits.reloadAfter401Ms * 4);
      expect(t.reload).not.toHaveBeenCalled();
      // A real 401 still signs out: by HTTP status without an envelope, by code with one.
      t.respond(() => new Response('Unauthorized', { status: 401 }));
      await rejection(t.client.get('/x'));
      expect(t.clearCredentials).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancelled request rejects without a toast', async () => {
    const t = setup();
    t.respond(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    await expect(t.client.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.notify).not.toHaveBeenCalled();
  });
});
