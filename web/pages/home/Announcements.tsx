// System announcements (spec §7 homepage/notification): newest first; each opens /noticePage.
import { Tag, theme } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import { formatTime } from '../../components/format.ts';
import { useSession } from '../../stores/session.ts';
import { HomeCard } from './HomeCard.tsx';
import { homeQueries } from './homeQueries.ts';
import { fromNow, isRecent } from './homeFormat.ts';

const newForDays = 7;

export function Announcements() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const notices = useQuery(homeQueries.announcements);
  const list = notices.data ?? [];
  return (
    <HomeCard
      title={t('home.notices.title')}
      icon={<NotificationOutlined />}
      loading={notices.isPending}
      empty={list.length === 0}
      emptyText={t('home.notices.empty')}
      rows={3}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('home.notices.title')}>
        {list.map((notice, index) => (
          <li
            key={notice.id}
            style={{ padding: '8px 0', borderTop: index === 0 ? 'none' : `1px solid ${token.colorSplit}` }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
              {isRecent(notice.publishedAt, newForDays) ? (
                <Tag color="red" bordered={false} style={{ marginInlineEnd: 0, flex: 'none' }}>
                  {t('home.notices.new')}
                </Tag>
              ) : null}
              <Link
                to={`/noticePage?id=${notice.id}`}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {language === 'en' ? notice.titleEn || notice.title : notice.title}
              </Link>
            </div>
            <div style={{ marginTop: 2, fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>
              <time dateTime={notice.publishedAt}>{formatTime(notice.publishedAt)}</time>
              <span aria-hidden="true"> · </span>
              <span>{fromNow(notice.publishedAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
