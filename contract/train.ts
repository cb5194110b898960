// Training (M10): on-shelf courses the vendor offers for the caller's platforms, the company's
// training applications (to be confirmed → confirmed → pending feedback → finished, or canceled),
// and public courses anyone of a platform may enrol in while seats last. Staff (admin.publish)
// confirm, schedule, finish and cancel applications of their companies and keep the catalogue.
import { z } from 'zod';
import { idField, idParam, int32, requiredText, text, phoneField, type PageQuery, type QueryOf } from './fields.ts';

/**
 * The states of an application. A finished training waits for the customer's score as
 * `pendingFeedback`; it is `finished` once scored.
 */
export const trainStatuses = ['toBeConfirmed', 'confirmed', 'pendingFeedback', 'finished', 'canceled'] as const;
export type TrainStatus = (typeof trainStatuses)[number];
/** A public course takes enrolments or has closed them; per user: enrolled or not. */
export const enrolmentStates = ['enrolling', 'ended'] as const;
export type EnrolmentState = (typeof enrolmentStates)[number];
/** How a courseware file is opened: stamped PDF preview, the video viewer, the sheet viewer. */
export const coursewareViewers = ['pdf', 'video', 'sheet', 'none'] as const;
export type CoursewareViewer = (typeof coursewareViewers)[number];

/** The vendor's moves on an application, each from the states listed. */
export const adminTrainActions = ['confirm', 'schedule', 'finish', 'cancel'] as const;
export type AdminTrainAction = (typeof adminTrainActions)[number];
export const adminTrainMoves: Record<AdminTrainAction, { from: readonly TrainStatus[]; to: TrainStatus }> = {
  confirm: { from: ['toBeConfirmed'], to: 'confirmed' },
  schedule: { from: ['confirmed'], to: 'confirmed' },
  finish: { from: ['confirmed'], to: 'pendingFeedback' },
  cancel: { from: ['toBeConfirmed', 'confirmed'], to: 'canceled' },
};
/** What the customer may do in which state. */
export const customerMoves = {
  edit: ['toBeConfirmed'],
  cancel: ['toBeConfirmed'],
  feedback: ['pendingFeedback'],
} as const satisfies Record<string, readonly TrainStatus[]>;

export const trainLimits = {
  keyword: 100,
  courseName: 120,
  address: 200,
  contactName: 50,
  description: 2000,
  postscript: 1000,
  comment: 1000,
  note: 500,
  attendeesMax: 500,
  scoreMax: 10,
  courseware: 20,
} as const;

/** A whole number ≥ 1, typed as digits only (spec §5: a positive integer is required). */
export const isPositiveInteger = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isInteger(value) && value >= 1
    : typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value) >= 1;
export const positiveIntegerKey = 'common.note.positiveInt';

const positiveInt = (max: number) =>
  z
    .number({ message: positiveIntegerKey })
    .int(positiveIntegerKey)
    .min(1, positiveIntegerKey)
    .max(max, { abort: true });

/** An instant as ISO 8601 with a zone (the web sends toISOString()), between 2000 and 2100. */
export const instantField = z.iso
  .datetime({ offset: true })
  .refine((value) => value >= '2000-01-01' && value < '2100-01-01', 'trainTimeRange');

// ---- Applications -------------------------------------------------------------------------

export const trainListQuery = z.object({
  keyword: text(trainLimits.keyword).optional(),
  status: z.enum(trainStatuses).optional(),
  platformId: idParam.optional(),
});
export type TrainListQuery = QueryOf<typeof trainListQuery> & PageQuery;

export const trainSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  courseNameEn: z.string(),
  platformId: z.number(),
  chip: z.string(),
  status: z.enum(trainStatuses),
  expectedAt: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  attendees: z.number(),
  scheduledAt: z.string().nullable(),
  applicant: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  score: z.number().nullable(),
});
export type Train = z.infer<typeof trainSchema>;

export const trainEventSchema = z.object({
  action: z.string(),
  from: z.enum(trainStatuses).nullable(),
  to: z.enum(trainStatuses),
  by: z.string(),
  byVendor: z.boolean(),
  note: z.string(),
  at: z.string(),
});
export type TrainEvent = z.infer<typeof trainEventSchema>;

export const coursewareSchema = z.object({
  fileId: z.number(),
  name: z.string(),
  size: z.number(),
  viewer: z.enum(coursewareViewers),
});
export type Courseware = z.infer<typeof coursewareSchema>;

export const trainDetailSchema = trainSchema.extend({
  description: z.string(),
  postscript: z.string(),
  comment: z.string(),
  feedbackAt: z.string().nullable(),
  canceledByVendor: z.boolean(),
  courseware: z.array(coursewareSchema),
  events: z.array(trainEventSchema),
});
export type TrainDetail = z.infer<typeof trainDetailSchema>;

export const trainBody = z.object({
  courseId: idField,
  expectedAt: instantField,
  address: requiredText(trainLimits.address),
  contactName: requiredText(trainLimits.contactName),
  contactPhone: phoneField,
  attendees: positiveInt(trainLimits.attendeesMax),
  description: text(trainLimits.description, { multiline: true }).default(''),
  postscript: text(trainLimits.postscript, { multiline: true }).default(''),
});
export type TrainBody = z.input<typeof trainBody>;
export const trainEditBody = trainBody.omit({ courseId: true }).extend({ id: idField });
export type TrainEditBody = z.input<typeof trainEditBody>;

export const trainFeedbackBody = z.object({
  score: int32(1, trainLimits.scoreMax),
  comment: text(trainLimits.comment, { multiline: true }).default(''),
});
export type TrainFeedbackBody = z.input<typeof trainFeedbackBody>;

export const trainCountSchema = z.object({ pendingFeedback: z.number() });

// ---- On-shelf courses ---------------------------------------------------------------------

export const shelfListQuery = z.object({
  keyword: text(trainLimits.keyword).optional(),
  platformId: idParam.optional(),
});
export type ShelfListQuery = QueryOf<typeof shelfListQuery> & PageQuery;

export const shelfCourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  platformId: z.number(),
  chip: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  hours: z.number(),
  coursewareCount: z.number(),
});
export type ShelfCourse = z.infer<typeof shelfCourseSchema>;
export const shelfCourseDetailSchema = shelfCourseSchema.extend({ courseware: z.array(coursewareSchema) });
export type ShelfCourseDetail = z.infer<typeof shelfCourseDetailSchema>;

// ---- Public courses -----------------------------------------------------------------------

export const openClassSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  platform: z.string().nullable(),
  startsAt: z.string(),
  address: z.string(),
  addressEn: z.string(),
  enrolment: z.enum(enrolmentStates),
  enrolled: z.boolean(),
  capacity: z.number(),
  enrolledCount: z.number(),
});
export type OpenClass = z.infer<typeof openClassSchema>;
export const openClassDetailSchema = openClassSchema.extend({
  contactName: z.string(),
  contactPhone: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
});
export type OpenClassDetail = z.infer<typeof openClassDetailSchema>;
export const openClassListQuery = z.object({ enrolment: z.enum(enrolmentStates).optional() });
export type OpenClassListQuery = QueryOf<typeof openClassListQuery> & PageQuery;

// ---- Staff --------------------------------------------------------------------------------

export const adminTrainListQuery = trainListQuery.extend({ companyId: idParam.optional() });
export type AdminTrainListQuery = QueryOf<typeof adminTrainListQuery> & PageQuery;
export const adminTrainSchema = trainSchema.extend({
  companyId: z.number(),
  company: z.string(),
  companyEn: z.string(),
});
export type AdminTrain = z.infer<typeof adminTrainSchema>;
export const adminTrainDetailSchema = trainDetailSchema.extend({
  companyId: z.number(),
  company: z.string(),
  companyEn: z.string(),
});
export type AdminTrainDetail = z.infer<typeof adminTrainDetailSchema>;

/** confirm and schedule may set the time the training takes place; every move may carry a note. */
export const adminTrainMoveBody = z.object({
  scheduledAt: instantField.optional(),
  note: text(trainLimits.note, { multiline: true }).default(''),
});
export type AdminTrainMoveBody = z.input<typeof adminTrainMoveBody>;

export const adminCourseSchema = shelfCourseSchema.extend({ onShelf: z.boolean(), updatedAt: z.string() });
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export const adminCourseDetailSchema = adminCourseSchema.extend({ courseware: z.array(coursewareSchema) });
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;
export const adminCourseListQuery = shelfListQuery.extend({ onShelf: z.enum(['true', 'false']).optional() });
export type AdminCourseListQuery = QueryOf<typeof adminCourseListQuery> & PageQuery;
export const courseBody = z.object({
  name: requiredText(trainLimits.courseName),
  nameEn: requiredText(trainLimits.courseName),
  platformId: idField,
  description: text(trainLimits.description, { multiline: true }).default(''),
  descriptionEn: text(trainLimits.description, { multiline: true }).default(''),
  hours: positiveInt(200),
  fileIds: z.array(idField).max(trainLimits.courseware).default([]),
});
export type CourseBody = z.input<typeof courseBody>;
export const shelfActions = ['onShelf', 'offShelf'] as const;
export type ShelfAction = (typeof shelfActions)[number];

export const adminOpenClassSchema = openClassDetailSchema.omit({ enrolled: true }).extend({
  platformId: z.number().nullable(),
});
export type AdminOpenClass = z.infer<typeof adminOpenClassSchema>;
export const openClassBody = z.object({
  name: requiredText(trainLimits.courseName),
  nameEn: requiredText(trainLimits.courseName),
  platformId: idField.nullable().default(null),
  startsAt: instantField,
  address: requiredText(trainLimits.address),
  addressEn: requiredText(trainLimits.address),
  contactName: requiredText(trainLimits.contactName),
  contactPhone: phoneField,
  description: text(trainLimits.description, { multiline: true }).default(''),
  descriptionEn: text(trainLimits.description, { multiline: true }).default(''),
  capacity: positiveInt(10_000),
});
export type OpenClassBody = z.input<typeof openClassBody>;
export const enrolmentActions = ['open', 'close'] as const;
export type EnrolmentAction = (typeof enrolmentActions)[number];

export const fileIdParams = z.object({ fileId: idParam });

/** What the staff forms choose from: every platform (a course's or a public course's). */
export const adminTrainOptionsSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AdminTrainOptions = z.infer<typeof adminTrainOptionsSchema>;
