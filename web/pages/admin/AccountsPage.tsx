// /admin/accounts: the project manager's console (staff code admin.accounts), three tabs, the tab
// and each list's filters kept in the address. Accounts: those of the companies assigned to them,
// filtered by state (a locked one by why it is locked) and keyword, paged on the server; activate,
// lock, unlock and reset the e-mail verification, each confirmed by name; what each state of spec
// §4 means. Pending registrations: AccountsRegistrations.tsx. Companies with their platforms and
// projects: AccountsCompanies.tsx. Customers never get here.
import { Badge, Button, Grid, Card, Collapse, Input, Popconfirm, Select, Space, Tabs, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Navigate, useSearchParams } from 'react-router';
import { staffCodes } from '../../../contract/menus.ts';
import { changeAccountState, listAccounts, listRegistrations, resetVerification } from '../../api/admin.ts';
import type { AccountAction, AdminAccount } from '../../api/admin.ts';
import {
  accountListSpec,
  actionsFor,
  filtersOf,
  mayResetVerification,
  searchValuesOf,
  stateTags,
  statusChoices,
} from './accountsModel.ts';
import type { AccountSearchValues } from './accountsModel.ts';
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
import { AccountsRegistrations } from './AccountsRegistrations.tsx';
import { AccountsCompanies } from './AccountsCompanies.tsx';

const tabs = ['accounts', 'registrations', 'companies'] as const;
type Tab = (typeof tabs)[number];
/** What a row's action button may do: a state change, or the reset of its e-mail verification. */
type RowAction = AccountAction | 'resetVerification';

/** The label of a status choice of the filter (a state, or `locked:<reason>`). */
const statusKey = (choice: string) => `admin.accounts.status.${choice.replace(/^locked:/, '')}`;

function StateLegend() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const rows: { color: string; label: string; text: string }[] = [
    { color: 'orange', label: t('admin.accounts.state.incomplete'), text: t('admin.accounts.legend.incomplete') },
    { color: 'blue', label: t('admin.accounts.state.inactive'), text: t('admin.accounts.legend.inactive') },
    { color: 'green', label: t('admin.accounts.state.active'), text: t('admin.accounts.legend.active') },
    { color: 'red', label: t('admin.accounts.lockReason.force'), text: t('admin.accounts.legend.force') },
    { color: 'red', label: t('admin.accounts.lockReason.unverified'), text: t('admin.accounts.legend.unverified') },
    {
      color: 'orange',
      label: t('admin.accounts.state.awaitingVerification'),
      text: t('admin.accounts.legend.awaitingVerification'),
    },
    { color: 'red', label: t('admin.accounts.disabledByPrimary'), text: t('admin.accounts.legend.disabled') },
  ];
  return (
    <Collapse
      ghost
      size="small"
      style={{ marginBottom: token.marginSM }}
      items={[
        {
          key: 'legend',
          label: t('admin.accounts.legend.toggle'),
          children: (
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: 0 }}>
              {rows.map((row) => (
                <div key={row.label} style={{ display: 'contents' }}>
                  <dt>
                    <Tag color={row.color} style={{ marginInlineEnd: 0 }}>
                      {row.label}
                    </Tag>
                  </dt>
                  <dd style={{ margin: 0, color: token.colorTextSecondary }}>{row.text}</dd>
                </div>
              ))}
            </dl>
          ),
        },
      ]}
    />
  );
}

function AccountsList({ mayAsk }: { mayAsk: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Columns pinned to the sides only where there is room for the middle ones between them.
  const pinned = Grid.useBreakpoint().md === true;
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const query = useListQuery(accountListSpec, { keep: ['tab'] });

  // Composed from the parts, not ListPage: a refusal (403) of the list sends the user away.
  const list = useListData(['admin', 'accounts', 'list'], query.request, listAccounts, { enabled: mayAsk });
  const forbidden = list.error instanceof ApiError && list.error.status === 403;

  const change = useMutation({
    mutationFn: ({ action, account }: { action: RowAction; account: AdminAccount }) =>
      action === 'resetVerification' ? resetVerification(account.id) : changeAccountState(action, account.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    // Refused (409: someone else changed it meanwhile) or not, the list shows the state now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });

  if (forbidden) return <Navigate to="/noPermission" replace />;

  const actionButton = (action: RowAction, account: AdminAccount) => {
    const pending =
      change.isPending && change.variables?.account.id === account.id && change.variables.action === action;
    const danger = action === 'lock';
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
        okButtonProps={{ danger }}
        onConfirm={() => change.mutateAsync({ action, account }).catch(() => {})}
      >
        <Button
          type="link"
          size="small"
          danger={danger}
          loading={pending}
          disabled={change.isPending && !pending}
          style={{ paddingInline: 4, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
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
      fixed: pinned ? 'left' : undefined,
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
      title: t('admin.accounts.column.verified'),
      dataIndex: 'emailVerifiedAt',
      width: 150,
      render: (value: string | null) =>
        value ? (
          formatTime(value)
        ) : (
          <span style={{ color: token.colorWarningText }}>{t('admin.accounts.notVerified')}</span>
        ),
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
      width: language === 'en' ? 190 : 170,
      fixed: pinned ? 'right' : undefined,
      render: (_, row) => {
        const actions: RowAction[] = [
          ...actionsFor(row),
          ...(mayResetVerification(row) ? ['resetVerification' as const] : []),
        ];
        return actions.length ? (
          <Space size={0} wrap>
            {actions.map((action) => actionButton(action, row))}
          </Space>
        ) : (
          <span style={{ color: token.colorTextQuaternary }}>—</span>
        );
      },
    },
  ];

  return (
    <>
      <ListSearchForm<typeof accountListSpec, AccountSearchValues>
        query={query}
        toForm={searchValuesOf}
        fromForm={filtersOf}
      >
        <Form.Item name="status" label={t('admin.accounts.filter.state')}>
          <Select
            allowClear
            placeholder={t('admin.accounts.filter.allStates')}
            style={{ width: 'min(230px, calc(100vw - 250px))' }}
            options={statusChoices.map((choice) => ({ value: choice, label: t(statusKey(choice)) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('admin.accounts.filter.keyword')}>
          <Input
            allowClear
            placeholder={t('admin.accounts.filter.keywordPlaceholder')}
            style={{ width: 'min(240px, calc(100vw - 250px))' }}
            maxLength={100}
          />
        </Form.Item>
      </ListSearchForm>
      <StateLegend />
      {/* Until the menu says the console is granted the list is not asked for: it shows as loading. */}
      <ListTable<AdminAccount, typeof accountListSpec>
        query={query}
        result={list}
        loading={!mayAsk || list.isFetching}
        columns={columns}
        scroll={{ x: 1370 }}
        empty={t('admin.accounts.empty')}
        emptyFiltered={t('admin.accounts.empty')}
      />
    </>
  );
}

export default function AccountsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab: Tab = tabs.includes(raw as Tab) ? (raw as Tab) : 'accounts';

  const menu = useMenu();
  const granted = menu.data ? menuStateOf(menu.data).func.includes(staffCodes.accountsAdmin) : undefined;
  // A failed menu call leaves the decision to the server (403 in each tab).
  const mayAsk = granted === true || menu.isError;
  // The badge of the registrations tab: how many wait (one row asked for, the total counted).
  const waiting = useQuery({
    queryKey: ['admin', 'accounts', 'registrations', 'count'],
    queryFn: ({ signal }) => listRegistrations({ pageNum: 1, pageSize: 1 }, signal),
    enabled: mayAsk,
  });

  if (granted === false) return <Navigate to="/noPermission" replace />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.accounts.title')} intro={t('admin.accounts.intro')} />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'accounts' ? {} : { tab: key })}
          items={tabs.map((key) => ({
            key,
            label:
              key === 'registrations' ? (
                <Space size={6}>
                  {t(`admin.accounts.tab.${key}`)}
                  <Badge count={waiting.data?.total ?? 0} overflowCount={99} size="small" />
                </Space>
              ) : (
                t(`admin.accounts.tab.${key}`)
              ),
            children:
              tab !== key ? null : key === 'accounts' ? (
                <AccountsList mayAsk={mayAsk} />
              ) : key === 'registrations' ? (
                <AccountsRegistrations mayAsk={mayAsk} />
              ) : (
                <AccountsCompanies mayAsk={mayAsk} />
              ),
          }))}
        />
      </Card>
    </Space>
  );
}
