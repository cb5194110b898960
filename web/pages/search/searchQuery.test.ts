import { describe, expect, it } from 'vitest';
import { hasQuery, highlightParts, safeFromPage, searchCallOf, searchParamsOf, searchStateOf } from './searchQuery.ts';

const parse = (search: string) => searchStateOf(new URLSearchParams(search));

describe('search state ↔ URL', () => {
  it('the header box address: keyword and fromPage, global mode, page 1', () => {
    const state = parse('keyword=NX710+%E5%B0%84%E9%A2%91&fromPage=%2Ffaq');
    expect(state).toMatchObject({ mode: 'global', keyword: 'NX710 射频', fromPage: '/faq', pageNum: 1, pageSize: 10 });
    expect(searchParamsOf(state).toString()).toBe('keyword=NX710+%E5%B0%84%E9%A2%91&fromPage=%2Ffaq');
  });

  it('round-trips the advanced conditions, the module tab and the page', () => {
    const search =
      'mode=advanced&keyword=boot&phrase=secure+boot&exclude=efuse&modules=faq%2Cdcc&platformIds=2%2C3&types=faq&language=en&from=2026-01-01&to=2026-03-31&module=faq&pageNum=2&pageSize=20';
    const state = parse(search);
    expect(state).toMatchObject({
      mode: 'advanced',
      phrase: 'secure boot',
      exclude: 'efuse',
      modules: ['faq', 'dcc'],
      platformIds: [2, 3],
      types: ['faq'],
      language: 'en',
      from: '2026-01-01',
      to: '2026-03-31',
      module: 'faq',
      pageNum: 2,
      pageSize: 20,
    });
    expect(searchParamsOf(state).toString()).toBe(search);
  });

  it('drops unknown modules, bad ids and dates, and the advanced conditions in global mode', () => {
    const state = parse(
      'keyword=x&modules=faq,evil,faq&platformIds=1,a,-2,1&from=2026-13-45&to=yesterday&module=nope&phrase=p',
    );
    expect(state).toMatchObject({
      mode: 'global',
      modules: ['faq'],
      platformIds: [1],
      from: undefined,
      to: undefined,
      module: undefined,
    });
    expect(searchParamsOf(state).toString()).toBe('keyword=x');
  });

  it('fromPage must be a path inside the portal', () => {
    expect(safeFromPage('/quickStart')).toBe('/quickStart');
    expect(safeFromPage('/faq?keyword=a')).toBe('/faq?keyword=a');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'faq',
      '',
      null,
      '/fullTextSearch?keyword=a',
    ])
      expect(safeFromPage(bad)).toBeUndefined();
  });
});

describe('the call a state makes', () => {
  it('none when there is nothing to search for (the prompt shows, no request)', () => {
    expect(hasQuery(parse(''))).toBe(false);
    expect(searchCallOf(parse('keyword=%20%20'))).toBeNull();
    expect(searchCallOf(parse('mode=advanced&exclude=foo&modules=faq'))).toBeNull();
  });

  it('global: keyword, module tab and page', () => {
    expect(searchCallOf(parse('keyword=%E5%8A%9F%E8%80%97&module=faq&pageNum=3'))).toEqual({
      kind: 'global',
      params: { keyword: '功耗', module: 'faq', pageNum: 3, pageSize: 10 },
    });
  });

  it('advanced: only the conditions set; the module tab narrows the chosen modules to one', () => {
    expect(searchCallOf(parse('mode=advanced&phrase=secure+boot&modules=faq,dcc&from=2026-01-01'))).toEqual({
      kind: 'advanced',
      body: { phrase: 'secure boot', modules: ['faq', 'dcc'], from: '2026-01-01', pageNum: 1, pageSize: 10 },
    });
    expect(searchCallOf(parse('mode=advanced&keyword=boot&modules=faq,dcc&module=dcc'))).toMatchObject({
      body: { modules: ['dcc'] },
    });
  });
});

describe('highlight markup → text parts', () => {
  it('marks the words between <mark> and decodes the escaped text', () => {
    expect(highlightParts('降低<mark>功耗</mark>的方法 &amp; &lt;b&gt;')).toEqual([
      { text: '降低', marked: false },
      { text: '功耗', marked: true },
      { text: '的方法 & <b>', marked: false },
    ]);
  });

  it('never turns markup into anything but text: other tags are dropped, escaped tags stay text', () => {
    const parts = highlightParts('<img src=x onerror=alert(1)>a<mark>b<script>c</script></mark>&lt;script&gt;');
    expect(parts).toEqual([
      { text: 'a', marked: false },
      { text: 'bc', marked: true },
      { text: '<script>', marked: false },
    ]);
  });

  it('numeric entities and an empty input', () => {
    expect(highlightParts('&#39;x&#x27;&quot;')).toEqual([{ text: "'x'\"", marked: false }]);
    expect(highlightParts('')).toEqual([]);
  });
});
