// Calls of the documents family (dcc, tr, pcn, tool) and the viewers (docs/api.md,
// server/modules/dcc); the download centre's lists are in ./download.ts. Shapes come from
// contract/dcc.ts as types only: its zod schemas stay out of the web chunks, so the few constants the pages need are declared
// here again, each checked against the contract's tuple by `satisfies`.
import type { z } from 'zod';
import type {
  batchBody,
  CatalogConditionsQuery,
  CatalogDetail,
  CatalogItem,
  CatalogKind,
  CatalogPage,
  ChangeRequest,
  ChangeRequestBody,
  ChangeRequestListQuery,
  DocFeedback,
  DocFeedbackBody,
  DocFeedbackKind,
  Sheet,
  SortField,
  SurveyBody,
  SurveyDimension,
  SurveyDocType,
  SurveyResult,
  SurveyStatus,
  ToolVersion,
  catalogKinds as contractKinds,
  sortFields as contractSortFields,
  surveyDimensions as contractDimensions,
  surveyDocTypes as contractDocTypes,
} from '../../contract/dcc.ts';
import type { Page } from '../../contract/codes.ts';
import type { Created, PageQuery } from '../../contract/fields.ts';
import type { Platform } from '../../contract/home.ts';
import { moduleCodes } from '../../contract/menus.ts';
import { apiBase, get, post, request } from './request.ts';

export type {
  CatalogDetail,
  CatalogItem,
  CatalogKind,
  CatalogPage,
  ChangeRequest,
  ChangeRequestBody,
  DocFeedback,
  Platform,
  Sheet,
  SortField,
  SurveyBody,
  SurveyDimension,
  SurveyDocType,
  SurveyResult,
  SurveyStatus,
  ToolVersion,
};
/** The search conditions of a list, as the server takes them (tags comma-joined). */
export type CatalogConditions = CatalogConditionsQuery;
export type PageRequest = PageQuery;
export type FeedbackKind = DocFeedbackKind;
export type FeedbackBody = DocFeedbackBody;

/** contract/dcc.ts catalogKinds. */
export const catalogKinds = ['dcc', 'tr', 'pcn', 'tool'] as const satisfies typeof contractKinds;
/** contract/dcc.ts sortFields. */
export const sortFields = ['releasedAt', 'name', 'size', 'version'] as const satisfies typeof contractSortFields;
/** contract/dcc.ts surveyDocTypes. */
export const surveyDocTypes = [
  'datasheet',
  'designGuide',
  'softwareGuide',
  'applicationNote',
  'referenceDesign',
  'other',
] as const satisfies typeof contractDocTypes;
/** contract/dcc.ts surveyDimensions. */
export const surveyDimensions = [
  'completeness',
  'accuracy',
  'timeliness',
  'usability',
] as const satisfies typeof contractDimensions;

/** The page code of each kind (contract/menus.ts moduleCodes, with its download and export codes). */
export const pageCodes: Record<CatalogKind, string> = {
  dcc: moduleCodes.dcc.page,
  tr: moduleCodes.tr.page,
  pcn: moduleCodes.pcn.page,
  tool: moduleCodes.tool.page,
};

const base = (kind: CatalogKind) => `/dccpath/${kind}/file`;
const data = <T>(envelope: { data: T }) => envelope.data;

export const listCatalog = (kind: CatalogKind, params: CatalogConditions & PageRequest, signal?: AbortSignal) =>
  get<CatalogPage>(`${base(kind)}/list`, params, signal).then(data);

/** Quiet: the drawer shows not-found itself (an invisible item is a 404, never a 403). */
export const fetchDetail = (kind: CatalogKind, id: number, signal?: AbortSignal) =>
  request<CatalogDetail>({ method: 'GET', path: `${base(kind)}/detail/${id}`, quiet: true, signal }).then(data);

export const fetchToolVersions = (id: number, signal?: AbortSignal) =>
  get<ToolVersion[]>(`/dccpath/tool/file/versions/${id}`, undefined, signal).then(data);

const countPaths: Record<CatalogKind, string> = {
  dcc: '/dccpath/dcc/file/getNoDownloadCount',
  tr: '/dccpath/tr/file/getNoDownloadTrCount',
  pcn: '/dccpath/pcn/file/getNoDownloadCount',
  tool: '/dccpath/tool/file/getNoDownloadCount',
};
export const fetchNoDownloadCount = (kind: CatalogKind, signal?: AbortSignal) =>
  get<number>(countPaths[kind], undefined, signal).then(data);

/** The address the download manager fetches (it adds the bearer header and Range itself). */
export function downloadUrl(kind: CatalogKind, id: number, versionId?: number): string {
  return `${apiBase}${base(kind)}/download/${id}${versionId ? `?versionId=${versionId}` : ''}`;
}

/** Quiet file calls: the page words the failure (download error, export failed) with the server's reason. */
const fileCall = (path: string, body: unknown) =>
  request({ method: 'POST', path, body, responseType: 'blob', quiet: true });

/** At most 10 ids (413 beyond); videos refused (403). */
export const batchDownload = (kind: CatalogKind, ids: number[]) =>
  fileCall(`${base(kind)}/batchDownload`, { ids } satisfies z.input<typeof batchBody>);

/** xlsx of every row matching the conditions: never a selection (the server refuses `ids`). */
export const exportCatalog = (kind: CatalogKind, conditions: CatalogConditions) =>
  fileCall(`${base(kind)}/export`, conditions);

/** The stamped PDF shown inline: 404 or 403 (no download code) 'No permission to preview', 400 for other kinds. */
export const fetchPreview = (id: number) =>
  request({ method: 'GET', path: `/common/preview/${id}`, responseType: 'blob', quiet: true });

export const fetchSheets = (fileId: number, signal?: AbortSignal) =>
  request<Sheet[]>({ method: 'GET', path: `/common/sheet/${fileId}`, quiet: true, signal }).then(data);

/** The address of a video for <video src>: the server takes the session cookie there. */
export const videoUrl = (fileId: number) => `${apiBase}/common/video/${fileId}`;

// DCC and TR feedback.
export const addFeedback = (kind: FeedbackKind, body: FeedbackBody) => post<Created>(`${base(kind)}/feedback`, body);
export const listFeedback = (kind: FeedbackKind, page: PageRequest, signal?: AbortSignal) =>
  get<Page<DocFeedback>>(`${base(kind)}/feedbackList`, page, signal).then(data);

// The DCC satisfaction survey.
export const fetchSurveyStatus = (signal?: AbortSignal) =>
  get<SurveyStatus>('/dccpath/dcc/survey/status', undefined, signal).then(data);
/** Quiet: 409 (answered this period already) is shown by the page as the status it is. */
export const submitSurvey = (body: SurveyBody) =>
  request<SurveyResult>({ method: 'POST', path: '/dccpath/dcc/survey/submit', body, quiet: true }).then(data);

// Change notices.
export const addChangeRequest = (body: ChangeRequestBody) => post<Created>('/dccpath/pcn/file/changeRequest', body);
/** With an item: the company's requests on that notice; without: the caller's own. */
export const listChangeRequests = (params: ChangeRequestListQuery, signal?: AbortSignal) =>
  get<Page<ChangeRequest>>('/dccpath/pcn/file/changeRequestList', params, signal).then(data);
export const acknowledgeNotice = (id: number) => post<null>(`/dccpath/pcn/file/acknowledge/${id}`);
