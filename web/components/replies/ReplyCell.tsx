// What the vendor answered to something a customer wrote (document and report feedback, change
// requests, survey suggestions, home feedback, comments): the engineer's reply as text with its
// time, or the state — awaiting a reply (orange), replied elsewhere (green: an FAQ comment's reply
// is an official comment on the article), closed (default). Shown as text, never as markup.
import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { formatTime } from '../format.ts';
import './i18n/replies.ts';

export type ReplyState = 'open' | 'replied' | 'closed';

export function ReplyCell({
  status,
  reply,
  repliedAt,
  extra,
}: {
  status: ReplyState;
  reply?: string | null;
  repliedAt?: string | null;
  /** Beside a reply given elsewhere (a link to it). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  if (reply)
    return (
      <div data-testid="reply">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 2 }}>
          {reply}
        </Typography.Paragraph>
        <Space size={4} wrap>
          {repliedAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('replies.repliedAt', { time: formatTime(repliedAt) })}
            </Typography.Text>
          ) : null}
          {status === 'closed' ? <Tag>{t('replies.closed')}</Tag> : null}
        </Space>
      </div>
    );
  const tag =
    status === 'open' ? (
      <Tag color="orange">{t('replies.awaiting')}</Tag>
    ) : status === 'replied' ? (
      <Tag color="green">{t('replies.replied')}</Tag>
    ) : (
      <Tag>{t('replies.closed')}</Tag>
    );
  return (
    <Space size={4} wrap>
      {tag}
      {status === 'replied' ? extra : null}
    </Space>
  );
}
