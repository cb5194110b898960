// My comments in FAQ or quick start (/faq/commentRecord, /quickStart/commentRecord), newest first,
// paged in the URL (the shared list block, no filters), each with a link back to its article and
// its state in the engineers' queue: replied (the official reply is on the article), awaiting, closed.
import { Card, Space, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import { listCommentRecord } from '../../api/faq.ts';
import type { ArticleComment, ArticleModule } from '../../api/faq.ts';
import { formatTime } from '../../components/format.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import { ReplyCell } from '../../components/replies/ReplyCell.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { articlePaths, detailPath } from './articlePaths.ts';

/** Only the page: a comment record has no filters. */
const spec = {};

export function CommentRecordView({ module }: { module: ArticleModule }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const paths = articlePaths[module];
  const query = useListQuery(spec);
  // A new comment or a deleted one refreshes [module, 'commentRecord'] (Comments.tsx).
  const record = useListData([module, 'commentRecord'], query.request, (page, signal) =>
    listCommentRecord(module, page, signal),
  );

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
      key: 'status',
      title: t('article.record.reply'),
      dataIndex: 'status',
      width: 200,
      render: (_: unknown, comment) => (
        <ReplyCell
          status={comment.status}
          extra={<Link to={detailPath(module, comment.articleId)}>{t('replies.seeOfficial')}</Link>}
        />
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
        <ListTable<ArticleComment, typeof spec>
          query={query}
          result={record}
          columns={columns}
          scroll={{ x: 960 }}
          empty={t('article.record.empty')}
          emptyExtra={<Link to={paths.list}>{t(paths.titleKey)}</Link>}
          loadError={t('article.record.loadError')}
        />
      </Card>
    </Space>
  );
}
