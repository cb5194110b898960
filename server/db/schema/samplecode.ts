// Sample code (M06): one row per sample, on one platform (its chip), with its code package.
// Customers see released samples of their company's platforms; withdrawn ones are gone for them.
import { index, integer, pgTable, serial, text, timestamp } from '../orm.ts';
import { accounts, files, platforms } from './core.ts';

export const sampleCodes = pgTable(
  'sample_codes',
  {
    id: serial('id').primaryKey(),
    bugId: text('bug_id').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    version: text('version').notNull().default(''),
    apVersion: text('ap_version').notNull().default(''),
    component: text('component').notNull().default(''),
    status: text('status', { enum: ['verified', 'testing', 'deprecated'] })
      .notNull()
      .default('verified'),
    androidVersion: text('android_version').notNull().default(''),
    kernelVersion: text('kernel_version').notNull().default(''),
    note: text('note').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    fileId: integer('file_id').references(() => files.id),
    state: text('state', { enum: ['draft', 'released', 'withdrawn'] })
      .notNull()
      .default('draft'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    publisherId: integer('publisher_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The customer list pages newest first within the caller's platforms: the index walk stops after one page.
    index('sample_codes_platform_released_idx').on(
      t.state,
      t.platformId,
      t.releasedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sample_codes_released_idx').on(t.state, t.releasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Sorting by name or version walks these (forwards or backwards) and stops after one page.
    index('sample_codes_name_sort_idx').on(t.state, t.name, t.id),
    index('sample_codes_version_sort_idx').on(t.state, t.version, t.id),
    index('sample_codes_component_idx').on(t.component),
    // The staff list: every state, newest change first.
    index('sample_codes_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
