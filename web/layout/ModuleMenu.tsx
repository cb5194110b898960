// The module menu beside the page (spec §3 showLeft): every page entry getMenu grants, with its
// icon and to-do badge, then the staff console section (the /admin pages the account's staff codes
// open); folds to icons on narrow screens or when the header's toggle says so.
import { useRef } from 'react';
import { Layout, Menu, theme } from 'antd';
import type { MenuProps } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/translate.ts';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../stores/session.ts';
import { entryItem, selectionOf } from './menuItems.tsx';
import { activeEntry, moduleEntries } from './menuModel.ts';
import { useEntryActions } from './useEntryActions.ts';
import { useMenu } from '../stores/menu.ts';
import { useStaffConsoles } from './staffConsole.ts';
import { FoldedMenuTooltip } from './FoldedMenuTooltip.tsx';

export const headerHeight = 56;

export function ModuleMenu() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const menu = useMenu();
  const isChild = useSession((state) => state.isChild);
  const language = useSession((state) => state.language);
  const toDoTotal = useSession((state) => state.toDoTotal);
  const showLeft = useSession((state) => state.showLeft);
  const { open } = useEntryActions();
  const navigate = useNavigate();
  const consoles = useStaffConsoles();
  const nav = useRef<HTMLElement>(null);

  const entries = moduleEntries(menu.data?.menus ?? [], isChild);
  const active = activeEntry(entries, pathname);
  const newTabHint = t('layout.nav.newTab');
  const consoleKey = (path: string) => `console:${path}`;
  const activeConsole = consoles.find((console) => pathname === console.path);
  const items: MenuProps['items'] = [
    ...entries.map((entry) => entryItem(entry, { language, toDoTotal, newTabHint, collapsed: !showLeft })),
    ...(consoles.length > 0
      ? [
          {
            type: 'group' as const,
            key: 'staff',
            label: showLeft ? t('layout.nav.staffConsole') : null,
            children: consoles.map((console) => ({
              key: consoleKey(console.path),
              icon: <SafetyOutlined />,
              label: console.label,
              title: console.label,
            })),
          },
        ]
      : []),
  ];
  return (
    <Layout.Sider
      theme="light"
      width={240}
      collapsedWidth={64}
      collapsed={!showLeft}
      trigger={null}
      // narrowWindowQuery (stores/session.ts) is this breakpoint, for the first render.
      breakpoint="lg"
      onBreakpoint={(narrow) => useSession.getState().setLocalState({ showLeft: !narrow })}
      style={{
        position: 'sticky',
        top: headerHeight,
        height: `calc(100vh - ${headerHeight}px)`,
        overflowY: 'auto',
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <nav ref={nav} aria-label={t('layout.nav.modules')} style={{ position: 'relative' }}>
        <Menu
          mode="inline"
          // One tooltip for the whole folded menu instead of one per item (FoldedMenuTooltip).
          tooltip={false}
          selectedKeys={selectionOf(active ? active.funcNo : activeConsole ? consoleKey(activeConsole.path) : null)}
          style={{ borderInlineEnd: 'none', paddingBlock: 8 }}
          items={items}
          onClick={({ key }) => {
            const console = consoles.find((candidate) => consoleKey(candidate.path) === key);
            if (console) return void navigate(console.path);
            const entry = entries.find((candidate) => candidate.funcNo === key);
            if (entry) open(entry);
          }}
        />
        <FoldedMenuTooltip menu={nav} folded={!showLeft} />
      </nav>
    </Layout.Sider>
  );
}
