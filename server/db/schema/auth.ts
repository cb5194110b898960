// Sign-in state kept in the database, so it holds across processes: captchas, mailed codes,
// wrong-password counts and per-IP attempts. Plus the registration questionnaire.
import { boolean, index, integer, pgTable, serial, text, timestamp } from '../orm.ts';

export const captchas = pgTable(
  'captchas',
  {
    /** The client's `verify-code` uuid. */
    uuid: text('uuid').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const mailCodes = pgTable(
  'mail_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'verify'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Wrong passwords in a row, per normalized username — known or not, so answers never differ. */
export const loginFailures = pgTable('login_failures', {
  username: text('username').primaryKey(),
  count: integer('count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

export const complianceItems = pgTable('compliance_items', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  questionEn: text('question_en').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * Events counted per scope and key in a sliding window (mail-sending calls per client address and
 * per recipient …), in the database so that the limit holds across processes.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_events_scope_key_idx').on(t.scope, t.key, t.createdAt),
    index('rate_events_created_idx').on(t.createdAt),
  ],
);
