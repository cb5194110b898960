// The public courses of /admin/train: every public course with its seats taken of its capacity
// and its enrolment; a form to add or edit one (names, places and descriptions in both languages,
// platform or all, start time, contact with a valid phone, capacity a positive integer never
// below the seats taken — the server says so); open or end enrolment.
import { useState } from 'react';
import { Button, DatePicker, Input, Modal, Select, Space } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { phoneMaxLength } from '../../../contract/rules.ts';
import { addOpenClass, editOpenClass, listAdminOpenClasses, moveEnrolment, trainLimits } from '../../api/train.ts';
import type { AdminOpenClass, AdminTrainOptions, EnrolmentAction, OpenClassBody } from '../../api/train.ts';
import { formatTime } from '../../components/format.ts';
import { phoneRule, requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { StateActionButton } from '../../components/publishing/StateActionButton.tsx';
import { notify } from '../../notify.ts';
import { EnrolmentTag } from '../train/TrainTags.tsx';
import { positiveIntRule } from './TrainAdminCourses.tsx';

const spec = {};
const capacityMax = 10_000;
const allPlatforms = 0;

type Values = {
  name?: string;
  nameEn?: string;
  platformId?: number;
  startsAt?: Dayjs;
  address?: string;
  addressEn?: string;
  contactName?: string;
  contactPhone?: string;
  capacity?: string;
  description?: string;
  descriptionEn?: string;
};

function OpenClassForm({
  row,
  options,
  onClose,
}: {
  row: AdminOpenClass | null;
  options: AdminTrainOptions | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: OpenClassBody = {
        name: values.name!.trim(),
        nameEn: values.nameEn!.trim(),
        platformId: values.platformId === allPlatforms ? null : (values.platformId ?? null),
        startsAt: values.startsAt!.second(0).millisecond(0).toISOString(),
        address: values.address!.trim(),
        addressEn: values.addressEn!.trim(),
        contactName: values.contactName!.trim(),
        contactPhone: values.contactPhone!.trim(),
        capacity: Number(values.capacity!.trim()),
        description: values.description?.trim() ?? '',
        descriptionEn: values.descriptionEn?.trim() ?? '',
      };
      return row === null ? addOpenClass(body) : editOpenClass(row.id, body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'train'] });
      onClose();
    },
  });
  const initialValues: Values = row
    ? {
        name: row.name,
        nameEn: row.nameEn,
        platformId: row.platformId ?? allPlatforms,
        startsAt: dayjs(row.startsAt),
        address: row.address,
        addressEn: row.addressEn,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        capacity: String(row.capacity),
        description: row.description,
        descriptionEn: row.descriptionEn,
      }
    : { platformId: allPlatforms };
  const half = { flex: '1 1 240px', minWidth: 0 } as const;
  return (
    <Modal
      open
      width={760}
      title={t(row === null ? 'trainAdmin.openClassForm.addTitle' : 'trainAdmin.openClassForm.editTitle')}
      okText={t('trainAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      destroyOnHidden
    >
      <Form<Values>
        name="trainOpenClass"
        form={form}
        layout="vertical"
        validateTrigger={validateTrigger}
        initialValues={initialValues}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
          <Form.Item name="name" label={t('trainAdmin.openClassForm.name')} rules={[requiredText(t)]} style={half}>
            <Input maxLength={trainLimits.courseName} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('trainAdmin.openClassForm.nameEn')} rules={[requiredText(t)]} style={half}>
            <Input maxLength={trainLimits.courseName} />
          </Form.Item>
          <Form.Item name="platformId" label={t('trainAdmin.openClassForm.platform')} style={half}>
            <Select
              options={[
                { value: allPlatforms, label: t('trainAdmin.openClassForm.allPlatforms') },
                ...(options?.platforms ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="startsAt"
            label={t('trainAdmin.openClassForm.startsAt')}
            rules={[requiredSelect(t)]}
            style={half}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('trainAdmin.openClassForm.address')}
            rules={[requiredText(t)]}
            style={half}
          >
            <Input maxLength={trainLimits.address} />
          </Form.Item>
          <Form.Item
            name="addressEn"
            label={t('trainAdmin.openClassForm.addressEn')}
            rules={[requiredText(t)]}
            style={half}
          >
            <Input maxLength={trainLimits.address} />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t('trainAdmin.openClassForm.contactName')}
            rules={[requiredText(t)]}
            style={half}
          >
            <Input maxLength={trainLimits.contactName} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('trainAdmin.openClassForm.contactPhone')}
            rules={[requiredText(t), phoneRule(t)]}
            style={half}
          >
            <Input maxLength={phoneMaxLength} inputMode="tel" />
          </Form.Item>
          <Form.Item
            name="capacity"
            label={t('trainAdmin.openClassForm.capacity')}
            rules={[requiredText(t), positiveIntRule(t, capacityMax, 'trainAdmin.openClassForm.capacityMax')]}
            style={half}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </div>
        <Form.Item name="description" label={t('trainAdmin.openClassForm.description')}>
          <Input.TextArea rows={3} maxLength={trainLimits.description} showCount />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('trainAdmin.openClassForm.descriptionEn')}>
          <Input.TextArea rows={3} maxLength={trainLimits.description} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function TrainAdminOpenClasses({ options }: { options: AdminTrainOptions | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useListQuery(spec, { keep: ['tab'] });
  const [editing, setEditing] = useState<AdminOpenClass | 'new' | null>(null);
  const move = useMutation({
    mutationFn: ({ action, id }: { action: EnrolmentAction; id: number }) => moveEnrolment(action, id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'train'] }),
  });
  const columns: TableColumnsType<AdminOpenClass> = [
    { title: t('trainAdmin.column.course'), dataIndex: 'name', width: 240 },
    {
      title: t('trainPage.field.platform'),
      dataIndex: 'platform',
      width: 110,
      render: (value: string | null) => value ?? t('trainOpenClass.allPlatforms'),
    },
    {
      title: t('trainPage.field.startsAt'),
      dataIndex: 'startsAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    { title: t('trainPage.field.classAddress'), dataIndex: 'address', width: 200, ellipsis: true },
    {
      title: t('trainAdmin.column.enrolled'),
      key: 'seats',
      width: 120,
      align: 'right',
      render: (_: unknown, row) => t('trainPage.seats', { enrolled: row.enrolledCount, capacity: row.capacity }),
    },
    {
      title: t('trainPage.filter.enrolment'),
      dataIndex: 'enrolment',
      width: 130,
      render: (_: unknown, row) => <EnrolmentTag enrolment={row.enrolment} />,
    },
    {
      title: t('trainPage.field.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, row) => {
        const action: EnrolmentAction = row.enrolment === 'enrolling' ? 'close' : 'open';
        return (
          <Space size="small">
            <Button size="small" onClick={() => setEditing(row)}>
              {t('trainAdmin.action.edit')}
            </Button>
            <StateActionButton
              action={action === 'open' ? 'release' : 'withdraw'}
              label={t(`trainAdmin.action.${action}`)}
              description={t(action === 'open' ? 'trainAdmin.confirmOpen' : 'trainAdmin.confirmClose', {
                name: row.name,
              })}
              pending={move.isPending && move.variables?.id === row.id}
              busy={move.isPending}
              onConfirm={() => move.mutateAsync({ action, id: row.id })}
            />
          </Space>
        );
      },
    },
  ];
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('trainAdmin.action.addOpenClass')}
        </Button>
      </div>
      <ListPage<AdminOpenClass, typeof spec>
        query={query}
        queryKey={['admin', 'train', 'openClasses']}
        request={listAdminOpenClasses}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1150 }}
        empty={t('trainAdmin.openClassesEmpty')}
      />
      {editing !== null ? (
        <OpenClassForm row={editing === 'new' ? null : editing} options={options} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
