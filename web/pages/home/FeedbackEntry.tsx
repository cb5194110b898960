// The home page's feedback entry (spec §1): opens the same dialog as the floating button.
import { Button, Card, theme } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { openFeedback } from '../../layout/feedback/feedbackDialog.ts';
import { Heading, MutedParagraph } from '../../components/PlainText.tsx';

export function FeedbackEntry() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Card styles={{ body: { display: 'flex', gap: 14, alignItems: 'flex-start' } }}>
      <span
        aria-hidden="true"
        style={{
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: 10,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 20,
          color: token.colorPrimary,
          background: token.colorPrimaryBg,
        }}
      >
        <CommentOutlined />
      </span>
      <div style={{ minWidth: 0 }}>
        <Heading level={5}>{t('home.feedback.title')}</Heading>
        <MutedParagraph style={{ margin: '4px 0 10px' }}>{t('home.feedback.text')}</MutedParagraph>
        <Button onClick={openFeedback}>{t('home.feedback.button')}</Button>
      </div>
    </Card>
  );
}
