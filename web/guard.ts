// The route guard of spec §4, as plain functions: the version step, then the route decision.
// router.tsx runs `runGuard` on every navigation; everything it touches is injected.
import { limits } from '../contract/limits.ts';

/** Paths open without a token (spec §4 step 2). */
export const openPaths: readonly string[] = [
  '/login',
  '/reset',
  '/register',
  '/verify',
  '/noPermission',
  '/notFound',
  '/updateGuidelines',
  '/noticePage',
];

/**
 * What stays reachable while the maintenance flag of /version.json is on: the sign-in screens
 * (staff may still sign in), the upgrade page itself, and the notice page, so the announcement
 * of the maintenance can be read (its server call is public for that reason).
 */
export const maintenancePaths: readonly string[] = [
  '/login',
  '/reset',
  '/register',
  '/verify',
  '/systemUpgrade',
  '/noticePage',
];

/**
 * Staff pages that stay reachable while the flag is on: the settings, where it is turned off again.
 * Without a token they lead to sign-in first (and back); the page's menu code, admin.settings,
 * still sends anyone else to /noPermission, which shows /systemUpgrade meanwhile.
 */
export const maintenanceStaffPaths: readonly string[] = ['/admin/settings'];

export type RouteTarget = {
  /** The path alone: '/dcc'. */
  path: string;
  /** Path with query and hash, as the user asked for it: '/dcc?chip=A1'. */
  fullPath: string;
  hasToken: boolean;
  knownPaths: readonly string[];
  /** The maintenance flag of /version.json; false when unknown. */
  maintenance?: boolean;
};

export type RouteDecision = { kind: 'proceed' } | { kind: 'redirect'; to: string };

const proceed: RouteDecision = { kind: 'proceed' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** '/dcc/' and '/dcc' are one route; the root stays '/'. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Spec §4 steps 2 and 3, after the maintenance rule: while the flag is on, every path but
 * `maintenancePaths` and `maintenanceStaffPaths` shows /systemUpgrade; while it is
 * off, /systemUpgrade leads home.
 */
export function decideRoute({ path, fullPath, hasToken, knownPaths, maintenance = false }: RouteTarget): RouteDecision {
  const normalized = normalizePath(path);
  if (maintenance) {
    if (!maintenancePaths.includes(normalized) && !maintenanceStaffPaths.includes(normalized))
      return redirect('/systemUpgrade');
    if (normalized === '/systemUpgrade') return knownPaths.includes(normalized) ? proceed : redirect('/notFound');
  }
  if (hasToken || openPaths.includes(normalized)) {
    if (!knownPaths.includes(normalized)) return redirect('/notFound');
    if (normalized === '/systemUpgrade') return redirect('/');
    return proceed;
  }
  return redirect(`/login?redirect=${encodeURIComponent(fullPath)}`);
}

/**
 * Where to go after login: the `redirect` query when it is a path of this site, else '/'.
 * ('//evil.example' and 'https://…' would leave the portal.)
 */
export function redirectAfterLogin(redirectQuery: string | null): string {
  if (
    !redirectQuery ||
    !redirectQuery.startsWith('/') ||
    redirectQuery.startsWith('//') ||
    redirectQuery.startsWith('/\\')
  ) {
    return '/';
  }
  return redirectQuery;
}

export type VersionDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getStoredVersion: () => string | null;
  storeVersion: (version: string) => void;
};

/**
 * first: nothing stored yet (now stored); same: unchanged; updated: the server has a new
 * version (already stored, so the reload does not loop); failed: the check itself failed.
 * `maintenance` is the file's maintenance flag (true only when it says exactly true).
 */
export type VersionCheck =
  { kind: 'first' | 'same' | 'updated'; version: string; maintenance: boolean } | { kind: 'failed' };

/** Spec §4 step 1: compare the server's /version.json with the stored version. */
export async function checkVersion(deps: VersionDeps): Promise<VersionCheck> {
  let file: { version?: unknown; maintenance?: unknown } | null;
  try {
    const response = await deps.fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return { kind: 'failed' };
    file = (await response.json()) as { version?: unknown; maintenance?: unknown } | null;
  } catch {
    return { kind: 'failed' };
  }
  const version = file?.version;
  if (typeof version !== 'string' || version === '') return { kind: 'failed' };
  const maintenance = file?.maintenance === true;
  const stored = deps.getStoredVersion();
  if (stored === version) return { kind: 'same', version, maintenance };
  deps.storeVersion(version);
  return { kind: stored ? 'updated' : 'first', version, maintenance };
}

export type GuardDeps = VersionDeps & {
  /** Shows the version-update warning (common.versionUpdate). */
  warnVersionUpdate: () => void;
  reload: () => void;
};

export type GuardOutcome = RouteDecision | { kind: 'reload' };

/** The whole guard: version step first; a new version reloads the page instead of navigating. */
export async function runGuard(target: RouteTarget, deps: GuardDeps): Promise<GuardOutcome> {
  const version = await checkVersion(deps);
  if (version.kind === 'updated') {
    deps.warnVersionUpdate();
    setTimeout(deps.reload, limits.reloadAfterVersionMs);
    return { kind: 'reload' };
  }
  if (version.kind === 'failed') {
    // Without the file the flag is unknown: the portal stays usable rather than locked out.
    deps.warnVersionUpdate();
    return decideRoute({ ...target, maintenance: false });
  }
  return decideRoute({ ...target, maintenance: version.maintenance });
}
