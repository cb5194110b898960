// /admin/simulation: the engineer's SI/PI simulation console (staff code admin.engineer; the router
// enforces it). The queue of the submitted and finished tasks of the engineer's companies — tasks
// to simulate by default, filtered by keyword and company (kept in the address) — and a task in a
// drawer: its fields and input files, its rounds with their outputs, and for a submitted task the
// form that finishes it (the server's `can.finish`, checked again there).
import { useState } from 'react';
import { Button, Card, Drawer, Input, Result, Segmented, Select, Skeleton, Space, Tabs } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { ApiError } from '../../api/request.ts';
import {
  fetchAdminSimulation,
  fetchEngineerCompanies,
  listAdminSimulations,
  simulationLimits,
} from '../../api/simulationAdmin.ts';
import type { SimulationRow } from '../../api/simulationAdmin.ts';
import { formatTime, localName } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { useSession } from '../../stores/session.ts';
import { SimulationFinishForm, simulationAdminKey } from './SimulationFinishForm.tsx';
import { SimulationFields, SimulationRounds, SimulationStatusTag } from './SimulationTaskView.tsx';
import './i18n/simulationAdmin.ts';

/** The queue's views: what waits for an engineer (the default), what is done, or both. */
const statusViews = ['submitted', 'finished', 'all'] as const;
const spec = {
  view: param.kept(param.withFallback(param.oneOf(statusViews), 'submitted')),
  keyword: param.text(simulationLimits.keyword),
  companyId: param.id,
};

function TaskDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('task');
  const detail = useQuery({
    queryKey: [...simulationAdminKey, 'detail', id],
    queryFn: ({ signal }) => fetchAdminSimulation(id, signal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  const task = detail.data;
  const canFinish = task?.can.finish ?? false;

  return (
    <Drawer
      open
      size={960}
      title={task ? `${task.taskNo} · ${task.designName}` : t('simulationAdmin.detail.title')}
      extra={
        canFinish && tab !== 'finish' ? (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setTab('finish')}>
            {t('simulationAdmin.detail.tabFinish')}
          </Button>
        ) : null
      }
      onClose={onClose}
      destroyOnHidden
    >
      {notFound ? (
        <Result status="404" title={t('simulationAdmin.detail.notFound')} />
      ) : detail.isError ? (
        <Result status="error" title={t('simulationAdmin.detail.loadError')} />
      ) : !task ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Tabs
          activeKey={tab === 'finish' && !canFinish ? 'rounds' : tab}
          onChange={setTab}
          items={[
            { key: 'task', label: t('simulationAdmin.detail.tabTask'), children: <SimulationFields task={task} /> },
            {
              key: 'rounds',
              label: t('simulationAdmin.detail.tabRounds', { count: task.rounds.length }),
              children: <SimulationRounds rounds={task.rounds} />,
            },
            ...(canFinish
              ? [
                  {
                    key: 'finish',
                    label: t('simulationAdmin.detail.tabFinish'),
                    children: <SimulationFinishForm task={task} onFinished={() => setTab('rounds')} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Drawer>
  );
}

export default function SimulationAdminPage() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec);
  const [open, setOpen] = useState<number | null>(null);
  const companies = useQuery({
    queryKey: [...simulationAdminKey, 'companies'],
    queryFn: ({ signal }) => fetchEngineerCompanies(signal),
    staleTime: 60_000,
  });
  const view = query.filters.view ?? 'submitted';

  const columns: TableColumnsType<SimulationRow> = [
    {
      title: t('simulationAdmin.column.taskNo'),
      dataIndex: 'taskNo',
      width: 120,
      fixed: 'left',
      render: (taskNo: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(row.id)}>
          {taskNo}
        </Button>
      ),
    },
    {
      title: t('simulationAdmin.column.company'),
      key: 'company',
      width: 160,
      render: (_: unknown, row) => localName({ name: row.company, nameEn: row.companyEn }, language),
    },
    {
      title: t('simulationAdmin.column.project'),
      dataIndex: 'project',
      width: 130,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('simulationAdmin.column.platform'),
      dataIndex: 'platform',
      width: 110,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('simulationAdmin.column.designName'), dataIndex: 'designName', width: 150, ellipsis: true },
    { title: t('simulationAdmin.column.submitter'), dataIndex: 'submitter', width: 120 },
    {
      title: t('simulationAdmin.column.type'),
      dataIndex: 'simulationType',
      width: 90,
      render: (type: SimulationRow['simulationType']) => (type ? t(`simulationAdmin.type.${type}`) : '—'),
    },
    { title: t('simulationAdmin.column.submitCount'), dataIndex: 'submitCount', width: 100, align: 'right' },
    {
      title: t('simulationAdmin.column.submittedAt'),
      dataIndex: 'submittedAt',
      width: 150,
      render: (value: string | null) => formatTime(value),
    },
    {
      title: t('simulationAdmin.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, row) => <SimulationStatusTag status={row.status} />,
    },
    {
      key: 'actions',
      title: t('simulationAdmin.column.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button size="small" aria-label={`${t('simulationAdmin.open')} ${row.taskNo}`} onClick={() => setOpen(row.id)}>
          {t('simulationAdmin.open')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.simulation.title')} intro={t('simulationAdmin.intro')} />
      <Card>
        <ListPage<SimulationRow, typeof spec>
          query={query}
          queryKey={[...simulationAdminKey, 'list']}
          cappedNotice={(count) => t('simulationAdmin.capped', { count })}
          request={({ view: shown, ...request }, signal) =>
            listAdminSimulations({ ...request, status: shown === 'all' ? undefined : shown }, signal)
          }
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('simulationAdmin.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={simulationLimits.keyword}
                    placeholder={t('simulationAdmin.filter.keywordPlaceholder')}
                    style={{ width: 220 }}
                  />
                </Form.Item>
                <Form.Item name="companyId" label={t('simulationAdmin.filter.company')}>
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={companies.isPending}
                    placeholder={t('simulationAdmin.filter.allCompanies')}
                    style={{ width: 200 }}
                    options={(companies.data ?? []).map((c) => ({ value: c.id, label: localName(c, language) }))}
                  />
                </Form.Item>
              </>
            ),
          }}
          toolbar={
            <Segmented
              style={{ marginBottom: 12 }}
              aria-label={t('simulationAdmin.statusView.label')}
              value={view}
              onChange={(next) => query.search({ view: next })}
              options={statusViews.map((v) => ({ value: v, label: t(`simulationAdmin.statusView.${v}`) }))}
            />
          }
          columns={columns}
          scroll={{ x: 1400 }}
          empty={t('simulationAdmin.empty')}
          emptyFiltered={t('simulationAdmin.emptyFiltered')}
        />
      </Card>
      {open !== null ? <TaskDrawer key={open} id={open} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}
