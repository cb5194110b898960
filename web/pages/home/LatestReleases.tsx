// Latest releases (spec §7 homepage/publishVersions): the newest tool versions, with their log.
import { Tag, theme } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import { formatTime } from '../../components/format.ts';
import { MutedParagraph } from '../../components/PlainText.tsx';
import { findRoute } from '../../routes.ts';
import { HomeCard } from './HomeCard.tsx';
import { homeQueries } from './homeQueries.ts';
import { itemLink } from './homeFormat.ts';

export function LatestReleases() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const releases = useQuery(homeQueries.latestReleases);
  const list = releases.data ?? [];
  return (
    <HomeCard
      title={t('home.releases.title')}
      icon={<RocketOutlined />}
      extra={findRoute('/tool') ? <Link to="/tool">{t('home.releases.more')}</Link> : null}
      loading={releases.isPending}
      empty={list.length === 0}
      emptyText={t('home.releases.empty')}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('home.releases.title')}>
        {list.map((release, index) => {
          const href = itemLink('tool', release.itemId);
          return (
            <li
              key={release.id}
              style={{ padding: '10px 0', borderTop: index === 0 ? 'none' : `1px solid ${token.colorSplit}` }}
            >
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <span
                  style={{
                    fontWeight: 500,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    minWidth: 0,
                  }}
                >
                  {href ? <Link to={href}>{release.toolName}</Link> : release.toolName}
                </span>
                <Tag color="geekblue" style={{ marginInlineEnd: 0, flex: 'none' }}>
                  {release.versionName}
                </Tag>
                <time
                  dateTime={release.releasedAt}
                  style={{
                    marginInlineStart: 'auto',
                    flex: 'none',
                    fontSize: token.fontSizeSM,
                    color: token.colorTextTertiary,
                  }}
                >
                  {formatTime(release.releasedAt)}
                </time>
              </div>
              <MutedParagraph rows={2} title={release.log} style={{ marginTop: 4 }}>
                {release.log}
              </MutedParagraph>
              {release.platforms.length > 0 ? (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
                  {release.platforms.map((platform) => (
                    <Tag
                      key={platform}
                      bordered={false}
                      style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}
                    >
                      {platform}
                    </Tag>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </HomeCard>
  );
}
