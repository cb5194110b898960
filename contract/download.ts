import { z } from 'zod';
import { catalogConditions, catalogKinds } from './dcc.ts';
import { dateField, pageQueryFields, text, type PageQuery, type QueryOf } from './fields.ts';

/** The centre's latest releases: the catalogue's conditions across the kinds, or of one `kind`. */
export const releaseListQuery = catalogConditions
  .extend(pageQueryFields)
  .extend({ kind: z.enum(catalogKinds).optional() });
/** The conditions' ids and the page are coerced from text; the web always names the page. */
export type ReleaseListQuery = QueryOf<typeof releaseListQuery> & PageQuery;

export const myDownloadsQuery = z.object({
  keyword: text(100).optional(),
  itemKind: text(20).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
/** Nothing here is coerced, so the input is what the web sends; the route adds the page. */
export type MyDownloadsQuery = z.input<typeof myDownloadsQuery>;

/** The user guide (M22) in one language. */
export const userGuideQuery = z.object({ lang: z.enum(['zh', 'en']).default('zh') });
export type UserGuideQuery = z.input<typeof userGuideQuery>;

export const myDownloadSchema = z.object({
  id: z.number(),
  fileId: z.number(),
  fileName: z.string(),
  size: z.number(),
  sha256: z.string(),
  itemKind: z.string(),
  itemId: z.number().nullable(),
  downloadedAt: z.string(),
});
export type MyDownload = z.infer<typeof myDownloadSchema>;
