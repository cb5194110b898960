// The floating feedback button (spec §1) and the dialog it opens. The layouts leave it out where
// the route table says noFeedback (sign-in screens, systemUpgrade, noticePage); a page without the
// footer outside the frame (the viewers) has it in its top bar's right end (placement.ts).
import { lazy, Suspense } from 'react';
import { FloatButton } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import '../i18n/layout.ts';
import { openFeedback, useFeedbackDialog } from './feedbackDialog.ts';
import { feedbackButtonInset, feedbackButtonSize, topBarHeight } from './placement.ts';

const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx'));

export default function FeedbackButton({ inTopBar = false }: { inTopBar?: boolean }) {
  const { t } = useTranslation();
  const wanted = useFeedbackDialog((state) => state.wanted);
  return (
    <>
      <FloatButton
        type="primary"
        shape="square"
        icon={<CommentOutlined />}
        tooltip={{ title: t('layout.feedback.button'), placement: 'left' }}
        aria-label={t('layout.feedback.button')}
        onClick={openFeedback}
        style={{
          insetInlineEnd: feedbackButtonInset,
          ...(inTopBar
            ? { insetBlockStart: (topBarHeight - feedbackButtonSize) / 2, insetBlockEnd: 'auto' }
            : { insetBlockEnd: 48 }),
          width: feedbackButtonSize,
          height: feedbackButtonSize,
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      ) : null}
    </>
  );
}
