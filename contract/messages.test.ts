// Parity of the message catalogues. Keys both sides show live once, in contract/messages; keys only
// the server answers with live in server/platform/messages; the web's own in web/i18n. Read as
// files so this test needs neither the server nor the web.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageKeys } from './rules.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as object;

function flatten(messages: object, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]: [string, unknown]) => {
      const at = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null ? Object.entries(flatten(value, at)) : [[at, value]];
    }),
  );
}

const catalogues = {
  shared: { zh: flatten(read('contract/messages/zh.json')), en: flatten(read('contract/messages/en.json')) },
  server: {
    zh: flatten(read('server/platform/messages/zh.json')),
    en: flatten(read('server/platform/messages/en.json')),
  },
  web: { zh: flatten(read('web/i18n/zh.json')), en: flatten(read('web/i18n/en.json')) },
};

/** `{{name}}` placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Non-test TypeScript files under `folder`. */
function sources(folder: string): { file: string; text: string }[] {
  const dir = path.join(root, folder);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: path.join(folder, file), text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

const serverKeys = new Set([...Object.keys(catalogues.shared.zh), ...Object.keys(catalogues.server.zh)]);

describe('message catalogues', () => {
  it.each(Object.entries(catalogues))(
    '%s: every key has a zh and an en text, none empty, with the same placeholders',
    (_name, catalogue) => {
      expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.zh).sort());
      for (const [key, zh] of Object.entries(catalogue.zh)) {
        const en = catalogue.en[key];
        expect(zh, `zh ${key}`).toMatch(/\S/);
        expect(en, `en ${key}`).toMatch(/\S/);
        expect(placeholders(en as string), `placeholders of ${key}`).toEqual(placeholders(zh as string));
      }
    },
  );

  it.each(Object.entries(catalogues))(
    '%s: placeholders are written {{name}}, as i18next and the server both read them',
    (_name, catalogue) => {
      for (const [key, text] of [...Object.entries(catalogue.zh), ...Object.entries(catalogue.en)]) {
        expect((text as string).replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}]/);
      }
    },
  );

  it('a shared key lives only in contract/messages, not again on either side', () => {
    for (const key of Object.keys(catalogues.shared.zh)) {
      expect(catalogues.server.zh[key], `${key} is in server/platform/messages too`).toBeUndefined();
      expect(catalogues.web.zh[key], `${key} is in web/i18n too`).toBeUndefined();
    }
  });

  it('every rule message of contract/rules.ts is a shared key (shown by the web, answered by the server)', () => {
    for (const key of Object.values(messageKeys)) {
      expect(catalogues.shared.zh[key], key).toBeTypeOf('string');
      expect(catalogues.shared.en[key], key).toBeTypeOf('string');
    }
  });

  it('every message a contract schema sets is a key the server knows', () => {
    const keys = sources('contract').flatMap(({ file, text }) => [
      // Rule keys written out (.min(1, 'common.note.select')) and message constants (const dateRange = 'dateRange').
      ...[...text.matchAll(/'((?:common|home)\.[\w.]+)'/g)].map((m) => ({ file, key: m[1] })),
      ...[...text.matchAll(/^const (\w+) = '(\w+)';$/gm)]
        .filter((m) => m[1] === m[2])
        .map((m) => ({ file, key: m[2] })),
    ]);
    expect(keys.map((k) => k.key)).toEqual(
      expect.arrayContaining(['common.note.select', 'badCharacters', 'dateRange']),
    );
    for (const { file, key } of keys) expect(serverKeys.has(key), `${file}: ${key}`).toBe(true);
  });

  it('every key the server throws or translates exists', () => {
    const uses = sources('server').flatMap(({ file, text }) => [
      ...[...text.matchAll(/new AppError\(\s*\d+,\s*[\w.]+,\s*'([^']+)'/g)].map((m) => ({ file, key: m[1] })),
      ...[...text.matchAll(/\bt\(\s*\w+,\s*'([^']+)'/g)].map((m) => ({ file, key: m[1] })),
    ]);
    expect(uses.length).toBeGreaterThan(50);
    for (const { file, key } of uses) expect(serverKeys.has(key), `${file}: ${key}`).toBe(true);
  });
});
