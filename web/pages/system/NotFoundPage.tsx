import { Button, Result } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('common.notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
