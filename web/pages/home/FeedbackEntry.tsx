// The home page's feedback entry (spec §1): opens the same dialog as the floating button.
import { Button, Card, theme, Typography } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { openFeedback } from '../../layout/feedback/feedbackDialog.ts';

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
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('home.feedback.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 10px', fontSize: token.fontSizeSM }}>
          {t('home.feedback.text')}
        </Typography.Paragraph>
        <Button onClick={openFeedback}>{t('home.feedback.button')}</Button>
      </div>
    </Card>
  );
}
