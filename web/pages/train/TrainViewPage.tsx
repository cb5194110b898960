// /train/view?id= (M10): one training application — every field of spec §3, the course's
// courseware (opened in its viewer), the history of its changes, and the feedback: once finished
// (pending feedback) a score out of 10 and comments, afterwards the score given. Edit and cancel
// are offered while it is to be confirmed (with train.apply).
import { useEffect } from 'react';
import { Alert, Button, Card, Descriptions, Input, Popconfirm, Rate, Space, Timeline, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { cancelTraining, fetchTrain, may, scoreTraining, trainLimits } from '../../api/train.ts';
import type { TrainDetail } from '../../api/train.ts';
import { formatTime } from '../../components/format.ts';
import { requiredSelect, validateTrigger } from '../../components/formRules.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { CoursewareList } from './CoursewareList.tsx';
import { DetailState, idOf, retryUnlessRefused } from './DetailState.tsx';
import { courseNameOf, editPath } from './paths.ts';
import { TrainStatusTag } from './TrainTags.tsx';
import './i18n/train.ts';

type FeedbackValues = { score?: number; comment?: string };

function Feedback({ train }: { train: TrainDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FeedbackValues>();
  const send = useMutation({
    mutationFn: (values: FeedbackValues) =>
      scoreTraining(train.id, { score: values.score!, comment: values.comment?.trim() ?? '' }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['train'] });
    },
  });
  if (train.status === 'finished' && train.score !== null)
    return (
      <Descriptions
        column={1}
        items={[
          {
            key: 'score',
            label: t('trainPage.field.score'),
            children: (
              <Space wrap>
                <Rate disabled count={10} value={train.score} />
                <strong data-testid="train-score">{t('trainView.scoreOutOf', { score: train.score })}</strong>
              </Space>
            ),
          },
          {
            key: 'comment',
            label: t('trainPage.field.comment'),
            children: <div style={{ whiteSpace: 'pre-wrap' }}>{train.comment || t('trainView.noComment')}</div>,
          },
          { key: 'at', label: t('trainPage.field.createdAt'), children: formatTime(train.feedbackAt) },
        ].filter((item) => item.key !== 'at' || train.feedbackAt)}
      />
    );
  return (
    <Form<FeedbackValues>
      name="trainFeedback"
      form={form}
      layout="vertical"
      validateTrigger={validateTrigger}
      onFinish={(values) => send.mutate(values)}
      style={{ maxWidth: 720 }}
    >
      <Alert type="info" showIcon title={t('trainView.feedbackHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="score" label={t('trainPage.field.score')} rules={[requiredSelect(t)]}>
        <Rate count={10} tooltips={Array.from({ length: 10 }, (_, i) => t('trainView.scoreOutOf', { score: i + 1 }))} />
      </Form.Item>
      <Form.Item name="comment" label={t('trainPage.field.comment')}>
        <Input.TextArea
          rows={4}
          maxLength={trainLimits.comment}
          showCount
          placeholder={t('trainView.commentPlaceholder')}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('trainView.submitFeedback')}
        </Button>
      </Form.Item>
    </Form>
  );
}

export default function TrainViewPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const language = useSession((state) => state.language);
  const id = idOf(searchParams.get('id'));
  const mayApply = usePermissions().has('train.apply');
  const detail = useQuery({
    queryKey: ['train', 'detail', id],
    queryFn: ({ signal }) => fetchTrain(id!, signal),
    enabled: id !== null,
    retry: retryUnlessRefused,
  });
  const cancel = useMutation({
    mutationFn: (trainId: number) => cancelTraining(trainId),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['train'] }),
  });
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList;
  const back = () => {
    if (fromList) void navigate(-1);
    else void navigate('/train');
  };

  // "Score" in the list leads here with #feedback: bring the form into view once it is drawn.
  const train = detail.data;
  useEffect(() => {
    if (train && location.hash === '#feedback')
      document.getElementById('feedback')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [train, location.hash]);

  if (!train)
    return (
      <DetailState
        validId={id !== null}
        error={detail.error}
        onRetry={() => void detail.refetch()}
        back={
          <Button type="primary" onClick={back}>
            {t('trainPage.back')}
          </Button>
        }
      />
    );

  const name = courseNameOf(train, language);
  const dash = (value: string) => value || '—';
  const editable = mayApply && may('edit', train.status);
  const showFeedback = may('feedback', train.status) || train.status === 'finished';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: 1, minWidth: 240 }}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
            {t('trainPage.back')}
          </Button>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
            {name} <TrainStatusTag status={train.status} />
          </h1>
        </div>
        {editable ? (
          <Space>
            <Button onClick={() => void navigate(editPath(train.id), { state: { fromList: true } })}>
              {t('trainPage.action.edit')}
            </Button>
            <Popconfirm
              title={t('trainPage.cancelTitle')}
              description={<div style={{ maxWidth: 320 }}>{t('trainPage.cancelConfirm', { name })}</div>}
              okText={t('trainPage.action.cancel')}
              cancelText={t('trainPage.keepIt')}
              okButtonProps={{ danger: true }}
              onConfirm={() => cancel.mutateAsync(train.id).catch(() => {})}
            >
              <Button danger loading={cancel.isPending}>
                {t('trainPage.action.cancel')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null}
      </div>
      {train.status === 'canceled' && train.canceledByVendor ? (
        <Alert type="warning" showIcon title={t('trainView.canceledByVendor')} />
      ) : null}
      <Card title={t('trainView.basic')}>
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, sm: 1, md: 2 }}
          styles={{ label: { width: 150 } }}
          items={[
            { key: 'course', label: t('trainPage.field.courseName'), children: name },
            { key: 'chip', label: t('trainPage.field.chip'), children: train.chip },
            { key: 'status', label: t('trainPage.field.status'), children: <TrainStatusTag status={train.status} /> },
            { key: 'attendees', label: t('trainPage.field.attendees'), children: train.attendees },
            { key: 'expectedAt', label: t('trainPage.field.expectedAt'), children: formatTime(train.expectedAt) },
            { key: 'scheduledAt', label: t('trainPage.field.scheduledAt'), children: formatTime(train.scheduledAt) },
            { key: 'address', label: t('trainPage.field.address'), children: train.address, span: 2 },
            { key: 'contactName', label: t('trainPage.field.contactName'), children: train.contactName },
            { key: 'contactPhone', label: t('trainPage.field.contactPhone'), children: train.contactPhone },
            { key: 'applicant', label: t('trainPage.field.applicant'), children: train.applicant },
            { key: 'createdAt', label: t('trainPage.field.createdAt'), children: formatTime(train.createdAt) },
            {
              key: 'description',
              label: t('trainPage.field.description'),
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(train.description)}</div>,
              span: 2,
            },
            {
              key: 'postscript',
              label: t('trainPage.field.postscript'),
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(train.postscript)}</div>,
              span: 2,
            },
          ]}
        />
      </Card>
      {showFeedback ? (
        <Card title={t('trainView.feedbackTitle')} id="feedback">
          <Feedback train={train} />
        </Card>
      ) : null}
      <Card title={t('trainPage.field.courseware')}>
        <CoursewareList files={train.courseware} />
      </Card>
      <Card title={t('trainView.history')}>
        <Timeline
          items={train.events.map((event, index) => ({
            key: index,
            color: event.byVendor ? 'blue' : 'gray',
            content: (
              <div>
                <Space wrap size="small">
                  <Typography.Text strong>
                    {t(`trainView.change.${event.action}`, { defaultValue: event.action })}
                  </Typography.Text>
                  <TrainStatusTag status={event.to} />
                  <Typography.Text type="secondary">
                    {formatTime(event.at)} · {event.by}
                    {event.byVendor ? ` (${t('trainView.byVendor')})` : ''}
                  </Typography.Text>
                </Space>
                {event.note ? <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{event.note}</div> : null}
              </div>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
