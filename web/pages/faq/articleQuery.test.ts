import { describe, expect, it } from 'vitest';
import type { ArticleModule } from '../../api/faq.ts';
import { isFiltered, readList, requestOf, resetFilters, writeList } from '../../components/list/listParams.ts';
import { articleListParamsOf, articleSpecs, onlyCollected } from './articleQuery.ts';
import type { ArticleSpec } from './articleQuery.ts';

const parse = (module: ArticleModule, search: string) =>
  readList<ArticleSpec>(articleSpecs[module], new URLSearchParams(search));
const address = (module: ArticleModule, search: string) =>
  writeList(articleSpecs[module], parse(module, search)).toString();
const paramsOf = (module: ArticleModule, search: string) => articleListParamsOf(requestOf(parse(module, search)));

describe('article list ↔ URL', () => {
  it('a plain address is the default list, and the default list a plain address', () => {
    for (const module of ['faq', 'quickstart'] as const) {
      expect(parse(module, '')).toEqual({ filters: { sort: 'newest' }, pageNum: 1, pageSize: 10 });
      expect(address(module, '')).toBe('');
    }
  });

  it('round-trips every filter, the sort and the page in the order the address always had', () => {
    const faq = 'keyword=NX710+DDR&platformId=3&status=updated&collected=true&sort=likes&pageNum=2&pageSize=20';
    expect(parse('faq', faq)).toEqual({
      filters: { keyword: 'NX710 DDR', platformId: 3, status: 'updated', collected: true, sort: 'likes' },
      pageNum: 2,
      pageSize: 20,
    });
    expect(address('faq', faq)).toBe(faq);
    const quickstart = 'appCode=M04&keyword=NX710+DDR&platformId=3&status=updated&sort=likes&pageNum=2&pageSize=20';
    expect(parse('quickstart', quickstart).filters).toEqual({
      appCode: 'M04',
      keyword: 'NX710 DDR',
      platformId: 3,
      status: 'updated',
      sort: 'likes',
    });
    expect(address('quickstart', quickstart)).toBe(quickstart);
  });

  it('ignores what it cannot use instead of sending it on', () => {
    const wrong = 'keyword=%20%20&platformId=-1&status=draft&collected=yes&sort=random&pageNum=0&pageSize=7';
    expect(parse('faq', wrong)).toEqual(parse('faq', ''));
    expect(parse('quickstart', `${wrong}&appCode=../x`)).toEqual(parse('quickstart', ''));
    expect(parse('quickstart', 'appCode=M4').filters.appCode).toBeUndefined();
  });

  it('sends collect only for FAQ and the Application group only for quick start, without undefined keys', () => {
    const search = 'collected=true&appCode=M09&keyword=boot';
    expect(paramsOf('faq', search)).toEqual({
      keyword: 'boot',
      collected: 'true',
      sort: 'newest',
      pageNum: 1,
      pageSize: 10,
    });
    expect(paramsOf('quickstart', search)).toEqual({
      keyword: 'boot',
      appCode: 'M09',
      sort: 'newest',
      pageNum: 1,
      pageSize: 10,
    });
    // The list call's query string keeps the order it always had.
    expect(Object.keys(paramsOf('quickstart', 'appCode=M01&status=updated&keyword=x&platformId=2'))).toEqual([
      'keyword',
      'platformId',
      'status',
      'appCode',
      'sort',
      'pageNum',
      'pageSize',
    ]);
  });

  it('reset clears the filters but keeps sort and group; neither counts as a filter', () => {
    const quickstart = parse('quickstart', 'appCode=M01&keyword=x&status=published&sort=views&pageNum=3&pageSize=50');
    expect(isFiltered(articleSpecs.quickstart, quickstart.filters)).toBe(true);
    const left = resetFilters(articleSpecs.quickstart, quickstart.filters);
    expect(isFiltered(articleSpecs.quickstart, left)).toBe(false);
    expect(writeList(articleSpecs.quickstart, { filters: left, pageNum: 1, pageSize: 50 }).toString()).toBe(
      'appCode=M01&sort=views&pageSize=50',
    );
    const faq = parse('faq', 'collected=true&sort=views');
    expect(isFiltered(articleSpecs.faq, faq.filters)).toBe(true);
    expect(resetFilters(articleSpecs.faq, faq.filters)).toEqual({ sort: 'views' });
  });

  it('"My collection" alone is its own empty state; with another filter it is a filtered list', () => {
    expect(onlyCollected(parse('faq', 'collected=true&sort=likes').filters)).toBe(true);
    expect(onlyCollected(parse('faq', 'collected=true&keyword=x').filters)).toBe(false);
    expect(onlyCollected(parse('faq', 'status=updated').filters)).toBe(false);
  });
});
