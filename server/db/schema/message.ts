// Message settings and the mails they led to. A delivery row per account and item is what makes
// "once per item per user" hold across ticks, restarts and processes (its primary key).
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './core.ts';
import { catalogItems } from './catalog.ts';

export const messageSettings = pgTable('message_settings', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  module: text('module').notNull(),
  enabled: boolean('enabled').notNull(),
  mode: text('mode').notNull(),
  /** Items released after this are news to the account; turning mail on does not mail the past. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.accountId, t.module] })]);

export const messageSettingLog = pgTable('message_setting_log', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  changes: jsonb('changes').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('message_setting_log_account_idx').on(t.accountId, t.createdAt.desc())]);

export const messageDeliveries = pgTable('message_deliveries', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  itemId: integer('item_id').notNull().references(() => catalogItems.id, { onDelete: 'cascade' }),
  mode: text('mode').notNull(),
  mailId: integer('mail_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.accountId, t.itemId] })]);
