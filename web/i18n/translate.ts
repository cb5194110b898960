// The translator: what the portal used of i18next and react-i18next, in about a tenth of their
// bytes (decision 0021) — texts by dotted key with a fallback language, {{name}} interpolation (no
// escaping: React escapes), plurals by `count` through Intl.PluralRules (`key_one`, then `key`),
// texts added later (a language or a page's own), and a hook that re-renders on a change.
import { useSyncExternalStore } from 'react';

type Tree = { [key: string]: unknown };
export type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

const resources = new Map<string, Tree>();
let fallback = 'zh';
let current = 'zh';
let version = 0;
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * `t` as the hook hands it out: a new function after every change, so that what a component
 * memoized with `t` among its dependencies (columns, form rules) is made again in the new language.
 */
let versionedT: TFunction = (key, options) => t(key, options);

function changed() {
  version++;
  versionedT = (key, options) => t(key, options);
  for (const listener of listeners) listener();
}

function merge(into: Tree, from: Tree, overwrite: boolean) {
  for (const [key, value] of Object.entries(from)) {
    const mine = into[key];
    if (value && typeof value === 'object' && !Array.isArray(value))
      merge(mine && typeof mine === 'object' ? (mine as Tree) : (into[key] = {}), value as Tree, overwrite);
    else if (overwrite || mine === undefined) into[key] = value;
  }
}

function lookup(language: string, key: string): string | undefined {
  let node: unknown = resources.get(language);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

export function t(key: string, options?: TOptions): string {
  const count = options?.count;
  for (const language of current === fallback ? [current] : [current, fallback]) {
    const text =
      (typeof count === 'number' ? lookup(language, `${key}_${pluralOf(language, count)}`) : undefined) ??
      lookup(language, key);
    if (text !== undefined)
      return options
        ? text.replace(placeholder, (whole, name: string) => (name in options ? String(options[name]) : whole))
        : text;
  }
  return key;
}

/** The one instance, shaped like the part of i18next's that the portal calls. */
export const i18n = {
  t,
  get language() {
    return current;
  },
  init(options: { resources: Record<string, Tree>; lng: string; fallbackLng: string }) {
    for (const [language, tree] of Object.entries(options.resources)) resources.set(language, structuredClone(tree));
    current = options.lng;
    fallback = options.fallbackLng;
    changed();
  },
  /** Deep-merges `tree` into `language`'s texts; an existing text stays unless `overwrite`. */
  addResourceBundle(language: string, tree: Tree, overwrite = false) {
    let mine = resources.get(language);
    if (!mine) resources.set(language, (mine = {}));
    merge(mine, tree, overwrite);
    changed();
  },
  changeLanguage(language: string) {
    if (language === current) return;
    current = language;
    changed();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/** `t` and the instance; the component renders again when the language or the texts change. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: versionedT, i18n };
}
