// The top of the home page: who is signed in, today's date in the chosen language, and the
// to-do counts of the modules the account holds (the same counts as the menu badges).
import { theme } from 'antd';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import { moduleCodes } from '../../../contract/menus.ts';
import type { ToDoTotal } from '../../stores/session.ts';
import { companyNameOf, useSession } from '../../stores/session.ts';
import { brandColor } from '../../theme.ts';
import { findRoute } from '../../routes.ts';
import { formatCount } from '../../components/format.ts';
import { Heading } from '../../components/PlainText.tsx';

// A faint circuit pattern, as on the sign-in screen.
const circuit = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="1.5">' +
    '<path d="M0 40h40l20 20h50l20-20h30M0 120h30l20-20h40l20 20h50M40 0v20l20 20M120 160v-30l-20-20"/>' +
    '<circle cx="40" cy="40" r="3"/><circle cx="130" cy="40" r="3"/><circle cx="90" cy="100" r="3"/></svg>',
);

function greetingKey(hour: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The counts shown, in menu order; each only for an account that holds its menu code. */
const stats: readonly { key: keyof ToDoTotal; code: string; path: string }[] = [
  { key: 'dcc', code: moduleCodes.dcc.page, path: '/dcc' },
  { key: 'tr', code: moduleCodes.tr.page, path: '/tr' },
  { key: 'pcn', code: moduleCodes.pcn.page, path: '/pcn' },
  { key: 'tool', code: moduleCodes.tool.page, path: '/tool' },
];

export function WelcomeBanner({ heldCodes }: { heldCodes: readonly string[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const companyName = useSession(companyNameOf);
  const username = useSession((state) => state.username);
  const toDoTotal = useSession((state) => state.toDoTotal);
  useSession((state) => state.language); // the weekday follows the language
  const now = dayjs();
  const shown = stats.filter((stat) => heldCodes.includes(stat.code));

  return (
    <section
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 24,
        padding: '24px 28px',
        borderRadius: token.borderRadiusLG,
        color: '#ffffff',
        background: `url("data:image/svg+xml,${circuit}"), linear-gradient(120deg, #0a2461 0%, #0f3f9c 55%, ${brandColor} 100%)`,
      }}
    >
      <div style={{ minWidth: 260, flex: '1 1 320px' }}>
        <Heading level={3} style={{ color: '#ffffff' }}>
          {companyName ? t('home.welcome', { companyName }) : t('home.welcomeGeneric')}
        </Heading>
        <div style={{ marginTop: 8, opacity: 0.9 }}>
          {t('home.banner.today', {
            greeting: t(`home.banner.greeting.${greetingKey(now.hour())}`),
            name: username,
            date: now.format('YYYY-MM-DD dddd'),
          })}
        </div>
        <div style={{ marginTop: 4, opacity: 0.75, fontSize: token.fontSizeSM }}>{t('home.intro')}</div>
      </div>
      {shown.length > 0 ? (
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}
          aria-label={t('home.banner.pending')}
        >
          {shown.map((stat) => {
            const inner = (
              <>
                <div style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.2, color: '#ffffff' }}>
                  {formatCount(toDoTotal[stat.key])}
                </div>
                <div style={{ fontSize: token.fontSizeSM, color: 'rgba(255,255,255,0.8)' }}>
                  {t(`home.kinds.${stat.key}`)} · {t('home.banner.pending')}
                </div>
              </>
            );
            const box = {
              display: 'block',
              minWidth: 96,
              padding: '8px 14px',
              borderRadius: token.borderRadius,
              background: 'rgba(255,255,255,0.12)',
            };
            return (
              <li key={stat.key}>
                {findRoute(stat.path) ? (
                  <Link to={stat.path} style={box}>
                    {inner}
                  </Link>
                ) : (
                  <div style={box}>{inner}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
