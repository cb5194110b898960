// The patch list of /patch: the patches of the company's platforms filtered by keyword, chip,
// security, must-merge, merged, status and release period, sorted and paged, all kept in the
// address. A voided patch is struck through, cannot be chosen and offers no download. Rows are
// chosen (across pages) for Merge; a row's name opens its details in the drawer.
import { useState } from 'react';
import { Button, Flex, Input, Select, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface.js';
import { DownloadOutlined, MergeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { listPatches, patchLimits, patchStatuses } from '../../api/patch.ts';
import type { Patch, PatchMergeResult, PatchSortField } from '../../api/patch.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatTime } from '../../components/format.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { notify } from '../../notify.ts';
import { useGranted } from '../../stores/menu.ts';
import { MergeBranchDialog, MergeResultDialog } from './MergeDialogs.tsx';
import type { Chosen } from './MergeDialogs.tsx';
import { PatchDrawer, downloadPatch } from './PatchDrawer.tsx';
import { PatchFlags, PatchName, PatchStatusTag } from './PatchTags.tsx';
import { patchSpec, sortFilters, yesNo } from './patchQuery.ts';
import type { PatchSpec } from './patchQuery.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';
import { CappedNotice } from '../../components/list/CappedNotice.tsx';

type Values = Omit<Filters<PatchSpec>, 'releaseFrom' | 'releaseTo' | 'sortField' | 'sortOrder'> & {
  period?: RangeValue;
};

export function PatchList() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const query = useListQuery(patchSpec, { keep: ['tab'] });
  const list = useListData(['patch', 'list'], query.request, listPatches, { staleTime: 30_000 });
  useScrollMemory(`${location.pathname}?${query.key}`, (list.data?.list.length ?? 0) > 0);
  const platforms = useAuthorizedPlatforms();
  const canMerge = useGranted('patch.merge') === true;
  const [open, setOpen] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Map<number, Chosen>>(new Map());
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<PatchMergeResult | null>(null);
  const { filters } = query;

  const toForm = (f: Filters<PatchSpec>): Values => ({
    keyword: f.keyword,
    platformId: f.platformId,
    security: f.security,
    mustMerge: f.mustMerge,
    merged: f.merged,
    status: f.status,
    period: rangeOf(f.releaseFrom, f.releaseTo),
  });
  const fromForm = ({ period, ...values }: Values): Filters<PatchSpec> => {
    const [releaseFrom, releaseTo] = daysOf(period);
    // The sort is not a field of the bar: it stays as the headers set it.
    return { ...values, releaseFrom, releaseTo, sortField: filters.sortField, sortOrder: filters.sortOrder };
  };

  const sortOrderOf = (field: PatchSortField): SortOrder =>
    filters.sortField === field ? (filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: PatchSortField) => ({ key: field, sorter: true, sortOrder: sortOrderOf(field) });
  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;

  const onMerge = () => {
    if (chosen.size === 0) {
      notify({ type: 'warning', content: t('common.note.selectData') });
      return;
    }
    if (chosen.size > patchLimits.mergeMax) {
      notify({ type: 'warning', content: t('patchPage.merge.tooMany', { max: patchLimits.mergeMax }) });
      return;
    }
    setAsking(true);
  };

  const yesNoOptions = yesNo.map((v) => ({ value: v, label: t(`patchPage.filter.${v === 'true' ? 'yes' : 'no'}`) }));
  const flagSelect = (name: 'security' | 'mustMerge' | 'merged') => (
    <Form.Item name={name} label={t(`patchPage.filter.${name}`)}>
      <Select allowClear placeholder={t('patchPage.filter.all')} style={{ width: 100 }} options={yesNoOptions} />
    </Form.Item>
  );

  const columns: TableColumnsType<Patch> = [
    {
      ...sortable('name'),
      title: t('patchPage.field.name'),
      dataIndex: 'name',
      width: 260,
      render: (name: string, patch) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setOpen(patch.id)}
        >
          <PatchName name={name} status={patch.status} />
        </Button>
      ),
    },
    { title: t('patchPage.field.chip'), dataIndex: 'chip', width: 100 },
    { ...sortable('version'), title: t('patchPage.field.version'), dataIndex: 'version', width: 100 },
    {
      title: t('patchPage.field.status'),
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, patch) => <PatchStatusTag status={patch.status} />,
    },
    {
      title: t('patchPage.field.flags'),
      key: 'flags',
      width: 180,
      render: (_: unknown, patch) => <PatchFlags patch={patch} />,
    },
    {
      ...sortable('releasedAt'),
      title: t('patchPage.field.releasedAt'),
      dataIndex: 'releasedAt',
      width: 150,
      render: (value: string | null) => formatTime(value),
    },
    { title: t('patchPage.field.submitter'), dataIndex: 'submitter', width: 100 },
    {
      title: t('patchPage.field.applicableChips'),
      dataIndex: 'applicableChips',
      width: 150,
      render: (chips: string[]) => <span style={muted}>{chips.join(', ') || '—'}</span>,
    },
    { title: t('patchPage.field.id'), dataIndex: 'id', width: 70 },
    {
      key: 'actions',
      title: t('patchPage.field.actions'),
      width: 110,
      fixed: 'right',
      render: (_: unknown, patch) =>
        patch.status === 'voided' ? (
          <span style={muted}>—</span>
        ) : patch.fileId ? (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 4 }}
            icon={<DownloadOutlined />}
            aria-label={`${t('patchPage.download')} ${patch.name}`}
            onClick={() => downloadPatch(patch)}
          >
            {t('patchPage.download')}
          </Button>
        ) : (
          <span style={muted}>{t('patchPage.noFile')}</span>
        ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 200), canMerge ? 50 : 0);

  return (
    <>
      <ListSearchForm<PatchSpec, Values> query={query} toForm={toForm} fromForm={fromForm}>
        <Form.Item name="keyword" label={t('patchPage.filter.keyword')}>
          <Input
            allowClear
            maxLength={patchLimits.keyword}
            placeholder={t('patchPage.filter.keywordPlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="platformId" label={t('patchPage.filter.chip')}>
          <Select
            allowClear
            placeholder={t('patchPage.filter.allChips')}
            style={{ width: 130 }}
            loading={platforms.isLoading}
            options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        {flagSelect('security')}
        {flagSelect('mustMerge')}
        {flagSelect('merged')}
        <Form.Item name="status" label={t('patchPage.filter.status')}>
          <Select
            allowClear
            placeholder={t('patchPage.filter.all')}
            style={{ width: 110 }}
            options={patchStatuses.map((s) => ({ value: s, label: t(`patchPage.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="period" label={t('patchPage.filter.release')}>
          <DateRange placeholder={[t('patchPage.filter.releaseFrom'), t('patchPage.filter.releaseTo')]} width={240} />
        </Form.Item>
      </ListSearchForm>
      {canMerge ? (
        <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<MergeOutlined />} onClick={onMerge}>
            {t('patchPage.merge.button')}
          </Button>
          {chosen.size > 0 ? (
            <>
              <Typography.Text type="secondary" data-testid="patch-selected">
                {t('patchPage.selected', { count: chosen.size })}
              </Typography.Text>
              <Button type="link" size="small" onClick={() => setChosen(new Map())}>
                {t('patchPage.clearSelection')}
              </Button>
            </>
          ) : null}
        </Flex>
      ) : null}
      <CappedNotice data={list.data} text={(count) => t('patchPage.capped', { count })} />
      <ListTable<Patch, PatchSpec>
        query={query}
        result={list}
        columns={columns}
        onSort={(columnKey, order) => query.search(sortFilters(columnKey, order))}
        scroll={{ x: tableWidth }}
        empty={t('patchPage.empty.plain')}
        emptyFiltered={t('patchPage.empty.filtered')}
        rowSelection={
          canMerge
            ? {
                selectedRowKeys: [...chosen.keys()],
                preserveSelectedRowKeys: true,
                getCheckboxProps: (patch) => ({
                  disabled: patch.status === 'voided',
                  'aria-label': patch.name,
                }),
                onChange: (keys, rows) => {
                  const next = new Map<number, Chosen>();
                  for (const key of keys) {
                    const id = Number(key);
                    const row = rows.find((r) => r?.id === id);
                    const known = chosen.get(id) ?? (row ? { id, name: row.name } : null);
                    if (known) next.set(id, known);
                  }
                  setChosen(next);
                },
              }
            : undefined
        }
      />
      <PatchDrawer id={open} onOpen={setOpen} onClose={() => setOpen(null)} />
      {asking ? (
        <MergeBranchDialog
          chosen={[...chosen.values()]}
          onClose={() => setAsking(false)}
          onMerged={(merged) => {
            setAsking(false);
            setChosen(new Map());
            setResult(merged);
          }}
        />
      ) : null}
      {result ? <MergeResultDialog result={result} onClose={() => setResult(null)} /> : null}
    </>
  );
}
