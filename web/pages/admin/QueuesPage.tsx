// /admin/queues: the engineers' work queues (staff code admin.engineer; the router enforces it).
// One tab per kind — change requests, document feedback, survey, home feedback, FAQ comments —
// each with its open count as a badge; the tab's list (state, company and keyword in the address,
// open by default) of the companies assigned to the engineer; an item opens in a drawer with what
// the customer wrote, what it is about and the reply form (open items) or the reply given, and
// Close (confirmed). A move someone else made first is refused by the server (409, its toast) and
// the drawer and list show the item as it is now.
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Descriptions,
  Drawer,
  Input,
  List,
  Popconfirm,
  Rate,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Form } from '../../components/Form.tsx';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  closeQueueItem,
  fetchQueueCompanies,
  fetchQueueCounts,
  fetchQueueItem,
  listQueue,
  queueKinds,
  queueMax,
  queueStates,
  replyToQueueItem,
} from '../../api/queues.ts';
import type { QueueCompany, QueueDetail, QueueItem, QueueKind, QueueState } from '../../api/queues.ts';
import { ApiError } from '../../api/request.ts';
import { formatTime, localName } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import '../dcc/i18n/survey.ts';
import './i18n/queues.ts';

const statusFilters = [...queueStates, 'all'] as const;
type StatusFilter = (typeof statusFilters)[number];
/** The state is chosen above the filter bar: open unless the address says otherwise, kept by Reset. */
const spec = {
  status: param.kept(param.withFallback(param.oneOf(statusFilters), 'open')),
  companyId: param.id,
  keyword: param.text(queueMax.keyword),
};
const statusColours: Record<QueueState, string> = { open: 'orange', replied: 'green', closed: 'default' };
const listKey = ['admin', 'queues'] as const;

function StateTag({ status }: { status: QueueState }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]}>{t(`queues.status.${status}`)}</Tag>;
}

const text = (value: string) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value || '—'}</span>;

/** The fields of one kind beside the common ones. */
function kindFields(item: QueueDetail, t: (key: string, options?: Record<string, unknown>) => string) {
  const fields: DescriptionsProps['items'] = [];
  const extra = item.extra;
  switch (extra.kind) {
    case 'pcnRequest':
      fields.push(
        { key: 'impact', label: t('queues.detail.impact'), children: text(extra.impact) },
        { key: 'request', label: t('queues.detail.request'), children: text(extra.request) },
      );
      break;
    case 'docFeedback':
      fields.push(
        { key: 'kindOf', label: t('queues.detail.kindOf'), children: t(`queues.tag.${extra.docKind}`) },
        { key: 'subject', label: t('queues.detail.subject'), children: text(extra.subject) },
        { key: 'content', label: t('queues.detail.content'), children: text(item.content) },
      );
      break;
    case 'survey':
      fields.push(
        { key: 'period', label: t('queues.detail.period'), children: extra.period },
        {
          key: 'docType',
          label: t('queues.detail.docType'),
          children:
            extra.docType === 'other' && extra.otherType
              ? `${t('dcc.survey.docTypes.other')} (${extra.otherType})`
              : t(`dcc.survey.docTypes.${extra.docType}`),
        },
        {
          key: 'ratings',
          label: t('queues.detail.ratings'),
          children: (
            <Space orientation="vertical" size={0}>
              {Object.entries(extra.ratings).map(([dimension, value]) => (
                <Space key={dimension} size={8} wrap>
                  <span style={{ display: 'inline-block', minWidth: 96 }}>
                    {t(`dcc.survey.dimension.${dimension}`)}
                  </span>
                  <Rate disabled value={value} style={{ fontSize: 14 }} />
                </Space>
              ))}
            </Space>
          ),
        },
        { key: 'totalScore', label: t('queues.detail.totalScore'), children: `${extra.totalScore} / 10` },
        { key: 'suggestion', label: t('queues.detail.suggestion'), children: text(item.content) },
      );
      break;
    case 'homeFeedback':
      fields.push(
        { key: 'subject', label: t('queues.detail.subject'), children: text(extra.subject) },
        { key: 'content', label: t('queues.detail.content'), children: text(item.content) },
        {
          key: 'page',
          label: t('queues.detail.page'),
          children: <Typography.Text code>{extra.page || '/'}</Typography.Text>,
        },
      );
      break;
    case 'articleComment':
      fields.push(
        { key: 'kindOf', label: t('queues.detail.kindOf'), children: t(`queues.tag.${extra.module}`) },
        { key: 'comment', label: t('queues.detail.comment'), children: text(item.content) },
      );
      break;
  }
  return fields;
}

function ReplyForm({ item }: { item: QueueDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reply: string }>();
  const send = useMutation({
    mutationFn: ({ reply }: { reply: string }) => replyToQueueItem(item.kind, item.id, reply.trim()),
    onSuccess: () => {
      notify({ type: 'success', content: t('queues.reply.done') });
      form.resetFields();
    },
    // Refused (409: replied or closed meanwhile) or not, show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return (
    <Form<{ reply: string }>
      form={form}
      layout="vertical"
      onFinish={(values) => send.mutate(values)}
      disabled={send.isPending}
      name="queueReply"
    >
      <Form.Item
        name="reply"
        label={t('queues.reply.label')}
        validateTrigger={validateTrigger}
        rules={[requiredText(t), { max: queueMax.reply, message: t('queues.reply.max', { max: queueMax.reply }) }]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={queueMax.reply}
          placeholder={t(
            item.kind === 'articleComment' ? 'queues.reply.placeholderComment' : 'queues.reply.placeholder',
          )}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('queues.reply.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function QueueDrawer({ kind, id, onClose }: { kind: QueueKind; id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...listKey, 'item', kind, id],
    queryFn: ({ signal }) => fetchQueueItem(kind, id, signal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const close = useMutation({
    mutationFn: () => closeQueueItem(kind, id),
    onSuccess: () => notify({ type: 'success', content: t('queues.close.done') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const item = detail.data;
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);

  const closeButton =
    item && item.status !== 'closed' ? (
      <Popconfirm
        title={t('queues.close.title')}
        description={<div style={{ maxWidth: 320 }}>{t('queues.close.confirm', { title: item.title })}</div>}
        okText={t('queues.close.button')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => close.mutateAsync().catch(() => {})}
      >
        <Button danger loading={close.isPending}>
          {t('queues.close.button')}
        </Button>
      </Popconfirm>
    ) : null;

  const replied = item?.reply ? (
    <Card size="small" title={t('queues.detail.reply')}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {item.reply}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('queues.detail.repliedBy', { name: item.repliedBy ?? '—', time: formatTime(item.repliedAt) })}
      </Typography.Text>
    </Card>
  ) : null;

  const official =
    item?.extra.kind === 'articleComment' ? (
      <Card size="small" title={t('queues.detail.officialReplies')}>
        {item.extra.officialReplies.length ? (
          <List
            size="small"
            dataSource={item.extra.officialReplies}
            renderItem={(reply) => (
              <List.Item style={{ display: 'block', paddingInline: 0 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {reply.author} · {formatTime(reply.createdAt)}
                </Typography.Text>
                <div>{text(reply.content)}</div>
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text type="secondary">{t('queues.detail.officialNone')}</Typography.Text>
        )}
      </Card>
    ) : null;

  return (
    <Drawer
      open
      size={720}
      title={item ? item.title : t('queues.detail.title')}
      extra={closeButton}
      onClose={onClose}
      destroyOnHidden
    >
      {notFound ? (
        <Result status="404" title={t('queues.detail.notFound')} />
      ) : detail.isError ? (
        <Result
          status="error"
          title={t('queues.detail.loadError')}
          extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !item ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 150 } }}
            items={[
              { key: 'status', label: t('queues.detail.status'), children: <StateTag status={item.status} /> },
              { key: 'company', label: t('queues.detail.company'), children: localName(item.company, language) },
              {
                key: 'customer',
                label: t('queues.detail.customer'),
                children: (
                  <span style={{ wordBreak: 'break-all' }}>
                    {item.customer.name} &lt;{item.customer.email}&gt;
                  </span>
                ),
              },
              { key: 'createdAt', label: t('queues.detail.createdAt'), children: formatTime(item.createdAt) },
              ...(item.kind === 'survey' || item.kind === 'homeFeedback'
                ? []
                : [
                    {
                      key: 'about',
                      label: t('queues.detail.about'),
                      children: item.about ? (
                        <Space size={8} wrap>
                          <span style={{ wordBreak: 'break-word' }}>{item.about.name}</span>
                          <Link to={item.about.path} target="_blank" rel="noopener">
                            {t('queues.detail.openAbout')}
                          </Link>
                        </Space>
                      ) : (
                        <Typography.Text type="secondary">{t('queues.detail.aboutNone')}</Typography.Text>
                      ),
                    },
                  ]),
              ...kindFields(item, t),
            ]}
          />
          {replied}
          {official}
          {item.status === 'open' ? (
            <ReplyForm item={item} />
          ) : item.status === 'closed' && !item.reply && item.repliedBy ? (
            <Typography.Text type="secondary">{t('queues.detail.closedBy', { name: item.repliedBy })}</Typography.Text>
          ) : null}
        </Space>
      )}
    </Drawer>
  );
}

function QueueList({ kind, companies }: { kind: QueueKind; companies: QueueCompany[] }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec, { keep: ['tab'] });
  const status = (query.filters.status ?? 'open') as StatusFilter;
  const list = useListData([...listKey, 'list', kind], query.request, (request, signal) =>
    listQueue(kind, { ...request, status: request.status === 'all' ? undefined : request.status }, signal),
  );
  const [open, setOpen] = useState<number | null>(null);

  const columns: TableColumnsType<QueueItem> = [
    {
      title: t('queues.column.title'),
      dataIndex: 'title',
      width: 240,
      render: (title: string, row) => (
        <Space orientation="vertical" size={2}>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', wordBreak: 'break-word' }}
            onClick={() => setOpen(row.id)}
          >
            {title}
          </Button>
          {row.tag ? <Tag style={{ marginInlineEnd: 0 }}>{t(`queues.tag.${row.tag}`)}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('queues.column.company'),
      key: 'company',
      width: 160,
      render: (_: unknown, row) => localName(row.company, language),
    },
    {
      title: t('queues.column.customer'),
      key: 'customer',
      width: 200,
      render: (_: unknown, row) => (
        <>
          <div>{row.customer.name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {row.customer.email}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('queues.column.content'),
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2 }}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 0 }}
        >
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('queues.column.status'),
      dataIndex: 'status',
      width: 96,
      render: (value: QueueState) => <StateTag status={value} />,
    },
    {
      title: t('queues.column.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(value)}</span>,
    },
    {
      title: t('queues.column.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button size="small" aria-label={`${t('queues.open')} ${row.title}`} onClick={() => setOpen(row.id)}>
          {t('queues.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Segmented<StatusFilter>
        value={status}
        onChange={(value) => query.search({ status: value })}
        options={statusFilters.map((value) => ({ value, label: t(`queues.status.${value}`) }))}
        style={{ marginBottom: 16 }}
        aria-label={t('queues.column.status')}
      />
      <ListSearchForm<typeof spec> query={query}>
        <Form.Item name="companyId" label={t('queues.filter.company')}>
          <Select
            allowClear
            placeholder={t('queues.filter.allCompanies')}
            style={{ width: 200 }}
            options={companies.map((c) => ({ value: c.id, label: localName(c, language) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('queues.filter.keyword')}>
          <Input
            allowClear
            maxLength={queueMax.keyword}
            placeholder={t('queues.filter.keywordPlaceholder')}
            style={{ width: 260 }}
          />
        </Form.Item>
      </ListSearchForm>
      <ListTable<QueueItem, typeof spec>
        query={query}
        result={list}
        columns={columns}
        scroll={{ x: 1100 }}
        empty={t(`queues.empty.${status}`)}
        emptyFiltered={t('queues.emptyFiltered')}
        loadError={t('queues.loadError')}
      />
      {open !== null ? <QueueDrawer key={open} kind={kind} id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export default function QueuesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const kind: QueueKind = queueKinds.includes(raw as QueueKind) ? (raw as QueueKind) : queueKinds[0];
  const counts = useQuery({ queryKey: [...listKey, 'counts'], queryFn: ({ signal }) => fetchQueueCounts(signal) });
  const companies = useQuery({
    queryKey: [...listKey, 'companies'],
    queryFn: ({ signal }) => fetchQueueCompanies(signal),
    staleTime: 5 * 60_000,
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.queues.title')} intro={t('queues.intro')} />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={kind}
          onChange={(key) => setSearchParams(key === queueKinds[0] ? {} : { tab: key })}
          tabBarExtraContent={
            counts.isError ? (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {t('queues.countsError')}
              </Typography.Text>
            ) : null
          }
          items={queueKinds.map((key) => ({
            key,
            label: (
              <Space size={6}>
                {t(`queues.kind.${key}`)}
                <Badge count={counts.data?.[key] ?? 0} overflowCount={99} size="small" />
              </Space>
            ),
            children: key === kind ? <QueueList kind={key} companies={companies.data ?? []} /> : null,
          }))}
        />
      </Card>
    </Space>
  );
}
