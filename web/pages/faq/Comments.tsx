// The comments of an article: plain text of at most 1 000 characters with a counter,
// newest first, paged; the author may delete their own; vendor engineers' replies are marked.
// Comments are rendered as text, never as markup.
import { useState } from 'react';
import {
  Avatar,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Pagination,
  Popconfirm,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
  theme,
} from 'antd';
import { Form } from '../../components/Form.tsx';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { addComment, commentMaxChars, deleteComment, listComments } from '../../api/faq.ts';
import type { ArticleComment, ArticleModule } from '../../api/faq.ts';
import { formatTime } from '../../components/format.ts';
import { notify } from '../../notify.ts';

const pageSize = 10;

export function Comments({
  module,
  articleId,
  mayComment,
  onChanged,
}: {
  module: ArticleModule;
  articleId: number;
  mayComment: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ content: string }>();
  const [pageNum, setPageNum] = useState(1);
  const comments = useQuery({
    queryKey: [module, 'comments', articleId, pageNum],
    queryFn: ({ signal }) => listComments(module, articleId, { pageNum, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [module, 'comments', articleId] });
    void queryClient.invalidateQueries({ queryKey: [module, 'commentRecord'] });
    onChanged();
  };

  const post = useMutation({
    mutationFn: (content: string) => addComment(module, articleId, content),
    onSuccess: () => {
      form.resetFields();
      notify({ type: 'success', content: t('article.comment.posted') });
      setPageNum(1); // newest first: the new comment is on page 1
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (comment: ArticleComment) => deleteComment(module, comment.id),
    onSuccess: () => {
      notify({ type: 'success', content: t('article.comment.deleted') });
      refresh();
    },
  });

  const total = comments.data?.total ?? 0;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('article.comment.titleCount', { count: total })}</h2>}>
      {mayComment ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={({ content }) => post.mutate(content.trim())}
          disabled={post.isPending}
        >
          <Form.Item
            name="content"
            label={t('article.comment.label')}
            validateTrigger={['onBlur', 'onChange']}
            rules={[
              { required: true, whitespace: true, message: t('article.comment.required') },
              { max: commentMaxChars, message: t('article.comment.tooLong', { max: commentMaxChars }) },
            ]}
            style={{ marginBottom: 12 }}
          >
            <Input.TextArea
              rows={3}
              showCount
              maxLength={commentMaxChars}
              placeholder={t('article.comment.placeholder', { max: commentMaxChars })}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" loading={post.isPending}>
              {t('article.comment.submit')}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <Typography.Paragraph type="secondary">{t('article.comment.noPermission')}</Typography.Paragraph>
      )}
      {comments.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('article.comment.loadError')}>
          <Button onClick={() => void comments.refetch()}>{t('common.retry')}</Button>
        </Empty>
      ) : comments.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('article.comment.empty')} />
      ) : (
        <Spin spinning={comments.isFetching}>
          <ul aria-label={t('article.comment.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(comments.data?.list ?? []).map((comment) => (
              <li
                key={comment.id}
                style={{ display: 'flex', gap: 12, padding: '14px 0', borderTop: `1px solid ${token.colorSplit}` }}
              >
                <Avatar
                  icon={<UserOutlined />}
                  style={{ flex: 'none', ...(comment.isVendor ? { background: token.colorPrimary } : {}) }}
                />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <Space size={8} wrap>
                      <Typography.Text strong>{comment.author}</Typography.Text>
                      {comment.isVendor ? <Tag color="blue">{t('article.comment.vendor')}</Tag> : null}
                      {comment.mine ? <Tag>{t('article.comment.mine')}</Tag> : null}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatTime(comment.createdAt)}
                      </Typography.Text>
                    </Space>
                    {comment.mine ? (
                      <Popconfirm
                        title={t('article.comment.deleteConfirm')}
                        description={
                          <Typography.Text ellipsis style={{ maxWidth: 280 }}>
                            {comment.content}
                          </Typography.Text>
                        }
                        okText={t('article.comment.delete')}
                        cancelText={t('common.cancel')}
                        okButtonProps={{ danger: true, loading: remove.isPending }}
                        onConfirm={() => remove.mutateAsync(comment)}
                      >
                        <Button type="link" danger size="small">
                          {t('article.comment.delete')}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Flex>
                  <Typography.Paragraph
                    style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '6px 0 0' }}
                    className="article-comment-text"
                  >
                    {comment.content}
                  </Typography.Paragraph>
                </div>
              </li>
            ))}
          </ul>
          {total > pageSize ? (
            <Flex justify="end" style={{ marginTop: 12 }}>
              <Pagination
                current={pageNum}
                pageSize={pageSize}
                total={total}
                onChange={setPageNum}
                showSizeChanger={false}
                size="small"
              />
            </Flex>
          ) : null}
        </Spin>
      )}
    </Card>
  );
}
