// Renders the route table (routes.ts) behind the guard (guard.ts): each page its own lazily
// loaded chunk, inside its layout, behind its menu code.
import { lazy, memo, startTransition, useEffect, useRef, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { useTranslation } from './i18n/translate.ts';
import { limits } from '../contract/limits.ts';
import { runGuard } from './guard.ts';
import type { GuardDeps } from './guard.ts';
import { i18n } from './i18n/index.ts';
import BareLayout from './layout/BareLayout.tsx';
import { LayoutBoundary, PageLoading } from './layout/PageBoundary.tsx';
import { RouteMetaContext } from './layout/routeMeta.ts';
import { RequestedAddressContext } from './components/list/requestedAddress.ts';
import { chunk, lazyPage } from './lazyChunk.ts';
import type { Chunk } from './lazyChunk.ts';
import { withQueries } from './lazyQueries.tsx';
import { notify } from './notify.ts';
import { findRoute, knownPaths, routes } from './routes.ts';
import type { PageLoader, RouteDef } from './routes.ts';
import { getToken, useSession } from './stores/session.ts';

/** What loads a route's page: its chunk, with the query client's for a bare page that uses it. */
const loadOf = (route: RouteDef): PageLoader =>
  route.layout === 'bare' && !route.noQueries ? withQueries(route.load) : route.load;

/**
 * One chunk and one component per loader: routes sharing a loader (the sign-in screens, the
 * viewers) share them. A bare page gets the query client with it (SharedLayout provides it to the
 * others), unless the route says it needs none.
 */
const chunks = new Map<PageLoader, Chunk>();
function chunkOf(route: RouteDef): Chunk {
  let page = chunks.get(route.load);
  if (!page) chunks.set(route.load, (page = chunk(loadOf(route))));
  return page;
}
const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
function pageOf(route: RouteDef): LazyExoticComponent<ComponentType> {
  let page = pages.get(route.load);
  if (!page) pages.set(route.load, (page = lazyPage(chunkOf(route))));
  return page;
}

// The menu-code check (routeAccess.tsx) loads with the portal frame, where the routes with a menu
// code are: it needs TanStack Query, which the sign-in page does without.
const loadRouteAccess = () => import('./routeAccess.tsx');
const RouteAccess = lazy(loadRouteAccess);

function pagesOf(layout: RouteDef['layout']): RouteObject[] {
  return routes
    .filter((route) => route.layout === layout)
    .map((route) => {
      const Page = pageOf(route);
      return {
        path: route.path,
        caseSensitive: true,
        element: route.menuCode ? (
          <RouteAccess code={route.menuCode}>
            <Page />
          </RouteAccess>
        ) : (
          <Page />
        ),
      };
    });
}

// The portal frame (header, user menu …) is a chunk of its own: the sign-in page does not need it.
const loadSharedLayout = () =>
  Promise.all([import('./layout/SharedLayout.tsx'), loadRouteAccess()]).then(([layout]) => layout);

/** Settles as `promise` does, or after `ms`, whichever is first; never rejects. */
const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))]);

/** The first page the frame renders, its chunk and its data, asked for beside the frame's. */
let framePage: Promise<unknown> | null = null;
/**
 * The frame arrives with its data (layout/frameData.ts) and with the first page, and they paint
 * together (for up to limits.firstPaintDataWaitMs of calls). The frame alone painted a spinner
 * where the page goes, and the page came 300 ms after it was ready (lazyChunk.ts); the frame's and
 * the page's data, arriving after, each rendered the page again, and the home page moved.
 */
const frame = chunk(() =>
  Promise.all([
    loadSharedLayout(),
    atMost(
      Promise.all([import('./layout/frameData.ts').then((frameData) => frameData.prefetchFrameData()), framePage]),
      limits.firstPaintDataWaitMs,
    ),
  ]).then(([layout]) => layout),
);
const SharedLayout = lazyPage(frame);

/**
 * What a visit to `path` will render, asked for while the guard reads /version.json: the page
 * would otherwise ask for it only once the guard approved it, a round trip later (on a phone's
 * network, half a second before the first page paints). That is the page's chunk, the frame's for
 * a portal page, and for a signed-in visit the data the route preloads (routes.ts). A portal page
 * without a token is sent to sign-in, so nothing of it is asked for. If the guard sends the visit
 * elsewhere, nothing of it is shown; a failed chunk is the page's own to report when it renders,
 * a failed call is reported as any call is (the request layer) and asked again as the page mounts.
 * Settles (never rejects) once what the page renders with is in — its chunk, and the frame's — or
 * after limits.firstPaintDataWaitMs without them (then the frame paints, with the page's spinner).
 */
function preloadFor(path: string, hasToken: boolean): Promise<unknown> {
  const route = findRoute(path);
  if (!route || (route.layout === 'shared' && !hasToken)) return Promise.resolve();
  const page = Promise.all([chunkOf(route).load(), hasToken ? route.preload?.() : undefined]);
  page.catch(() => {});
  if (route.layout !== 'shared') return atMost(page, limits.firstPaintDataWaitMs);
  framePage ??= page;
  // The frame's chunk, which comes with the page's for up to that long (frame, above).
  return frame.load().catch(() => {});
}

const routeObjects: RouteObject[] = [
  {
    element: (
      <LayoutBoundary>
        <SharedLayout />
      </LayoutBoundary>
    ),
    children: pagesOf('shared'),
  },
  { element: <BareLayout />, children: pagesOf('bare') },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];

const guardDeps: GuardDeps = {
  fetch: (url, init) => fetch(url, init),
  getStoredVersion: () => useSession.getState().version,
  storeVersion: (version) => useSession.getState().setVersion(version),
  warnVersionUpdate: () => notify({ type: 'warning', content: i18n.t('common.versionUpdate') }),
  reload: () => window.location.reload(),
};

/**
 * Renders the routes behind the guard: each navigation is checked (spec §4) before it is
 * shown; until then the previous page stays on screen, as with a router's before-each hook.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [approved, setApproved] = useState<Location | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    let live = true;
    const target = {
      path: location.pathname,
      fullPath: `${location.pathname}${location.search}${location.hash}`,
      hasToken: getToken() !== null,
      knownPaths,
    };
    const ready = preloadFor(target.path, target.hasToken);
    void runGuard(target, guardDeps).then(async (outcome) => {
      if (!live) return;
      if (outcome.kind === 'proceed') {
        // Later visits replace a page at once, with its spinner while its chunk loads.
        if (shown.current) return setApproved(location);
        // The first page of a visit replaces only the loading ring. It is approved once its chunks
        // are in (the ring stays until then): rendered before, it would suspend, React would show
        // its boundary's spinner and hold the page back until 300 ms after that spinner appeared.
        // And it is rendered as a transition, in slices of a few milliseconds between the
        // browser's own work, instead of in one task (the sign-in page's: 115–140 ms traced at
        // phone size).
        await ready;
        if (!live) return;
        shown.current = true;
        startTransition(() => setApproved(location));
      } else if (outcome.kind === 'redirect') void navigate(outcome.to, { replace: true });
      // 'reload': the page reloads shortly; stay where we are.
    });
    return () => {
      live = false;
    };
  }, [location, navigate]);

  const meta = approved ? (findRoute(approved.pathname) ?? null) : null;
  const title = meta ? `${t(meta.titleKey)} - ${t('app.name')}` : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!approved) return <PageLoading />;
  return (
    <RouteMetaContext value={meta}>
      <RequestedAddressContext value={location}>
        <ApprovedRoutes location={approved} />
      </RequestedAddressContext>
    </RouteMetaContext>
  );
}

/**
 * The routes for an approved visit. Apart from AppRoutes so that the route table is matched once a
 * visit is approved, not also on every render before (react-router flattens and ranks the whole
 * table on each match: ~15 ms of the first render on a phone's CPU). Memoized: an address still
 * being checked renders only what reads it (a list marking itself loading), not the whole page.
 */
const ApprovedRoutes = memo(function ApprovedRoutes({ location }: { location: Location }) {
  return useRoutes(routeObjects, location);
});
