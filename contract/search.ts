import { z } from 'zod';

export const searchModules = ['dcc', 'tr', 'pcn', 'tool', 'faq', 'quickstart', 'samplecode', 'patch'] as const;
export type SearchModule = (typeof searchModules)[number];

export const globalSearchQuery = z.object({
  keyword: z.string().trim().min(1, 'common.note.input').max(200),
  module: z.enum(searchModules).optional(),
});

export const advancedSearchBody = z.object({
  keyword: z.string().trim().max(200).optional(),
  phrase: z.string().trim().max(200).optional(),
  exclude: z.string().trim().max(200).optional(),
  modules: z.array(z.enum(searchModules)).max(searchModules.length).optional(),
  platformIds: z.array(z.number().int().positive()).max(50).optional(),
  types: z.array(z.string().trim().max(100)).max(20).optional(),
  language: z.enum(['zh', 'en']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

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
