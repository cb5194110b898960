// /admin/samplecode: sample-code publishing (staff code admin.publish; the router enforces it).
// Every sample in every state, filtered by keyword, platform and state (kept in the address), paged
// on the server; a form (modal) creates and edits a sample with its package uploaded through
// POST /common/file/upload; release (draft) and withdraw (released) are confirmed by name.
import { useState } from 'react';
import { Button, Card, Input, Modal, Select, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  changeSampleState,
  createSample,
  editSample,
  listAdminSamples,
  sampleLimits,
  sampleStates,
  sampleStatuses,
  uploadPath,
} from '../../api/samplecode.ts';
import type { AdminSample, SampleAction, SampleBody, SampleState } from '../../api/samplecode.ts';
import { formatSize, formatTime } from '../../components/format.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import {
  AdminConsoleFileField,
  adminConsoleFileOf,
  type AdminConsoleFile,
} from '../../components/publishing/AdminConsoleFileField.tsx';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { StateActionButton } from '../../components/publishing/StateActionButton.tsx';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { notify } from '../../notify.ts';
import './i18n/samplecodeAdmin.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';

const spec = {
  keyword: param.text(sampleLimits.keyword),
  platformId: param.id,
  state: param.oneOf(sampleStates),
};
/** UI.md: waiting = orange, done = green, voided = red. */
const stateColours: Record<SampleState, string> = { draft: 'orange', released: 'green', withdrawn: 'red' };

type FormValues = Omit<SampleBody, 'fileId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; sample: AdminSample };

function SampleForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const current = editing.mode === 'edit' ? editing.sample : null;
  const [pkg, setPkg] = useState<AdminConsoleFile | null>(current && adminConsoleFileOf(current));
  const [uploading, setUploading] = useState(false);
  const platforms = useAuthorizedPlatforms();
  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const body: SampleBody = { ...values, fileId: pkg?.fileId ?? null };
      if (current) await editSample(current.id, body);
      else await createSample(body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'samplecode'] });
      onClose();
    },
  });

  const text = (name: keyof FormValues, max: number, required = false, wide = false) => (
    <Form.Item
      name={name}
      label={t(`sampleAdmin.field.${name}`)}
      validateTrigger={validateTrigger}
      rules={required ? [requiredText(t)] : []}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Input maxLength={max} showCount={max > 60} />
    </Form.Item>
  );

  return (
    <Modal
      open
      width={760}
      title={t(current ? 'sampleAdmin.editTitle' : 'sampleAdmin.createTitle')}
      okText={t('sampleAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading }}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutateAsync(values).catch(() => {}),
          () => {},
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={
          current
            ? {
                bugId: current.bugId,
                name: current.name,
                description: current.description,
                platformId: current.platformId,
                version: current.version,
                apVersion: current.apVersion,
                component: current.component,
                status: current.status,
                androidVersion: current.androidVersion,
                kernelVersion: current.kernelVersion,
                note: current.note,
                keywords: current.keywords,
              }
            : { status: 'testing' }
        }
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
      >
        {text('name', sampleLimits.name, true, true)}
        <Form.Item
          name="platformId"
          label={t('sampleAdmin.field.platform')}
          validateTrigger={validateTrigger}
          rules={[requiredSelect(t)]}
        >
          <Select
            loading={platforms.isLoading}
            options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        {text('bugId', sampleLimits.bugId)}
        {text('version', sampleLimits.version, true)}
        {text('apVersion', sampleLimits.apVersion)}
        {text('component', sampleLimits.component, true)}
        <Form.Item
          name="status"
          label={t('sampleAdmin.field.status')}
          validateTrigger={validateTrigger}
          rules={[requiredSelect(t)]}
        >
          <Select options={sampleStatuses.map((s) => ({ value: s, label: t(`sampleAdmin.status.${s}`) }))} />
        </Form.Item>
        {text('androidVersion', sampleLimits.androidVersion)}
        {text('kernelVersion', sampleLimits.kernelVersion)}
        <Form.Item
          name="keywords"
          label={t('sampleAdmin.field.keywords')}
          extra={t('sampleAdmin.field.keywordsHelp')}
          style={{ gridColumn: '1 / -1' }}
        >
          <Input maxLength={sampleLimits.keywords} />
        </Form.Item>
        <Form.Item name="description" label={t('sampleAdmin.field.description')} style={{ gridColumn: '1 / -1' }}>
          <Input.TextArea rows={3} maxLength={sampleLimits.description} showCount />
        </Form.Item>
        <Form.Item name="note" label={t('sampleAdmin.field.note')} style={{ gridColumn: '1 / -1' }}>
          <Input.TextArea rows={2} maxLength={sampleLimits.note} showCount />
        </Form.Item>
        <Form.Item label={t('sampleAdmin.field.package')} style={{ gridColumn: '1 / -1' }}>
          <AdminConsoleFileField
            path={uploadPath}
            value={pkg}
            onChange={setPkg}
            onBusy={setUploading}
            uploadLabel={t('sampleAdmin.upload')}
            emptyText={t('sampleAdmin.noPackage')}
            failedText={(reason) => t('sampleAdmin.uploadFailed', { reason })}
            testId="sample-package"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function SamplecodeAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const query = useListQuery(spec);
  const list = useListData(['admin', 'samplecode'], query.request, listAdminSamples);
  const [editing, setEditing] = useState<Editing | null>(null);
  const platforms = useAuthorizedPlatforms();

  const change = useMutation({
    mutationFn: ({ action, sample }: { action: SampleAction; sample: AdminSample }) =>
      changeSampleState(action, sample.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    // Refused (409: someone else changed it meanwhile) or not, the list shows the state now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'samplecode'] }),
  });

  const actionButton = (action: SampleAction, sample: AdminSample) => {
    const pending = change.isPending && change.variables?.sample.id === sample.id && change.variables.action === action;
    return (
      <StateActionButton
        key={action}
        action={action}
        label={t(`sampleAdmin.action.${action}`)}
        title={t(`sampleAdmin.confirm.${action}Title`)}
        description={t(`sampleAdmin.confirm.${action}`, { name: sample.name })}
        pending={pending}
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ action, sample })}
      />
    );
  };

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<AdminSample> = [
    {
      title: t('sampleAdmin.field.name'),
      key: 'name',
      render: (_, row) => (
        <>
          <div>{row.name}</div>
          <div style={secondary}>{[row.bugId, row.component].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    { title: t('sampleAdmin.field.platform'), dataIndex: 'chip', width: 110 },
    { title: t('sampleAdmin.field.version'), dataIndex: 'version', width: 100 },
    {
      title: t('sampleAdmin.field.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => t(`sampleAdmin.status.${status}`),
    },
    {
      title: t('sampleAdmin.field.state'),
      dataIndex: 'state',
      width: 100,
      render: (state: SampleState) => <Tag color={stateColours[state]}>{t(`sampleAdmin.state.${state}`)}</Tag>,
    },
    {
      title: t('sampleAdmin.field.package'),
      key: 'package',
      width: 120,
      render: (_, row) =>
        row.fileId ? formatSize(row.size) : <span style={secondary}>{t('sampleAdmin.noPackage')}</span>,
    },
    {
      title: t('sampleAdmin.field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    { title: t('sampleAdmin.field.publisher'), dataIndex: 'publisher', width: 100 },
    {
      title: t('sampleAdmin.field.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {row.state !== 'withdrawn' ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => setEditing({ mode: 'edit', sample: row })}
            >
              {t('sampleAdmin.action.edit')}
            </Button>
          ) : null}
          {row.state === 'draft' ? actionButton('release', row) : null}
          {row.state === 'released' ? actionButton('withdraw', row) : null}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader
        title={t('admin.samplecode.title')}
        intro={t('sampleAdmin.intro')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            {t('sampleAdmin.create')}
          </Button>
        }
      />
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="keyword" label={t('sampleAdmin.filter.keyword')}>
            <Input
              allowClear
              placeholder={t('sampleAdmin.filter.keywordPlaceholder')}
              style={{ width: 240 }}
              maxLength={sampleLimits.keyword}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('sampleAdmin.filter.platform')}>
            <Select
              allowClear
              placeholder={t('sampleAdmin.filter.allPlatforms')}
              style={{ width: 150 }}
              options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t('sampleAdmin.filter.state')}>
            <Select
              allowClear
              placeholder={t('sampleAdmin.filter.allStates')}
              style={{ width: 140 }}
              options={sampleStates.map((state) => ({ value: state, label: t(`sampleAdmin.state.${state}`) }))}
            />
          </Form.Item>
        </ListSearchForm>
        <ListTable<AdminSample, typeof spec>
          query={query}
          result={list}
          columns={columns}
          scroll={{ x: 1200 }}
          empty={t('sampleAdmin.empty')}
          emptyFiltered={t('sampleAdmin.empty')}
        />
      </Card>
      {editing ? <SampleForm editing={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
