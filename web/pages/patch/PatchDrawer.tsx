// One patch's details beside the list: every field of spec §3, its file with size and SHA-256
// (downloaded through the download manager unless voided), its related patches (a must-first one
// marked; each opens in the drawer), and the company's download and merge history of it, paged.
import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Spin, Table, Tabs, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchPatch, listDownloadHistory, listMergeHistory, patchDownloadUrl } from '../../api/patch.ts';
import type { Patch, PatchDownload, PatchMerge, RelatedPatch } from '../../api/patch.ts';
import { ApiError } from '../../api/request.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { PatchName, PatchStatusTag, YesNo } from './PatchTags.tsx';

export function downloadPatch(patch: Pick<Patch, 'id' | 'fileName' | 'size'>) {
  startDownload({
    url: patchDownloadUrl(patch.id),
    fileName: patch.fileName ?? `patch-${patch.id}.patch`,
    fileSize: patch.size ?? undefined,
  });
}

const historyPageSize = 5;

/** A patch's history (downloads or merges by the caller's company), five rows a page. */
function History<Row extends { id: number }>({
  kind,
  request,
  patchId,
  columns,
  empty,
}: {
  kind: 'downloads' | 'merges';
  request: (
    params: { patchId: number; pageNum: number; pageSize: number },
    signal: AbortSignal,
  ) => Promise<{ list: Row[]; total: number }>;
  patchId: number;
  columns: TableColumnsType<Row>;
  empty: string;
}) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const history = useQuery({
    queryKey: ['patch', kind, { patchId, pageNum }],
    queryFn: ({ signal }) => request({ patchId, pageNum, pageSize: historyPageSize }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <div data-testid={`patch-history-${kind}`}>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.list ?? []}
        columns={columns}
        locale={{
          emptyText: history.isError ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.listLoadError')}>
              <Button onClick={() => void history.refetch()}>{t('common.retry')}</Button>
            </Empty>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
          ),
        }}
        pagination={
          (history.data?.total ?? 0) > historyPageSize
            ? {
                current: pageNum,
                pageSize: historyPageSize,
                total: history.data?.total ?? 0,
                size: 'small',
                showSizeChanger: false,
                onChange: setPageNum,
              }
            : false
        }
      />
    </div>
  );
}

export function PatchDrawer({
  id,
  onOpen,
  onClose,
}: {
  id: number | null;
  /** Open another patch (a related one) in the drawer. */
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const detail = useQuery({
    queryKey: ['patch', 'detail', id],
    queryFn: ({ signal }) => fetchPatch(id!, signal),
    enabled: id !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  const p = detail.data;
  const dash = (value: string) => value || '—';
  const code = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, wordBreak: 'break-all' } as const;

  const relatedColumns: TableColumnsType<RelatedPatch> = [
    {
      title: t('patchPage.field.name'),
      dataIndex: 'name',
      render: (name: string, r) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => onOpen(r.id)}
        >
          <PatchName name={name} status={r.status} />
        </Button>
      ),
    },
    { title: t('patchPage.field.version'), dataIndex: 'version', width: 90 },
    {
      title: t('patchPage.detail.relation'),
      dataIndex: 'mustFirst',
      width: 100,
      render: (mustFirst: boolean) =>
        mustFirst ? <Tag color="gold">{t('patchPage.detail.mustFirst')}</Tag> : t('patchPage.detail.reference'),
    },
    {
      title: t('patchPage.field.status'),
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, r) => <PatchStatusTag status={r.status} />,
    },
    {
      title: t('patchPage.field.merged'),
      dataIndex: 'merged',
      width: 80,
      render: (merged: boolean) => <YesNo value={merged} />,
    },
  ];
  const downloadColumns: TableColumnsType<PatchDownload> = [
    { title: t('patchPage.history.account'), dataIndex: 'account' },
    { title: t('patchPage.history.size'), dataIndex: 'size', width: 90, render: (s: number) => formatSize(s) },
    {
      title: t('patchPage.history.downloadedAt'),
      dataIndex: 'downloadedAt',
      width: 150,
      render: (v: string) => formatTime(v),
    },
  ];
  const mergeColumns: TableColumnsType<PatchMerge> = [
    {
      title: t('patchPage.history.branch'),
      dataIndex: 'branch',
      render: (b: string) => <span style={{ wordBreak: 'break-all' }}>{b}</span>,
    },
    { title: t('patchPage.history.account'), dataIndex: 'account', width: 120 },
    { title: t('patchPage.history.mergedAt'), dataIndex: 'mergedAt', width: 150, render: (v: string) => formatTime(v) },
  ];

  return (
    <Drawer open={id !== null} onClose={onClose} title={t('patchPage.detail.title')} size="large" destroyOnHidden>
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t(notFound ? 'patchPage.detail.notFound' : 'patchPage.detail.loadError')}
          action={
            notFound ? null : (
              <Button size="small" onClick={() => void detail.refetch()}>
                {t('patchPage.detail.retry')}
              </Button>
            )
          }
        />
      ) : p ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0, wordBreak: 'break-word' }}>
            <PatchName name={p.name} status={p.status} />
          </Typography.Title>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            styles={{ label: { width: 110 } }}
            items={[
              { key: 'name', label: t('patchPage.field.name'), children: p.name, span: 2 },
              { key: 'id', label: t('patchPage.field.id'), children: p.id },
              { key: 'chip', label: t('patchPage.field.chip'), children: p.chip },
              { key: 'version', label: t('patchPage.field.version'), children: p.version },
              { key: 'status', label: t('patchPage.field.status'), children: <PatchStatusTag status={p.status} /> },
              {
                key: 'applicableChips',
                label: t('patchPage.field.applicableChips'),
                children: p.applicableChips.length ? p.applicableChips.map((c) => <Tag key={c}>{c}</Tag>) : '—',
                span: 2,
              },
              { key: 'security', label: t('patchPage.field.security'), children: <YesNo value={p.security} /> },
              { key: 'testPatch', label: t('patchPage.field.testPatch'), children: <YesNo value={p.testPatch} /> },
              { key: 'mustMerge', label: t('patchPage.field.mustMerge'), children: <YesNo value={p.mustMerge} /> },
              { key: 'merged', label: t('patchPage.field.merged'), children: <YesNo value={p.merged} /> },
              { key: 'submitter', label: t('patchPage.field.submitter'), children: dash(p.submitter) },
              { key: 'releasedAt', label: t('patchPage.field.releasedAt'), children: formatTime(p.releasedAt) },
              {
                key: 'description',
                label: t('patchPage.field.description'),
                children: <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{dash(p.description)}</div>,
                span: 2,
              },
            ]}
          />
          <div>
            <Typography.Title level={5}>{t('patchPage.field.file')}</Typography.Title>
            {p.status === 'voided' ? (
              <Typography.Text type="secondary">{t('patchPage.voidedNoDownload')}</Typography.Text>
            ) : p.fileId && p.sha256 ? (
              <Space orientation="vertical" size="small" style={{ width: '100%' }}>
                <div>
                  <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                    {p.fileName}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                    {t('patchPage.field.size')}: {formatSize(p.size)}
                  </Typography.Text>
                </div>
                <div>
                  <Typography.Text type="secondary">{t('patchPage.field.sha256')}: </Typography.Text>
                  <Typography.Text copyable={{ text: p.sha256 }} style={code} data-testid="patch-sha256">
                    {p.sha256}
                  </Typography.Text>
                </div>
                <div>
                  <Button type="primary" icon={<DownloadOutlined />} onClick={() => downloadPatch(p)}>
                    {t('patchPage.download')}
                  </Button>
                </div>
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('patchPage.noFile')}</Typography.Text>
            )}
          </div>
          <div>
            <Typography.Title level={5}>{t('patchPage.detail.related')}</Typography.Title>
            <Table<RelatedPatch>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={p.related}
              columns={relatedColumns}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('patchPage.detail.noRelated')} />,
              }}
            />
          </div>
          <Tabs
            items={[
              {
                key: 'merges',
                label: t('patchPage.detail.mergeHistory'),
                children: (
                  <History<PatchMerge>
                    kind="merges"
                    request={listMergeHistory}
                    patchId={p.id}
                    columns={mergeColumns}
                    empty={t('patchPage.detail.noMerges')}
                  />
                ),
              },
              {
                key: 'downloads',
                label: t('patchPage.detail.downloadHistory'),
                children: (
                  <History<PatchDownload>
                    kind="downloads"
                    request={listDownloadHistory}
                    patchId={p.id}
                    columns={downloadColumns}
                    empty={t('patchPage.detail.noDownloads')}
                  />
                ),
              },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
