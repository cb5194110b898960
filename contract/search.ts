import { z } from 'zod';
import { dateField, idList, requiredText, text, type PageQuery } from './fields.ts';

export const searchModules = ['dcc', 'tr', 'pcn', 'tool', 'faq', 'quickstart', 'samplecode', 'patch'] as const;
export type SearchModule = (typeof searchModules)[number];

export const globalSearchQuery = z.object({
  keyword: requiredText(200),
  module: z.enum(searchModules).optional(),
});
/** Nothing here is coerced, so the input is what the web sends; the route adds the page. */
export type GlobalSearchQuery = z.input<typeof globalSearchQuery> & PageQuery;

export const advancedSearchBody = z.object({
  keyword: text(200).optional(),
  phrase: text(200).optional(),
  exclude: text(200).optional(),
  modules: z.array(z.enum(searchModules)).max(searchModules.length).optional(),
  platformIds: idList(50).optional(),
  types: z.array(text(100)).max(20).optional(),
  language: z.enum(['zh', 'en']).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
/** The route adds the page with the query-string fields (coerced), so the page is typed as the server reads it. */
export type AdvancedSearchBody = z.input<typeof advancedSearchBody> & PageQuery;

export const searchHitSchema = z.object({
  module: z.enum(searchModules),
  itemId: z.number(),
  /** HTML: the title and snippet with matched words in <mark>; everything else escaped. */
  titleHtml: z.string(),
  snippetHtml: z.string(),
  platforms: z.array(z.string()),
  releasedAt: z.string(),
  language: z.string(),
  type: z.string(),
  link: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  list: z.array(searchHitSchema),
  total: z.number(),
  capped: z.boolean(),
  pageNum: z.number(),
  pageSize: z.number(),
  facets: z.array(z.object({ module: z.enum(searchModules), count: z.number(), capped: z.boolean() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
