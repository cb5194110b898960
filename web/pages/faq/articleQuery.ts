// The state of an FAQ or quick-start list lives in the URL query (UI.md, ARCHITECTURE.md kept-alive
// pages): filters, sort, page. These turn the address into the model and the model into the
// address and into what the server takes.
import { limits } from '../../../contract/limits.ts';
import { articleSorts, articleStatuses } from '../../api/faq.ts';
import type { ArticleListParams, ArticleModule, ArticleSort, ArticleStatus } from '../../api/faq.ts';
import { pageNumOf, pageSizeOf, positiveInt } from '../../components/listQuery.ts';

export type ArticleQuery = {
  keyword?: string;
  platformId?: number;
  status?: ArticleStatus;
  /** FAQ: "My collection" only. */
  collected: boolean;
  /** Quick start: the Application entry (menu code) the guides belong to. */
  appCode?: string;
  sort: ArticleSort;
  pageNum: number;
  pageSize: number;
};

export const defaultArticleSort: ArticleSort = 'newest';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function articleQueryOf(search: URLSearchParams): ArticleQuery {
  const appCode = search.get('appCode')?.trim();
  return {
    keyword: search.get('keyword')?.trim() || undefined,
    platformId: positiveInt(search.get('platformId')),
    status: oneOf(articleStatuses, search.get('status')),
    collected: search.get('collected') === 'true',
    appCode: appCode && /^M\d{2}$/.test(appCode) ? appCode : undefined,
    sort: oneOf(articleSorts, search.get('sort')) ?? defaultArticleSort,
    pageNum: pageNumOf(search.get('pageNum')),
    pageSize: pageSizeOf(search.get('pageSize')),
  };
}

/** The query as URL parameters, defaults left out so that a plain list has a plain address. */
export function articleSearchOf(query: ArticleQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.appCode) search.appCode = query.appCode;
  if (query.keyword) search.keyword = query.keyword;
  if (query.platformId) search.platformId = String(query.platformId);
  if (query.status) search.status = query.status;
  if (query.collected) search.collected = 'true';
  if (query.sort !== defaultArticleSort) search.sort = query.sort;
  if (query.pageNum !== 1) search.pageNum = String(query.pageNum);
  if (query.pageSize !== limits.pageSizeDefault) search.pageSize = String(query.pageSize);
  return search;
}

/** What the list call takes; collect is FAQ's, the Application group quick start's. Undefined keys left out (a stable cache key). */
export function articleListParamsOf(query: ArticleQuery, module: ArticleModule): ArticleListParams {
  const params: ArticleListParams = {
    keyword: query.keyword,
    platformId: query.platformId,
    status: query.status,
    collected: module === 'faq' && query.collected ? 'true' : undefined,
    appCode: module === 'quickstart' ? query.appCode : undefined,
    sort: query.sort,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as ArticleListParams;
}

/** Whether the filter bar narrows the list (what Reset clears; sort, group and page size survive it). */
export function isArticleFiltered(query: ArticleQuery): boolean {
  return Boolean(query.keyword || query.platformId || query.status || query.collected);
}

/** The filters cleared, back to page 1; the sort, the Application group and the page size stay. */
export function resetArticleQuery(query: ArticleQuery): ArticleQuery {
  return { collected: false, appCode: query.appCode, sort: query.sort, pageNum: 1, pageSize: query.pageSize };
}
