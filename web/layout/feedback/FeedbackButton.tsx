// The floating feedback button (spec §1) and the dialog it opens. The layouts leave it out where
// the route table says noFeedback (sign-in screens, systemUpgrade, noticePage).
import { lazy, Suspense } from 'react';
import { FloatButton } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '../i18n/layout.ts';
import { openFeedback, useFeedbackDialog } from './feedbackDialog.ts';

const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx'));

export default function FeedbackButton() {
  const { t } = useTranslation();
  const wanted = useFeedbackDialog((state) => state.wanted);
  return (
    <>
      <FloatButton
        type="primary"
        shape="square"
        icon={<CommentOutlined />}
        content={t('layout.feedback.button')}
        aria-label={t('layout.feedback.button')}
        onClick={openFeedback}
        style={{ insetInlineEnd: 24, insetBlockEnd: 72, width: 'auto', minWidth: 56, height: 56, paddingInline: 6 }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      ) : null}
    </>
  );
}
