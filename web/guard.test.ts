// The route guard against spec §4, rule by rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../contract/limits.ts';
import {
  checkVersion,
  decideRoute,
  maintenancePaths,
  maintenanceStaffPaths,
  openPaths,
  redirectAfterLogin,
  runGuard,
} from './guard.ts';
import type { GuardDeps, RouteTarget } from './guard.ts';

const knownPaths = ['/', '/login', '/notFound', '/noPermission', '/systemUpgrade', '/dcc', '/review/ReviewDetail'];
const target = (path: string, hasToken: boolean, fullPath = path): RouteTarget => ({
  path,
  fullPath,
  hasToken,
  knownPaths,
});

describe('decideRoute (spec §4 steps 2 and 3)', () => {
  it('with a token, known paths proceed', () => {
    for (const path of knownPaths.filter((p) => p !== '/systemUpgrade')) {
      expect(decideRoute(target(path, true)), path).toEqual({ kind: 'proceed' });
    }
  });

  it('with a token, unknown paths go to /notFound', () => {
    expect(decideRoute(target('/no/such/page', true))).toEqual({ kind: 'redirect', to: '/notFound' });
    expect(decideRoute(target('/dccc', true))).toEqual({ kind: 'redirect', to: '/notFound' });
  });

  it('with a token, /systemUpgrade goes to /', () => {
    expect(decideRoute(target('/systemUpgrade', true))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('without a token, the open paths that exist proceed', () => {
    for (const path of ['/login', '/notFound', '/noPermission']) {
      expect(decideRoute(target(path, false)), path).toEqual({ kind: 'proceed' });
    }
  });

  it('the open paths are exactly those of the spec', () => {
    expect([...openPaths].sort()).toEqual(
      [
        '/login',
        '/reset',
        '/register',
        '/verify',
        '/noPermission',
        '/notFound',
        '/updateGuidelines',
        '/noticePage',
      ].sort(),
    );
  });

  it('without a token, an open path that is not (yet) a route goes to /notFound, not to login', () => {
    for (const path of ['/reset', '/register', '/verify', '/updateGuidelines', '/noticePage']) {
      expect(decideRoute(target(path, false)), path).toEqual({ kind: 'redirect', to: '/notFound' });
    }
  });

  it('without a token, every other path goes to /login with the full path (query included) as redirect', () => {
    expect(decideRoute(target('/', false))).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
    expect(decideRoute(target('/dcc', false, '/dcc?chip=A1&type=pdf'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdcc%3Fchip%3DA1%26type%3Dpdf',
    });
    // unknown paths and /systemUpgrade are not open: login first
    expect(decideRoute(target('/no/such/page', false))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fno%2Fsuch%2Fpage',
    });
    expect(decideRoute(target('/systemUpgrade', false))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FsystemUpgrade',
    });
  });

  it('the redirect query round-trips to the exact full path', () => {
    const fullPath = '/fullTextSearch?keyword=%E8%8A%AF%E7%89%87 A&fromPage=faq#top';
    const decision = decideRoute(target('/fullTextSearch', false, fullPath));
    expect(decision.kind).toBe('redirect');
    const to = new URL((decision as { to: string }).to, 'http://portal.test');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('redirect')).toBe(fullPath);
  });

  it('a trailing slash does not make a known path unknown', () => {
    expect(decideRoute(target('/dcc/', true))).toEqual({ kind: 'proceed' });
    expect(decideRoute(target('/login/', false))).toEqual({ kind: 'proceed' });
  });
});

describe('decideRoute with the maintenance flag (/systemUpgrade)', () => {
  const known = [...knownPaths, '/reset', '/register', '/verify', '/noticePage', '/updateGuidelines'];
  const during = (path: string, hasToken: boolean): RouteTarget => ({
    path,
    fullPath: path,
    hasToken,
    knownPaths: known,
    maintenance: true,
  });

  it('while it is on, every page but the sign-in screens, the upgrade page and the notices shows /systemUpgrade', () => {
    for (const hasToken of [true, false]) {
      for (const path of [
        '/',
        '/dcc',
        '/review/ReviewDetail',
        '/notFound',
        '/noPermission',
        '/updateGuidelines',
        '/no/such/page',
      ]) {
        expect(decideRoute(during(path, hasToken)), `${path} token=${hasToken}`).toEqual({
          kind: 'redirect',
          to: '/systemUpgrade',
        });
      }
    }
  });

  it('while it is on, /systemUpgrade shows, with or without a token', () => {
    expect(decideRoute(during('/systemUpgrade', true))).toEqual({ kind: 'proceed' });
    expect(decideRoute(during('/systemUpgrade', false))).toEqual({ kind: 'proceed' });
    expect(decideRoute(during('/systemUpgrade/', false))).toEqual({ kind: 'proceed' });
  });

  it('while it is on, the sign-in screens and the notice page still open as usual', () => {
    for (const path of ['/login', '/reset', '/register', '/verify', '/noticePage']) {
      expect(decideRoute(during(path, false)), path).toEqual({ kind: 'proceed' });
    }
    expect([...maintenancePaths].sort()).toEqual([
      '/login',
      '/noticePage',
      '/register',
      '/reset',
      '/systemUpgrade',
      '/verify',
    ]);
  });

  it('while it is on, the staff settings still open (to turn it off); without a token, after signing in', () => {
    const settings = { ...during('/admin/settings', true), knownPaths: [...known, '/admin/settings'] };
    expect(maintenanceStaffPaths).toEqual(['/admin/settings']);
    expect(decideRoute(settings)).toEqual({ kind: 'proceed' });
    expect(decideRoute({ ...settings, path: '/admin/settings/', fullPath: '/admin/settings/' })).toEqual({
      kind: 'proceed',
    });
    expect(decideRoute({ ...settings, hasToken: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Fsettings',
    });
    // The rest of the staff console is not exempt.
    expect(decideRoute({ ...during('/admin/accounts', true), knownPaths: [...known, '/admin/accounts'] })).toEqual({
      kind: 'redirect',
      to: '/systemUpgrade',
    });
  });

  it('while it is off, /systemUpgrade leads home (or to sign-in first without a token)', () => {
    expect(decideRoute({ ...during('/systemUpgrade', true), maintenance: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute({ ...during('/systemUpgrade', false), maintenance: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FsystemUpgrade',
    });
  });
});

describe('redirectAfterLogin', () => {
  it('goes to the redirect path when it is a path of the portal', () => {
    expect(redirectAfterLogin('/dcc?chip=A1')).toBe('/dcc?chip=A1');
  });
  it('goes to / when there is none or it would leave the portal', () => {
    for (const value of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'dcc']) {
      expect(redirectAfterLogin(value), String(value)).toBe('/');
    }
  });
});

function versionDeps(answer: () => Promise<Response>, stored: string | null) {
  const state = { stored };
  const fetch = vi.fn((_url: string, _init: RequestInit) => answer());
  return {
    state,
    fetch,
    getStoredVersion: () => state.stored,
    storeVersion: vi.fn((version: string) => {
      state.stored = version;
    }),
  };
}
const versionFile = (version: string) => async () => Response.json({ version });

describe('checkVersion (spec §4 step 1)', () => {
  it('fetches /version.json without cache', async () => {
    const deps = versionDeps(versionFile('1.0.0+1'), '1.0.0+1');
    await checkVersion(deps);
    expect(deps.fetch).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('with no stored version, stores the server version and continues', async () => {
    const deps = versionDeps(versionFile('1.0.0+1'), null);
    expect(await checkVersion(deps)).toEqual({ kind: 'first', version: '1.0.0+1', maintenance: false });
    expect(deps.state.stored).toBe('1.0.0+1');
  });

  it('with the same version, changes nothing', async () => {
    const deps = versionDeps(versionFile('1.0.0+1'), '1.0.0+1');
    expect(await checkVersion(deps)).toEqual({ kind: 'same', version: '1.0.0+1', maintenance: false });
    expect(deps.storeVersion).not.toHaveBeenCalled();
  });

  it('with a different version, stores the new one first (so the reload does not loop)', async () => {
    const deps = versionDeps(versionFile('1.0.1+2'), '1.0.0+1');
    expect(await checkVersion(deps)).toEqual({ kind: 'updated', version: '1.0.1+2', maintenance: false });
    expect(deps.state.stored).toBe('1.0.1+2');
    expect(await checkVersion(deps)).toEqual({ kind: 'same', version: '1.0.1+2', maintenance: false });
  });

  it('reads the maintenance flag, which is on only when the file says exactly true', async () => {
    const answer = (body: unknown) => async () => Response.json(body);
    expect(await checkVersion(versionDeps(answer({ version: '1', maintenance: true }), '1'))).toEqual({
      kind: 'same',
      version: '1',
      maintenance: true,
    });
    expect(await checkVersion(versionDeps(answer({ version: '1', maintenance: 'yes' }), '1'))).toEqual({
      kind: 'same',
      version: '1',
      maintenance: false,
    });
    expect(await checkVersion(versionDeps(answer({ version: '2', maintenance: true }), null))).toEqual({
      kind: 'first',
      version: '2',
      maintenance: true,
    });
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['an HTTP error', async () => new Response('nope', { status: 502 })],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['JSON without a version', async () => Response.json({ other: 1 })],
  ])('%s is a failed check that stores nothing', async (_name, answer) => {
    const deps = versionDeps(answer, '1.0.0+1');
    expect(await checkVersion(deps)).toEqual({ kind: 'failed' });
    expect(deps.state.stored).toBe('1.0.0+1');
  });
});

describe('runGuard (version step, then route decision)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function guardDeps(answer: () => Promise<Response>, stored: string | null) {
    const base = versionDeps(answer, stored);
    const deps: GuardDeps & typeof base = { ...base, warnVersionUpdate: vi.fn(), reload: vi.fn() };
    return deps;
  }

  it('a new version warns, does not navigate, and reloads after 1200 ms', async () => {
    const deps = guardDeps(versionFile('2'), '1');
    expect(await runGuard(target('/dcc', true), deps)).toEqual({ kind: 'reload' });
    expect(deps.warnVersionUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(limits.reloadAfterVersionMs - 1);
    expect(deps.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a new version takes precedence over the login redirect', async () => {
    const deps = guardDeps(versionFile('2'), '1');
    expect(await runGuard(target('/dcc', false), deps)).toEqual({ kind: 'reload' });
  });

  it('the same version goes on to the route decision, silently', async () => {
    const deps = guardDeps(versionFile('1'), '1');
    expect(await runGuard(target('/dcc', true), deps)).toEqual({ kind: 'proceed' });
    expect(await runGuard(target('/dcc', false), deps)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdcc' });
    expect(deps.warnVersionUpdate).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('the first check stores the version and goes on, silently', async () => {
    const deps = guardDeps(versionFile('1'), null);
    expect(await runGuard(target('/', true), deps)).toEqual({ kind: 'proceed' });
    expect(deps.warnVersionUpdate).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('the maintenance flag of the file sends the visitor to /systemUpgrade, and its absence sends /systemUpgrade home', async () => {
    const on = guardDeps(async () => Response.json({ version: '1', maintenance: true }), '1');
    expect(await runGuard(target('/dcc', true), on)).toEqual({ kind: 'redirect', to: '/systemUpgrade' });
    expect(await runGuard(target('/systemUpgrade', true), on)).toEqual({ kind: 'proceed' });
    expect(await runGuard(target('/login', false), on)).toEqual({ kind: 'proceed' });
    const off = guardDeps(async () => Response.json({ version: '1', maintenance: false }), '1');
    expect(await runGuard(target('/systemUpgrade', true), off)).toEqual({ kind: 'redirect', to: '/' });
    expect(await runGuard(target('/dcc', true), off)).toEqual({ kind: 'proceed' });
  });

  it('a failed check shows the version-update warning and goes on without reloading', async () => {
    const deps = guardDeps(() => Promise.reject(new TypeError('offline')), '1');
    expect(await runGuard(target('/no/such', true), deps)).toEqual({ kind: 'redirect', to: '/notFound' });
    expect(deps.warnVersionUpdate).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
