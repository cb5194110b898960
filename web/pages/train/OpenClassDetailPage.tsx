// /train/openClassDetail?id= (M10; the home page's public courses link here): a public course —
// time, place, platform, contact, description — its enrolment (enrolling | enrollment ended), the
// seats taken of its capacity and the caller's own (enrolled | not enrolled). While enrolling the
// caller enrols or cancels; a full course or one that closed meanwhile is refused with the
// server's message, and the page then shows the course as it is now.
import { Button, Card, Descriptions, Popconfirm, Progress, Space, Typography, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { cancelEnrolment, enrolOpenClass, fetchOpenClass } from '../../api/train.ts';
import type { OpenClassDetail } from '../../api/train.ts';
import { formatTime } from '../../components/format.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { DetailState, idOf, retryUnlessRefused } from './DetailState.tsx';
import { EnrolmentTag, MyEnrolmentTag } from './TrainTags.tsx';
import './i18n/train.ts';

export default function OpenClassDetailPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const en = useSession((state) => state.language) === 'en';
  const id = idOf(searchParams.get('id'));
  const key = ['train', 'openClass', 'detail', id];
  const detail = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOpenClass(id!, signal),
    enabled: id !== null,
    retry: retryUnlessRefused,
  });
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: ['train', 'openClass'] });
    void queryClient.invalidateQueries({ queryKey: ['home', 'courses'] });
  };
  const enrol = useMutation({
    mutationFn: (courseId: number) => enrolOpenClass(courseId),
    onSuccess: (course: OpenClassDetail) => {
      queryClient.setQueryData(key, course);
      notify({ type: 'success', content: t('trainOpenClass.enrolled') });
    },
    onSettled: settle,
  });
  const cancel = useMutation({
    mutationFn: (courseId: number) => cancelEnrolment(courseId),
    onSuccess: (course: OpenClassDetail) => {
      queryClient.setQueryData(key, course);
      notify({ type: 'success', content: t('trainOpenClass.canceled') });
    },
    onSettled: settle,
  });
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else void navigate('/train?tab=openClass');
  };

  const course = detail.data;
  if (!course)
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

  const name = en ? course.nameEn || course.name : course.name;
  const description = en ? course.descriptionEn || course.description : course.description;
  const enrolling = course.enrolment === 'enrolling';
  const full = course.enrolledCount >= course.capacity;
  const left = Math.max(course.capacity - course.enrolledCount, 0);
  const busy = enrol.isPending || cancel.isPending;

  let action = null;
  if (enrolling && course.enrolled)
    action = (
      <Popconfirm
        title={t('trainOpenClass.cancelEnrol')}
        description={<div style={{ maxWidth: 320 }}>{t('trainOpenClass.cancelEnrolConfirm', { name })}</div>}
        okText={t('trainOpenClass.cancelEnrol')}
        cancelText={t('trainPage.keepIt')}
        okButtonProps={{ danger: true }}
        onConfirm={() => cancel.mutateAsync(course.id).catch(() => {})}
      >
        <Button danger loading={cancel.isPending} disabled={busy && !cancel.isPending}>
          {t('trainOpenClass.cancelEnrol')}
        </Button>
      </Popconfirm>
    );
  else if (enrolling)
    // A full course still offers the button: the server decides, and says why when it refuses.
    action = (
      <Button type="primary" loading={enrol.isPending} disabled={busy} onClick={() => enrol.mutate(course.id)}>
        {t('trainOpenClass.enrol')}
      </Button>
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: 1, minWidth: 240 }}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
            {t('trainPage.back')}
          </Button>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{name}</h1>
          <div data-testid="open-class-state" style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
            <EnrolmentTag enrolment={course.enrolment} />
            <MyEnrolmentTag enrolled={course.enrolled} />
          </div>
        </div>
        {action}
      </div>
      <Card>
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, sm: 1, md: 2 }}
          styles={{ label: { width: 140 } }}
          items={[
            { key: 'startsAt', label: t('trainPage.field.startsAt'), children: formatTime(course.startsAt) },
            {
              key: 'platform',
              label: t('trainPage.field.platform'),
              children: course.platform ?? t('trainOpenClass.allPlatforms'),
            },
            {
              key: 'address',
              label: t('trainPage.field.classAddress'),
              children: en ? course.addressEn || course.address : course.address,
              span: 2,
            },
            {
              key: 'seats',
              label: t('trainPage.field.seats'),
              span: 2,
              children: (
                <Space wrap size="middle">
                  <strong data-testid="open-class-seats">
                    {t('trainPage.seats', { enrolled: course.enrolledCount, capacity: course.capacity })}
                  </strong>
                  <Progress
                    percent={Math.round((course.enrolledCount / Math.max(course.capacity, 1)) * 100)}
                    showInfo={false}
                    status={full ? 'exception' : 'normal'}
                    style={{ width: 160, margin: 0 }}
                  />
                  <Typography.Text type={full ? 'danger' : 'secondary'}>
                    {!enrolling
                      ? t('trainOpenClass.endedHint')
                      : full
                        ? t('trainOpenClass.full')
                        : t('trainOpenClass.seatsLeft', { count: left })}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              key: 'contact',
              label: t('trainOpenClass.contact'),
              span: 2,
              children: `${course.contactName}  ${course.contactPhone}`,
            },
            {
              key: 'description',
              label: t('trainPage.field.description'),
              span: 2,
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{description || '—'}</div>,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
