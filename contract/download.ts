import { z } from 'zod';

export const myDownloadsQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  itemKind: z.string().trim().max(20).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
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
