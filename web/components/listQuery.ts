// What every list keeps in its address: the page number and size, read back safely (a hand-edited
// or stale address falls back to the defaults), and left out of the address when they are the defaults.
import { limits } from '../../contract/limits.ts';

/** A whole number from 1 in an address parameter, else undefined. */
export function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

export const pageNumOf = (value: string | null): number => positiveInt(value) ?? 1;

/** One of the offered page sizes (limits.pageSizes), else the default. */
export function pageSizeOf(value: string | null): number {
  const size = Number(value);
  return (limits.pageSizes as readonly number[]).includes(size) ? size : limits.pageSizeDefault;
}

/** The keyword and page every filtered list reads from its address. */
export type KeywordPage = { keyword?: string; pageNum: number; pageSize: number };

export function keywordPageOf(search: URLSearchParams): KeywordPage {
  return {
    keyword: search.get('keyword')?.trim() || undefined,
    pageNum: pageNumOf(search.get('pageNum')),
    pageSize: pageSizeOf(search.get('pageSize')),
  };
}

/** Writes the keyword and page into `search`, leaving out the defaults. */
export function writeKeywordPage(search: { set(key: string, value: string): void }, query: KeywordPage): void {
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.pageNum !== 1) search.set('pageNum', String(query.pageNum));
  if (query.pageSize !== limits.pageSizeDefault) search.set('pageSize', String(query.pageSize));
}

/** A list filtered by account state and keyword (the staff console and the child accounts). */
export type StateListQuery<State extends string> = KeywordPage & { state?: State };

export function stateListQueryOf<State extends string>(
  search: URLSearchParams,
  states: readonly State[],
): StateListQuery<State> {
  const state = search.get('state');
  return {
    state: (states as readonly string[]).includes(state ?? '') ? (state as State) : undefined,
    ...keywordPageOf(search),
  };
}

export function stateListSearchOf(query: StateListQuery<string>): Record<string, string> {
  const search = new URLSearchParams();
  if (query.state) search.set('state', query.state);
  writeKeywordPage(search, query);
  return Object.fromEntries(search);
}
