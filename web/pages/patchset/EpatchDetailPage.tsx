// /patchset/ePatchDetail?id=: one apply and its e-patch — every field of the apply (spec §3), the
// PARs applied for (each with every field in its expansion), the e-patch files once published
// (downloaded through the download manager), the operation and approval histories, and the
// revoke (ongoing) or add-again (revoked) actions. Unknown or invisible: the not-found result.
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Space, Table, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { epatchFileUrl, fetchApply } from '../../api/patchset.ts';
import type { ApplyFile, ApplyItem } from '../../api/patchset.ts';
import { ApiError } from '../../api/request.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatSize } from '../../components/format.ts';
import { param } from '../../components/list/listParams.ts';
import { ApplyActions } from './AppliesTab.tsx';
import { ApplyFacts, ApplyStatusTag, ApplyTimeline, ParTable, PatchsetGate } from './PatchsetParts.tsx';
import './i18n/patchset.ts';

function EpatchDetail() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = param.id.read(searchParams.get('id'));
  const detail = useQuery({
    queryKey: ['patchset', 'apply', id],
    queryFn: ({ signal }) => fetchApply(id!, signal),
    enabled: id !== undefined,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const back = () => void navigate('/patchset?tab=applies');
  const backButton = (
    <Button type="primary" onClick={back}>
      {t('patchset.apply.back')}
    </Button>
  );
  if (id === undefined || (detail.error instanceof ApiError && [400, 404].includes(detail.error.status ?? 0)))
    return <Result status="404" title={t('patchset.apply.notFound')} extra={backButton} />;
  if (detail.isError)
    return (
      <Result
        status="error"
        title={t('patchset.apply.loadError')}
        extra={[
          <Button key="retry" onClick={() => void detail.refetch()}>
            {t('patchset.apply.retry')}
          </Button>,
          <span key="back">{backButton}</span>,
        ]}
      />
    );
  const a = detail.data;
  if (!a)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const fileColumns: TableColumnsType<ApplyFile> = [
    {
      title: t('patchset.file.name'),
      dataIndex: 'name',
      render: (n: string) => <span style={{ wordBreak: 'break-all' }}>{n}</span>,
    },
    { title: t('patchset.file.size'), dataIndex: 'size', width: 110, render: (s: number) => formatSize(s) },
    {
      title: t('patchset.column.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, f) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`${t('patchset.apply.download')} ${f.name}`}
          onClick={() => startDownload({ url: epatchFileUrl(a.id, f.id), fileName: f.name, fileSize: f.size })}
        >
          {t('patchset.apply.download')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
          {t('patchset.apply.back')}
        </Button>
        <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
          <Space size="middle" align="center">
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{a.applyNo}</h1>
            <ApplyStatusTag apply={a} />
          </Space>
          <ApplyActions apply={a} size="middle" />
        </Flex>
      </div>
      <Card>
        <ApplyFacts apply={a} />
      </Card>
      <Card title={`${t('patchset.apply.items')} (${a.items.length})`}>
        <ParTable<ApplyItem>
          rowKey="parId"
          dataSource={a.items}
          more={[{ title: t('patchset.column.introducedIn'), dataIndex: 'introducedIn', width: 130 }]}
          scrollX={1060}
        />
      </Card>
      <Card title={t('patchset.apply.files')}>
        {a.files.length ? (
          <Table<ApplyFile> rowKey="id" size="small" dataSource={a.files} columns={fileColumns} pagination={false} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('patchset.apply.noFiles')} />
        )}
      </Card>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} lg={12}>
          <Card title={t('patchset.apply.operations')} style={{ height: '100%' }}>
            <ApplyTimeline events={a.operations} testId="operation-history" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('patchset.apply.approvals')} style={{ height: '100%' }}>
            <ApplyTimeline events={a.approvals} testId="approval-history" />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

export default function EpatchDetailPage() {
  return (
    <PatchsetGate>
      <EpatchDetail />
    </PatchsetGate>
  );
}
