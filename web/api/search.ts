// Full-text search (M21): GET /common/search/global, POST /common/search/advanced (docs/api.md).
// Shapes from contract/search.ts as types only; the module list is repeated, checked by `satisfies`.
import type {
  AdvancedSearchBody,
  GlobalSearchQuery,
  SearchHit,
  SearchModule,
  SearchResult,
  searchModules as contractModules,
} from '../../contract/search.ts';
import { get, post } from './request.ts';

export type { AdvancedSearchBody, SearchHit, SearchModule, SearchResult };
export type GlobalSearchParams = GlobalSearchQuery;

/** contract/search.ts searchModules. */
export const searchModules = [
  'dcc',
  'tr',
  'pcn',
  'tool',
  'faq',
  'quickstart',
  'samplecode',
  'patch',
] as const satisfies typeof contractModules;

const data = <T>(envelope: { data: T }): T => envelope.data;

export const globalSearch = (params: GlobalSearchParams, signal?: AbortSignal) =>
  get<SearchResult>('/common/search/global', params, signal).then(data);

export const advancedSearch = (body: AdvancedSearchBody) =>
  post<SearchResult>('/common/search/advanced', body).then(data);
