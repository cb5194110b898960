// What the customer's list (/review) and the engineer's console (/admin/review) show alike: the
// columns of a review row and the filters by keyword, progress and result. Each list picks the
// columns it shows, in its order, and adds its own (the name's link, the company, the dates' sort).
import { Input, Select } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnType } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { TFunction } from '../../i18n/translate.ts';
import { reviewLimits, reviewProgresses } from '../../api/review.ts';
import type { ReviewRow } from '../../api/review.ts';
import { formatTime } from '../../components/format.ts';
import { ProgressTag, ResultTag } from './ReviewTags.tsx';
import { resultFilters } from './reviewQuery.ts';
import './i18n/review.ts';

type Column = TableColumnType<ReviewRow>;

/** The shared columns by name; a list sets the width of those whose width differs between the two. */
export const reviewColumns = (t: TFunction) =>
  ({
    reviewType: {
      title: t('review.field.reviewType'),
      dataIndex: 'reviewType',
      render: (type: string) => t(`review.type.${type}`),
    },
    project: { title: t('review.field.project'), dataIndex: 'project' },
    chip: { title: t('review.field.chip'), dataIndex: 'platform' },
    progress: {
      title: t('review.field.progress'),
      dataIndex: 'progress',
      // Wide enough for the longest English state on one line ("Revising (customer)").
      width: 160,
      render: (_: unknown, row) => <ProgressTag progress={row.progress} />,
    },
    result: {
      title: t('review.field.result'),
      dataIndex: 'result',
      width: 150,
      render: (_: unknown, row) => <ResultTag result={row.result} />,
    },
    updatedAt: {
      title: t('review.field.updatedAt'),
      dataIndex: 'updatedAt',
      render: (value: string) => formatTime(value),
    },
  }) satisfies Record<string, Column>;

export function KeywordFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="keyword" label={t('review.filter.keyword')}>
      <Input
        allowClear
        maxLength={reviewLimits.keyword}
        placeholder={t('review.filter.keywordPlaceholder')}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/** The progress and result filters (result: one of the results, or still open). */
export function StateFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="progress" label={t('review.field.progress')}>
        <Select
          allowClear
          placeholder={t('review.filter.all')}
          style={{ width: 150 }}
          options={reviewProgresses.map((p) => ({ value: p, label: t(`review.progress.${p}`) }))}
        />
      </Form.Item>
      <Form.Item name="result" label={t('review.field.result')}>
        <Select
          allowClear
          placeholder={t('review.filter.all')}
          style={{ width: 170 }}
          options={resultFilters.map((r) => ({ value: r, label: t(`review.result.${r}`) }))}
        />
      </Form.Item>
    </>
  );
}
