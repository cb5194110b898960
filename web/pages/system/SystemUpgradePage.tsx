// /systemUpgrade (spec §2, §4): shown while the maintenance flag of /version.json is on; the
// guard sends every other page here meanwhile, and sends this page home once the flag is off —
// so "back home" is also "try again".
import { Button, Result, theme, Typography } from 'antd';
import { CloudSyncOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher.tsx';
import './i18n/system.ts';

export default function SystemUpgradePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 24px' }}>
        <LanguageSwitcher />
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '0 16px 48px' }}>
        <Result
          style={{
            maxWidth: 640,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            padding: '48px 40px',
          }}
          icon={<CloudSyncOutlined style={{ color: token.colorPrimary }} />}
          title={t('systemUpgrade.title')}
          subTitle={t('systemUpgrade.note')}
          extra={
            <Button type="primary" onClick={() => void navigate('/')}>
              {t('common.backHome')}
            </Button>
          }
        >
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('systemUpgrade.hint')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('systemUpgrade.contact')}
          </Typography.Paragraph>
        </Result>
      </div>
    </div>
  );
}
