// The detail of one catalogue item in a drawer (UI.md: Descriptions for fields, Tabs for
// related lists, actions in the header). Opened by `?detail=<id>` so home links and the back
// button reach it; an id the user may not see shows the not-found result (the server says 404
// for both, never confirming that it exists).
import { Button, Drawer, Empty, Popconfirm, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { acknowledgeNotice, fetchDetail } from '../../api/dcc.ts';
import type { CatalogDetail, CatalogKind } from '../../api/dcc.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { formatTime } from '../format.ts';
import { ChangeRequests } from './ChangeRequests.tsx';
import { DetailFields } from './DetailFields.tsx';
import { feedbackPaths } from './kinds.ts';
import { ToolVersions } from './ToolVersions.tsx';
import type { useItemActions } from './useItemActions.ts';
import { viewActionOf } from './viewAction.ts';
import type { Permissions } from '../usePermissions.ts';

export type CatalogDetailDrawerProps = {
  kind: CatalogKind | null;
  id: number | null;
  onClose: () => void;
  permissions: Permissions;
  actions: ReturnType<typeof useItemActions>;
};

function Actions({
  item,
  permissions,
  actions,
}: { item: CatalogDetail } & Pick<CatalogDetailDrawerProps, 'permissions' | 'actions'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeNotice(item.id),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
  const feedback = feedbackPaths[item.kind];
  const view = viewActionOf(item, permissions.mayDownload);
  return (
    <Space wrap size="small">
      {item.kind === 'pcn' ? (
        item.acknowledgedAt ? (
          <Tag color="green">{`${t('catalog.pcn.acknowledged')} ${formatTime(item.acknowledgedAt)}`}</Tag>
        ) : (
          <Popconfirm
            title={t('catalog.pcn.acknowledgeTitle')}
            description={
              <div style={{ maxWidth: 280 }}>{t('catalog.pcn.acknowledgeDescription', { name: item.name })}</div>
            }
            okText={t('catalog.pcn.acknowledge')}
            cancelText={t('common.cancel')}
            onConfirm={() => acknowledge.mutateAsync().catch(() => {})}
          >
            <Button loading={acknowledge.isPending}>{t('catalog.pcn.acknowledge')}</Button>
          </Popconfirm>
        )
      ) : null}
      {feedback ? (
        <Button
          onClick={() => void navigate(`${feedback}?itemId=${item.id}&itemName=${encodeURIComponent(item.name)}`)}
        >
          {t('catalog.action.feedback')}
        </Button>
      ) : null}
      {view ? <Button onClick={() => actions.openViewer(item)}>{t(view)}</Button> : null}
      {item.viewer !== 'video' && permissions.mayDownload(item.kind) ? (
        <Button type="primary" onClick={() => actions.download(item)}>
          {t('catalog.action.download')}
        </Button>
      ) : null}
    </Space>
  );
}

export function CatalogDetailDrawer({ kind, id, onClose, permissions, actions }: CatalogDetailDrawerProps) {
  const { t } = useTranslation();
  const open = kind !== null && id !== null;
  const detail = useQuery({
    queryKey: ['catalog', kind, 'detail', id],
    queryFn: ({ signal }) => fetchDetail(kind!, id!, signal),
    enabled: open,
  });
  const item = detail.data;
  const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);

  let body;
  if (detail.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (detail.isError) {
    body = (
      // Empty rather than Result: Result carries its large status illustrations into this chunk.
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={5}>
              {missing ? t('catalog.detail.notFound') : t('catalog.detail.loadError')}
            </Typography.Title>
            <Typography.Text type="secondary">
              {missing ? t('catalog.detail.notFoundHint') : (detail.error as Error).message}
            </Typography.Text>
          </>
        }
      >
        <Space>
          {missing ? null : <Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
          <Button type="primary" onClick={onClose}>
            {t('catalog.action.close')}
          </Button>
        </Space>
      </Empty>
    );
  } else if (item) {
    const info = { key: 'info', label: t('catalog.detail.tab.info'), children: <DetailFields item={item} /> };
    const tabs = [info];
    if (item.kind === 'tool') {
      tabs.push({
        key: 'versions',
        label: t('catalog.detail.tab.versions'),
        children: (
          <ToolVersions
            item={item}
            mayDownload={permissions.mayDownload('tool')}
            onDownload={(version) => actions.download(item, version)}
          />
        ),
      });
    }
    if (item.kind === 'pcn')
      tabs.push({
        key: 'requests',
        label: t('catalog.detail.tab.changeRequests'),
        children: <ChangeRequests itemId={item.id} />,
      });
    body = tabs.length > 1 ? <Tabs items={tabs} /> : info.children;
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(760px, 100vw)"
      title={item?.name ?? t('catalog.detail.title')}
      extra={item ? <Actions item={item} permissions={permissions} actions={actions} /> : null}
      destroyOnHidden
      styles={{ header: { flexWrap: 'wrap', rowGap: 8 } }}
    >
      {body}
    </Drawer>
  );
}
