// The states of a review as tags, one colour per meaning across the portal (UI.md): processing
// blue, waiting for the customer orange, passed green, refused or ended red, closed grey.
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { ItemLevel, ItemStatus, ReviewProgress, ReviewResult } from '../../api/review.ts';
import './i18n/review.ts';

const progressColours: Record<ReviewProgress, string> = {
  notReviewed: 'default',
  reviewing: 'blue',
  revising: 'orange',
  retrial: 'blue',
};
const resultColours: Record<ReviewResult, string> = {
  pass: 'green',
  riskPass: 'gold',
  fail: 'red',
  forceEnd: 'red',
  ownRisk: 'default',
};
const levelColours: Record<ItemLevel, string> = { critical: 'red', major: 'orange', minor: 'blue' };
const itemStatusColours: Record<ItemStatus, string> = { revised: 'green', notRevised: 'red', ownRisk: 'gold' };

export function ProgressTag({ progress }: { progress: ReviewProgress }) {
  const { t } = useTranslation();
  return <Tag color={progressColours[progress]}>{t(`review.progress.${progress}`)}</Tag>;
}

export function ResultTag({ result }: { result: ReviewResult | null }) {
  const { t } = useTranslation();
  if (!result) return <Tag>{t('review.result.open')}</Tag>;
  return <Tag color={resultColours[result]}>{t(`review.result.${result}`)}</Tag>;
}

export function LevelTag({ level }: { level: ItemLevel }) {
  const { t } = useTranslation();
  return <Tag color={levelColours[level]}>{t(`review.level.${level}`)}</Tag>;
}

export function ItemStatusTag({ status }: { status: ItemStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <Tag>{t('review.itemStatus.none')}</Tag>;
  return <Tag color={itemStatusColours[status]}>{t(`review.itemStatus.${status}`)}</Tag>;
}
