// The home page (spec §1, §7): welcome and to-do counts, quick navigation, recent updates of the
// followed platforms, latest releases, my platforms, system announcements, public courses, the
// feedback entry and partners; the first-visit disclaimers dialog on top when it is due.
import type { CSSProperties } from 'react';
import { Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { menuStateOf, useSession } from '../../stores/session.ts';
import { moduleEntries, quickNavEntries } from '../../layout/menuModel.ts';
import { menuSettingsQuery, useMenu } from '../../stores/menu.ts';
import { Announcements } from './Announcements.tsx';
import { FeedbackEntry } from './FeedbackEntry.tsx';
import { FirstVisitDisclaimers } from './FirstVisitDisclaimers.tsx';
import './i18n/home.ts';
import { LatestReleases } from './LatestReleases.tsx';
import { MyPlatforms } from './MyPlatforms.tsx';
import { Partners } from './Partners.tsx';
import { PublicCourses } from './PublicCourses.tsx';
import { QuickNav } from './QuickNav.tsx';
import { RecentUpdates } from './RecentUpdates.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';

// Hover states that inline styles cannot express.
const styles =
  '.home-tile{transition:border-color .2s,box-shadow .2s,transform .2s}' +
  '.home-tile:hover,.home-tile:focus-visible{border-color:#1456c8!important;box-shadow:0 4px 14px rgba(20,86,200,.12);transform:translateY(-1px)}' +
  '@media (max-width: 900px){.home-hide-narrow{display:none}}';

const gutter: [number, number] = [16, 16];
// One column whose cards never grow wider than it (a grid track is at least as wide as its
// content's min-content width otherwise).
const stack: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 };

export default function HomePage() {
  const menu = useMenu();
  const isChild = useSession((state) => state.isChild);
  const token = useSession((state) => state.token);
  // The entries the account chose in Personal Center, in its order; all of them until it chooses.
  const settings = useQuery(menuSettingsQuery(token));
  const entries = quickNavEntries(moduleEntries(menu.data?.menus ?? [], isChild), settings.data);
  const held = menu.data ? menuStateOf(menu.data).func : [];
  return (
    <>
      <style>{styles}</style>
      <div style={stack}>
        <WelcomeBanner heldCodes={held} />
        <QuickNav entries={entries} loading={menu.isPending || settings.isPending} />
        <Row gutter={gutter}>
          <Col xs={24} xl={16}>
            <div style={stack}>
              <RecentUpdates />
              <LatestReleases />
            </div>
          </Col>
          <Col xs={24} xl={8}>
            <div style={stack}>
              <MyPlatforms />
              <Announcements />
              <PublicCourses />
              <FeedbackEntry />
            </div>
          </Col>
        </Row>
        <Partners />
      </div>
      <FirstVisitDisclaimers />
    </>
  );
}
