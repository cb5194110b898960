// A catalogue list's parameters in the address, declared once for the list block
// (list/listParams.ts), and what the block does not do for it: the sort written as a pair, and
// the conditions as the server takes them (tags comma-joined, the flag as 'true', the sort always
// named) — for the list call and for export.
import { catalogKinds, sortFields } from '../../api/dcc.ts';
import type { CatalogConditions, CatalogKind, PageRequest, SortField } from '../../api/dcc.ts';
import { param } from '../list/listParams.ts';
import type { Filters } from '../list/listParams.ts';

export const defaultSort = { sortField: 'releasedAt', sortOrder: 'desc' } as const;
export type CatalogSort = { sortField: SortField; sortOrder: 'asc' | 'desc' };

// Limits as the server's conditions (contract/dcc.ts catalogConditions): a longer value in a
// hand-edited address is no filter rather than a refused call.
function specOf(kinds: readonly CatalogKind[]) {
  return {
    kind: param.oneOf(kinds),
    keyword: param.text(100),
    platformId: param.id,
    type: param.text(100),
    tags: param.words,
    language: param.oneOf(['zh', 'en'] as const),
    osVersion: param.text(50),
    releaseFrom: param.date,
    releaseTo: param.date,
    notDownloaded: param.flag,
    // The sort is written both or neither (sortField=size&sortOrder=desc), so neither half has a
    // fallback of its own that would drop it from the address: sortOf supplies the default.
    sortField: param.kept(param.oneOf(sortFields)),
    sortOrder: param.kept(param.oneOf(['asc', 'desc'] as const)),
  };
}

/** The download centre's list: the four modules, filtered by module too. */
export const centreSpec = specOf(catalogKinds);
/** A module's own list: `kind` is never read from its address. */
export const moduleSpec = specOf([]);
export type CatalogSpec = typeof centreSpec;
export type CatalogFilters = Filters<CatalogSpec>;

/** The sort the list is in: the address's, else newest first. */
export function sortOf(filters: CatalogFilters): CatalogSort {
  return {
    sortField: filters.sortField ?? defaultSort.sortField,
    sortOrder: filters.sortOrder ?? defaultSort.sortOrder,
  };
}

/** A column header's sort as the list's filters: a cleared sort and the default leave the address. */
export function sortFilters(
  columnKey: string | undefined,
  order: 'asc' | 'desc' | undefined,
): Pick<CatalogFilters, 'sortField' | 'sortOrder'> {
  const field = sortFields.find((name) => name === columnKey);
  const sort = order && field ? { sortField: field, sortOrder: order } : defaultSort;
  return sort.sortField === defaultSort.sortField && sort.sortOrder === defaultSort.sortOrder
    ? { sortField: undefined, sortOrder: undefined }
    : sort;
}

/** The search conditions alone: what export follows (never a selection, spec §8). */
export function conditionsOf(filters: CatalogFilters): CatalogConditions {
  const sort = sortOf(filters);
  return {
    keyword: filters.keyword,
    platformId: filters.platformId,
    type: filters.type,
    tags: filters.tags?.length ? filters.tags.join(',') : undefined,
    language: filters.language,
    osVersion: filters.osVersion,
    releaseFrom: filters.releaseFrom,
    releaseTo: filters.releaseTo,
    notDownloaded: filters.notDownloaded ? 'true' : undefined,
    sortField: sort.sortField,
    sortOrder: sort.sortOrder,
  };
}

/** Conditions, page, and (in the centre) the module: the list call's parameters. */
export function listParamsOf(
  request: CatalogFilters & PageRequest,
): CatalogConditions & PageRequest & { kind?: CatalogKind } {
  const params = { ...conditionsOf(request), pageNum: request.pageNum, pageSize: request.pageSize, kind: request.kind };
  // Without the undefined keys: the list's cache key stays stable.
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as typeof params;
}
