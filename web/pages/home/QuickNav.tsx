// Quick navigation (spec §1): every module entry the account is granted, with its icon and to-do
// badge; a click does what the menu does (navigate, open the external system, download the guide).
import { createElement } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Badge, theme } from 'antd';
import { CompassOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import type { MenuEntry } from '../../../contract/auth.ts';
import { menuIcon } from '../../layout/menuIcons.ts';
import { badgeCount, entryTarget, menuName } from '../../layout/menuModel.ts';
import { useEntryActions } from '../../layout/useEntryActions.ts';
import { useSession } from '../../stores/session.ts';
import { HomeCard } from './HomeCard.tsx';

// One soft colour per tile, in turn, so the grid does not read as a single block.
const tints = ['#1456c8', '#0e9f6e', '#d97706', '#7c3aed', '#db2777', '#0891b2'];

export function QuickNav({ entries, loading }: { entries: readonly MenuEntry[]; loading: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const toDoTotal = useSession((state) => state.toDoTotal);
  const { open } = useEntryActions();

  const tile: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 8,
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    padding: '14px 8px 12px',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    cursor: 'pointer',
    textAlign: 'center',
  };

  return (
    <HomeCard
      title={t('home.nav.title')}
      icon={<CompassOutlined />}
      loading={loading}
      empty={entries.length === 0}
      emptyText={t('home.nav.empty')}
      rows={3}
    >
      <ul
        aria-label={t('home.nav.title')}
        className="home-quick-nav"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          gap: 12,
        }}
      >
        {entries.map((entry, index) => {
          const name = menuName(entry, language);
          const count = badgeCount(entry, toDoTotal);
          const tint = tints[index % tints.length];
          const target = entryTarget(entry, { token: null, language });
          const content: ReactNode = (
            <>
              <CountBadge count={count}>
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: 12,
                    fontSize: 22,
                    color: tint,
                    background: `${tint}14`,
                  }}
                >
                  {createElement(menuIcon(entry.newicon))}
                </span>
              </CountBadge>
              <span style={{ fontSize: token.fontSize, lineHeight: 1.3 }}>
                {name}
                {target.kind === 'external' ? (
                  <ExportOutlined style={{ fontSize: 11, marginInlineStart: 4, opacity: 0.6 }} />
                ) : null}
              </span>
            </>
          );
          const label = count > 0 ? `${name}, ${t('home.nav.pending', { count })}` : name;
          return (
            <li key={entry.funcNo}>
              {target.kind === 'internal' ? (
                <Link to={target.to} style={tile} aria-label={label} className="home-tile">
                  {content}
                </Link>
              ) : (
                <button type="button" style={tile} aria-label={label} className="home-tile" onClick={() => open(entry)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </HomeCard>
  );
}

/**
 * antd's Badge only where there is a count to show: each one mounts a motion that sets state in the
 * commit that first paints the page (a dozen tiles, most without a count).
 */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Badge count={count} size="small" overflowCount={99} offset={[-2, 2]}>
      {children}
    </Badge>
  );
}
