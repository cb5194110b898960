// The documents family: documents (dcc), technical reports (tr), change notices (pcn) and tools,
// in one table so they share one id space (a preview id is never ambiguous) and one visibility rule.
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from '../orm.ts';
import { accounts, files, platforms } from './core.ts';
import { queueColumns } from './queue-columns.ts';

export const catalogKinds = ['dcc', 'tr', 'pcn', 'tool'] as const;

export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: catalogKinds }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Document type (datasheet, design guide …), report type, notice type or tool type. */
    type: text('type').notNull(),
    tags: text('tags').array().notNull().default([]),
    osVersion: text('os_version').notNull().default(''),
    language: text('language', { enum: ['zh', 'en'] }).notNull(),
    version: text('version').notNull().default(''),
    status: text('status', { enum: ['draft', 'released', 'withdrawn'] })
      .notNull()
      .default('draft'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    fileId: integer('file_id').references(() => files.id),
    publisherId: integer('publisher_id').references(() => accounts.id),
    /** Kind-specific fields: tool (source, versionName, attribute, overview, log), pcn (reason, …). */
    extra: jsonb('extra').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The staff console pages a kind's items newest first, in every state.
    index('catalog_items_kind_id_idx').on(t.kind, t.id.desc().nullsFirst()),
    // Lists page newest first with the id as tie-breaker: the index walk stops after one page.
    index('catalog_items_kind_released_idx').on(
      t.kind,
      t.status,
      t.releasedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const catalogItemPlatforms = pgTable(
  'catalog_item_platforms',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.platformId] }),
    index('catalog_item_platforms_platform_idx').on(t.platformId, t.itemId),
  ],
);

/** Every release of a tool: its version name, change log, file and date. */
export const toolVersions = pgTable(
  'tool_versions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    versionName: text('version_name').notNull(),
    log: text('log').notNull().default(''),
    fileId: integer('file_id').references(() => files.id),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tool_versions_item_idx').on(t.itemId, t.releasedAt.desc().nullsFirst()),
    index('tool_versions_released_idx').on(t.releasedAt.desc().nullsFirst()),
  ],
);

/** Feedback on documents and reports (DCCFeedback, TRFeedback). */
export const docFeedbacks = pgTable(
  'doc_feedbacks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['dcc', 'tr'] }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    ...queueColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doc_feedbacks_account_idx').on(t.accountId, t.kind, t.createdAt.desc().nullsFirst()),
    index('doc_feedbacks_queue_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** The document satisfaction survey: one answer per account per period (a quarter). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    docType: text('doc_type').notNull(),
    otherType: text('other_type').notNull().default(''),
    ratings: jsonb('ratings').notNull(),
    totalScore: integer('total_score_tenths').notNull(),
    suggestion: text('suggestion').notNull(),
    ...queueColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_answers_account_period_uq').on(t.accountId, t.period),
    index('survey_answers_queue_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** A customer's statement of impact and requests on a change notice. */
export const pcnChangeRequests = pgTable(
  'pcn_change_requests',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    impact: text('impact').notNull(),
    request: text('request').notNull(),
    ...queueColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pcn_change_requests_item_idx').on(t.itemId, t.companyId),
    index('pcn_change_requests_account_idx').on(t.accountId),
    index('pcn_change_requests_queue_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

export const pcnAcknowledgements = pgTable(
  'pcn_acknowledgements',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.accountId] })],
);

/** PDFs stamped for one account on one day: made once, kept on disk, served like any file. */
export const stampedFiles = pgTable(
  'stamped_files',
  {
    sourceSha256: text('source_sha256').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    crc32: bigint('crc32', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceSha256, t.accountId, t.day] })],
);
