// SI/PI simulation (M13): a company's tasks (a draft until submitted; the current fields and files),
// each submission as a round (what was submitted, who finished it and when), and every file that
// belongs to a task — the three inputs of each round (a draft's with no round yet) and the
// engineer's results and report — the one place a download looks up whose a file is.
import { sql } from '../orm.ts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from '../orm.ts';
import {
  inputRoles,
  outputRoles,
  pcbUnits,
  simulationStatuses,
  simulationTypes,
  type DraftFields,
} from '../../../contract/simulation.ts';
import { accounts, companies, files, platforms, projects } from './core.ts';

export const simulationTasks = pgTable(
  'simulation_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who created it: a draft is theirs alone. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status', { enum: simulationStatuses }).notNull().default('draft'),
    // A draft may lack any of these; a submitted task has them all (contract completeBody).
    simulationType: text('simulation_type', { enum: simulationTypes }),
    platformId: integer('platform_id').references(() => platforms.id),
    projectId: integer('project_id').references(() => projects.id),
    designName: text('design_name').notNull().default(''),
    boardVersion: text('board_version').notNull().default(''),
    layerCount: integer('layer_count'),
    unit: text('unit', { enum: pcbUnits }),
    boardThickness: text('board_thickness').notNull().default(''),
    maxFrequency: text('max_frequency').notNull().default(''),
    targetImpedance: text('target_impedance').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    boardFileId: integer('board_file_id').references(() => files.id),
    stackupFileId: integer('stackup_file_id').references(() => files.id),
    netlistFileId: integer('netlist_file_id').references(() => files.id),
    /** Rounds submitted: 0 for a draft, 1 once submitted, +1 per re-simulation. */
    submitCount: integer('submit_count').notNull().default(0),
    /** Who submitted the current round (mailed when it is finished). */
    submittedBy: integer('submitted_by').references(() => accounts.id),
    engineerId: integer('engineer_id').references(() => accounts.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // My submissions (and the engineer's queue, per company): by status, newest submission first.
    index('simulation_tasks_company_list_idx').on(
      t.companyId,
      t.status,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The engineer's queue across their companies: by status, in submission order (the companies
    // are checked per row; at 100 000 tasks sorting every match took 0.28 s, this index 1 ms).
    index('simulation_tasks_status_idx').on(t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The drafts of one account, last saved first.
    index('simulation_tasks_drafts_idx').on(t.accountId, t.status, t.updatedAt.desc().nullsFirst()),
  ],
);

export const simulationRounds = pgTable(
  'simulation_rounds',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => simulationTasks.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => accounts.id),
    /** The fields as submitted: a re-simulation's changes stay visible round by round. */
    params: jsonb('params').$type<Partial<DraftFields>>().notNull(),
    engineerId: integer('engineer_id').references(() => accounts.id),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('simulation_rounds_task_idx').on(t.taskId, t.round)],
);

export const simulationFiles = pgTable(
  'simulation_files',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => simulationTasks.id, { onDelete: 'cascade' }),
    /** Null for a draft's inputs until they are submitted. */
    round: integer('round'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    role: text('role', { enum: [...inputRoles, ...outputRoles] }).notNull(),
  },
  (t) => [
    index('simulation_files_file_idx').on(t.fileId),
    index('simulation_files_task_idx').on(t.taskId, t.round),
    // The download list: outputs, newest first.
    index('simulation_files_outputs_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`role in ('result', 'report')`),
  ],
);
