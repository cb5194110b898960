// /samplecode/samplecodeDetail?id=: every field of a sample (spec §3), its package with size and
// SHA-256, and the download through the download manager. An unknown or invisible id (404, or a
// malformed one) shows the not-found result with the way back to the list.
import { Button, Card, Descriptions, Result, Skeleton, Space, Typography, theme } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { ApiError } from '../../api/request.ts';
import { fetchSample } from '../../api/samplecode.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { downloadSample } from './SamplecodeListPage.tsx';
import { SampleStatusTag } from './SampleStatusTag.tsx';
import './i18n/samplecode.ts';

export default function SamplecodeDetailPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const validId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

  const detail = useQuery({
    queryKey: ['samplecode', 'detail', id],
    queryFn: ({ signal }) => fetchSample(id, signal),
    enabled: validId,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });

  // Back to the list as it was (kept alive) when we came from it; else to the plain list.
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else void navigate('/samplecode');
  };
  const backButton = (
    <Button type="primary" onClick={back}>
      {t('sample.back')}
    </Button>
  );
  const notFound =
    !validId ||
    (detail.error instanceof ApiError &&
      (detail.error.status === 404 || detail.error.code === 404 || detail.error.status === 400));
  if (notFound) return <Result status="404" title={t('sample.detail.notFound')} extra={backButton} />;
  if (detail.isError)
    return (
      <Result
        status="error"
        title={t('sample.detail.loadError')}
        extra={[
          <Button key="retry" onClick={() => void detail.refetch()}>
            {t('sample.detail.retry')}
          </Button>,
          <span key="back">{backButton}</span>,
        ]}
      />
    );
  const sample = detail.data;
  if (!sample)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const code = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, wordBreak: 'break-all' } as const;
  const dash = (value: string) => value || '—';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
          {t('sample.back')}
        </Button>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{sample.name}</h1>
      </div>
      <Card>
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, sm: 1, md: 2 }}
          styles={{ label: { width: 140 } }}
          items={[
            { key: 'id', label: t('sample.field.id'), children: sample.id },
            { key: 'bugId', label: t('sample.field.bugId'), children: dash(sample.bugId) },
            { key: 'name', label: t('sample.field.name'), children: sample.name, span: 2 },
            {
              key: 'description',
              label: t('sample.field.description'),
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(sample.description)}</div>,
              span: 2,
            },
            { key: 'chip', label: t('sample.field.chip'), children: sample.chip },
            { key: 'version', label: t('sample.field.version'), children: dash(sample.version) },
            { key: 'apVersion', label: t('sample.field.apVersion'), children: dash(sample.apVersion) },
            { key: 'component', label: t('sample.field.component'), children: dash(sample.component) },
            { key: 'status', label: t('sample.field.status'), children: <SampleStatusTag status={sample.status} /> },
            { key: 'androidVersion', label: t('sample.field.androidVersion'), children: dash(sample.androidVersion) },
            { key: 'kernelVersion', label: t('sample.field.kernelVersion'), children: dash(sample.kernelVersion) },
            { key: 'releasedAt', label: t('sample.field.releasedAt'), children: formatTime(sample.releasedAt) },
            { key: 'keywords', label: t('sample.field.keywords'), children: dash(sample.keywords), span: 2 },
            {
              key: 'note',
              label: t('sample.field.note'),
              children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(sample.note)}</div>,
              span: 2,
            },
          ]}
        />
      </Card>
      <Card title={t('sample.field.package')}>
        {sample.fileId && sample.sha256 ? (
          <Space orientation="vertical" size="small" style={{ width: '100%' }}>
            <div>
              <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                {sample.fileName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                {t('sample.field.size')}: {formatSize(sample.size)}
              </Typography.Text>
            </div>
            <div>
              <Typography.Text type="secondary">{t('sample.field.sha256')}: </Typography.Text>
              <Typography.Text copyable={{ text: sample.sha256 }} style={code} data-testid="sample-sha256">
                {sample.sha256}
              </Typography.Text>
            </div>
            <div>
              <Button type="primary" icon={<DownloadOutlined />} onClick={() => downloadSample(sample)}>
                {t('sample.download')}
              </Button>
            </div>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('sample.noPackage')}</Typography.Text>
        )}
      </Card>
    </Space>
  );
}
