// /samplecode (M06, kept alive): the samples of the company's platforms, filtered by keyword,
// platform, component, status and Android version, sorted and paged, all kept in the address.
// A row links to its detail; its package downloads through the download manager.
import { Button, Card, Input, Select, Space, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface.js';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { listSamples, sampleDownloadUrl, sampleLimits, sampleStatuses } from '../../api/samplecode.ts';
import type { Sample, SampleSortField } from '../../api/samplecode.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatTime } from '../../components/format.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { SampleStatusTag } from './SampleStatusTag.tsx';
import { androidVersions, detailPath, listParamsOf, sampleSpec, sortFilters } from './samplecodeQuery.ts';
import type { SampleSpec } from './samplecodeQuery.ts';
import './i18n/samplecode.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';
import { CappedNotice } from '../../components/list/CappedNotice.tsx';

export function downloadSample(sample: Pick<Sample, 'id' | 'fileName' | 'size'>) {
  startDownload({
    url: sampleDownloadUrl(sample.id),
    fileName: sample.fileName ?? `sample-${sample.id}.zip`,
    fileSize: sample.size ?? undefined,
  });
}

export default function SamplecodeListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const query = useListQuery(sampleSpec);
  const list = useListData(['samplecode', 'list'], listParamsOf(query.request), listSamples, { staleTime: 30_000 });
  useScrollMemory(`${location.pathname}?${query.key}`, (list.data?.list.length ?? 0) > 0);
  const platforms = useAuthorizedPlatforms();

  const sortOrderOf = (field: SampleSortField): SortOrder =>
    query.filters.sortField === field ? (query.filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: SampleSortField) => ({ key: field, sorter: true, sortOrder: sortOrderOf(field) });
  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;

  const columns: TableColumnsType<Sample> = [
    {
      title: t('sample.field.bugId'),
      dataIndex: 'bugId',
      width: 150,
      render: (bugId: string) => <Typography.Text style={{ whiteSpace: 'nowrap' }}>{bugId || '—'}</Typography.Text>,
    },
    {
      ...sortable('name'),
      title: t('sample.field.name'),
      dataIndex: 'name',
      render: (name: string, sample) => (
        <>
          <Link to={detailPath(sample.id)} state={{ fromList: true }}>
            {name}
          </Link>
          <div style={muted}>{sample.keywords}</div>
        </>
      ),
    },
    { title: t('sample.field.chip'), dataIndex: 'chip', width: 110 },
    { ...sortable('version'), title: t('sample.field.version'), dataIndex: 'version', width: 100 },
    { title: t('sample.field.component'), dataIndex: 'component', width: 110 },
    {
      title: t('sample.field.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, sample) => <SampleStatusTag status={sample.status} />,
    },
    { title: t('sample.field.androidVersion'), dataIndex: 'androidVersion', width: 130 },
    { title: t('sample.field.kernelVersion'), dataIndex: 'kernelVersion', width: 110 },
    {
      ...sortable('releasedAt'),
      title: t('sample.field.releasedAt'),
      dataIndex: 'releasedAt',
      width: 160,
      render: (value: string | null) => formatTime(value),
    },
    {
      key: 'actions',
      title: t('sample.field.actions'),
      width: 100,
      fixed: 'right',
      render: (_: unknown, sample) =>
        sample.fileId ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`${t('sample.download')} ${sample.name}`}
            onClick={() => downloadSample(sample)}
          >
            {t('sample.download')}
          </Button>
        ) : (
          <span style={muted}>{t('sample.noPackage')}</span>
        ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 260), 0);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('samplecode.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('sample.intro')}</p>
      </div>
      <Card>
        <ListSearchForm<SampleSpec> query={query}>
          <Form.Item name="keyword" label={t('sample.filter.keyword')}>
            <Input
              allowClear
              maxLength={sampleLimits.keyword}
              placeholder={t('sample.filter.keywordPlaceholder')}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('sample.filter.platform')}>
            <Select
              allowClear
              placeholder={t('sample.filter.allPlatforms')}
              style={{ width: 150 }}
              loading={platforms.isLoading}
              options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="component" label={t('sample.filter.component')}>
            <Input
              allowClear
              maxLength={sampleLimits.component}
              placeholder={t('sample.filter.componentPlaceholder')}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item name="status" label={t('sample.filter.status')}>
            <Select
              allowClear
              placeholder={t('sample.filter.allStatuses')}
              style={{ width: 130 }}
              options={sampleStatuses.map((status) => ({ value: status, label: t(`sample.status.${status}`) }))}
            />
          </Form.Item>
          <Form.Item name="androidVersion" label={t('sample.filter.android')}>
            <Select
              allowClear
              placeholder={t('sample.filter.allAndroid')}
              style={{ width: 140 }}
              options={androidVersions.map((v) => ({ value: v, label: v }))}
            />
          </Form.Item>
        </ListSearchForm>
        <CappedNotice data={list.data} text={(count) => t('sample.capped', { count })} />
        <ListTable<Sample, SampleSpec>
          query={query}
          result={list}
          columns={columns}
          onSort={(columnKey, order) => query.search(sortFilters(columnKey, order))}
          scroll={{ x: tableWidth }}
          empty={t('sample.empty.plain')}
          emptyFiltered={t('sample.empty.filtered')}
        />
      </Card>
    </Space>
  );
}
