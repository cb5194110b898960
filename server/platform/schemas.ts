// Response schemas shared by every route: the envelope and the page of a list.
import { z } from 'zod';
import { pageQueryFields } from '../../contract/fields.ts';

export { cappedPageOf, pageOf } from '../../contract/fields.ts';

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

export const pageQuery = z.object(pageQueryFields);
