// The user dropdown of the header (spec §2): who is signed in, Personal Center (only when M18 is
// granted and its page exists in the route table), the staff consoles the menu grants (staffConsole.ts), and
// Logout (useSignOut). On / the first-visit disclaimers may open over the page: until the server
// has said whether they will, and while they are open, the menu stays shut — a dropdown opened
// first would float above the dialog's mask and lead away from a page whose dialog must be
// answered first.
import { Button, Dropdown, theme } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/translate.ts';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '../routes.ts';
import { useMenu } from '../stores/menu.ts';
import { companyNameOf, useSession } from '../stores/session.ts';
import { useFirstVisit } from './disclaimers/firstVisit.ts';
import { menuCodes } from './menuModel.ts';
import { useSignOut } from './useSignOut.ts';
import { useStaffConsoles } from './staffConsole.ts';

const personalCenterPath = '/personalCenter';

export function UserMenu() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const username = useSession((state) => state.username);
  const companyName = useSession(companyNameOf);
  const menu = useMenu();
  const onHome = useLocation().pathname === '/';
  const firstVisit = useFirstVisit(onHome);
  const waitingForDisclaimers = onHome && (firstVisit.isPending || firstVisit.data?.visited === false);

  const menus = menu.data?.menus ?? [];
  const consoles = useStaffConsoles();
  const hasPersonalCenter =
    menus.some((entry) => entry.funcNo === menuCodes.personalCenter) && findRoute(personalCenterPath) !== undefined;
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span style={{ display: 'block', maxWidth: 260, whiteSpace: 'normal', color: token.colorTextSecondary }}>
          {companyName}
        </span>
      ),
    },
    ...(hasPersonalCenter
      ? [
          {
            key: 'personalCenter',
            icon: <UserOutlined />,
            label: t('layout.user.personalCenter'),
            onClick: () => void navigate(personalCenterPath),
          },
        ]
      : []),
    ...consoles.map((console) => ({
      key: `console:${console.path}`,
      icon: <SafetyOutlined />,
      label: console.label,
      onClick: () => void navigate(console.path),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout'), onClick: () => void signOut() },
  ];

  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      disabled={waitingForDisclaimers}
      // Inside the sticky header, not the body: a page scrolled while the menu is open (a dialog
      // closing gives focus back, say) would otherwise carry the menu over its own button until
      // it realigns — and a click landing in that moment went to the button, not the entry.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button
        type="text"
        disabled={waitingForDisclaimers}
        aria-label={t('layout.user.menu', { name: username })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6, maxWidth: 240 }}
      >
        <UserOutlined />
        <span
          className="portal-hide-narrow"
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {username}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
