// Patches (M07): the patch library (one platform each, its file, its flags), the related patches
// (some must be merged first) and the merges customers record into their branches, per company.
// Downloads are download_records of kind 'patch'.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from '../orm.ts';
import { accounts, companies, files, platforms } from './core.ts';

export const patches = pgTable(
  'patches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    applicableChips: text('applicable_chips').array().notNull().default([]),
    version: text('version').notNull().default(''),
    submitter: text('submitter').notNull().default(''),
    security: boolean('security').notNull().default(false),
    testPatch: boolean('test_patch').notNull().default(false),
    mustMerge: boolean('must_merge').notNull().default(false),
    fileId: integer('file_id').references(() => files.id),
    state: text('state', { enum: ['draft', 'released', 'voided'] })
      .notNull()
      .default('draft'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    publisherId: integer('publisher_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The customer list pages newest first within the caller's platforms: the walk stops after one page.
    index('patches_platform_released_idx').on(t.platformId, t.releasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('patches_released_idx').on(t.releasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('patches_name_sort_idx').on(t.name, t.id),
    index('patches_version_sort_idx').on(t.version, t.id),
    // The keyword (ILIKE '%…%') on the name and the description: trigram GIN indexes.
    index('patches_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('patches_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    // The staff list: every state, newest change first.
    index('patches_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const patchRelations = pgTable(
  'patch_relations',
  {
    patchId: integer('patch_id')
      .notNull()
      .references(() => patches.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => patches.id, { onDelete: 'cascade' }),
    /** The related patch must be merged before this one (or in the same merge). */
    mustFirst: boolean('must_first').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.patchId, t.relatedId] }), index('patch_relations_related_idx').on(t.relatedId)],
);

export const patchMerges = pgTable(
  'patch_merges',
  {
    id: serial('id').primaryKey(),
    patchId: integer('patch_id')
      .notNull()
      .references(() => patches.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    branch: text('branch').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One merge of a patch into a branch per company: a second (or a concurrent twin) is refused.
    uniqueIndex('patch_merges_company_patch_branch_uq').on(t.companyId, t.patchId, t.branch),
    index('patch_merges_account_time_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
