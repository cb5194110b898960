// Why an answer was disliked: a reason (required, as the server asks) and an optional comment.
import { useState } from 'react';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { aiLimits, dislikeReasons } from '../../api/ai.ts';
import type { DislikeReason } from '../../api/ai.ts';
import { useTranslation } from '../../i18n/translate.ts';
import './i18n/ai.ts';

export function DislikeForm({
  sending,
  onSubmit,
}: {
  sending: boolean;
  onSubmit: (reason: DislikeReason, comment: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DislikeReason>();
  const [comment, setComment] = useState('');
  return (
    <Flex vertical gap={8} style={{ width: 280 }} data-testid="ai-dislike-form">
      <Typography.Text strong>{t('ai.feedback.title')}</Typography.Text>
      <Radio.Group
        vertical
        value={reason}
        onChange={(event) => setReason(event.target.value as DislikeReason)}
        options={dislikeReasons.map((value) => ({ value, label: t(`ai.reason.${value}`) }))}
        data-testid="ai-dislike-reason"
      />
      <Input.TextArea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t('ai.feedback.comment')}
        aria-label={t('ai.feedback.comment')}
        maxLength={aiLimits.feedbackComment}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
      />
      <Flex justify="flex-end">
        <Button
          type="primary"
          size="small"
          disabled={!reason}
          loading={sending}
          onClick={() => reason && onSubmit(reason, comment.trim())}
          data-testid="ai-dislike-submit"
        >
          {t('ai.feedback.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
