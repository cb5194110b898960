// Server messages in both languages, keyed. `msg` of every envelope comes from here.
// Keys the web shows too (the rule messages of contract/rules.ts, the 401 and 403 texts) live once,
// in contract/messages/{zh,en}.json, which the web merges into its i18n resources; the keys only the
// server answers with live in ./messages/{zh,en}.json. Both are i18next's format (nested objects,
// `{{name}}` placeholders), so a key can move from one to the other without being rewritten.
// contract/messages.test.ts checks the two languages, the placeholders and the keys the code uses.
import type { Language } from '../../contract/limits.ts';
import sharedZh from '../../contract/messages/zh.json' with { type: 'json' };
import sharedEn from '../../contract/messages/en.json' with { type: 'json' };
import serverZh from './messages/zh.json' with { type: 'json' };
import serverEn from './messages/en.json' with { type: 'json' };

/** `a.b.c` for every string leaf of a nested catalogue. */
type KeysOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}` }[keyof T & string];

export type SharedMessageKey = KeysOf<typeof sharedZh>;
export type MessageKey = SharedMessageKey | keyof typeof serverZh;

/** A nested catalogue as `{ 'a.b.c': text }`. */
export function flatten(messages: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]: [string, unknown]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[path, value]] : Object.entries(flatten(value as object, path));
    }),
  );
}

const catalogue: Record<Language, Record<string, string>> = {
  zh: { ...flatten(sharedZh), ...serverZh },
  en: { ...flatten(sharedEn), ...serverEn },
};

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue.zh, key);

export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogue[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** zh unless the client prefers en (Accept-Language: en, en-US …). */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'zh';
  const first = value.split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'zh';
}
