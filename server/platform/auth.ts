// Bearer token → request.user, and the per-route permission check.
// Every /api route declares `config.access`: 'public', 'user' (any signed-in account) or a code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notInArray, sql, type Column, type SQL } from '../db/orm.ts';
import { childNeverCodes } from '../../contract/menus.ts';
import { authTopic, changesOf } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from './envelope.ts';
import { hashToken } from './tokens.ts';
import { routeMethods } from './route-hooks.ts';

export type Access = 'public' | 'user' | (string & {});

export type AuthUser = {
  id: number;
  sessionId: number;
  name: string;
  email: string;
  type: 'primary' | 'child' | 'staff';
  isChild: boolean;
  isStaff: boolean;
  language: 'zh' | 'en';
  companyId: number;
  companyName: string;
  companyNameEn: string;
  roleIds: number[];
  /** Menu (M..) and function codes this account holds. */
  codes: Set<string>;
  /** Platforms the company is authorized for (for staff: every platform). */
  platformIds: number[];
  /** Projects of the company this (child) account may not see. */
  hiddenProjectIds: number[];
};

/** The condition that `projectId` (a project column) is none of the projects hidden from `user`. */
export const notHiddenProject = (user: AuthUser, projectId: Column): SQL | undefined =>
  user.hiddenProjectIds.length ? notInArray(projectId, user.hiddenProjectIds) : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Also accept the `token` cookie the web app sets (12 h). Only for GET routes an element
     * loads by URL (a <video src>), which cannot send an Authorization header.
     */
    cookieToken?: boolean;
    /**
     * The liveness probe (/api/healthz): bare, for a load balancer — no security headers, not in
     * the request metrics (decision 0022).
     */
    probe?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

type Row = {
  session_id: number;
  id: number;
  name: string;
  email: string;
  type: AuthUser['type'];
  language: 'zh' | 'en';
  company_id: number;
  company_name: string;
  company_name_en: string;
  grants: string[];
  role_codes: string[];
  role_ids: number[];
  platform_ids: number[];
  hidden_project_ids: number[];
};

/** Everything access needs about an account `a` (company `c`), as columns of one select. */
const accessColumns = sql`a.id, a.name, a.email, a.type, a.language,
      c.id as company_id, c.name as company_name, c.name_en as company_name_en,
      -- A child's codes: its own grants and the functions of its customer roles in its account group
      -- (spec §6), within what the group allows (custom functions, else everything), and only while
      -- its primary holds the code too: taking a code from the primary (its roles) takes it from
      -- every child at once, with nothing to keep in step.
      array(select x.code from (
              select g.menu_code as code from account_grants g where g.account_id = a.id
              union
              select rf.menu_code from account_cust_roles acr
                join cust_roles cr on cr.id = acr.role_id
                join account_group_members gm on gm.account_id = a.id and gm.group_id = cr.group_id
                join cust_role_funcs rf on rf.role_id = acr.role_id
              where acr.account_id = a.id) x
            where (a.parent_id is null or exists (select 1 from account_roles pr join role_menus pm on pm.role_id = pr.role_id
                                                  where pr.account_id = a.parent_id and pm.menu_code = x.code))
              and not exists (select 1 from account_group_members gm join account_groups ag on ag.id = gm.group_id
                              where gm.account_id = a.id and ag.custom_funcs
                                and not exists (select 1 from account_group_funcs gf where gf.group_id = ag.id and gf.menu_code = x.code))
            order by x.code) as grants,
      array(select distinct rm.menu_code from account_roles ar join role_menus rm on rm.role_id = ar.role_id
            where ar.account_id = a.id) as role_codes,
      array(select ar.role_id from account_roles ar where ar.account_id = a.id order by ar.role_id) as role_ids,
      case when a.type = 'staff' then array(select p.id from platforms p order by p.id)
           else array(select cp.platform_id from company_platforms cp where cp.company_id = a.company_id order by cp.platform_id) end as platform_ids,
      array(select h.project_id from account_hidden_projects h where h.account_id = a.id order by h.project_id) as hidden_project_ids`;

/** The session of `token`, its account (active and not switched off by its primary) and everything access needs. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  return (await sessionForToken(db, hashToken(token)))?.user ?? null;
}

async function sessionForToken(db: Db, tokenHash: string): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const result = await db.execute(sql`
    select s.id as session_id, s.expires_at, ${accessColumns}
    from sessions s
    join accounts a on a.id = s.account_id
    join companies c on c.id = a.company_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()
      and a.state = 'active' and a.disabled_at is null
  `);
  const row = (result as unknown as { rows: (Row & { expires_at: Date | string })[] }).rows[0];
  const user = userOfRow(row);
  return user ? { user, expiresAt: new Date(row.expires_at).getTime() } : null;
}

/**
 * Identities by token for one app: the session-and-grants query (about 1.4 ms on PostgreSQL,
 * 2.5 ms on PGlite) runs once per session and per change, and a request with a known token asks
 * the database nothing. The identity triggers (migrations 0016, 0018) announce every change to
 * sessions, accounts, grants, roles, groups or platforms on the change feed, which every process
 * hears when the change commits (decision 0018); an identity read before the latest such change is
 * read again. While the feed is not live (PostgreSQL listener reconnecting) nothing is kept.
 * Unknown tokens are never cached.
 */
export function createIdentities(db: Db, options: { max?: number } = {}) {
  const max = options.max ?? 10_000;
  const changes = changesOf(db);
  const cached = new Map<string, { user: AuthUser; expiresAt: number; version: number }>();
  return {
    async forToken(token: string): Promise<AuthUser | null> {
      const tokenHash = hashToken(token);
      const live = changes?.live ?? false;
      // Taken before the read: a change committing during it leaves a newer identity under an
      // older version, which the next request reads again; never the reverse.
      const version = live ? changes!.version(authTopic) : NaN;
      const hit = cached.get(tokenHash);
      if (hit && hit.version === version && hit.expiresAt > Date.now()) return hit.user;
      cached.delete(tokenHash);
      const session = await sessionForToken(db, tokenHash);
      if (!session || !live) return session?.user ?? null;
      // The oldest entry goes first (a Map keeps insertion order).
      if (cached.size >= max) cached.delete(cached.keys().next().value!);
      cached.set(tokenHash, { ...session, version });
      return session.user;
    },
    get size() {
      return cached.size;
    },
  };
}

/**
 * An active account as a request would see it, for work done on its behalf without a request (mail
 * jobs). `anyState`: whatever its state, for showing what it would hold (account-group managers).
 */
export async function userForAccount(
  db: Db,
  accountId: number,
  opts: { anyState?: boolean } = {},
): Promise<AuthUser | null> {
  const result = await db.execute(sql`
    select 0 as session_id, ${accessColumns}
    from accounts a join companies c on c.id = a.company_id
    where a.id = ${accountId} and ${opts.anyState ? sql`true` : sql`a.state = 'active' and a.disabled_at is null`}
  `);
  return userOfRow((result as unknown as { rows: Row[] }).rows[0]);
}

function userOfRow(row: Row | undefined): AuthUser | null {
  if (!row) return null;
  const isChild = row.type === 'child';
  // A child holds only what its primary granted, and never the account-management codes.
  const codes = new Set(isChild ? row.grants.filter((c) => !childNeverCodes.includes(c)) : row.role_codes);
  return {
    id: row.id,
    sessionId: row.session_id,
    name: row.name,
    email: row.email,
    type: row.type,
    isChild,
    isStaff: row.type === 'staff',
    language: row.language,
    companyId: row.company_id,
    companyName: row.company_name,
    companyNameEn: row.company_name_en,
    roleIds: row.role_ids.map(Number),
    codes,
    platformIds: row.platform_ids.map(Number),
    hiddenProjectIds: row.hidden_project_ids.map(Number),
  };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/** The `token` cookie, for routes that allow it. */
export function cookieToken(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const m = /(?:^|;\s*)token=([^;]+)/.exec(cookie);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null; // a malformed escape is no token
  }
}

export type RouteInfo = { method: string; url: string; access: Access; keepAnswer?: boolean };

/**
 * Registers the auth hook and refuses, at start, any /api route that does not declare its access.
 * `routes` collects every declared route for the access-matrix test and the API notes.
 */
export function registerAuth(app: FastifyInstance, db: Db, routes: RouteInfo[]): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // The OpenAPI page and its assets are public by nature; the plugin cannot declare it itself.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    const methods = routeMethods(route);
    const keepAnswer = Boolean(route.config?.keepAnswer);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access, keepAnswer });
  });
  const identities = createIdentities(db);
  // Callback style so that public calls pay no promise at all. A public route never reads
  // request.user, so a token that comes along is not looked up either.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    const token =
      bearerToken(request) ??
      (request.routeOptions.config?.cookieToken && request.method === 'GET' ? cookieToken(request) : null);
    if (!token) return done(unauthorized());
    identities.forToken(token).then((user) => {
      if (!user) return done(unauthorized());
      request.user = user;
      done(access !== 'user' && !user.codes.has(access) ? forbidden() : undefined);
    }, done);
  });
}

/** The signed-in user of a route whose access is not 'public'. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function can(user: AuthUser, code: string): boolean {
  return user.codes.has(code);
}
