// Calls of the engineers' work queues under /admin/queues/ (server/modules/queues). Shapes come from
// contract/queues.ts as types only: its zod schemas stay out of the page chunk, so the few constants
// the page needs are declared here again, checked against the contract by `satisfies`.
import type {
  QueueAction,
  QueueCompany,
  QueueCounts,
  QueueDetail,
  QueueItem,
  QueueKind,
  QueueListQuery,
  QueueState,
  queueKinds as contractKinds,
  queueMax as contractMax,
  queueStates as contractStates,
} from '../../contract/queues.ts';
import type { Page } from '../../contract/codes.ts';
import { get, post, request } from './request.ts';

export type { QueueAction, QueueCompany, QueueCounts, QueueDetail, QueueItem, QueueKind, QueueState };

export const queueKinds = [
  'pcnRequest',
  'docFeedback',
  'survey',
  'homeFeedback',
  'articleComment',
] as const satisfies typeof contractKinds;
export const queueStates = ['open', 'replied', 'closed'] as const satisfies typeof contractStates;
export const queueMax = { reply: 2000, keyword: 100 } as const satisfies typeof contractMax;

const data = <T>(envelope: { data: T }): T => envelope.data;
const base = '/admin/queues';

export const fetchQueueCounts = (signal?: AbortSignal) =>
  get<QueueCounts>(`${base}/counts`, undefined, signal).then(data);

export const fetchQueueCompanies = (signal?: AbortSignal) =>
  get<QueueCompany[]>(`${base}/companies`, undefined, signal).then(data);

export const listQueue = (kind: QueueKind, params: QueueListQuery, signal?: AbortSignal) =>
  get<Page<QueueItem>>(`${base}/${kind}/list`, params, signal).then(data);

/** Quiet: the drawer itself says when the item is not there (404) or could not be loaded. */
export const fetchQueueItem = (kind: QueueKind, id: number, signal?: AbortSignal) =>
  request<QueueDetail>({ method: 'GET', path: `${base}/${kind}/${id}`, signal, quiet: true }).then(data);

export const replyToQueueItem = (kind: QueueKind, id: number, reply: string) =>
  post<null>(`${base}/${kind}/reply/${id}`, { reply }).then(data);

export const closeQueueItem = (kind: QueueKind, id: number) => post<null>(`${base}/${kind}/close/${id}`).then(data);
