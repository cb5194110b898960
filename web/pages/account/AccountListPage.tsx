// /account (M08, primary accounts only): the company's child accounts, filtered by keyword and
// status (kept in the URL query), paged on the server; view, edit, and enable or disable, each
// change confirmed by name. Changes need account.manage; the server checks it again.
import { Button, Card, Input, Popconfirm, Select, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, Navigate, useNavigate } from 'react-router';
import { listChildren, setChildEnabled } from '../../api/account.ts';
import type { ChildAccount } from '../../api/account.ts';
import { ApiError } from '../../api/request.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { childListSpec, childStates, statusColor, statusesOf } from './accountModel.ts';
import './i18n/account.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { formatTime } from '../../components/format.ts';

export default function AccountListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isChild = useSession((state) => state.isChild);
  const query = useListQuery(childListSpec);
  const permissions = usePermissions();
  const mayView = permissions.known ? permissions.has('M08') && !isChild : undefined;
  const mayManage = permissions.has('account.manage');

  // Composed from the parts, not ListPage: a refusal (403) of the list sends the user away.
  const list = useListData(['account', 'list'], query.request, listChildren, { enabled: mayView === true });

  const change = useMutation({
    mutationFn: ({ child, enabled }: { child: ChildAccount; enabled: boolean }) => setChildEnabled(child.id, enabled),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });

  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  if (mayView === false || forbidden) return <Navigate to="/noPermission" replace />;

  const statusButton = (child: ChildAccount) => {
    const enabled = !child.enabled;
    const action = enabled ? 'enable' : 'disable';
    const pending = change.isPending && change.variables?.child.id === child.id;
    return (
      <Popconfirm
        key="status"
        title={t(`account.list.confirm.${action}Title`)}
        description={
          <div style={{ maxWidth: 320 }}>
            {t(`account.list.confirm.${action}`, { name: child.name, email: child.email })}
          </div>
        }
        okText={t(`account.list.action.${action}`)}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: !enabled }}
        onConfirm={() => change.mutateAsync({ child, enabled }).catch(() => {})}
      >
        <Button
          type="link"
          size="small"
          danger={!enabled}
          loading={pending}
          disabled={change.isPending && !pending}
          style={{ paddingInline: 4 }}
        >
          {t(`account.list.action.${action}`)}
        </Button>
      </Popconfirm>
    );
  };

  const muted = { color: token.colorTextTertiary } as const;
  const columns: TableColumnsType<ChildAccount> = [
    {
      title: t('account.list.column.name'),
      dataIndex: 'name',
      width: 130,
      fixed: 'left',
      render: (_, row) => <Link to={`/account/accountView?id=${row.id}`}>{row.name}</Link>,
    },
    {
      title: t('account.list.column.email'),
      dataIndex: 'email',
      width: 210,
      render: (value: string, row) => (
        <>
          <div style={{ wordBreak: 'break-all' }}>{value}</div>
          {row.pendingEmail ? (
            <div style={{ ...muted, fontSize: token.fontSizeSM, wordBreak: 'break-all' }}>
              {t('account.list.pendingEmail', { email: row.pendingEmail })}
            </div>
          ) : null}
        </>
      ),
    },
    { title: t('account.list.column.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('account.list.column.status'),
      key: 'status',
      // Wide enough for the longest English state on one line ("Awaiting password").
      width: 150,
      render: (_, row) => (
        <Space size={4} wrap>
          {statusesOf(row).map((status) => (
            <Tag key={status} color={statusColor[status]} style={{ marginInlineEnd: 0 }}>
              {t(`account.status.${status}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('account.list.column.type'),
      dataIndex: 'type',
      width: 100,
      render: (value: ChildAccount['type']) => t(`account.type.${value}`),
    },
    {
      title: t('account.list.column.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 150,
      render: (value: string | null) =>
        value ? formatTime(value) : <span style={muted}>{t('account.list.never')}</span>,
    },
    { title: t('account.list.column.creator'), dataIndex: 'creator', width: 110 },
    {
      title: t('account.list.column.created'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    { title: t('account.list.column.updater'), dataIndex: 'updater', width: 110 },
    {
      title: t('account.list.column.updated'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('account.list.column.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 4 }}
            onClick={() => void navigate(`/account/accountView?id=${row.id}`)}
          >
            {t('account.list.action.view')}
          </Button>
          {mayManage ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => void navigate(`/account/accountEdit?id=${row.id}`)}
            >
              {t('account.list.action.edit')}
            </Button>
          ) : null}
          {mayManage ? statusButton(row) : null}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('account.title')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
            {t('account.list.intro')}
          </p>
        </div>
        {mayManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/account/accountAdd')}>
            {t('account.list.add')}
          </Button>
        ) : null}
      </div>
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="keyword" label={t('account.list.filter.keyword')}>
            <Input
              allowClear
              placeholder={t('account.list.filter.keywordPlaceholder')}
              style={{ width: 240 }}
              maxLength={100}
            />
          </Form.Item>
          <Form.Item name="state" label={t('account.list.filter.state')}>
            <Select
              allowClear
              placeholder={t('account.list.filter.allStates')}
              style={{ width: 180 }}
              options={childStates.map((state) => ({ value: state, label: t(`account.list.state.${state}`) }))}
            />
          </Form.Item>
        </ListSearchForm>
        {/* Until the menu says the page is granted the list is not asked for: it shows as loading. */}
        <ListTable<ChildAccount, typeof childListSpec>
          query={query}
          result={list}
          loading={mayView !== true || list.isFetching}
          columns={columns}
          scroll={{ x: 1560 }}
          empty={t('account.list.empty')}
        />
      </Card>
    </Space>
  );
}
