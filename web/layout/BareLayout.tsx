// The pages outside the portal frame: login, not found, no permission, system upgrade, notices,
// viewers. Plain elements rather than antd's Layout: Layout brings Sider and its icons along, and
// this frame is in the first load of the sign-in page. For the same reason the feedback button
// (signed-in visitors only; its call needs the token) is a chunk of its own, with the query client.
// A page here without the footer fills the window to its bottom edge (the viewers): the button
// sits in its top bar instead, which leaves room for it (feedback/placement.ts).
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { withQueries } from '../lazyQueries.tsx';
import { useSession } from '../stores/session.ts';
import { pageBackground } from '../theme.ts';
import { PageBoundary } from './PageBoundary.tsx';
import { PortalFooter } from './PortalFooter.tsx';
import { useRouteMeta } from './routeMeta.ts';

const FeedbackButton = lazy(withQueries(() => import('./feedback/FeedbackButton.tsx')));

export default function BareLayout() {
  const meta = useRouteMeta();
  const signedIn = useSession((state) => state.token !== null);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: pageBackground }}>
      <main style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      {meta?.noFooter ? null : <PortalFooter />}
      {signedIn && !meta?.noFeedback ? (
        <Suspense fallback={null}>
          <FeedbackButton inTopBar={meta?.noFooter} />
        </Suspense>
      ) : null}
    </div>
  );
}
