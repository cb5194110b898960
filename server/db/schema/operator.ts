// Operator data (M11): one row per country, platform, PDT and operator with its VoLTE and VoWiFi
// certification state and OS. Visible to a customer when released and on one of its company's platforms.
import { index, integer, pgTable, serial, text, timestamp } from '../orm.ts';
import { accounts, platforms } from './core.ts';

export const certStateValues = ['certified', 'testing', 'waiting', 'failed', 'unsupported'] as const;

export const operatorRows = pgTable(
  'operator_rows',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    pdt: text('pdt').notNull(),
    operator: text('operator').notNull(),
    volte: text('volte', { enum: certStateValues }).notNull(),
    vowifi: text('vowifi', { enum: certStateValues }).notNull(),
    os: text('os').notNull(),
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
    // The default order (country, operator) of released rows: the walk stops after one page.
    index('operator_rows_status_country_idx').on(t.status, t.country, t.operator, t.id),
    // The operator filter and the matrix's rows.
    index('operator_rows_status_operator_idx').on(t.status, t.operator, t.country),
    // The platform filter and every visibility check (platform within the company's).
    index('operator_rows_platform_idx').on(t.platformId, t.status, t.country, t.operator),
    index('operator_rows_status_os_idx').on(t.status, t.os),
    // The PDT filter (ILIKE '%…%'): a trigram index.
    index('operator_rows_pdt_trgm_idx').using('gin', t.pdt.op('gin_trgm_ops')),
  ],
);
