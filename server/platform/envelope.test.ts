// The envelope, codes and languages of API.md, on every kind of response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../db/orm.ts';
import { makeTestApp, type TestApp } from '../test/app.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('envelope', () => {
  it('wraps a success as { code: 0, msg, data }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: { status: 'ok' } });
  });

  it('answers 400 naming the field that failed its schema, and chooses the language', async () => {
    const token = await t.signIn('customer@demo.test');
    const zh = await t.app.inject({
      method: 'GET',
      url: '/api/common/download/mine?pageSize=1000',
      headers: t.bearer(token),
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().code).toBe(400);
    expect(zh.json().msg).toContain('pageSize');
    expect(zh.json().msg).toMatch(/参数错误/);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/common/download/mine?pageNum=0',
      headers: { ...t.bearer(token), 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toMatch(/^Invalid input: pageNum/);
    expect(en.json().data).toEqual({ field: 'pageNum' });
  });

  it('answers 500 with a request id and never the error text or stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.msg).toContain(body.data.requestId);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('app.ts');
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const token = await t.signIn('customer@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/batchDownload',
      headers: { ...t.bearer(token), 'content-type': 'application/json' },
      payload: '{"ids": [1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('sends security headers: the API a lean set that lets nothing run or frame it, pages the full set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    // A bearer answer cannot be loaded by another site (no token travels); a cookie route can.
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
    const token = await t.signIn('customer@demo.test');
    const video = await t.app.inject({
      method: 'GET',
      url: '/api/common/video/2147483000',
      headers: { cookie: `token=${token}` },
    });
    expect(video.statusCode).toBe(404);
    expect(video.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(video.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The liveness probe is bare (decision 0022): a constant answer for a load balancer.
    const probe = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(probe.json()).toEqual({ code: 0, msg: 'success', data: { status: 'ok' } });
    expect(probe.headers['content-security-policy']).toBeUndefined();
    for (const url of ['/version.json', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('authentication and permission', () => {
  const url = '/api/common/download/mine';

  it('401 without a token, with an unknown token, a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });

  it('401 at once for a revoked token (logout) and for an expired one', async () => {
    const token = await t.signIn('customer@demo.test');
    expect((await t.app.inject({ method: 'GET', url, headers: t.bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/gateway/user/logout', headers: t.bearer(token) });
    expect(out.json().code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url, headers: t.bearer(token) })).statusCode).toBe(401);

    const expired = await t.signIn('customer@demo.test');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    expect((await t.app.inject({ method: 'GET', url, headers: t.bearer(expired) })).statusCode).toBe(401);
  });

  it('401 for the token of an account that is locked', async () => {
    const token = await t.signIn('locked@demo.test');
    expect((await t.app.inject({ method: 'GET', url, headers: t.bearer(token) })).statusCode).toBe(401);
  });

  it('403 with the no-permission message when the account lacks the route code', async () => {
    const token = await t.signIn('pm@demo.test'); // staff: no customer menus
    const res = await t.app.inject({ method: 'GET', url, headers: { ...t.bearer(token), 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: 'no permission, please contact the project manager' }); // spec §6's text, as the web shows it
  });

  it('stores only the hash of a token', async () => {
    const token = await t.signIn('customer@demo.test');
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe('menu and profile', () => {
  it('getMenu gives a child its granted pages without M08, and its roles', async () => {
    const token = await t.signIn('child@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/gateway/user/getMenu', headers: t.bearer(token) });
    const { menus, roles } = res.json().data;
    const codes = menus.map((m: { funcNo: string }) => m.funcNo);
    expect(codes).toContain('M01');
    expect(codes).not.toContain('M08');
    expect(codes).not.toContain('M03');
    expect(
      menus.find((m: { funcNo: string }) => m.funcNo === 'M01').children.map((c: { funcNo: string }) => c.funcNo),
    ).toContain('dcc.download');
    expect(roles.length).toBe(1);
  });

  it('getMenu gives a primary account every page with the spec fields, and hides switched-off pages', async () => {
    const token = await t.signIn('customer@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/gateway/user/getMenu', headers: t.bearer(token) });
    const m20 = res.json().data.menus.find((m: { funcNo: string }) => m.funcNo === 'M20');
    expect(Object.keys(m20).sort()).toEqual([
      'children',
      'funcEname',
      'funcName',
      'funcNo',
      'isQuickstart',
      'newhref',
      'newicon',
      'redirectUrl',
    ]);
    expect(m20.redirectUrl).toMatch(/^https:/);
    expect(res.json().data.menus.length).toBe(22);
  });
});
