// Calls of training (M10, server/modules/train): the company's applications, the on-shelf
// courses with their courseware, public courses and their enrolment; the staff console
// (admin.publish). Shapes come from contract/train.ts as types only: its zod schemas stay out of
// the page chunks, so the constants the pages need are declared here again, checked by `satisfies`.
import type { Page } from '../../contract/codes.ts';
import type { Sheet } from '../../contract/dcc.ts';
import type { Created } from '../../contract/fields.ts';
import type {
  AdminCourse,
  AdminCourseDetail,
  AdminCourseListQuery,
  AdminOpenClass,
  AdminTrain,
  AdminTrainAction,
  AdminTrainDetail,
  AdminTrainListQuery,
  AdminTrainMoveBody,
  AdminTrainOptions,
  CourseBody,
  Courseware,
  CoursewareViewer,
  EnrolmentAction,
  EnrolmentState,
  OpenClass,
  OpenClassBody,
  OpenClassDetail,
  OpenClassListQuery,
  ShelfAction,
  ShelfCourse,
  ShelfCourseDetail,
  ShelfListQuery,
  Train,
  TrainBody,
  TrainDetail,
  TrainEditBody,
  TrainEvent,
  TrainFeedbackBody,
  TrainListQuery,
  TrainStatus,
  adminTrainActions as contractAdminActions,
  adminTrainMoves as contractAdminMoves,
  customerMoves as contractCustomerMoves,
  enrolmentStates as contractEnrolmentStates,
  trainLimits as contractLimits,
  trainStatuses as contractStatuses,
} from '../../contract/train.ts';
import { apiBase, get, post, put, request } from './request.ts';

export type {
  AdminCourse,
  AdminCourseDetail,
  AdminCourseListQuery,
  AdminOpenClass,
  AdminTrain,
  AdminTrainAction,
  AdminTrainDetail,
  AdminTrainListQuery,
  AdminTrainMoveBody,
  AdminTrainOptions,
  CourseBody,
  Courseware,
  CoursewareViewer,
  EnrolmentAction,
  EnrolmentState,
  OpenClass,
  OpenClassBody,
  OpenClassDetail,
  OpenClassListQuery,
  ShelfAction,
  ShelfCourse,
  ShelfCourseDetail,
  ShelfListQuery,
  Train,
  TrainBody,
  TrainDetail,
  TrainEditBody,
  TrainEvent,
  TrainFeedbackBody,
  TrainListQuery,
  TrainStatus,
};

/** contract/train.ts trainStatuses. */
export const trainStatuses = [
  'toBeConfirmed',
  'confirmed',
  'pendingFeedback',
  'finished',
  'canceled',
] as const satisfies typeof contractStatuses;
/** contract/train.ts enrolmentStates. */
export const enrolmentStates = ['enrolling', 'ended'] as const satisfies typeof contractEnrolmentStates;
/** contract/train.ts adminTrainActions. */
export const adminTrainActions = [
  'confirm',
  'schedule',
  'finish',
  'cancel',
] as const satisfies typeof contractAdminActions;
/** contract/train.ts adminTrainMoves: the states each staff move starts from. */
export const adminTrainMoves = {
  confirm: { from: ['toBeConfirmed'], to: 'confirmed' },
  schedule: { from: ['confirmed'], to: 'confirmed' },
  finish: { from: ['confirmed'], to: 'pendingFeedback' },
  cancel: { from: ['toBeConfirmed', 'confirmed'], to: 'canceled' },
} as const satisfies typeof contractAdminMoves;
/** contract/train.ts customerMoves: what the customer may do in which state. */
export const customerMoves = {
  edit: ['toBeConfirmed'],
  cancel: ['toBeConfirmed'],
  feedback: ['pendingFeedback'],
} as const satisfies typeof contractCustomerMoves;
/** contract/train.ts trainLimits. */
export const trainLimits = {
  keyword: 100,
  courseName: 120,
  address: 200,
  contactName: 50,
  description: 2000,
  postscript: 1000,
  comment: 1000,
  note: 500,
  attendeesMax: 500,
  scoreMax: 10,
  courseware: 20,
} as const satisfies typeof contractLimits;

/** contract/train.ts isPositiveInteger: a whole number ≥ 1, typed as digits only (spec §5). */
export const isPositiveInteger = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isInteger(value) && value >= 1
    : typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value) >= 1;
export const positiveIntegerKey = 'common.note.positiveInt';

export const may = (move: keyof typeof customerMoves, status: TrainStatus) =>
  (customerMoves[move] as readonly TrainStatus[]).includes(status);

const data = <T>(envelope: { data: T }) => envelope.data;
const base = '/applypath/train';

// ---- Applications ----
export const listTrains = (params: TrainListQuery, signal?: AbortSignal) =>
  get<Page<Train>>(`${base}/list`, params, signal).then(data);
/** Quiet: the page shows not-found itself (another company's application is a 404). */
export const fetchTrain = (id: number, signal?: AbortSignal) =>
  request<TrainDetail>({ method: 'GET', path: `${base}/detail/${id}`, quiet: true, signal }).then(data);
export const fetchPendingFeedbackCount = (signal?: AbortSignal) =>
  get<{ pendingFeedback: number }>(`${base}/getPendingFeedbackCount`, undefined, signal).then(data);
export const applyForTraining = (body: TrainBody) => post<Created>(`${base}/add`, body).then(data);
export const editTraining = (body: TrainEditBody) => put<Created>(`${base}/edit`, body).then(data);
/** 409 unless still to be confirmed. */
export const cancelTraining = (id: number) => post<null>(`${base}/cancel/${id}`);
/** 409 unless pending feedback. */
export const scoreTraining = (id: number, body: TrainFeedbackBody) => post<null>(`${base}/feedback/${id}`, body);

// ---- On-shelf courses and courseware ----
export const listShelfCourses = (params: ShelfListQuery, signal?: AbortSignal) =>
  get<Page<ShelfCourse>>(`${base}/shelf/list`, params, signal).then(data);
export const fetchShelfCourse = (id: number, signal?: AbortSignal) =>
  request<ShelfCourseDetail>({ method: 'GET', path: `${base}/shelf/detail/${id}`, quiet: true, signal }).then(data);
/** The stamped PDF shown inline (404: not the caller's courseware). */
export const fetchCoursewarePreview = (fileId: number) =>
  request({ method: 'GET', path: `${base}/courseware/preview/${fileId}`, responseType: 'blob', quiet: true });
export const fetchCoursewareSheets = (fileId: number, signal?: AbortSignal) =>
  request<Sheet[]>({ method: 'GET', path: `${base}/courseware/sheet/${fileId}`, quiet: true, signal }).then(data);
/** For <video src>: the server takes the session cookie there. */
export const coursewareVideoUrl = (fileId: number) => `${apiBase}${base}/courseware/video/${fileId}`;
/** Where a courseware file opens: the viewer pages of spec §2 (a PDF opens in the preview dialog). */
export const coursewareViewerPath = (file: Pick<Courseware, 'fileId' | 'name' | 'viewer'>): string | null => {
  const query = `?fileId=${file.fileId}&name=${encodeURIComponent(file.name)}`;
  if (file.viewer === 'video') return `/trainVideo${query}`;
  if (file.viewer === 'sheet') return `/trainExcel${query}`;
  return null;
};

// ---- Public courses ----
export const listOpenClasses = (params: OpenClassListQuery, signal?: AbortSignal) =>
  get<Page<OpenClass>>(`${base}/openClass/list`, params, signal).then(data);
export const fetchOpenClass = (id: number, signal?: AbortSignal) =>
  request<OpenClassDetail>({ method: 'GET', path: `${base}/openClass/detail/${id}`, quiet: true, signal }).then(data);
/** 409 with the server's message: enrolment ended, full, or enrolled already. */
export const enrolOpenClass = (id: number) => post<OpenClassDetail>(`${base}/openClass/enroll/${id}`).then(data);
export const cancelEnrolment = (id: number) => post<OpenClassDetail>(`${base}/openClass/cancelEnroll/${id}`).then(data);

// ---- Staff ----
export const fetchAdminTrainOptions = (signal?: AbortSignal) =>
  get<AdminTrainOptions>('/admin/train/options', undefined, signal).then(data);
export const listAdminTrains = (params: AdminTrainListQuery, signal?: AbortSignal) =>
  get<Page<AdminTrain>>('/admin/train/list', params, signal).then(data);
export const fetchAdminTrain = (id: number, signal?: AbortSignal) =>
  get<AdminTrainDetail>(`/admin/train/detail/${id}`, undefined, signal).then(data);
/** 409 when the application's state does not allow the move; schedule needs a time. */
export const moveAdminTrain = (action: AdminTrainAction, id: number, body: AdminTrainMoveBody) =>
  post<null>(`/admin/train/${action}/${id}`, body);
export const listAdminCourses = (params: AdminCourseListQuery, signal?: AbortSignal) =>
  get<Page<AdminCourse>>('/admin/train/course/list', params, signal).then(data);
export const fetchAdminCourse = (id: number, signal?: AbortSignal) =>
  get<AdminCourseDetail>(`/admin/train/course/detail/${id}`, undefined, signal).then(data);
export const addCourse = (body: CourseBody) => post<Created>('/admin/train/course/add', body).then(data);
export const editCourse = (id: number, body: CourseBody) =>
  put<Created>(`/admin/train/course/edit/${id}`, body).then(data);
export const shelveCourse = (action: ShelfAction, id: number) => post<Created>(`/admin/train/course/${action}/${id}`);
export const listAdminOpenClasses = (params: { pageNum: number; pageSize: number }, signal?: AbortSignal) =>
  get<Page<AdminOpenClass>>('/admin/train/openClass/list', params, signal).then(data);
export const addOpenClass = (body: OpenClassBody) => post<Created>('/admin/train/openClass/add', body).then(data);
export const editOpenClass = (id: number, body: OpenClassBody) =>
  put<Created>(`/admin/train/openClass/edit/${id}`, body).then(data);
export const moveEnrolment = (action: EnrolmentAction, id: number) =>
  post<Created>(`/admin/train/openClass/${action}/${id}`);
/** Courseware is uploaded first (POST /common/file/upload), then named by its fileId. */
export const uploadPath = '/common/file/upload';
