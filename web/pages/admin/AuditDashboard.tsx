// The downloads dashboard of /admin/audit: customer downloads per day over a period (the last 30
// days unless the address says otherwise), stacked by platform or by module, a few figures, and
// the ten most-downloaded items. Period and company are in the address like a list's filters.
import { useState } from 'react';
import { Button, Card, Empty, Flex, Segmented, Select, Skeleton, Statistic, Table, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import type { TFunction } from '../../i18n/translate.ts';
import { fetchAuditDashboard, fetchAuditOptions } from '../../api/audit.ts';
import type { AuditDashboard as Dashboard } from '../../api/audit.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatCount, formatTime, localName } from '../../components/format.ts';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import { param } from '../../components/list/listParams.ts';
import { StackedBarChart } from './StackedBarChart.tsx';
import type { Series } from './StackedBarChart.tsx';

const palette = ['#1677ff', '#52c41a', '#faad14', '#722ed1', '#13c2c2', '#eb2f96', '#fa541c', '#2f54eb'];
const otherColour = '#bfbfbf';

export const moduleLabel = (t: TFunction, module: string) => t(`audit.module.${module}`, { defaultValue: module });

/** At most eight series in the palette's colours; the rest summed as "other". */
function seriesOf(dashboard: Dashboard, split: 'platform' | 'module', t: TFunction): Series[] {
  const all =
    split === 'platform'
      ? dashboard.byPlatform.map((s) => ({
          key: String(s.platformId ?? 'none'),
          name: s.name || t('audit.noPlatform'),
          values: s.counts,
          total: s.total,
        }))
      : dashboard.byModule.map((s) => ({
          key: s.module,
          name: moduleLabel(t, s.module),
          values: s.counts,
          total: s.total,
        }));
  const shown = all.slice(0, palette.length).map((s, i) => ({ ...s, color: palette[i] }));
  const rest = all.slice(palette.length);
  if (rest.length === 0) return shown;
  return [
    ...shown,
    {
      key: 'other',
      name: t('audit.dashboard.other'),
      color: otherColour,
      values: dashboard.days.map((_, i) => rest.reduce((sum, s) => sum + s.values[i], 0)),
      total: rest.reduce((sum, s) => sum + s.total, 0),
    },
  ];
}

type TopItem = Dashboard['topItems'][number];

export function AuditDashboard() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const [split, setSplit] = useState<'platform' | 'module'>('platform');
  const from = param.date.read(searchParams.get('from'));
  const to = param.date.read(searchParams.get('to'));
  const companyId = param.id.read(searchParams.get('companyId'));
  const ask = { from, to, companyId };
  const dashboard = useQuery({
    queryKey: ['admin', 'audit', 'dashboard', ask],
    queryFn: ({ signal }) => fetchAuditDashboard(ask, signal),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({
    queryKey: ['admin', 'audit', 'options'],
    queryFn: ({ signal }) => fetchAuditOptions(signal),
  });

  const setFilters = (next: { from?: string; to?: string; companyId?: number }) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next))
        if (value === undefined) params.delete(key);
        else params.set(key, String(value));
      return params;
    });
  };

  const data = dashboard.data;
  const busiest = data?.total
    ? data.days.reduce((best, day, i) => (data.totals[i] > data.totals[best.i] ? { day, i } : best), {
        day: data.days[0],
        i: 0,
      })
    : null;

  const columns: TableColumnsType<TopItem> = [
    { title: t('audit.dashboard.rank'), key: 'rank', width: 70, render: (_: unknown, __, index) => index + 1 },
    {
      title: t('audit.column.module'),
      dataIndex: 'module',
      width: 140,
      render: (module: string) => moduleLabel(t, module),
    },
    {
      title: t('audit.column.item'),
      key: 'item',
      render: (_: unknown, row) => (
        <span style={{ wordBreak: 'break-all' }}>
          {row.name ?? t('audit.itemGone')}
          <span style={{ color: token.colorTextSecondary, marginLeft: 8 }}>#{row.itemId}</span>
        </span>
      ),
    },
    {
      title: t('audit.dashboard.downloads'),
      dataIndex: 'downloads',
      width: 120,
      align: 'right',
      render: (n: number) => formatCount(n),
    },
    {
      title: t('audit.dashboard.lastAt'),
      dataIndex: 'lastAt',
      width: 170,
      render: (value: string) => formatTime(value),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={t('audit.dashboard.period')}>
            <DateRange
              value={rangeOf(from ?? data?.from, to ?? data?.to)}
              onChange={(range) => {
                const [f, l] = daysOf(range);
                setFilters({ from: f, to: l });
              }}
              placeholder={[t('audit.filter.startDate'), t('audit.filter.endDate')]}
            />
          </Form.Item>
          <Form.Item label={t('audit.filter.company')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('audit.dashboard.allCompanies')}
              style={{ width: 220 }}
              value={companyId}
              onChange={(value?: number) => setFilters({ companyId: value })}
              options={(options.data?.companies ?? []).map((c) => ({
                value: c.id,
                label: localName(c, i18n.language),
              }))}
            />
          </Form.Item>
        </Form>
        <div style={{ marginTop: 8, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {t('audit.dashboard.scopeNote')}
        </div>
      </Card>

      {dashboard.isError ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.dashboard.loadError')}>
            <Button onClick={() => void dashboard.refetch()}>{t('common.retry')}</Button>
          </Empty>
        </Card>
      ) : !data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <>
          <Flex gap={16} wrap>
            {[
              { title: t('audit.dashboard.total'), value: formatCount(data.total) },
              {
                title: t('audit.dashboard.perDay'),
                value: (data.total / Math.max(1, data.days.length)).toFixed(1),
              },
              {
                title: t('audit.dashboard.busiest'),
                value: busiest ? `${busiest.day} · ${formatCount(data.totals[busiest.i])}` : t('audit.dashboard.none'),
              },
            ].map((figure) => (
              <Card key={figure.title} size="small" style={{ flex: '1 1 200px' }}>
                <Statistic title={figure.title} value={figure.value} />
              </Card>
            ))}
          </Flex>
          <Card
            size="small"
            title={t('audit.dashboard.chartTitle')}
            loading={dashboard.isPlaceholderData}
            extra={
              <Segmented
                size="small"
                value={split}
                onChange={(value) => setSplit(value as 'platform' | 'module')}
                options={[
                  { value: 'platform', label: t('audit.dashboard.byPlatform') },
                  { value: 'module', label: t('audit.dashboard.byModule') },
                ]}
              />
            }
          >
            {data.total === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.dashboard.empty')} />
            ) : (
              <StackedBarChart
                categories={data.days}
                categoryLabel={(day) => day.slice(5)}
                series={seriesOf(data, split, t)}
                xTitle={t('audit.dashboard.axisDay')}
                yTitle={t('audit.dashboard.axisCount')}
                totalLabel={(count) => t('audit.dashboard.dayTotal', { count: formatCount(count) })}
                ariaLabel={t('audit.dashboard.chartLabel', { from: data.from, to: data.to, total: data.total })}
              />
            )}
          </Card>
          <Card size="small" title={t('audit.dashboard.topTitle')}>
            <Table<TopItem>
              rowKey={(row) => `${row.module}-${row.itemId}`}
              size="small"
              columns={columns}
              dataSource={data.topItems}
              pagination={false}
              scroll={{ x: 720 }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.dashboard.topEmpty')} />,
              }}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
