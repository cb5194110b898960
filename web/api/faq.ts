// Calls of FAQ (M14) and quick start (M15): one set under /common/{m}/ (docs/api.md, server/modules/faq).
// Shapes come from contract/faq.ts as types only: its zod schemas stay out of the page chunks, so the
// few constants the pages need are declared here again, checked against the contract by `satisfies`.
import type {
  Article,
  ArticleComment,
  ArticleDetail,
  ArticleModule,
  CollectResult,
  LikeResult,
  ShareLink,
  articleModules as contractModules,
  commentMaxChars as contractCommentMaxChars,
} from '../../contract/faq.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import { del, get, post, request } from './request.ts';

export type { Article, ArticleComment, ArticleDetail, ArticleModule };

/** contract/faq.ts articleModules. */
export const articleModules = ['faq', 'quickstart'] as const satisfies typeof contractModules;
/** contract/faq.ts commentMaxChars: a comment is plain text of at most this many characters. */
export const commentMaxChars = 1000 satisfies typeof contractCommentMaxChars;
export const articleStatuses = ['published', 'updated'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];
export const articleSorts = ['newest', 'views', 'likes'] as const;
export type ArticleSort = (typeof articleSorts)[number];

/** The list call's parameters (contract/faq.ts articleListQuery plus the page). */
export type ArticleListParams = {
  keyword?: string;
  platformId?: number;
  status?: ArticleStatus;
  appCode?: string;
  collected?: 'true';
  sort?: ArticleSort;
  pageNum: number;
  pageSize: number;
};

const base = (module: ArticleModule) => `/common/${module}`;
const data = <T>(envelope: { data: T }): T => envelope.data;

export const listArticles = (module: ArticleModule, params: ArticleListParams, signal?: AbortSignal) =>
  get<Page<Article>>(`${base(module)}/list`, params, signal).then(data);

/** Counts a view (once per account and day). Quiet: the page shows not-found itself. */
export const fetchArticle = (module: ArticleModule, id: number, signal?: AbortSignal) =>
  request<ArticleDetail>({ method: 'GET', path: `${base(module)}/detail/${id}`, quiet: true, signal }).then(data);

export const setLike = (module: ArticleModule, id: number, liked: boolean) =>
  post<LikeResult>(`${base(module)}/like/${id}`, { liked }).then(data);

/** FAQ only. */
export const setCollect = (id: number, collected: boolean) =>
  post<CollectResult>(`/common/faq/collect/${id}`, { collected }).then(data);

/** FAQ only: the in-portal link of the article ('/faq/faqDetail?id=…'). */
export const shareArticle = (id: number) => post<ShareLink>(`/common/faq/share/${id}`).then(data);

export const addComment = (module: ArticleModule, id: number, content: string) =>
  post<Created>(`${base(module)}/comment/${id}`, { content }).then(data);

/** Newest first. */
export const listComments = (
  module: ArticleModule,
  id: number,
  page: { pageNum: number; pageSize: number },
  signal?: AbortSignal,
) => get<Page<ArticleComment>>(`${base(module)}/comments/${id}`, page, signal).then(data);

/** One of the caller's own comments. */
export const deleteComment = (module: ArticleModule, commentId: number) =>
  del<null>(`${base(module)}/comment/${commentId}`);

/** The caller's comments in this module, newest first. */
export const listCommentRecord = (
  module: ArticleModule,
  page: { pageNum: number; pageSize: number },
  signal?: AbortSignal,
) => get<Page<ArticleComment>>(`${base(module)}/commentRecord`, page, signal).then(data);
