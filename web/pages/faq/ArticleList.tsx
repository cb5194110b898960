// One list for FAQ and quick start: filter bar, sort and page in the URL query (kept
// alive: coming back from a detail shows the same filters, page and scroll), server paging, and
// a row per article with its counts. Quick start adds the Application group column.
import type { ReactNode } from 'react';
import { Button, Card, Empty, Flex, Segmented, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { EyeOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { articleSorts, listArticles } from '../../api/faq.ts';
import type { Article, ArticleModule, ArticleSort } from '../../api/faq.ts';
import { formatTime } from '../../components/format.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { ArticleFilters } from './ArticleFilters.tsx';
import {
  articleListParamsOf,
  articleQueryOf,
  articleSearchOf,
  isArticleFiltered,
  resetArticleQuery,
} from './articleQuery.ts';
import type { ArticleQuery } from './articleQuery.ts';
import { detailPath } from './articlePaths.ts';
import { StatusTag } from './StatusTag.tsx';
import { listPagination } from '../../components/list/listPagination.ts';

export type ArticleListProps = {
  module: ArticleModule;
  /** Quick start: the name of an Application group (menu code) for the group column. */
  groupOf?: (appCode: string | null) => ReactNode;
  toolbarExtra?: ReactNode;
};

const count = (value: number) => value.toLocaleString();

export function ArticleList({ module, groupOf, toolbarExtra }: ArticleListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = articleQueryOf(searchParams);
  const params = articleListParamsOf(query, module);

  const list = useQuery({
    queryKey: [module, 'list', params],
    queryFn: ({ signal }) => listArticles(module, params, signal),
    placeholderData: keepPreviousData,
    // Coming back from a detail shows the cached page at once (keep-alive), then refreshes it.
    staleTime: 30_000,
  });
  const rows = list.data?.list ?? [];
  useScrollMemory(`${location.pathname}?${new URLSearchParams(articleSearchOf(query))}`, rows.length > 0);

  const go = (next: ArticleQuery) => setSearchParams(new URLSearchParams(articleSearchOf(next)));

  const columns: TableColumnsType<Article> = [
    {
      key: 'number',
      title: t('article.column.number'),
      dataIndex: 'number',
      width: 128,
      render: (number: string) => <Typography.Text style={{ whiteSpace: 'nowrap' }}>{number}</Typography.Text>,
    },
    {
      key: 'title',
      title: t('article.column.title'),
      dataIndex: 'title',
      // The one flexible column: the others are fixed, so the table fits 1280 px without scrolling.
      render: (title: string, article) => (
        <>
          <Link to={detailPath(module, article.id)} state={{ fromList: true }}>
            {title}
          </Link>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} title={t('article.column.updatedAt')}>
              {formatTime(article.updatedAt)}
            </Typography.Text>
          </div>
        </>
      ),
    },
    ...(groupOf
      ? [
          {
            key: 'group',
            title: t('article.column.group'),
            dataIndex: 'appCode',
            width: 120,
            render: (appCode: string | null) => groupOf(appCode),
          },
        ]
      : []),
    {
      key: 'status',
      title: t('article.column.status'),
      dataIndex: 'status',
      width: 76,
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      key: 'platform',
      title: t('article.column.platform'),
      dataIndex: 'platform',
      width: 96,
      render: (platform: string | null) =>
        platform ?? <Typography.Text type="secondary">{t('article.publicPlatform')}</Typography.Text>,
    },
    {
      key: 'keyword',
      title: t('article.column.keyword'),
      dataIndex: 'keyword',
      width: 124,
      render: (keyword: string) =>
        keyword
          .split(/[,，]/)
          .map((word) => word.trim())
          .filter(Boolean)
          .map((word) => (
            <Tag key={word} style={{ marginBlock: 2 }}>
              {word}
            </Tag>
          )),
    },
    {
      key: 'likes',
      title: t('article.column.likes'),
      dataIndex: 'likes',
      width: 64,
      align: 'right',
      render: (value: number) => (
        <span>
          <LikeOutlined aria-hidden /> {count(value)}
        </span>
      ),
    },
    {
      key: 'views',
      title: t('article.column.views'),
      dataIndex: 'views',
      width: 64,
      align: 'right',
      render: (value: number) => (
        <span>
          <EyeOutlined aria-hidden /> {count(value)}
        </span>
      ),
    },
    {
      key: 'replies',
      title: t('article.column.replies'),
      dataIndex: 'replies',
      width: 76,
      align: 'right',
      render: (value: number) => (
        <span>
          <MessageOutlined aria-hidden /> {count(value)}
        </span>
      ),
    },
    {
      key: 'creator',
      title: t('article.column.creator'),
      dataIndex: 'creator',
      width: 84,
      ellipsis: { showTitle: false },
      render: (creator: string) => <Tooltip title={creator}>{creator}</Tooltip>,
    },
  ];
  // The fixed columns plus room for a title (narrower screens scroll the table, UI.md).
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 220), 0);

  const onTableChange: TableProps<Article>['onChange'] = (pagination) => {
    const pageSize = pagination.pageSize ?? query.pageSize;
    go({ ...query, pageNum: pageSize === query.pageSize ? (pagination.current ?? 1) : 1, pageSize });
  };

  const filtered = isArticleFiltered(query);
  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('article.loadError')}>
      <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
    </Empty>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        query.collected && !query.keyword && !query.platformId && !query.status
          ? t('article.empty.collected')
          : filtered
            ? t('article.empty.filtered')
            : t('article.empty.plain')
      }
    >
      {filtered ? <Button onClick={() => go(resetArticleQuery(query))}>{t('common.reset')}</Button> : null}
    </Empty>
  );

  return (
    <Card>
      <ArticleFilters module={module} query={query} onSearch={go} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <div>{toolbarExtra}</div>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary" id={`${module}-sort-label`}>
            {t('article.sort.label')}
          </Typography.Text>
          <Segmented<ArticleSort>
            aria-labelledby={`${module}-sort-label`}
            value={query.sort}
            onChange={(sort) => go({ ...query, sort, pageNum: 1 })}
            options={articleSorts.map((sort) => ({ value: sort, label: t(`article.sort.${sort}`) }))}
          />
        </Flex>
      </Flex>
      <Table<Article>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        onChange={onTableChange}
        scroll={{ x: tableWidth }}
        locale={{ emptyText }}
        pagination={listPagination(t, query, list.data?.total ?? 0)}
      />
    </Card>
  );
}
