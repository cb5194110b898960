// What the operator list keeps in its address (listParams.ts): the filters, the sort and the view
// (table or matrix, the same filters for both). The view and the sort are kept by Reset.
import { certStates, operatorMax, operatorSortFields } from '../../../contract/operator-constants.ts';
import type { OperatorSortField } from '../../../contract/operator-constants.ts';
import type { OperatorExportBody, OperatorListQuery } from '../../api/operator.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';

export const operatorViews = ['table', 'matrix'] as const;
export type OperatorView = (typeof operatorViews)[number];

export const operatorSpec = {
  country: param.text(operatorMax.country),
  platformId: param.id,
  operator: param.text(operatorMax.operator),
  pdt: param.text(operatorMax.pdt),
  volte: param.oneOf(certStates),
  vowifi: param.oneOf(certStates),
  os: param.text(operatorMax.os),
  sortField: param.kept(param.withFallback(param.oneOf(operatorSortFields), 'country')),
  sortOrder: param.kept(param.withFallback(param.oneOf(['asc', 'desc'] as const), 'asc')),
  view: param.kept(param.withFallback(param.oneOf(operatorViews), 'table')),
};
export type OperatorSpec = typeof operatorSpec;
type Request = Filters<OperatorSpec> & { pageNum: number; pageSize: number };

/** The filters a column header's sort sets: a known field and an order, else the default (by country). */
export function sortFilters(columnKey: string | undefined, order: 'asc' | 'desc' | undefined): Filters<OperatorSpec> {
  if (!order || !(operatorSortFields as readonly string[]).includes(columnKey ?? ''))
    return { sortField: 'country', sortOrder: 'asc' };
  return { sortField: columnKey as OperatorSortField, sortOrder: order };
}

/** The list or matrix call's parameters: the address's request without the view. */
export function listParamsOf(request: Request): OperatorListQuery {
  const { view: _view, ...rest } = request;
  return rest;
}

/** The export's conditions: the filters and sort, without the view and the page. */
export function exportConditionsOf(request: Request): OperatorExportBody {
  const { view: _view, pageNum: _pageNum, pageSize: _pageSize, ...rest } = request;
  return rest;
}
