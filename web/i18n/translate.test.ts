// The translator does what the portal relied on i18next for.
import { describe, expect, it } from 'vitest';
import { i18n, t } from './translate.ts';

describe('the translator', () => {
  it('finds a text by dotted key, fills {{placeholders}}, falls back to Chinese, else answers the key', () => {
    i18n.init({
      resources: {
        zh: { a: { b: '你好 {{name}}', only: '只有中文' } },
        en: { a: { b: 'Hello {{ name }}, {{name}}!' } },
      },
      lng: 'en',
      fallbackLng: 'zh',
    });
    expect(t('a.b', { name: 'Li' })).toBe('Hello Li, Li!');
    expect(t('a.b')).toBe('Hello {{ name }}, {{name}}!');
    expect(t('a.b', { other: 1 })).toBe('Hello {{ name }}, {{name}}!');
    expect(t('a.only')).toBe('只有中文');
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a')).toBe('a'); // a branch is no text
    i18n.changeLanguage('zh');
    expect(t('a.b', { name: '<b>' })).toBe('你好 <b>'); // not escaped: React escapes
  });

  it('chooses the plural form by count (key_one, then key)', () => {
    i18n.init({
      resources: { zh: { n: '{{count}} 项' }, en: { n_one: '{{count}} item', n: '{{count}} items' } },
      lng: 'en',
      fallbackLng: 'zh',
    });
    expect(t('n', { count: 1 })).toBe('1 item');
    expect(t('n', { count: 2 })).toBe('2 items');
    expect(t('n', { count: 0 })).toBe('0 items');
    i18n.changeLanguage('zh');
    expect(t('n', { count: 1 })).toBe('1 项');
  });

  it('adds texts deeply without overwriting an existing text, in any language', async () => {
    i18n.init({ resources: { zh: { page: { title: '标题' } } }, lng: 'zh', fallbackLng: 'zh' });
    i18n.addResourceBundle('zh', { page: { title: '别的', body: '正文' } });
    expect(t('page.title')).toBe('标题');
    expect(t('page.body')).toBe('正文');
    i18n.addResourceBundle('en', { page: { title: 'Title' } });
    i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(t('page.title')).toBe('Title');
    expect(t('page.body')).toBe('正文');
  });
});
