// The state of a catalogue list lives in the URL query (UI.md: refresh, back and keep-alive
// restore it): filters, sort, page, and the open detail. These turn one into the other and into
// what the server takes.
import { limits } from '../../../contract/limits.ts';
import { catalogKinds, sortFields } from '../../api/dcc.ts';
import type { CatalogConditions, CatalogKind, PageRequest, SortField } from '../../api/dcc.ts';
import { pageNumOf, pageSizeOf, positiveInt } from '../listQuery.ts';

export type CatalogQuery = {
  keyword?: string;
  platformId?: number;
  type?: string;
  tags: string[];
  language?: 'zh' | 'en';
  osVersion?: string;
  releaseFrom?: string;
  releaseTo?: string;
  notDownloaded: boolean;
  sortField: SortField;
  sortOrder: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
  /** Download centre only: one module of the four. */
  kind?: CatalogKind;
};

export const defaultSort = { sortField: 'releasedAt', sortOrder: 'desc' } as const;

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const text = (search: URLSearchParams, key: string) => search.get(key)?.trim() || undefined;
export function queryOf(search: URLSearchParams): CatalogQuery {
  const language = search.get('language');
  const sortField = search.get('sortField');
  const kind = search.get('kind');
  return {
    keyword: text(search, 'keyword'),
    platformId: positiveInt(search.get('platformId')),
    type: text(search, 'type'),
    tags: (search.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    language: language === 'zh' || language === 'en' ? language : undefined,
    osVersion: text(search, 'osVersion'),
    releaseFrom: isDate(search.get('releaseFrom')) ? search.get('releaseFrom')! : undefined,
    releaseTo: isDate(search.get('releaseTo')) ? search.get('releaseTo')! : undefined,
    notDownloaded: search.get('notDownloaded') === 'true',
    sortField: (sortFields as readonly string[]).includes(sortField ?? '')
      ? (sortField as SortField)
      : defaultSort.sortField,
    sortOrder:
      search.get('sortOrder') === 'asc' ? 'asc' : search.get('sortOrder') === 'desc' ? 'desc' : defaultSort.sortOrder,
    pageNum: pageNumOf(search.get('pageNum')),
    pageSize: pageSizeOf(search.get('pageSize')),
    kind: (catalogKinds as readonly string[]).includes(kind ?? '') ? (kind as CatalogKind) : undefined,
  };
}

/** The query as URL parameters, defaults left out so that a plain list has a plain address. */
export function searchOf(query: CatalogQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.kind) search.kind = query.kind;
  if (query.keyword) search.keyword = query.keyword;
  if (query.platformId) search.platformId = String(query.platformId);
  if (query.type) search.type = query.type;
  if (query.tags.length) search.tags = query.tags.join(',');
  if (query.language) search.language = query.language;
  if (query.osVersion) search.osVersion = query.osVersion;
  if (query.releaseFrom) search.releaseFrom = query.releaseFrom;
  if (query.releaseTo) search.releaseTo = query.releaseTo;
  if (query.notDownloaded) search.notDownloaded = 'true';
  if (query.sortField !== defaultSort.sortField || query.sortOrder !== defaultSort.sortOrder) {
    search.sortField = query.sortField;
    search.sortOrder = query.sortOrder;
  }
  if (query.pageNum !== 1) search.pageNum = String(query.pageNum);
  if (query.pageSize !== limits.pageSizeDefault) search.pageSize = String(query.pageSize);
  return search;
}

/** The search conditions alone: what export follows (never a selection, spec §8). */
export function conditionsOf(query: CatalogQuery): CatalogConditions {
  return {
    keyword: query.keyword,
    platformId: query.platformId,
    type: query.type,
    tags: query.tags.length ? query.tags.join(',') : undefined,
    language: query.language,
    osVersion: query.osVersion,
    releaseFrom: query.releaseFrom,
    releaseTo: query.releaseTo,
    notDownloaded: query.notDownloaded ? 'true' : undefined,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
  };
}

/** Conditions, page, and (in the centre) the module: the list call's parameters. */
export function listParamsOf(query: CatalogQuery): CatalogConditions & PageRequest & { kind?: CatalogKind } {
  const params = { ...conditionsOf(query), pageNum: query.pageNum, pageSize: query.pageSize, kind: query.kind };
  // Without the undefined keys: the query key of the cache and the address stay stable.
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as typeof params;
}

/** The filters a user sets in the bar (what Reset clears); sort and page size survive a reset. */
export function isFiltered(query: CatalogQuery): boolean {
  return Boolean(
    query.keyword ||
    query.platformId ||
    query.type ||
    query.tags.length ||
    query.language ||
    query.osVersion ||
    query.releaseFrom ||
    query.releaseTo ||
    query.notDownloaded ||
    query.kind,
  );
}

/** Keeps the other parameters of the address (detail …) and replaces the list's own. */
export function mergeSearch(
  current: URLSearchParams,
  query: CatalogQuery,
  keep: readonly string[] = ['detail', 'detailKind', 'tab'],
): URLSearchParams {
  const next = new URLSearchParams(searchOf(query));
  for (const key of keep) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  return next;
}
