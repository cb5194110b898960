// One delivery's details beside the list: project, platform, version, date, recipients, release
// notes, and its files with their SHA-256, each downloaded through the download manager.
import { Alert, Button, Descriptions, Drawer, Spin, Table, Typography, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { deliverFileUrl, fetchDelivery } from '../../api/deliver.ts';
import type { DeliverFile } from '../../api/deliver.ts';
import { ApiError } from '../../api/request.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatSize } from '../../components/format.ts';

export function DeliveryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const detail = useQuery({
    queryKey: ['deliver', 'detail', id],
    queryFn: ({ signal }) => fetchDelivery(id!, signal),
    enabled: id !== null,
    retry: false,
  });
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  const d = detail.data;

  return (
    <Drawer open={id !== null} onClose={onClose} title={t('deliver.detail.title')} size="large" destroyOnHidden>
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={t(notFound ? 'deliver.detail.notFound' : 'deliver.detail.loadError')} />
      ) : d ? (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {d.name} {d.version}
          </Typography.Title>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'project', label: t('deliver.column.project'), children: d.project },
              { key: 'platform', label: t('deliver.column.platform'), children: d.platform },
              { key: 'version', label: t('deliver.column.version'), children: d.version },
              { key: 'date', label: t('deliver.column.deliveryDate'), children: d.deliveryDate },
              {
                key: 'recipients',
                label: t('deliver.detail.recipients'),
                children: d.recipientAccounts.length
                  ? d.recipientAccounts.map((a) => `${a.name} <${a.email}>`).join(', ')
                  : t('deliver.detail.noRecipients'),
              },
            ]}
          />
          <Typography.Title level={5}>{t('deliver.detail.releaseNotes')}</Typography.Title>
          <div
            data-testid="release-notes"
            style={{
              whiteSpace: 'pre-wrap',
              background: token.colorFillQuaternary,
              padding: token.paddingSM,
              borderRadius: token.borderRadius,
            }}
          >
            {d.releaseNotes || t('deliver.detail.noNotes')}
          </div>
          <Typography.Title level={5}>{t('deliver.detail.files')}</Typography.Title>
          <Table<DeliverFile>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.files}
            columns={[
              {
                title: t('deliver.detail.fileName'),
                dataIndex: 'name',
                render: (name: string) => <span style={{ wordBreak: 'break-all' }}>{name}</span>,
              },
              { title: t('deliver.detail.size'), dataIndex: 'size', width: 90, render: (s: number) => formatSize(s) },
              {
                title: t('deliver.detail.sha256'),
                dataIndex: 'sha256',
                width: 150,
                render: (sha: string) => (
                  <Typography.Text
                    copyable={{ text: sha }}
                    style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM }}
                    title={sha}
                  >
                    {`${sha.slice(0, 12)}…`}
                  </Typography.Text>
                ),
              },
              {
                key: 'download',
                width: 100,
                render: (_: unknown, file) => (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() =>
                      startDownload({ url: deliverFileUrl(file.id), fileName: file.name, fileSize: file.size })
                    }
                  >
                    {t('deliver.detail.download')}
                  </Button>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
