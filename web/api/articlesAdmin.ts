// Calls of the staff console's publishing of FAQ and quick-start articles, announcements and
// partners (admin.publish): server/modules/articlesAdmin. Shapes come from contract/articlesAdmin.ts
// as types only (its zod schemas stay out of the page chunks); constants from the zod-free
// contract/articlesAdmin-constants.ts and publish-constants.ts.
import type {
  AnnouncementAdmin,
  AnnouncementAdminQuery,
  AnnouncementBody,
  ArticleAdmin,
  ArticleAdminBody,
  ArticleAdminDetail,
  ArticleAdminOptions,
  ArticleAdminQuery,
  ArticleFile,
  PartnerAdmin,
  PartnerAdminQuery,
  PartnerBody,
} from '../../contract/articlesAdmin.ts';
import type { PublishAction, PublishState } from '../../contract/publish-constants.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import type { ArticleModule } from '../../contract/faq.ts';
import { get, post, put } from './request.ts';

export type {
  AnnouncementAdmin,
  AnnouncementAdminQuery,
  AnnouncementBody,
  ArticleAdmin,
  ArticleAdminBody,
  ArticleAdminDetail,
  ArticleAdminOptions,
  ArticleAdminQuery,
  ArticleFile,
  ArticleModule,
  PartnerAdmin,
  PartnerAdminQuery,
  PartnerBody,
  PublishAction,
  PublishState,
};

export { publishStates } from '../../contract/publish-constants.ts';
export {
  announcementLimits,
  articleAdminLimits,
  isHttpUrl,
  partnerLimits,
} from '../../contract/articlesAdmin-constants.ts';

/** Attachments are uploaded first (POST /common/file/upload, with progress), then named by fileId. */
export const uploadPath = '/common/file/upload';

const data = <T>(envelope: { data: T }) => envelope.data;

// Articles: the module in the path.
export const fetchArticleOptions = (signal?: AbortSignal) =>
  get<ArticleAdminOptions>('/admin/article/options', undefined, signal).then(data);
export const listAdminArticles = (module: ArticleModule, params: ArticleAdminQuery, signal?: AbortSignal) =>
  get<Page<ArticleAdmin>>(`/admin/article/${module}/list`, params, signal).then(data);
export const fetchAdminArticle = (module: ArticleModule, id: number, signal?: AbortSignal) =>
  get<ArticleAdminDetail>(`/admin/article/${module}/detail/${id}`, undefined, signal).then(data);
export const createArticle = (module: ArticleModule, body: ArticleAdminBody) =>
  post<Created>(`/admin/article/${module}/add`, body).then(data);
export const editArticle = (module: ArticleModule, id: number, body: ArticleAdminBody) =>
  put<null>(`/admin/article/${module}/edit/${id}`, body);
/** 409 when the article's state does not allow it (someone else moved it meanwhile). */
export const changeArticleState = (module: ArticleModule, action: PublishAction, id: number) =>
  post<null>(`/admin/article/${module}/${action}/${id}`);

// Announcements.
export const listAdminAnnouncements = (params: AnnouncementAdminQuery, signal?: AbortSignal) =>
  get<Page<AnnouncementAdmin>>('/admin/announcement/list', params, signal).then(data);
export const createAnnouncement = (body: AnnouncementBody) => post<Created>('/admin/announcement/add', body).then(data);
export const editAnnouncement = (id: number, body: AnnouncementBody) =>
  put<null>(`/admin/announcement/edit/${id}`, body);
export const changeAnnouncementState = (action: PublishAction, id: number) =>
  post<null>(`/admin/announcement/${action}/${id}`);

// Partners.
export const listAdminPartners = (params: PartnerAdminQuery, signal?: AbortSignal) =>
  get<Page<PartnerAdmin>>('/admin/partner/list', params, signal).then(data);
export const createPartner = (body: PartnerBody) => post<Created>('/admin/partner/add', body).then(data);
export const editPartner = (id: number, body: PartnerBody) => put<null>(`/admin/partner/edit/${id}`, body);
export const changePartnerState = (action: PublishAction, id: number) => post<null>(`/admin/partner/${action}/${id}`);
