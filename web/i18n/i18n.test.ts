import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnglish, zh } from './catalogue.ts';

// The catalogue the web loads: its own keys and those it shares with the server (contract/messages).
const en = await loadEnglish();

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('message catalogues', () => {
  it('zh and en hold the same keys, none empty', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(zh)) {
      expect(lookup(zh, key), `zh ${key}`).toMatch(/\S/);
      expect(lookup(en, key), `en ${key}`).toMatch(/\S/);
    }
  });

  it('carries the keys and English texts the spec names', () => {
    const specTexts: Record<string, string> = {
      'common.note.input': 'please input',
      'common.tokenExpired': 'Token expired, please login again',
      'common.requestError': 'request error, try again later',
      'common.noPermission': 'no permission, please contact the project manager',
      'common.operationSuccess': 'Operation success',
      'common.operationError': 'operation error',
    };
    for (const [key, text] of Object.entries(specTexts)) expect(lookup(en, key), key).toBe(text);
    expect(lookup(zh, 'common.note.input')).toBe('请输入');
    for (const key of [
      'common.note.select',
      'common.note.pwdrule',
      'home.pwdnote',
      'common.versionUpdate',
      'common.notFound',
      'common.backHome',
    ]) {
      expect(typeof lookup(zh, key), key).toBe('string');
    }
  });

  it('carries the rule messages of contract/rules.ts and the spec texts of sign-in', () => {
    const en2 = en as unknown;
    expect(lookup(en2, 'common.note.email')).toBe('please enter correct e-mail format');
    expect(lookup(en2, 'common.note.name')).toBe('only Chinese and English allowed');
    expect(lookup(en2, 'common.note.pwdCheckFailed')).toBe('interface error, check failed');
    expect(lookup(en2, 'login.nda.required')).toBe('please read and check the NDA');
    expect(lookup(zh, 'login.nda.required')).toBe('请阅读并勾选保密协议');
    expect(lookup(en2, 'common.note.pwdrule')).toContain('{{min}}');
    for (const key of ['input', 'select', 'pwdrule', 'email', 'phone', 'name', 'digits']) {
      expect(typeof lookup(zh, `common.note.${key}`), key).toBe('string');
    }
  });
});

// Texts only one page uses live beside it (web/pages/<module>/i18n/<name>.{zh,en}.json; a shared
// component's in web/components/<part>/i18n, the portal frame's in web/layout/i18n) and are added
// when its chunk loads (addPageMessages): same rules as the main catalogue.
describe('page catalogues', () => {
  const catalogues = ['../pages', '../components', '../layout'].flatMap((folder) => {
    const dir = fileURLToPath(new URL(folder, import.meta.url));
    return fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|[\\/])i18n[\\/][^\\/]+\.zh\.json$/.test(file))
      .map((file) => {
        const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
        return { file: path.join(folder, file), zh: read(file), en: read(file.replace(/\.zh\.json$/, '.en.json')) };
      });
  });

  it('exist (register/reset/verify, the update guide, the accounts console)', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(3);
  });

  it.each(catalogues.map((c) => [c.file, c] as const))(
    '%s: zh and en hold the same keys, none empty, none also in the main catalogue',
    (_file, catalogue) => {
      expect(keysOf(catalogue.zh).sort()).toEqual(keysOf(catalogue.en).sort());
      for (const key of keysOf(catalogue.zh)) {
        expect(lookup(catalogue.zh, key), `zh ${key}`).toMatch(/\S/);
        expect(lookup(catalogue.en, key), `en ${key}`).toMatch(/\S/);
        expect(lookup(zh, key), `${key} is in web/i18n/zh.json too`).toBeUndefined();
      }
    },
  );
});
