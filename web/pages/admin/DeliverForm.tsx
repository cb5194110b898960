// The staff form of one code delivery (new or edited): company, then one of its projects and
// authorized platforms, package name, version, delivery date, release notes, files (each uploaded
// at once through POST /common/file/upload and named by its fileId) and recipients (accounts of
// the company that may see the project). Rules mirror contract/deliver.ts, on blur and on change.
import { Button, Input, Modal, Select, Spin, Upload } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule, UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { deliverLimits, deliverVersionPattern } from '../../../contract/deliver.ts';
import { dateMax, dateMin } from '../../../contract/fields.ts';
import { createDelivery, editDelivery, fetchAdminDelivery, uploadPath } from '../../api/deliver.ts';
import type { AdminDeliverOptions, DeliverBody } from '../../api/deliver.ts';
import { localName } from '../../components/format.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { uploadWithProgress } from '../../components/xlsxImport/upload.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';

type Uploaded = { fileId: number; name: string; size: number; sha256: string };
type Values = {
  companyId?: number;
  projectId?: number;
  platformId?: number;
  name?: string;
  version?: string;
  deliveryDate?: string;
  releaseNotes?: string;
  files?: UploadFile<Uploaded>[];
  recipientIds?: number[];
};

export function DeliverForm({
  id,
  options,
  onClose,
  onSaved,
}: {
  id: number | null;
  options: AdminDeliverOptions;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const [form] = Form.useForm<Values>();
  const detail = useQuery({
    queryKey: ['admin', 'deliver', 'detail', id],
    queryFn: ({ signal }) => fetchAdminDelivery(id!, signal),
    enabled: id !== null,
  });
  const d = detail.data;
  const ready = id === null || d !== undefined;
  // The form mounts once its values are here: an edited delivery's, or a new one's blanks.
  const initialValues: Values = d
    ? {
        companyId: d.companyId,
        projectId: d.projectId,
        platformId: d.platformId,
        name: d.name,
        version: d.version,
        deliveryDate: d.deliveryDate,
        releaseNotes: d.releaseNotes,
        recipientIds: d.recipientIds,
        files: d.files.map((f) => ({
          uid: `f${f.fileId}`,
          name: f.name,
          size: f.size,
          status: 'done' as const,
          response: { fileId: f.fileId, name: f.name, size: f.size, sha256: f.sha256 },
        })),
      }
    : { files: [], recipientIds: [], releaseNotes: '' };

  const companyId = Form.useWatch('companyId', form);
  const projectId = Form.useWatch('projectId', form);
  const company = options.companies.find((c) => c.id === companyId);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: DeliverBody = {
        companyId: values.companyId!,
        projectId: values.projectId!,
        platformId: values.platformId!,
        name: values.name ?? '',
        version: values.version ?? '',
        deliveryDate: values.deliveryDate ?? '',
        releaseNotes: values.releaseNotes ?? '',
        fileIds: (values.files ?? []).map((f) => f.response!.fileId),
        recipientIds: values.recipientIds ?? [],
      };
      return id === null ? createDelivery(body) : editDelivery({ ...body, id });
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('admin.deliver.form.saved') });
      onSaved();
    },
  });

  const versionRule: FormRule = {
    validator: (_rule, value: string | undefined) =>
      !value?.trim() || deliverVersionPattern.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.deliver.form.versionRule'))),
  };
  const dateRule: FormRule = {
    validator: (_rule, value: string | undefined) =>
      !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= dateMin && value <= dateMax)
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.deliver.form.dateRule'))),
  };
  const filesRule: FormRule = {
    required: true,
    validator: (_rule, value: UploadFile<Uploaded>[] | undefined) => {
      const list = value ?? [];
      if (list.some((f) => f.status === 'uploading'))
        return Promise.reject(new Error(t('admin.deliver.form.uploading')));
      const done = list.filter((f) => f.status === 'done' && f.response);
      return done.length >= 1 && done.length === list.length && list.length <= deliverLimits.files
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.deliver.form.filesRule', { max: deliverLimits.files })));
    },
  };

  return (
    <Modal
      open
      width={720}
      title={t(id === null ? 'admin.deliver.form.addTitle' : 'admin.deliver.form.editTitle')}
      onCancel={onClose}
      okText={t('admin.deliver.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      destroyOnHidden
    >
      {!ready ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Form<Values>
          // Its own field ids: the filter bar behind the dialog has a companyId too.
          name="deliverForm"
          form={form}
          layout="vertical"
          validateTrigger={validateTrigger}
          initialValues={initialValues}
          onValuesChange={(changed: Values) => {
            // Another company: its projects, platforms and people are others.
            if ('companyId' in changed)
              form.setFieldsValue({ projectId: undefined, platformId: undefined, recipientIds: [] });
            if ('projectId' in changed) form.setFieldsValue({ recipientIds: [] });
          }}
        >
          <Form.Item name="companyId" label={t('admin.deliver.form.company')} rules={[requiredSelect(t)]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={options.companies.map((c) => ({ value: c.id, label: localName(c, language) }))}
            />
          </Form.Item>
          <Form.Item name="projectId" label={t('admin.deliver.form.project')} rules={[requiredSelect(t)]}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={!company}
              placeholder={company ? undefined : t('admin.deliver.form.chooseCompanyFirst')}
              options={(company?.projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="platformId" label={t('admin.deliver.form.platform')} rules={[requiredSelect(t)]}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={!company}
              placeholder={company ? undefined : t('admin.deliver.form.chooseCompanyFirst')}
              options={(company?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="name" label={t('admin.deliver.form.name')} rules={[requiredText(t)]}>
            <Input maxLength={deliverLimits.name} showCount />
          </Form.Item>
          <Form.Item name="version" label={t('admin.deliver.form.version')} rules={[requiredText(t), versionRule]}>
            <Input maxLength={deliverLimits.version} placeholder="V1.0.0" />
          </Form.Item>
          <Form.Item
            name="deliveryDate"
            label={t('admin.deliver.form.deliveryDate')}
            rules={[requiredText(t), dateRule]}
          >
            <Input type="date" min={dateMin} max={dateMax} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="releaseNotes" label={t('admin.deliver.form.releaseNotes')}>
            <Input.TextArea rows={5} maxLength={deliverLimits.releaseNotes} showCount />
          </Form.Item>
          <Form.Item
            name="files"
            label={t('admin.deliver.form.files')}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile<Uploaded>[] }) => event.fileList}
            rules={[filesRule]}
          >
            <Upload<Uploaded>
              multiple
              maxCount={deliverLimits.files}
              customRequest={({ file, onProgress, onSuccess, onError }) => {
                uploadWithProgress<Uploaded>(uploadPath, file as File, (percent) => onProgress?.({ percent }))
                  .then((result) => onSuccess?.(result))
                  .catch((error: Error) => {
                    notify({ type: 'error', content: error.message });
                    onError?.(error);
                  });
              }}
            >
              <Button icon={<UploadOutlined />}>{t('admin.deliver.form.upload')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item
            name="recipientIds"
            label={t('admin.deliver.form.recipients')}
            extra={t('admin.deliver.form.recipientsHint')}
          >
            <Select
              mode="multiple"
              disabled={!company}
              optionFilterProp="label"
              maxCount={deliverLimits.recipients}
              options={(company?.accounts ?? [])
                .filter((a) => projectId === undefined || !a.hiddenProjectIds.includes(projectId))
                .map((a) => ({ value: a.id, label: `${a.name} <${a.email}>` }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
