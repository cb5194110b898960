// Staff actions on /admin/audit: every change made in the staff console (and the services' own
// audit entries of staff accounts) — who, what, on which thing, the detail, address and time;
// filtered by person, action and period (in the address), exported as CSV with the same conditions.
import { Input, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { auditMax, listAuditActions } from '../../api/audit.ts';
import type { AuditAction } from '../../api/audit.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { daysOf, rangeOf } from '../../components/list/dateRange.ts';
import type { RangeValue } from '../../components/list/dateRange.ts';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';

const spec = {
  keyword: param.text(auditMax.keyword),
  action: param.text(auditMax.action),
  from: param.date,
  to: param.date,
  sortOrder: param.kept(param.oneOf(['asc', 'desc'] as const)),
};
type Conditions = Filters<typeof spec>;
type Values = Omit<Conditions, 'from' | 'to'> & { period?: RangeValue };

const toForm = ({ from, to, ...filters }: Conditions): Values => ({ ...filters, period: rangeOf(from, to) });
const fromForm = ({ period, ...values }: Values): Conditions => {
  const [from, to] = daysOf(period);
  return { ...values, from, to };
};

export function AuditActions() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(spec, { keep: ['tab'] });
  const { pageNum: _n, pageSize: _s, ...conditions } = query.request;
  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;
  const code = { fontFamily: token.fontFamilyCode, fontSize: 12 } as const;

  const columns: TableColumnsType<AuditAction> = [
    {
      title: t('audit.column.time'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 150,
      fixed: 'left',
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: query.filters.sortOrder === 'asc' ? 'ascend' : 'descend',
      render: (value: string) => formatTime(value),
    },
    {
      title: t('audit.column.staff'),
      key: 'who',
      width: 200,
      render: (_: unknown, row) => (
        <div>
          <div>{row.accountName}</div>
          <div style={{ ...muted, wordBreak: 'break-all' }}>{row.accountEmail}</div>
        </div>
      ),
    },
    {
      title: t('audit.column.action'),
      dataIndex: 'action',
      width: 260,
      render: (action: string) => (
        <Typography.Text style={{ ...code, wordBreak: 'break-all' }}>{action}</Typography.Text>
      ),
    },
    {
      title: t('audit.column.target'),
      dataIndex: 'target',
      width: 130,
      render: (target: string) => <span style={{ wordBreak: 'break-all' }}>{target || '—'}</span>,
    },
    {
      title: t('audit.column.detail'),
      dataIndex: 'detail',
      width: 340,
      render: (detail: string) =>
        detail ? (
          <span
            title={detail}
            style={{
              ...code,
              wordBreak: 'break-all',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {detail}
          </span>
        ) : (
          '—'
        ),
    },
    { title: t('audit.column.ip'), dataIndex: 'ip', width: 140, render: (ip: string) => ip || '—' },
  ];

  return (
    <ListPage<AuditAction, typeof spec, Values>
      query={query}
      queryKey={['admin', 'audit', 'actions']}
      request={listAuditActions}
      search={{
        toForm,
        fromForm,
        children: (
          <>
            <Form.Item name="keyword" label={t('audit.filter.keyword')}>
              <Input
                allowClear
                maxLength={auditMax.keyword}
                placeholder={t('audit.filter.actionsKeywordPlaceholder')}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="action" label={t('audit.filter.action')}>
              <Input
                allowClear
                maxLength={auditMax.action}
                placeholder={t('audit.filter.actionPlaceholder')}
                style={{ width: 220 }}
              />
            </Form.Item>
            <Form.Item name="period" label={t('audit.filter.period')}>
              <DateRange placeholder={[t('audit.filter.startDate'), t('audit.filter.endDate')]} />
            </Form.Item>
          </>
        ),
      }}
      toolbar={<ExportCsvButton list="actions" conditions={conditions} />}
      onSort={(_key, order) => query.search({ sortOrder: order === 'asc' ? 'asc' : undefined })}
      columns={columns}
      scroll={{ x: 1260 }}
      cappedNotice={(count) => t('audit.capped', { count })}
      empty={t('audit.actionsEmpty')}
      emptyFiltered={t('audit.actionsEmptyFiltered')}
    />
  );
}
