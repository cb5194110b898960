// The rules of the child-account screens, apart from the pages: which filters the list keeps in
// the URL query, which tag a child's status wears, and how module permissions are ticked in the tree
// (a function needs its module; a module taken away takes its functions with it).
import { isPageCode } from '../../../contract/menus.ts';
import type { ChildAccount, ChildState, GrantableModule } from '../../api/account.ts';
import { param } from '../../components/list/listParams.ts';
import { localName } from '../../components/format.ts';

export const childStates: readonly ChildState[] = ['active', 'incomplete', 'locked', 'disabled'];
/** The list's filters in the URL query (web/components/list/listParams.ts), state first. */
export const childListSpec = { state: param.oneOf(childStates), keyword: param.text() };

export type ChildStatus = 'active' | 'awaitingPassword' | 'disabled' | 'locked';

const stateStatus = (state: ChildAccount['state']): ChildStatus =>
  state === 'active' || state === 'locked' ? state : 'awaitingPassword';

/**
 * The tags of a child: switched off by its primary first, then what its state says unless that is
 * plain "active". Both show when both hold (switched off and locked by the project manager), since
 * switching it on again leaves the lock.
 */
export function statusesOf(child: Pick<ChildAccount, 'state' | 'enabled'>): ChildStatus[] {
  const own = stateStatus(child.state);
  if (child.enabled) return [own];
  return own === 'active' ? ['disabled'] : ['disabled', own];
}

/** The one status a child is filtered and named by: disabled by its primary wins over the account state. */
export const statusOf = (child: Pick<ChildAccount, 'state' | 'enabled'>): ChildStatus => statusesOf(child)[0];

/** UI.md colours: done green, waiting for the customer orange, refused red. */
export const statusColor: Record<ChildStatus, string> = {
  active: 'green',
  awaitingPassword: 'orange',
  disabled: 'red',
  locked: 'red',
};

/** The module of a function code in the grantable tree (undefined for a module or an unknown code). */
function moduleOf(tree: readonly GrantableModule[], code: string): string | undefined {
  return tree.find((module) => module.children.some((child) => child.code === code))?.code;
}

/**
 * The codes after the tree reported `checked` (antd Tree in checkStrictly mode reports exactly
 * what is ticked): a ticked function ticks its module too; a module ticked off takes its
 * functions along. Codes outside the tree are dropped, the tree's order is kept.
 */
export function normalizeGrants(
  tree: readonly GrantableModule[],
  before: readonly string[],
  checked: readonly string[],
): string[] {
  const next = new Set(checked);
  const had = new Set(before);
  for (const module of tree) {
    if (had.has(module.code) && !next.has(module.code)) for (const child of module.children) next.delete(child.code);
  }
  for (const code of [...next]) {
    const parent = moduleOf(tree, code);
    if (parent) next.add(parent);
  }
  return tree
    .flatMap((module) => [module.code, ...module.children.map((child) => child.code)])
    .filter((code) => next.has(code));
}

/** Spec §5: a child account needs at least one module (a page code), not only functions. */
export const hasModule = (codes: readonly string[] | undefined): boolean => (codes ?? []).some(isPageCode);

/**
 * The names of codes, grouped by module, in the language on screen (detail page). A module shows
 * when it or one of its functions is among the codes (a role may add a function to a module the
 * account was granted directly); `held` says whether the module itself is.
 */
export function grantedModules(tree: readonly GrantableModule[], codes: readonly string[], language: 'zh' | 'en') {
  const held = new Set(codes);
  const name = (item: { name: string; nameEn: string }) => localName(item, language);
  const known = tree
    .filter((module) => held.has(module.code) || module.children.some((child) => held.has(child.code)))
    .map((module) => ({
      code: module.code,
      name: name(module),
      held: held.has(module.code),
      functions: module.children.filter((child) => held.has(child.code)).map(name),
    }));
  const listed = new Set(tree.flatMap((module) => [module.code, ...module.children.map((child) => child.code)]));
  // A code the primary no longer holds still shows, by its code, so nothing is hidden.
  const other = codes.filter((code) => !listed.has(code));
  return { modules: known, other };
}

/** The same, as one line of text: "技术文档（下载文档）、下载中心" (the separators are the language's). */
export function grantedText(
  granted: ReturnType<typeof grantedModules>,
  separators: { list: string; open: string; close: string },
): string {
  return [
    ...granted.modules.map((module) =>
      module.functions.length
        ? `${module.name}${separators.open}${module.functions.join(separators.list)}${separators.close}`
        : module.name,
    ),
    ...granted.other,
  ].join(separators.list);
}
