// /admin/train: the training console (staff code admin.publish). Three tabs, the tab and each
// list's filters kept in the address: the applications of the staff member's companies with the
// vendor's moves (confirm with the training time, reschedule, finish, cancel — each from the
// states contract/train.ts allows, with a note mailed to the applicant), the on-shelf courses
// (add, edit, on/off the shelf) and the public courses (add, edit, open/close enrolment).
import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Drawer, Input, Modal, Select, Space, Tabs, Timeline } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule, TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { staffCodes } from '../../../contract/menus.ts';
import { ApiError } from '../../api/request.ts';
import {
  adminTrainActions,
  adminTrainMoves,
  fetchAdminTrain,
  fetchAdminTrainOptions,
  listAdminTrains,
  moveAdminTrain,
  trainLimits,
  trainStatuses,
} from '../../api/train.ts';
import type { AdminTrain, AdminTrainAction, AdminTrainOptions } from '../../api/train.ts';
import { formatTime, localName } from '../../components/format.ts';
import { requiredSelect, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { notify } from '../../notify.ts';
import { useMenu } from '../../stores/menu.ts';
import { menuStateOf, useSession } from '../../stores/session.ts';
import { TrainStatusTag } from '../train/TrainTags.tsx';
import { courseNameOf } from '../train/paths.ts';
import { TrainAdminCourses } from './TrainAdminCourses.tsx';
import { TrainAdminOpenClasses } from './TrainAdminOpenClasses.tsx';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import '../train/i18n/train.ts';
import './i18n/trainAdmin.ts';

const spec = {
  keyword: param.text(trainLimits.keyword),
  status: param.oneOf(trainStatuses),
  platformId: param.id,
};
const tabs = ['applications', 'courses', 'openClasses'] as const;
type Tab = (typeof tabs)[number];
type MoveValues = { scheduledAt?: Dayjs; note?: string };

function MoveDialog({ row, action, onClose }: { row: AdminTrain; action: AdminTrainAction; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MoveValues>();
  const move = useMutation({
    mutationFn: (values: MoveValues) =>
      moveAdminTrain(action, row.id, {
        scheduledAt: values.scheduledAt ? values.scheduledAt.second(0).millisecond(0).toISOString() : undefined,
        note: values.note?.trim() ?? '',
      }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'train'] }),
  });
  const timed = action === 'confirm' || action === 'schedule';
  const futureRule: FormRule = {
    validator: (_rule, value: Dayjs | undefined) =>
      !value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('trainForm.futureTime'))),
  };
  return (
    <Modal
      open
      title={t('trainAdmin.move.title', {
        action: t(`trainAdmin.action.${action}`),
        name: courseNameOf(row, language),
      })}
      okText={t('trainAdmin.move.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: action === 'cancel' }}
      confirmLoading={move.isPending}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((values) => move.mutate(values))}
      destroyOnHidden
    >
      <Form<MoveValues>
        name="trainMove"
        form={form}
        layout="vertical"
        validateTrigger={validateTrigger}
        initialValues={{
          scheduledAt: row.scheduledAt
            ? dayjs(row.scheduledAt)
            : action === 'confirm'
              ? dayjs(row.expectedAt)
              : undefined,
        }}
      >
        {timed ? (
          <Form.Item
            name="scheduledAt"
            label={t('trainAdmin.move.scheduledAt')}
            extra={t('trainAdmin.move.scheduledAtHint')}
            rules={action === 'schedule' ? [requiredSelect(t), futureRule] : [futureRule]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: 240 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={t('trainAdmin.move.note')}>
          <Input.TextArea rows={3} maxLength={trainLimits.note} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ApplicationDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const detail = useQuery({
    queryKey: ['admin', 'train', 'detail', id],
    queryFn: ({ signal }) => fetchAdminTrain(id, signal),
  });
  const a = detail.data;
  const dash = (value: string) => value || '—';
  return (
    <Drawer open size={640} title={a ? courseNameOf(a, language) : null} onClose={onClose} loading={!a}>
      {a ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 140 } }}
            items={[
              {
                key: 'company',
                label: t('trainAdmin.column.company'),
                children: localName({ name: a.company, nameEn: a.companyEn }, language),
              },
              { key: 'chip', label: t('trainPage.field.chip'), children: a.chip },
              { key: 'status', label: t('trainPage.field.status'), children: <TrainStatusTag status={a.status} /> },
              { key: 'expectedAt', label: t('trainPage.field.expectedAt'), children: formatTime(a.expectedAt) },
              { key: 'scheduledAt', label: t('trainPage.field.scheduledAt'), children: formatTime(a.scheduledAt) },
              { key: 'address', label: t('trainPage.field.address'), children: a.address },
              {
                key: 'contact',
                label: t('trainPage.field.contact'),
                children: `${a.contactName}  ${a.contactPhone}`,
              },
              { key: 'attendees', label: t('trainPage.field.attendees'), children: a.attendees },
              { key: 'applicant', label: t('trainPage.field.applicant'), children: a.applicant },
              {
                key: 'description',
                label: t('trainPage.field.description'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(a.description)}</div>,
              },
              {
                key: 'postscript',
                label: t('trainPage.field.postscript'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(a.postscript)}</div>,
              },
              {
                key: 'score',
                label: t('trainPage.field.score'),
                children: a.score === null ? '—' : t('trainView.scoreOutOf', { score: a.score }),
              },
              {
                key: 'comment',
                label: t('trainPage.field.comment'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(a.comment)}</div>,
              },
            ]}
          />
          <Timeline
            items={a.events.map((event, index) => ({
              key: index,
              color: event.byVendor ? 'blue' : 'gray',
              content: (
                <div>
                  <strong>{t(`trainView.change.${event.action}`, { defaultValue: event.action })}</strong>{' '}
                  <TrainStatusTag status={event.to} />{' '}
                  <span style={{ opacity: 0.65 }}>
                    {formatTime(event.at)} · {event.by}
                  </span>
                  {event.note ? <div style={{ whiteSpace: 'pre-wrap' }}>{event.note}</div> : null}
                </div>
              ),
            }))}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}

function Applications({ options }: { options: AdminTrainOptions | undefined }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec, { keep: ['tab'] });
  const [moving, setMoving] = useState<{ row: AdminTrain; action: AdminTrainAction } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const muted = { opacity: 0.65, fontSize: 12 } as const;

  const columns: TableColumnsType<AdminTrain> = [
    {
      title: t('trainAdmin.column.company'),
      key: 'company',
      width: 140,
      render: (_: unknown, row) => localName({ name: row.company, nameEn: row.companyEn }, language),
    },
    {
      title: t('trainAdmin.column.course'),
      key: 'course',
      width: 240,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setViewing(row.id)}
        >
          {courseNameOf(row, language)}
        </Button>
      ),
    },
    { title: t('trainPage.field.chip'), dataIndex: 'chip', width: 100 },
    {
      title: t('trainPage.field.status'),
      dataIndex: 'status',
      // Wide enough for the longest English state on one line ("Pending feedback").
      width: 140,
      render: (_: unknown, row) => <TrainStatusTag status={row.status} />,
    },
    {
      title: t('trainAdmin.column.expected'),
      key: 'expected',
      width: 200,
      render: (_: unknown, row) => (
        <>
          <div>{formatTime(row.expectedAt)}</div>
          <div style={{ ...muted, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {row.address}
          </div>
        </>
      ),
    },
    {
      title: t('trainPage.field.contact'),
      key: 'contact',
      width: 140,
      render: (_: unknown, row) => (
        <>
          <div>{row.contactName}</div>
          <div style={muted}>{row.contactPhone}</div>
        </>
      ),
    },
    { title: t('trainPage.field.attendees'), dataIndex: 'attendees', width: 90, align: 'right' },
    {
      title: t('trainAdmin.column.scheduledAt'),
      dataIndex: 'scheduledAt',
      width: 150,
      render: (value: string | null) => formatTime(value),
    },
    {
      title: t('trainPage.field.actions'),
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          {adminTrainActions
            .filter((action) => (adminTrainMoves[action].from as readonly string[]).includes(row.status))
            .map((action) => (
              <Button
                key={action}
                type="link"
                size="small"
                danger={action === 'cancel'}
                onClick={() => setMoving({ row, action })}
              >
                {t(`trainAdmin.action.${action}`)}
              </Button>
            ))}
          <Button type="link" size="small" onClick={() => setViewing(row.id)}>
            {t('trainAdmin.action.detail')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<AdminTrain, typeof spec>
        query={query}
        queryKey={['admin', 'train', 'list']}
        request={listAdminTrains}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1430 }}
        empty={t('trainAdmin.empty')}
        emptyFiltered={t('trainAdmin.emptyFiltered')}
        search={{
          children: (
            <>
              <Form.Item name="keyword" label={t('trainAdmin.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={trainLimits.keyword}
                  placeholder={t('trainAdmin.filter.keywordPlaceholder')}
                  style={{ width: 200 }}
                />
              </Form.Item>
              <Form.Item name="status" label={t('trainAdmin.filter.status')}>
                <Select
                  allowClear
                  placeholder={t('trainAdmin.filter.allStatuses')}
                  style={{ width: 140 }}
                  options={trainStatuses.map((s) => ({ value: s, label: t(`trainPage.status.${s}`) }))}
                />
              </Form.Item>
              <Form.Item name="platformId" label={t('trainPage.filter.platform')}>
                <Select
                  allowClear
                  placeholder={t('trainPage.filter.allPlatforms')}
                  style={{ width: 140 }}
                  options={(options?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
                />
              </Form.Item>
            </>
          ),
        }}
      />
      {moving ? <MoveDialog row={moving.row} action={moving.action} onClose={() => setMoving(null)} /> : null}
      {viewing !== null ? <ApplicationDrawer id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

export default function TrainAdminPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab: Tab = tabs.includes(raw as Tab) ? (raw as Tab) : 'applications';
  const menu = useMenu();
  const granted = menu.data ? menuStateOf(menu.data).func.includes(staffCodes.publish) : undefined;
  const mayAsk = granted === true || menu.isError;
  const options = useQuery({
    queryKey: ['admin', 'train', 'options'],
    queryFn: ({ signal }) => fetchAdminTrainOptions(signal),
    enabled: mayAsk,
    staleTime: 5 * 60_000,
  });
  const forbidden = options.error instanceof ApiError && options.error.status === 403;
  if (granted === false || forbidden) return <Navigate to="/noPermission" replace />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.train.title')} intro={t('trainAdmin.intro')} />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'applications' ? {} : { tab: key })}
          items={tabs.map((key) => ({
            key,
            label: t(`trainAdmin.tab.${key}`),
            children:
              tab !== key || !mayAsk ? null : key === 'applications' ? (
                <Applications options={options.data} />
              ) : key === 'courses' ? (
                <TrainAdminCourses options={options.data} />
              ) : (
                <TrainAdminOpenClasses options={options.data} />
              ),
          }))}
        />
      </Card>
    </Space>
  );
}
