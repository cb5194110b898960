// One catalogue list for the four modules and the download centre, composed from the list
// block (its rows serve more than the table: type suggestions, the capped count): filter bar,
// sort and page in the URL query (catalogQuery.ts declares them), server paging and sorting, row
// selection for the batch (at most 10, videos never), the detail drawer on `?detail=<id>`, the PDF
// preview, and the scroll position kept for the way back from a viewer page.
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Card } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
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
import type { CatalogSpec } from './catalogQuery.ts';
import { centreSpec, conditionsOf, listParamsOf, moduleSpec, sortFilters, sortOf } from './catalogQuery.ts';
import { CatalogToolbar } from './CatalogToolbar.tsx';
import { useItemActions } from './useItemActions.ts';
import { usePermissions } from '../usePermissions.ts';
import './i18n/catalog.ts';
import { ListTable } from '../list/ListTable.tsx';
import { useListData } from '../list/useListData.ts';
import { useListQuery } from '../list/useListQuery.ts';
import { useScrollMemory } from '../list/useScrollMemory.ts';
import { CappedNotice } from '../list/CappedNotice.tsx';

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
  const kind = scope === 'centre' ? null : scope;
  // The list's moves keep the download centre's tab; an open detail closes with them.
  const query = useListQuery(kind ? moduleSpec : centreSpec, { keep: ['tab'] });

  const list = useListData(
    ['catalog', scope, 'list'],
    listParamsOf(query.request),
    (params, signal) => (kind ? listCatalog(kind, params, signal) : listReleases(params, signal)),
    // Coming back from a viewer shows the cached page at once (keep-alive), then refreshes it.
    { staleTime: 30_000 },
  );
  const rows = list.data?.list ?? [];

  const types = seenTypes.get(scope) ?? new Set<string>();
  seenTypes.set(scope, types);
  for (const item of rows) if (item.type) types.add(item.type);

  // The selection belongs to the search: new conditions start a new one; pages keep it.
  const conditions = conditionsOf(query.filters);
  const conditionsKey = JSON.stringify(conditions);
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

  useScrollMemory(`${location.pathname}?${query.key}`, rows.length > 0);

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
    sort: sortOf(query.filters),
    language: i18n.language === 'en' ? 'en' : 'zh',
    mayDownload: permissions.mayDownload,
    onDetails: openDetail,
    onView: actions.openViewer,
    onDownload: actions.download,
  });

  return (
    <Card>
      <CatalogFilters query={query} withKind={scope === 'centre'} typeOptions={[...types].sort()} />
      <CatalogToolbar
        kind={kind}
        selected={selected}
        conditions={conditions}
        mayDownload={mayDownloadHere}
        mayExport={kind ? permissions.mayExport(kind) : false}
        onClearSelection={() => setSelected([])}
        onDownloaded={refreshMarks}
        extra={toolbarExtra}
      />
      <CappedNotice data={list.data} text={(count) => t('catalog.capped', { count })} />
      <ListTable<CatalogItem, CatalogSpec>
        query={query}
        result={list}
        columns={columns}
        rowSelection={rowSelection}
        onSort={(columnKey, order) => query.search(sortFilters(columnKey, order))}
        scroll={{ x: tableWidth(columns) }}
        empty={t('catalog.empty.plain')}
        emptyFiltered={t('catalog.empty.filtered')}
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
