// /simulation/DownloadList (M13): the result files and reports of the company's finished rounds,
// newest first, searched by task number, design name or file name and filtered by kind; each
// downloads through the download manager (resumable, checked, listed in the download drawer).
import { Button, Card, Input, Select, Space, Typography } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { listSimulationDownloads, outputRoles, simulationLimits } from '../../api/simulation.ts';
import type { SimulationDownloadRow } from '../../api/simulation.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { downloadSimulationFile } from './SimulationFields.tsx';
import { SimulationHeader } from './SimulationHeader.tsx';
import { RoleTag } from './SimulationTags.tsx';
import { downloadSpec } from './simulationQuery.ts';
import './i18n/simulation.ts';

export default function DownloadListPage() {
  const { t } = useTranslation();
  const query = useListQuery(downloadSpec);

  const columns: TableColumnsType<SimulationDownloadRow> = [
    { title: t('simulation.field.taskNo'), dataIndex: 'taskNo', width: 120 },
    {
      title: t('simulation.field.designName'),
      dataIndex: 'designName',
      width: 150,
      render: (name: string) => <span style={{ wordBreak: 'break-word' }}>{name || '—'}</span>,
    },
    {
      title: t('simulation.field.round'),
      dataIndex: 'round',
      width: 80,
      align: 'right',
    },
    {
      title: t('simulation.field.role'),
      dataIndex: 'role',
      width: 110,
      render: (_: unknown, row) => <RoleTag role={row.role} />,
    },
    {
      title: t('simulation.field.fileName'),
      dataIndex: 'name',
      width: 240,
      render: (name: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{name}</Typography.Text>,
    },
    {
      title: t('simulation.field.size'),
      dataIndex: 'size',
      width: 100,
      align: 'right',
      render: (size: number) => formatSize(size),
    },
    {
      title: t('simulation.field.platform'),
      dataIndex: 'platform',
      width: 130,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('simulation.field.project'), dataIndex: 'project', width: 140, render: (v: string | null) => v ?? '—' },
    {
      title: t('simulation.field.finishedAt'),
      dataIndex: 'finishedAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      key: 'actions',
      title: t('simulation.field.actions'),
      width: 110,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          style={{ paddingInline: 0 }}
          aria-label={`${t('simulation.detail.download')} ${row.name}`}
          onClick={() => downloadSimulationFile(row)}
        >
          {t('simulation.detail.download')}
        </Button>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 160), 0);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SimulationHeader />
      <Card>
        <ListPage<SimulationDownloadRow, typeof downloadSpec>
          query={query}
          queryKey={['simulation', 'downloads']}
          request={listSimulationDownloads}
          rowKey="fileId"
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('simulation.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={simulationLimits.keyword}
                    placeholder={t('simulation.filter.downloadKeywordPlaceholder')}
                    style={{ width: 260 }}
                  />
                </Form.Item>
                <Form.Item name="role" label={t('simulation.field.role')}>
                  <Select
                    allowClear
                    placeholder={t('simulation.filter.all')}
                    style={{ width: 130 }}
                    options={outputRoles.map((role) => ({ value: role, label: t(`simulation.role.${role}`) }))}
                  />
                </Form.Item>
              </>
            ),
          }}
          columns={columns}
          scroll={{ x: tableWidth }}
          empty={t('simulation.downloads.empty')}
          emptyFiltered={t('simulation.downloads.emptyFiltered')}
        />
      </Card>
    </Space>
  );
}
