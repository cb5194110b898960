// Calls of SI/PI simulation (M13) under /applypath/simulation/ (server/modules/simulation). Shapes
// come from contract/simulation.ts as types only, so its zod schemas stay out of the page chunks;
// the plain constants come from contract/simulation-constants.ts, which holds no zod.
import type {
  DraftBody,
  DraftListQuery,
  FileRole,
  InputRole,
  OutputRole,
  PcbUnit,
  ResimulateBody,
  SimulationDetail,
  SimulationDownloadQuery,
  SimulationDownloadRow,
  SimulationFile,
  SimulationListQuery,
  SimulationOptions,
  SimulationRound,
  SimulationRow,
  SimulationStatus,
  SimulationType,
  SubmitBody,
} from '../../contract/simulation.ts';
export {
  fileIdHeader,
  fileShaHeader,
  hasRoleExtension,
  inputRoles,
  layerCounts,
  outputRoles,
  pcbUnits,
  roleExtensions,
  simulationLimits,
  simulationSortFields,
  simulationStatuses,
  simulationTypes,
  uploadPaths,
} from '../../contract/simulation-constants.ts';
import type { CappedPage, Page } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import { apiBase, del, get, post, put, request } from './request.ts';

export type {
  DraftBody,
  FileRole,
  InputRole,
  OutputRole,
  PcbUnit,
  ResimulateBody,
  SimulationDetail,
  SimulationDownloadQuery,
  SimulationDownloadRow,
  SimulationFile,
  SimulationListQuery,
  SimulationRound,
  SimulationRow,
  SimulationStatus,
  SimulationType,
  SubmitBody,
};

/** The function code that writes (draft, submit, re-simulate, upload); reads need M13 only. */
export const submitCode = 'simulation.submit';

const data = <T>(envelope: { data: T }) => envelope.data;
const base = '/applypath/simulation';

export const fetchSimulationOptions = (signal?: AbortSignal) =>
  get<SimulationOptions>(`${base}/options`, undefined, signal).then(data);
export const listSimulations = (params: SimulationListQuery, signal?: AbortSignal) =>
  get<CappedPage<SimulationRow>>(`${base}/list`, params, signal).then(data);
export const listDrafts = (params: DraftListQuery, signal?: AbortSignal) =>
  get<Page<SimulationRow>>(`${base}/drafts`, params, signal).then(data);
export const listSimulationDownloads = (params: SimulationDownloadQuery, signal?: AbortSignal) =>
  get<Page<SimulationDownloadRow>>(`${base}/downloads`, params, signal).then(data);

/** Quiet: the page shows not-found itself (an invisible task is a 404, never a 403). */
export const fetchSimulation = (id: number, signal?: AbortSignal) =>
  request<SimulationDetail>({ method: 'GET', path: `${base}/detail/${id}`, quiet: true, signal }).then(data);

/** A file of a task (inputs and outputs alike), for the download manager. */
export const simulationFileUrl = (fileId: number) => `${apiBase}${base}/file/${fileId}`;

export const createDraft = (body: DraftBody) => post<Created>(`${base}/draft`, body).then(data);
export const updateDraft = (id: number, body: DraftBody) => put<Created>(`${base}/draft/${id}`, body).then(data);
export const deleteDraft = (id: number) => del<Created>(`${base}/draft/${id}`).then(data);
export const submitSimulation = (body: SubmitBody) => post<Created>(`${base}/submit`, body).then(data);
export const resimulate = (id: number, body: ResimulateBody) =>
  post<Created>(`${base}/resimulate/${id}`, body).then(data);
