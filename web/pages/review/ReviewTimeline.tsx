// The progress and the result of a review as a timeline (spec §4): each step with who took it and
// when, the state it led to, and its note (the engineer's request, the retrial's note, a score's comment).
import { Timeline, Typography, theme } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { ReviewAction, ReviewHistory } from '../../api/review.ts';
import { formatTime } from '../../components/format.ts';
import { ProgressTag, ResultTag } from './ReviewTags.tsx';
import './i18n/review.ts';

const colours: Partial<Record<ReviewAction, string>> = {
  pass: 'green',
  riskPass: 'gold',
  fail: 'red',
  forceEnd: 'red',
  askRevision: 'orange',
  ownRisk: 'gray',
};

export function ReviewTimeline({ history }: { history: ReviewHistory[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Timeline
      data-testid="review-timeline"
      items={history.map((step) => ({
        key: step.id,
        color: colours[step.action] ?? 'blue',
        content: (
          <div>
            <Typography.Text strong>{t(`review.action.${step.action}`)}</Typography.Text>{' '}
            {step.result ? <ResultTag result={step.result} /> : <ProgressTag progress={step.progress} />}
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {t(step.byStaff ? 'review.timeline.byEngineer' : 'review.timeline.byCustomer', { who: step.who })} ·{' '}
              {formatTime(step.at)}
            </div>
            {step.note ? (
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: 4 }}>{step.note}</div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
