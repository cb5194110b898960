// Customer downloads on /admin/audit: who, company, module and item, platform, file, the SHA-256 of
// what was sent, size, time and address; filtered by company, platform, module, period and keyword
// (in the address), sorted by time or size, exported as CSV with the same conditions.
import { Input, Select, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  auditDownloadSortFields,
  auditMax,
  downloadModules,
  fetchAuditOptions,
  listAuditDownloads,
} from '../../api/audit.ts';
import type { AuditDownload } from '../../api/audit.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatSize, formatTime, localName } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { moduleLabel } from './AuditDashboard.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';

const spec = {
  keyword: param.text(auditMax.keyword),
  companyId: param.id,
  platformId: param.id,
  module: param.oneOf(downloadModules),
  from: param.date,
  to: param.date,
  sortField: param.kept(param.oneOf(auditDownloadSortFields)),
  sortOrder: param.kept(param.oneOf(['asc', 'desc'] as const)),
};
type Conditions = Filters<typeof spec>;
type Values = Omit<Conditions, 'from' | 'to'> & { period?: RangeValue };

const toForm = ({ from, to, ...filters }: Conditions): Values => ({ ...filters, period: rangeOf(from, to) });
const fromForm = ({ period, ...values }: Values): Conditions => {
  const [from, to] = daysOf(period);
  return { ...values, from, to };
};

export function AuditDownloads() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(spec, { keep: ['tab'] });
  const options = useQuery({
    queryKey: ['admin', 'audit', 'options'],
    queryFn: ({ signal }) => fetchAuditOptions(signal),
  });
  const { pageNum: _n, pageSize: _s, ...conditions } = query.request;

  const sortOf = (key: string) =>
    (query.filters.sortField ?? 'createdAt') === key
      ? query.filters.sortOrder === 'asc'
        ? 'ascend'
        : 'descend'
      : null;
  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;
  const columns: TableColumnsType<AuditDownload> = [
    {
      title: t('audit.column.time'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 150,
      fixed: 'left',
      sorter: true,
      sortOrder: sortOf('createdAt'),
      sortDirections: ['descend', 'ascend'],
      render: (value: string) => formatTime(value),
    },
    {
      title: t('audit.column.who'),
      key: 'who',
      width: 220,
      render: (_: unknown, row) => (
        <div>
          <div>{row.accountName}</div>
          <div style={{ ...muted, wordBreak: 'break-all' }}>{row.accountEmail}</div>
        </div>
      ),
    },
    {
      title: t('audit.column.company'),
      key: 'company',
      width: 150,
      render: (_: unknown, row) => localName({ name: row.companyName, nameEn: row.companyNameEn }, i18n.language),
    },
    {
      title: t('audit.column.module'),
      dataIndex: 'module',
      width: 120,
      render: (module: string) => moduleLabel(t, module),
    },
    {
      title: t('audit.column.item'),
      key: 'item',
      width: 240,
      render: (_: unknown, row) =>
        row.itemId === null ? (
          '—'
        ) : (
          <div style={{ wordBreak: 'break-all' }}>
            {row.itemName ?? t('audit.itemGone')}
            <span style={{ ...muted, marginLeft: 6 }}>#{row.itemId}</span>
          </div>
        ),
    },
    {
      title: t('audit.column.platform'),
      dataIndex: 'platformName',
      width: 110,
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('audit.column.file'),
      dataIndex: 'fileName',
      width: 240,
      render: (name: string) => <span style={{ wordBreak: 'break-all' }}>{name}</span>,
    },
    {
      title: t('audit.column.sha256'),
      dataIndex: 'sha256',
      width: 190,
      render: (sha: string) => (
        <Typography.Text
          copyable={{ text: sha }}
          style={{ fontFamily: token.fontFamilyCode, fontSize: 12 }}
          title={sha}
        >
          {`${sha.slice(0, 16)}…`}
        </Typography.Text>
      ),
    },
    {
      title: t('audit.column.size'),
      dataIndex: 'size',
      key: 'size',
      width: 110,
      align: 'right',
      sorter: true,
      sortOrder: sortOf('size'),
      render: (size: number) => formatSize(size),
    },
    { title: t('audit.column.ip'), dataIndex: 'ip', width: 140, render: (ip: string) => ip || '—' },
  ];

  const all = t('audit.filter.all');
  return (
    <ListPage<AuditDownload, typeof spec, Values>
      query={query}
      queryKey={['admin', 'audit', 'downloads']}
      request={listAuditDownloads}
      search={{
        toForm,
        fromForm,
        children: (
          <>
            <Form.Item name="keyword" label={t('audit.filter.keyword')}>
              <Input
                allowClear
                maxLength={auditMax.keyword}
                placeholder={t('audit.filter.downloadsKeywordPlaceholder')}
                style={{ width: 220 }}
              />
            </Form.Item>
            <Form.Item name="companyId" label={t('audit.filter.company')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={all}
                style={{ width: 180 }}
                options={(options.data?.companies ?? []).map((c) => ({
                  value: c.id,
                  label: localName(c, i18n.language),
                }))}
              />
            </Form.Item>
            <Form.Item name="platformId" label={t('audit.filter.platform')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={all}
                style={{ width: 140 }}
                options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
            <Form.Item name="module" label={t('audit.filter.module')}>
              <Select
                allowClear
                placeholder={all}
                style={{ width: 150 }}
                options={downloadModules.map((m) => ({ value: m, label: moduleLabel(t, m) }))}
              />
            </Form.Item>
            <Form.Item name="period" label={t('audit.filter.period')}>
              <DateRange placeholder={[t('audit.filter.startDate'), t('audit.filter.endDate')]} />
            </Form.Item>
          </>
        ),
      }}
      toolbar={<ExportCsvButton list="downloads" conditions={conditions} />}
      onSort={(key, order) =>
        query.search({
          sortField: order ? (key as (typeof auditDownloadSortFields)[number]) : undefined,
          sortOrder: order,
        })
      }
      columns={columns}
      scroll={{ x: 1700 }}
      cappedNotice={(count) => t('audit.capped', { count })}
      empty={t('audit.downloadsEmpty')}
      emptyFiltered={t('audit.downloadsEmptyFiltered')}
    />
  );
}
