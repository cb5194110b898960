// AI assistant (M19): the disclaimer versions each account accepted, its conversations and their
// messages (the answer's sources, how it ended, the account's feedback).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from '../orm.ts';
import {
  dislikeReasons,
  feedbacks,
  messageStatuses,
  problemTypes,
  type AiSourceRow,
} from '../../../contract/ai-constants.ts';
import { accounts, platforms } from './core.ts';

export const aiDisclaimerAcceptances = pgTable(
  'ai_disclaimer_acceptances',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.version] })],
);

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    problemType: text('problem_type', { enum: problemTypes }).notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The first question, shortened. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_account_idx').on(t.accountId, t.updatedAt.desc().nullsFirst())],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    sources: jsonb('sources').$type<AiSourceRow[]>().notNull().default([]),
    status: text('status', { enum: messageStatuses }).notNull().default('complete'),
    feedback: text('feedback', { enum: feedbacks }),
    feedbackReason: text('feedback_reason', { enum: dislikeReasons }),
    feedbackComment: text('feedback_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.id)],
);
