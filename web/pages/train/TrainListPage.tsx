// /train (M10, kept alive): two tabs. "My trainings": the company's training applications with
// state, course, chip, expected time and contact, filtered by keyword, status and platform (kept
// in the address); view always, edit and cancel while to be confirmed, score once finished; the
// count of trainings waiting for a score is badged. "Public courses": enrolling or ended, with the
// seats and the caller's own enrolment; a row opens /train/openClassDetail.
import { Badge, Button, Card, Input, Popconfirm, Select, Space, Tabs, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  cancelTraining,
  enrolmentStates,
  fetchPendingFeedbackCount,
  listOpenClasses,
  listTrains,
  may,
  trainLimits,
  trainStatuses,
} from '../../api/train.ts';
import type { OpenClass, Train } from '../../api/train.ts';
import { formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { courseNameOf, editPath, openClassPath, viewPath } from './paths.ts';
import { EnrolmentTag, MyEnrolmentTag, TrainStatusTag } from './TrainTags.tsx';
import './i18n/train.ts';
import { useAuthorizedPlatforms } from '../../components/useAuthorizedPlatforms.ts';

const mineSpec = {
  keyword: param.text(trainLimits.keyword),
  status: param.oneOf(trainStatuses),
  platformId: param.id,
};
const openSpec = { enrolment: param.oneOf(enrolmentStates) };
const tabs = ['mine', 'openClass'] as const;
type Tab = (typeof tabs)[number];

export function usePendingFeedback() {
  return useQuery({
    queryKey: ['train', 'pendingFeedback'],
    queryFn: ({ signal }) => fetchPendingFeedbackCount(signal),
    staleTime: 30_000,
  });
}

function MyTrainings() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useListQuery(mineSpec, { keep: ['tab'] });
  const permissions = usePermissions();
  const mayApply = permissions.has('train.apply');
  const language = useSession((state) => state.language);
  const pending = usePendingFeedback();
  const platforms = useAuthorizedPlatforms();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelTraining(id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['train'] }),
  });
  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;
  const pendingCount = pending.data?.pendingFeedback ?? 0;

  const columns: TableColumnsType<Train> = [
    {
      title: t('trainPage.field.courseName'),
      key: 'course',
      render: (_: unknown, row) => (
        <Link to={viewPath(row.id)} state={{ fromList: true }}>
          {courseNameOf(row, language)}
        </Link>
      ),
    },
    { title: t('trainPage.field.chip'), dataIndex: 'chip', width: 110 },
    {
      title: t('trainPage.field.status'),
      dataIndex: 'status',
      // Wide enough for the longest English state on one line ("Pending feedback").
      width: 140,
      render: (_: unknown, row) => <TrainStatusTag status={row.status} />,
    },
    {
      title: t('trainPage.field.expectedAt'),
      key: 'expectedAt',
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
      width: 150,
      render: (_: unknown, row) => (
        <>
          <div>{row.contactName}</div>
          <div style={muted}>{row.contactPhone}</div>
        </>
      ),
    },
    { title: t('trainPage.field.attendees'), dataIndex: 'attendees', width: 90, align: 'right' },
    {
      title: t('trainPage.field.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      key: 'actions',
      title: t('trainPage.field.actions'),
      width: 190,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(viewPath(row.id), { state: { fromList: true } })}
          >
            {t('trainPage.action.view')}
          </Button>
          {mayApply && may('edit', row.status) ? (
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(editPath(row.id), { state: { fromList: true } })}
            >
              {t('trainPage.action.edit')}
            </Button>
          ) : null}
          {mayApply && may('cancel', row.status) ? (
            <Popconfirm
              title={t('trainPage.cancelTitle')}
              description={
                <div style={{ maxWidth: 320 }}>
                  {t('trainPage.cancelConfirm', { name: courseNameOf(row, language) })}
                </div>
              }
              okText={t('trainPage.action.cancel')}
              cancelText={t('trainPage.keepIt')}
              okButtonProps={{ danger: true }}
              onConfirm={() => cancel.mutateAsync(row.id).catch(() => {})}
            >
              <Button
                type="link"
                size="small"
                danger
                loading={cancel.isPending && cancel.variables === row.id}
                disabled={cancel.isPending && cancel.variables !== row.id}
              >
                {t('trainPage.action.cancel')}
              </Button>
            </Popconfirm>
          ) : null}
          {may('feedback', row.status) ? (
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(`${viewPath(row.id)}#feedback`, { state: { fromList: true } })}
            >
              {t('trainPage.action.feedback')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Train, typeof mineSpec>
      query={query}
      queryKey={['train', 'list']}
      request={listTrains}
      rowKey="id"
      columns={columns}
      scroll={{ x: 1260 }}
      empty={t('trainPage.empty.plain')}
      emptyFiltered={t('trainPage.empty.filtered')}
      search={{
        extra: (
          <Space wrap>
            <Badge count={pendingCount} size="small" offset={[-4, 0]}>
              <Button
                icon={<StarOutlined />}
                aria-label={`${t('trainPage.action.pendingFeedback')} ${pendingCount}`}
                onClick={() => query.search({ status: 'pendingFeedback', keyword: undefined, platformId: undefined })}
              >
                {t('trainPage.action.pendingFeedback')}
              </Button>
            </Badge>
            <Button onClick={() => void navigate('/train/shelfTrain')}>{t('trainPage.action.shelf')}</Button>
            {mayApply ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/train/shelfTrain')}>
                {t('trainPage.action.apply')}
              </Button>
            ) : null}
          </Space>
        ),
        children: (
          <>
            <Form.Item name="keyword" label={t('trainPage.filter.keyword')}>
              <Input
                allowClear
                maxLength={trainLimits.keyword}
                placeholder={t('trainPage.filter.keywordPlaceholder')}
                style={{ width: 220 }}
              />
            </Form.Item>
            <Form.Item name="status" label={t('trainPage.filter.status')}>
              <Select
                allowClear
                placeholder={t('trainPage.filter.allStatuses')}
                style={{ width: 140 }}
                options={trainStatuses.map((s) => ({ value: s, label: t(`trainPage.status.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="platformId" label={t('trainPage.filter.platform')}>
              <Select
                allowClear
                placeholder={t('trainPage.filter.allPlatforms')}
                style={{ width: 150 }}
                loading={platforms.isLoading}
                options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

function PublicCourses() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const query = useListQuery(openSpec, { keep: ['tab'] });
  const en = language === 'en';
  const columns: TableColumnsType<OpenClass> = [
    {
      title: t('trainPage.field.courseName'),
      key: 'name',
      render: (_: unknown, row) => (
        <Link to={openClassPath(row.id)} state={{ fromList: true }}>
          {en ? row.nameEn || row.name : row.name}
        </Link>
      ),
    },
    {
      title: t('trainPage.field.platform'),
      dataIndex: 'platform',
      width: 120,
      render: (value: string | null) => value ?? t('trainOpenClass.allPlatforms'),
    },
    {
      title: t('trainPage.field.startsAt'),
      dataIndex: 'startsAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('trainPage.field.classAddress'),
      key: 'address',
      width: 220,
      ellipsis: true,
      render: (_: unknown, row) => (en ? row.addressEn || row.address : row.address),
    },
    {
      title: t('trainPage.filter.enrolment'),
      dataIndex: 'enrolment',
      width: 130,
      render: (_: unknown, row) => <EnrolmentTag enrolment={row.enrolment} />,
    },
    {
      title: t('trainPage.field.seats'),
      key: 'seats',
      width: 100,
      align: 'right',
      render: (_: unknown, row) => t('trainPage.seats', { enrolled: row.enrolledCount, capacity: row.capacity }),
    },
    {
      title: t('trainPage.field.myEnrolment'),
      dataIndex: 'enrolled',
      width: 120,
      render: (_: unknown, row) => <MyEnrolmentTag enrolled={row.enrolled} />,
    },
    {
      key: 'actions',
      title: t('trainPage.field.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Link to={openClassPath(row.id)} state={{ fromList: true }}>
          {t('trainPage.action.detail')}
        </Link>
      ),
    },
  ];
  return (
    <ListPage<OpenClass, typeof openSpec>
      query={query}
      queryKey={['train', 'openClass', 'list']}
      request={listOpenClasses}
      rowKey="id"
      columns={columns}
      scroll={{ x: 1100 }}
      empty={t('trainPage.empty.openClass')}
      emptyFiltered={t('trainPage.empty.openClassFiltered')}
      search={{
        children: (
          <Form.Item name="enrolment" label={t('trainPage.filter.enrolment')}>
            <Select
              allowClear
              placeholder={t('trainPage.filter.allEnrolment')}
              style={{ width: 150 }}
              options={enrolmentStates.map((s) => ({ value: s, label: t(`trainPage.enrolment.${s}`) }))}
            />
          </Form.Item>
        ),
      }}
    />
  );
}

export default function TrainListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab: Tab = tabs.includes(raw as Tab) ? (raw as Tab) : 'mine';
  const pending = usePendingFeedback();
  const pendingCount = pending.data?.pendingFeedback ?? 0;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('train.title')}</h1>
        <Typography.Paragraph style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t('trainPage.intro')}
        </Typography.Paragraph>
      </div>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          // Each tab's filters and page are its own: a switch starts the other list afresh.
          onChange={(key) => setSearchParams(key === 'mine' ? {} : { tab: key })}
          items={[
            {
              key: 'mine',
              label: (
                <Badge count={pendingCount} size="small" offset={[8, -2]} title={t('trainPage.status.pendingFeedback')}>
                  <span>{t('trainPage.tab.mine')}</span>
                </Badge>
              ),
              children: tab === 'mine' ? <MyTrainings /> : null,
            },
            {
              key: 'openClass',
              label: t('trainPage.tab.openClass'),
              children: tab === 'openClass' ? <PublicCourses /> : null,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
