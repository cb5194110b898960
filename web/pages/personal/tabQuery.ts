// The filters and page of the list on an account-permission settings tab live in the address beside
// groupId and tab (UI.md), so a refresh or Back restores them; choosing another tab or group
// (AccountPermissionSettingsPage `go`) writes only groupId and tab, and the list starts afresh.
import { useSearchParams } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { pageNumOf, pageSizeOf, positiveInt } from '../../components/listQuery.ts';

export type TabQuery = { keyword?: string; platformId?: number; roleId?: number; pageNum: number; pageSize: number };

export function tabQueryOf(search: URLSearchParams): TabQuery {
  return {
    keyword: search.get('keyword')?.trim() || undefined,
    platformId: positiveInt(search.get('platformId')),
    roleId: positiveInt(search.get('roleId')),
    pageNum: pageNumOf(search.get('pageNum')),
    pageSize: pageSizeOf(search.get('pageSize')),
  };
}

/** The address for `query`: the group and tab of `current`, then what differs from the defaults. */
export function tabSearchOf(current: URLSearchParams, query: TabQuery): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['groupId', 'tab']) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  if (query.keyword) next.set('keyword', query.keyword);
  if (query.platformId) next.set('platformId', String(query.platformId));
  if (query.roleId) next.set('roleId', String(query.roleId));
  if (query.pageNum !== 1) next.set('pageNum', String(query.pageNum));
  if (query.pageSize !== limits.pageSizeDefault) next.set('pageSize', String(query.pageSize));
  return next;
}

export function useTabQuery(): [TabQuery, (next: TabQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  return [tabQueryOf(searchParams), (next) => setSearchParams((current) => tabSearchOf(current, next))];
}
