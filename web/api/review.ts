// Calls of design review (M09) under /applypath/review/ and the engineer's console under
// /admin/review/ (server/modules/review). Shapes come from contract/review.ts as types only: its
// zod schemas stay out of the page chunks, so the constants the pages need are declared here
// again, checked against the contract by `satisfies`.
import type {
  AddItemBody,
  AdminReviewListQuery,
  EngineerResult,
  FinishBody,
  InteractBody,
  ItemLevel,
  ItemStatus,
  RepeatBody,
  ReviewAction,
  ReviewBody,
  ReviewDetail,
  ReviewEditBody,
  ReviewFile,
  ReviewHistory,
  ReviewItem,
  ReviewListQuery,
  ReviewMessage,
  ReviewOptions,
  ReviewProgress,
  ReviewResult,
  ReviewRow,
  ScoreBody,
  edaTools as contractEdaTools,
  itemLevels as contractItemLevels,
  itemStatuses as contractItemStatuses,
  memoryTypes as contractMemoryTypes,
  reviewLimits as contractLimits,
  reviewProgresses as contractProgresses,
  reviewResults as contractResults,
  reviewSortFields as contractSortFields,
  reviewTypes as contractTypes,
  sideTypes as contractSideTypes,
} from '../../contract/review.ts';
import type { CappedPage } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import type { StoredFileInfo } from '../../contract/files.ts';
import { apiBase, get, post, put, request } from './request.ts';

export type {
  EngineerResult,
  ItemLevel,
  ItemStatus,
  ReviewAction,
  ReviewBody,
  ReviewDetail,
  ReviewFile,
  ReviewHistory,
  ReviewItem,
  ReviewListQuery,
  ReviewMessage,
  ReviewProgress,
  ReviewResult,
  ReviewRow,
  StoredFileInfo,
};

export const reviewProgresses = [
  'notReviewed',
  'reviewing',
  'revising',
  'retrial',
] as const satisfies typeof contractProgresses;
export const reviewResults = [
  'pass',
  'fail',
  'riskPass',
  'forceEnd',
  'ownRisk',
] as const satisfies typeof contractResults;
export const reviewTypes = ['schematic', 'pcb', 'schematicPcb'] as const satisfies typeof contractTypes;
export const edaTools = ['allegro', 'pads', 'altium', 'xpedition', 'other'] as const satisfies typeof contractEdaTools;
export const sideTypes = ['single', 'double'] as const satisfies typeof contractSideTypes;
export const memoryTypes = [
  'lpddr4x',
  'lpddr5',
  'lpddr5x',
  'emmc',
  'ufs',
  'other',
] as const satisfies typeof contractMemoryTypes;
export const itemLevels = ['critical', 'major', 'minor'] as const satisfies typeof contractItemLevels;
export const itemStatuses = ['revised', 'notRevised', 'ownRisk'] as const satisfies typeof contractItemStatuses;
export const reviewSortFields = ['createdAt', 'updatedAt'] as const satisfies typeof contractSortFields;
export const reviewLimits = {
  pcbProject: 100,
  contacts: 200,
  referenceDesign: 200,
  pcbEdition: 50,
  stackStructure: 200,
  description: 2000,
  remark: 1000,
  keyword: 100,
  itemPosition: 200,
  itemDescription: 2000,
  message: 2000,
  messageFiles: 5,
  retrialNote: 1000,
  scoreComment: 500,
  zipMaxBytes: 500 * 1024 * 1024,
  zipMaxExpandedBytes: 2 * 1024 * 1024 * 1024,
  zipMaxRatio: 100,
  zipMaxEntries: 20_000,
  pictureMaxBytes: 10 * 1024 * 1024,
  batchItems: 100,
} as const satisfies typeof contractLimits;

/** The two sides read the same shapes through their own prefix (and code). */
export type ReviewSide = 'customer' | 'engineer';
const prefixOf = (side: ReviewSide) => (side === 'customer' ? '/applypath/review' : '/admin/review');

const data = <T>(envelope: { data: T }) => envelope.data;

export const listReviews = (params: ReviewListQuery, signal?: AbortSignal) =>
  get<CappedPage<ReviewRow>>('/applypath/review/list', params, signal).then(data);
export const listAdminReviews = (params: AdminReviewListQuery, signal?: AbortSignal) =>
  get<CappedPage<ReviewRow>>('/admin/review/list', params, signal).then(data);

/** Quiet: the page shows not-found itself (an invisible review is a 404, never a 403). */
export const fetchReview = (side: ReviewSide, id: number, signal?: AbortSignal) =>
  request<ReviewDetail>({ method: 'GET', path: `${prefixOf(side)}/detail/${id}`, quiet: true, signal }).then(data);
export const fetchReviewMessages = (side: ReviewSide, id: number, signal?: AbortSignal) =>
  get<ReviewMessage[]>(`${prefixOf(side)}/messages/${id}`, undefined, signal).then(data);
export const fetchReviewOptions = (signal?: AbortSignal) =>
  get<ReviewOptions>('/applypath/review/options', undefined, signal).then(data);

/** A file of a review: the download manager's address, or the viewer's (`inline`, pictures only). */
export const reviewFileUrl = (side: ReviewSide, fileId: number, inline = false) =>
  `${apiBase}${prefixOf(side)}/attachment/${fileId}${inline ? '?inline=1' : ''}`;

/** Upload targets (multipart, through web/components/xlsxImport/upload.ts for the progress). */
export const zipUploadPath = '/applypath/review/upload';
export const pictureUploadPath = '/admin/review/picture';
/** A message's attachments: any file kind the portal stores. */
export const messageUploadPath = '/common/file/upload';

export const addReview = (body: ReviewBody) => post<Created>('/applypath/review/add', body).then(data);
export const editReview = (body: ReviewEditBody) => put<Created>('/applypath/review/edit', body).then(data);
export const setItemStatus = (reviewId: number, itemIds: number[], status: ItemStatus) =>
  post<{ id: number; updated: number }>('/applypath/review/itemsBatchSet', { reviewId, itemIds, status }).then(data);
export const askRetrial = (id: number, body: RepeatBody) =>
  post<Created>(`/applypath/review/repeat/${id}`, body).then(data);
export const closeOwnRisk = (id: number) => post<Created>(`/applypath/review/closeOwnRisk/${id}`).then(data);
export const scoreReview = (id: number, body: ScoreBody) =>
  post<Created>(`/applypath/review/score/${id}`, body).then(data);
export const sendReviewMessage = (side: ReviewSide, id: number, body: InteractBody) =>
  post<Created>(`${prefixOf(side)}/interact/${id}`, body).then(data);

export const takeReview = (id: number) => post<Created>(`/admin/review/take/${id}`).then(data);
export const addReviewItem = (id: number, body: AddItemBody) =>
  post<Created>(`/admin/review/item/${id}`, body).then(data);
export const askRevision = (id: number, note: string) =>
  post<Created>(`/admin/review/askRevision/${id}`, { note }).then(data);
export const finishReview = (id: number, body: FinishBody) =>
  post<Created>(`/admin/review/finish/${id}`, body).then(data);
