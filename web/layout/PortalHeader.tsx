// The header of the shared layout (spec §2): the menu toggle, the brand, Home and the
// Application submenu (the quick-start entries), the search box on /faq and /quickStart, the
// language switcher, the download manager (downloads run on whichever page the user goes to)
// and the user dropdown.
import { Button, Layout, Menu, theme } from 'antd';
import type { MenuProps } from 'antd';
import { AppstoreOutlined, HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/translate.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { DownloadIndicator } from '../components/downloads/DownloadIndicator.tsx';
import { BrandMark } from '../components/BrandMark.tsx';
import { useSession } from '../stores/session.ts';
import { brandColor } from '../theme.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { entryItem, selectionOf } from './menuItems.tsx';
import { quickstartEntries } from './menuModel.ts';
import { headerHeight } from './ModuleMenu.tsx';
import { hasHeaderSearch } from './pageTrail.ts';
import { useEntryActions } from './useEntryActions.ts';
import { useMenu } from '../stores/menu.ts';
import { UserMenu } from './UserMenu.tsx';

const homeKey = 'home';
const applicationKey = 'application';

export function PortalHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useMenu();
  const isChild = useSession((state) => state.isChild);
  const language = useSession((state) => state.language);
  const toDoTotal = useSession((state) => state.toDoTotal);
  const showLeft = useSession((state) => state.showLeft);
  const { open } = useEntryActions();

  const quickstart = quickstartEntries(menu.data?.menus ?? [], isChild);
  const newTabHint = t('layout.nav.newTab');
  const items: MenuProps['items'] = [
    { key: homeKey, icon: <HomeOutlined />, label: t('layout.nav.home') },
    ...(quickstart.length > 0
      ? [
          {
            key: applicationKey,
            icon: <AppstoreOutlined />,
            label: t('layout.nav.application'),
            children: quickstart.map((entry) => entryItem(entry, { language, toDoTotal, newTabHint, popup: true })),
          },
        ]
      : []),
  ];

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: headerHeight,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '0 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 4px rgba(15, 35, 95, 0.06)',
      }}
    >
      <Button
        type="text"
        icon={showLeft ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={showLeft ? t('layout.nav.collapse') : t('layout.nav.expand')}
        aria-expanded={showLeft}
        onClick={() => useSession.getState().setLocalState({ showLeft: !showLeft })}
      />
      <Link
        to="/"
        aria-label={t('app.name')}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color: token.colorText, flex: 'none' }}
      >
        <BrandMark size={32} color="#ffffff" background={brandColor} />
        <span
          className="portal-hide-narrow"
          style={{ display: 'inline-flex', alignItems: 'baseline', gap: 8, whiteSpace: 'nowrap' }}
        >
          <span style={{ fontSize: 18, fontWeight: 700, letterSpacing: 1, color: brandColor }}>NEXORA</span>
          <span style={{ fontSize: token.fontSizeLG, fontWeight: 500 }}>{t('layout.brand.short')}</span>
        </span>
      </Link>
      <nav aria-label={t('layout.nav.label')} style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Menu
          mode="horizontal"
          selectedKeys={selectionOf(pathname === '/' ? homeKey : null)}
          items={items}
          style={{ borderBottom: 'none', lineHeight: `${headerHeight - 2}px`, minWidth: 0 }}
          onClick={({ key }) => {
            if (key === homeKey) {
              void navigate('/');
              return;
            }
            const entry = quickstart.find((candidate) => candidate.funcNo === key);
            if (entry) open(entry);
          }}
        />
      </nav>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flex: 'none' }}>
        {hasHeaderSearch(pathname) ? <HeaderSearch /> : null}
        <DownloadIndicator />
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
