// /review (M09, kept alive): the company's design reviews (a child's hidden projects left out by the
// server), filtered by type, project, chip, keyword, progress, result and the two periods, sorted by
// submitted or updated date and paged — all kept in the address, with the scroll, so a detail and
// Back find the list as it was. The badge counts the reviews waiting for the customer to revise.
import { Alert, Button, Card, Flex, Select, Space, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchReviewOptions, listReviews, reviewTypes } from '../../api/review.ts';
import type { ReviewRow } from '../../api/review.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatTime } from '../../components/format.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { CappedNotice } from '../../components/list/CappedNotice.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { useSession } from '../../stores/session.ts';
import { KeywordFilter, StateFilters, reviewColumns } from './reviewColumns.tsx';
import { createCode, fromForm, listParamsOf, reviewPaths, reviewSpec, sortFilters, toForm } from './reviewQuery.ts';
import type { ReviewFormValues, ReviewSpec } from './reviewQuery.ts';
import './i18n/review.ts';

export default function ReviewListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const query = useListQuery(reviewSpec);
  const list = useListData(['review', 'list'], listParamsOf(query.request), listReviews);
  useScrollMemory(`${location.pathname}?${query.key}`, (list.data?.list.length ?? 0) > 0);
  const options = useQuery({
    queryKey: ['review', 'options'],
    queryFn: ({ signal }) => fetchReviewOptions(signal),
    staleTime: 5 * 60_000,
  });
  // The menu's badge count (web/layout/useToDoCounts.ts keeps it in the session).
  const waiting = useSession((state) => state.toDoTotal.review);
  const { filters } = query;

  const sortOrderOf = (field: string) =>
    (filters.sortField ?? 'createdAt') === field ? (filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const shared = reviewColumns(t);
  const columns: TableColumnsType<ReviewRow> = [
    { ...shared.reviewType, width: 130 },
    {
      title: t('review.field.pcbProject'),
      dataIndex: 'pcbProject',
      width: 200,
      render: (name: string, row) => (
        <Link to={reviewPaths.detail(row.id)} state={{ fromList: true }} style={{ wordBreak: 'break-word' }}>
          {name}
        </Link>
      ),
    },
    { ...shared.project, width: 150 },
    { ...shared.chip, width: 110 },
    shared.progress,
    shared.result,
    {
      title: t('review.field.submittedAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 160,
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: (value: string) => formatTime(value),
    },
    { ...shared.updatedAt, key: 'updatedAt', width: 160, sorter: true, sortOrder: sortOrderOf('updatedAt') },
    {
      key: 'actions',
      title: t('review.field.actions'),
      width: 110,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          aria-label={`${t('review.list.view')} ${row.pcbProject}`}
          onClick={() => void navigate(reviewPaths.detail(row.id), { state: { fromList: true } })}
        >
          {t('review.list.view')}
        </Button>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 160), 0);
  const refs = (key: 'projects' | 'platforms') =>
    (options.data?.[key] ?? []).map((ref) => ({ value: ref.id, label: ref.name }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div style={{ flex: 1, minWidth: 280 }}>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('review.title')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('review.intro')}</p>
        </div>
        {permissions.has(createCode) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(reviewPaths.add)}>
            {t('review.list.add')}
          </Button>
        ) : null}
      </Flex>
      {waiting > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="review-waiting"
          title={t('review.list.waiting', { count: waiting })}
          action={
            <Button size="small" onClick={() => query.search({ ...filters, progress: 'revising', result: 'open' })}>
              {t('review.list.showWaiting')}
            </Button>
          }
        />
      ) : null}
      <Card>
        <ListSearchForm<ReviewSpec, ReviewFormValues> query={query} toForm={toForm} fromForm={fromForm(filters)}>
          <KeywordFilter />
          <Form.Item name="reviewType" label={t('review.field.reviewType')}>
            <Select
              allowClear
              placeholder={t('review.filter.all')}
              style={{ width: 150 }}
              options={reviewTypes.map((type) => ({ value: type, label: t(`review.type.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="projectId" label={t('review.field.project')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('review.filter.all')}
              style={{ width: 160 }}
              loading={options.isPending}
              options={refs('projects')}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('review.field.chip')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('review.filter.all')}
              style={{ width: 140 }}
              loading={options.isPending}
              options={refs('platforms')}
            />
          </Form.Item>
          <StateFilters />
          <Form.Item name="submitted" label={t('review.field.submittedAt')}>
            <DateRange placeholder={[t('review.filter.from'), t('review.filter.to')]} width={240} />
          </Form.Item>
          <Form.Item name="updated" label={t('review.field.updatedAt')}>
            <DateRange placeholder={[t('review.filter.from'), t('review.filter.to')]} width={240} />
          </Form.Item>
        </ListSearchForm>
        <CappedNotice data={list.data} text={(count) => t('review.capped', { count })} />
        <ListTable<ReviewRow, ReviewSpec>
          query={query}
          result={list}
          columns={columns}
          onSort={(columnKey, order) => query.search(sortFilters(filters, columnKey, order))}
          scroll={{ x: tableWidth }}
          empty={t('review.list.empty')}
          emptyFiltered={t('review.list.emptyFiltered')}
          emptyExtra={
            permissions.has(createCode) ? (
              <Button type="primary" onClick={() => void navigate(reviewPaths.add)}>
                {t('review.list.add')}
              </Button>
            ) : null
          }
        />
      </Card>
    </Space>
  );
}
