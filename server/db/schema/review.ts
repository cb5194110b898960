// Design review (M09): a company's review requests, their result items, history (the timeline),
// conversation, and every file that belongs to one (zips, pictures, message attachments).
import { boolean, index, integer, pgTable, serial, text, timestamp } from '../orm.ts';
import {
  edaTools,
  itemLevels,
  itemStatuses,
  memoryTypes,
  reviewActions,
  reviewProgresses,
  reviewResults,
  reviewTypes,
  sideTypes,
} from '../../../contract/review.ts';
import { accounts, companies, files, platforms, projects } from './core.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    reviewType: text('review_type', { enum: reviewTypes }).notNull(),
    pcbProject: text('pcb_project').notNull(),
    contacts: text('contacts').notNull(),
    edaTool: text('eda_tool', { enum: edaTools }).notNull(),
    referenceDesign: text('reference_design').notNull().default(''),
    pcbEdition: text('pcb_edition').notNull(),
    stackStructure: text('stack_structure').notNull(),
    sideType: text('side_type', { enum: sideTypes }).notNull(),
    memoryType: text('memory_type', { enum: memoryTypes }).notNull(),
    hasRevision: boolean('has_revision').notNull().default(false),
    revisionDesc: text('revision_desc').notNull().default(''),
    hasNewFunction: boolean('has_new_function').notNull().default(false),
    newFunctionDesc: text('new_function_desc').notNull().default(''),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    confidential: boolean('confidential').notNull().default(false),
    remark: text('remark').notNull().default(''),
    progress: text('progress', { enum: reviewProgresses }).notNull().default('notReviewed'),
    result: text('result', { enum: reviewResults }),
    engineerId: integer('engineer_id').references(() => accounts.id),
    /** 1 for the first submission, +1 per retrial: items carry the round they were raised in. */
    round: integer('round').notNull().default(1),
    score: integer('score'),
    scoreComment: text('score_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The customer's list: the company's reviews, newest first; the badge counts its revising ones.
    index('reviews_company_list_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A progress filter pages newest first off this one (at 100 000 reviews, sorting every match took
    // 0.2 s), and the badge counts the revising ones from it.
    index('reviews_company_progress_idx').on(
      t.companyId,
      t.progress,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The engineer's queue: open ones of their companies, newest change first.
    index('reviews_staff_list_idx').on(t.companyId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    level: text('level', { enum: itemLevels }).notNull(),
    position: text('position').notNull(),
    description: text('description').notNull(),
    pictureFileId: integer('picture_file_id').references(() => files.id),
    status: text('status', { enum: itemStatuses }),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_items_review_idx').on(t.reviewId, t.id)],
);

export const reviewHistory = pgTable(
  'review_history',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    action: text('action', { enum: reviewActions }).notNull(),
    progress: text('progress', { enum: reviewProgresses }).notNull(),
    result: text('result', { enum: reviewResults }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_history_review_idx').on(t.reviewId, t.id)],
);

export const reviewMessages = pgTable(
  'review_messages',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_messages_review_idx').on(t.reviewId, t.id)],
);

/**
 * Every file that belongs to a review, whatever its role: the one place a download looks up which
 * review a file is of (and so whether it is confidential and who may see it).
 */
export const reviewFiles = pgTable(
  'review_files',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    role: text('role', { enum: ['attachment', 'picture', 'message'] }).notNull(),
    messageId: integer('message_id').references(() => reviewMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [index('review_files_file_idx').on(t.fileId), index('review_files_message_idx').on(t.messageId)],
);
