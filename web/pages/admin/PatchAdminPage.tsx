// /admin/patch: patch publishing (staff code admin.publish; the router enforces it). Every patch in
// every state, filtered by keyword, platform and state (kept in the address), paged on the server;
// a form (modal) creates and edits a patch — its flags, applicable chips, related patches of the
// same platform (those to merge first apart) and its file uploaded through POST /common/file/upload;
// release (draft) and void (released) are confirmed by name.
import { useState } from 'react';
import { Button, Card, Checkbox, Input, Modal, Select, Space, Tag, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  changePatchState,
  createPatch,
  editPatch,
  fetchRelatedOptions,
  listAdminPatches,
  patchLimits,
  patchStates,
  uploadPath,
} from '../../api/patch.ts';
import type { AdminPatch, PatchAction, PatchBody, PatchState } from '../../api/patch.ts';
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
import './i18n/patchAdmin.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';

const spec = {
  keyword: param.text(patchLimits.keyword),
  platformId: param.id,
  state: param.oneOf(patchStates),
};
/** UI.md: waiting = orange, done = green, voided = red. */
const stateColours: Record<PatchState, string> = { draft: 'orange', released: 'green', voided: 'red' };

type FormValues = Omit<PatchBody, 'fileId' | 'related'> & { mustFirst?: number[]; reference?: number[] };
type Editing = { mode: 'create' } | { mode: 'edit'; patch: AdminPatch };

function PatchForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const current = editing.mode === 'edit' ? editing.patch : null;
  const [file, setFile] = useState<AdminConsoleFile | null>(current && adminConsoleFileOf(current));
  const [uploading, setUploading] = useState(false);
  const platformId = Form.useWatch('platformId', form);
  // The server takes at most patchLimits.related in all: what one select holds leaves less to the other.
  const firstIds = Form.useWatch('mustFirst', form) ?? [];
  const referenceIds = (Form.useWatch('reference', form) ?? []).filter((id) => !firstIds.includes(id));
  const platforms = useAuthorizedPlatforms();
  const options = useQuery({
    queryKey: ['admin', 'patch', 'relatedOptions', platformId],
    queryFn: ({ signal }) => fetchRelatedOptions(platformId!, signal),
    enabled: typeof platformId === 'number',
  });
  // The patch itself is never its own related patch; related ones already named stay choosable.
  const relatedOptions = [
    ...(options.data ?? [])
      .filter((o) => o.id !== current?.id)
      .map((o) => ({ value: o.id, label: `${o.name} ${o.version}` })),
    ...(current?.related ?? [])
      .filter((r) => !(options.data ?? []).some((o) => o.id === r.id))
      .map((r) => ({ value: r.id, label: r.name })),
  ];

  const save = useMutation({
    mutationFn: async ({ mustFirst = [], reference = [], ...values }: FormValues) => {
      const body: PatchBody = {
        ...values,
        fileId: file?.fileId ?? null,
        related: [
          ...mustFirst.map((id) => ({ id, mustFirst: true })),
          ...reference.filter((id) => !mustFirst.includes(id)).map((id) => ({ id, mustFirst: false })),
        ],
      };
      if (current) await editPatch(current.id, body);
      else await createPatch(body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'patch'] });
      onClose();
    },
  });

  const text = (name: 'name' | 'version' | 'submitter', max: number, wide = false) => (
    <Form.Item
      name={name}
      label={t(`patchAdmin.field.${name}`)}
      validateTrigger={validateTrigger}
      rules={[requiredText(t)]}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Input maxLength={max} showCount={max > 60} />
    </Form.Item>
  );
  const relatedSelect = (name: 'mustFirst' | 'reference', others: number, extra?: string) => (
    <Form.Item name={name} label={t(`patchAdmin.field.${name}`)} extra={extra} style={{ gridColumn: '1 / -1' }}>
      <Select
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        maxCount={patchLimits.related - others}
        disabled={typeof platformId !== 'number'}
        placeholder={typeof platformId === 'number' ? undefined : t('patchAdmin.choosePlatformFirst')}
        loading={options.isFetching}
        options={relatedOptions}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      width={760}
      title={t(current ? 'patchAdmin.editTitle' : 'patchAdmin.createTitle')}
      okText={t('patchAdmin.save')}
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
                name: current.name,
                description: current.description,
                platformId: current.platformId,
                applicableChips: current.applicableChips,
                version: current.version,
                submitter: current.submitter,
                security: current.security,
                testPatch: current.testPatch,
                mustMerge: current.mustMerge,
                mustFirst: current.related.filter((r) => r.mustFirst).map((r) => r.id),
                reference: current.related.filter((r) => !r.mustFirst).map((r) => r.id),
              }
            : { security: false, testPatch: false, mustMerge: false, applicableChips: [] }
        }
        onValuesChange={(changed: Partial<FormValues>) => {
          // Related patches are of the patch's platform: another platform starts them afresh.
          if ('platformId' in changed) form.setFieldsValue({ mustFirst: [], reference: [] });
        }}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
      >
        {text('name', patchLimits.name, true)}
        <Form.Item
          name="platformId"
          label={t('patchAdmin.field.platform')}
          validateTrigger={validateTrigger}
          rules={[requiredSelect(t)]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={platforms.isLoading}
            options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        {text('version', patchLimits.version)}
        {text('submitter', patchLimits.submitter)}
        <Form.Item
          name="applicableChips"
          label={t('patchAdmin.field.applicableChips')}
          extra={t('patchAdmin.field.applicableChipsHelp')}
        >
          <Select mode="tags" maxCount={patchLimits.applicableChips} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item label={t('patchAdmin.field.flags')} style={{ gridColumn: '1 / -1' }}>
          <Space wrap>
            <Form.Item name="security" valuePropName="checked" noStyle>
              <Checkbox>{t('patchAdmin.field.security')}</Checkbox>
            </Form.Item>
            <Form.Item name="testPatch" valuePropName="checked" noStyle>
              <Checkbox>{t('patchAdmin.field.testPatch')}</Checkbox>
            </Form.Item>
            <Form.Item name="mustMerge" valuePropName="checked" noStyle>
              <Checkbox>{t('patchAdmin.field.mustMerge')}</Checkbox>
            </Form.Item>
          </Space>
        </Form.Item>
        {relatedSelect('mustFirst', referenceIds.length, t('patchAdmin.field.mustFirstHelp'))}
        {relatedSelect('reference', firstIds.length)}
        <Form.Item name="description" label={t('patchAdmin.field.description')} style={{ gridColumn: '1 / -1' }}>
          <Input.TextArea rows={3} maxLength={patchLimits.description} showCount />
        </Form.Item>
        <Form.Item label={t('patchAdmin.field.file')} style={{ gridColumn: '1 / -1' }}>
          <AdminConsoleFileField
            path={uploadPath}
            value={file}
            onChange={setFile}
            onBusy={setUploading}
            uploadLabel={t('patchAdmin.upload')}
            emptyText={t('patchAdmin.noFile')}
            failedText={(reason) => t('patchAdmin.uploadFailed', { reason })}
            testId="patch-file"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function PatchAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const query = useListQuery(spec);
  const list = useListData(['admin', 'patch', 'list'], query.request, listAdminPatches);
  const [editing, setEditing] = useState<Editing | null>(null);
  const platforms = useAuthorizedPlatforms();

  const change = useMutation({
    mutationFn: ({ action, patch }: { action: PatchAction; patch: AdminPatch }) => changePatchState(action, patch.id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    // Refused (409: someone else changed it meanwhile) or not, the list shows the state now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'patch'] }),
  });

  const actionButton = (action: PatchAction, patch: AdminPatch) => {
    const pending = change.isPending && change.variables?.patch.id === patch.id && change.variables.action === action;
    return (
      <StateActionButton
        key={action}
        // Voiding is the irreversible, red one (as a withdraw is elsewhere).
        action={action === 'void' ? 'withdraw' : 'release'}
        label={t(`patchAdmin.action.${action}`)}
        title={t(`patchAdmin.confirm.${action}Title`)}
        description={t(`patchAdmin.confirm.${action}`, { name: patch.name })}
        pending={pending}
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ action, patch })}
      />
    );
  };

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<AdminPatch> = [
    {
      title: t('patchAdmin.field.name'),
      key: 'name',
      width: 280,
      render: (_, row) => (
        <>
          <div style={{ wordBreak: 'break-word' }}>
            {row.state === 'voided' ? <Typography.Text delete>{row.name}</Typography.Text> : row.name}
          </div>
          <div style={secondary}>
            #{row.id} · {row.submitter}
            {row.applicableChips.length ? ` · ${row.applicableChips.join(', ')}` : ''}
          </div>
        </>
      ),
    },
    { title: t('patchAdmin.field.platform'), dataIndex: 'chip', width: 100 },
    { title: t('patchAdmin.field.version'), dataIndex: 'version', width: 90 },
    {
      title: t('patchAdmin.field.flags'),
      key: 'flags',
      width: 170,
      render: (_, row) => {
        const flags = [
          row.security ? (
            <Tag key="s" color="volcano">
              {t('patchAdmin.field.security')}
            </Tag>
          ) : null,
          row.testPatch ? (
            <Tag key="t" color="purple">
              {t('patchAdmin.field.testPatch')}
            </Tag>
          ) : null,
          row.mustMerge ? (
            <Tag key="m" color="gold">
              {t('patchAdmin.field.mustMerge')}
            </Tag>
          ) : null,
        ].filter(Boolean);
        return flags.length ? (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', rowGap: 4 }}>{flags}</span>
        ) : (
          '—'
        );
      },
    },
    {
      title: t('patchAdmin.field.related'),
      key: 'related',
      width: 200,
      render: (_, row) =>
        row.related.length ? (
          <div style={{ ...secondary, wordBreak: 'break-word' }}>
            {row.related.map((r) => (
              <div key={r.id}>
                {r.mustFirst ? <Tag color="gold">{t('patchAdmin.field.mustFirst')}</Tag> : null}
                {r.name}
              </div>
            ))}
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: t('patchAdmin.field.state'),
      dataIndex: 'state',
      width: 100,
      render: (state: PatchState) => <Tag color={stateColours[state]}>{t(`patchAdmin.state.${state}`)}</Tag>,
    },
    {
      title: t('patchAdmin.field.file'),
      key: 'file',
      width: 100,
      render: (_, row) => (row.fileId ? formatSize(row.size) : <span style={secondary}>{t('patchAdmin.noFile')}</span>),
    },
    {
      title: t('patchAdmin.field.releasedAt'),
      dataIndex: 'releasedAt',
      width: 150,
      render: (value: string | null) => formatTime(value),
    },
    {
      title: t('patchAdmin.field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    { title: t('patchAdmin.field.publisher'), dataIndex: 'publisher', width: 100 },
    {
      title: t('patchAdmin.field.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {row.state !== 'voided' ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => setEditing({ mode: 'edit', patch: row })}
            >
              {t('patchAdmin.action.edit')}
            </Button>
          ) : null}
          {row.state === 'draft' ? actionButton('release', row) : null}
          {row.state === 'released' ? actionButton('void', row) : null}
        </Space>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 200), 0);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader
        title={t('admin.patch.title')}
        intro={t('patchAdmin.intro')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            {t('patchAdmin.create')}
          </Button>
        }
      />
      <Card>
        <ListSearchForm query={query}>
          <Form.Item name="keyword" label={t('patchAdmin.filter.keyword')}>
            <Input
              allowClear
              placeholder={t('patchAdmin.filter.keywordPlaceholder')}
              style={{ width: 240 }}
              maxLength={patchLimits.keyword}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('patchAdmin.filter.platform')}>
            <Select
              allowClear
              placeholder={t('patchAdmin.filter.allPlatforms')}
              style={{ width: 150 }}
              options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t('patchAdmin.filter.state')}>
            <Select
              allowClear
              placeholder={t('patchAdmin.filter.allStates')}
              style={{ width: 140 }}
              options={patchStates.map((state) => ({ value: state, label: t(`patchAdmin.state.${state}`) }))}
            />
          </Form.Item>
        </ListSearchForm>
        <ListTable<AdminPatch, typeof spec>
          query={query}
          result={list}
          columns={columns}
          scroll={{ x: tableWidth }}
          empty={t('patchAdmin.empty')}
          emptyFiltered={t('patchAdmin.empty')}
        />
      </Card>
      {editing ? <PatchForm editing={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
