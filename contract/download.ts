import { z } from 'zod';
import { dateField, text } from './fields.ts';

export const myDownloadsQuery = z.object({
  keyword: text(100).optional(),
  itemKind: text(20).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});

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
