// Recent updates (spec §1, §7 homepage/updateFiles): the newest documents, reports, change
// notices and tools of the platforms the user follows; each opens its module's detail.
import { Tag, theme } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import type { UpdateFile } from '../../api/home.ts';
import { formatTime } from '../../components/format.ts';
import { MutedText } from '../../components/PlainText.tsx';
import { useSession } from '../../stores/session.ts';
import { HomeCard } from './HomeCard.tsx';
import { homeQueries } from './homeQueries.ts';
import { itemLink } from './homeFormat.ts';

const kindColors: Record<UpdateFile['kind'], string> = { dcc: 'blue', tr: 'cyan', pcn: 'orange', tool: 'purple' };

export function RecentUpdates() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // One tag width per language, so the names line up.
  const tagWidth = useSession((state) => (state.language === 'en' ? 100 : 72));
  const updates = useQuery(homeQueries.recentUpdates);
  const list = updates.data ?? [];
  return (
    <HomeCard
      title={t('home.updates.title')}
      icon={<ClockCircleOutlined />}
      extra={<MutedText>{t('home.updates.subtitle')}</MutedText>}
      loading={updates.isPending}
      empty={list.length === 0}
      emptyText={t('home.updates.empty')}
      rows={6}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('home.updates.title')}>
        {list.map((item, index) => {
          const href = itemLink(item.kind, item.id);
          return (
            <li
              key={`${item.kind}:${item.id}`}
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'flex-start',
                padding: '10px 0',
                borderTop: index === 0 ? 'none' : `1px solid ${token.colorSplit}`,
              }}
            >
              <Tag
                color={kindColors[item.kind]}
                style={{ marginInlineEnd: 0, width: tagWidth, flex: 'none', textAlign: 'center' }}
              >
                {t(`home.kinds.${item.kind}`)}
              </Tag>
              <div style={{ flex: 1, minWidth: 0 }}>
                <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}>
                  {href ? <Link to={href}>{item.name}</Link> : item.name}
                </div>
                <div
                  style={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 6,
                    marginTop: 4,
                    fontSize: token.fontSizeSM,
                    color: token.colorTextSecondary,
                  }}
                >
                  <span>{item.type}</span>
                  <span aria-hidden="true">·</span>
                  <span>{item.version}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t(`home.updates.${item.language}`)}</span>
                  {item.platforms.map((platform) => (
                    <Tag
                      key={platform}
                      bordered={false}
                      style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}
                    >
                      {platform}
                    </Tag>
                  ))}
                </div>
              </div>
              <time
                dateTime={item.releasedAt}
                style={{
                  flex: 'none',
                  fontSize: token.fontSizeSM,
                  color: token.colorTextTertiary,
                  whiteSpace: 'nowrap',
                }}
              >
                {formatTime(item.releasedAt)}
              </time>
            </li>
          );
        })}
      </ul>
    </HomeCard>
  );
}
