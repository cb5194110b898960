// The patch-set list of /patchset (getPatchSetList): filters from getTheDropDownList (platform,
// version, base branch), keyword and release period, all in the address; sortable; the export of
// everything the conditions select (never a selection); a set's detail in a drawer with its basics
// (detailbasic), its PARs (detailparlist) and its version history (detailhistory).
import { useState } from 'react';
import { Button, DatePicker, Descriptions, Drawer, Flex, Input, Result, Select, Skeleton, Tabs } from 'antd';
import { Form } from '../../components/Form.tsx';
import { Tag, Timeline, Tooltip, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import {
  exportPatchsets,
  fetchDropDown,
  fetchPatchset,
  fetchPatchsetHistory,
  listPatchsetPars,
  listPatchsets,
  patchsetMax,
  patchsetSortFields,
} from '../../api/patchset.ts';
import type { Par, Patchset } from '../../api/patchset.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { saveBlob } from '../../stores/downloads.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useLocalListQuery } from '../../components/list/useLocalListQuery.ts';
import { ParDetailModal, dash } from './PatchsetParts.tsx';
import './i18n/patchset.ts';

const spec = {
  keyword: param.text(patchsetMax.keyword),
  platformId: param.id,
  version: param.text(50),
  baseBranch: param.text(100),
  from: param.date,
  to: param.date,
  sortField: param.kept(param.oneOf(patchsetSortFields)),
  sortOrder: param.kept(param.oneOf(['asc', 'desc'] as const)),
};
type Values = { keyword?: string; platformId?: number; version?: string; baseBranch?: string; period?: RangeValue };

const parSpec = { keyword: param.text(patchsetMax.keyword) };

function SetPars({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const query = useLocalListQuery(parSpec);
  const columns: TableColumnsType<Par> = [
    {
      title: t('patchset.column.parNo'),
      dataIndex: 'parNo',
      width: 150,
      render: (no: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row.id)}>
          {no}
        </Button>
      ),
    },
    { title: t('patchset.column.summary'), dataIndex: 'summary', width: 320, ellipsis: { showTitle: true } },
    {
      title: t('patchset.column.issueType'),
      dataIndex: 'issueType',
      width: 100,
      render: (v: Par['issueType']) => t(`patchset.issueType.${v}`),
    },
    {
      title: t('patchset.column.mandatory'),
      dataIndex: 'mandatory',
      width: 100,
      render: (v: boolean) => (v ? <Tag color="orange">{t('patchset.filter.yes')}</Tag> : t('patchset.filter.no')),
    },
  ];
  return (
    <ListPage<Par, typeof parSpec>
      query={query}
      queryKey={['patchset', 'setPars', id]}
      request={(request, signal) => listPatchsetPars({ id, ...request }, signal)}
      search={{
        children: (
          <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
            <Input allowClear maxLength={patchsetMax.keyword} placeholder={t('patchset.filter.parKeyword')} />
          </Form.Item>
        ),
      }}
      columns={columns}
      scroll={{ x: 670 }}
      empty={t('patchset.empty.pars')}
      emptyFiltered={t('patchset.empty.parsFiltered')}
    />
  );
}

function SetDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [par, setPar] = useState<number | null>(null);
  const basic = useQuery({
    queryKey: ['patchset', 'set', id],
    queryFn: ({ signal }) => fetchPatchset(id!, signal),
    enabled: id !== null,
    retry: false,
  });
  const history = useQuery({
    queryKey: ['patchset', 'setHistory', id],
    queryFn: ({ signal }) => fetchPatchsetHistory(id!, signal),
    enabled: id !== null,
  });
  const set = basic.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={set?.name ?? t('patchset.set.detail')}
      size={820}
      destroyOnHidden
    >
      {basic.isError ? (
        <Result status="404" title={t('patchset.set.notFound')} />
      ) : !set || id === null ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Tabs
          items={[
            {
              key: 'basic',
              label: t('patchset.set.basic'),
              children: (
                <Descriptions
                  bordered
                  size="small"
                  column={1}
                  styles={{ label: { width: 140 } }}
                  items={[
                    { key: 'name', label: t('patchset.column.name'), children: set.name },
                    { key: 'platform', label: t('patchset.column.platform'), children: set.platform },
                    { key: 'version', label: t('patchset.column.version'), children: set.version },
                    { key: 'baseBranch', label: t('patchset.column.baseBranch'), children: set.baseBranch },
                    { key: 'releaseDate', label: t('patchset.column.releaseDate'), children: set.releaseDate },
                    { key: 'parCount', label: t('patchset.column.parCount'), children: set.parCount },
                    {
                      key: 'description',
                      label: t('patchset.column.description'),
                      children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(set.description)}</div>,
                    },
                  ]}
                />
              ),
            },
            { key: 'pars', label: t('patchset.set.pars'), children: <SetPars id={id} onOpen={setPar} /> },
            {
              key: 'history',
              label: t('patchset.set.history'),
              children: history.isPending ? (
                <Skeleton active />
              ) : (
                <Timeline
                  data-testid="set-history"
                  items={(history.data ?? []).map((h) => ({
                    key: h.id,
                    color: h.action === 'released' ? 'green' : 'blue',
                    content: (
                      <div>
                        <Typography.Text strong>
                          {t(`patchset.set.action.${h.action}`)} {h.version}
                        </Typography.Text>{' '}
                        <Typography.Text type="secondary">{dayjs(h.at).format('YYYY-MM-DD HH:mm')}</Typography.Text>
                        <div>{h.note}</div>
                      </div>
                    ),
                  }))}
                />
              ),
            },
          ]}
        />
      )}
      <ParDetailModal id={par} onOpen={setPar} onClose={() => setPar(null)} />
    </Drawer>
  );
}

export function SetsTab() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(spec, { keep: ['tab'] });
  const [open, setOpen] = useState<number | null>(null);
  const options = useQuery({ queryKey: ['patchset', 'dropdown'], queryFn: ({ signal }) => fetchDropDown(signal) });
  const { filters } = query;

  const toForm = (f: Filters<typeof spec>): Values => ({
    keyword: f.keyword,
    platformId: f.platformId,
    version: f.version,
    baseBranch: f.baseBranch,
    period: rangeOf(f.from, f.to),
  });
  const fromForm = ({ period, ...values }: Values): Filters<typeof spec> => {
    const [from, to] = daysOf(period);
    return { ...values, from, to, sortField: filters.sortField, sortOrder: filters.sortOrder };
  };
  const sortOrderOf = (field: string) =>
    (filters.sortField ?? 'releaseDate') === field ? (filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

  const exporting = useMutation({
    mutationFn: () => {
      const { pageNum: _n, pageSize: _s, ...conditions } = query.request;
      return exportPatchsets(conditions);
    },
    onSuccess: (blob) => {
      saveBlob(blob, `patchsets-${dayjs().format('YYYY-MM-DD')}.xlsx`);
      notify({ type: 'success', content: t('patchset.exportSuccess') });
    },
    onError: (error) =>
      notify({
        type: 'error',
        content:
          error instanceof ApiError && error.code !== null
            ? `${t('patchset.exportError')}: ${error.msg}`
            : t('patchset.exportError'),
        durationMs: limits.toastMs,
        closable: true,
      }),
  });

  const columns: TableColumnsType<Patchset> = [
    {
      title: t('patchset.column.name'),
      dataIndex: 'name',
      key: 'name',
      width: 300,
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (name: string, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setOpen(row.id)}
        >
          {name}
        </Button>
      ),
    },
    { title: t('patchset.column.platform'), dataIndex: 'platform', width: 120, render: (p: string) => <Tag>{p}</Tag> },
    {
      title: t('patchset.column.version'),
      dataIndex: 'version',
      key: 'version',
      width: 110,
      sorter: true,
      sortOrder: sortOrderOf('version'),
    },
    { title: t('patchset.column.baseBranch'), dataIndex: 'baseBranch', width: 190 },
    {
      title: t('patchset.column.releaseDate'),
      dataIndex: 'releaseDate',
      key: 'releaseDate',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf('releaseDate'),
    },
    { title: t('patchset.column.parCount'), dataIndex: 'parCount', width: 90, align: 'right' },
    {
      title: t('patchset.column.description'),
      dataIndex: 'description',
      width: 280,
      ellipsis: { showTitle: true },
    },
  ];
  const all = t('patchset.filter.all');
  return (
    <>
      <ListPage<Patchset, typeof spec, Values>
        query={query}
        queryKey={['patchset', 'sets']}
        request={listPatchsets}
        search={{
          toForm,
          fromForm,
          children: (
            <>
              <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={patchsetMax.keyword}
                  placeholder={t('patchset.filter.keywordPlaceholder')}
                  style={{ width: 220 }}
                />
              </Form.Item>
              <Form.Item name="platformId" label={t('patchset.filter.platform')}>
                <Select
                  allowClear
                  placeholder={all}
                  style={{ width: 140 }}
                  loading={options.isLoading}
                  options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
                />
              </Form.Item>
              <Form.Item name="version" label={t('patchset.filter.version')}>
                <Select
                  allowClear
                  placeholder={all}
                  style={{ width: 120 }}
                  options={(options.data?.versions ?? []).map((v) => ({ value: v, label: v }))}
                />
              </Form.Item>
              <Form.Item name="baseBranch" label={t('patchset.filter.baseBranch')}>
                <Select
                  allowClear
                  placeholder={all}
                  style={{ width: 200 }}
                  popupMatchSelectWidth={false}
                  options={(options.data?.baseBranches ?? []).map((v) => ({ value: v, label: v }))}
                />
              </Form.Item>
              <Form.Item name="period" label={t('patchset.filter.release')}>
                <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 250 }} />
              </Form.Item>
            </>
          ),
        }}
        toolbar={
          <Flex justify="flex-end" style={{ marginBottom: token.marginSM }}>
            <Tooltip title={t('patchset.exportHint')}>
              <Button icon={<ExportOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
                {t('patchset.export')}
              </Button>
            </Tooltip>
          </Flex>
        }
        onSort={(key, order) =>
          query.search({
            sortField: key ? (key as (typeof patchsetSortFields)[number]) : undefined,
            sortOrder: key ? order : undefined,
          })
        }
        columns={columns}
        scroll={{ x: 1220 }}
        empty={t('patchset.empty.sets')}
        emptyFiltered={t('patchset.empty.setsFiltered')}
      />
      <SetDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
