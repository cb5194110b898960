// /admin/deliver: the publishers' console of the code delivery list (staff code admin.publish).
// The deliveries of the companies assigned to the staff member (the server filters them and offers
// only those companies in the pickers: decision 0037), filtered by company, status and keyword (kept
// in the address); a form to create one for a company + project + platform (files uploaded first through
// the upload call, release notes, recipients) or edit it; release a draft, withdraw a released one.
import { useState } from 'react';
import { Button, Card, Input, Select, Space, Tag } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { deliverStatuses } from '../../../contract/deliver.ts';
import { staffCodes } from '../../../contract/menus.ts';
import { changeDeliveryState, fetchAdminDeliverOptions, listAdminDeliveries } from '../../api/deliver.ts';
import type { AdminDelivery, DeliverStatus } from '../../api/deliver.ts';
import { ApiError } from '../../api/request.ts';
import { formatTime, localName } from '../../components/format.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { notify } from '../../notify.ts';
import { StateActionButton } from '../../components/publishing/StateActionButton.tsx';
import { useMenu } from '../../stores/menu.ts';
import { menuStateOf, useSession } from '../../stores/session.ts';
import { DeliverForm } from './DeliverForm.tsx';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import './i18n/deliver.ts';

const spec = {
  companyId: param.id,
  status: param.oneOf(deliverStatuses),
  keyword: param.text(100),
};
const statusColors: Record<DeliverStatus, string> = { draft: 'default', released: 'success', withdrawn: 'error' };

export default function DeliverAdminPage() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const query = useListQuery(spec);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const menu = useMenu();
  const granted = menu.data ? menuStateOf(menu.data).func.includes(staffCodes.publish) : undefined;
  const mayAsk = granted === true || menu.isError;
  const list = useListData(['admin', 'deliver', 'list'], query.request, listAdminDeliveries, { enabled: mayAsk });
  const options = useQuery({
    queryKey: ['admin', 'deliver', 'options'],
    queryFn: ({ signal }) => fetchAdminDeliverOptions(signal),
    enabled: mayAsk,
  });
  const forbidden = list.error instanceof ApiError && list.error.status === 403;

  const change = useMutation({
    mutationFn: ({ action, id }: { action: 'release' | 'withdraw'; id: number }) => changeDeliveryState(action, id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'deliver'] }),
  });

  if (granted === false || forbidden) return <Navigate to="/noPermission" replace />;

  const action = (kind: 'release' | 'withdraw', row: AdminDelivery) => (
    <StateActionButton
      key={kind}
      action={kind}
      label={t(`admin.deliver.${kind}`)}
      description={t(kind === 'release' ? 'admin.deliver.confirmRelease' : 'admin.deliver.confirmWithdraw', {
        name: row.name,
        version: row.version,
      })}
      pending={change.isPending && change.variables?.id === row.id && change.variables.action === kind}
      busy={change.isPending}
      onConfirm={() => change.mutateAsync({ action: kind, id: row.id })}
    />
  );

  const columns: TableColumnsType<AdminDelivery> = [
    {
      title: t('admin.deliver.column.company'),
      key: 'company',
      width: 150,
      render: (_: unknown, row) => localName({ name: row.company, nameEn: row.companyEn }, language),
    },
    { title: t('admin.deliver.column.project'), dataIndex: 'project', width: 130 },
    { title: t('admin.deliver.column.platform'), dataIndex: 'platform', width: 110 },
    { title: t('admin.deliver.column.name'), dataIndex: 'name', width: 200 },
    { title: t('admin.deliver.column.version'), dataIndex: 'version', width: 120 },
    { title: t('admin.deliver.column.deliveryDate'), dataIndex: 'deliveryDate', width: 120 },
    { title: t('admin.deliver.column.files'), dataIndex: 'fileCount', width: 80 },
    {
      title: t('admin.deliver.column.recipients'),
      dataIndex: 'recipients',
      width: 150,
      render: (names: string[]) => names.join(', '),
    },
    {
      title: t('admin.deliver.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: DeliverStatus) => <Tag color={statusColors[status]}>{t(`admin.deliver.status.${status}`)}</Tag>,
    },
    {
      title: t('admin.deliver.column.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('admin.deliver.column.action'),
      key: 'action',
      width: 180,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          {row.status !== 'withdrawn' ? (
            <Button size="small" onClick={() => setEditing(row.id)}>
              {t('admin.deliver.edit')}
            </Button>
          ) : null}
          {row.status === 'draft' ? action('release', row) : null}
          {row.status === 'released' ? action('withdraw', row) : null}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.deliver.title')} intro={t('admin.deliver.intro')} />
      <Card>
        <ListSearchForm
          query={query}
          extra={
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('admin.deliver.add')}
            </Button>
          }
        >
          <Form.Item name="companyId" label={t('admin.deliver.filter.company')}>
            <Select
              allowClear
              placeholder={t('admin.deliver.filter.allCompanies')}
              style={{ width: 180 }}
              options={(options.data?.companies ?? []).map((c) => ({ value: c.id, label: localName(c, language) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('admin.deliver.filter.status')}>
            <Select
              allowClear
              placeholder={t('admin.deliver.filter.allStatuses')}
              style={{ width: 140 }}
              options={deliverStatuses.map((s) => ({ value: s, label: t(`admin.deliver.status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('admin.deliver.filter.keyword')}>
            <Input
              allowClear
              maxLength={100}
              placeholder={t('admin.deliver.filter.keywordPlaceholder')}
              style={{ width: 220 }}
            />
          </Form.Item>
        </ListSearchForm>
        <ListTable<AdminDelivery, typeof spec>
          query={query}
          result={list}
          loading={!mayAsk || list.isFetching}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1500 }}
          empty={t('admin.deliver.empty')}
          emptyFiltered={t('admin.deliver.emptyFiltered')}
        />
      </Card>
      {editing !== null && options.data ? (
        <DeliverForm
          id={editing === 'new' ? null : editing}
          options={options.data}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'deliver'] });
          }}
        />
      ) : null}
    </Space>
  );
}
