// /simulation/MySubmission (M13, kept alive): the company's submitted and finished tasks (a child's
// hidden projects left out by the server), filtered by status, platform, project, type, keyword and
// submission period, sorted by submission date and paged — all kept in the address, with the
// scroll and the open task (?detail=), so Back from a re-simulation finds the list as it was.
import { Button, Card, Input, Select, Space } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { listSimulations, simulationLimits, simulationTypes, submitCode } from '../../api/simulation.ts';
import type { SimulationRow } from '../../api/simulation.ts';
import { DateRange } from '../../components/catalog/ReleaseRange.tsx';
import { formatTime, localName } from '../../components/format.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { CappedNotice } from '../../components/list/CappedNotice.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useScrollMemory } from '../../components/list/useScrollMemory.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { useSession } from '../../stores/session.ts';
import { layerText } from './SimulationFields.tsx';
import { SimulationDrawer } from './SimulationDrawer.tsx';
import { SimulationHeader } from './SimulationHeader.tsx';
import { StatusTag } from './SimulationTags.tsx';
import {
  fromForm,
  listParamsOf,
  listedStatuses,
  simulationPaths,
  sortFilters,
  submissionSpec,
  toForm,
} from './simulationQuery.ts';
import type { SubmissionFormValues, SubmissionSpec } from './simulationQuery.ts';
import { useSimulationOptions } from './useSimulation.ts';
import './i18n/simulation.ts';

export default function SubmissionListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const permissions = usePermissions();
  const language = useSession((state) => state.language);
  const query = useListQuery(submissionSpec, { keep: ['detail'] });
  const list = useListData(['simulation', 'list'], listParamsOf(query.request), listSimulations, {
    staleTime: 30_000,
  });
  useScrollMemory(`${location.pathname}?${query.key}`, (list.data?.list.length ?? 0) > 0);
  const options = useSimulationOptions();
  const { filters } = query;
  const mayResimulate = permissions.has(submitCode);
  const open = param.id.read(searchParams.get('detail')) ?? null;
  const setOpen = (id: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('detail');
        else next.set('detail', String(id));
        return next;
      },
      { replace: true },
    );

  const sortOrderOf = (field: string) =>
    (filters.sortField ?? 'submittedAt') === field ? (filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableColumnsType<SimulationRow> = [
    {
      title: t('simulation.field.taskNo'),
      dataIndex: 'taskNo',
      width: 130,
      fixed: 'left',
      render: (taskNo: string, row) => (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => setOpen(row.id)}>
          {taskNo}
        </Button>
      ),
    },
    {
      title: t('simulation.field.designName'),
      dataIndex: 'designName',
      width: 150,
      render: (name: string) => <span style={{ wordBreak: 'break-word' }}>{name || '—'}</span>,
    },
    {
      title: t('simulation.field.platform'),
      dataIndex: 'platform',
      width: 130,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('simulation.field.project'), dataIndex: 'project', width: 140, render: (v: string | null) => v ?? '—' },
    {
      title: t('simulation.field.company'),
      key: 'company',
      width: 160,
      render: (_: unknown, row) => localName({ name: row.company, nameEn: row.companyEn }, language),
    },
    { title: t('simulation.field.submitter'), dataIndex: 'submitter', width: 110 },
    {
      title: t('simulation.field.simulationType'),
      dataIndex: 'simulationType',
      width: 130,
      render: (type: SimulationRow['simulationType']) => (type ? t(`simulation.type.${type}`) : '—'),
    },
    {
      title: t('simulation.field.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, row) => <StatusTag status={row.status} />,
    },
    { title: t('simulation.field.submitCount'), dataIndex: 'submitCount', width: 100, align: 'right' },
    {
      title: t('simulation.field.layerUnit'),
      key: 'layers',
      width: 120,
      render: (_: unknown, row) => layerText(t, row.layerCount, row.unit),
    },
    {
      title: t('simulation.field.submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      width: 160,
      sorter: true,
      sortOrder: sortOrderOf('submittedAt'),
      render: (value: string | null) => formatTime(value),
    },
    {
      title: t('simulation.field.finishedAt'),
      dataIndex: 'finishedAt',
      width: 160,
      render: (value: string | null) => formatTime(value),
    },
    {
      key: 'actions',
      title: t('simulation.field.actions'),
      width: 160,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            aria-label={`${t('simulation.list.view')} ${row.taskNo}`}
            onClick={() => setOpen(row.id)}
          >
            {t('simulation.list.view')}
          </Button>
          {mayResimulate && row.status === 'finished' ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              aria-label={`${t('simulation.list.resimulate')} ${row.taskNo}`}
              onClick={() => void navigate(simulationPaths.resimulate(row.id), { state: { fromList: true } })}
            >
              {t('simulation.list.resimulate')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 160), 0);
  const refs = (key: 'projects' | 'platforms') =>
    (options.data?.[key] ?? []).map((ref) => ({ value: ref.id, label: ref.name }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SimulationHeader />
      <Card>
        <ListSearchForm<SubmissionSpec, SubmissionFormValues>
          query={query}
          toForm={toForm}
          fromForm={fromForm(filters)}
        >
          <Form.Item name="keyword" label={t('simulation.filter.keyword')}>
            <Input
              allowClear
              maxLength={simulationLimits.keyword}
              placeholder={t('simulation.filter.keywordPlaceholder')}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="status" label={t('simulation.field.status')}>
            <Select
              allowClear
              placeholder={t('simulation.filter.all')}
              style={{ width: 120 }}
              options={listedStatuses.map((status) => ({ value: status, label: t(`simulation.status.${status}`) }))}
            />
          </Form.Item>
          <Form.Item name="simulationType" label={t('simulation.field.simulationType')}>
            <Select
              allowClear
              placeholder={t('simulation.filter.all')}
              style={{ width: 160 }}
              options={simulationTypes.map((type) => ({ value: type, label: t(`simulation.type.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('simulation.field.platform')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('simulation.filter.all')}
              style={{ width: 150 }}
              loading={options.isPending}
              options={refs('platforms')}
            />
          </Form.Item>
          <Form.Item name="projectId" label={t('simulation.field.project')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('simulation.filter.all')}
              style={{ width: 160 }}
              loading={options.isPending}
              options={refs('projects')}
            />
          </Form.Item>
          <Form.Item name="submitted" label={t('simulation.field.submittedAt')}>
            <DateRange placeholder={[t('simulation.filter.from'), t('simulation.filter.to')]} width={240} />
          </Form.Item>
        </ListSearchForm>
        <CappedNotice data={list.data} text={(count) => t('simulation.capped', { count })} />
        <ListTable<SimulationRow, SubmissionSpec>
          query={query}
          result={list}
          columns={columns}
          onSort={(columnKey, order) => query.search(sortFilters(filters, columnKey, order))}
          scroll={{ x: tableWidth }}
          empty={t('simulation.list.empty')}
          emptyFiltered={t('simulation.list.emptyFiltered')}
          emptyExtra={
            mayResimulate ? (
              <Button type="primary" onClick={() => void navigate(simulationPaths.add)}>
                {t('simulation.nav.add')}
              </Button>
            ) : null
          }
        />
      </Card>
      <SimulationDrawer id={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
