// One list for FAQ and quick start on the shared list block: filter bar, sort and page in the
// address (kept alive: coming back from a detail shows the same filters, page and scroll), server
// paging, and a row per article with its counts. Quick start adds the Application group column.
// Filtered by a keyword, a row shows why it matched: the searched words marked in its title and, when
// its text holds them, in a snippet of the text (the server's marks, shown as text: Highlight).
import type { ReactNode } from 'react';
import { Card, Flex, Segmented, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EyeOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useLocation } from 'react-router';
import { articleSorts, listArticles } from '../../api/faq.ts';
import type { ArticleListItem, ArticleModule, ArticleSort } from '../../api/faq.ts';
import { formatCount, formatTime } from '../../components/format.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { Highlight } from '../search/Highlight.tsx';
import { ArticleFilters } from './ArticleFilters.tsx';
import { articleListParamsOf, articleSpecs, onlyCollected } from './articleQuery.ts';
import type { ArticleSpec } from './articleQuery.ts';
import { detailPath } from './articlePaths.ts';
import { StatusTag } from './StatusTag.tsx';

export type ArticleListProps = {
  module: ArticleModule;
  /** Quick start: the name of an Application group (menu code) for the group column. */
  groupOf?: (appCode: string | null) => ReactNode;
  toolbarExtra?: ReactNode;
};

export function ArticleList({ module, groupOf, toolbarExtra }: ArticleListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useListQuery<ArticleSpec>(articleSpecs[module]);
  // The call's parameters are its cache key too (the detail page refreshes [module, 'list']).
  const list = useListData(
    [module, 'list'],
    articleListParamsOf(query.request),
    (params, signal) => listArticles(module, params, signal),
    // Coming back from a detail shows the cached page at once (keep-alive), then refreshes it.
    { staleTime: 30_000 },
  );
  useScrollMemory(`${location.pathname}?${query.key}`, (list.data?.list.length ?? 0) > 0);

  const columns: TableColumnsType<ArticleListItem> = [
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
            {article.match ? <Highlight html={article.match.titleHtml} /> : title}
          </Link>
          {article.match?.snippetHtml ? (
            <Typography.Paragraph
              type="secondary"
              style={{ margin: '2px 0 0', fontSize: 12 }}
              data-testid="match-snippet"
            >
              <Highlight html={article.match.snippetHtml} />
            </Typography.Paragraph>
          ) : null}
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
      // "Published" in English, with the tag's padding and the cell's.
      width: 100,
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
          <LikeOutlined aria-hidden /> {formatCount(value)}
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
          <EyeOutlined aria-hidden /> {formatCount(value)}
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
          <MessageOutlined aria-hidden /> {formatCount(value)}
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

  return (
    <Card>
      <ArticleFilters module={module} query={query} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <div>{toolbarExtra}</div>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary" id={`${module}-sort-label`}>
            {t('article.sort.label')}
          </Typography.Text>
          <Segmented<ArticleSort>
            aria-labelledby={`${module}-sort-label`}
            value={query.filters.sort}
            onChange={(sort) => query.search({ sort })}
            options={articleSorts.map((sort) => ({ value: sort, label: t(`article.sort.${sort}`) }))}
          />
        </Flex>
      </Flex>
      <ListTable<ArticleListItem, ArticleSpec>
        query={query}
        result={list}
        columns={columns}
        scroll={{ x: tableWidth }}
        empty={t('article.empty.plain')}
        emptyFiltered={onlyCollected(query.filters) ? t('article.empty.collected') : t('article.empty.filtered')}
      />
    </Card>
  );
}
