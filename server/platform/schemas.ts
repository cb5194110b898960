// Response schemas shared by every route: the envelope and the page of a list.
import { z } from 'zod';
import { limits } from '../../contract/limits.ts';

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
});
