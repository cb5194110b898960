// /simulation/DraftList (M13, kept alive): the caller's own drafts, newest change first, searched by
// task number or design name. A draft is edited (and submitted) in the task form; deleting one is
// confirmed by name.
import { Button, Card, Input, Popconfirm, Space } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { deleteDraft, listDrafts, simulationLimits, submitCode } from '../../api/simulation.ts';
import type { SimulationRow } from '../../api/simulation.ts';
import { formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { layerText } from './SimulationFields.tsx';
import { SimulationHeader } from './SimulationHeader.tsx';
import { draftSpec, simulationPaths } from './simulationQuery.ts';
import './i18n/simulation.ts';

export default function DraftListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const query = useListQuery(draftSpec);
  useScrollMemory(`${location.pathname}?${query.key}`, true);
  const mayEdit = permissions.has(submitCode);
  const remove = useMutation({
    mutationFn: (id: number) => deleteDraft(id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['simulation'] }),
  });
  const edit = (id: number) => void navigate(simulationPaths.editDraft(id), { state: { fromList: true } });

  const columns: TableColumnsType<SimulationRow> = [
    {
      title: t('simulation.field.taskNo'),
      dataIndex: 'taskNo',
      width: 120,
      render: (taskNo: string, row) =>
        mayEdit ? (
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => edit(row.id)}>
            {taskNo}
          </Button>
        ) : (
          taskNo
        ),
    },
    {
      title: t('simulation.field.designName'),
      dataIndex: 'designName',
      width: 150,
      render: (name: string) => <span style={{ wordBreak: 'break-word' }}>{name || '—'}</span>,
    },
    {
      title: t('simulation.field.simulationType'),
      dataIndex: 'simulationType',
      width: 140,
      render: (type: SimulationRow['simulationType']) => (type ? t(`simulation.type.${type}`) : '—'),
    },
    {
      title: t('simulation.field.platform'),
      dataIndex: 'platform',
      width: 110,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('simulation.field.project'), dataIndex: 'project', width: 130, render: (v: string | null) => v ?? '—' },
    {
      title: t('simulation.field.layerUnit'),
      key: 'layers',
      width: 110,
      render: (_: unknown, row) => layerText(t, row.layerCount, row.unit),
    },
    {
      title: t('simulation.field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('simulation.field.actions'),
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, row: SimulationRow) => (
              <Space size="small">
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  aria-label={`${t('simulation.drafts.edit')} ${row.taskNo}`}
                  onClick={() => edit(row.id)}
                >
                  {t('simulation.drafts.edit')}
                </Button>
                <Popconfirm
                  title={t('simulation.drafts.deleteTitle')}
                  description={t('simulation.drafts.deleteConfirm', { name: row.designName || row.taskNo })}
                  okText={t('simulation.drafts.deleteOk')}
                  okButtonProps={{ danger: true, loading: remove.isPending && remove.variables === row.id }}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove.mutateAsync(row.id).catch(() => {})}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    style={{ paddingInline: 0 }}
                    aria-label={`${t('simulation.drafts.delete')} ${row.taskNo}`}
                  >
                    {t('simulation.drafts.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 200), 0);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SimulationHeader />
      <Card>
        <ListPage<SimulationRow, typeof draftSpec>
          query={query}
          queryKey={['simulation', 'drafts']}
          request={listDrafts}
          staleTime={30_000}
          search={{
            children: (
              <Form.Item name="keyword" label={t('simulation.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={simulationLimits.keyword}
                  placeholder={t('simulation.filter.keywordPlaceholder')}
                  style={{ width: 220 }}
                />
              </Form.Item>
            ),
          }}
          columns={columns}
          scroll={{ x: tableWidth }}
          empty={t('simulation.drafts.empty')}
          emptyFiltered={t('simulation.drafts.emptyFiltered')}
          emptyExtra={
            mayEdit ? (
              <Button type="primary" onClick={() => void navigate(simulationPaths.add)}>
                {t('simulation.nav.add')}
              </Button>
            ) : null
          }
        />
      </Card>
    </Space>
  );
}
