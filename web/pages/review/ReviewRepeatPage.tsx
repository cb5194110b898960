// /review/ReviewRepeat?id= (M09, review.create): a retrial of a review waiting for the customer —
// a new zip (uploaded with progress and checked by the server) and a note of what changed. Offered
// only while the review waits for the customer's revision (the server refuses it otherwise, 409).
import { useState } from 'react';
import { Button, Card, Flex, Input, Result } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { askRetrial, reviewLimits } from '../../api/review.ts';
import type { ReviewFile } from '../../api/review.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { ReviewFrame } from './ReviewFrame.tsx';
import { ZipField } from './upload.tsx';
import { reviewPaths } from './reviewQuery.ts';
import './i18n/review.ts';

type Values = { attachment: ReviewFile | null; note: string };

function RepeatForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const send = useMutation({
    mutationFn: (values: Values) => askRetrial(id, { fileId: values.attachment!.fileId, note: values.note.trim() }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['review'] });
      void queryClient.invalidateQueries({ queryKey: ['toDo'] });
      void navigate(reviewPaths.detail(id), { replace: true });
    },
  });
  return (
    <Form<Values> layout="vertical" initialValues={{ attachment: null, note: '' }} onFinish={(v) => send.mutate(v)}>
      <Form.Item
        name="attachment"
        label={t('review.repeat.attachment')}
        validateTrigger={validateTrigger}
        rules={[{ required: true, message: t('review.upload.zipRequired') }]}
      >
        <ZipField onBusy={setUploading} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('review.repeat.note')}
        validateTrigger={validateTrigger}
        rules={[requiredText(t)]}
      >
        <Input.TextArea
          rows={4}
          maxLength={reviewLimits.retrialNote}
          showCount
          placeholder={t('review.repeat.notePlaceholder')}
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={send.isPending} disabled={uploading}>
          {t('review.repeat.submit')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}

export default function ReviewRepeatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ReviewFrame titleKey="review.repeat.title">
      {(review) =>
        review.can.retrial ? (
          <Card>
            <RepeatForm id={review.id} />
          </Card>
        ) : (
          <Result
            status="warning"
            title={t('review.repeat.notAllowed')}
            extra={
              <Button type="primary" onClick={() => void navigate(reviewPaths.detail(review.id), { replace: true })}>
                {t('review.form.toDetail')}
              </Button>
            }
          />
        )
      }
    </ReviewFrame>
  );
}
