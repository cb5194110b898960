import { z } from 'zod';
import { limits } from './limits.ts';
import { idField, idParam } from './fields.ts';

export const fileId = idParam;

export const storedFileSchema = z.object({
  fileId: z.number(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  kind: z.string(),
});
export type StoredFileInfo = z.infer<typeof storedFileSchema>;

/** More than limits.batchMaxFiles is refused by the files platform (413, the spec's message); more than a page is no request. */
export const batchDownloadBody = z.object({
  ids: z.array(idField).min(1).max(limits.pageSizeMax),
});
export const maxBatch = limits.batchMaxFiles;
