// What the sample-code list keeps in its address (listParams.ts): the filters and the sort, each
// read back safely; the sort is kept by Reset and left out of the address at its default.
import { sampleLimits, sampleSortFields, sampleStatuses } from '../../api/samplecode.ts';
import type { SampleListQuery, SampleSortField } from '../../api/samplecode.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';

export const androidVersions = ['Android 13', 'Android 14', 'Android 15'] as const;

export const sampleSpec = {
  keyword: param.text(sampleLimits.keyword),
  platformId: param.id,
  component: param.text(sampleLimits.component),
  status: param.oneOf(sampleStatuses),
  androidVersion: param.text(sampleLimits.androidVersion),
  sortField: param.kept(param.withFallback(param.oneOf(sampleSortFields), 'releasedAt')),
  sortOrder: param.kept(param.withFallback(param.oneOf(['asc', 'desc'] as const), 'desc')),
};
export type SampleSpec = typeof sampleSpec;

/** The filters a column header's sort sets: a known field and an order, else the default (newest first). */
export function sortFilters(columnKey: string | undefined, order: 'asc' | 'desc' | undefined): Filters<SampleSpec> {
  if (!order || !(sampleSortFields as readonly string[]).includes(columnKey ?? ''))
    return { sortField: 'releasedAt', sortOrder: 'desc' };
  return { sortField: columnKey as SampleSortField, sortOrder: order };
}

/** The list call's parameters from the address's request. */
export const listParamsOf = (
  request: Filters<SampleSpec> & { pageNum: number; pageSize: number },
): SampleListQuery => ({
  ...request,
});

/** The detail's address of a sample. */
export const detailPath = (id: number) => `/samplecode/samplecodeDetail?id=${id}`;
