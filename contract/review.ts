// Design review (M09): a customer asks the vendor's engineers to review a board design (one zip
// attachment); an engineer (staff code admin.engineer) takes it, returns result items, asks for
// revision, and ends it with a result. The customer answers the items (revised, not revised, own
// risk — one by one or in bulk), asks for a retrial with a new zip, talks with the engineer, closes
// at own risk, and scores a finished review.
import { z } from 'zod';
import {
  dateField,
  idField,
  idList,
  idParam,
  int32,
  requiredText,
  text,
  type PageQuery,
  type QueryOf,
} from './fields.ts';

/** Progress of an open review (spec §4); a finished review keeps the progress it ended in. */
export const reviewProgresses = ['notReviewed', 'reviewing', 'revising', 'retrial'] as const;
export type ReviewProgress = (typeof reviewProgresses)[number];
/** How a review ended; null while open. */
export const reviewResults = ['pass', 'fail', 'riskPass', 'forceEnd', 'ownRisk'] as const;
export type ReviewResult = (typeof reviewResults)[number];
/** The results an engineer gives (ownRisk is the customer's own close). */
export const engineerResults = ['pass', 'fail', 'riskPass', 'forceEnd'] as const;
export type EngineerResult = (typeof engineerResults)[number];

export const reviewTypes = ['schematic', 'pcb', 'schematicPcb'] as const;
export type ReviewType = (typeof reviewTypes)[number];
export const edaTools = ['allegro', 'pads', 'altium', 'xpedition', 'other'] as const;
export const sideTypes = ['single', 'double'] as const;
export const memoryTypes = ['lpddr4x', 'lpddr5', 'lpddr5x', 'emmc', 'ufs', 'other'] as const;

/** Result items: how serious, and the customer's answer (null: not answered yet). */
export const itemLevels = ['critical', 'major', 'minor'] as const;
export type ItemLevel = (typeof itemLevels)[number];
export const itemStatuses = ['revised', 'notRevised', 'ownRisk'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/** Actions written to a review's history (the timeline of the detail). */
export const reviewActions = [
  'submit',
  'edit',
  'take',
  'askRevision',
  'retrial',
  'pass',
  'fail',
  'riskPass',
  'forceEnd',
  'ownRisk',
  'score',
] as const;
export type ReviewAction = (typeof reviewActions)[number];

export const reviewSortFields = ['createdAt', 'updatedAt'] as const;

/** Field maxima and the zip's limits, shared by the server's checks and the web form. */
export const reviewLimits = {
  pcbProject: 100,
  contacts: 200,
  referenceDesign: 200,
  pcbEdition: 50,
  stackStructure: 200,
  description: 2000,
  remark: 1000,
  keyword: 100,
  itemPosition: 200,
  itemDescription: 2000,
  message: 2000,
  messageFiles: 5,
  retrialNote: 1000,
  scoreComment: 500,
  /** The attachment zip: its own size, and what it may expand to. */
  zipMaxBytes: 500 * 1024 * 1024,
  zipMaxExpandedBytes: 2 * 1024 * 1024 * 1024,
  zipMaxRatio: 100,
  zipMaxEntries: 20_000,
  pictureMaxBytes: 10 * 1024 * 1024,
  /** Items set at once (a page of them). */
  batchItems: 100,
} as const;

export const reviewListQuery = z.object({
  reviewType: z.enum(reviewTypes).optional(),
  projectId: idParam.optional(),
  platformId: idParam.optional(),
  keyword: text(reviewLimits.keyword).optional(),
  progress: z.enum(reviewProgresses).optional(),
  /** A result, or `open` for the reviews without one yet. */
  result: z.enum([...reviewResults, 'open']).optional(),
  submittedFrom: dateField.optional(),
  submittedTo: dateField.optional(),
  updatedFrom: dateField.optional(),
  updatedTo: dateField.optional(),
  sortField: z.enum(reviewSortFields).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ReviewListQuery = QueryOf<typeof reviewListQuery> & PageQuery;

const refSchema = z.object({ id: z.number(), name: z.string() });

export const reviewRowSchema = z.object({
  id: z.number(),
  reviewType: z.enum(reviewTypes),
  pcbProject: z.string(),
  projectId: z.number(),
  project: z.string(),
  platformId: z.number(),
  platform: z.string(),
  progress: z.enum(reviewProgresses),
  result: z.enum(reviewResults).nullable(),
  confidential: z.boolean(),
  submitter: z.string(),
  company: z.string(),
  companyEn: z.string(),
  engineer: z.string().nullable(),
  round: z.number(),
  score: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewFileSchema = z.object({ fileId: z.number(), name: z.string(), size: z.number(), kind: z.string() });
export type ReviewFile = z.infer<typeof reviewFileSchema>;

export const reviewItemSchema = z.object({
  id: z.number(),
  round: z.number(),
  level: z.enum(itemLevels),
  position: z.string(),
  description: z.string(),
  picture: reviewFileSchema.nullable(),
  status: z.enum(itemStatuses).nullable(),
  updatedAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewHistorySchema = z.object({
  id: z.number(),
  action: z.enum(reviewActions),
  progress: z.enum(reviewProgresses),
  result: z.enum(reviewResults).nullable(),
  note: z.string(),
  who: z.string(),
  byStaff: z.boolean(),
  at: z.string(),
});
export type ReviewHistory = z.infer<typeof reviewHistorySchema>;

export const reviewMessageSchema = z.object({
  id: z.number(),
  who: z.string(),
  byStaff: z.boolean(),
  mine: z.boolean(),
  content: z.string(),
  files: z.array(reviewFileSchema),
  at: z.string(),
});
export type ReviewMessage = z.infer<typeof reviewMessageSchema>;

export const reviewDetailSchema = reviewRowSchema.extend({
  contacts: z.string(),
  edaTool: z.enum(edaTools),
  referenceDesign: z.string(),
  pcbEdition: z.string(),
  stackStructure: z.string(),
  sideType: z.enum(sideTypes),
  memoryType: z.enum(memoryTypes),
  hasRevision: z.boolean(),
  revisionDesc: z.string(),
  hasNewFunction: z.boolean(),
  newFunctionDesc: z.string(),
  remark: z.string(),
  /** The current zip; its download is refused when the review is confidential. */
  attachment: reviewFileSchema,
  scoreComment: z.string(),
  items: z.array(reviewItemSchema),
  history: z.array(reviewHistorySchema),
  /** What the caller may do now (the server checks again). */
  can: z.object({
    edit: z.boolean(),
    setItems: z.boolean(),
    retrial: z.boolean(),
    closeOwnRisk: z.boolean(),
    score: z.boolean(),
    talk: z.boolean(),
    take: z.boolean(),
    addItems: z.boolean(),
    askRevision: z.boolean(),
    finish: z.array(z.enum(engineerResults)),
  }),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

const flagDesc = (max: number) => text(max, { multiline: true }).default('');

/** The add form: every field of spec §3 the customer fills in; the zip uploaded first. */
export const reviewBody = z
  .object({
    reviewType: z.enum(reviewTypes),
    pcbProject: requiredText(reviewLimits.pcbProject),
    projectId: idField,
    platformId: idField,
    contacts: requiredText(reviewLimits.contacts),
    edaTool: z.enum(edaTools),
    referenceDesign: text(reviewLimits.referenceDesign).default(''),
    pcbEdition: requiredText(reviewLimits.pcbEdition),
    stackStructure: requiredText(reviewLimits.stackStructure),
    sideType: z.enum(sideTypes),
    memoryType: z.enum(memoryTypes),
    hasRevision: z.boolean(),
    revisionDesc: flagDesc(reviewLimits.description),
    hasNewFunction: z.boolean(),
    newFunctionDesc: flagDesc(reviewLimits.description),
    /** The zip uploaded through POST /applypath/review/upload. */
    fileId: idField,
    confidential: z.boolean(),
    remark: text(reviewLimits.remark, { multiline: true }).default(''),
  })
  // A flag set needs its description (the web asks for it on the same rule).
  .refine((b) => !b.hasRevision || b.revisionDesc.length > 0, { path: ['revisionDesc'], message: 'common.note.input' })
  .refine((b) => !b.hasNewFunction || b.newFunctionDesc.length > 0, {
    path: ['newFunctionDesc'],
    message: 'common.note.input',
  });
export type ReviewBody = z.input<typeof reviewBody>;
export const reviewEditBody = reviewBody.safeExtend({ id: idField });
export type ReviewEditBody = z.input<typeof reviewEditBody>;

export const interactBody = z
  .object({
    content: text(reviewLimits.message, { multiline: true }).default(''),
    fileIds: idList(reviewLimits.messageFiles).default([]),
  })
  .refine((b) => b.content.length > 0 || b.fileIds.length > 0, { path: ['content'], message: 'common.note.input' });
export type InteractBody = z.input<typeof interactBody>;

export const repeatBody = z.object({
  fileId: idField,
  note: requiredText(reviewLimits.retrialNote, { multiline: true }),
});
export type RepeatBody = z.input<typeof repeatBody>;

export const itemsBatchBody = z.object({
  reviewId: idField,
  itemIds: idList(reviewLimits.batchItems).min(1),
  status: z.enum(itemStatuses),
});
export type ItemsBatchBody = z.input<typeof itemsBatchBody>;

export const scoreBody = z.object({
  score: int32(1, 5),
  comment: text(reviewLimits.scoreComment, { multiline: true }).default(''),
});
export type ScoreBody = z.input<typeof scoreBody>;

/** The form's choices: projects the caller may see, authorized platforms (chips). */
export const reviewOptionsSchema = z.object({ projects: z.array(refSchema), platforms: z.array(refSchema) });
export type ReviewOptions = z.infer<typeof reviewOptionsSchema>;

export const reviewMessagesSchema = z.array(reviewMessageSchema);

// ---- staff (admin.engineer) ----

export const adminReviewListQuery = z.object({
  companyId: idParam.optional(),
  progress: z.enum(reviewProgresses).optional(),
  result: z.enum([...reviewResults, 'open']).optional(),
  keyword: text(reviewLimits.keyword).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type AdminReviewListQuery = QueryOf<typeof adminReviewListQuery> & PageQuery;

export const addItemBody = z.object({
  level: z.enum(itemLevels),
  position: requiredText(reviewLimits.itemPosition),
  description: requiredText(reviewLimits.itemDescription, { multiline: true }),
  /** An image uploaded through POST /admin/review/picture. */
  pictureFileId: idField.optional(),
});
export type AddItemBody = z.input<typeof addItemBody>;

export const finishBody = z.object({
  result: z.enum(engineerResults),
  note: text(reviewLimits.retrialNote, { multiline: true }).default(''),
});
export type FinishBody = z.input<typeof finishBody>;

export const askRevisionBody = z.object({ note: text(reviewLimits.retrialNote, { multiline: true }).default('') });
export type AskRevisionBody = z.input<typeof askRevisionBody>;

export const uploadedSchema = reviewFileSchema;
