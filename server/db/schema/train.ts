// Training: public courses that customers enrol in (the training module grows from here).
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, platforms } from './core.ts';

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  platformId: integer('platform_id').references(() => platforms.id),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  address: text('address').notNull(),
  addressEn: text('address_en').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  description: text('description').notNull(),
  descriptionEn: text('description_en').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  enrolment: text('enrolment', { enum: ['enrolling', 'ended'] })
    .notNull()
    .default('enrolling'),
  capacity: integer('capacity').notNull().default(50),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.accountId] })],
);
