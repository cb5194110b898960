// The conversation of a review between the customer and the engineer: text and attachments, each
// side's messages on its own side. It asks for new messages every few seconds (and when the window
// regains focus), so both sides see what the other wrote without reloading. Read-only once the
// review has ended.
import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Empty, Flex, Input, Skeleton, Space, Tag, Typography, Upload, theme } from 'antd';
import { CloseOutlined, PaperClipOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchReviewMessages, messageUploadPath, reviewLimits, sendReviewMessage } from '../../api/review.ts';
import type { ReviewFile, ReviewMessage, ReviewSide, StoredFileInfo } from '../../api/review.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { downloadReviewFile } from './ReviewFields.tsx';
import { TransferProgress, useProgressUpload } from './upload.tsx';
import './i18n/review.ts';

/** How often an open conversation asks for new messages. */
export const conversationRefreshMs = 4000;

function Bubble({ message, side }: { message: ReviewMessage; side: ReviewSide }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      gap={8}
      justify={message.mine ? 'flex-end' : 'flex-start'}
      data-testid="review-message"
      data-mine={message.mine}
    >
      {message.mine ? null : <Avatar icon={<UserOutlined />} style={{ flex: 'none' }} />}
      <div style={{ maxWidth: 'min(560px, 80%)' }}>
        <div
          style={{
            fontSize: token.fontSizeSM,
            color: token.colorTextSecondary,
            textAlign: message.mine ? 'right' : 'left',
          }}
        >
          {message.who}{' '}
          <Tag bordered={false} color={message.byStaff ? 'blue' : 'default'} style={{ marginInline: 4 }}>
            {t(message.byStaff ? 'review.interact.engineer' : 'review.interact.customer')}
          </Tag>
          {formatTime(message.at)}
        </div>
        <div
          style={{
            background: message.mine ? token.colorPrimaryBg : token.colorFillTertiary,
            borderRadius: token.borderRadiusLG,
            padding: '8px 12px',
            marginTop: 4,
          }}
        >
          {message.content ? (
            <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.content}</div>
          ) : null}
          {message.files.map((file) => (
            <div key={file.fileId}>
              <Button
                type="link"
                size="small"
                icon={<PaperClipOutlined />}
                style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => downloadReviewFile(side, file)}
              >
                {file.name}
              </Button>{' '}
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatSize(file.size)}
              </Typography.Text>
            </div>
          ))}
        </div>
      </div>
    </Flex>
  );
}

export function Conversation({ reviewId, side, open }: { reviewId: number; side: ReviewSide; open: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [attached, setAttached] = useState<ReviewFile[]>([]);
  const upload = useProgressUpload<StoredFileInfo>(messageUploadPath);
  const end = useRef<HTMLDivElement>(null);
  const queryKey = ['review', 'messages', side, reviewId];
  const messages = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchReviewMessages(side, reviewId, signal),
    refetchInterval: open ? conversationRefreshMs : false,
    refetchIntervalInBackground: false,
  });
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  const send = useMutation({
    mutationFn: () =>
      sendReviewMessage(side, reviewId, { content: content.trim(), fileIds: attached.map((f) => f.fileId) }),
    onSuccess: () => {
      setContent('');
      setAttached([]);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const canSend = (content.trim() !== '' || attached.length > 0) && !upload.busy;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div
        role="log"
        aria-label={t('review.interact.log')}
        style={{
          maxHeight: 480,
          overflowY: 'auto',
          padding: 12,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {messages.isPending ? (
          <Skeleton active />
        ) : messages.isError ? (
          <Empty description={t('review.interact.loadError')}>
            <Button onClick={() => void messages.refetch()}>{t('common.retry')}</Button>
          </Empty>
        ) : count === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.interact.empty')} />
        ) : (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {messages.data.map((message) => (
              <Bubble key={message.id} message={message} side={side} />
            ))}
            <div ref={end} />
          </Space>
        )}
      </div>
      {open ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            rows={3}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={reviewLimits.message}
            showCount
            placeholder={t('review.interact.placeholder')}
            aria-label={t('review.interact.message')}
            onPressEnter={(event) => {
              if ((event.ctrlKey || event.metaKey) && canSend) send.mutate();
            }}
          />
          {attached.length ? (
            <Flex gap={8} wrap>
              {attached.map((file) => (
                <Tag
                  key={file.fileId}
                  closable
                  closeIcon={<CloseOutlined aria-label={t('review.interact.removeFile', { name: file.name })} />}
                  onClose={() => setAttached((list) => list.filter((f) => f.fileId !== file.fileId))}
                >
                  {file.name} · {formatSize(file.size)}
                </Tag>
              ))}
            </Flex>
          ) : null}
          {upload.transfer ? <TransferProgress transfer={upload.transfer} onCancel={upload.cancel} /> : null}
          {upload.error ? <Alert type="error" showIcon title={upload.error} /> : null}
          <Flex gap={8} justify="flex-end" wrap>
            <Upload
              showUploadList={false}
              disabled={upload.busy || attached.length >= reviewLimits.messageFiles}
              beforeUpload={(file) => {
                void upload.upload(file).then((stored) => {
                  if (stored)
                    setAttached((list) => [
                      ...list,
                      { fileId: stored.fileId, name: stored.name, size: stored.size, kind: stored.kind },
                    ]);
                });
                return Upload.LIST_IGNORE;
              }}
            >
              <Button
                icon={<PaperClipOutlined />}
                disabled={upload.busy || attached.length >= reviewLimits.messageFiles}
              >
                {t('review.interact.attach', { max: reviewLimits.messageFiles })}
              </Button>
            </Upload>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={!canSend}
              loading={send.isPending}
              onClick={() => send.mutate()}
            >
              {t('review.interact.send')}
            </Button>
          </Flex>
        </Space>
      ) : (
        <Alert type="info" showIcon title={t('review.interact.closed')} />
      )}
    </Space>
  );
}
