// Public courses (spec §7 /common/latestCourse): upcoming first, with enrolment state (DOMAIN.md:
// enrolling | enrollment ended; per user: enrolled | not enrolled). A course opens /train/openClassDetail.
import { Tag, theme } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { formatTime } from '../../components/format.ts';
import { useSession } from '../../stores/session.ts';
import { HomeCard } from './HomeCard.tsx';
import { homeQueries } from './homeQueries.ts';

export function PublicCourses() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const courses = useQuery(homeQueries.courses);
  const list = courses.data ?? [];
  const en = language === 'en';
  return (
    <HomeCard
      title={t('home.courses.title')}
      icon={<ReadOutlined />}
      loading={courses.isPending}
      empty={list.length === 0}
      emptyText={t('home.courses.empty')}
      rows={3}
    >
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        aria-label={t('home.courses.title')}
      >
        {list.map((course) => (
          <li
            key={course.id}
            style={{ padding: 12, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
          >
            <div style={{ fontWeight: 500, marginBottom: 6 }}>
              {/* Enrolment, seats and the course's details are the training module's page. */}
              <Link to={`/train/openClassDetail?id=${course.id}`}>
                {en ? course.nameEn || course.name : course.name}
              </Link>
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 6 }}>
              <Tag bordered={false} color="blue" style={{ marginInlineEnd: 0 }}>
                {course.platform ?? t('home.courses.allPlatforms')}
              </Tag>
              <Tag color={course.enrolment === 'enrolling' ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
                {t(`home.courses.${course.enrolment}`)}
              </Tag>
              {course.enrolled ? (
                <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                  {t('home.courses.enrolled')}
                </Tag>
              ) : null}
            </div>
            <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, display: 'grid', gap: 2 }}>
              <span>
                <CalendarOutlined /> <time dateTime={course.startsAt}>{formatTime(course.startsAt)}</time>
              </span>
              <span>
                <EnvironmentOutlined /> {en ? course.addressEn || course.address : course.address}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
