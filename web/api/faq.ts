// Calls of FAQ (M14) and quick start (M15): one set under /common/{m}/ (docs/api.md, server/modules/faq).
// Shapes come from contract/faq.ts as types only: its zod schemas stay out of the page chunks, so the
// few constants the pages need are declared here again, checked against the contract by `satisfies`.
import type {
  Article,
  ArticleComment,
  ArticleDetail,
  ArticleListItem,
  ArticleListQuery,
  ArticleModule,
  ArticleSort,
  ArticleStatus,
  CollectBody,
  CollectResult,
  CommentBody,
  LikeBody,
  LikeResult,
  ShareLink,
  articleModules as contractModules,
  articleSorts as contractSorts,
  articleStatuses as contractStatuses,
  commentMaxChars as contractCommentMaxChars,
} from '../../contract/faq.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created, PageQuery } from '../../contract/fields.ts';
import { del, get, post, request } from './request.ts';

export type { Article, ArticleComment, ArticleDetail, ArticleListItem, ArticleModule, ArticleSort, ArticleStatus };
/** The list call's parameters (contract/faq.ts articleListQuery plus the page). */
export type ArticleListParams = ArticleListQuery;

/** contract/faq.ts articleModules. */
export const articleModules = ['faq', 'quickstart'] as const satisfies typeof contractModules;
/** contract/faq.ts commentMaxChars: a comment is plain text of at most this many characters. */
export const commentMaxChars = 1000 satisfies typeof contractCommentMaxChars;
/** contract/faq.ts articleStatuses. */
export const articleStatuses = ['published', 'updated'] as const satisfies typeof contractStatuses;
/** contract/faq.ts articleSorts. */
export const articleSorts = ['newest', 'views', 'likes'] as const satisfies typeof contractSorts;

const base = (module: ArticleModule) => `/common/${module}`;
const data = <T>(envelope: { data: T }): T => envelope.data;

export const listArticles = (module: ArticleModule, params: ArticleListParams, signal?: AbortSignal) =>
  get<Page<ArticleListItem>>(`${base(module)}/list`, params, signal).then(data);

/** Counts a view (once per account and day). Quiet: the page shows not-found itself. */
export const fetchArticle = (module: ArticleModule, id: number, signal?: AbortSignal) =>
  request<ArticleDetail>({ method: 'GET', path: `${base(module)}/detail/${id}`, quiet: true, signal }).then(data);

export const setLike = (module: ArticleModule, id: number, liked: boolean) =>
  post<LikeResult>(`${base(module)}/like/${id}`, { liked } satisfies LikeBody).then(data);

/** FAQ only. */
export const setCollect = (id: number, collected: boolean) =>
  post<CollectResult>(`/common/faq/collect/${id}`, { collected } satisfies CollectBody).then(data);

/** FAQ only: the in-portal link of the article ('/faq/faqDetail?id=…'). */
export const shareArticle = (id: number) => post<ShareLink>(`/common/faq/share/${id}`).then(data);

export const addComment = (module: ArticleModule, id: number, content: string) =>
  post<Created>(`${base(module)}/comment/${id}`, { content } satisfies CommentBody).then(data);

/** Newest first. */
export const listComments = (module: ArticleModule, id: number, page: PageQuery, signal?: AbortSignal) =>
  get<Page<ArticleComment>>(`${base(module)}/comments/${id}`, page, signal).then(data);

/** One of the caller's own comments. */
export const deleteComment = (module: ArticleModule, commentId: number) =>
  del<null>(`${base(module)}/comment/${commentId}`);

/** The caller's comments in this module, newest first. */
export const listCommentRecord = (module: ArticleModule, page: PageQuery, signal?: AbortSignal) =>
  get<Page<ArticleComment>>(`${base(module)}/commentRecord`, page, signal).then(data);
