// /admin/accounts: the project manager's console (staff code admin.accounts). The accounts of
// the companies assigned to them, filtered by state and keyword (kept in the URL query), paged
// on the server; activate, lock and unlock, each confirmed by name. Customers never get here.
import { Button, Card, Form, Input, Popconfirm, Select, Space, Tag, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Navigate } from 'react-router';
import { staffCodes } from '../../../contract/menus.ts';
import { changeAccountState, listAccounts } from '../../api/admin.ts';
import type { AccountAction, AdminAccount } from '../../api/admin.ts';
import { accountListSpec, actionsFor, stateTags, states } from './accountsModel.ts';
import { ApiError } from '../../api/request.ts';
import { useMenu } from '../../stores/menu.ts';
import { notify } from '../../notify.ts';
import { menuStateOf, useSession } from '../../stores/session.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import './i18n/accounts.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { formatTime } from '../../components/format.ts';

export default function AccountsPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const query = useListQuery(accountListSpec);

  const menu = useMenu();
  const granted = menu.data ? menuStateOf(menu.data).func.includes(staffCodes.accountsAdmin) : undefined;
  // A failed menu call leaves the decision to the server (403 below).
  const mayAsk = granted === true || menu.isError;

  // Composed from the parts, not ListPage: a refusal (403) of the list sends the user away.
  const list = useListData(['admin', 'accounts'], query.request, listAccounts, { enabled: mayAsk });
  const forbidden = list.error instanceof ApiError && list.error.status === 403;

  const change = useMutation({
    mutationFn: ({ action, account }: { action: AccountAction; account: AdminAccount }) =>
      changeAccountState(action, account.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    // Refused (409: someone else changed it meanwhile) or not, the list shows the state now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });

  if (granted === false || forbidden) return <Navigate to="/noPermission" replace />;

  const actionButton = (action: AccountAction, account: AdminAccount) => {
    const pending =
      change.isPending && change.variables?.account.id === account.id && change.variables.action === action;
    return (
      <Popconfirm
        key={action}
        title={t(`admin.accounts.confirm.${action}Title`)}
        description={
          <div style={{ maxWidth: 320 }}>
            {t(`admin.accounts.confirm.${action}`, { name: account.name, email: account.email })}
          </div>
        }
        okText={t(`admin.accounts.action.${action}`)}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: action === 'lock' }}
        onConfirm={() => change.mutateAsync({ action, account }).catch(() => {})}
      >
        <Button
          type="link"
          size="small"
          danger={action === 'lock'}
          loading={pending}
          disabled={change.isPending && !pending}
          style={{ paddingInline: 4 }}
        >
          {t(`admin.accounts.action.${action}`)}
        </Button>
      </Popconfirm>
    );
  };

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<AdminAccount> = [
    {
      title: t('admin.accounts.column.name'),
      key: 'name',
      width: 150,
      fixed: 'left',
      render: (_, row) => (
        <>
          <div>{row.name}</div>
          <div style={secondary}>{t(`admin.accounts.type.${row.type}`)}</div>
        </>
      ),
    },
    {
      title: t('admin.accounts.column.contact'),
      key: 'contact',
      width: 230,
      render: (_, row) => (
        <>
          <div style={{ wordBreak: 'break-all' }}>{row.email}</div>
          <div style={secondary}>{row.phone}</div>
        </>
      ),
    },
    {
      title: t('admin.accounts.column.company'),
      key: 'company',
      width: 170,
      render: (_, row) => (language === 'en' ? row.companyNameEn : row.companyName),
    },
    {
      title: t('admin.accounts.column.state'),
      dataIndex: 'state',
      width: 200,
      render: (_, row) => {
        const reason =
          row.state === 'locked' && row.lockReason && row.lockReason !== 'unlocked-unverified'
            ? t(`admin.accounts.lockReason.${row.lockReason}`)
            : null;
        return (
          <>
            <Space size={4} wrap>
              {stateTags(row).map((tag) => (
                <Tag key={tag.key} color={tag.color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                  {t(tag.key)}
                </Tag>
              ))}
            </Space>
            {reason ? <div style={{ ...secondary, marginTop: 2 }}>{reason}</div> : null}
          </>
        );
      },
    },
    {
      title: t('admin.accounts.column.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 150,
      render: (value: string | null) => (value ? formatTime(value) : t('admin.accounts.never')),
    },
    {
      title: t('admin.accounts.column.created'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('admin.accounts.column.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => {
        const actions = actionsFor(row);
        return actions.length ? (
          <Space size={0}>{actions.map((action) => actionButton(action, row))}</Space>
        ) : (
          <span style={{ color: token.colorTextQuaternary }}>—</span>
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.accounts.title')} intro={t('admin.accounts.intro')} />
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="state" label={t('admin.accounts.filter.state')}>
            <Select
              allowClear
              placeholder={t('admin.accounts.filter.allStates')}
              style={{ width: 180 }}
              options={states.map((state) => ({ value: state, label: t(`admin.accounts.state.${state}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('admin.accounts.filter.keyword')}>
            <Input
              allowClear
              placeholder={t('admin.accounts.filter.keywordPlaceholder')}
              style={{ width: 240 }}
              maxLength={100}
            />
          </Form.Item>
        </ListSearchForm>
        {/* Until the menu says the console is granted the list is not asked for: it shows as loading. */}
        <ListTable<AdminAccount, typeof accountListSpec>
          query={query}
          result={list}
          loading={!mayAsk || list.isFetching}
          columns={columns}
          scroll={{ x: 1170 }}
          empty={t('admin.accounts.empty')}
          emptyFiltered={t('admin.accounts.empty')}
        />
      </Card>
    </Space>
  );
}
