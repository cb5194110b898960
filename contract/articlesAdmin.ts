// The staff console's publishing of FAQ and quick-start articles, announcements and partners
// (staff code admin.publish), under /admin/article/{module}/…, /admin/announcement/… and
// /admin/partner/…. One life for every kind: draft → released → withdrawn. Articles keep their own
// status words in the database (published or updated = released, archived = withdrawn); the
// console speaks of the three states alone.
import { z } from 'zod';
import { articleModules } from './faq.ts';
import { idField, idList, idParam, int32, requiredText, text, type PageQuery, type QueryOf } from './fields.ts';
import { menuDefs } from './menus.ts';
import { announcementLimits, articleAdminLimits, isHttpUrl, partnerLimits } from './articlesAdmin-constants.ts';
import { publishActions, publishStates, type PublishAction, type PublishState } from './publish-constants.ts';

export {
  announcementLimits,
  articleAdminLimits,
  isHttpUrl,
  partnerLimits,
  publishActions,
  publishStates,
  type PublishAction,
  type PublishState,
};

/** The Application entries a quick-start guide may belong to (the menu's isQuickstart pages). */
export const quickstartAppCodes = menuDefs.filter((m) => m.isQuickstart).map((m) => m.funcNo) as [string, ...string[]];

export const articleModuleParams = z.object({ module: z.enum(articleModules) });
export const articleModuleIdParams = z.object({ module: z.enum(articleModules), id: idParam });

// Articles.

export const articleAdminQuery = z.object({
  keyword: text(articleAdminLimits.filter).optional(),
  state: z.enum(publishStates).optional(),
  platformId: idParam.optional(),
});
export type ArticleAdminQuery = QueryOf<typeof articleAdminQuery> & PageQuery;

export const articleFileSchema = z.object({
  fileId: z.number(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type ArticleFile = z.infer<typeof articleFileSchema>;

export const articleAdminSchema = z.object({
  id: z.number(),
  module: z.enum(articleModules),
  number: z.string(),
  title: z.string(),
  state: z.enum(publishStates),
  /** The customer's word for a released article: published, or updated when edited after release. */
  status: z.string(),
  platformId: z.number().nullable(),
  /** Null: public, every customer of the module sees it. */
  platform: z.string().nullable(),
  keyword: z.string(),
  appCode: z.string().nullable(),
  creator: z.string(),
  views: z.number(),
  likes: z.number(),
  replies: z.number(),
  files: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleAdmin = z.infer<typeof articleAdminSchema>;
export const articleAdminDetailSchema = articleAdminSchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
  attachments: z.array(articleFileSchema),
});
export type ArticleAdminDetail = z.infer<typeof articleAdminDetailSchema>;

/**
 * Create and edit. The number may be left empty (the server gives one); the content is rich text,
 * sanitized by the server before it is stored; the attachments are files the staff member uploaded
 * (POST /common/file/upload) or the article already has.
 */
export const articleAdminBody = z.object({
  number: text(articleAdminLimits.number).default(''),
  title: requiredText(articleAdminLimits.title),
  keyword: text(articleAdminLimits.keyword).default(''),
  platformId: idField.nullable().default(null),
  /** Quick start only: the Application entry; ignored for the FAQ. */
  appCode: z.enum(quickstartAppCodes).nullable().default(null),
  content: requiredText(articleAdminLimits.content, { multiline: true }),
  fileIds: idList(articleAdminLimits.files)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'articleFilesTwice'),
});
export type ArticleAdminBody = z.input<typeof articleAdminBody>;

export const articleAdminOptionsSchema = z.object({
  platforms: z.array(z.object({ id: z.number(), name: z.string() })),
  appCodes: z.array(z.string()),
});
export type ArticleAdminOptions = z.infer<typeof articleAdminOptionsSchema>;

// Announcements (plain text, both languages: the home list and /noticePage).

export const announcementAdminQuery = z.object({
  keyword: text(announcementLimits.filter).optional(),
  state: z.enum(publishStates).optional(),
});
export type AnnouncementAdminQuery = QueryOf<typeof announcementAdminQuery> & PageQuery;

export const announcementAdminSchema = z.object({
  id: z.number(),
  state: z.enum(publishStates),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  /** When released (a draft: when written). */
  publishedAt: z.string(),
  publisher: z.string(),
});
export type AnnouncementAdmin = z.infer<typeof announcementAdminSchema>;

export const announcementBody = z.object({
  title: requiredText(announcementLimits.title),
  titleEn: requiredText(announcementLimits.title),
  content: requiredText(announcementLimits.content, { multiline: true }),
  contentEn: requiredText(announcementLimits.content, { multiline: true }),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

// Partners (the home page's partner list).

export const partnerAdminQuery = z.object({
  keyword: text(partnerLimits.filter).optional(),
  state: z.enum(publishStates).optional(),
});
export type PartnerAdminQuery = QueryOf<typeof partnerAdminQuery> & PageQuery;

export const partnerAdminSchema = z.object({
  id: z.number(),
  state: z.enum(publishStates),
  name: z.string(),
  nameEn: z.string(),
  category: z.string(),
  categoryEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  url: z.string(),
  sort: z.number(),
});
export type PartnerAdmin = z.infer<typeof partnerAdminSchema>;

export const partnerBody = z.object({
  name: requiredText(partnerLimits.name),
  nameEn: requiredText(partnerLimits.name),
  category: requiredText(partnerLimits.category),
  categoryEn: requiredText(partnerLimits.category),
  description: requiredText(partnerLimits.description, { multiline: true }),
  descriptionEn: requiredText(partnerLimits.description, { multiline: true }),
  /** Empty, or an http(s) address. */
  url: text(partnerLimits.url).default('').refine(isHttpUrl, 'httpUrlOnly'),
  /** Smaller first on the home page. */
  sort: int32(0, partnerLimits.sortMax).default(0),
});
export type PartnerBody = z.input<typeof partnerBody>;
