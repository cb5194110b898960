// An FAQ or quick-start article (?id=): fields, the rich text rendered through an allowlist,
// attachments with their size, like / unlike (the count follows at once), and for FAQ collect /
// uncollect and share (copies the article's link); then the comments. An unknown or invisible
// id shows the not-found result with a way back.
import { Button, Card, Divider, Flex, Result, Skeleton, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  PaperClipOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { fetchArticle, setCollect, setLike, shareArticle } from '../../api/faq.ts';
import type { ArticleDetail, ArticleModule } from '../../api/faq.ts';
import { formatCount, formatSize, formatTime } from '../../components/format.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { articlePaths } from './articlePaths.ts';
import { Comments } from './Comments.tsx';
import { copyText } from './copyText.ts';
import { RichText } from './RichText.tsx';
import { StatusTag } from './StatusTag.tsx';

const richTextStyles =
  '.article-rich-text{font-size:15px;line-height:1.8;word-break:break-word}' +
  '.article-rich-text code{background:rgba(0,0,0,.05);padding:1px 4px;border-radius:4px}' +
  '.article-rich-text pre{background:rgba(0,0,0,.04);padding:12px;border-radius:6px;overflow:auto}' +
  '.article-rich-text table{border-collapse:collapse;margin:8px 0}.article-rich-text th,.article-rich-text td{border:1px solid #e5e6eb;padding:4px 8px}' +
  '.article-rich-text blockquote{margin:8px 0;padding-left:12px;border-left:3px solid #d0d7e5;color:rgba(0,0,0,.65)}';

export function ArticleDetailView({ module }: { module: ArticleModule }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const paths = articlePaths[module];
  const permissions = usePermissions();
  const id = Number(searchParams.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const key = [module, 'detail', id] as const;

  const detail = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchArticle(module, id, signal),
    enabled: validId,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const patch = (change: Partial<ArticleDetail>) =>
    queryClient.setQueryData<ArticleDetail>(key, (old) => (old ? { ...old, ...change } : old));
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: [module, 'list'] });

  const like = useMutation({
    mutationFn: (liked: boolean) => setLike(module, id, liked),
    onSuccess: (result) => {
      patch({ liked: result.liked, likes: result.likes });
      refreshLists();
    },
  });
  const collect = useMutation({
    mutationFn: (collected: boolean) => setCollect(id, collected),
    onSuccess: (result) => {
      patch({ collected: result.collected });
      notify({
        type: 'success',
        content: t(result.collected ? 'article.action.collected' : 'article.action.uncollected'),
      });
      refreshLists();
    },
  });
  const share = useMutation({
    mutationFn: () => shareArticle(id),
    onSuccess: async ({ link }) => {
      const copied = await copyText(new URL(link, window.location.origin).toString());
      notify(
        copied
          ? { type: 'success', content: t('article.action.copySuccess') }
          : { type: 'error', content: t('article.action.copyError') },
      );
    },
  });

  const backToList = (
    <Button type="primary" onClick={() => void navigate(paths.list)}>
      {t('article.detail.backToList')}
    </Button>
  );
  const notFound =
    !validId ||
    (detail.error instanceof ApiError &&
      (detail.error.status === 404 || detail.error.code === 404 || detail.error.status === 400));
  if (notFound) return <Result status="404" title={t('article.detail.notFound')} extra={backToList} />;
  if (detail.isError) {
    return (
      <Result
        status="error"
        title={t('article.detail.loadError')}
        extra={[
          <Button key="retry" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>,
          <span key="back">{backToList}</span>,
        ]}
      />
    );
  }
  const article = detail.data;
  if (!article) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <style>{richTextStyles}</style>
      <Card>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div style={{ flex: '1 1 480px', minWidth: 0 }}>
            <Space size={6} wrap style={{ marginBottom: 8 }}>
              <Tag>{article.number}</Tag>
              <StatusTag status={article.status} />
              <Tag color="geekblue">{article.platform ?? t('article.publicPlatform')}</Tag>
            </Space>
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, wordBreak: 'break-word' }}>
              {article.title}
            </h1>
            <Space size={16} wrap style={{ marginTop: 8, color: token.colorTextSecondary }}>
              <span>{t('article.detail.creator', { name: article.creator })}</span>
              <span>{t('article.detail.updatedAt', { time: formatTime(article.updatedAt) })}</span>
              <span>
                <EyeOutlined aria-hidden /> {t('article.detail.views', { formatted: formatCount(article.views) })}
              </span>
            </Space>
          </div>
          <Space wrap>
            <Button
              icon={article.liked ? <LikeFilled /> : <LikeOutlined />}
              type={article.liked ? 'primary' : 'default'}
              ghost={article.liked}
              aria-pressed={article.liked}
              loading={like.isPending}
              onClick={() => like.mutate(!article.liked)}
              aria-label={`${t(article.liked ? 'article.action.unlike' : 'article.action.like')} ${article.likes}`}
            >
              {t(article.liked ? 'article.action.unlike' : 'article.action.like')} · {formatCount(article.likes)}
            </Button>
            {module === 'faq' ? (
              <>
                <Button
                  icon={article.collected ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
                  aria-pressed={article.collected}
                  loading={collect.isPending}
                  onClick={() => collect.mutate(!article.collected)}
                >
                  {t(article.collected ? 'article.action.uncollect' : 'article.action.collect')}
                </Button>
                <Button icon={<ShareAltOutlined />} loading={share.isPending} onClick={() => share.mutate()}>
                  {t('article.action.share')}
                </Button>
              </>
            ) : null}
          </Space>
        </Flex>
        {article.keyword ? (
          <Space size={4} wrap style={{ marginTop: 12 }}>
            {article.keyword
              .split(/[,，]/)
              .map((word) => word.trim())
              .filter(Boolean)
              .map((word) => (
                <Tag key={word} bordered={false}>
                  {word}
                </Tag>
              ))}
          </Space>
        ) : null}
        <Divider style={{ margin: '16px 0' }} />
        <RichText html={article.content} />
        {article.attachments.length ? (
          <>
            <Divider style={{ margin: '16px 0' }} />
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('article.detail.attachments')}
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('article.detail.attachments')}>
              {article.attachments.map((file) => (
                <li key={file.fileId} style={{ padding: '4px 0' }}>
                  <PaperClipOutlined aria-hidden /> <Tooltip title={`SHA-256 ${file.sha256}`}>{file.name}</Tooltip>{' '}
                  <Typography.Text type="secondary">({formatSize(file.size)})</Typography.Text>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
      <Comments
        module={module}
        articleId={article.id}
        mayComment={module === 'faq' ? permissions.has('faq.comment') : true}
        onChanged={() => {
          void queryClient.invalidateQueries({ queryKey: key });
          refreshLists();
        }}
      />
    </Space>
  );
}
