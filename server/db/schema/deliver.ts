// Code delivery list (M12): packages delivered to one customer company, for one of its projects
// and one of its platforms; their files (stored by the files platform) and recipient accounts.
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from '../orm.ts';
import { accounts, companies, files, platforms, projects } from './core.ts';

export const deliveries = pgTable(
  'deliveries',
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
      .references(() => platforms.id),
    name: text('name').notNull(),
    version: text('version').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    status: text('status', { enum: ['draft', 'released', 'withdrawn'] })
      .notNull()
      .default('draft'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The customer's list: one company's released rows, newest delivery first; project and
    // platform filters narrow it further.
    index('deliveries_company_list_idx').on(
      t.companyId,
      t.status,
      t.deliveryDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('deliveries_company_project_idx').on(t.companyId, t.projectId, t.deliveryDate.desc().nullsFirst()),
    index('deliveries_company_platform_idx').on(t.companyId, t.platformId, t.deliveryDate.desc().nullsFirst()),
    // The staff list: newest change first, by status.
    index('deliveries_staff_list_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('delivery_files_delivery_idx').on(t.deliveryId, t.sort)],
);

export const deliveryRecipients = pgTable(
  'delivery_recipients',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.accountId] }),
    index('delivery_recipients_account_idx').on(t.accountId),
  ],
);
