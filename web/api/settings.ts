// Calls of the staff console's settings under /admin/settings/ (server/modules/settings) and the
// public read of the current disclaimers. Shapes come from contract/settings.ts as types only: its
// zod schemas stay out of the page chunks, so the few constants the page needs are declared here
// again, checked against the contract by `satisfies`.
import type {
  Disclaimers,
  Display,
  DocumentBody,
  DocumentHistory,
  DocumentKind,
  DocumentVersion,
  Maintenance,
  Published,
  documentKinds as contractKinds,
  settingsMax as contractMax,
} from '../../contract/settings.ts';
import { get, put, post } from './request.ts';

export type { Disclaimers, Display, DocumentBody, DocumentHistory, DocumentKind, DocumentVersion, Maintenance };

export const documentKinds = ['nda', 'disclaimers', 'aiDisclaimer'] as const satisfies typeof contractKinds;
export const settingsMax = {
  label: 32,
  title: 100,
  content: 20_000,
  versions: 999,
} as const satisfies typeof contractMax;
/** contract/settings.ts documentLabelPattern, again (the contract module brings zod along). */
export const documentLabelPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const data = <T>(envelope: { data: T }): T => envelope.data;
const base = '/admin/settings';

export const fetchMaintenance = (signal?: AbortSignal) =>
  get<Maintenance>(`${base}/maintenance`, undefined, signal).then(data);
export const saveMaintenance = (body: Maintenance) => put<Maintenance>(`${base}/maintenance`, body).then(data);

export const fetchDisplay = (signal?: AbortSignal) => get<Display>(`${base}/display`, undefined, signal).then(data);
export const saveDisplay = (body: Display) => put<Display>(`${base}/display`, body).then(data);

export const fetchDocumentHistory = (kind: DocumentKind, signal?: AbortSignal) =>
  get<DocumentHistory>(`${base}/documents/${kind}`, undefined, signal).then(data);
export const publishDocument = (kind: DocumentKind, body: DocumentBody) =>
  post<Published>(`${base}/documents/${kind}`, body).then(data);

/** The current disclaimers in the language of the request (public: the footer shows them to anyone). */
export const fetchDisclaimers = (signal?: AbortSignal) =>
  get<Disclaimers>('/common/common/disclaimers', undefined, signal).then(data);
