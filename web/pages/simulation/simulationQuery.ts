// The screens' addresses (spec §2 spells them) and what each list keeps in its address
// (listParams.ts): filters and sort read back safely, the sort kept by Reset and left out of the
// address at its default.
import { outputRoles, simulationLimits, simulationSortFields, simulationTypes } from '../../api/simulation.ts';
import type { SimulationListQuery } from '../../api/simulation.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';

export const simulationPaths = {
  home: '/simulation',
  add: '/simulation/addTask',
  submissions: '/simulation/MySubmission',
  drafts: '/simulation/DraftList',
  downloads: '/simulation/DownloadList',
  editDraft: (id: number) => `/simulation/DraftList/EditTask?id=${id}`,
  resimulate: (id: number) => `/simulation/MySubmission/ReSimulation?id=${id}`,
};

/** My submissions shows submitted and finished tasks only (drafts have their own list). */
export const listedStatuses = ['submitted', 'finished'] as const;

export const submissionSpec = {
  status: param.oneOf(listedStatuses),
  platformId: param.id,
  projectId: param.id,
  simulationType: param.oneOf(simulationTypes),
  keyword: param.text(simulationLimits.keyword),
  submittedFrom: param.date,
  submittedTo: param.date,
  sortField: param.kept(param.withFallback(param.oneOf(simulationSortFields), 'submittedAt')),
  sortOrder: param.kept(param.withFallback(param.oneOf(['asc', 'desc'] as const), 'desc')),
};
export type SubmissionSpec = typeof submissionSpec;

export const draftSpec = { keyword: param.text(simulationLimits.keyword) };
export const downloadSpec = { keyword: param.text(simulationLimits.keyword), role: param.oneOf(outputRoles) };

/** The filter bar's values: the submission period is one date-range field. */
export type SubmissionFormValues = Omit<
  Filters<SubmissionSpec>,
  'submittedFrom' | 'submittedTo' | 'sortField' | 'sortOrder'
> & { submitted?: RangeValue };

export const toForm = ({
  submittedFrom,
  submittedTo,
  sortField: _sortField,
  sortOrder: _sortOrder,
  ...rest
}: Filters<SubmissionSpec>): SubmissionFormValues => ({ ...rest, submitted: rangeOf(submittedFrom, submittedTo) });

/** The form's values as filters; the sort is not a field of the bar and stays as the headers set it. */
export const fromForm =
  (current: Filters<SubmissionSpec>) =>
  ({ submitted, ...rest }: SubmissionFormValues): Filters<SubmissionSpec> => {
    const [submittedFrom, submittedTo] = daysOf(submitted);
    return { ...rest, submittedFrom, submittedTo, sortField: current.sortField, sortOrder: current.sortOrder };
  };

/** The filters a column header's sort sets: a known field and an order, else the default (newest first). */
export function sortFilters(
  current: Filters<SubmissionSpec>,
  columnKey: string | undefined,
  order: 'asc' | 'desc' | undefined,
): Filters<SubmissionSpec> {
  const field = simulationSortFields.find((f) => f === columnKey);
  if (!order || !field) return { ...current, sortField: 'submittedAt', sortOrder: 'desc' };
  return { ...current, sortField: field, sortOrder: order };
}

export const listParamsOf = (
  request: Filters<SubmissionSpec> & { pageNum: number; pageSize: number },
): SimulationListQuery => request as SimulationListQuery;

/** The ?id= of the address, when it is an id at all. */
export function idOf(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get('id');
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
