// The frame of every page inside the portal (spec §1, §2): header, module menu, breadcrumbs,
// footer (unless the route says noFooter), the floating feedback button (unless noFeedback) and
// the watermark. router.tsx loads it lazily, so the sign-in page's first load does not carry it.
import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { dayjs } from '../i18n/dates.ts';
import { Outlet } from 'react-router';
import { QueryRoot } from '../queryClient.tsx';
import { companyNameOf, useSession } from '../stores/session.ts';
import { contentMaxWidth, pagePadding } from '../theme.ts';
import './i18n/layout.ts';
import { ModuleMenu } from './ModuleMenu.tsx';
import { PageBoundary } from './PageBoundary.tsx';
import { PageTrail } from './PageTrail.tsx';
import { PortalFooter } from './PortalFooter.tsx';
import { PortalHeader } from './PortalHeader.tsx';
import { useRouteMeta } from './routeMeta.ts';
import { useToDoCounts } from './useToDoCounts.ts';
import { Watermark } from './Watermark.tsx';

// What inline styles cannot say: hide secondary header texts on narrow screens.
// A chunk of its own, shared with BareLayout (which must stay light for the sign-in page).
const FeedbackButton = lazy(() => import('./feedback/FeedbackButton.tsx'));

const responsive = '@media (max-width: 900px){.portal-hide-narrow{display:none!important}}';

/** The frame provides the query client to itself (the menu, to-do counts …) and the pages inside. */
export default function SharedLayout() {
  return (
    <QueryRoot>
      <Frame />
    </QueryRoot>
  );
}

function Frame() {
  const meta = useRouteMeta();
  const companyName = useSession(companyNameOf);
  const username = useSession((state) => state.username);
  const email = useSession((state) => state.email);
  useToDoCounts();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <style>{responsive}</style>
      <PortalHeader />
      <Layout hasSider>
        <ModuleMenu />
        <Layout style={{ minWidth: 0 }}>
          <Layout.Content
            style={{
              width: '100%',
              maxWidth: contentMaxWidth,
              margin: '0 auto',
              padding: `16px ${pagePadding}px ${pagePadding}px`,
            }}
          >
            <PageTrail />
            <PageBoundary>
              <Outlet />
            </PageBoundary>
          </Layout.Content>
          {meta?.noFooter ? null : <PortalFooter />}
        </Layout>
      </Layout>
      {meta?.noFeedback ? null : (
        <Suspense fallback={null}>
          <FeedbackButton />
        </Suspense>
      )}
      <Watermark lines={[companyName || username, email, dayjs().format('YYYY-MM-DD')]} />
    </Layout>
  );
}
