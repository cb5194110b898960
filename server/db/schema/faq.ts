// FAQ and quick-start articles (one table, `module` tells them apart) and what customers do
// with them: views (once per account per day), likes, collections, comments.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from '../orm.ts';
import { accounts, files, platforms } from './core.ts';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    module: text('module', { enum: ['faq', 'quickstart'] }).notNull(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    /** Rich text from the vendor, sanitized before it is stored. */
    content: text('content').notNull(),
    /** draft: written in the staff console, not yet shown; archived: withdrawn everywhere. */
    status: text('status', { enum: ['draft', 'published', 'updated', 'archived'] })
      .notNull()
      .default('published'),
    platformId: integer('platform_id').references(() => platforms.id),
    keyword: text('keyword').notNull().default(''),
    /** Quick start: the Application entry (menu code) the guide belongs to. */
    appCode: text('app_code'),
    creatorId: integer('creator_id').references(() => accounts.id),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_number_uq').on(t.module, t.number),
    index('articles_module_idx').on(t.module, t.createdAt.desc().nullsFirst()),
  ],
);

export const articleFiles = pgTable(
  'article_files',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.fileId] })],
);

export const articleViews = pgTable(
  'article_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.accountId, t.day] })],
);

export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.accountId] })],
);

export const articleCollects = pgTable(
  'article_collects',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.accountId] })],
);

export const articleComments = pgTable(
  'article_comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Written by a vendor engineer: shown as an official reply. */
    isVendor: boolean('is_vendor').notNull().default(false),
    /** A customer's comment in the engineers' queue: open until replied to (a vendor comment) or closed. */
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('article_comments_article_idx').on(t.articleId, t.createdAt.desc().nullsFirst()),
    index('article_comments_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
    index('article_comments_queue_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
