import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import { listPagination } from './listPagination.ts';
import { pageNumOf, pageSizeOf } from './listParams.ts';

describe('the pager of a list', () => {
  it('reads page number and size from the address, falling back to the defaults for anything else', () => {
    expect([
      pageNumOf('3'),
      pageNumOf('0'),
      pageNumOf('-2'),
      pageNumOf('2.5'),
      pageNumOf('x'),
      pageNumOf(null),
    ]).toEqual([3, 1, 1, 1, 1, 1]);
    expect(pageSizeOf(String(limits.pageSizes[1]))).toBe(limits.pageSizes[1]);
    expect([pageSizeOf('7'), pageSizeOf(null)]).toEqual([limits.pageSizeDefault, limits.pageSizeDefault]);
  });

  it('goes back to page 1 when the page size changes, and keeps the page otherwise', () => {
    const onPage = vi.fn();
    const t = ((key: string, options: { total: string }) => `${key}:${options.total}`) as unknown as TFunction;
    const pager = listPagination(t, { pageNum: 4, pageSize: 20 }, 12345, onPage);
    pager.onChange!(5, 20);
    pager.onChange!(4, 50);
    expect(onPage.mock.calls).toEqual([
      [5, 20],
      [1, 50],
    ]);
    expect(pager.showTotal!(12345, [1, 20])).toBe(`common.total:${(12345).toLocaleString()}`);
    expect(listPagination(t, { pageNum: 1, pageSize: 20 }, 0).onChange).toBeUndefined();
  });
});
