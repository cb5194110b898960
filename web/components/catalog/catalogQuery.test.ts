import { describe, expect, it } from 'vitest';
import { isFiltered, readList, requestOf, resetFilters, writeList } from '../list/listParams.ts';
import { centreSpec, conditionsOf, listParamsOf, moduleSpec, sortFilters, sortOf } from './catalogQuery.ts';

const readCentre = (search: string) => readList(centreSpec, new URLSearchParams(search));
const readModule = (search: string) => readList(moduleSpec, new URLSearchParams(search));

describe('catalogue list state in the URL query', () => {
  it('reads a plain address as no filter, newest first, and writes it back plain', () => {
    const state = readModule('');
    expect(state).toEqual({ filters: {}, pageNum: 1, pageSize: 10 });
    expect(sortOf(state.filters)).toEqual({ sortField: 'releasedAt', sortOrder: 'desc' });
    expect(writeList(moduleSpec, state).toString()).toBe('');
    expect(isFiltered(moduleSpec, state.filters)).toBe(false);
  });

  it('round-trips every filter, sort, module and page to the very same address', () => {
    const search = new URLSearchParams({
      kind: 'tr',
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
    const state = readCentre(search.toString());
    expect(state.filters.tags).toEqual(['hardware', 'pin']);
    expect(state.filters.notDownloaded).toBe(true);
    expect(writeList(centreSpec, state).toString()).toBe(search.toString());
    expect(isFiltered(centreSpec, state.filters)).toBe(true);
  });

  it('a module list never reads a module from its address', () => {
    expect(readModule('kind=tr&keyword=x').filters).toEqual({ keyword: 'x' });
    expect(readCentre('kind=tr').filters).toEqual({ kind: 'tr' });
    expect(isFiltered(centreSpec, readCentre('kind=tr').filters)).toBe(true);
  });

  it('drops what the server would refuse instead of sending it', () => {
    const state = readCentre(
      `language=fr&platformId=-2&releaseFrom=2026-13-01&sortField=drop&sortOrder=up&pageNum=0&pageSize=30&kind=qvl&osVersion=${'9'.repeat(51)}`,
    );
    expect(state).toEqual({ filters: {}, pageNum: 1, pageSize: 10 });
    expect(sortOf(state.filters)).toEqual({ sortField: 'releasedAt', sortOrder: 'desc' });
  });

  it('a header writes the sort as a pair; the default sort and a cleared one leave the address', () => {
    const write = (filters: object) =>
      writeList(moduleSpec, { filters: { keyword: 'x', ...filters }, pageNum: 1, pageSize: 10 }).toString();
    expect(write(sortFilters('size', 'desc'))).toBe('keyword=x&sortField=size&sortOrder=desc');
    expect(write(sortFilters('releasedAt', 'asc'))).toBe('keyword=x&sortField=releasedAt&sortOrder=asc');
    expect(write(sortFilters('releasedAt', 'desc'))).toBe('keyword=x');
    expect(write(sortFilters('size', undefined))).toBe('keyword=x');
    expect(write(sortFilters('actions', 'asc'))).toBe('keyword=x');
    expect(sortOf(readModule('sortField=size').filters)).toEqual({ sortField: 'size', sortOrder: 'desc' });
  });

  it('Reset clears the filters (the module too) and keeps the sort, which is no filter', () => {
    const state = readCentre('kind=dcc&keyword=x&notDownloaded=true&sortField=name&sortOrder=asc');
    const left = resetFilters(centreSpec, state.filters);
    expect(left).toEqual({ sortField: 'name', sortOrder: 'asc' });
    expect(isFiltered(centreSpec, left)).toBe(false);
  });

  it('export follows the conditions only; the list call adds the page and, in the centre, the module', () => {
    const state = readModule('keyword=NX310&tags=a,b&notDownloaded=true&pageNum=3');
    expect(conditionsOf(state.filters)).toEqual({
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
    expect(conditionsOf(state.filters)).not.toHaveProperty('ids');
    expect(listParamsOf(requestOf(state))).toEqual({
      keyword: 'NX310',
      tags: 'a,b',
      notDownloaded: 'true',
      sortField: 'releasedAt',
      sortOrder: 'desc',
      pageNum: 3,
      pageSize: 10,
    });
    expect(listParamsOf(requestOf(readCentre('kind=pcn&sortField=size&sortOrder=asc')))).toEqual({
      sortField: 'size',
      sortOrder: 'asc',
      pageNum: 1,
      pageSize: 10,
      kind: 'pcn',
    });
  });
});
