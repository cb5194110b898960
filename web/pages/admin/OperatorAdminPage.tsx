// /admin/operator: the staff console of operator data (code admin.publish). Every row in any state,
// filtered by status, platform and keyword (in the address); create and edit in a form, release and
// withdraw (draft → released → withdrawn, each confirmed by name), and the xlsx import with its preview.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Modal, Select, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { staffCodes } from '../../../contract/menus.ts';
import {
  certColors,
  certLabels,
  certStates,
  operatorImportColumns,
  operatorMax,
  operatorStatuses,
  type CertState,
} from '../../../contract/operator-constants.ts';
import {
  adminOperatorOptions,
  changeOperatorState,
  createOperator,
  editOperator,
  listAdminOperators,
  operatorImportPaths,
} from '../../api/operator.ts';
import type { OperatorAdminRow, OperatorForm } from '../../api/operator.ts';
import { ApiError } from '../../api/request.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { StateActionButton } from '../../components/publishing/StateActionButton.tsx';
import { formatTime } from '../../components/format.ts';
import { param } from '../../components/list/listParams.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { XlsxImportDialog } from '../../components/xlsxImport/XlsxImportDialog.tsx';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { useMenu } from '../../stores/menu.ts';
import { menuStateOf, useSession } from '../../stores/session.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import './i18n/operator.ts';

const adminSpec = {
  status: param.oneOf(operatorStatuses),
  platformId: param.id,
  keyword: param.text(100),
};

const statusColors = { draft: 'orange', released: 'green', withdrawn: 'default' } as const;
const header = (key: string) => operatorImportColumns.find((c) => c.key === key)!.header;

export default function OperatorAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const query = useListQuery(adminSpec);
  const [editing, setEditing] = useState<OperatorAdminRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [form] = Form.useForm<OperatorForm>();

  const menu = useMenu();
  const granted = menu.data ? menuStateOf(menu.data).func.includes(staffCodes.publish) : undefined;
  const mayAsk = granted === true || menu.isError;

  const list = useListData(['admin', 'operator'], query.request, listAdminOperators, { enabled: mayAsk });
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  const options = useQuery({
    queryKey: ['admin', 'operator-options'],
    queryFn: ({ signal }) => adminOperatorOptions(signal),
    enabled: mayAsk,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'operator'] });

  const change = useMutation({
    mutationFn: ({ action, row }: { action: 'release' | 'withdraw'; row: OperatorAdminRow }) =>
      changeOperatorState(action, row.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: refresh,
  });

  const save = useMutation({
    mutationFn: (values: OperatorForm) =>
      editing && editing !== 'new'
        ? editOperator(editing.id, values).then(() => null)
        : createOperator(values).then(() => null),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      setEditing(null);
      void refresh();
    },
  });

  if (granted === false || forbidden) return <Navigate to="/noPermission" replace />;

  const open = (row: OperatorAdminRow | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row !== 'new')
      form.setFieldsValue({
        country: row.country,
        platformId: row.platformId,
        pdt: row.pdt,
        operator: row.operator,
        volte: row.volte,
        vowifi: row.vowifi,
        os: row.os,
        remark: row.remark,
      });
  };

  const stateOptions = certStates.map((state) => ({ value: state, label: certLabels[state][language] }));
  const stateTag = (state: CertState) => <Tag color={certColors[state]}>{certLabels[state][language]}</Tag>;

  const actionButton = (action: 'release' | 'withdraw', row: OperatorAdminRow) => {
    const pending = change.isPending && change.variables?.row.id === row.id && change.variables.action === action;
    return (
      <StateActionButton
        key={action}
        action={action}
        label={t(`operatorAdmin.action.${action}`)}
        description={t(`operatorAdmin.confirm.${action}`, {
          operator: row.operator,
          platform: row.platform,
          pdt: row.pdt,
        })}
        pending={pending}
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ action, row })}
      />
    );
  };

  const columns: TableColumnsType<OperatorAdminRow> = [
    { title: header('country')[language], dataIndex: 'country', width: 130 },
    { title: header('operator')[language], dataIndex: 'operator', width: 160 },
    { title: header('platform')[language], dataIndex: 'platform', width: 110 },
    { title: header('pdt')[language], dataIndex: 'pdt', width: 150 },
    { title: header('volte')[language], dataIndex: 'volte', width: 140, render: stateTag },
    { title: header('vowifi')[language], dataIndex: 'vowifi', width: 140, render: stateTag },
    { title: header('os')[language], dataIndex: 'os', width: 110 },
    {
      title: t('operatorAdmin.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: OperatorAdminRow['status']) => (
        <Tag color={statusColors[status]}>{t(`operatorAdmin.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('operatorAdmin.column.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('operatorAdmin.column.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {row.status !== 'withdrawn' ? (
            <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => open(row)}>
              {t('operatorAdmin.action.edit')}
            </Button>
          ) : null}
          {row.status === 'draft' ? actionButton('release', row) : null}
          {row.status === 'released' ? actionButton('withdraw', row) : null}
          {row.status === 'withdrawn' ? <span style={{ color: token.colorTextQuaternary }}>—</span> : null}
        </Space>
      ),
    },
  ];

  const platformOptions = (options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }));
  const required = [requiredText(t)];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.operator.title')} intro={t('operatorAdmin.intro')} />
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="status" label={t('operatorAdmin.filter.status')}>
            <Select
              allowClear
              placeholder={t('operatorAdmin.filter.allStatuses')}
              style={{ width: 150 }}
              options={operatorStatuses.map((s) => ({ value: s, label: t(`operatorAdmin.status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('operatorAdmin.filter.platform')}>
            <Select
              allowClear
              placeholder={t('operatorAdmin.filter.allPlatforms')}
              style={{ width: 150 }}
              options={platformOptions}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('operatorAdmin.filter.keyword')}>
            <Input
              allowClear
              placeholder={t('operatorAdmin.filter.keywordPlaceholder')}
              style={{ width: 220 }}
              maxLength={100}
            />
          </Form.Item>
        </ListSearchForm>
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('operatorAdmin.action.add')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('operatorAdmin.action.import')}
          </Button>
        </Flex>
        <ListTable<OperatorAdminRow, typeof adminSpec>
          query={query}
          result={list}
          loading={!mayAsk || list.isFetching}
          columns={columns}
          scroll={{ x: 1360 }}
          empty={t('operatorAdmin.empty')}
          emptyFiltered={t('operatorAdmin.emptyFiltered')}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'operatorAdmin.form.addTitle' : 'operatorAdmin.form.editTitle')}
        onCancel={() => setEditing(null)}
        okText={t('operatorAdmin.form.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        forceRender
      >
        <Form<OperatorForm>
          form={form}
          name="operatorForm"
          layout="vertical"
          validateTrigger={validateTrigger}
          onFinish={(values) => save.mutate({ ...values, remark: values.remark ?? '' })}
        >
          <Form.Item name="country" label={header('country')[language]} rules={required}>
            <Input maxLength={operatorMax.country} />
          </Form.Item>
          <Form.Item name="platformId" label={header('platform')[language]} rules={[requiredSelect(t)]}>
            <Select options={platformOptions} />
          </Form.Item>
          <Form.Item name="pdt" label={header('pdt')[language]} rules={required}>
            <Input maxLength={operatorMax.pdt} />
          </Form.Item>
          <Form.Item name="operator" label={header('operator')[language]} rules={required}>
            <Input maxLength={operatorMax.operator} />
          </Form.Item>
          <Flex gap={16}>
            <Form.Item name="volte" label={header('volte')[language]} rules={[requiredSelect(t)]} style={{ flex: 1 }}>
              <Select options={stateOptions} />
            </Form.Item>
            <Form.Item name="vowifi" label={header('vowifi')[language]} rules={[requiredSelect(t)]} style={{ flex: 1 }}>
              <Select options={stateOptions} />
            </Form.Item>
          </Flex>
          <Form.Item name="os" label={header('os')[language]} rules={required}>
            <Input maxLength={operatorMax.os} />
          </Form.Item>
          <Form.Item name="remark" label={header('remark')[language]}>
            <Input.TextArea
              maxLength={operatorMax.remark}
              showCount
              rows={3}
              placeholder={t('operatorAdmin.form.remarkPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
      <XlsxImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onWritten={() => void refresh()}
        columns={operatorImportColumns}
        paths={operatorImportPaths}
        templateName="operator-import-template"
        title={t('operatorAdmin.importTitle')}
      />
    </Space>
  );
}
