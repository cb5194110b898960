// FAQ (M14) and quick start (M15): one set of shapes, `{m}` in the path picks the module.
import { z } from 'zod';
import { idParam, requiredText, text, type PageQuery, type QueryOf } from './fields.ts';

export const articleModules = ['faq', 'quickstart'] as const;
export type ArticleModule = (typeof articleModules)[number];
export const commentMaxChars = 1000;
export const articleStatuses = ['published', 'updated'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];
export const articleSorts = ['newest', 'views', 'likes'] as const;
export type ArticleSort = (typeof articleSorts)[number];

export const articleListQuery = z.object({
  keyword: text(100).optional(),
  platformId: idParam.optional(),
  status: z.enum(articleStatuses).optional(),
  appCode: text(20).optional(),
  collected: z.enum(['true', 'false']).optional(),
  sort: z.enum(articleSorts).default('newest'),
});
/** The platform id is coerced from text and the sort has a default; the web always names the page. */
export type ArticleListQuery = QueryOf<typeof articleListQuery> & PageQuery;

export const articleSchema = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  platform: z.string().nullable(),
  keyword: z.string(),
  likes: z.number(),
  views: z.number(),
  replies: z.number(),
  creator: z.string(),
  appCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  liked: z.boolean(),
  collected: z.boolean(),
});
export type Article = z.infer<typeof articleSchema>;

/**
 * A row of a list filtered by a keyword, with why it matched: its title and, when its text holds a
 * searched word, a snippet of the text — the searched words in <mark>, everything else escaped
 * (server/platform/search/highlight.ts); null without a keyword.
 */
export const articleMatchSchema = z.object({ titleHtml: z.string(), snippetHtml: z.string().nullable() });
export const articleListItemSchema = articleSchema.extend({ match: articleMatchSchema.nullable() });
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleDetailSchema = articleSchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
  attachments: z.array(z.object({ fileId: z.number(), name: z.string(), size: z.number(), sha256: z.string() })),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const likeBody = z.object({ liked: z.boolean() });
export const collectBody = z.object({ collected: z.boolean() });
export type LikeBody = z.input<typeof likeBody>;
export type CollectBody = z.input<typeof collectBody>;
export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number() });
export const collectResultSchema = z.object({ collected: z.boolean() });
/** The portal path of an article, for the share button to copy. */
export const shareLinkSchema = z.object({ link: z.string() });
export type LikeResult = z.infer<typeof likeResultSchema>;
export type CollectResult = z.infer<typeof collectResultSchema>;
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const commentBody = z.object({ content: requiredText(commentMaxChars, { multiline: true }) });
export type CommentBody = z.input<typeof commentBody>;

export const commentSchema = z.object({
  id: z.number(),
  articleId: z.number(),
  articleTitle: z.string(),
  author: z.string(),
  isVendor: z.boolean(),
  mine: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
  /** A customer's comment: open until an engineer replies (an official comment) or closes it; a vendor comment: closed. */
  status: z.enum(['open', 'replied', 'closed']),
});
export type ArticleComment = z.infer<typeof commentSchema>;
