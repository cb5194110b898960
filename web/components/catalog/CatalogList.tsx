// One catalogue list for the four modules and the download centre: filter bar and
// page in the URL query, server paging and sorting, row selection for the batch (at most 10,
// videos never), the detail drawer on `?detail=<id>`, the PDF preview, and the scroll position
// kept for the way back from a viewer page.
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Table } from 'antd';
import type { TableProps } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { catalogKinds, listCatalog } from '../../api/dcc.ts';
import { listReleases } from '../../api/download.ts';
import type { CatalogItem, CatalogKind } from '../../api/dcc.ts';
import { notify } from '../../notify.ts';
import { useDownloads } from '../downloads/manager.ts';
import { catalogColumns, tableWidth } from './catalogColumns.tsx';
import { CatalogDetailDrawer, PreviewModal } from './lazyParts.ts';
import { CatalogFilters } from './CatalogFilters.tsx';
import { conditionsOf, defaultSort, isFiltered, listParamsOf, mergeSearch, queryOf, searchOf } from './catalogQuery.ts';
import type { CatalogQuery } from './catalogQuery.ts';
import { CatalogToolbar } from './CatalogToolbar.tsx';
import { useItemActions } from './useItemActions.ts';
import { usePermissions } from '../usePermissions.ts';
import './i18n/catalog.ts';
import { useScrollMemory } from '../list/useScrollMemory.ts';
import { listPagination } from '../list/listPagination.ts';

export type CatalogScope = CatalogKind | 'centre';

// The detail (descriptions, tabs, forms) and the PDF preview arrive when first opened: a list's
// first load carries only the list (QUALITY.md: any page's first load at most 450 KB gzip).

/** Types seen per scope while the tab lives: suggestions for the type filter. */
const seenTypes = new Map<CatalogScope, Set<string>>();

const isKind = (value: string | null): value is CatalogKind =>
  (catalogKinds as readonly string[]).includes(value ?? '');

export function CatalogList({ scope, toolbarExtra }: { scope: CatalogScope; toolbarExtra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = queryOf(searchParams);
  const query: CatalogQuery = scope === 'centre' ? parsed : { ...parsed, kind: undefined };
  const kind = scope === 'centre' ? null : scope;
  const params = listParamsOf(query);

  const list = useQuery({
    queryKey: ['catalog', scope, 'list', params],
    queryFn: ({ signal }) => (kind ? listCatalog(kind, params, signal) : listReleases(params, signal)),
    placeholderData: keepPreviousData,
    // Coming back from a viewer shows the cached page at once (keep-alive), then refreshes it.
    staleTime: 30_000,
  });
  const rows = list.data?.list ?? [];

  const types = seenTypes.get(scope) ?? new Set<string>();
  seenTypes.set(scope, types);
  for (const item of rows) if (item.type) types.add(item.type);

  // The selection belongs to the search: new conditions start a new one; pages keep it.
  const conditionsKey = JSON.stringify(conditionsOf(query));
  const [selection, setSelection] = useState<{ for: string; items: CatalogItem[] }>({ for: conditionsKey, items: [] });
  const selected = selection.for === conditionsKey ? selection.items : [];
  const setSelected = (items: CatalogItem[]) => setSelection({ for: conditionsKey, items });

  const actions = useItemActions();
  const refreshMarks = useMemo(
    () => () => void queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    [queryClient],
  );
  // A download finished: the not-downloaded marks and the counts change.
  const doneCount = useDownloads((state) => state.items.filter((item) => item.status === 'done').length);
  const lastDone = useRef(doneCount);
  useEffect(() => {
    if (doneCount > lastDone.current) refreshMarks();
    lastDone.current = doneCount;
  }, [doneCount, refreshMarks]);

  const listKey = new URLSearchParams(searchOf(query)).toString();
  useScrollMemory(`${location.pathname}?${listKey}`, rows.length > 0);

  const detailId = Number(searchParams.get('detail'));
  const detailKindParam = searchParams.get('detailKind');
  const detailKind = kind ?? (isKind(detailKindParam) ? detailKindParam : null);
  const detailOpen = Number.isInteger(detailId) && detailId > 0;
  // Once loaded, the drawer stays mounted so that it can close with its animation.
  const [drawerUsed, setDrawerUsed] = useState(detailOpen);
  if (detailOpen && !drawerUsed) setDrawerUsed(true);
  const [previewUsed, setPreviewUsed] = useState(false);
  if (actions.preview && !previewUsed) setPreviewUsed(true);

  const openDetail = (item: CatalogItem) => {
    const next = new URLSearchParams(searchParams);
    next.set('detail', String(item.id));
    if (!kind) next.set('detailKind', item.kind);
    void navigate({ search: next.toString() }, { state: { detailFromList: true } });
  };
  const closeDetail = () => {
    if ((location.state as { detailFromList?: boolean } | null)?.detailFromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(searchParams);
    next.delete('detail');
    next.delete('detailKind');
    setSearchParams(next, { replace: true });
  };

  const go = (next: CatalogQuery) => setSearchParams(mergeSearch(searchParams, next, ['tab']));

  const onTableChange: TableProps<CatalogItem>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = one?.order;
      go({
        ...query,
        sortField: order ? (one.columnKey as CatalogQuery['sortField']) : defaultSort.sortField,
        sortOrder: order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : defaultSort.sortOrder,
        pageNum: 1,
      });
      return;
    }
    const pageSize = pagination.pageSize ?? query.pageSize;
    go({ ...query, pageNum: pageSize === query.pageSize ? (pagination.current ?? 1) : 1, pageSize });
  };

  const mayDownloadHere = kind ? permissions.mayDownload(kind) : false;
  const rowSelection: TableProps<CatalogItem>['rowSelection'] = mayDownloadHere
    ? {
        selectedRowKeys: selected.map((item) => item.id),
        preserveSelectedRowKeys: true,
        getCheckboxProps: (item) => ({
          disabled: item.viewer === 'video',
          title: item.viewer === 'video' ? t('catalog.selection.videoNotSelectable') : undefined,
          'aria-label': item.name,
        }),
        onChange: (keys, records) => {
          if (keys.length > limits.batchMaxFiles) {
            notify({ type: 'warning', content: t('catalog.selection.max', { max: limits.batchMaxFiles }) });
            return;
          }
          const known = new Map<number, CatalogItem>(
            [...selected, ...records.filter(Boolean)].map((item) => [item.id, item]),
          );
          setSelected(
            keys.map((key) => known.get(Number(key))).filter((item): item is CatalogItem => item !== undefined),
          );
        },
      }
    : undefined;

  const columns = catalogColumns({
    t,
    scope,
    query,
    language: i18n.language === 'en' ? 'en' : 'zh',
    mayDownload: permissions.mayDownload,
    onDetails: openDetail,
    onView: actions.openViewer,
    onDownload: actions.download,
  });

  const filtered = isFiltered(query);
  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalog.loadError')}>
      <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
    </Empty>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('catalog.empty.filtered') : t('catalog.empty.plain')}
    >
      {filtered ? (
        <Button
          onClick={() => go({ tags: [], notDownloaded: false, ...defaultSort, pageNum: 1, pageSize: query.pageSize })}
        >
          {t('common.reset')}
        </Button>
      ) : null}
    </Empty>
  );

  return (
    <Card>
      <CatalogFilters query={query} withKind={scope === 'centre'} typeOptions={[...types].sort()} onSearch={go} />
      <CatalogToolbar
        kind={kind}
        selected={selected}
        conditions={conditionsOf(query)}
        mayDownload={mayDownloadHere}
        mayExport={kind ? permissions.mayExport(kind) : false}
        onClearSelection={() => setSelected([])}
        onDownloaded={refreshMarks}
        extra={toolbarExtra}
      />
      {list.data?.capped ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('catalog.capped', { count: list.data.total.toLocaleString() })}
        />
      ) : null}
      <Table<CatalogItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        rowSelection={rowSelection}
        onChange={onTableChange}
        scroll={{ x: tableWidth(columns) }}
        locale={{ emptyText }}
        pagination={listPagination(t, query, list.data?.total ?? 0)}
      />
      <Suspense fallback={null}>
        {drawerUsed ? (
          <CatalogDetailDrawer
            kind={detailKind}
            id={detailOpen ? detailId : null}
            onClose={closeDetail}
            permissions={permissions}
            actions={actions}
          />
        ) : null}
        {previewUsed ? <PreviewModal target={actions.preview} onClose={actions.closePreview} /> : null}
      </Suspense>
    </Card>
  );
}
