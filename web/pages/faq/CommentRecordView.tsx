// My comments in FAQ or quick start (/faq/commentRecord, /quickStart/commentRecord), newest first,
// paged in the URL, each with a link back to its article.
import { Button, Card, Empty, Space, Table, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { listCommentRecord } from '../../api/faq.ts';
import type { ArticleComment, ArticleModule } from '../../api/faq.ts';
import { formatTime } from '../../components/format.ts';
import { articlePaths, detailPath } from './articlePaths.ts';
import { pageNumOf, pageSizeOf } from '../../components/listQuery.ts';
import { listPagination } from '../../components/list/listPagination.ts';

export function CommentRecordView({ module }: { module: ArticleModule }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const paths = articlePaths[module];
  const pageNum = pageNumOf(searchParams.get('pageNum'));
  const pageSize = pageSizeOf(searchParams.get('pageSize'));

  const record = useQuery({
    queryKey: [module, 'commentRecord', pageNum, pageSize],
    queryFn: ({ signal }) => listCommentRecord(module, { pageNum, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<ArticleComment> = [
    {
      key: 'article',
      title: t('article.record.article'),
      dataIndex: 'articleTitle',
      width: 300,
      render: (title: string, comment) => <Link to={detailPath(module, comment.articleId)}>{title}</Link>,
    },
    {
      key: 'content',
      title: t('article.record.content'),
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 3, expandable: 'collapsible' }}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 0 }}
        >
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'time',
      title: t('article.record.time'),
      dataIndex: 'createdAt',
      width: 160,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(value)}</span>,
    },
  ];

  const go = (nextPage: number, nextSize: number) => {
    const next = new URLSearchParams();
    if (nextPage !== 1) next.set('pageNum', String(nextPage));
    if (nextSize !== limits.pageSizeDefault) next.set('pageSize', String(nextSize));
    setSearchParams(next);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
          {t(`${module === 'faq' ? 'faq' : 'quickStart'}.commentRecord.title`)}
        </h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t('article.record.intro')}
        </p>
      </div>
      <Card>
        <Table<ArticleComment>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={record.data?.list ?? []}
          loading={record.isFetching}
          scroll={{ x: 760 }}
          locale={{
            emptyText: record.isError ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('article.record.loadError')}>
                <Button onClick={() => void record.refetch()}>{t('common.retry')}</Button>
              </Empty>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('article.record.empty')}>
                <Link to={paths.list}>{t(paths.titleKey)}</Link>
              </Empty>
            ),
          }}
          onChange={(pagination) => {
            const size = pagination.pageSize ?? pageSize;
            go(size === pageSize ? (pagination.current ?? 1) : 1, size);
          }}
          pagination={listPagination(t, { pageNum, pageSize }, record.data?.total ?? 0)}
        />
      </Card>
    </Space>
  );
}
