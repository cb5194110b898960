// The frame of the customer's screens of one review (detail, conversation, retrial): the way back,
// the title with the review's board and states, and the not-found / error / loading states of an
// address whose review is unknown, invisible (404) or still coming.
import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Skeleton, Space, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import type { ReviewDetail } from '../../api/review.ts';
import { ProgressTag, ResultTag } from './ReviewTags.tsx';
import { reviewPaths } from './reviewQuery.ts';
import { useAddressedReview } from './useReview.ts';
import './i18n/review.ts';

export function ReviewFrame({
  titleKey,
  actions,
  children,
}: {
  titleKey: string;
  actions?: (review: ReviewDetail) => ReactNode;
  children: (review: ReviewDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const { detail, notFound } = useAddressedReview('customer');

  // Back to where we came from (the list as it was, kept alive); opened directly, to the plain list.
  const back = () => {
    if ((location.state as { fromList?: boolean; fromDetail?: boolean } | null) !== null) void navigate(-1);
    else void navigate(reviewPaths.list);
  };
  const backToList = (
    <Button type="primary" onClick={() => void navigate(reviewPaths.list)}>
      {t('review.detail.backToList')}
    </Button>
  );
  if (notFound) return <Result status="404" title={t('review.detail.notFound')} extra={backToList} />;
  if (detail.isError)
    return (
      <Result
        status="error"
        title={t('review.detail.loadError')}
        extra={[
          <Button key="retry" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>,
          <span key="back">{backToList}</span>,
        ]}
      />
    );
  const review = detail.data;
  if (!review)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-end" gap={16} wrap>
        <div style={{ minWidth: 260, flex: 1 }}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
            {t('review.back')}
          </Button>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, wordBreak: 'break-word' }}>
            {t(titleKey)} · {review.pcbProject}
          </h1>
          <Space size={4} style={{ marginTop: 4 }}>
            <ProgressTag progress={review.progress} />
            <ResultTag result={review.result} />
          </Space>
        </div>
        {actions ? (
          <Flex gap={8} wrap>
            {actions(review)}
          </Flex>
        ) : null}
      </Flex>
      {children(review)}
    </Space>
  );
}
