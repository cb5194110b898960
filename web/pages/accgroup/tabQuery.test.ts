import { describe, expect, it } from 'vitest';
import { readList, writeList } from '../../components/list/listParams.ts';
import { rolesSpec, tabKeep, usersSpec } from './tabQuery.ts';

describe('account-permission settings list in the address', () => {
  it('reads filters and page, dropping bad values', () => {
    expect(
      readList(
        usersSpec,
        new URLSearchParams('groupId=3&tab=users&keyword=%20张%20&platformId=2&roleId=x&pageNum=2&pageSize=20'),
      ),
    ).toEqual({ filters: { keyword: '张', platformId: 2 }, pageNum: 2, pageSize: 20 });
    expect(readList(usersSpec, new URLSearchParams('pageNum=0&pageSize=7'))).toEqual({
      filters: {},
      pageNum: 1,
      pageSize: 10,
    });
  });
  it("keeps the group and tab, writes only what differs from the defaults, and forgets the other tab's filters", () => {
    const current = new URLSearchParams('groupId=3&tab=roles&platformId=9');
    expect(
      writeList(rolesSpec, { filters: { keyword: 'QA' }, pageNum: 1, pageSize: 10 }, current, tabKeep).toString(),
    ).toBe('groupId=3&tab=roles&keyword=QA');
    expect(
      writeList(usersSpec, { filters: { roleId: 4 }, pageNum: 3, pageSize: 50 }, current, tabKeep).toString(),
    ).toBe('groupId=3&tab=roles&roleId=4&pageNum=3&pageSize=50');
  });
  it('writes the users filters in the order the address has always had', () => {
    const search = 'groupId=3&tab=users&platformId=2&roleId=4&keyword=QA&pageNum=2';
    const current = new URLSearchParams(search);
    expect(writeList(usersSpec, readList(usersSpec, current), current, tabKeep).toString()).toBe(search);
  });
});
