// The result items of a review (level, position, description, picture — a picture opens in antd's
// image viewer), newest round first. While the review waits for the customer, each item is set to
// revised, not revised or own risk on its own row, or the selected ones at once (a page of them).
import { useState } from 'react';
import { Button, Empty, Flex, Image, Select, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { itemStatuses, reviewFileUrl, setItemStatus } from '../../api/review.ts';
import type { ItemStatus, ReviewDetail, ReviewItem, ReviewSide } from '../../api/review.ts';
import { formatTime } from '../../components/format.ts';
import { notify } from '../../notify.ts';
import { ItemStatusTag, LevelTag } from './ReviewTags.tsx';
import './i18n/review.ts';

export function ResultItems({ review, side }: { review: ReviewDetail; side: ReviewSide }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const canSet = side === 'customer' && review.can.setItems;
  const set = useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: ItemStatus }) => setItemStatus(review.id, ids, status),
    onSuccess: (answer, { ids }) => {
      notify({ type: 'success', content: t('review.items.setDone', { count: answer.updated }) });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review', 'detail'] }),
  });
  const statusOptions = itemStatuses.map((status) => ({ value: status, label: t(`review.itemStatus.${status}`) }));

  const columns: TableColumnsType<ReviewItem> = [
    {
      title: t('review.items.round'),
      dataIndex: 'round',
      width: 80,
      render: (round: number) => t('review.items.roundOf', { round }),
    },
    {
      title: t('review.items.level'),
      dataIndex: 'level',
      width: 90,
      render: (_: unknown, item) => <LevelTag level={item.level} />,
    },
    {
      title: t('review.items.position'),
      dataIndex: 'position',
      width: 140,
      render: (text: string) => <span style={{ wordBreak: 'break-word' }}>{text}</span>,
    },
    {
      title: t('review.items.description'),
      dataIndex: 'description',
      render: (text: string) => <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</div>,
    },
    {
      title: t('review.items.picture'),
      key: 'picture',
      width: 110,
      render: (_: unknown, item) =>
        item.picture ? (
          <Image
            width={72}
            height={48}
            style={{ objectFit: 'cover' }}
            src={reviewFileUrl(side, item.picture.fileId, true)}
            alt={t('review.items.pictureOf', { position: item.position })}
            preview={{ mask: t('review.items.preview') }}
          />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('review.items.status'),
      key: 'status',
      width: canSet ? 150 : 110,
      render: (_: unknown, item) =>
        canSet ? (
          <Select<ItemStatus>
            size="small"
            style={{ width: 130 }}
            value={item.status ?? undefined}
            placeholder={t('review.itemStatus.none')}
            aria-label={t('review.items.setOne', { position: item.position })}
            options={statusOptions}
            disabled={set.isPending}
            onChange={(status) => set.mutate({ ids: [item.id], status })}
          />
        ) : (
          <ItemStatusTag status={item.status} />
        ),
    },
    {
      title: t('review.items.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
  ];

  if (review.items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.items.empty')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {canSet ? (
        <Flex gap={8} align="center" wrap data-testid="review-items-bulk">
          <Typography.Text>{t('review.items.selected', { count: selected.length })}</Typography.Text>
          {itemStatuses.map((status) => (
            <Button
              key={status}
              size="small"
              disabled={selected.length === 0 || set.isPending}
              loading={set.isPending && set.variables?.ids.length !== 1 && set.variables?.status === status}
              onClick={() => set.mutate({ ids: selected, status })}
            >
              {t('review.items.setSelected', { status: t(`review.itemStatus.${status}`) })}
            </Button>
          ))}
        </Flex>
      ) : null}
      <Image.PreviewGroup>
        <Table<ReviewItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={review.items}
          pagination={review.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 900 }}
          rowSelection={
            canSet
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (item) => ({
                    'aria-label': t('review.items.select', { position: item.position }),
                  }),
                }
              : undefined
          }
        />
      </Image.PreviewGroup>
    </Space>
  );
}
