// The form of one catalogue item in the staff console (a modal): the fields every kind has, the
// tool's and the change notice's own (J-STD-046), and its file uploaded with its progress. Editing
// reads the item's detail first (description, tags and the kind's fields are not in the list).
import { useState } from 'react';
import { AutoComplete, DatePicker, Input, Modal, Select, Skeleton } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import {
  createCatalogItem,
  editCatalogItem,
  fetchCatalogAdmin,
  fetchCatalogOptions,
  publishLimits,
  suggestedTypes,
  uploadPath,
} from '../../api/publish.ts';
import type { CatalogAdminDetail, CatalogAdminItem, CatalogItemBody, CatalogKind } from '../../api/publish.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import {
  AdminConsoleFileField,
  adminConsoleFileOf,
  type AdminConsoleFile,
} from '../../components/publishing/AdminConsoleFileField.tsx';
import { notify } from '../../notify.ts';

type PcnValues = {
  reason: string;
  affectedParts: string;
  ffImpact?: string;
  qualificationPlan?: string;
  sampleDate?: Dayjs | null;
  effectiveDate?: Dayjs;
  lastOrderDate?: Dayjs | null;
};
type FormValues = Omit<CatalogItemBody, 'fileId' | 'pcn'> & { pcn?: PcnValues };

const day = (value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');
const dateOf = (value: string | undefined) => (value ? dayjs(value) : null);

function toForm(detail: CatalogAdminDetail): FormValues {
  return {
    name: detail.name,
    description: detail.description,
    type: detail.type,
    tags: detail.tags,
    osVersion: detail.osVersion,
    language: detail.language,
    version: detail.version,
    platformIds: detail.platforms.map((p) => p.id),
    tool: detail.tool && {
      source: detail.tool.source,
      versionName: detail.tool.versionName,
      attribute: detail.tool.attribute,
      overview: detail.tool.overview,
      log: detail.tool.log,
    },
    pcn: detail.pcn && {
      reason: detail.pcn.reason,
      affectedParts: detail.pcn.affectedParts,
      ffImpact: detail.pcn.ffImpact,
      qualificationPlan: detail.pcn.qualificationPlan,
      sampleDate: dateOf(detail.pcn.sampleDate),
      effectiveDate: dateOf(detail.pcn.effectiveDate) ?? undefined,
      lastOrderDate: dateOf(detail.pcn.lastOrderDate),
    },
  };
}

function toBody(kind: CatalogKind, values: FormValues, file: AdminConsoleFile | null): CatalogItemBody {
  const { pcn, tool, ...rest } = values;
  return {
    ...rest,
    fileId: file?.fileId ?? null,
    ...(kind === 'tool' ? { tool } : {}),
    ...(kind === 'pcn' && pcn
      ? {
          pcn: {
            reason: pcn.reason,
            affectedParts: pcn.affectedParts,
            ffImpact: pcn.ffImpact ?? '',
            qualificationPlan: pcn.qualificationPlan ?? '',
            sampleDate: day(pcn.sampleDate),
            effectiveDate: day(pcn.effectiveDate),
            lastOrderDate: day(pcn.lastOrderDate),
          },
        }
      : {}),
  };
}

export function CatalogItemForm(props: { kind: CatalogKind; editing: CatalogAdminItem | null; onClose: () => void }) {
  const { kind, editing } = props;
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['admin', 'catalog', kind, 'detail', editing?.id],
    queryFn: ({ signal }) => fetchCatalogAdmin(kind, editing!.id, signal),
    enabled: editing !== null,
    gcTime: 0,
  });
  const title = t(editing ? 'catalogAdmin.editTitle' : 'catalogAdmin.createTitle', {
    kind: t(`catalogAdmin.kind.${kind}`),
  });
  if (editing && !detail.data)
    return (
      <Modal open title={title} footer={null} onCancel={props.onClose}>
        <Skeleton active />
      </Modal>
    );
  return <ItemForm {...props} title={title} detail={detail.data ?? null} />;
}

function ItemForm({
  kind,
  detail,
  title,
  onClose,
}: {
  kind: CatalogKind;
  detail: CatalogAdminDetail | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [file, setFile] = useState<AdminConsoleFile | null>(detail && adminConsoleFileOf(detail));
  const [uploading, setUploading] = useState(false);
  const options = useQuery({
    queryKey: ['admin', 'catalog', kind, 'options'],
    queryFn: ({ signal }) => fetchCatalogOptions(kind, signal),
  });
  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const body = toBody(kind, values, file);
      if (detail) await editCatalogItem(kind, detail.id, body);
      else await createCatalogItem(kind, body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'catalog', kind] });
      onClose();
    },
  });

  const types = [...new Set([...suggestedTypes[kind], ...(options.data?.types ?? [])])];
  const label = (field: string) => t(`catalogAdmin.field.${field}`);
  const wide = { gridColumn: '1 / -1' };
  const textItem = (name: string | string[], field: string, max: number, required = false, full = false) => (
    <Form.Item
      name={name}
      label={label(field)}
      validateTrigger={validateTrigger}
      rules={required ? [requiredText(t)] : []}
      style={full ? wide : undefined}
    >
      <Input maxLength={max} showCount={max > 60} />
    </Form.Item>
  );
  const areaItem = (name: string | string[], field: string, max: number, required = false) => (
    <Form.Item
      name={name}
      label={label(field)}
      validateTrigger={validateTrigger}
      rules={required ? [requiredText(t)] : []}
      style={wide}
    >
      <Input.TextArea rows={3} maxLength={max} showCount />
    </Form.Item>
  );
  const dateItem = (field: keyof PcnValues, required = false) => (
    <Form.Item
      name={['pcn', field]}
      label={label(field)}
      validateTrigger={validateTrigger}
      rules={required ? [requiredSelect(t)] : []}
    >
      <DatePicker style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Modal
      open
      width={820}
      title={title}
      okText={t('catalogAdmin.save')}
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
        initialValues={detail ? toForm(detail) : { language: 'zh', tags: [], platformIds: [] }}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
      >
        {textItem('name', 'name', publishLimits.name, true, true)}
        <Form.Item name="type" label={label('type')} validateTrigger={validateTrigger} rules={[requiredText(t)]}>
          <AutoComplete
            options={types.map((type) => ({ value: type }))}
            maxLength={publishLimits.type}
            filterOption={(input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase())}
          />
        </Form.Item>
        <Form.Item
          name="language"
          label={label('language')}
          validateTrigger={validateTrigger}
          rules={[requiredSelect(t)]}
        >
          <Select
            options={(['zh', 'en'] as const).map((language) => ({
              value: language,
              label: t(`catalogAdmin.language.${language}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="platformIds"
          label={label('platforms')}
          validateTrigger={validateTrigger}
          rules={[requiredSelect(t)]}
        >
          <Select
            mode="multiple"
            loading={options.isLoading}
            maxCount={publishLimits.platforms}
            options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        {kind === 'tool' ? null : textItem('version', 'version', publishLimits.version)}
        <Form.Item name="tags" label={label('tags')} extra={t('catalogAdmin.tagsHelp')} style={wide}>
          <Select mode="tags" maxCount={publishLimits.tags} open={false} tokenSeparators={[',', '，']} />
        </Form.Item>
        {areaItem('description', 'description', publishLimits.description)}
        {kind === 'tool' ? (
          <>
            {textItem(['tool', 'versionName'], 'versionName', publishLimits.version, true)}
            {textItem('osVersion', 'osVersion', publishLimits.osVersion)}
            {textItem(['tool', 'source'], 'source', publishLimits.toolText)}
            {textItem(['tool', 'attribute'], 'attribute', publishLimits.toolText)}
            {areaItem(['tool', 'overview'], 'overview', publishLimits.toolLog)}
            {areaItem(['tool', 'log'], 'log', publishLimits.toolLog)}
          </>
        ) : null}
        {kind === 'pcn' ? (
          <>
            {areaItem(['pcn', 'reason'], 'reason', publishLimits.pcnText, true)}
            {areaItem(['pcn', 'affectedParts'], 'affectedParts', publishLimits.pcnText, true)}
            {areaItem(['pcn', 'ffImpact'], 'ffImpact', publishLimits.pcnText)}
            {areaItem(['pcn', 'qualificationPlan'], 'qualificationPlan', publishLimits.pcnText)}
            {dateItem('sampleDate')}
            {dateItem('effectiveDate', true)}
            {dateItem('lastOrderDate')}
          </>
        ) : null}
        <Form.Item label={label('file')} style={wide} extra={t('catalogAdmin.fileHelp')}>
          <AdminConsoleFileField
            path={uploadPath}
            value={file}
            onChange={setFile}
            onBusy={setUploading}
            uploadLabel={t('catalogAdmin.upload')}
            emptyText={t('catalogAdmin.noFile')}
            failedText={(reason) => t('catalogAdmin.uploadFailed', { reason })}
            testId="catalog-file"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
