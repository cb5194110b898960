// The floating feedback button (spec §1) and the dialog it opens. The layouts leave it out where
// the route table says noFeedback (sign-in screens, systemUpgrade, noticePage).
import { lazy, Suspense } from 'react';
import { FloatButton } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
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
        tooltip={{ title: t('layout.feedback.button'), placement: 'left' }}
        aria-label={t('layout.feedback.button')}
        onClick={openFeedback}
        // Small and in the page's right margin (outside the 24 px content padding), so it never
        // covers a table's last column or a form's counter at 1280 px.
        style={{ insetInlineEnd: 6, insetBlockEnd: 48, width: 40, height: 40 }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      ) : null}
    </>
  );
}
