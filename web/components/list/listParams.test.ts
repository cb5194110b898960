import { describe, expect, it } from 'vitest';
import { limits } from '../../../contract/limits.ts';
import { isFiltered, param, readList, requestOf, resetFilters, writeList } from './listParams.ts';

const spec = {
  keyword: param.text(),
  platformId: param.id,
  status: param.oneOf(['draft', 'published'] as const),
  from: param.date,
  tags: param.words,
  mine: param.flag,
  sort: param.kept(param.withFallback(param.oneOf(['newest', 'hot'] as const), 'newest')),
};
const read = (search: string) => readList(spec, new URLSearchParams(search));

describe('list parameters in the address', () => {
  it('reads every kind of parameter back', () => {
    expect(
      read(
        'keyword=+boot+&platformId=3&status=draft&from=2026-02-28&tags=a,+b,&mine=true&sort=hot&pageNum=4&pageSize=50',
      ),
    ).toEqual({
      filters: {
        keyword: 'boot',
        platformId: 3,
        status: 'draft',
        from: '2026-02-28',
        tags: ['a', 'b'],
        mine: true,
        sort: 'hot',
      },
      pageNum: 4,
      pageSize: 50,
    });
  });

  it('drops what a hand-edited address got wrong and falls back to the defaults', () => {
    const state = read(
      `keyword=${'x'.repeat(101)}&platformId=2147483648&status=gone&from=2026-02-30&mine=yes&sort=old&pageNum=0&pageSize=7`,
    );
    expect(state).toEqual({ filters: { sort: 'newest' }, pageNum: 1, pageSize: limits.pageSizeDefault });
    expect(read('platformId=-1&pageNum=1.5&from=1969-12-31').filters).toEqual({ sort: 'newest' });
  });

  it('writes a plain address: defaults, unset values and the first page left out, spec order kept', () => {
    expect(writeList(spec, read('')).toString()).toBe('');
    const state = { filters: { mine: true, keyword: ' boot ', sort: 'newest' as const }, pageNum: 2, pageSize: 50 };
    expect(writeList(spec, state).toString()).toBe('keyword=boot&mine=true&pageNum=2&pageSize=50');
    expect(
      writeList(spec, { filters: { sort: 'hot' as const }, pageNum: 1, pageSize: limits.pageSizeDefault }).toString(),
    ).toBe('sort=hot');
  });

  it('round-trips: what it writes it reads back the same', () => {
    const search = 'keyword=x&platformId=9&status=published&from=2026-01-31&tags=a%2Cb&mine=true&sort=hot&pageNum=3';
    expect(writeList(spec, read(search)).toString()).toBe(search);
  });

  it('carries only the named other parameters over from the current address', () => {
    const current = new URLSearchParams('tab=mine&detail=5&keyword=old');
    expect(writeList(spec, read('keyword=new'), current, ['tab']).toString()).toBe('tab=mine&keyword=new');
  });

  it('Reset clears the filters and keeps the kept parameters, which are no filter', () => {
    const state = read('keyword=x&mine=true&sort=hot');
    expect(isFiltered(spec, state.filters)).toBe(true);
    const left = resetFilters(spec, state.filters);
    expect(left).toEqual({ sort: 'hot' });
    expect(isFiltered(spec, left)).toBe(false);
  });

  it('the request holds no unset keys (a stable cache key)', () => {
    expect(requestOf(read('keyword=x'))).toEqual({
      keyword: 'x',
      sort: 'newest',
      pageNum: 1,
      pageSize: limits.pageSizeDefault,
    });
    expect(Object.keys(requestOf(read('')))).toEqual(['sort', 'pageNum', 'pageSize']);
  });

  it('a matching parameter takes only a whole match of its pattern, trimmed', () => {
    const code = { appCode: param.matching(/M\d{2}/) };
    const appCode = (raw: string) => readList(code, new URLSearchParams({ appCode: raw })).filters.appCode;
    expect(appCode('M04')).toBe('M04');
    expect(appCode(' M09 ')).toBe('M09');
    for (const wrong of ['M4', 'M004', 'xM04', 'M04x', '../x', 'm04', ''])
      expect(appCode(wrong), wrong).toBeUndefined();
    // A global pattern would remember where it stopped and fail every other read.
    const global = { appCode: param.matching(/^M\d{2}$/g) };
    for (let i = 0; i < 3; i++)
      expect(readList(global, new URLSearchParams('appCode=M01')).filters.appCode).toBe('M01');
    expect(
      writeList(code, { filters: { appCode: 'M04' }, pageNum: 1, pageSize: limits.pageSizeDefault }).toString(),
    ).toBe('appCode=M04');
  });
});
