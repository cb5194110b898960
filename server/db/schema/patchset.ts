// Patch sets (M16): the vendor's patch sets with their PARs and history; the customers' destination
// branches, the account groups' branch config, the cart, the applies (with a snapshot of each PAR,
// their operation and approval history and e-patch files), and the per-company display switches.
import { sql } from '../orm.ts';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from '../orm.ts';
import { accountGroups } from './accgroup.ts';
import { accounts, companies, files, platforms, projects } from './core.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const patchSets = pgTable(
  'patch_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    baseBranch: text('base_branch').notNull(),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    createdAt: created(),
  },
  (t) => [
    // The list: newest release first, per platform.
    index('patch_sets_platform_release_idx').on(
      t.platformId,
      t.releaseDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('patch_sets_release_idx').on(t.releaseDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('patch_sets_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const patchSetHistory = pgTable(
  'patch_set_history',
  {
    id: serial('id').primaryKey(),
    patchSetId: integer('patch_set_id')
      .notNull()
      .references(() => patchSets.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    action: text('action', { enum: ['created', 'released', 'updated'] }).notNull(),
    note: text('note').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patch_set_history_set_idx').on(t.patchSetId, t.at)],
);

export const pars = pgTable(
  'pars',
  {
    id: serial('id').primaryKey(),
    parNo: text('par_no').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    patchSetId: integer('patch_set_id').references(() => patchSets.id, { onDelete: 'set null' }),
    bugId: text('bug_id').notNull().default(''),
    cqId: text('cq_id').notNull().default(''),
    summary: text('summary').notNull(),
    rootCause: text('root_cause').notNull().default(''),
    solution: text('solution').notNull().default(''),
    field: text('field').notNull().default(''),
    testSuggestion: text('test_suggestion').notNull().default(''),
    probability: text('probability').notNull(),
    introducedIn: text('introduced_in').notNull().default(''),
    source: text('source').notNull(),
    issueType: text('issue_type').notNull(),
    status: text('status', { enum: ['released', 'planned'] }).notNull(),
    planTime: date('plan_time', { mode: 'string' }),
    mandatory: boolean('mandatory').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('pars_par_no_uq').on(t.parNo),
    index('pars_platform_status_idx').on(t.platformId, t.status, t.id.desc().nullsFirst()),
    index('pars_patch_set_idx').on(t.patchSetId),
  ],
);

export const parDependencies = pgTable(
  'par_dependencies',
  {
    parId: integer('par_id')
      .notNull()
      .references(() => pars.id, { onDelete: 'cascade' }),
    dependsOnId: integer('depends_on_id')
      .notNull()
      .references(() => pars.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.parId, t.dependsOnId] }), index('par_dependencies_on_idx').on(t.dependsOnId)],
);

/** A customer's destination branch: one project and one platform of the company. */
export const patchsetBranches = pgTable(
  'patchset_branches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('patchset_branches_company_name_uq').on(t.companyId, t.name)],
);

/** The branches an account group may apply for; a group without rows may apply for every branch. */
export const patchsetGroupBranches = pgTable(
  'patchset_group_branches',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => patchsetBranches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.branchId] })],
);

export const patchsetCart = pgTable(
  'patchset_cart',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => patchsetBranches.id, { onDelete: 'cascade' }),
    parId: integer('par_id')
      .notNull()
      .references(() => pars.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.branchId, t.parId] })],
);

export const patchsetApplies = pgTable(
  'patchset_applies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => patchsetBranches.id),
    branchName: text('branch_name').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status', { enum: ['ongoing', 'published', 'cancelled'] })
      .notNull()
      .default('ongoing'),
    /** Cancelled by its customer (revoke) rather than by staff. */
    revoked: boolean('revoked').notNull().default(false),
    applyRemark: text('apply_remark').notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryReason: text('delivery_reason').notNull().default(''),
    planTime: date('plan_time', { mode: 'string' }).notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patchset_applies_company_idx').on(t.companyId, t.status, t.id.desc().nullsFirst()),
    index('patchset_applies_applicant_idx').on(t.applicantId, t.id.desc().nullsFirst()),
  ],
);

/** A PAR of an apply, as it was when submitted. `active` while the apply is ongoing or published. */
export const patchsetApplyItems = pgTable(
  'patchset_apply_items',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => patchsetApplies.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => patchsetBranches.id),
    parId: integer('par_id')
      .notNull()
      .references(() => pars.id),
    active: boolean('active').notNull().default(true),
    parNo: text('par_no').notNull(),
    bugId: text('bug_id').notNull(),
    cqId: text('cq_id').notNull(),
    summary: text('summary').notNull(),
    rootCause: text('root_cause').notNull(),
    solution: text('solution').notNull(),
    field: text('field').notNull(),
    testSuggestion: text('test_suggestion').notNull(),
    probability: text('probability').notNull(),
    introducedIn: text('introduced_in').notNull(),
    source: text('source').notNull(),
    issueType: text('issue_type').notNull(),
  },
  (t) => [
    index('patchset_apply_items_apply_idx').on(t.applyId),
    // A PAR is applied into a branch once at a time: the guard against two carts racing.
    uniqueIndex('patchset_apply_items_active_uq')
      .on(t.branchId, t.parId)
      .where(sql`${t.active}`),
  ],
);

export const patchsetApplyEvents = pgTable(
  'patchset_apply_events',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => patchsetApplies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['operation', 'approval'] }).notNull(),
    action: text('action', { enum: ['submit', 'revoke', 'publish', 'cancel'] }).notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => accounts.id),
    comment: text('comment').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patchset_apply_events_apply_idx').on(t.applyId, t.at)],
);

/** The e-patch of a published apply: its files. */
export const patchsetApplyFiles = pgTable(
  'patchset_apply_files',
  {
    applyId: integer('apply_id')
      .notNull()
      .references(() => patchsetApplies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applyId, t.fileId] })],
);

/** A company's display switches; no row: both on. */
export const patchsetSwitches = pgTable('patchset_switches', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  modualDisplay: boolean('modual_display').notNull().default(true),
  menuDisplay: boolean('menu_display').notNull().default(true),
  updatedBy: integer('updated_by').references(() => accounts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
