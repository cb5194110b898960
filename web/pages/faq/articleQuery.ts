// What an FAQ or quick-start list keeps in its address (UI.md, ARCHITECTURE.md kept-alive pages),
// declared once per module for the shared list block, and what the list call takes.
import { param } from '../../components/list/listParams.ts';
import type { Filters, Page, Param } from '../../components/list/listParams.ts';
import { articleSorts, articleStatuses } from '../../api/faq.ts';
import type { ArticleListParams, ArticleModule, ArticleSort, ArticleStatus } from '../../api/faq.ts';

export const defaultArticleSort: ArticleSort = 'newest';

const bar = { keyword: param.text(), platformId: param.id, status: param.oneOf(articleStatuses) };
// Chosen beside the bar (a Segmented): Reset leaves it.
const sort = param.kept(param.withFallback(param.oneOf(articleSorts), defaultArticleSort));

/** Both modules' parameters; each module declares the ones it has. */
export type ArticleSpec = {
  /** Quick start: the Application entry (menu code) the guides belong to, a tab above the list. */
  appCode?: Param<string>;
  keyword: Param<string>;
  platformId: Param<number>;
  status: Param<ArticleStatus>;
  /** FAQ: "My collection" only. */
  collected?: Param<boolean>;
  sort: Param<ArticleSort>;
};

/** In address order: the group first, then the bar, then the sort. */
export const articleSpecs = {
  faq: { ...bar, collected: param.flag, sort },
  quickstart: { appCode: param.kept(param.matching(/M\d{2}/)), ...bar, sort },
} satisfies Record<ArticleModule, ArticleSpec>;

/** The list call's parameters, in the order they always went; undefined keys left out (a stable cache key). */
export function articleListParamsOf(request: Filters<ArticleSpec> & Page): ArticleListParams {
  const params: ArticleListParams = {
    keyword: request.keyword,
    platformId: request.platformId,
    status: request.status,
    collected: request.collected ? 'true' : undefined,
    appCode: request.appCode,
    sort: request.sort,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as ArticleListParams;
}

/** "My collection" alone narrows the list: its empty state says there is nothing collected yet. */
export const onlyCollected = (filters: Filters<ArticleSpec>): boolean =>
  Boolean(filters.collected && !filters.keyword && !filters.platformId && !filters.status);
