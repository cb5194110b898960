// /admin/documents, /admin/reports, /admin/pcn, /admin/tools: publishing the documents family
// (staff code admin.publish; the router enforces it). One page for the four kinds, the kind from
// the path. Every item in every state, filtered by keyword, state, platform and language (kept in
// the address), paged on the server; a form creates and edits (the file uploaded with its
// progress); release and withdraw are confirmed by name; a tool gets new versions; the xlsx import
// writes drafts with a per-row report first.
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Input, Select, Space, Tag, Tooltip, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  catalogImportColumns,
  catalogImportPaths,
  publishStates,
  changeCatalogState,
  fetchCatalogOptions,
  listCatalogAdmin,
  publishLimits,
} from '../../api/publish.ts';
import type { CatalogAdminItem, CatalogKind, PublishState } from '../../api/publish.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { usePublishingMoves } from '../../components/publishing/usePublishingMoves.tsx';
import { PublishingActions } from '../../components/publishing/PublishingActions.tsx';
import { PublishStateTag } from '../../components/publishing/PublishStateTag.tsx';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import './i18n/catalogAdmin.ts';

// The forms and the import wait for their first use: with them the console's first load was
// 481 KiB of JavaScript (their uploads, tree select, radios and progress), over the 450 KB budget.
const CatalogItemForm = lazy(() => import('./CatalogItemForm.tsx').then((m) => ({ default: m.CatalogItemForm })));
const ToolVersionForm = lazy(() => import('./ToolVersionForm.tsx').then((m) => ({ default: m.ToolVersionForm })));
const XlsxImportDialog = lazy(() =>
  import('../../components/xlsxImport/XlsxImportDialog.tsx').then((m) => ({ default: m.XlsxImportDialog })),
);

/** The console's paths and their kinds (web/routes.ts routes all four here). */
const kindOfPath: Record<string, CatalogKind> = {
  '/admin/documents': 'dcc',
  '/admin/reports': 'tr',
  '/admin/pcn': 'pcn',
  '/admin/tools': 'tool',
};
const titleKeys: Record<CatalogKind, string> = {
  dcc: 'admin.catalogDcc.title',
  tr: 'admin.catalogTr.title',
  pcn: 'admin.catalogPcn.title',
  tool: 'admin.catalogTool.title',
};

const spec = {
  keyword: param.text(publishLimits.keyword),
  status: param.oneOf(publishStates),
  platformId: param.id,
  language: param.oneOf(['zh', 'en'] as const),
};

export default function CatalogAdminPage() {
  const kind = kindOfPath[useLocation().pathname.replace(/\/$/, '')] ?? 'dcc';
  // A new kind is a new console: nothing of the other one's state is kept.
  return <Console key={kind} kind={kind} />;
}

function Console({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const query = useListQuery(spec);
  const list = useListData(['admin', 'catalog', kind, 'list'], query.request, listCatalogAdmin(kind));
  const options = useQuery({
    queryKey: ['admin', 'catalog', kind, 'options'],
    queryFn: ({ signal }) => fetchCatalogOptions(kind, signal),
  });
  const [editing, setEditing] = useState<{ item: CatalogAdminItem | null } | null>(null);
  const [versionOf, setVersionOf] = useState<CatalogAdminItem | null>(null);
  const [importing, setImporting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalog', kind] });

  const actionButton = usePublishingMoves<CatalogAdminItem>({
    move: (action, item) => changeCatalogState(kind, action, item.id),
    listKey: ['admin', 'catalog', kind],
    texts: (action, item) => ({
      label: t(`catalogAdmin.action.${action}`),
      title: t(`catalogAdmin.confirm.${action}Title`),
      description: t(`catalogAdmin.confirm.${action}`, { name: item.name }),
    }),
  });
  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<CatalogAdminItem> = [
    {
      title: t('catalogAdmin.field.name'),
      key: 'name',
      render: (_, row) => (
        <>
          <div style={{ wordBreak: 'break-word' }}>{row.name}</div>
          <div style={secondary}>{[row.type, row.version].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    {
      title: t('catalogAdmin.field.platforms'),
      key: 'platforms',
      width: 180,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.platforms.map((p) => (
            <Tag key={p.id}>{p.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('catalogAdmin.field.language'),
      dataIndex: 'language',
      width: 80,
      render: (language: 'zh' | 'en') => t(`catalogAdmin.language.${language}`),
    },
    {
      title: t('catalogAdmin.field.state'),
      dataIndex: 'status',
      width: 90,
      render: (state: PublishState) => <PublishStateTag state={state} label={t(`catalogAdmin.state.${state}`)} />,
    },
    {
      title: t('catalogAdmin.field.file'),
      key: 'file',
      width: 110,
      render: (_, row) =>
        row.fileId ? (
          <Tooltip title={row.fileName}>{formatSize(row.size)}</Tooltip>
        ) : (
          <span style={{ color: token.colorWarning }}>{t('catalogAdmin.noFile')}</span>
        ),
    },
    ...(kind === 'pcn'
      ? [
          {
            title: t('catalogAdmin.field.acknowledgements'),
            key: 'acks',
            width: 120,
            render: (_: unknown, row: CatalogAdminItem) =>
              t('catalogAdmin.ackSummary', { acks: row.acknowledgements ?? 0, requests: row.changeRequests ?? 0 }),
          },
        ]
      : []),
    {
      title: t('catalogAdmin.field.releasedAt'),
      key: 'time',
      width: 150,
      render: (_, row) => (
        <>
          <div>{row.releasedAt ? formatTime(row.releasedAt) : '—'}</div>
          <div style={secondary}>{t('catalogAdmin.updated', { time: formatTime(row.updatedAt) })}</div>
        </>
      ),
    },
    { title: t('catalogAdmin.field.publisher'), dataIndex: 'publisher', width: 100 },
    {
      title: t('catalogAdmin.field.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <PublishingActions
          state={row.status}
          editLabel={t('catalogAdmin.action.edit')}
          onEdit={() => setEditing({ item: row })}
          move={(action) => actionButton(action, row)}
          extra={
            kind === 'tool' ? (
              <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setVersionOf(row)}>
                {t('catalogAdmin.action.version')}
              </Button>
            ) : null
          }
        />
      ),
    },
  ];

  const kindName = t(`catalogAdmin.kind.${kind}`);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader
        title={t(titleKeys[kind])}
        intro={t('catalogAdmin.intro', { kind: kindName })}
        actions={
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('catalogAdmin.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
              {t('catalogAdmin.create', { kind: kindName })}
            </Button>
          </Space>
        }
      />
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="keyword" label={t('catalogAdmin.filter.keyword')}>
            <Input
              allowClear
              placeholder={t('catalogAdmin.filter.keywordPlaceholder')}
              style={{ width: 220 }}
              maxLength={publishLimits.keyword}
            />
          </Form.Item>
          <Form.Item name="status" label={t('catalogAdmin.filter.state')}>
            <Select
              allowClear
              placeholder={t('catalogAdmin.filter.allStates')}
              style={{ width: 130 }}
              options={publishStates.map((state) => ({ value: state, label: t(`catalogAdmin.state.${state}`) }))}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('catalogAdmin.filter.platform')}>
            <Select
              allowClear
              placeholder={t('catalogAdmin.filter.allPlatforms')}
              style={{ width: 150 }}
              loading={options.isLoading}
              options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="language" label={t('catalogAdmin.filter.language')}>
            <Select
              allowClear
              placeholder={t('catalogAdmin.filter.allLanguages')}
              style={{ width: 120 }}
              options={(['zh', 'en'] as const).map((language) => ({
                value: language,
                label: t(`catalogAdmin.language.${language}`),
              }))}
            />
          </Form.Item>
        </ListSearchForm>
        <ListTable<CatalogAdminItem, typeof spec>
          query={query}
          result={list}
          columns={columns}
          scroll={{ x: 1200 }}
          empty={t('catalogAdmin.empty', { kind: kindName })}
          emptyFiltered={t('catalogAdmin.emptyFiltered')}
        />
      </Card>
      <Suspense fallback={null}>
        {editing ? <CatalogItemForm kind={kind} editing={editing.item} onClose={() => setEditing(null)} /> : null}
        {versionOf ? <ToolVersionForm tool={versionOf} onClose={() => setVersionOf(null)} /> : null}
        {importing ? (
          <XlsxImportDialog
            open
            onClose={() => setImporting(false)}
            onWritten={() => void refresh()}
            columns={catalogImportColumns(kind)}
            paths={catalogImportPaths(kind)}
            templateName={`${kind}-import-template`}
            title={t('catalogAdmin.importTitle', { kind: kindName })}
          />
        ) : null}
      </Suspense>
    </Space>
  );
}
