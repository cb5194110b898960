// The one route table: path, page (its own lazily loaded chunk), title key, layout and flags.
// Every path not listed here is unknown, and the guard (guard.ts) sends it to /notFound.
import { lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits } from '../contract/limits.ts';
import { staffCodes } from '../contract/menus.ts';
import { normalizePath, runGuard } from './guard.ts';
import type { GuardDeps } from './guard.ts';
import { i18n } from './i18n/index.ts';
import BareLayout from './layout/BareLayout.tsx';
import { LayoutBoundary, PageLoading } from './layout/PageBoundary.tsx';
import { RouteMetaContext } from './layout/routeMeta.ts';
import type { RouteMeta } from './layout/routeMeta.ts';
import { notify } from './notify.ts';
import { getToken, useSession } from './stores/session.ts';

export type RouteDef = RouteMeta & { page: LazyExoticComponent<ComponentType> };

/** A page chunk that has not arrived after limits.chunkLoadTimeoutMs counts as failed. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('page chunk load timed out')), limits.chunkLoadTimeoutMs);
        load().then(resolve, reject).finally(() => clearTimeout(timer));
      }),
  );
}

// One screen, one chunk, for the four paths of spec §2: switching between them loads nothing.
const authPage = lazyPage(() => import('./pages/auth/AuthPage.tsx'));
const authScreen = { page: authPage, layout: 'bare', noFooter: true, noFeedback: true } as const;

// The viewers (issue 5): one chunk per kind of viewer, whichever module opens it; no frame around them.
const videoViewer = { page: lazyPage(() => import('./pages/viewer/VideoPage.tsx')), titleKey: 'viewer.video.title', layout: 'bare', noFooter: true, noFeedback: true } as const;
const sheetViewer = { page: lazyPage(() => import('./pages/viewer/SheetPage.tsx')), titleKey: 'viewer.sheet.title', layout: 'bare', noFooter: true, noFeedback: true } as const;
// The four catalogue modules are one screen (and one chunk), like their two feedback pages.
const catalogScreen = { page: lazyPage(() => import('./pages/documents/CatalogModulePage.tsx')), layout: 'shared', keepAlive: true } as const;
const docFeedbackScreen = { page: lazyPage(() => import('./pages/documents/DocFeedbackModulePage.tsx')), layout: 'shared' } as const;

const accountForm = { page: lazyPage(() => import('./pages/account/AccountFormPage.tsx')), layout: 'shared', menuCode: 'M08' } as const;

export const routes: readonly RouteDef[] = [
  { path: '/', page: lazyPage(() => import('./pages/home/HomePage.tsx')), titleKey: 'home.title', layout: 'shared' },
  { path: '/login', titleKey: 'login.title', ...authScreen },
  { path: '/register', titleKey: 'register.title', ...authScreen },
  { path: '/reset', titleKey: 'reset.title', ...authScreen },
  { path: '/verify', titleKey: 'verify.title', ...authScreen },
  {
    path: '/updateGuidelines',
    page: lazyPage(() => import('./pages/auth/UpdateGuidelinesPage.tsx')),
    titleKey: 'updateGuidelines.title',
    layout: 'bare',
  },
  {
    path: '/admin/accounts',
    page: lazyPage(() => import('./pages/admin/AccountsPage.tsx')),
    titleKey: 'admin.accounts.title',
    layout: 'shared',
    menuCode: staffCodes.accountsAdmin,
  },
  // Documents family and download centre (issue 5).
  { path: '/dcc', titleKey: 'dcc.title', menuCode: 'M01', ...catalogScreen },
  { path: '/dcc/DCCFeedback', titleKey: 'dcc.feedback.title', menuCode: 'M01', ...docFeedbackScreen },
  { path: '/dcc/satisfactionSurvey', page: lazyPage(() => import('./pages/dcc/SurveyPage.tsx')), titleKey: 'dcc.survey.title', layout: 'shared', menuCode: 'M01', noFooter: true },
  { path: '/tr', titleKey: 'tr.title', menuCode: 'M02', ...catalogScreen },
  { path: '/tr/TRFeedback', titleKey: 'tr.feedback.title', menuCode: 'M02', ...docFeedbackScreen },
  { path: '/pcn', titleKey: 'pcn.title', menuCode: 'M03', ...catalogScreen },
  { path: '/tool', titleKey: 'tool.title', menuCode: 'M04', ...catalogScreen },
  { path: '/download', page: lazyPage(() => import('./pages/download/DownloadCentrePage.tsx')), titleKey: 'download.title', layout: 'shared', menuCode: 'M17', keepAlive: true },
  // Child accounts (issue 7): primary accounts only (M08); add and edit are one screen.
  { path: '/account', page: lazyPage(() => import('./pages/account/AccountListPage.tsx')), titleKey: 'account.title', layout: 'shared', menuCode: 'M08', keepAlive: true },
  { path: '/account/accountAdd', titleKey: 'account.add.title', ...accountForm },
  { path: '/account/accountEdit', titleKey: 'account.edit.title', ...accountForm },
  { path: '/account/accountView', page: lazyPage(() => import('./pages/account/AccountViewPage.tsx')), titleKey: 'account.view.title', layout: 'shared', menuCode: 'M08' },
  // FAQ, quick start and full-text search (issue 6): the list, detail and comment-record screens
  // are shared by the two article modules (web/pages/faq), each path its own small chunk.
  { path: '/faq', page: lazyPage(() => import('./pages/faq/FaqListPage.tsx')), titleKey: 'faq.title', layout: 'shared', menuCode: 'M14', keepAlive: true },
  { path: '/faq/faqDetail', page: lazyPage(() => import('./pages/faq/FaqDetailPage.tsx')), titleKey: 'faq.detail.title', layout: 'shared', menuCode: 'M14' },
  { path: '/faq/commentRecord', page: lazyPage(() => import('./pages/faq/FaqCommentRecordPage.tsx')), titleKey: 'faq.commentRecord.title', layout: 'shared', menuCode: 'M14' },
  { path: '/quickStart', page: lazyPage(() => import('./pages/quickstart/QuickStartListPage.tsx')), titleKey: 'quickStart.title', layout: 'shared', menuCode: 'M15' },
  { path: '/quickStart/quickStartDetail', page: lazyPage(() => import('./pages/quickstart/QuickStartDetailPage.tsx')), titleKey: 'quickStart.detail.title', layout: 'shared', menuCode: 'M15' },
  { path: '/quickStart/commentRecord', page: lazyPage(() => import('./pages/quickstart/QuickStartCommentRecordPage.tsx')), titleKey: 'quickStart.commentRecord.title', layout: 'shared', menuCode: 'M15' },
  { path: '/fullTextSearch', page: lazyPage(() => import('./pages/search/SearchPage.tsx')), titleKey: 'fullTextSearch.title', layout: 'shared', menuCode: 'M21' },
  // Personal Center (issue 7): M18, in the user dropdown.
  { path: '/personalCenter', page: lazyPage(() => import('./pages/personal/PersonalCenterPage.tsx')), titleKey: 'personalCenter.title', layout: 'shared', menuCode: 'M18', keepAlive: true },
  { path: '/personalCenter/systemMenuSettings', page: lazyPage(() => import('./pages/personal/MenuSettingsPage.tsx')), titleKey: 'personalCenter.menuSettings.title', layout: 'shared', menuCode: 'M18' },
  { path: '/personalCenter/accountPermissionSettings', page: lazyPage(() => import('./pages/personal/AccountPermissionSettingsPage.tsx')), titleKey: 'personalCenter.accountPermissionSettings.title', layout: 'shared', menuCode: 'M18' },
  { path: '/dccVideo', ...videoViewer },
  { path: '/pcnVideo', ...videoViewer },
  { path: '/toolVideo', ...videoViewer },
  { path: '/trainVideo', ...videoViewer },
  { path: '/dccExcel', ...sheetViewer },
  { path: '/pcnExcel', ...sheetViewer },
  { path: '/toolExcel', ...sheetViewer },
  { path: '/trainExcel', ...sheetViewer },
  { path: '/notFound', page: lazyPage(() => import('./pages/system/NotFoundPage.tsx')), titleKey: 'notFound.title', layout: 'bare' },
  {
    path: '/noPermission',
    page: lazyPage(() => import('./pages/system/NoPermissionPage.tsx')),
    titleKey: 'noPermission.title',
    layout: 'bare',
  },
  {
    path: '/systemUpgrade',
    page: lazyPage(() => import('./pages/system/SystemUpgradePage.tsx')),
    titleKey: 'systemUpgrade.title',
    layout: 'bare',
    noFeedback: true,
  },
  {
    path: '/noticePage',
    page: lazyPage(() => import('./pages/notice/NoticePage.tsx')),
    titleKey: 'noticePage.title',
    layout: 'bare',
    noFeedback: true,
  },
];

export const knownPaths: readonly string[] = routes.map((route) => route.path);

export function findRoute(path: string): RouteDef | undefined {
  const normalized = normalizePath(path);
  return routes.find((route) => route.path === normalized);
}

function pagesOf(layout: RouteDef['layout']): RouteObject[] {
  return routes
    .filter((route) => route.layout === layout)
    .map((route) => ({ path: route.path, caseSensitive: true, element: <route.page /> }));
}

// The portal frame (header, user menu …) is a chunk of its own: the sign-in page does not need it.
const SharedLayout = lazyPage(() => import('./layout/SharedLayout.tsx'));

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

  useEffect(() => {
    let live = true;
    const target = {
      path: location.pathname,
      fullPath: `${location.pathname}${location.search}${location.hash}`,
      hasToken: getToken() !== null,
      knownPaths,
    };
    void runGuard(target, guardDeps).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'proceed') setApproved(location);
      else if (outcome.kind === 'redirect') void navigate(outcome.to, { replace: true });
      // 'reload': the page reloads shortly; stay where we are.
    });
    return () => {
      live = false;
    };
  }, [location, navigate]);

  const element = useRoutes(routeObjects, approved ?? location);
  const meta = approved ? (findRoute(approved.pathname) ?? null) : null;
  const title = meta ? `${t(meta.titleKey)} - ${t('app.name')}` : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!approved) return <PageLoading />;
  return <RouteMetaContext value={meta}>{element}</RouteMetaContext>;
}
