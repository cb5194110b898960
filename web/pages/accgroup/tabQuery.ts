// The filters and page of the list on an account-permission settings tab live in the address beside
// groupId and tab (UI.md), so a refresh or Back restores them; choosing another tab or group
// (AccountPermissionSettingsPage `go`) writes only groupId and tab, and the list starts afresh.
import { useSearchParams } from 'react-router';
import { keywordPageOf, positiveInt, writeKeywordPage } from '../../components/listQuery.ts';
import type { KeywordPage } from '../../components/listQuery.ts';

export type TabQuery = KeywordPage & { platformId?: number; roleId?: number };

export function tabQueryOf(search: URLSearchParams): TabQuery {
  return {
    ...keywordPageOf(search),
    platformId: positiveInt(search.get('platformId')),
    roleId: positiveInt(search.get('roleId')),
  };
}

/** The address for `query`: the group and tab of `current`, then what differs from the defaults. */
export function tabSearchOf(current: URLSearchParams, query: TabQuery): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['groupId', 'tab']) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  if (query.platformId) next.set('platformId', String(query.platformId));
  if (query.roleId) next.set('roleId', String(query.roleId));
  writeKeywordPage(next, query);
  return next;
}

export function useTabQuery(): [TabQuery, (next: TabQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  return [tabQueryOf(searchParams), (next) => setSearchParams((current) => tabSearchOf(current, next))];
}
