// The page of rows a list shows: fetched for the list's request (useListQuery), the last page kept
// on screen while the next loads, and — for lists one comes back to from a detail — served from
// the cache at once, then refreshed (keep-alive).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';

export type ListPageData<Row> = { list: Row[]; total: number };

export type ListRequest<Params, Data> = (params: Params, signal: AbortSignal) => Promise<Data>;

export type ListDataOptions = {
  /** False while the caller may not ask yet (the menu has not said the page is granted). */
  enabled?: boolean;
  /** How long a page counts as fresh: lists left for a detail and come back to set 30 s. */
  staleTime?: number;
};

/** `key` is the list's cache prefix (invalidate it after a change); the request is appended. */
export function useListData<Params, Data extends ListPageData<unknown>>(
  key: QueryKey,
  params: Params,
  request: ListRequest<Params, Data>,
  options: ListDataOptions = {},
): UseQueryResult<Data> {
  return useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => request(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    staleTime: options.staleTime,
  });
}
