import { describe, expect, it } from 'vitest';
import { conditionsOf, isFiltered, listParamsOf, mergeSearch, queryOf, searchOf } from './catalogQuery.ts';

describe('catalogue list state in the URL query', () => {
  it('reads a plain address as the defaults, and writes the defaults as a plain address', () => {
    const query = queryOf(new URLSearchParams(''));
    expect(query).toMatchObject({
      tags: [],
      notDownloaded: false,
      sortField: 'releasedAt',
      sortOrder: 'desc',
      pageNum: 1,
      pageSize: 10,
    });
    expect(searchOf(query)).toEqual({});
    expect(isFiltered(query)).toBe(false);
  });

  it('round-trips every filter, sort and page', () => {
    const search = new URLSearchParams({
      keyword: 'DDR',
      platformId: '3',
      type: '数据手册',
      tags: 'hardware,pin',
      language: 'en',
      osVersion: 'Android 15',
      releaseFrom: '2026-01-01',
      releaseTo: '2026-03-31',
      notDownloaded: 'true',
      sortField: 'size',
      sortOrder: 'asc',
      pageNum: '4',
      pageSize: '50',
    });
    const query = queryOf(search);
    expect(query.tags).toEqual(['hardware', 'pin']);
    expect(new URLSearchParams(searchOf(query)).toString()).toBe(
      new URLSearchParams(searchOf(queryOf(new URLSearchParams(searchOf(query))))).toString(),
    );
    expect(searchOf(query)).toEqual(Object.fromEntries(search));
    expect(isFiltered(query)).toBe(true);
  });

  it('drops what the server would refuse instead of sending it', () => {
    const query = queryOf(
      new URLSearchParams(
        'language=fr&platformId=-2&releaseFrom=2026-13-01&sortField=drop&pageNum=0&pageSize=30&kind=qvl',
      ),
    );
    expect(query).toMatchObject({
      language: undefined,
      platformId: undefined,
      releaseFrom: undefined,
      sortField: 'releasedAt',
      pageNum: 1,
      pageSize: 10,
      kind: undefined,
    });
  });

  it('export follows the conditions only; the list call adds the page', () => {
    const query = queryOf(new URLSearchParams('keyword=NX310&tags=a,b&notDownloaded=true&pageNum=3'));
    expect(conditionsOf(query)).toEqual({
      keyword: 'NX310',
      platformId: undefined,
      type: undefined,
      tags: 'a,b',
      language: undefined,
      osVersion: undefined,
      releaseFrom: undefined,
      releaseTo: undefined,
      notDownloaded: 'true',
      sortField: 'releasedAt',
      sortOrder: 'desc',
    });
    expect(conditionsOf(query)).not.toHaveProperty('ids');
    expect(listParamsOf(query)).toEqual({
      keyword: 'NX310',
      tags: 'a,b',
      notDownloaded: 'true',
      sortField: 'releasedAt',
      sortOrder: 'desc',
      pageNum: 3,
      pageSize: 10,
    });
  });

  it('a new search keeps the other parameters it is told to keep', () => {
    const current = new URLSearchParams('keyword=old&detail=12&tab=mine&x=1');
    const next = mergeSearch(current, queryOf(new URLSearchParams('keyword=new')), ['tab']);
    expect(next.toString()).toBe('keyword=new&tab=mine');
  });
});
