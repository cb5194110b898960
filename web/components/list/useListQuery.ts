// A list's state in the address (listParams.ts), as a hook: what the list shows now, the request
// for it, and the moves a user makes — search (filters replaced, back to page 1), page, reset.
import { flushSync } from 'react-dom';
import { useLocation, useSearchParams } from 'react-router';
import { isFiltered, readList, requestOf, resetFilters, writeList } from './listParams.ts';
import type { Filters, ListState, Page, ParamSpec } from './listParams.ts';
import { useRequestedAddress } from './requestedAddress.ts';

export type ListQuery<S extends ParamSpec> = ListState<S> & {
  spec: S;
  /** Filters and page without unset keys: the list call's parameters and its cache key. */
  request: Filters<S> & Page;
  /** Whether anything Reset clears is set (which empty text to show). */
  filtered: boolean;
  /** The list's own part of the address, for what is remembered per list (the scroll position). */
  key: string;
  /**
   * The address already asks for other conditions than these (a search the router has not shown
   * yet): the rows on screen are not their answer, and the table says it is loading.
   */
  pending: boolean;
  /** New filters (merged over the current ones), back to page 1. */
  search(next: Filters<S>): void;
  /** Another page; a new page size starts again at page 1 (the old page may not exist any more). */
  page(pageNum: number, pageSize: number): void;
  /** Filters cleared but the kept ones (sort, group), page 1, page size kept. */
  reset(): void;
};

export type ListQueryOptions = {
  /** Other address parameters this list's moves keep (a tab, a group); the rest are dropped. */
  keep?: readonly string[];
  /** Write with `replace` (no history entry): lists inside a dialog or a tab that Back should leave. */
  replace?: boolean;
};

/**
 * The list state read from `search`, with moves that hand the next state to `go`; `requested` is
 * the query of the address asked for when it is ahead of `search` (the same page, not shown yet).
 */
export function listQueryOf<S extends ParamSpec>(
  spec: S,
  search: URLSearchParams,
  go: (next: ListState<S>) => void,
  requested?: URLSearchParams,
): ListQuery<S> {
  const state = readList(spec, search);
  const key = writeList(spec, state).toString();
  return {
    ...state,
    spec,
    request: requestOf(state),
    filtered: isFiltered(spec, state.filters),
    key,
    // Only the list's own parameters count: another part of the address (a detail's id) asks
    // nothing new of the list.
    pending: requested !== undefined && writeList(spec, readList(spec, requested)).toString() !== key,
    search: (next) => go({ filters: { ...state.filters, ...next }, pageNum: 1, pageSize: state.pageSize }),
    page: (pageNum, pageSize) =>
      go({ filters: state.filters, pageNum: pageSize === state.pageSize ? pageNum : 1, pageSize }),
    reset: () => go({ filters: resetFilters(spec, state.filters), pageNum: 1, pageSize: state.pageSize }),
  };
}

export function useListQuery<S extends ParamSpec>(spec: S, options: ListQueryOptions = {}): ListQuery<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useLocation();
  const asked = useRequestedAddress();
  const keep = options.keep ?? [];
  return listQueryOf(
    spec,
    searchParams,
    // At once, not in a later task: the address changes in the same commit that marks the rows on
    // screen as not the answer to it (ListTable), so no frame shows them as that answer.
    (next) =>
      flushSync(() => setSearchParams((current) => writeList(spec, next, current, keep), { replace: options.replace })),
    asked && asked.pathname === shown.pathname && asked.search !== shown.search
      ? new URLSearchParams(asked.search)
      : undefined,
  );
}
