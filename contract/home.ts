import { z } from 'zod';
import { limits } from './limits.ts';
import { idList, queryInt, requiredText, text, type QueryOf } from './fields.ts';

export const platformSchema = z.object({ id: z.number(), name: z.string() });
export type Platform = z.infer<typeof platformSchema>;

export const updatePlatformCareBody = z.object({ platformIds: idList(50).min(1) });
export type UpdatePlatformCareBody = z.input<typeof updatePlatformCareBody>;

export const feedbackBody = z.object({
  subject: requiredText(100),
  feedback: requiredText(limits.feedbackMaxChars, { multiline: true }),
  page: text(300).optional(),
});
export type FeedbackBody = z.input<typeof feedbackBody>;
/** The account's own feedback with the engineers' replies (the dialog's history; the work queues). */
export const myFeedbackSchema = z.object({
  id: z.number(),
  subject: z.string(),
  feedback: z.string(),
  status: z.enum(['open', 'replied', 'closed']),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

export const visitedSchema = z.object({ visited: z.boolean() });

export const updateFileSchema = z.object({
  id: z.number(),
  kind: z.enum(['dcc', 'tr', 'pcn', 'tool']),
  name: z.string(),
  type: z.string(),
  version: z.string(),
  language: z.enum(['zh', 'en']),
  releasedAt: z.string(),
  platforms: z.array(z.string()),
});
export type UpdateFile = z.infer<typeof updateFileSchema>;

export const publishVersionSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  toolName: z.string(),
  versionName: z.string(),
  log: z.string(),
  releasedAt: z.string(),
  platforms: z.array(z.string()),
});
export type PublishVersion = z.infer<typeof publishVersionSchema>;

export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string(),
  publishedAt: z.string(),
});
export const announcementDetailSchema = announcementSchema.extend({ content: z.string(), contentEn: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  platform: z.string().nullable(),
  startsAt: z.string(),
  address: z.string(),
  addressEn: z.string(),
  enrolment: z.enum(['enrolling', 'ended']),
  enrolled: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

export const partnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  category: z.string(),
  categoryEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  url: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const listSizeQuery = z.object({ pageSize: queryInt(1, 50).default(10) });
/** The size is read from text (decimal digits). */
export type ListSizeQuery = QueryOf<typeof listSizeQuery>;
