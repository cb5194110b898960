// /updateGuidelines: why passwords must be updated every 90 days and how to do it, open
// without signing in (the forced update links here), with the way back to sign-in.
import { Button, Steps, theme } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useNavigate } from 'react-router';
import { defaultPasswordPolicy, loginLimits } from '../../../contract/limits.ts';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher.tsx';
import { brandColor } from '../../theme.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import './i18n/guidelines.ts';

export default function UpdateGuidelinesPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const policy = defaultPasswordPolicy;
  const numbers = {
    days: policy.maxAgeDays,
    min: policy.minLength,
    max: policy.maxLength,
    minutes: loginLimits.mailCodeLifeMs / 60_000,
    resendSeconds: loginLimits.mailCodeResendMs / 1000,
    attempts: loginLimits.maxWrongPasswords,
    lockMinutes: loginLimits.lockMinutes,
  };

  const heading = (text: string) => (
    <h2
      style={{
        margin: `${token.marginXL}px 0 ${token.marginSM}px`,
        fontSize: token.fontSizeHeading4,
        fontWeight: 600,
        color: token.colorTextHeading,
      }}
    >
      {text}
    </h2>
  );
  const list = (keys: string[]) => (
    <ul style={{ margin: 0, paddingInlineStart: 22, lineHeight: 1.9, color: token.colorText }}>
      {keys.map((key) => (
        <li key={key}>{t(key, numbers)}</li>
      ))}
    </ul>
  );

  return (
    <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 24px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link
          to="/login"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 10,
            fontWeight: 600,
            fontSize: token.fontSizeLG,
            color: token.colorTextHeading,
          }}
        >
          <BrandMark size={30} background={brandColor} />
          {t('app.name')}
        </Link>
        <div style={{ marginLeft: 'auto' }}>
          <LanguageSwitcher />
        </div>
      </div>
      <div style={{ width: '100%', maxWidth: 880, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }}>
        <article
          style={{
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG * 2,
            padding: 'clamp(24px, 4vw, 40px)',
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: 600, color: token.colorTextHeading }}>
            {t('updateGuidelines.heading')}
          </h1>
          <p
            style={{
              margin: `${token.marginSM}px 0 0`,
              fontSize: token.fontSizeLG,
              color: token.colorTextSecondary,
              lineHeight: 1.7,
            }}
          >
            {t('updateGuidelines.intro', numbers)}
          </p>

          {heading(t('updateGuidelines.whyTitle'))}
          {list(['updateGuidelines.why1', 'updateGuidelines.why2', 'updateGuidelines.why3'])}

          {heading(t('updateGuidelines.howTitle'))}
          <Steps
            orientation="vertical"
            size="small"
            current={-1}
            items={[1, 2, 3, 4].map((step) => ({
              status: 'process' as const,
              title: t(`updateGuidelines.step${step}Title`),
              content: t(`updateGuidelines.step${step}`, numbers),
            }))}
          />

          {heading(t('updateGuidelines.rulesTitle'))}
          {list([
            'updateGuidelines.rule1',
            'updateGuidelines.rule2',
            'updateGuidelines.rule3',
            'updateGuidelines.rule4',
          ])}

          {heading(t('updateGuidelines.tipsTitle'))}
          {list(['updateGuidelines.tip1', 'updateGuidelines.tip2', 'updateGuidelines.tip3'])}

          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: token.marginXL }}>
            <Button type="primary" size="large" onClick={() => void navigate('/reset')}>
              {t('updateGuidelines.resetNow')}
            </Button>
            <Button size="large" onClick={() => void navigate('/login')}>
              {t('auth.backToLogin')}
            </Button>
          </div>
        </article>
      </div>
    </div>
  );
}
