import { describe, expect, it } from 'vitest';
import { tabQueryOf, tabSearchOf } from './tabQuery.ts';

describe('account-permission settings list in the address', () => {
  it('reads filters and page, dropping bad values', () => {
    expect(
      tabQueryOf(
        new URLSearchParams('groupId=3&tab=users&keyword=%20张%20&platformId=2&roleId=x&pageNum=2&pageSize=20'),
      ),
    ).toEqual({
      keyword: '张',
      platformId: 2,
      roleId: undefined,
      pageNum: 2,
      pageSize: 20,
    });
    expect(tabQueryOf(new URLSearchParams('pageNum=0&pageSize=7'))).toEqual({
      keyword: undefined,
      platformId: undefined,
      roleId: undefined,
      pageNum: 1,
      pageSize: 10,
    });
  });
  it("keeps the group and tab, writes only what differs from the defaults, and forgets the other tab's filters", () => {
    const current = new URLSearchParams('groupId=3&tab=roles&platformId=9');
    expect(tabSearchOf(current, { keyword: 'QA', pageNum: 1, pageSize: 10 }).toString()).toBe(
      'groupId=3&tab=roles&keyword=QA',
    );
    expect(tabSearchOf(current, { roleId: 4, pageNum: 3, pageSize: 50 }).toString()).toBe(
      'groupId=3&tab=roles&roleId=4&pageNum=3&pageSize=50',
    );
  });
});
