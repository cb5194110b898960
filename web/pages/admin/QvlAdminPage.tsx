// /admin/qvl: the publisher's console of the qualified vendor list (staff code admin.publish). Every
// row in every state, filtered by keyword, platform and state (in the address); a form to create
// (a draft) and edit; release (draft → released) and withdraw (released → withdrawn), each
// confirmed by part number; and the xlsx import with its preview and per-row errors.
import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Input, Modal, Select, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import {
  addQvl,
  changeQvlStatus,
  editQvl,
  fetchQvlOptions,
  listQvlAdmin,
  qvlLevels,
  qvlLifecyclePhases,
  qvlMax,
  qvlStatuses,
  qvlTestStatuses,
  qvlTypes,
} from '../../api/qvl.ts';
import type { QvlAction, QvlAdminEntry, QvlEntryBody, QvlStatus } from '../../api/qvl.ts';
import { qvlImportColumns } from '../../../contract/qvl-labels.ts';
import { notify } from '../../notify.ts';
import { formatTime } from '../../components/format.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { StateActionButton } from '../../components/publishing/StateActionButton.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { XlsxImportDialog } from '../../components/xlsxImport/XlsxImportDialog.tsx';
import { LevelTag, levelLabel } from '../qvl/QvlTags.tsx';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import '../qvl/i18n/qvl.ts';
import './i18n/qvlAdmin.ts';

const spec = {
  keyword: param.text(qvlMax.keyword),
  platformId: param.id,
  status: param.oneOf(qvlStatuses),
};
const statusColours: Record<QvlStatus, string> = { draft: 'orange', released: 'green', withdrawn: 'default' };

type FormValues = Omit<QvlEntryBody, 'startDate' | 'endDate'> & { startDate?: Dayjs; endDate?: Dayjs | null };

const toForm = (row: QvlAdminEntry): FormValues => ({
  platformId: row.platformId,
  chip: row.chip,
  type: row.type,
  description: row.description,
  partNumber: row.partNumber,
  componentId: row.componentId,
  supplierId: row.supplierId,
  level: row.level,
  startDate: dayjs(row.startDate),
  endDate: row.endDate ? dayjs(row.endDate) : null,
  firmwareVersion: row.firmwareVersion,
  chipType: row.chipType,
  testStatus: row.testStatus,
  functionExplanation: row.functionExplanation,
  lifecyclePhase: row.lifecyclePhase,
  remark: row.remark,
});

const toBody = ({ startDate, endDate, ...values }: FormValues): QvlEntryBody => ({
  ...values,
  firmwareVersion: values.firmwareVersion ?? '',
  chipType: values.chipType ?? '',
  functionExplanation: values.functionExplanation ?? '',
  remark: values.remark ?? '',
  startDate: startDate!.format('YYYY-MM-DD'),
  endDate: endDate ? endDate.format('YYYY-MM-DD') : null,
});

export default function QvlAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const query = useListQuery(spec);
  const options = useQuery({ queryKey: ['admin', 'qvl', 'options'], queryFn: ({ signal }) => fetchQvlOptions(signal) });
  const [editing, setEditing] = useState<QvlAdminEntry | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'qvl', 'list'] });

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      editing && editing !== 'new' ? editQvl(editing.id, toBody(values)) : addQvl(toBody(values)),
    onSuccess: () => {
      notify({ type: 'success', content: t('qvlAdmin.saved') });
      setEditing(null);
    },
    onSettled: refresh,
  });
  const change = useMutation({
    mutationFn: ({ action, row }: { action: QvlAction; row: QvlAdminEntry }) => changeQvlStatus(action, row.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: refresh,
  });

  const open = (row: QvlAdminEntry | 'new') => {
    form.resetFields();
    if (row !== 'new') form.setFieldsValue(toForm(row));
    setEditing(row);
  };

  const actionButton = (action: QvlAction, row: QvlAdminEntry) => {
    const pending = change.isPending && change.variables?.row.id === row.id && change.variables.action === action;
    return (
      <StateActionButton
        key={action}
        action={action}
        label={t(`qvlAdmin.action.${action}`)}
        description={t(`qvlAdmin.confirm.${action}`, { part: row.partNumber })}
        pending={pending}
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ action, row })}
      />
    );
  };

  const columns: TableColumnsType<QvlAdminEntry> = [
    { title: t('qvl.column.partNumber'), dataIndex: 'partNumber', width: 200, fixed: 'left' },
    { title: t('qvl.column.platform'), dataIndex: 'platform', width: 110 },
    { title: t('qvl.column.type'), dataIndex: 'type', width: 110, render: (type: string) => t(`qvl.type.${type}`) },
    { title: t('qvl.column.supplier'), dataIndex: 'supplier', width: 180 },
    {
      title: t('qvl.column.level'),
      dataIndex: 'level',
      width: 230,
      render: (level: QvlAdminEntry['level']) => <LevelTag level={level} />,
    },
    { title: t('qvl.column.componentId'), dataIndex: 'componentId', width: 160 },
    {
      title: t('qvlAdmin.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: QvlStatus) => <Tag color={statusColours[status]}>{t(`qvlAdmin.status.${status}`)}</Tag>,
    },
    {
      title: t('qvlAdmin.column.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('qvlAdmin.column.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          {row.status !== 'withdrawn' ? (
            <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => open(row)}>
              {t('qvlAdmin.action.edit')}
            </Button>
          ) : null}
          {row.status === 'draft' ? actionButton('release', row) : null}
          {row.status === 'released' ? actionButton('withdraw', row) : null}
        </Space>
      ),
    },
  ];

  const platformOptions = (options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }));
  const supplierOptions = (options.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }));
  const textRules = (max: number, required = true) => [
    ...(required ? [requiredText(t)] : []),
    { max, message: t('qvlAdmin.maxLength', { max }) },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader
        title={t('admin.qvl.title')}
        intro={t('qvlAdmin.intro')}
        actions={
          <Space>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('qvlAdmin.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              {t('qvlAdmin.new')}
            </Button>
          </Space>
        }
      />
      <Card>
        <ListPage<QvlAdminEntry, typeof spec>
          query={query}
          queryKey={['admin', 'qvl', 'list']}
          request={listQvlAdmin}
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
                    placeholder={t('qvl.filter.all')}
                    style={{ width: 140 }}
                    options={platformOptions}
                  />
                </Form.Item>
                <Form.Item name="status" label={t('qvlAdmin.filter.status')}>
                  <Select
                    allowClear
                    placeholder={t('qvlAdmin.filter.allStatuses')}
                    style={{ width: 140 }}
                    options={qvlStatuses.map((s) => ({ value: s, label: t(`qvlAdmin.status.${s}`) }))}
                  />
                </Form.Item>
              </>
            ),
          }}
          columns={columns}
          scroll={{ x: 1500 }}
          empty={t('qvlAdmin.empty')}
          emptyFiltered={t('qvlAdmin.emptyFiltered')}
        />
      </Card>

      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'qvlAdmin.newTitle' : 'qvlAdmin.editTitle')}
        onCancel={() => setEditing(null)}
        okText={t('qvlAdmin.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        width={820}
        destroyOnHidden
      >
        <Form<FormValues>
          form={form}
          name="qvlEntry"
          layout="vertical"
          validateTrigger={validateTrigger}
          onFinish={(values) => save.mutate(values)}
          aria-label={t(editing === 'new' ? 'qvlAdmin.newTitle' : 'qvlAdmin.editTitle')}
        >
          <Flex gap={token.margin} wrap>
            <Form.Item
              name="platformId"
              label={t('qvl.column.platform')}
              rules={[requiredSelect(t)]}
              style={{ width: 180 }}
            >
              <Select showSearch={{ optionFilterProp: 'label' }} options={platformOptions} />
            </Form.Item>
            <Form.Item name="chip" label={t('qvl.column.chip')} rules={textRules(qvlMax.chip)} style={{ width: 180 }}>
              <Input maxLength={qvlMax.chip} />
            </Form.Item>
            <Form.Item name="type" label={t('qvl.column.type')} rules={[requiredSelect(t)]} style={{ width: 180 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={qvlTypes.map((type) => ({ value: type, label: t(`qvl.type.${type}`) }))}
              />
            </Form.Item>
            <Form.Item name="level" label={t('qvl.column.level')} rules={[requiredSelect(t)]} style={{ width: 240 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={qvlLevels.map((level) => ({ value: level, label: levelLabel(t, level) }))}
              />
            </Form.Item>
          </Flex>
          <Flex gap={token.margin} wrap>
            <Form.Item
              name="partNumber"
              label={t('qvl.column.partNumber')}
              rules={textRules(qvlMax.partNumber)}
              style={{ width: 240 }}
            >
              <Input maxLength={qvlMax.partNumber} />
            </Form.Item>
            <Form.Item
              name="componentId"
              label={t('qvl.column.componentId')}
              rules={textRules(qvlMax.componentId)}
              style={{ width: 200 }}
            >
              <Input maxLength={qvlMax.componentId} />
            </Form.Item>
            <Form.Item
              name="supplierId"
              label={t('qvl.column.supplier')}
              rules={[requiredSelect(t)]}
              style={{ width: 260 }}
            >
              <Select showSearch={{ optionFilterProp: 'label' }} options={supplierOptions} />
            </Form.Item>
          </Flex>
          <Form.Item name="description" label={t('qvl.column.description')} rules={textRules(qvlMax.description)}>
            <Input.TextArea maxLength={qvlMax.description} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Flex gap={token.margin} wrap>
            <Form.Item
              name="startDate"
              label={t('qvl.column.startDate')}
              rules={[requiredSelect(t)]}
              style={{ width: 180 }}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="endDate"
              label={t('qvl.column.endDate')}
              dependencies={['startDate']}
              style={{ width: 180 }}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: Dayjs | null | undefined) => {
                    const start = getFieldValue('startDate') as Dayjs | undefined;
                    return !value || !start || !value.isBefore(start, 'day')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('qvlAdmin.endBeforeStart')));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="testStatus"
              label={t('qvl.column.testStatus')}
              rules={[requiredSelect(t)]}
              style={{ width: 160 }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={qvlTestStatuses.map((s) => ({ value: s, label: t(`qvl.testStatus.${s}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="lifecyclePhase"
              label={t('qvl.column.lifecyclePhase')}
              rules={[requiredSelect(t)]}
              style={{ width: 180 }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={qvlLifecyclePhases.map((p) => ({ value: p, label: t(`qvl.lifecyclePhase.${p}`) }))}
              />
            </Form.Item>
          </Flex>
          <Flex gap={token.margin} wrap>
            <Form.Item
              name="firmwareVersion"
              label={t('qvl.column.firmwareVersion')}
              rules={textRules(qvlMax.firmwareVersion, false)}
              style={{ width: 240 }}
            >
              <Input maxLength={qvlMax.firmwareVersion} />
            </Form.Item>
            <Form.Item
              name="chipType"
              label={t('qvl.column.chipType')}
              rules={textRules(qvlMax.chipType, false)}
              style={{ width: 240 }}
            >
              <Input maxLength={qvlMax.chipType} />
            </Form.Item>
          </Flex>
          <Form.Item
            name="functionExplanation"
            label={t('qvl.column.functionExplanation')}
            rules={textRules(qvlMax.functionExplanation, false)}
          >
            <Input.TextArea maxLength={qvlMax.functionExplanation} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="remark" label={t('qvl.column.remark')} rules={textRules(qvlMax.remark, false)}>
            <Input.TextArea maxLength={qvlMax.remark} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>

      <XlsxImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onWritten={() => void refresh()}
        columns={qvlImportColumns}
        paths={{
          preview: '/admin/qvl/import/preview',
          commit: '/admin/qvl/import',
          template: '/admin/qvl/import/template',
        }}
        templateName="qvl-import-template"
        title={t('qvlAdmin.importTitle')}
      />
    </Space>
  );
}
