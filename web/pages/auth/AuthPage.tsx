// The one authentication screen of spec §2: /login, /register, /reset and /verify share the brand
// panel, the language switcher and the login notice; the path picks the form. Only the sign-in
// form is in this chunk: the other three load when their path is opened, with the query client
// (the route renders this screen without it: noQueries).
import { lazy, Suspense } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import { theme } from 'antd';
import { LoadingRing } from '../../layout/LoadingRing.tsx';
import {
  AuditOutlined,
  CloudDownloadOutlined,
  FileTextOutlined,
  InfoCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { Link, useLocation } from 'react-router';
import { defaultPasswordPolicy } from '../../../contract/limits.ts';
import { normalizePath } from '../../guard.ts';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher.tsx';
import { brandColor, pageBackground } from '../../theme.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import { withQueries } from '../../lazyQueries.tsx';
import LoginForm from './LoginForm.tsx';

type Screen = { form: ComponentType; width: number };

const screens: Record<string, Screen> = {
  '/login': { form: LoginForm, width: 440 },
  '/register': { form: lazy(withQueries(() => import('./RegisterForm.tsx'))), width: 640 },
  '/reset': { form: lazy(withQueries(() => import('./ResetForm.tsx'))), width: 480 },
  '/verify': { form: lazy(withQueries(() => import('./VerifyForm.tsx'))), width: 480 },
};
// The mailed invitation of a new child account opens /verify with ?invite=<token>.
const inviteScreen: Screen = { form: lazy(withQueries(() => import('./InviteForm.tsx'))), width: 480 };

// A faint circuit pattern behind the brand panel.
const circuit = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1.5">' +
    '<path d="M0 40h40l20 20h50l20-20h30M0 120h30l20-20h40l20 20h50M40 0v20l20 20M120 160v-30l-20-20"/>' +
    '<circle cx="40" cy="40" r="3"/><circle cx="130" cy="40" r="3"/><circle cx="90" cy="100" r="3"/><circle cx="100" cy="110" r="3"/>' +
    '</svg>',
);

function BrandPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const points = [
    { icon: <FileTextOutlined />, text: t('auth.brand.docs') },
    { icon: <CloudDownloadOutlined />, text: t('auth.brand.tools') },
    { icon: <AuditOutlined />, text: t('auth.brand.review') },
    { icon: <SafetyCertificateOutlined />, text: t('auth.brand.security') },
  ];
  const panel: CSSProperties = {
    flex: '0 0 44%',
    boxSizing: 'border-box',
    maxWidth: 600,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: 48,
    padding: '48px 56px',
    color: '#ffffff',
    background: `url("data:image/svg+xml,${circuit}"), linear-gradient(150deg, #0a2461 0%, #0f3f9c 55%, ${brandColor} 100%)`,
  };
  return (
    <aside className="auth-brand" style={panel}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <BrandMark />
        <div>
          <div style={{ fontSize: 22, fontWeight: 700, letterSpacing: 1.5, lineHeight: 1.1 }}>NEXORA</div>
          <div style={{ fontSize: token.fontSizeSM, opacity: 0.75 }}>{t('auth.brand.vendor')}</div>
        </div>
      </div>
      <div>
        <h2 style={{ margin: 0, color: '#ffffff', fontSize: 34, lineHeight: 1.3, fontWeight: 600 }}>
          {t('auth.brand.product')}
        </h2>
        <p style={{ margin: '12px 0 36px', fontSize: token.fontSizeLG, opacity: 0.85, maxWidth: 440 }}>
          {t('auth.brand.tagline')}
        </p>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 18 }}>
          {points.map((point) => (
            <li
              key={point.text}
              style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: token.fontSize, opacity: 0.92 }}
            >
              <span
                style={{
                  flex: '0 0 36px',
                  height: 36,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: 10,
                  background: 'rgba(255,255,255,0.12)',
                  fontSize: 18,
                }}
              >
                {point.icon}
              </span>
              {point.text}
            </li>
          ))}
        </ul>
      </div>
      <div style={{ fontSize: token.fontSizeSM, opacity: 0.6 }}>
        {t('app.copyright', { year: new Date().getFullYear() })}
      </div>
    </aside>
  );
}

// Wide screens show the brand panel; narrower ones a compact brand line above the card.
const layoutCss = `
.auth-brand { display: none !important; }
.auth-top { padding: 16px 20px; }
.auth-body { padding: 8px 16px 24px; }
.auth-card { padding: 28px 24px 24px; }
@media (min-width: 992px) {
  .auth-brand { display: flex !important; }
  .auth-narrow { display: none !important; }
  .auth-top { padding: 20px 32px; }
  .auth-body { padding: 8px 32px 32px; }
  .auth-card { padding: 36px 40px 28px; }
}`;

export default function AuthPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname, search } = useLocation();
  const path = normalizePath(pathname);
  const screen =
    path === '/verify' && new URLSearchParams(search).has('invite')
      ? inviteScreen
      : (screens[path] ?? screens['/login']);
  const ScreenForm = screen.form;

  return (
    <div style={{ flex: 1, display: 'flex', minHeight: '100vh', background: pageBackground }}>
      <style>{layoutCss}</style>
      <BrandPanel />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <div className="auth-top" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <span
            className="auth-narrow"
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 10,
              fontWeight: 600,
              fontSize: token.fontSizeLG,
              color: token.colorTextHeading,
            }}
          >
            <BrandMark size={32} background={brandColor} />
            {t('app.name')}
          </span>
          <div style={{ marginLeft: 'auto' }}>
            <LanguageSwitcher />
          </div>
        </div>
        <div
          className="auth-body"
          style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
        >
          <section
            className="auth-card"
            style={{
              boxSizing: 'border-box',
              width: '100%',
              maxWidth: screen.width,
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG * 2,
              boxShadow: '0 8px 32px rgba(15, 40, 100, 0.08), 0 1px 3px rgba(15, 40, 100, 0.06)',
            }}
          >
            <Suspense fallback={<LoadingRing size={24} padding="64px 0" />}>
              <ScreenForm />
            </Suspense>
          </section>
          <p
            style={{
              display: 'flex',
              gap: 8,
              alignItems: 'flex-start',
              width: '100%',
              maxWidth: screen.width,
              margin: '16px 0 0',
              padding: '0 4px',
              fontSize: token.fontSizeSM,
              color: token.colorTextSecondary,
            }}
          >
            <InfoCircleOutlined style={{ marginTop: 3, color: token.colorPrimary }} />
            <span>
              {t('login.notice', { days: defaultPasswordPolicy.maxAgeDays })}{' '}
              <Link to="/updateGuidelines">{t('auth.guidelinesLink')}</Link>
            </span>
          </p>
        </div>
        <div
          className="auth-narrow"
          style={{
            padding: '0 20px 16px',
            textAlign: 'center',
            fontSize: token.fontSizeSM,
            color: token.colorTextTertiary,
          }}
        >
          {t('app.copyright', { year: new Date().getFullYear() })}
        </div>
      </div>
    </div>
  );
}
