// Home: customer feedback, first-visit acknowledgements, the platforms a user cares about, partners.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from '../orm.ts';
import { accounts, platforms } from './core.ts';
import { queueColumns } from './queue-columns.ts';

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    feedback: text('feedback').notNull(),
    page: text('page').notNull().default(''),
    ...queueColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedbacks_created_idx').on(t.createdAt),
    index('feedbacks_queue_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('feedbacks_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
  ],
);

/** "Has visited": kind 1 is the first-visit disclaimers acceptance. */
export const visits = pgTable(
  'visits',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/** Platforms an account follows on home; none recorded means all its authorized platforms. */
export const platformCare = pgTable(
  'platform_care',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.platformId] })],
);

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  category: text('category').notNull(),
  categoryEn: text('category_en').notNull(),
  description: text('description').notNull(),
  descriptionEn: text('description_en').notNull(),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** Published by the vendor's staff console: only released partners show on home. */
  status: text('status', { enum: ['draft', 'released', 'withdrawn'] })
    .notNull()
    .default('released'),
});
