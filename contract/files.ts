import { z } from 'zod';
import { limits } from './limits.ts';

export const fileId = z.coerce.number().int().positive();

export const storedFileSchema = z.object({
  fileId: z.number(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  kind: z.string(),
});
export type StoredFileInfo = z.infer<typeof storedFileSchema>;

export const batchDownloadBody = z.object({
  ids: z.array(fileId).min(1),
});
export const maxBatch = limits.batchMaxFiles;
