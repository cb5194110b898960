import { describe, expect, it } from 'vitest';
import { readList, writeList } from '../../components/list/listParams.ts';
import { detailPath, sampleSpec, sortFilters } from './samplecodeQuery.ts';

const read = (search: string) => readList(sampleSpec, new URLSearchParams(search));

describe('sample-code list address', () => {
  it('reads filters and sort, and falls back on hostile values', () => {
    const state = read('keyword=+boot+&platformId=3&status=testing&sortField=name&sortOrder=asc&pageNum=2');
    expect(state.filters).toEqual({
      keyword: 'boot',
      platformId: 3,
      status: 'testing',
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(state.pageNum).toBe(2);
    const bad = read(
      `platformId=2147483648&status=released&sortField=password&sortOrder=up&keyword=${'x'.repeat(101)}`,
    );
    expect(bad.filters).toEqual({ sortField: 'releasedAt', sortOrder: 'desc' });
  });
  it('leaves the default sort out of the address', () => {
    const state = read('');
    expect(writeList(sampleSpec, state).toString()).toBe('');
    expect(
      writeList(sampleSpec, { ...state, filters: { ...state.filters, ...sortFilters('name', 'asc') } }).toString(),
    ).toBe('sortField=name&sortOrder=asc');
    expect(sortFilters('actions', 'asc')).toEqual({ sortField: 'releasedAt', sortOrder: 'desc' });
    expect(sortFilters('name', undefined)).toEqual({ sortField: 'releasedAt', sortOrder: 'desc' });
  });
  it('links a sample to its detail', () => {
    expect(detailPath(7)).toBe('/samplecode/samplecodeDetail?id=7');
  });
});
