// Qualified vendor list (M05): suppliers and the component verification entries, one platform each.
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from '../orm.ts';
import { accounts, platforms } from './core.ts';

export const qvlSuppliers = pgTable(
  'qvl_suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qvl_suppliers_name_uq').on(t.name)],
);

export const qvlEntries = pgTable(
  'qvl_entries',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    chip: text('chip').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    partNumber: text('part_number').notNull(),
    componentId: text('component_id').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => qvlSuppliers.id),
    level: text('level', { enum: ['A', 'B', 'C'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    firmwareVersion: text('firmware_version').notNull().default(''),
    chipType: text('chip_type').notNull().default(''),
    testStatus: text('test_status').notNull(),
    functionExplanation: text('function_explanation').notNull().default(''),
    lifecyclePhase: text('lifecycle_phase').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: ['draft', 'released', 'withdrawn'] })
      .notNull()
      .default('draft'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    publisherId: integer('publisher_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The plain list: released rows newest first, the walk stops after one page.
    index('qvl_entries_status_released_idx').on(t.status, t.releasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The directory's counts and the platform filter.
    index('qvl_entries_platform_idx').on(t.platformId, t.status, t.type, t.level),
    index('qvl_entries_supplier_idx').on(t.supplierId, t.status, t.level),
    // The keyword (ILIKE '%…%') on part number and description: trigram GIN indexes.
    index('qvl_entries_part_number_trgm_idx').using('gin', t.partNumber.op('gin_trgm_ops')),
    index('qvl_entries_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);
