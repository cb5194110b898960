// Calls of sample code (M06) and its staff console (admin.publish): server/modules/samplecode.
// Shapes come from contract/samplecode.ts as types only: its zod schemas stay out of the page
// chunks, so the constants the pages need are declared here again, checked by `satisfies`.
import type {
  AdminSample,
  AdminSampleListQuery,
  AdminSamplePage,
  Sample,
  SampleAction,
  SampleBody,
  SampleListQuery,
  SamplePage,
  SampleSortField,
  SampleState,
  SampleStatus,
  sampleSortFields as contractSortFields,
  sampleStates as contractStates,
  sampleStatuses as contractStatuses,
  sampleLimits as contractLimits,
} from '../../contract/samplecode.ts';
import type { Created } from '../../contract/fields.ts';
import type { StoredFileInfo } from '../../contract/files.ts';
import { apiBase, get, post, put, request } from './request.ts';

export type {
  AdminSample,
  AdminSampleListQuery,
  Sample,
  SampleAction,
  SampleBody,
  SampleListQuery,
  SampleSortField,
  SampleState,
  SampleStatus,
  StoredFileInfo,
};

/** contract/samplecode.ts sampleStatuses. */
export const sampleStatuses = ['verified', 'testing', 'deprecated'] as const satisfies typeof contractStatuses;
/** contract/samplecode.ts sampleStates. */
export const sampleStates = ['draft', 'released', 'withdrawn'] as const satisfies typeof contractStates;
/** contract/samplecode.ts sampleSortFields. */
export const sampleSortFields = ['releasedAt', 'name', 'version'] as const satisfies typeof contractSortFields;
/** contract/samplecode.ts sampleLimits. */
export const sampleLimits = {
  bugId: 40,
  name: 120,
  description: 2000,
  version: 40,
  apVersion: 60,
  component: 60,
  androidVersion: 40,
  kernelVersion: 40,
  note: 1000,
  keywords: 200,
  keyword: 100,
} as const satisfies typeof contractLimits;

const data = <T>(envelope: { data: T }) => envelope.data;

export const listSamples = (params: SampleListQuery, signal?: AbortSignal) =>
  get<SamplePage>('/common/samplecode/list', params, signal).then(data);

/** Quiet: the detail page shows not-found itself (an invisible sample is a 404, never a 403). */
export const fetchSample = (id: number, signal?: AbortSignal) =>
  request<Sample>({ method: 'GET', path: `/common/samplecode/detail/${id}`, quiet: true, signal }).then(data);

/** The address the download manager fetches (it adds the bearer header and Range itself). */
export const sampleDownloadUrl = (id: number) => `${apiBase}/common/samplecode/download/${id}`;

export const listAdminSamples = (params: AdminSampleListQuery, signal?: AbortSignal) =>
  get<AdminSamplePage>('/admin/samplecode/list', params, signal).then(data);
export const fetchAdminSample = (id: number, signal?: AbortSignal) =>
  get<AdminSample>(`/admin/samplecode/detail/${id}`, undefined, signal).then(data);
export const createSample = (body: SampleBody) => post<Created>('/admin/samplecode/add', body).then(data);
export const editSample = (id: number, body: SampleBody) => put<null>(`/admin/samplecode/edit/${id}`, body);
/** 409 when the sample's state does not allow it; 400 releasing a sample without a package. */
export const changeSampleState = (action: SampleAction, id: number) => post<null>(`/admin/samplecode/${action}/${id}`);
/** The package is uploaded first (POST /common/file/upload), then named by its fileId. */
export const uploadPath = '/common/file/upload';
