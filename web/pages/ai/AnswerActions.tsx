// Under a saved answer: like (pressed again, taken back), dislike with a reason (pressed again,
// taken back) and delete, each sent once at a time. An answer has one rating: the one chosen last
// shows at once in place of the other — while the dislike's reason is asked for and while the
// choice is on its way — and the server's copy takes over once it has it.
import { useState } from 'react';
import { Button, Popconfirm, Popover, Tooltip } from 'antd';
import { DeleteOutlined, DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { deleteMessage, sendFeedback } from '../../api/ai.ts';
import type { FeedbackBody } from '../../api/ai.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import type { ChatMessage } from './chatTurn.ts';
import { DislikeForm } from './DislikeForm.tsx';
import './i18n/ai.ts';

export function AnswerActions({
  message,
  onFeedback,
  onDeleted,
}: {
  message: ChatMessage;
  onFeedback: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const feedback = useMutation({
    mutationFn: (body: FeedbackBody) => sendFeedback(body),
    onSuccess: async (_, body) => {
      setAsking(false);
      if (body.feedback) notify({ type: 'success', content: t('ai.feedback.thanks') });
      // Pressed state comes from the server's copy: wait for it so the button does not flicker.
      await onFeedback();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteMessage(message.id),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      onDeleted();
    },
  });
  const shown = feedback.isPending ? feedback.variables.feedback : asking ? 'dislike' : message.feedback;
  const liked = shown === 'like';
  const disliked = shown === 'dislike';
  const send = (body: Omit<FeedbackBody, 'messageId'>) => feedback.mutate({ messageId: message.id, ...body });
  return (
    <div style={{ display: 'flex', gap: 4, marginTop: 4 }}>
      <Tooltip title={t('ai.message.like')}>
        <Button
          type="text"
          size="small"
          icon={liked ? <LikeFilled /> : <LikeOutlined />}
          aria-label={t('ai.message.like')}
          aria-pressed={liked}
          disabled={feedback.isPending}
          onClick={() => {
            setAsking(false);
            send({ feedback: liked ? null : 'like' });
          }}
          data-testid="ai-like"
        />
      </Tooltip>
      <Popover
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        trigger="click"
        destroyOnHidden
        content={
          <DislikeForm
            sending={feedback.isPending}
            onSubmit={(reason, comment) => send({ feedback: 'dislike', reason, comment })}
          />
        }
      >
        <Tooltip title={asking ? null : t('ai.message.dislike')}>
          <Button
            type="text"
            size="small"
            icon={disliked ? <DislikeFilled /> : <DislikeOutlined />}
            aria-label={t('ai.message.dislike')}
            aria-pressed={disliked}
            disabled={feedback.isPending}
            // Pressed again: the reason's form closes (nothing was sent), or the dislike is taken back.
            onClick={() => (asking ? setAsking(false) : disliked ? send({ feedback: null }) : setAsking(true))}
            data-testid="ai-dislike"
          />
        </Tooltip>
      </Popover>
      <Popconfirm
        title={t('ai.message.deleteConfirm')}
        okText={t('ai.message.deleteOk')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={t('common.cancel')}
        onConfirm={() => remove.mutateAsync().catch(() => {})}
      >
        <Tooltip title={t('ai.message.delete')}>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('ai.message.delete')}
            data-testid="ai-delete-message"
          />
        </Tooltip>
      </Popconfirm>
    </div>
  );
}
