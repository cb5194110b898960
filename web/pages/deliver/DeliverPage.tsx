// /deliver (M12): the code delivery list — the packages the vendor delivered to the caller's
// company, filtered by project, platform, version/keyword and delivery date (kept in the address),
// sortable by delivery date and version. A row opens its details in a drawer: release notes,
// recipients and the files, each downloaded through the download manager (hashed, Range-resumable,
// recorded in My downloads). The server leaves out what the caller may not see (another company,
// a project hidden from a child account, drafts and withdrawn deliveries).
import { useState } from 'react';
import { Button, Card, Input, Select, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { deliverSortFields } from '../../../contract/deliver.ts';
import { fetchDeliverOptions, listDeliveries } from '../../api/deliver.ts';
import type { Delivery } from '../../api/deliver.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import { DeliveryDrawer } from './DeliveryDrawer.tsx';
import './i18n/deliver.ts';

const spec = {
  projectId: param.id,
  platformId: param.id,
  keyword: param.text(100),
  from: param.date,
  to: param.date,
  sortField: param.kept(param.oneOf(deliverSortFields)),
  sortOrder: param.kept(param.oneOf(['asc', 'desc'] as const)),
};
type Values = { projectId?: number; platformId?: number; keyword?: string; period?: RangeValue };

export default function DeliverPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(spec);
  const [open, setOpen] = useState<number | null>(null);
  const options = useQuery({ queryKey: ['deliver', 'options'], queryFn: ({ signal }) => fetchDeliverOptions(signal) });
  const { filters } = query;

  const toForm = (f: Filters<typeof spec>): Values => ({
    projectId: f.projectId,
    platformId: f.platformId,
    keyword: f.keyword,
    period: rangeOf(f.from, f.to),
  });
  const fromForm = ({ period, ...values }: Values): Filters<typeof spec> => {
    const [from, to] = daysOf(period);
    // The sort is not a field of the bar: it stays as the headers set it.
    return { ...values, from, to, sortField: filters.sortField, sortOrder: filters.sortOrder };
  };
  const sortOrderOf = (field: string) =>
    (filters.sortField ?? 'deliveryDate') === field ? (filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<Delivery> = [
    {
      title: t('deliver.column.name'),
      dataIndex: 'name',
      key: 'name',
      width: 240,
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
    { title: t('deliver.column.project'), dataIndex: 'project', width: 150 },
    { title: t('deliver.column.platform'), dataIndex: 'platform', width: 120, render: (p: string) => <Tag>{p}</Tag> },
    {
      title: t('deliver.column.version'),
      dataIndex: 'version',
      key: 'version',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf('version'),
    },
    {
      title: t('deliver.column.deliveryDate'),
      dataIndex: 'deliveryDate',
      key: 'deliveryDate',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf('deliveryDate'),
    },
    {
      title: t('deliver.column.files'),
      dataIndex: 'fileCount',
      width: 100,
      render: (count: number) => t('deliver.fileCount', { count }),
    },
    {
      title: t('deliver.column.recipients'),
      dataIndex: 'recipients',
      width: 180,
      render: (names: string[]) => names.join(', '),
    },
    {
      title: t('deliver.column.action'),
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => setOpen(row.id)}>
          {t('deliver.view')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('deliver.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('deliver.intro')}</p>
      </div>
      <Card>
        <ListPage<Delivery, typeof spec, Values>
          query={query}
          queryKey={['deliver', 'list']}
          request={listDeliveries}
          search={{
            toForm,
            fromForm,
            children: (
              <>
                <Form.Item name="projectId" label={t('deliver.filter.project')}>
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    placeholder={t('deliver.filter.allProjects')}
                    style={{ width: 170 }}
                    loading={options.isPending}
                    options={(options.data?.projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
                <Form.Item name="platformId" label={t('deliver.filter.platform')}>
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    placeholder={t('deliver.filter.allPlatforms')}
                    style={{ width: 150 }}
                    loading={options.isPending}
                    options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
                <Form.Item name="keyword" label={t('deliver.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={100}
                    placeholder={t('deliver.filter.keywordPlaceholder')}
                    style={{ width: 220 }}
                  />
                </Form.Item>
                <Form.Item name="period" label={t('deliver.filter.period')}>
                  <DateRange placeholder={[t('deliver.filter.startDate'), t('deliver.filter.endDate')]} />
                </Form.Item>
              </>
            ),
          }}
          columns={columns}
          rowKey="id"
          onSort={(columnKey, order) => {
            const field = deliverSortFields.find((f) => f === columnKey);
            const sorted = order && field && !(field === 'deliveryDate' && order === 'desc');
            query.search({
              ...filters,
              sortField: sorted ? field : undefined,
              sortOrder: sorted ? order : undefined,
            });
          }}
          scroll={{ x: 1140 }}
          empty={t('deliver.empty')}
          emptyFiltered={t('deliver.emptyFiltered')}
        />
      </Card>
      <DeliveryDrawer id={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
