// A tool's version records: every version (the current one first) with its log, file, size,
// SHA-256 and a download of that very version (download/:id?versionId=).
import { Button, Empty, Table, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchToolVersions } from '../../api/dcc.ts';
import type { CatalogDetail, ToolVersion } from '../../api/dcc.ts';
import { formatSize, formatTime } from '../format.ts';

export type ToolVersionsProps = {
  item: CatalogDetail;
  mayDownload: boolean;
  onDownload: (version: ToolVersion) => void;
};

export function ToolVersions({ item, mayDownload, onDownload }: ToolVersionsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const versions = useQuery({
    queryKey: ['catalog', 'tool', 'versions', item.id],
    queryFn: ({ signal }) => fetchToolVersions(item.id, signal),
  });
  // Newest first: the record reads like a changelog.
  const rows = [...(versions.data ?? [])].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));

  const columns: TableColumnsType<ToolVersion> = [
    {
      title: t('catalog.versions.versionName'),
      dataIndex: 'versionName',
      width: 110,
      render: (name: string, version) => (
        <>
          {name}
          {version.fileId === item.fileId ? (
            <Tag color="green" style={{ marginInlineStart: 6 }}>
              {t('catalog.versions.current')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('catalog.versions.releasedAt'),
      dataIndex: 'releasedAt',
      width: 140,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('catalog.versions.log'),
      dataIndex: 'log',
      render: (log: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{log || '—'}</span>,
    },
    {
      title: t('catalog.versions.file'),
      key: 'file',
      width: 260,
      render: (_, version) =>
        version.fileName ? (
          <>
            <div style={{ wordBreak: 'break-all' }}>{version.fileName}</div>
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {formatSize(version.size)}
            </div>
            {version.sha256 ? (
              <Typography.Text
                copyable={{ text: version.sha256 }}
                type="secondary"
                style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM }}
              >
                {`SHA-256 ${version.sha256.slice(0, 16)}…`}
              </Typography.Text>
            ) : null}
          </>
        ) : (
          t('catalog.versions.noFile')
        ),
    },
  ];
  if (mayDownload) {
    columns.push({
      title: t('catalog.column.actions'),
      key: 'actions',
      width: 90,
      render: (_, version) =>
        version.fileId ? (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => onDownload(version)}
            aria-label={`${t('catalog.action.download')} ${version.versionName}`}
          >
            {t('catalog.action.download')}
          </Button>
        ) : null,
    });
  }

  return (
    <Table<ToolVersion>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={versions.isLoading}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalog.versions.empty')} /> }}
    />
  );
}
