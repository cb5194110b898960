// /operator (M11): operator data of the caller's platforms — a table, or a matrix of operators ×
// platforms whose cells are the VoLTE and VoWiFi certification states (UI.md colours), with the
// same filters in the address; export of what the filters select (xlsx, never a selection).
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Segmented, Select, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { certColors, certStates, operatorMax, type CertState } from '../../../contract/operator-constants.ts';
import { limits } from '../../../contract/limits.ts';
import { exportOperators, listOperators, operatorMatrix, operatorOptions } from '../../api/operator.ts';
import type { OperatorMatrix, OperatorRow } from '../../api/operator.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { formatTime } from '../../components/format.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { saveBlob } from '../../stores/downloads.ts';
import { exportConditionsOf, listParamsOf, operatorSpec, sortFilters, type OperatorView } from './operatorQuery.ts';
import './i18n/operator.ts';

type MatrixRow = OperatorMatrix['rows'][number] & { key: string };
type MatrixPage = { list: MatrixRow[]; total: number; platforms: OperatorMatrix['platforms'] };

const stamp = () => new Date().toISOString().slice(0, 10);

function StateTag({ label, state }: { label?: string; state: CertState }) {
  const { t } = useTranslation();
  return (
    <Tag color={certColors[state]} style={{ marginInlineEnd: 4 }} data-state={state}>
      {label ? `${label} · ` : ''}
      {t(`operatorPage.state.${state}`)}
    </Tag>
  );
}

export default function OperatorPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(operatorSpec);
  const view: OperatorView = query.filters.view ?? 'table';
  const params = listParamsOf(query.request);

  const options = useQuery({ queryKey: ['operator', 'options'], queryFn: ({ signal }) => operatorOptions(signal) });
  const table = useListData(['operator', 'list'], params, listOperators, { enabled: view === 'table' });
  const matrix = useListData<typeof params, MatrixPage>(
    ['operator', 'matrix'],
    params,
    (p, signal) =>
      operatorMatrix(p, signal).then((m) => ({
        list: m.rows.map((row) => ({ ...row, key: `${row.country}\u0000${row.operator}` })),
        total: m.total,
        platforms: m.platforms,
      })),
    { enabled: view === 'matrix' },
  );

  const exporting = useMutation({
    mutationFn: () => exportOperators(exportConditionsOf(query.request)),
    onSuccess: (blob) => {
      saveBlob(blob, `operator-${stamp()}.xlsx`);
      notify({ type: 'success', content: t('operatorPage.exportSuccess') });
    },
    onError: (error) =>
      notify({
        type: 'error',
        content: error.message || t('operatorPage.exportError'),
        durationMs: limits.toastMs,
        closable: true,
      }),
  });

  const sortOrderOf = (key: string) =>
    query.filters.sortField === key ? (query.filters.sortOrder === 'desc' ? 'descend' : 'ascend') : null;

  const stateOptions = certStates.map((state) => ({ value: state, label: t(`operatorPage.state.${state}`) }));
  const textOptions = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

  const columns: TableColumnsType<OperatorRow> = [
    {
      title: t('operatorPage.column.country'),
      dataIndex: 'country',
      key: 'country',
      width: 140,
      sorter: true,
      sortOrder: sortOrderOf('country'),
    },
    {
      title: t('operatorPage.column.operator'),
      dataIndex: 'operator',
      key: 'operator',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf('operator'),
    },
    {
      title: t('operatorPage.column.platform'),
      dataIndex: 'platform',
      key: 'platform',
      width: 120,
      sorter: true,
      sortOrder: sortOrderOf('platform'),
    },
    { title: t('operatorPage.column.pdt'), dataIndex: 'pdt', key: 'pdt', width: 150 },
    {
      title: t('operatorPage.column.volte'),
      dataIndex: 'volte',
      key: 'volte',
      width: 140,
      render: (state: CertState) => <StateTag state={state} />,
    },
    {
      title: t('operatorPage.column.vowifi'),
      dataIndex: 'vowifi',
      key: 'vowifi',
      width: 140,
      render: (state: CertState) => <StateTag state={state} />,
    },
    { title: t('operatorPage.column.os'), dataIndex: 'os', key: 'os', width: 120 },
    {
      title: t('operatorPage.column.remark'),
      dataIndex: 'remark',
      key: 'remark',
      width: 200,
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: t('operatorPage.column.releasedAt'),
      dataIndex: 'releasedAt',
      key: 'releasedAt',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf('releasedAt'),
      render: (value: string | null) => formatTime(value),
    },
  ];

  const platforms = matrix.data?.platforms ?? options.data?.platforms ?? [];
  const matrixColumns: TableColumnsType<MatrixRow> = [
    {
      title: t('operatorPage.matrix.operator'),
      key: 'operator',
      width: 200,
      fixed: 'left',
      render: (_, row) => (
        <>
          <div style={{ fontWeight: 500 }}>{row.operator}</div>
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{row.country}</div>
        </>
      ),
    },
    ...platforms.map((platform) => ({
      title: platform.name,
      key: `p${platform.id}`,
      width: 190,
      render: (_: unknown, row: MatrixRow) => {
        const cell = row.cells.find((c) => c.platformId === platform.id);
        if (!cell) return <span style={{ color: token.colorTextQuaternary }}>{t('operatorPage.matrix.none')}</span>;
        return (
          <Tooltip title={t('operatorPage.matrix.rows', { count: cell.count })}>
            <Flex vertical gap={4} align="flex-start" data-cell={`${row.operator}|${platform.name}`}>
              <StateTag label="VoLTE" state={cell.volte} />
              <StateTag label="VoWiFi" state={cell.vowifi} />
            </Flex>
          </Tooltip>
        );
      },
    })),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('operator.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('operatorPage.intro')}</p>
      </div>
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="country" label={t('operatorPage.filter.country')}>
            <Select
              allowClear
              showSearch
              placeholder={t('operatorPage.filter.allCountries')}
              style={{ width: 170 }}
              options={textOptions(options.data?.countries)}
              loading={options.isLoading}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('operatorPage.filter.platform')}>
            <Select
              allowClear
              placeholder={t('operatorPage.filter.allPlatforms')}
              style={{ width: 150 }}
              options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
              loading={options.isLoading}
            />
          </Form.Item>
          <Form.Item name="operator" label={t('operatorPage.filter.operator')}>
            <Select
              allowClear
              showSearch
              placeholder={t('operatorPage.filter.allOperators')}
              style={{ width: 190 }}
              options={textOptions(options.data?.operators)}
              loading={options.isLoading}
            />
          </Form.Item>
          <Form.Item name="pdt" label={t('operatorPage.filter.pdt')}>
            <Input
              allowClear
              placeholder={t('operatorPage.filter.pdtPlaceholder')}
              style={{ width: 160 }}
              maxLength={operatorMax.pdt}
            />
          </Form.Item>
          <Form.Item name="volte" label={t('operatorPage.filter.volte')}>
            <Select
              allowClear
              placeholder={t('operatorPage.filter.allStates')}
              style={{ width: 160 }}
              options={stateOptions}
            />
          </Form.Item>
          <Form.Item name="vowifi" label={t('operatorPage.filter.vowifi')}>
            <Select
              allowClear
              placeholder={t('operatorPage.filter.allStates')}
              style={{ width: 160 }}
              options={stateOptions}
            />
          </Form.Item>
          <Form.Item name="os" label={t('operatorPage.filter.os')}>
            <Select
              allowClear
              placeholder={t('operatorPage.filter.allOs')}
              style={{ width: 150 }}
              options={textOptions(options.data?.oses)}
              loading={options.isLoading}
            />
          </Form.Item>
        </ListSearchForm>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Segmented<OperatorView>
            value={view}
            onChange={(next) => query.search({ view: next })}
            options={[
              { value: 'table', label: t('operatorPage.view.table') },
              { value: 'matrix', label: t('operatorPage.view.matrix') },
            ]}
          />
          <Tooltip title={t('operatorPage.exportHint')}>
            <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('operatorPage.export')}
            </Button>
          </Tooltip>
        </Flex>
        {view === 'table' ? (
          <ListTable<OperatorRow, typeof operatorSpec>
            query={query}
            result={table}
            columns={columns}
            scroll={{ x: 1290 }}
            empty={t('operatorPage.empty')}
            emptyFiltered={t('operatorPage.emptyFiltered')}
            onSort={(key, order) => query.search(sortFilters(key, order))}
          />
        ) : (
          <>
            <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">{t('operatorPage.matrix.legend')}:</Typography.Text>
              {certStates.map((state) => (
                <StateTag key={state} state={state} />
              ))}
            </Flex>
            <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('operatorPage.matrix.hint')}
            </Typography.Paragraph>
            <ListTable<MatrixRow, typeof operatorSpec>
              query={query}
              result={matrix}
              rowKey="key"
              columns={matrixColumns}
              scroll={{ x: 200 + platforms.length * 190 }}
              bordered
              empty={t('operatorPage.empty')}
              emptyFiltered={t('operatorPage.emptyFiltered')}
            />
          </>
        )}
      </Card>
    </Space>
  );
}
