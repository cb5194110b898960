// Message settings and the mails they led to. A delivery row per account, item and release is what
// makes "once per item per user" hold across ticks, restarts and processes (its primary key); an
// item released again (a new version moves its release date) is news once more. A digest row per
// account and day makes "one digest a day" hold the same way.
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from '../orm.ts';
import { accounts } from './core.ts';
import { catalogItems } from './catalog.ts';

export const messageSettings = pgTable(
  'message_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    enabled: boolean('enabled').notNull(),
    mode: text('mode').notNull(),
    /** Items released after this are news to the account; turning mail on does not mail the past. */
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.module] })],
);

export const messageSettingLog = pgTable(
  'message_setting_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who changed the settings: the account itself today, kept apart in case staff ever may too. */
    operatorId: integer('operator_id').references(() => accounts.id, { onDelete: 'set null' }),
    changes: jsonb('changes').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_setting_log_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst())],
);

export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** The item's release date when it was mailed: the release this row covers. */
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    mode: text('mode').notNull(),
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.itemId, t.releasedAt] })],
);

/** The daily digests sent: at most one per account for each day (UTC) whose releases it lists. */
export const messageDigests = pgTable(
  'message_digests',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
