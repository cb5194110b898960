// /review/ReviewDetail?id= (M09): every field of a review, its result items (answered one by one or
// in bulk while the review waits for the customer), its progress and result as a timeline with who
// and when; the actions the review's state allows (the server's `can`, checked again there): edit
// (not reviewed yet), the conversation, a retrial, closing at own risk (confirmed) and a score for
// a finished review. A confidential review's attachment is shown without any download action.
import { useState } from 'react';
import { Button, Card, Col, Input, Modal, Rate, Row } from 'antd';
import { Form } from '../../components/Form.tsx';
import { CommentOutlined, EditOutlined, RedoOutlined, StarOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { closeOwnRisk, reviewLimits, scoreReview } from '../../api/review.ts';
import type { ReviewDetail } from '../../api/review.ts';
import { validateTrigger } from '../../components/formRules.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { ResultItems } from './ResultItems.tsx';
import { ReviewFields } from './ReviewFields.tsx';
import { ReviewFrame } from './ReviewFrame.tsx';
import { ReviewTimeline } from './ReviewTimeline.tsx';
import { createCode, reviewPaths } from './reviewQuery.ts';
import './i18n/review.ts';

function ScoreDialog({ review, onClose }: { review: ReviewDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ score: number; comment: string }>();
  const save = useMutation({
    mutationFn: (values: { score: number; comment: string }) =>
      scoreReview(review.id, { score: values.score, comment: (values.comment ?? '').trim() }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
  return (
    <Modal
      open
      title={t('review.score.title', { name: review.pcbProject })}
      okText={t('review.score.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => {},
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ comment: '' }}>
        <Form.Item
          name="score"
          label={t('review.score.score')}
          validateTrigger={validateTrigger}
          rules={[{ required: true, message: t('review.score.required') }]}
          extra={t('review.score.help')}
        >
          <Rate count={5} aria-label={t('review.score.score')} />
        </Form.Item>
        <Form.Item name="comment" label={t('review.score.comment')}>
          <Input.TextArea rows={3} maxLength={reviewLimits.scoreComment} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [scoring, setScoring] = useState(false);
  const close = useMutation({
    mutationFn: (id: number) => closeOwnRisk(id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['toDo'] });
      return queryClient.invalidateQueries({ queryKey: ['review'] });
    },
  });
  const mayChange = permissions.has(createCode);

  const actions = (review: ReviewDetail) => [
    mayChange && review.can.edit ? (
      <Button key="edit" icon={<EditOutlined />} onClick={() => void navigate(reviewPaths.edit(review.id))}>
        {t('review.detail.edit')}
      </Button>
    ) : null,
    <Button
      key="interact"
      icon={<CommentOutlined />}
      onClick={() => void navigate(reviewPaths.interact(review.id), { state: { fromDetail: true } })}
    >
      {t('review.detail.interact')}
    </Button>,
    mayChange && review.can.retrial ? (
      <Button
        key="repeat"
        type="primary"
        icon={<RedoOutlined />}
        onClick={() => void navigate(reviewPaths.repeat(review.id), { state: { fromDetail: true } })}
      >
        {t('review.detail.repeat')}
      </Button>
    ) : null,
    mayChange && review.can.closeOwnRisk ? (
      <Button
        key="close"
        danger
        icon={<StopOutlined />}
        loading={close.isPending}
        onClick={() =>
          void modal.confirm({
            title: t('review.detail.closeTitle'),
            content: t('review.detail.closeConfirm', { name: review.pcbProject }),
            okText: t('review.detail.closeOk'),
            okButtonProps: { danger: true },
            cancelText: t('common.cancel'),
            onOk: () => close.mutateAsync(review.id).catch(() => {}),
          })
        }
      >
        {t('review.detail.closeOwnRisk')}
      </Button>
    ) : null,
    mayChange && review.can.score ? (
      <Button key="score" type="primary" icon={<StarOutlined />} onClick={() => setScoring(true)}>
        {t('review.detail.score')}
      </Button>
    ) : null,
  ];

  return (
    <ReviewFrame titleKey="review.detail.title" actions={actions}>
      {(review) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Card title={t('review.detail.fields')}>
                <ReviewFields review={review} side="customer" />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card title={t('review.detail.timeline')}>
                <ReviewTimeline history={review.history} />
              </Card>
            </Col>
          </Row>
          <Card
            title={t('review.detail.items', { count: review.items.length })}
            extra={review.can.setItems ? t('review.items.answerHint') : null}
          >
            <ResultItems review={review} side="customer" />
          </Card>
          {modalHolder}
          {scoring ? <ScoreDialog review={review} onClose={() => setScoring(false)} /> : null}
        </>
      )}
    </ReviewFrame>
  );
}
