// The on-shelf courses of /admin/train: every course, filtered by keyword, platform and shelf
// state (kept in the address); a form to add or edit one (names and descriptions in both
// languages, platform, hours — a positive integer — and courseware uploaded first through the
// upload call and named by fileId); put on or take off the shelf.
import { useState } from 'react';
import { Button, Input, Modal, Select, Space, Spin, Tag, Upload } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule, TableColumnsType, UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  addCourse,
  editCourse,
  fetchAdminCourse,
  isPositiveInteger,
  listAdminCourses,
  positiveIntegerKey,
  shelveCourse,
  trainLimits,
  uploadPath,
} from '../../api/train.ts';
import type { AdminCourse, AdminTrainOptions, CourseBody, ShelfAction } from '../../api/train.ts';
import { formatTime } from '../../components/format.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { StateActionButton } from '../../components/publishing/StateActionButton.tsx';
import { uploadWithProgress } from '../../components/xlsxImport/upload.ts';
import { notify } from '../../notify.ts';

const spec = {
  keyword: param.text(trainLimits.keyword),
  platformId: param.id,
  onShelf: param.oneOf(['true', 'false'] as const),
};
const hoursMax = 200;

type Uploaded = { fileId: number; name: string; size: number };
type Values = {
  name?: string;
  nameEn?: string;
  platformId?: number;
  hours?: string;
  description?: string;
  descriptionEn?: string;
  files?: UploadFile<Uploaded>[];
};

/** A whole number from 1 to `max`, typed as digits only (spec §5), with the spec's message. */
export const positiveIntRule = (
  t: (key: string, o?: Record<string, unknown>) => string,
  max: number,
  maxKey: string,
): FormRule => ({
  validator: (_rule, value: string | number | undefined) => {
    const raw = value === undefined || value === null ? '' : String(value);
    if (raw.trim() === '') return Promise.resolve();
    if (!isPositiveInteger(raw)) return Promise.reject(new Error(t(positiveIntegerKey)));
    return Number(raw) <= max ? Promise.resolve() : Promise.reject(new Error(t(maxKey, { max })));
  },
});

function CourseForm({
  id,
  options,
  onClose,
}: {
  id: number | null;
  options: AdminTrainOptions | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const detail = useQuery({
    queryKey: ['admin', 'train', 'course', 'detail', id],
    queryFn: ({ signal }) => fetchAdminCourse(id!, signal),
    enabled: id !== null,
  });
  const d = detail.data;
  const ready = id === null || d !== undefined;
  const initialValues: Values = d
    ? {
        name: d.name,
        nameEn: d.nameEn,
        platformId: d.platformId,
        hours: String(d.hours),
        description: d.description,
        descriptionEn: d.descriptionEn,
        files: d.courseware.map((f) => ({
          uid: `f${f.fileId}`,
          name: f.name,
          size: f.size,
          status: 'done' as const,
          response: { fileId: f.fileId, name: f.name, size: f.size },
        })),
      }
    : { files: [] };
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: CourseBody = {
        name: values.name!.trim(),
        nameEn: values.nameEn!.trim(),
        platformId: values.platformId!,
        hours: Number(values.hours!.trim()),
        description: values.description?.trim() ?? '',
        descriptionEn: values.descriptionEn?.trim() ?? '',
        fileIds: (values.files ?? []).map((f) => f.response!.fileId),
      };
      return id === null ? addCourse(body) : editCourse(id, body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'train'] });
      onClose();
    },
  });
  const filesRule: FormRule = {
    validator: (_rule, value: UploadFile<Uploaded>[] | undefined) => {
      const list = value ?? [];
      if (list.some((f) => f.status !== 'done' || !f.response))
        return Promise.reject(new Error(t('trainAdmin.courseForm.uploading')));
      return Promise.resolve();
    },
  };
  return (
    <Modal
      open
      width={720}
      title={t(id === null ? 'trainAdmin.courseForm.addTitle' : 'trainAdmin.courseForm.editTitle')}
      okText={t('trainAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      destroyOnHidden
    >
      {!ready ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Form<Values>
          name="trainCourse"
          form={form}
          layout="vertical"
          validateTrigger={validateTrigger}
          initialValues={initialValues}
        >
          <Form.Item name="name" label={t('trainAdmin.courseForm.name')} rules={[requiredText(t)]}>
            <Input maxLength={trainLimits.courseName} showCount />
          </Form.Item>
          <Form.Item name="nameEn" label={t('trainAdmin.courseForm.nameEn')} rules={[requiredText(t)]}>
            <Input maxLength={trainLimits.courseName} showCount />
          </Form.Item>
          <Space wrap size="middle" style={{ display: 'flex' }}>
            <Form.Item
              name="platformId"
              label={t('trainAdmin.courseForm.platform')}
              rules={[requiredSelect(t)]}
              style={{ width: 220 }}
            >
              <Select options={(options?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))} />
            </Form.Item>
            <Form.Item
              name="hours"
              label={t('trainAdmin.courseForm.hours')}
              rules={[requiredText(t), positiveIntRule(t, hoursMax, 'trainAdmin.courseForm.hoursMax')]}
              style={{ width: 160 }}
            >
              <Input inputMode="numeric" />
            </Form.Item>
          </Space>
          <Form.Item name="description" label={t('trainAdmin.courseForm.description')}>
            <Input.TextArea rows={3} maxLength={trainLimits.description} showCount />
          </Form.Item>
          <Form.Item name="descriptionEn" label={t('trainAdmin.courseForm.descriptionEn')}>
            <Input.TextArea rows={3} maxLength={trainLimits.description} showCount />
          </Form.Item>
          <Form.Item
            name="files"
            label={t('trainAdmin.courseForm.courseware')}
            extra={t('trainAdmin.courseForm.coursewareHint', { max: trainLimits.courseware })}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile<Uploaded>[] }) => event.fileList}
            rules={[filesRule]}
          >
            <Upload<Uploaded>
              multiple
              maxCount={trainLimits.courseware}
              accept=".pdf,.mp4,.xlsx,.xls"
              customRequest={({ file, onProgress, onSuccess, onError }) => {
                uploadWithProgress<Uploaded>(uploadPath, file as File, (percent) => onProgress?.({ percent }))
                  .then((result) => onSuccess?.(result))
                  .catch((error: Error) => {
                    notify({ type: 'error', content: error.message });
                    onError?.(error);
                  });
              }}
            >
              <Button icon={<UploadOutlined />}>{t('trainAdmin.courseForm.upload')}</Button>
            </Upload>
          </Form.Item>
          {id === null ? <div style={{ opacity: 0.65 }}>{t('trainAdmin.courseForm.newOffShelf')}</div> : null}
        </Form>
      )}
    </Modal>
  );
}

export function TrainAdminCourses({ options }: { options: AdminTrainOptions | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useListQuery(spec, { keep: ['tab'] });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const shelve = useMutation({
    mutationFn: ({ action, id }: { action: ShelfAction; id: number }) => shelveCourse(action, id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'train'] }),
  });
  const shelfButton = (action: ShelfAction, row: AdminCourse) => (
    <StateActionButton
      action={action === 'onShelf' ? 'release' : 'withdraw'}
      label={t(`trainAdmin.action.${action}`)}
      description={t(action === 'onShelf' ? 'trainAdmin.confirmOnShelf' : 'trainAdmin.confirmOffShelf', {
        name: row.name,
        chip: row.chip,
      })}
      pending={shelve.isPending && shelve.variables?.id === row.id}
      busy={shelve.isPending}
      onConfirm={() => shelve.mutateAsync({ action, id: row.id })}
    />
  );
  const columns: TableColumnsType<AdminCourse> = [
    { title: t('trainAdmin.column.course'), dataIndex: 'name', width: 220 },
    { title: t('trainAdmin.column.nameEn'), dataIndex: 'nameEn', width: 220 },
    { title: t('trainPage.field.chip'), dataIndex: 'chip', width: 100 },
    { title: t('trainPage.field.hours'), dataIndex: 'hours', width: 80, align: 'right' },
    { title: t('trainPage.field.coursewareCount'), dataIndex: 'coursewareCount', width: 90, align: 'right' },
    {
      title: t('trainAdmin.column.onShelf'),
      dataIndex: 'onShelf',
      width: 110,
      render: (on: boolean) => (
        <Tag color={on ? 'success' : 'default'}>{t(on ? 'trainAdmin.shelf.on' : 'trainAdmin.shelf.off')}</Tag>
      ),
    },
    {
      title: t('trainAdmin.column.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('trainPage.field.actions'),
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          <Button size="small" onClick={() => setEditing(row.id)}>
            {t('trainAdmin.action.edit')}
          </Button>
          {shelfButton(row.onShelf ? 'offShelf' : 'onShelf', row)}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<AdminCourse, typeof spec>
        query={query}
        queryKey={['admin', 'train', 'courses']}
        request={listAdminCourses}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1150 }}
        empty={t('trainAdmin.coursesEmpty')}
        emptyFiltered={t('trainAdmin.coursesEmptyFiltered')}
        search={{
          extra: (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('trainAdmin.action.addCourse')}
            </Button>
          ),
          children: (
            <>
              <Form.Item name="keyword" label={t('trainAdmin.filter.keyword')}>
                <Input allowClear maxLength={trainLimits.keyword} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="platformId" label={t('trainPage.filter.platform')}>
                <Select
                  allowClear
                  placeholder={t('trainPage.filter.allPlatforms')}
                  style={{ width: 140 }}
                  options={(options?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
                />
              </Form.Item>
              <Form.Item name="onShelf" label={t('trainAdmin.filter.shelf')}>
                <Select
                  allowClear
                  placeholder={t('trainAdmin.filter.allShelf')}
                  style={{ width: 130 }}
                  options={[
                    { value: 'true', label: t('trainAdmin.shelf.on') },
                    { value: 'false', label: t('trainAdmin.shelf.off') },
                  ]}
                />
              </Form.Item>
            </>
          ),
        }}
      />
      {editing !== null ? (
        <CourseForm id={editing === 'new' ? null : editing} options={options} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
