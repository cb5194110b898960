// What the header, the module menu and the home page's quick navigation make of getMenu
// (spec §2 "Menu entry behaviour", §6): which entries show, what a click does, which badge
// belongs to which entry. Plain functions, so the rules are tested without a browser.
import type { MenuEntry } from '../../contract/auth.ts';
import type { Language } from '../../contract/limits.ts';
import { childNeverCodes, isPageCode, moduleCodes } from '../../contract/menus.ts';
import type { ToDoTotal } from '../stores/session.ts';

/** The codes the spec gives a behaviour of their own. */
export const menuCodes = {
  account: moduleCodes.account.page,
  personalCenter: moduleCodes.personal.page,
  caseSystem: moduleCodes.cases.page,
  userGuide: moduleCodes.userGuide.page,
} as const;

export function menuName(entry: Pick<MenuEntry, 'funcName' | 'funcEname'>, language: Language): string {
  return language === 'en' ? entry.funcEname || entry.funcName : entry.funcName;
}

/**
 * The module entries of the menu, in the server's order: pages (M..) that lead somewhere. Personal
 * Center lives in the user dropdown; M08 never shows for a child account, whatever the server
 * sends (it already leaves it out).
 */
export function moduleEntries(menus: readonly MenuEntry[], isChild: boolean): MenuEntry[] {
  return menus.filter(
    (entry) =>
      isPageCode(entry.funcNo) &&
      entry.funcNo !== menuCodes.personalCenter &&
      !(isChild && childNeverCodes.includes(entry.funcNo)) &&
      (entry.newhref !== '' || entry.redirectUrl !== '' || entry.funcNo === menuCodes.userGuide),
  );
}

/** The header's Application submenu: the module entries flagged isQuickstart. */
export function quickstartEntries(menus: readonly MenuEntry[], isChild: boolean): MenuEntry[] {
  return moduleEntries(menus, isChild).filter((entry) => entry.isQuickstart);
}

export type EntryTarget = { kind: 'internal'; to: string } | { kind: 'external'; url: string } | { kind: 'userGuide' };

/**
 * Spec §2: M22 downloads the user guide; an entry with a redirect address opens it in a new tab
 * (M20 adding the token and the file language EN or CH); the others navigate inside.
 */
export function entryTarget(entry: MenuEntry, context: { token: string | null; language: Language }): EntryTarget {
  if (entry.funcNo === menuCodes.userGuide) return { kind: 'userGuide' };
  if (entry.redirectUrl !== '') {
    if (entry.funcNo !== menuCodes.caseSystem) return { kind: 'external', url: entry.redirectUrl };
    const query = new URLSearchParams({
      token: context.token ?? '',
      fileLanguage: context.language === 'en' ? 'EN' : 'CH',
    });
    const joiner = entry.redirectUrl.includes('?') ? '&' : '?';
    return { kind: 'external', url: `${entry.redirectUrl}${joiner}${query}` };
  }
  return { kind: 'internal', to: entry.newhref };
}

/** Which to-do count (spec §3 toDoTotal) shows on which entry. */
export const badgeOfCode: Readonly<Record<string, keyof ToDoTotal>> = {
  M01: 'dcc',
  M02: 'tr',
  M03: 'pcn',
  M04: 'tool',
  M09: 'review',
};

export function badgeCount(entry: Pick<MenuEntry, 'funcNo'>, toDoTotal: ToDoTotal): number {
  const key = badgeOfCode[entry.funcNo];
  return key ? toDoTotal[key] : 0;
}

/** The entry the current page belongs to: the longest newhref that is the path or a parent of it. */
export function activeEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  let best: MenuEntry | undefined;
  for (const entry of entries) {
    const href = entry.newhref;
    if (href === '' || href === '/') continue;
    if ((pathname === href || pathname.startsWith(`${href}/`)) && href.length > (best?.newhref.length ?? 0))
      best = entry;
  }
  return best;
}

/**
 * The home page's quick navigation (Personal Center → menu settings): the entries the account
 * chose, in its order, among those it may open; with nothing chosen, every module entry.
 */
export function quickNavEntries(
  entries: readonly MenuEntry[],
  settings: { custom: boolean; codes: readonly string[] } | undefined,
): MenuEntry[] {
  if (!settings?.custom) return [...entries];
  const byCode = new Map(entries.map((entry) => [entry.funcNo, entry]));
  return settings.codes.flatMap((code) => byCode.get(code) ?? []);
}
