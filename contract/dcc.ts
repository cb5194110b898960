// The documents family (dcc, tr, pcn, tool): one set of shapes, the kind picks the module.
import { z } from 'zod';
import { limits } from './limits.ts';
import {
  dateField,
  idField,
  idList,
  idParam,
  pageOf,
  pageQueryFields,
  requiredText,
  text,
  type PageQuery,
  type QueryOf,
} from './fields.ts';

export const catalogKinds = ['dcc', 'tr', 'pcn', 'tool'] as const;
export type CatalogKind = (typeof catalogKinds)[number];

/** What the browser may do with an item's file. */
export const viewerKinds = ['pdf', 'video', 'sheet', 'file'] as const;
export type ViewerKind = (typeof viewerKinds)[number];

export const sortFields = ['releasedAt', 'name', 'size', 'version'] as const;
export type SortField = (typeof sortFields)[number];

export const catalogConditions = z.object({
  keyword: text(100).optional(),
  platformId: idParam.optional(),
  type: text(100).optional(),
  tags: text(200).optional(), // comma-separated, all must match
  language: z.enum(['zh', 'en']).optional(),
  osVersion: text(50).optional(),
  releaseFrom: dateField.optional(),
  releaseTo: dateField.optional(),
  notDownloaded: z.enum(['true', 'false']).optional(),
  sortField: z.enum(sortFields).default('releasedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type CatalogConditions = z.infer<typeof catalogConditions>;
/** The conditions as the web sends them (query string, export body): the id is coerced from text, the sort has defaults. */
export type CatalogConditionsQuery = QueryOf<typeof catalogConditions>;

export const catalogItemSchema = z.object({
  id: z.number(),
  kind: z.enum(catalogKinds),
  name: z.string(),
  type: z.string(),
  platforms: z.array(z.string()),
  version: z.string(),
  language: z.enum(['zh', 'en']),
  releasedAt: z.string(),
  size: z.number(),
  sha256: z.string(),
  fileName: z.string(),
  viewer: z.enum(viewerKinds),
  fileId: z.number(),
  downloaded: z.boolean(),
  // tools
  versionName: z.string().optional(),
  attribute: z.string().optional(),
  publisher: z.string(),
  // change notices
  acknowledged: z.boolean().optional(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
/** A list of the family or of the download centre; `capped` when the count stopped at the cap. */
export const catalogPageSchema = pageOf(catalogItemSchema).extend({ capped: z.boolean() });
export type CatalogPage = z.infer<typeof catalogPageSchema>;

export const toolVersionSchema = z.object({
  id: z.number(),
  versionName: z.string(),
  log: z.string(),
  releasedAt: z.string(),
  fileId: z.number().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  sha256: z.string().nullable(),
});
export type ToolVersion = z.infer<typeof toolVersionSchema>;

export const catalogDetailSchema = catalogItemSchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  osVersion: z.string(),
  // tool
  source: z.string().optional(),
  overview: z.string().optional(),
  log: z.string().optional(),
  // change notice (JEDEC J-STD-046 fields)
  reason: z.string().optional(),
  affectedParts: z.string().optional(),
  ffImpact: z.string().optional(),
  qualificationPlan: z.string().optional(),
  sampleDate: z.string().optional(),
  effectiveDate: z.string().optional(),
  lastOrderDate: z.string().optional(),
  acknowledgedAt: z.string().nullable().optional(),
});
export type CatalogDetail = z.infer<typeof catalogDetailSchema>;

export { idParams } from './fields.ts';

/** More than limits.batchMaxFiles is refused by the route (413, the spec's message); more than a page is no request. */
export const batchBody = z.object({ ids: idList(limits.pageSizeMax).min(1) });

/** Export follows the search conditions; a selection of ids is refused (spec §8). */
export const exportBody = catalogConditions.extend({ ids: z.array(z.number()).max(limits.pageSizeMax).optional() });

/** The kinds that take feedback, each under /dccpath/{kind}/file/feedback. */
export type DocFeedbackKind = Extract<CatalogKind, 'dcc' | 'tr'>;
export const docFeedbackBody = z.object({
  itemId: idField.optional(),
  subject: requiredText(100),
  content: requiredText(limits.feedbackMaxChars, { multiline: true }),
});
export type DocFeedbackBody = z.input<typeof docFeedbackBody>;
export const docFeedbackSchema = z.object({
  id: z.number(),
  itemId: z.number().nullable(),
  itemName: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  /** open, replied (with the engineer's reply) or closed (the work queues, contract/queues.ts). */
  status: z.enum(['open', 'replied', 'closed']),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DocFeedback = z.infer<typeof docFeedbackSchema>;

export const surveyDocTypes = [
  'datasheet',
  'designGuide',
  'softwareGuide',
  'applicationNote',
  'referenceDesign',
  'other',
] as const;
export type SurveyDocType = (typeof surveyDocTypes)[number];
export const surveyDimensions = ['completeness', 'accuracy', 'timeliness', 'usability'] as const;
export type SurveyDimension = (typeof surveyDimensions)[number];
export const surveyBody = z.object({
  docType: z.enum(surveyDocTypes),
  otherType: text(100).optional(),
  ratings: z.object(
    Object.fromEntries(surveyDimensions.map((d) => [d, z.number().int().min(1).max(5)])) as Record<
      SurveyDimension,
      z.ZodNumber
    >,
  ),
  suggestion: requiredText(limits.feedbackMaxChars, { multiline: true }),
});
export type SurveyBody = z.input<typeof surveyBody>;
/** One of the account's answers, with the engineer's reply to its suggestion (the work queues). */
export const surveyAnswerSchema = z.object({
  period: z.string(),
  totalScore: z.number(),
  suggestion: z.string(),
  status: z.enum(['open', 'replied', 'closed']),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
/** At most this many of the account's answers come with the status, newest first. */
export const surveyAnswersShown = 8;
export const surveyStatusSchema = z.object({
  period: z.string(),
  done: z.boolean(),
  totalScore: z.number().nullable(),
  maxScore: z.number(),
  answers: z.array(surveyAnswerSchema),
});
export const surveyResultSchema = z.object({ period: z.string(), totalScore: z.number(), maxScore: z.number() });
export type SurveyStatus = z.infer<typeof surveyStatusSchema>;
export type SurveyResult = z.infer<typeof surveyResultSchema>;

export const changeRequestBody = z.object({
  itemId: idField,
  impact: requiredText(1000, { multiline: true }),
  request: requiredText(1000, { multiline: true }),
});
export type ChangeRequestBody = z.input<typeof changeRequestBody>;
/** With an item: the company's requests on that notice; without: the caller's own. */
export const changeRequestListQuery = z.object(pageQueryFields).extend({ itemId: idParam.optional() });
/** The item id is coerced from text; the web always names the page. */
export type ChangeRequestListQuery = QueryOf<typeof changeRequestListQuery> & PageQuery;
export const changeRequestSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  impact: z.string(),
  request: z.string(),
  author: z.string(),
  createdAt: z.string(),
  /** open, replied (with the engineer's reply) or closed (the work queues, contract/queues.ts). */
  status: z.enum(['open', 'replied', 'closed']),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const sheetSchema = z.object({
  name: z.string(),
  rowCount: z.number(),
  columnCount: z.number(),
  columnWidths: z.array(z.number()),
  merges: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type Sheet = z.infer<typeof sheetSchema>;
