// The account's menu tree for getMenu: its page codes, each with the function codes under it.
import { asc, inArray } from '../../db/orm.ts';
import type { FastifyInstance } from 'fastify';
import type { MenuEntry } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { menus, settings } from '../../db/schema/index.ts';
import { currentUser, type AuthUser } from '../../platform/auth.ts';
import { forbidden } from '../../platform/envelope.ts';
import { cachedRows, keptWhileUnchanged } from '../../platform/read-cache.ts';
import { patchsetHidden } from '../patchset/switches.ts';

/** Pages that the operator can switch off for everyone (DOMAIN.md: patch display switches). */
const switchedPages: Record<string, string> = { M07: 'patchDisplay', M16: 'patchsetDisplay' };

/**
 * The page codes switched off for `user`: by the operator for everyone (settings), and M16 also by
 * the company's own patch-set display switches. The menu leaves them out, and the patch and
 * patch-set modules refuse their calls meanwhile (refuseWhileSwitchedOff). Both reads go through
 * the read cache: cheap per request.
 */
export async function switchedOffPages(
  db: Db,
  user: AuthUser,
  pages: readonly string[] = Object.keys(switchedPages),
): Promise<Set<string>> {
  // Only what is asked: a patch call reads the operator's settings, not the company's patch-set switches.
  const asked = pages.filter((code) => code in switchedPages);
  const [offKeys, patchsetOff] = await Promise.all([
    switchedOffByOperator(db),
    asked.includes('M16') ? patchsetHidden(db, user.companyId) : false,
  ]);
  const off = new Set(asked.filter((code) => offKeys.has(switchedPages[code])));
  if (patchsetOff) off.add('M16');
  return off;
}

/**
 * The operator's switches that are off (their settings keys), made again only when `settings`
 * changes: the guard below runs before every patch and patch-set call (read-cache.ts).
 */
const switchedOffByOperator = keptWhileUnchanged(['settings'], async (db): Promise<ReadonlySet<string>> => {
  const rows = await cachedRows(
    db,
    db
      .select()
      .from(settings)
      .where(inArray(settings.key, Object.values(switchedPages))),
  );
  return new Set(rows.filter((s) => s.value === false).map((s) => s.key));
});

/**
 * A switched module's guard (registered in its own plugin, so it sees only that module's routes):
 * while `page` is switched off for the caller, every route whose access code is one of `codes`
 * answers 403 — the server refuses what the menu no longer offers. `except` names routes (their
 * full URL) that still answer, such as the one saying whether the module is switched on.
 */
export function refuseWhileSwitchedOff(
  app: FastifyInstance,
  db: Db,
  page: string,
  codes: readonly string[],
  except: readonly string[] = [],
) {
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || !codes.includes(access) || except.includes(request.routeOptions.url ?? '')) return;
    if ((await switchedOffPages(db, currentUser(request), [page])).has(page)) throw forbidden();
  });
}

export async function menuFor(db: Db, user: AuthUser): Promise<MenuEntry[]> {
  const codes = [...user.codes];
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(menus)
    .where(inArray(menus.code, codes))
    .orderBy(asc(menus.sort), asc(menus.code));
  const off = await switchedOffPages(db, user);
  const entry = (r: (typeof rows)[number]): MenuEntry => ({
    funcNo: r.code,
    funcName: r.name,
    funcEname: r.nameEn,
    newhref: r.href,
    redirectUrl: r.redirectUrl,
    newicon: r.icon,
    isQuickstart: r.isQuickstart,
    children: [],
  });
  const pages = rows.filter((r) => r.kind === 'menu' && !off.has(r.code));
  const tree = pages.map(entry);
  for (const r of rows) {
    if (r.kind === 'menu') continue;
    const parent = tree.find((p) => p.funcNo === r.parentCode);
    if (parent) parent.children.push(entry(r));
    else if (r.kind === 'staff') tree.push(entry(r));
  }
  return tree;
}
