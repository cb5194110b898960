// What the patch list keeps in its address (listParams.ts): the filters and the sort, each read
// back safely; the sort is kept by Reset and left out of the address at its default. The tab of
// the page (list, my merges, my downloads) stays beside them.
import { patchLimits, patchSortFields, patchStatuses } from '../../api/patch.ts';
import type { PatchSortField } from '../../api/patch.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';

export const yesNo = ['true', 'false'] as const;

export const patchSpec = {
  keyword: param.text(patchLimits.keyword),
  platformId: param.id,
  security: param.oneOf(yesNo),
  mustMerge: param.oneOf(yesNo),
  merged: param.oneOf(yesNo),
  status: param.oneOf(patchStatuses),
  releaseFrom: param.date,
  releaseTo: param.date,
  sortField: param.kept(param.withFallback(param.oneOf(patchSortFields), 'releasedAt')),
  sortOrder: param.kept(param.withFallback(param.oneOf(['asc', 'desc'] as const), 'desc')),
};
export type PatchSpec = typeof patchSpec;

/** The filters a column header's sort sets: a known field and an order, else the default (newest first). */
export function sortFilters(columnKey: string | undefined, order: 'asc' | 'desc' | undefined): Filters<PatchSpec> {
  if (!order || !(patchSortFields as readonly string[]).includes(columnKey ?? ''))
    return { sortField: 'releasedAt', sortOrder: 'desc' };
  return { sortField: columnKey as PatchSortField, sortOrder: order };
}

const patchTabs = ['list', 'merges', 'downloads'] as const;
type PatchTab = (typeof patchTabs)[number];
export const tabOf = (raw: string | null): PatchTab =>
  (patchTabs as readonly string[]).includes(raw ?? '') ? (raw as PatchTab) : 'list';

/** Seconds the merge result stays open before it closes by itself (spec §9: a countdown in seconds). */
export const mergeResultSeconds = 5;
