// /train/shelfTrainDetail?id= (M10): an on-shelf course — chip, hours, description — and its
// courseware, each file opened in its viewer (never downloaded); with train.apply, apply for it.
import { Button, Card, Descriptions, Space, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchShelfCourse } from '../../api/train.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { useSession } from '../../stores/session.ts';
import { CoursewareList } from './CoursewareList.tsx';
import { DetailState, idOf, retryUnlessRefused } from './DetailState.tsx';
import { applyPath, localCourse } from './paths.ts';
import './i18n/train.ts';

export default function ShelfTrainDetailPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const en = useSession((state) => state.language) === 'en';
  const id = idOf(searchParams.get('id'));
  const mayApply = usePermissions().has('train.apply');
  const detail = useQuery({
    queryKey: ['train', 'shelf', 'detail', id],
    queryFn: ({ signal }) => fetchShelfCourse(id!, signal),
    enabled: id !== null,
    retry: retryUnlessRefused,
  });
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else void navigate('/train/shelfTrain');
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
  const local = localCourse(course, en);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: 1, minWidth: 240 }}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
            {t('trainPage.back')}
          </Button>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{local.name}</h1>
        </div>
        {mayApply ? (
          <Button type="primary" onClick={() => void navigate(applyPath(course.id))}>
            {t('trainPage.action.applyThis')}
          </Button>
        ) : null}
      </div>
      <Card>
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, sm: 1, md: 2 }}
          styles={{ label: { width: 140 } }}
          items={[
            { key: 'name', label: t('trainPage.field.courseName'), children: local.name, span: 2 },
            { key: 'chip', label: t('trainPage.field.chip'), children: course.chip },
            {
              key: 'hours',
              label: t('trainPage.field.hours'),
              children: t('trainPage.hours', { count: course.hours }),
            },
            {
              key: 'description',
              label: t('trainPage.field.description'),
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{local.description || '—'}</div>,
              span: 2,
            },
          ]}
        />
      </Card>
      <Card title={t('trainPage.field.courseware')}>
        <CoursewareList files={course.courseware} />
      </Card>
    </Space>
  );
}
