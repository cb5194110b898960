import { Button, Result } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';

export default function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={t('common.noPermission')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
