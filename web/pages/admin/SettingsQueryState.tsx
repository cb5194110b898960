// A settings card's body while its query has no answer: loading, or the failure with a retry.
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import './i18n/settings.ts';

export function QueryState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Alert
      type="error"
      showIcon
      title={t('settingsAdmin.loadError')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
