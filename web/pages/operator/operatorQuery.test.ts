import { describe, expect, it } from 'vitest';
import { readList, requestOf, writeList } from '../../components/list/listParams.ts';
import { exportConditionsOf, listParamsOf, operatorSpec, sortFilters } from './operatorQuery.ts';

describe('operator list address', () => {
  it('reads filters and view back, dropping values it does not take', () => {
    const state = readList(
      operatorSpec,
      new URLSearchParams('country=China&platformId=2147483648&volte=certified&vowifi=great&view=matrix&pageNum=2'),
    );
    expect(state.filters).toMatchObject({ country: 'China', volte: 'certified', view: 'matrix' });
    expect(state.filters.platformId).toBeUndefined();
    expect(state.filters.vowifi).toBeUndefined();
    expect(state.pageNum).toBe(2);
  });

  it('leaves defaults out of the address', () => {
    const state = readList(operatorSpec, new URLSearchParams(''));
    expect(writeList(operatorSpec, state).toString()).toBe('');
    expect(state.filters).toMatchObject({ view: 'table', sortField: 'country', sortOrder: 'asc' });
  });

  it('never sends the view; the export sends no page either', () => {
    const request = requestOf(readList(operatorSpec, new URLSearchParams('os=Android%2014&view=matrix&pageNum=3')));
    expect(listParamsOf(request)).not.toHaveProperty('view');
    expect(listParamsOf(request)).toMatchObject({ os: 'Android 14', pageNum: 3 });
    expect(exportConditionsOf(request)).toEqual({ os: 'Android 14', sortField: 'country', sortOrder: 'asc' });
  });

  it('sorts by known columns only', () => {
    expect(sortFilters('operator', 'desc')).toEqual({ sortField: 'operator', sortOrder: 'desc' });
    expect(sortFilters('pdt', 'asc')).toEqual({ sortField: 'country', sortOrder: 'asc' });
  });
});
