// The fields of a review (spec §3) as Descriptions, for the customer's detail and the engineer's
// console. The attachment downloads through the download manager — unless the review is
// confidential: then it is shown with no download action at all (the server refuses it anyway).
import { Button, Descriptions, Rate, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FileZipOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { useSession } from '../../stores/session.ts';
import { reviewFileUrl } from '../../api/review.ts';
import type { ReviewDetail, ReviewFile, ReviewSide } from '../../api/review.ts';
import { startDownload } from '../../components/downloads/manager.ts';
import { formatSize, formatTime, localName } from '../../components/format.ts';
import { ProgressTag, ResultTag } from './ReviewTags.tsx';
import './i18n/review.ts';

export function downloadReviewFile(side: ReviewSide, file: ReviewFile) {
  startDownload({ url: reviewFileUrl(side, file.fileId), fileName: file.name, fileSize: file.size });
}

export function Attachment({ review, side }: { review: ReviewDetail; side: ReviewSide }) {
  const { t } = useTranslation();
  const file = review.attachment;
  return (
    <Space wrap size="small" data-testid="review-attachment">
      <FileZipOutlined />
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {file.name}
      </Typography.Text>
      <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
      {review.confidential ? (
        <Tag icon={<LockOutlined />} color="default">
          {t('review.detail.confidentialNoDownload')}
        </Tag>
      ) : (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`${t('review.detail.download')} ${file.name}`}
          onClick={() => downloadReviewFile(side, file)}
        >
          {t('review.detail.download')}
        </Button>
      )}
    </Space>
  );
}

export function ReviewFields({ review, side }: { review: ReviewDetail; side: ReviewSide }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const dash = (value: string) => value || '—';
  const yesNo = (flag: boolean) => t(flag ? 'review.yes' : 'review.no');
  const long = (value: string) => <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{dash(value)}</div>;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { width: 150 } }}
      items={[
        { key: 'reviewType', label: t('review.field.reviewType'), children: t(`review.type.${review.reviewType}`) },
        { key: 'pcbProject', label: t('review.field.pcbProject'), children: review.pcbProject },
        { key: 'project', label: t('review.field.project'), children: review.project },
        { key: 'chip', label: t('review.field.chip'), children: review.platform },
        { key: 'progress', label: t('review.field.progress'), children: <ProgressTag progress={review.progress} /> },
        { key: 'result', label: t('review.field.result'), children: <ResultTag result={review.result} /> },
        ...(side === 'engineer'
          ? [
              {
                key: 'company',
                label: t('review.field.company'),
                children: localName({ name: review.company, nameEn: review.companyEn }, language),
              },
            ]
          : []),
        { key: 'submitter', label: t('review.field.submitter'), children: review.submitter },
        { key: 'engineer', label: t('review.field.engineer'), children: review.engineer ?? '—' },
        { key: 'round', label: t('review.field.round'), children: review.round },
        { key: 'contacts', label: t('review.field.contacts'), children: review.contacts },
        { key: 'edaTool', label: t('review.field.edaTool'), children: t(`review.eda.${review.edaTool}`) },
        { key: 'referenceDesign', label: t('review.field.referenceDesign'), children: dash(review.referenceDesign) },
        { key: 'pcbEdition', label: t('review.field.pcbEdition'), children: review.pcbEdition },
        { key: 'stackStructure', label: t('review.field.stackStructure'), children: review.stackStructure },
        { key: 'sideType', label: t('review.field.sideType'), children: t(`review.side.${review.sideType}`) },
        { key: 'memoryType', label: t('review.field.memoryType'), children: t(`review.memory.${review.memoryType}`) },
        { key: 'confidential', label: t('review.field.confidential'), children: yesNo(review.confidential) },
        { key: 'hasRevision', label: t('review.field.hasRevision'), children: yesNo(review.hasRevision) },
        { key: 'hasNewFunction', label: t('review.field.hasNewFunction'), children: yesNo(review.hasNewFunction) },
        ...(review.hasRevision
          ? [
              {
                key: 'revisionDesc',
                label: t('review.field.revisionDesc'),
                children: long(review.revisionDesc),
                span: 2,
              },
            ]
          : []),
        ...(review.hasNewFunction
          ? [
              {
                key: 'newFunctionDesc',
                label: t('review.field.newFunctionDesc'),
                children: long(review.newFunctionDesc),
                span: 2,
              },
            ]
          : []),
        {
          key: 'attachment',
          label: t('review.field.attachment'),
          children: <Attachment review={review} side={side} />,
          span: 2,
        },
        { key: 'remark', label: t('review.field.remark'), children: long(review.remark), span: 2 },
        { key: 'createdAt', label: t('review.field.submittedAt'), children: formatTime(review.createdAt) },
        { key: 'updatedAt', label: t('review.field.updatedAt'), children: formatTime(review.updatedAt) },
        ...(review.score !== null
          ? [
              {
                key: 'score',
                label: t('review.field.score'),
                children: (
                  <Space orientation="vertical" size={0}>
                    <Rate disabled value={review.score} aria-label={t('review.field.score')} />
                    <span data-testid="review-score">{t('review.score.value', { score: review.score })}</span>
                    {review.scoreComment ? long(review.scoreComment) : null}
                  </Space>
                ),
                span: 2,
              },
            ]
          : []),
      ]}
    />
  );
}
