// Calls of the engineer's SI/PI simulation console under /admin/simulation/ (staff code
// admin.engineer, server/modules/simulation): the queue, a task, its files, finishing it, and the
// resumable upload of the results and report over tus (./resumableUpload.ts). Shapes come from
// contract/simulation.ts as types only, so its zod schemas stay out of the page chunk; the plain
// constants from contract/simulation-constants.ts.
import type { CappedPage } from '../../contract/codes.ts';
import type { Created } from '../../contract/fields.ts';
import type {
  AdminSimulationListQuery,
  AdminSimulationOptions,
  FinishSimulationBody,
  OutputRole,
  SimulationDetail,
  SimulationFile,
  SimulationRound,
  SimulationRow,
  SimulationStatus,
  SimulationType,
} from '../../contract/simulation.ts';
import { apiBase, get, post, request } from './request.ts';

export {
  hasRoleExtension,
  outputRoles,
  roleExtensions,
  simulationLimits,
  simulationStatuses,
  simulationTypes,
  uploadPaths,
} from '../../contract/simulation-constants.ts';

export type {
  AdminSimulationListQuery,
  FinishSimulationBody,
  OutputRole,
  SimulationDetail,
  SimulationFile,
  SimulationRound,
  SimulationRow,
  SimulationStatus,
  SimulationType,
};

const data = <T>(envelope: { data: T }) => envelope.data;

export const listAdminSimulations = (params: AdminSimulationListQuery, signal?: AbortSignal) =>
  get<CappedPage<SimulationRow>>('/admin/simulation/list', params, signal).then(data);

/** Quiet: the drawer shows not-found itself (a task of another engineer's company is a 404). */
export const fetchAdminSimulation = (id: number, signal?: AbortSignal) =>
  request<SimulationDetail>({ method: 'GET', path: `/admin/simulation/detail/${id}`, quiet: true, signal }).then(data);

/** A file of a task, inputs and outputs alike: the download manager's address. */
export const adminSimulationFileUrl = (fileId: number) => `${apiBase}/admin/simulation/file/${fileId}`;

export const finishSimulation = (id: number, body: FinishSimulationBody) =>
  post<Created>(`/admin/simulation/finish/${id}`, body).then(data);

/** The companies assigned to the engineer, for the queue's company filter. */
export const fetchEngineerCompanies = (signal?: AbortSignal) =>
  get<AdminSimulationOptions>('/admin/simulation/options', undefined, signal).then(
    (envelope) => envelope.data.companies,
  );
