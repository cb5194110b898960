// The table of a list (UI.md): the rows of the current page, the pager writing the address, the
// loading state while a page comes, and three empty states — nothing yet, nothing for these
// filters (with Reset), and a failed load (with Retry). Before the first answer the table says
// nothing under its spinner: "nothing for these filters" and its Reset would be a guess. Rows that
// answer other conditions than the address's — the last page kept while the next loads, or a search
// the router has not shown yet — stay only under the spinner, never as the answer to the new ones.
import type { ReactNode } from 'react';
import { Button, Empty, Table } from 'antd';
import type { TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { listPagination } from './listPagination.ts';
import type { ListQuery } from './useListQuery.ts';
import type { ListPageData } from './useListData.ts';
import type { ParamSpec } from './listParams.ts';

export type ListTableProps<Row extends object, S extends ParamSpec> = Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'locale'
> & {
  /** Spinning although nothing is fetched (the page waits to know it may ask); default: while fetching. */
  loading?: boolean;
  query: ListQuery<S>;
  result: UseQueryResult<ListPageData<Row>>;
  /** What the empty table says: with no filters, and (if different) with filters set. */
  empty: string;
  emptyFiltered?: string;
  /** Under the text of the empty list without filters: where its rows come from (a link). */
  emptyExtra?: ReactNode;
  /** Shown when the page failed to load (default: common.listLoadError). */
  loadError?: string;
  /** A sort change from a column header; without it header sorting is the page's own affair. */
  onSort?: (columnKey: string | undefined, order: 'asc' | 'desc' | undefined) => void;
};

const staleStyles = { body: { row: { opacity: 0.45 } } };

export function ListTable<Row extends object, S extends ParamSpec>({
  query,
  result,
  empty,
  emptyFiltered,
  emptyExtra,
  loadError,
  onSort,
  onChange,
  loading,
  rowKey = 'id',
  size = 'middle',
  ...table
}: ListTableProps<Row, S>) {
  const { t } = useTranslation();
  const stale = query.pending || result.isPlaceholderData;
  const busy = (loading ?? result.isFetching) || stale;
  const emptyText: ReactNode = result.isPending ? (
    <div style={{ minHeight: 96 }} />
  ) : result.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loadError ?? t('common.listLoadError')}>
      <Button onClick={() => void result.refetch()}>{t('common.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.filtered ? (emptyFiltered ?? empty) : empty}>
      {query.filtered && emptyFiltered ? <Button onClick={query.reset}>{t('common.reset')}</Button> : null}
      {query.filtered ? null : emptyExtra}
    </Empty>
  );
  return (
    <Table<Row>
      rowKey={rowKey}
      size={size}
      dataSource={result.data?.list ?? []}
      loading={busy}
      // In the commit that makes them stale (antd's spinner follows a task later): the rows dimmed
      // and the table busy for assistive technology.
      aria-busy={busy}
      styles={stale ? staleStyles : undefined}
      locale={{ emptyText }}
      pagination={listPagination(t, query, result.data?.total ?? 0)}
      onChange={(pagination, filters, sorter, extra) => {
        if (extra.action === 'sort' && onSort) {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
          onSort(order && one?.columnKey !== undefined ? String(one.columnKey) : undefined, order);
        } else if (extra.action === 'paginate') {
          query.page(pagination.current ?? 1, pagination.pageSize ?? query.pageSize);
        }
        onChange?.(pagination, filters, sorter, extra);
      }}
      {...table}
    />
  );
}
