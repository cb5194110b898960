// The feedback dialog's second tab: the account's own feedback, newest first, each with the
// engineer's reply (given in the staff console's work queues) or its state. Asked only while shown.
import { useState } from 'react';
import { Button, Empty, List, Result, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { listMyFeedback } from '../../api/feedback.ts';
import { formatTime } from '../../components/format.ts';
import { ReplyCell } from '../../components/replies/ReplyCell.tsx';

const pageSize = 5;

export function FeedbackHistory() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const history = useQuery({
    queryKey: ['feedback', 'mine', pageNum],
    queryFn: ({ signal }) => listMyFeedback({ pageNum, pageSize }, signal),
  });
  if (history.isError)
    return (
      <Result
        status="warning"
        title={t('layout.feedback.historyError')}
        extra={<Button onClick={() => void history.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return (
    <List
      loading={history.isLoading}
      dataSource={history.data?.list ?? []}
      rowKey="id"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.feedback.historyEmpty')} />,
      }}
      pagination={
        (history.data?.total ?? 0) > pageSize
          ? { current: pageNum, pageSize, total: history.data?.total, size: 'small', onChange: setPageNum }
          : false
      }
      style={{ maxHeight: 460, overflowY: 'auto' }}
      renderItem={(item) => (
        <List.Item style={{ display: 'block' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
            <Typography.Text strong style={{ wordBreak: 'break-word' }}>
              {item.subject}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatTime(item.createdAt)}
            </Typography.Text>
          </div>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 3, expandable: 'collapsible' }}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '4px 0 8px' }}
          >
            {item.feedback}
          </Typography.Paragraph>
          <ReplyCell status={item.status} reply={item.reply} repliedAt={item.repliedAt} />
        </List.Item>
      )}
    />
  );
}
