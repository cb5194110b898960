// What the review list keeps in its address (listParams.ts): its filters and the sort, each read
// back safely; the sort is kept by Reset and left out of the address at its default. The detail's
// and the other screens' addresses, one place for all of them.
import { reviewLimits, reviewProgresses, reviewResults, reviewSortFields, reviewTypes } from '../../api/review.ts';
import type { ReviewListQuery } from '../../api/review.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';

export const resultFilters = [...reviewResults, 'open'] as const;

/** The function code that submits and changes reviews (the server's routes need it too). */
export const createCode = 'review.create';

export const reviewSpec = {
  reviewType: param.oneOf(reviewTypes),
  projectId: param.id,
  platformId: param.id,
  keyword: param.text(reviewLimits.keyword),
  progress: param.oneOf(reviewProgresses),
  result: param.oneOf(resultFilters),
  submittedFrom: param.date,
  submittedTo: param.date,
  updatedFrom: param.date,
  updatedTo: param.date,
  sortField: param.kept(param.withFallback(param.oneOf(reviewSortFields), 'createdAt')),
  sortOrder: param.kept(param.withFallback(param.oneOf(['asc', 'desc'] as const), 'desc')),
};
export type ReviewSpec = typeof reviewSpec;

/** The filter bar's values: the two periods are one date-range field each. */
export type ReviewFormValues = Omit<
  Filters<ReviewSpec>,
  'submittedFrom' | 'submittedTo' | 'updatedFrom' | 'updatedTo' | 'sortField' | 'sortOrder'
> & { submitted?: RangeValue; updated?: RangeValue };

export const toForm = ({
  submittedFrom,
  submittedTo,
  updatedFrom,
  updatedTo,
  sortField: _sortField,
  sortOrder: _sortOrder,
  ...rest
}: Filters<ReviewSpec>): ReviewFormValues => ({
  ...rest,
  submitted: rangeOf(submittedFrom, submittedTo),
  updated: rangeOf(updatedFrom, updatedTo),
});

/** The form's values as filters; the sort is not a field of the bar and stays as the headers set it. */
export const fromForm =
  (current: Filters<ReviewSpec>) =>
  ({ submitted, updated, ...rest }: ReviewFormValues): Filters<ReviewSpec> => {
    const [submittedFrom, submittedTo] = daysOf(submitted);
    const [updatedFrom, updatedTo] = daysOf(updated);
    return {
      ...rest,
      submittedFrom,
      submittedTo,
      updatedFrom,
      updatedTo,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
    };
  };

/** The filters a column header's sort sets: a known field and an order, else the default (newest first). */
export function sortFilters(
  current: Filters<ReviewSpec>,
  columnKey: string | undefined,
  order: 'asc' | 'desc' | undefined,
): Filters<ReviewSpec> {
  const field = reviewSortFields.find((f) => f === columnKey);
  if (!order || !field) return { ...current, sortField: 'createdAt', sortOrder: 'desc' };
  return { ...current, sortField: field, sortOrder: order };
}

export const listParamsOf = (request: Filters<ReviewSpec> & { pageNum: number; pageSize: number }): ReviewListQuery =>
  request as ReviewListQuery;

/** The screens' addresses (spec §2 spells them). */
export const reviewPaths = {
  list: '/review',
  add: '/review/reviewAdd',
  edit: (id: number) => `/review/reviewEdit?id=${id}`,
  detail: (id: number) => `/review/ReviewDetail?id=${id}`,
  interact: (id: number) => `/review/ReviewInteract?id=${id}`,
  repeat: (id: number) => `/review/ReviewRepeat?id=${id}`,
};

/** The ?id= of the address, when it is an id at all. */
export function idOf(searchParams: URLSearchParams): number | null {
  const id = Number(searchParams.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
