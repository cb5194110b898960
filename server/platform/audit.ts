// The audit log: who did what to which thing, from where. Written by services (`audit`) and, for
// every staff console call that changes something, by the app itself (`registerStaffAudit`); read
// by staff at /admin/audit (server/modules/audit).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { isStaffCode } from '../../contract/menus.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { appendOnSend, onlyReads, readMethods } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a staff route whose calls are steps of a larger action (a tus upload's chunks), not
     * audited one by one; the action that uses the result is.
     */
    audit?: boolean;
  }
}

/** The staff call being handled: its route, and whether its service audited it already. */
type Scope = { route: string; written: boolean };
const scopes = new AsyncLocalStorage<Scope>();
const scopeOf = new WeakMap<FastifyRequest, Scope>();

export async function audit(
  db: Db,
  entry: { accountId: number | null; action: string; target?: string; detail?: Record<string, unknown>; ip?: string },
) {
  const scope = scopes.getStore();
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    action: entry.action,
    target: entry.target ?? '',
    // Inside a staff call the row names its route too, as the rows the app writes do (their action).
    detail: scope ? { ...entry.detail, route: scope.route } : (entry.detail ?? {}),
    ip: entry.ip ?? '',
  });
  if (scope) scope.written = true;
}

/**
 * Every call of a staff route that may change something (any method but GET/HEAD) and succeeded
 * (2xx) leaves one audit row: the account, "<METHOD> <route pattern>", the ids of its path, a few
 * scalar fields of its body, the address. A call whose service audited itself (with its own action
 * name, e.g. `patch.release`) leaves only that row, which names the route in its detail. Written
 * before the answer goes out, so the row exists when the caller hears of success; a failure to
 * write it is logged and does not turn a done change into an error. Registered before the modules.
 */
export function registerStaffAudit(app: FastifyInstance, db: Db) {
  // Only the audited routes carry the hook: every other request (health, downloads …) pays nothing.
  const auditOnSend: onSendHookHandler = async (request, reply, payload) => {
    const scope = scopeOf.get(request);
    if (!scope || scope.written || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    scope.written = true;
    try {
      const params = scalarsOf(request.params);
      const body = scalarsOf(request.body);
      const createdId = idInAnswer(payload);
      await db.insert(auditLog).values({
        accountId: request.user?.id ?? null,
        action: scope.route,
        target: params
          ? Object.entries(params)
              .map(([key, value]) => `${key}:${String(value)}`)
              .join(', ')
          : createdId !== undefined
            ? `id:${createdId}`
            : '',
        detail: {
          ...(params ? { params } : {}),
          ...(body ? { body } : {}),
          ...(createdId !== undefined ? { createdId } : {}),
          status: reply.statusCode,
        },
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'the audit row of a staff call could not be written');
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if (!isStaffCode(route.config?.access) || route.config?.audit === false) return;
    if (onlyReads(route)) return;
    const handler = route.handler;
    route.handler = function auditing(this: FastifyInstance, request, reply) {
      if (readMethods.has(request.method)) return handler.call(this, request, reply);
      const scope: Scope = { route: `${request.method} ${request.routeOptions.url ?? route.url}`, written: false };
      scopeOf.set(request, scope);
      return scopes.run(scope, () => handler.call(this, request, reply));
    } as RouteOptions['handler'];
    appendOnSend(route, auditOnSend);
  });
}

const maxFields = 12;
const maxText = 100;
const maxIds = 20;
/** Never copied into the log, whatever the route: secrets and one-time codes. */
const secretKey = /pass|token|secret|captcha|verif|otp|key$/i;

/**
 * The scalar fields of params or a parsed JSON body, bounded: numbers, booleans, text cut at 100
 * characters, lists of ids (at most 20); nested objects, file bytes (a multipart body is never
 * parsed) and anything named like a secret are left out. Undefined when nothing is left.
 */
export function scalarsOf(value: unknown): Record<string, unknown> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) return undefined;
  const out: Record<string, unknown> = {};
  let kept = 0;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (kept >= maxFields) break;
    if (key.length > 40 || secretKey.test(key)) continue;
    let shown: unknown;
    if (typeof field === 'number' || typeof field === 'boolean') shown = field;
    else if (typeof field === 'string') shown = field.length > maxText ? `${field.slice(0, maxText)}…` : field;
    else if (Array.isArray(field) && field.length > 0 && field.every((x) => typeof x === 'number'))
      shown = field.length > maxIds ? [...field.slice(0, maxIds), '…'] : field;
    else continue;
    out[key] = shown;
    kept++;
  }
  return kept ? out : undefined;
}

/** The id a creating call answers (`{ data: { id } }`), read only from a small JSON answer. */
function idInAnswer(payload: unknown): number | undefined {
  if (typeof payload !== 'string' || payload.length > 4096 || !payload.startsWith('{')) return undefined;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
