// /qvl (M05): the qualified vendor list. The platform directory on top (each authorized platform
// with its components by level and type; a click filters the list by it), then the list with its
// filters in the address (platform, type, level, supplier, lifecycle phase, test status, keyword)
// and the export of everything the conditions select.
import { Button, Card, Flex, Input, Select, Space, Tag, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { ExportOutlined, TeamOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import {
  exportQvl,
  fetchQvlPlatforms,
  listQvl,
  listQvlSuppliers,
  qvlLevels,
  qvlLifecyclePhases,
  qvlMax,
  qvlSortFields,
  qvlTestStatuses,
  qvlTypes,
} from '../../api/qvl.ts';
import type { QvlEntry, QvlPlatform } from '../../api/qvl.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { saveBlob } from '../../stores/downloads.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import type { Filters } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { LevelTag, PhaseTag, TestStatusTag, levelLabel } from './QvlTags.tsx';
import './i18n/qvl.ts';

const spec = {
  keyword: param.text(qvlMax.keyword),
  platformId: param.id,
  type: param.oneOf(qvlTypes),
  level: param.oneOf(qvlLevels),
  supplierId: param.id,
  lifecyclePhase: param.oneOf(qvlLifecyclePhases),
  testStatus: param.oneOf(qvlTestStatuses),
  sortField: param.kept(param.oneOf(qvlSortFields)),
  sortOrder: param.kept(param.oneOf(['asc', 'desc'] as const)),
};
type Conditions = Filters<typeof spec>;

function PlatformDirectory({
  platforms,
  selected,
  onPick,
}: {
  platforms: QvlPlatform[];
  selected?: number;
  onPick: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.marginSM} role="list" aria-label={t('qvl.directory.title')}>
      {platforms.map((p) => {
        const active = p.platformId === selected;
        return (
          <Card
            key={p.platformId}
            role="listitem"
            size="small"
            hoverable
            data-platform={p.name}
            onClick={() => onPick(active ? undefined : p.platformId)}
            style={{
              width: 232,
              cursor: 'pointer',
              borderColor: active ? token.colorPrimary : undefined,
              background: active ? token.colorPrimaryBg : undefined,
            }}
          >
            <button
              type="button"
              aria-pressed={active}
              onClick={(event) => {
                event.stopPropagation();
                onPick(active ? undefined : p.platformId);
              }}
              style={{
                all: 'unset',
                cursor: 'pointer',
                fontWeight: 600,
                fontSize: token.fontSizeLG,
                color: active ? token.colorPrimary : token.colorText,
              }}
            >
              {p.name}
            </button>
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, margin: '2px 0 6px' }}>
              {t('qvl.directory.total', { count: p.total })}
            </div>
            <Space size={4} wrap style={{ marginBottom: 6 }}>
              {qvlLevels.map((level) => (
                <Tag
                  key={level}
                  color={level === 'A' ? 'green' : level === 'B' ? 'blue' : 'orange'}
                  title={t(`qvl.level.${level}`)}
                >
                  {level} {p.levels[level]}
                </Tag>
              ))}
            </Space>
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, lineHeight: 1.6 }}>
              {p.types.map((x) => `${t(`qvl.type.${x.type}`)} ${x.count}`).join(' · ')}
            </div>
          </Card>
        );
      })}
    </Flex>
  );
}

export default function QvlPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(spec);
  const platforms = useQuery({ queryKey: ['qvl', 'platforms'], queryFn: ({ signal }) => fetchQvlPlatforms(signal) });
  const suppliers = useQuery({
    queryKey: ['qvl', 'suppliers', 'options'],
    queryFn: ({ signal }) => listQvlSuppliers({ pageNum: 1, pageSize: limits.pageSizeMax }, signal),
  });

  const exporting = useMutation({
    mutationFn: () => {
      const { pageNum: _n, pageSize: _s, ...conditions } = query.request;
      return exportQvl(conditions);
    },
    onSuccess: (blob) => {
      saveBlob(blob, `qvl-${dayjs().format('YYYY-MM-DD')}.xlsx`);
      notify({ type: 'success', content: t('qvl.exportSuccess') });
    },
    onError: (error) =>
      notify({
        type: 'error',
        content:
          error instanceof ApiError && error.code !== null
            ? `${t('qvl.exportError')}: ${error.msg}`
            : t('qvl.exportError'),
        durationMs: limits.toastMs,
        closable: true,
      }),
  });

  const sortOf = (key: string) =>
    query.filters.sortField === key ? (query.filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;
  const columns: TableColumnsType<QvlEntry> = [
    { title: t('qvl.column.platform'), dataIndex: 'platform', width: 110, fixed: 'left' },
    {
      title: t('qvl.column.partNumber'),
      dataIndex: 'partNumber',
      key: 'partNumber',
      width: 220,
      fixed: 'left',
      sorter: true,
      sortOrder: sortOf('partNumber'),
      render: (value: string, row) => (
        <div>
          <Typography.Text strong copyable={{ text: value }}>
            {value}
          </Typography.Text>
          <div style={muted}>
            {t('qvl.column.componentId')}: {row.componentId}
          </div>
        </div>
      ),
    },
    { title: t('qvl.column.chip'), dataIndex: 'chip', width: 110 },
    { title: t('qvl.column.type'), dataIndex: 'type', width: 110, render: (type: string) => t(`qvl.type.${type}`) },
    {
      title: t('qvl.column.supplier'),
      dataIndex: 'supplier',
      width: 180,
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => query.search({ supplierId: row.supplierId })}
        >
          {name}
        </Button>
      ),
    },
    {
      title: t('qvl.column.level'),
      dataIndex: 'level',
      key: 'level',
      width: 230,
      sorter: true,
      sortOrder: sortOf('level'),
      render: (level: QvlEntry['level']) => <LevelTag level={level} />,
    },
    { title: t('qvl.column.description'), dataIndex: 'description', width: 260, ellipsis: { showTitle: true } },
    {
      title: t('qvl.column.period'),
      key: 'startDate',
      width: 200,
      sorter: true,
      sortOrder: sortOf('startDate'),
      render: (_: unknown, row) => `${row.startDate} ~ ${row.endDate ?? t('qvl.noEnd')}`,
    },
    {
      title: t('qvl.column.firmwareVersion'),
      dataIndex: 'firmwareVersion',
      width: 130,
      render: (v: string) => v || '—',
    },
    { title: t('qvl.column.chipType'), dataIndex: 'chipType', width: 120, render: (v: string) => v || '—' },
    {
      title: t('qvl.column.testStatus'),
      dataIndex: 'testStatus',
      width: 110,
      render: (status: QvlEntry['testStatus']) => <TestStatusTag status={status} />,
    },
    {
      title: t('qvl.column.functionExplanation'),
      dataIndex: 'functionExplanation',
      width: 220,
      ellipsis: { showTitle: true },
    },
    {
      title: t('qvl.column.lifecyclePhase'),
      dataIndex: 'lifecyclePhase',
      width: 140,
      render: (phase: QvlEntry['lifecyclePhase']) => <PhaseTag phase={phase} />,
    },
    {
      title: t('qvl.column.remark'),
      dataIndex: 'remark',
      width: 220,
      ellipsis: { showTitle: true },
      render: (v: string) => v || '—',
    },
  ];

  const all = t('qvl.filter.all');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" wrap gap={token.marginSM}>
        <div>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('qvl.title')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('qvl.intro')}</p>
        </div>
        <Link to="/qvlSupplier">
          <Button icon={<TeamOutlined />}>{t('qvl.toSuppliers')}</Button>
        </Link>
      </Flex>
      <Card
        size="small"
        title={t('qvl.directory.title')}
        extra={<span style={muted}>{t('qvl.directory.hint')}</span>}
        loading={platforms.isPending}
      >
        {platforms.data?.length ? (
          <PlatformDirectory
            platforms={platforms.data}
            selected={query.filters.platformId}
            onPick={(platformId) => query.search({ platformId })}
          />
        ) : platforms.isError ? (
          <Button onClick={() => void platforms.refetch()}>{t('common.retry')}</Button>
        ) : (
          <span style={muted}>{t('qvl.directory.empty')}</span>
        )}
      </Card>
      <Card>
        <ListPage<QvlEntry, typeof spec, Conditions>
          query={query}
          queryKey={['qvl', 'list']}
          request={listQvl}
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('qvl.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={qvlMax.keyword}
                    placeholder={t('qvl.filter.keywordPlaceholder')}
                    style={{ width: 220 }}
                  />
                </Form.Item>
                <Form.Item name="platformId" label={t('qvl.filter.platform')}>
                  <Select
                    allowClear
                    placeholder={all}
                    style={{ width: 140 }}
                    options={(platforms.data ?? []).map((p) => ({ value: p.platformId, label: p.name }))}
                  />
                </Form.Item>
                <Form.Item name="type" label={t('qvl.filter.type')}>
                  <Select
                    allowClear
                    placeholder={all}
                    style={{ width: 140 }}
                    options={qvlTypes.map((type) => ({ value: type, label: t(`qvl.type.${type}`) }))}
                  />
                </Form.Item>
                <Form.Item name="level" label={t('qvl.filter.level')}>
                  <Select
                    allowClear
                    placeholder={all}
                    style={{ width: 240 }}
                    popupMatchSelectWidth={false}
                    options={qvlLevels.map((level) => ({ value: level, label: levelLabel(t, level) }))}
                  />
                </Form.Item>
                <Form.Item name="supplierId" label={t('qvl.filter.supplier')}>
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={all}
                    style={{ width: 220 }}
                    options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
                  />
                </Form.Item>
                <Form.Item name="lifecyclePhase" label={t('qvl.filter.lifecyclePhase')}>
                  <Select
                    allowClear
                    placeholder={all}
                    style={{ width: 150 }}
                    options={qvlLifecyclePhases.map((p) => ({ value: p, label: t(`qvl.lifecyclePhase.${p}`) }))}
                  />
                </Form.Item>
                <Form.Item name="testStatus" label={t('qvl.filter.testStatus')}>
                  <Select
                    allowClear
                    placeholder={all}
                    style={{ width: 130 }}
                    options={qvlTestStatuses.map((s) => ({ value: s, label: t(`qvl.testStatus.${s}`) }))}
                  />
                </Form.Item>
              </>
            ),
          }}
          toolbar={
            <Flex justify="flex-end" style={{ marginBottom: token.marginSM }}>
              <Button icon={<ExportOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
                {t('qvl.export')}
              </Button>
            </Flex>
          }
          onSort={(key, order) =>
            query.search({
              sortField: key ? (key as Conditions['sortField']) : undefined,
              sortOrder: key ? order : undefined,
            })
          }
          columns={columns}
          scroll={{ x: 2400 }}
          empty={t('qvl.empty')}
          emptyFiltered={t('qvl.emptyFiltered')}
        />
      </Card>
    </Space>
  );
}
