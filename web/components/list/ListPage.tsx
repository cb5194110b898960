// A whole list in one declaration (the shape of ant-design-pro's ProTable): the state in the
// address (`query`, from useListQuery), the call (`request`), the filter bar (`search`), a toolbar
// and the columns. Lists that need their rows for more than the table (the catalogue's type
// suggestions) compose the parts themselves: useListData, ListSearchForm, ListTable.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ParamSpec } from './listParams.ts';
import { CappedNotice } from './CappedNotice.tsx';
import { ListSearchForm } from './ListSearchForm.tsx';
import type { SearchFormProps } from './ListSearchForm.tsx';
import { ListTable } from './ListTable.tsx';
import type { ListTableProps } from './ListTable.tsx';
import { useListData } from './useListData.ts';
import type { ListDataOptions, ListPageData, ListRequest } from './useListData.ts';
import type { ListQuery } from './useListQuery.ts';

export type ListPageProps<Row extends object, S extends ParamSpec, Values extends object> = Omit<
  ListTableProps<Row, S>,
  'result'
> &
  ListDataOptions & {
    /** The list's cache prefix: invalidating it after a change reloads the list. */
    queryKey: QueryKey;
    request: ListRequest<ListQuery<S>['request'], ListPageData<Row>>;
    /** The filter bar: its fields, and the mapping between filters and fields where they differ. */
    search?: Omit<SearchFormProps<S, Values>, 'query'>;
    /** Between the filter bar and the table (batch actions, a count of the selection). */
    toolbar?: ReactNode;
    /** The notice when the count stopped at its cap (the page's `capped`): more than `count` match. */
    cappedNotice?: (count: string) => string;
  };

export function ListPage<Row extends object, S extends ParamSpec, Values extends object = object>({
  query,
  queryKey,
  request,
  enabled,
  staleTime,
  search,
  toolbar,
  cappedNotice,
  ...table
}: ListPageProps<Row, S, Values>) {
  const result = useListData(queryKey, query.request, request, { enabled, staleTime });
  return (
    <>
      {search ? <ListSearchForm<S, Values> query={query} {...search} /> : null}
      {toolbar}
      {cappedNotice ? (
        <CappedNotice data={result.data as ListPageData<Row> & { capped?: boolean }} text={cappedNotice} />
      ) : null}
      <ListTable<Row, S> query={query} result={result} {...table} />
    </>
  );
}
