// The registrations tab of /admin/accounts: the accounts that registered and wait for the project
// manager (spec §4: inactive — information filled, e-mail verified), oldest first, with what the
// registrant filled in. Approve activates the account (it can sign in); reject asks for a reason,
// deletes the never-active account and mails the reason (decision 0027).
import { useState } from 'react';
import { Alert, Button, Grid, Input, Modal, Popconfirm, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { changeAccountState, listRegistrations, rejectRegistration } from '../../api/admin.ts';
import type { AdminRegistration } from '../../api/admin.ts';
import { ApiError } from '../../api/request.ts';
import { formatTime, localName } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';

const spec = { keyword: param.text(100) };
const reasonMax = 500;

function RejectDialog({ row, onClose }: { row: AdminRegistration | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectRegistration(id, reason),
    onSuccess: () => {
      notify({ type: 'success', content: t('admin.accounts.registrations.rejected') });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
  return (
    <Modal
      open={row !== null}
      title={t('admin.accounts.registrations.rejectTitle')}
      okText={t('admin.accounts.registrations.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={reject.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Form<{ reason: string }>
          form={form}
          layout="vertical"
          validateTrigger={validateTrigger}
          aria-label={t('admin.accounts.registrations.rejectTitle')}
          onFinish={(values) => reject.mutate({ id: row.id, reason: values.reason.trim() })}
        >
          <p style={{ marginTop: 0 }}>
            <strong>{row.name}</strong> ({row.email})
          </p>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('admin.accounts.registrations.rejectIntro')}
          />
          <Form.Item name="reason" label={t('admin.accounts.registrations.reason')} rules={[requiredText(t)]}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={reasonMax}
              showCount
              placeholder={t('admin.accounts.registrations.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

export function AccountsRegistrations({ mayAsk }: { mayAsk: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Columns pinned to the sides only where there is room for the middle ones between them.
  const pinned = Grid.useBreakpoint().md === true;
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const query = useListQuery(spec, { keep: ['tab'] });
  const list = useListData(['admin', 'accounts', 'registrations', 'list'], query.request, listRegistrations, {
    enabled: mayAsk,
  });
  const [rejecting, setRejecting] = useState<AdminRegistration | null>(null);
  const approve = useMutation({
    mutationFn: (row: AdminRegistration) => changeAccountState('activate', row.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
  if (list.error instanceof ApiError && list.error.status === 403) return <Navigate to="/noPermission" replace />;

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<AdminRegistration> = [
    {
      title: t('admin.accounts.registrations.column.registrant'),
      key: 'registrant',
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
      title: t('admin.accounts.registrations.column.contact'),
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
      title: t('admin.accounts.registrations.column.company'),
      key: 'company',
      width: 180,
      render: (_, row) => localName({ name: row.companyName, nameEn: row.companyNameEn }, language),
    },
    {
      title: t('admin.accounts.registrations.column.language'),
      dataIndex: 'language',
      width: 90,
      render: (value: AdminRegistration['language']) => t(`admin.accounts.registrations.language.${value}`),
    },
    {
      title: t('admin.accounts.registrations.column.compliance'),
      dataIndex: 'complianceState',
      width: 110,
      render: (value: AdminRegistration['complianceState']) => (
        <Tag color={value === 'passed' ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
          {t(`admin.accounts.registrations.compliance.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('admin.accounts.registrations.column.verified'),
      dataIndex: 'emailVerifiedAt',
      width: 150,
      render: (value: string | null) => (value ? formatTime(value) : t('admin.accounts.notVerified')),
    },
    {
      title: t('admin.accounts.registrations.column.registered'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('admin.accounts.registrations.column.actions'),
      key: 'actions',
      width: language === 'en' ? 150 : 140,
      fixed: pinned ? 'right' : undefined,
      render: (_, row) => {
        const pending = approve.isPending && approve.variables?.id === row.id;
        return (
          <Space size={0}>
            <Popconfirm
              title={t('admin.accounts.registrations.approveTitle')}
              description={
                <div style={{ maxWidth: 320 }}>
                  {t('admin.accounts.registrations.approveConfirm', { name: row.name, email: row.email })}
                </div>
              }
              okText={t('admin.accounts.registrations.approve')}
              cancelText={t('common.cancel')}
              onConfirm={() => approve.mutateAsync(row).catch(() => {})}
            >
              <Button
                type="link"
                size="small"
                loading={pending}
                disabled={approve.isPending && !pending}
                style={{ paddingInline: 4 }}
              >
                {t('admin.accounts.registrations.approve')}
              </Button>
            </Popconfirm>
            <Button
              type="link"
              size="small"
              danger
              disabled={approve.isPending}
              style={{ paddingInline: 4 }}
              onClick={() => setRejecting(row)}
            >
              {t('admin.accounts.registrations.reject')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <p style={{ margin: `0 0 ${token.marginSM}px`, color: token.colorTextSecondary }}>
        {t('admin.accounts.registrations.intro')}
      </p>
      <ListSearchForm query={query}>
        <Form.Item name="keyword" label={t('admin.accounts.filter.keyword')}>
          <Input
            allowClear
            placeholder={t('admin.accounts.registrations.keywordPlaceholder')}
            style={{ width: 'min(240px, calc(100vw - 250px))' }}
            maxLength={100}
          />
        </Form.Item>
      </ListSearchForm>
      <ListTable<AdminRegistration, typeof spec>
        query={query}
        result={list}
        loading={!mayAsk || list.isFetching}
        columns={columns}
        scroll={{ x: 1200 }}
        empty={t('admin.accounts.registrations.empty')}
        emptyFiltered={t('admin.accounts.registrations.emptyFiltered')}
      />
      <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
