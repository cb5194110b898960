import { describe, expect, it } from 'vitest';
import {
  articleListParamsOf,
  articleQueryOf,
  articleSearchOf,
  isArticleFiltered,
  resetArticleQuery,
} from './articleQuery.ts';

const parse = (search: string) => articleQueryOf(new URLSearchParams(search));

describe('article list query ↔ URL', () => {
  it('a plain address is the default list, and the default list a plain address', () => {
    const query = parse('');
    expect(query).toEqual({
      keyword: undefined,
      platformId: undefined,
      status: undefined,
      collected: false,
      appCode: undefined,
      sort: 'newest',
      pageNum: 1,
      pageSize: 10,
    });
    expect(articleSearchOf(query)).toEqual({});
  });

  it('round-trips every filter, the sort and the page', () => {
    const search =
      'appCode=M04&keyword=NX710+DDR&platformId=3&status=updated&collected=true&sort=likes&pageNum=2&pageSize=20';
    const query = parse(search);
    expect(query).toMatchObject({
      keyword: 'NX710 DDR',
      platformId: 3,
      status: 'updated',
      collected: true,
      appCode: 'M04',
      sort: 'likes',
      pageNum: 2,
      pageSize: 20,
    });
    expect(new URLSearchParams(articleSearchOf(query)).toString()).toBe(search);
  });

  it('ignores what it cannot use instead of sending it on', () => {
    const query = parse(
      'keyword=%20%20&platformId=-1&status=draft&collected=yes&sort=random&pageNum=0&pageSize=7&appCode=../x',
    );
    expect(query).toEqual(parse(''));
  });

  it('sends collect only for FAQ and the Application group only for quick start, without undefined keys', () => {
    const query = parse('collected=true&appCode=M09&keyword=boot');
    expect(articleListParamsOf(query, 'faq')).toEqual({
      keyword: 'boot',
      collected: 'true',
      sort: 'newest',
      pageNum: 1,
      pageSize: 10,
    });
    expect(articleListParamsOf(query, 'quickstart')).toEqual({
      keyword: 'boot',
      appCode: 'M09',
      sort: 'newest',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('reset clears the filters and the page but keeps sort, group and page size', () => {
    const query = parse('appCode=M01&keyword=x&status=published&collected=true&sort=views&pageNum=3&pageSize=50');
    expect(isArticleFiltered(query)).toBe(true);
    const reset = resetArticleQuery(query);
    expect(isArticleFiltered(reset)).toBe(false);
    expect(articleSearchOf(reset)).toEqual({ appCode: 'M01', sort: 'views', pageSize: '50' });
  });
});
