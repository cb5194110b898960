// /admin/review: the engineer's design review console (staff code admin.engineer; the router
// enforces it). The queue of the reviews of the engineer's companies, filtered by progress, result,
// keyword and "mine" (kept in the address); a review opens in a drawer with its fields, timeline,
// result items and the conversation, and the moves its state allows (the server's `can`, checked
// again there): take it, add result items with a picture, ask the customer for revision, and end it
// — pass, fail, risk-pass or force end.
import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Drawer,
  Flex,
  Input,
  Modal,
  Result,
  Select,
  Skeleton,
  Space,
  Tabs,
  Typography,
  Upload,
} from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  addReviewItem,
  askRevision,
  finishReview,
  itemLevels,
  listAdminReviews,
  pictureUploadPath,
  reviewLimits,
  reviewProgresses,
  takeReview,
} from '../../api/review.ts';
import type { EngineerResult, ItemLevel, ReviewDetail, ReviewFile, ReviewRow } from '../../api/review.ts';
import { formatSize, localName } from '../../components/format.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListSearchForm } from '../../components/list/ListSearchForm.tsx';
import { CappedNotice } from '../../components/list/CappedNotice.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListData } from '../../components/list/useListData.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { Conversation } from '../review/Conversation.tsx';
import { ResultItems } from '../review/ResultItems.tsx';
import { ReviewFields } from '../review/ReviewFields.tsx';
import { KeywordFilter, StateFilters, reviewColumns } from '../review/reviewColumns.tsx';
import { ReviewTimeline } from '../review/ReviewTimeline.tsx';
import { resultFilters } from '../review/reviewQuery.ts';
import { TransferProgress, useProgressUpload } from '../review/upload.tsx';
import { useReviewOf } from '../review/useReview.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import '../review/i18n/review.ts';
import './i18n/reviewAdmin.ts';

const spec = {
  keyword: param.text(reviewLimits.keyword),
  progress: param.oneOf(reviewProgresses),
  result: param.oneOf(resultFilters),
  mine: param.flag,
};
type Values = { keyword?: string; progress?: string; result?: string; mine?: boolean };

type ItemValues = { level: ItemLevel; position: string; description: string };

function ItemDialog({ review, onClose }: { review: ReviewDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ItemValues>();
  const [picture, setPicture] = useState<ReviewFile | null>(null);
  const upload = useProgressUpload<ReviewFile>(pictureUploadPath);
  const save = useMutation({
    mutationFn: (values: ItemValues) =>
      addReviewItem(review.id, {
        level: values.level,
        position: values.position.trim(),
        description: values.description.trim(),
        pictureFileId: picture?.fileId,
      }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['review'] });
      onClose();
    },
  });
  return (
    <Modal
      open
      width={640}
      title={t('reviewAdmin.item.title', { name: review.pcbProject })}
      okText={t('reviewAdmin.item.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: upload.busy }}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => {},
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ItemValues> form={form} layout="vertical" initialValues={{ level: 'major' }}>
        <Form.Item
          name="level"
          label={t('review.items.level')}
          validateTrigger={validateTrigger}
          rules={[requiredSelect(t)]}
        >
          <Select options={itemLevels.map((level) => ({ value: level, label: t(`review.level.${level}`) }))} />
        </Form.Item>
        <Form.Item
          name="position"
          label={t('review.items.position')}
          validateTrigger={validateTrigger}
          rules={[requiredText(t)]}
        >
          <Input maxLength={reviewLimits.itemPosition} placeholder={t('reviewAdmin.item.positionPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('review.items.description')}
          validateTrigger={validateTrigger}
          rules={[requiredText(t)]}
        >
          <Input.TextArea rows={4} maxLength={reviewLimits.itemDescription} showCount />
        </Form.Item>
        <Form.Item label={t('review.items.picture')} extra={t('reviewAdmin.item.pictureHelp')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              showUploadList={false}
              disabled={upload.busy}
              beforeUpload={(file) => {
                void upload.upload(file).then((stored) => stored && setPicture(stored));
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<PictureOutlined />} loading={upload.busy}>
                {t(picture ? 'reviewAdmin.item.replacePicture' : 'reviewAdmin.item.choosePicture')}
              </Button>
            </Upload>
            {upload.transfer ? <TransferProgress transfer={upload.transfer} onCancel={upload.cancel} /> : null}
            {upload.error ? <Typography.Text type="danger">{upload.error}</Typography.Text> : null}
            {picture ? (
              <div data-testid="review-item-picture">
                <Typography.Text strong>{picture.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">{formatSize(picture.size)}</Typography.Text>{' '}
                <Button type="link" size="small" onClick={() => setPicture(null)}>
                  {t('reviewAdmin.item.removePicture')}
                </Button>
              </div>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}

type Move = { kind: 'askRevision' } | { kind: 'finish'; result: EngineerResult };

function MoveDialog({ review, move, onClose }: { review: ReviewDetail; move: Move; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ note: string }>();
  const name = move.kind === 'finish' ? move.result : 'askRevision';
  const run = useMutation({
    mutationFn: ({ note }: { note: string }) =>
      move.kind === 'finish'
        ? finishReview(review.id, { result: move.result, note: (note ?? '').trim() })
        : askRevision(review.id, (note ?? '').trim()),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      onClose();
    },
    // Refused (409: the customer or another engineer moved it meanwhile) or not, show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
  return (
    <Modal
      open
      title={t(`reviewAdmin.move.${name}Title`)}
      okText={t(`reviewAdmin.move.${name}`)}
      okButtonProps={{ danger: name === 'fail' || name === 'forceEnd' }}
      cancelText={t('common.cancel')}
      confirmLoading={run.isPending}
      onOk={() =>
        void form.validateFields().then(
          (values) => run.mutate(values),
          () => {},
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`reviewAdmin.move.${name}Confirm`, { name: review.pcbProject })}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ note: '' }}>
        <Form.Item name="note" label={t('reviewAdmin.move.note')}>
          <Input.TextArea rows={3} maxLength={reviewLimits.retrialNote} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReviewDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { detail, notFound } = useReviewOf('engineer', id);
  const [adding, setAdding] = useState(false);
  const [move, setMove] = useState<Move | null>(null);
  const take = useMutation({
    mutationFn: () => takeReview(id),
    onSuccess: () => notify({ type: 'success', content: t('common.operationSuccess') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
  const review = detail.data;

  const actions = review ? (
    <Flex gap={8} wrap justify="flex-end">
      {review.can.take ? (
        <Button type="primary" loading={take.isPending} onClick={() => take.mutate()}>
          {t('reviewAdmin.move.take')}
        </Button>
      ) : null}
      {review.can.addItems ? (
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('reviewAdmin.item.add')}
        </Button>
      ) : null}
      {review.can.askRevision ? (
        <Button onClick={() => setMove({ kind: 'askRevision' })} disabled={review.items.length === 0}>
          {t('reviewAdmin.move.askRevision')}
        </Button>
      ) : null}
      {review.can.finish.map((result) => (
        <Button
          key={result}
          danger={result === 'fail' || result === 'forceEnd'}
          type={result === 'pass' ? 'primary' : 'default'}
          onClick={() => setMove({ kind: 'finish', result })}
        >
          {t(`reviewAdmin.move.${result}`)}
        </Button>
      ))}
    </Flex>
  ) : null;

  return (
    <Drawer
      open
      size={1000}
      title={review ? review.pcbProject : t('reviewAdmin.drawerTitle')}
      extra={actions}
      onClose={onClose}
      destroyOnHidden
    >
      {notFound ? (
        <Result status="404" title={t('review.detail.notFound')} />
      ) : detail.isError ? (
        <Result status="error" title={t('review.detail.loadError')} />
      ) : !review ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Tabs
          items={[
            {
              key: 'fields',
              label: t('review.detail.fields'),
              children: (
                <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                  <ReviewFields review={review} side="engineer" />
                  <ReviewTimeline history={review.history} />
                </Space>
              ),
            },
            {
              key: 'items',
              label: t('review.detail.items', { count: review.items.length }),
              children: <ResultItems review={review} side="engineer" />,
            },
            {
              key: 'interact',
              label: t('review.interact.title'),
              children: <Conversation reviewId={review.id} side="engineer" open={review.can.talk} />,
            },
          ]}
        />
      )}
      {review && adding ? <ItemDialog review={review} onClose={() => setAdding(false)} /> : null}
      {review && move ? <MoveDialog review={review} move={move} onClose={() => setMove(null)} /> : null}
    </Drawer>
  );
}

export default function ReviewAdminPage() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec);
  const list = useListData(['review', 'admin', 'list'], query.request, (request, signal) =>
    listAdminReviews({ ...request, mine: request.mine ? 'true' : undefined }, signal),
  );
  const [open, setOpen] = useState<number | null>(null);

  const shared = reviewColumns(t);
  const columns: TableColumnsType<ReviewRow> = [
    {
      title: t('review.field.company'),
      key: 'company',
      width: 170,
      render: (_: unknown, row) => localName({ name: row.company, nameEn: row.companyEn }, language),
    },
    {
      title: t('review.field.pcbProject'),
      dataIndex: 'pcbProject',
      width: 200,
      render: (name: string, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setOpen(row.id)}
        >
          {name}
        </Button>
      ),
    },
    { ...shared.reviewType, width: 120 },
    { ...shared.project, width: 140 },
    { ...shared.chip, width: 100 },
    shared.progress,
    shared.result,
    {
      title: t('review.field.engineer'),
      dataIndex: 'engineer',
      width: 110,
      render: (name: string | null) => name ?? '—',
    },
    { ...shared.updatedAt, width: 150 },
    {
      key: 'actions',
      title: t('review.field.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button size="small" aria-label={`${t('reviewAdmin.open')} ${row.pcbProject}`} onClick={() => setOpen(row.id)}>
          {t('reviewAdmin.open')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.review.title')} intro={t('reviewAdmin.intro')} />
      <Card>
        <ListSearchForm<typeof spec, Values> query={query}>
          <KeywordFilter />
          <StateFilters />
          <Form.Item name="mine" valuePropName="checked">
            <Checkbox>{t('reviewAdmin.mine')}</Checkbox>
          </Form.Item>
        </ListSearchForm>
        <CappedNotice data={list.data} text={(count) => t('reviewAdmin.capped', { count })} />
        <ListTable<ReviewRow, typeof spec>
          query={query}
          result={list}
          columns={columns}
          scroll={{ x: 1390 }}
          empty={t('reviewAdmin.empty')}
          emptyFiltered={t('reviewAdmin.emptyFiltered')}
        />
      </Card>
      {open !== null ? <ReviewDrawer key={open} id={open} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}
