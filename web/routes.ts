// The route table as data: path, page loader (its own chunk), title key, menu code, layout and
// flags. The router (router.tsx) renders it; pages and the frame read it (findRoute) without
// importing the router. Every path not listed here is unknown, and the guard (guard.ts) sends it
// to /notFound. A route's menu code is enforced once, by the router's route element.
import type { ComponentType } from 'react';
import { staffCodes } from '../contract/menus.ts';
import { normalizePath } from './guard.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export type RouteMeta = {
  path: string;
  /** i18n key of the page title (document title, breadcrumbs). */
  titleKey: string;
  /** 'shared': header, footer, watermark; 'bare': the pages outside (login, errors, viewers). */
  layout: 'shared' | 'bare';
  /** Keep filters, page and scroll when coming back from a detail. */
  keepAlive?: boolean;
  /** Menu code (M..) the page belongs to: without it the router shows /noPermission. */
  menuCode?: string;
  noFooter?: boolean;
  noFeedback?: boolean;
  /**
   * A bare page that uses no TanStack Query: the router renders it without the query client, so
   * its first load does without it (the sign-in screen, QUALITY.md's lightest budget).
   */
  noQueries?: boolean;
};

/** Routes sharing a loader share one page component: moving between them loads nothing. */
export type RouteDef = RouteMeta & { load: PageLoader };

// One screen, one chunk, for the four paths of spec §2: switching between them loads nothing.
const authScreen = {
  load: () => import('./pages/auth/AuthPage.tsx'),
  layout: 'bare',
  noFooter: true,
  noFeedback: true,
  noQueries: true,
} as const;

// The viewers: one chunk per kind of viewer, whichever module opens it; no frame around them.
const videoViewer = {
  load: () => import('./pages/viewer/VideoPage.tsx'),
  titleKey: 'viewer.video.title',
  layout: 'bare',
  noFooter: true,
  noFeedback: true,
} as const;
const sheetViewer = {
  load: () => import('./pages/viewer/SheetPage.tsx'),
  titleKey: 'viewer.sheet.title',
  layout: 'bare',
  noFooter: true,
  noFeedback: true,
} as const;

const accountForm = {
  load: () => import('./pages/account/AccountFormPage.tsx'),
  layout: 'shared',
  menuCode: 'M08',
} as const;

const trainForm = {
  load: () => import('./pages/train/TrainFormPage.tsx'),
  layout: 'shared',
  menuCode: 'M10',
} as const;

// Adding and editing a review: one form, one chunk.
const reviewForm = {
  load: () => import('./pages/review/ReviewFormPage.tsx'),
  layout: 'shared',
  menuCode: 'M09',
} as const;

export const routes: readonly RouteDef[] = [
  { path: '/', load: () => import('./pages/home/HomePage.tsx'), titleKey: 'home.title', layout: 'shared' },
  { path: '/login', titleKey: 'login.title', ...authScreen },
  { path: '/register', titleKey: 'register.title', ...authScreen },
  { path: '/reset', titleKey: 'reset.title', ...authScreen },
  { path: '/verify', titleKey: 'verify.title', ...authScreen },
  {
    path: '/updateGuidelines',
    load: () => import('./pages/auth/UpdateGuidelinesPage.tsx'),
    titleKey: 'updateGuidelines.title',
    layout: 'bare',
  },
  {
    path: '/admin/accounts',
    load: () => import('./pages/admin/AccountsPage.tsx'),
    titleKey: 'admin.accounts.title',
    layout: 'shared',
    menuCode: staffCodes.accountsAdmin,
  },
  {
    path: '/admin/deliver',
    load: () => import('./pages/admin/DeliverAdminPage.tsx'),
    titleKey: 'admin.deliver.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/deliver',
    load: () => import('./pages/deliver/DeliverPage.tsx'),
    titleKey: 'deliver.title',
    layout: 'shared',
    menuCode: 'M12',
    keepAlive: true,
  },
  {
    path: '/admin/operator',
    load: () => import('./pages/admin/OperatorAdminPage.tsx'),
    titleKey: 'admin.operator.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/operator',
    load: () => import('./pages/operator/OperatorPage.tsx'),
    titleKey: 'operator.title',
    layout: 'shared',
    menuCode: 'M11',
  },
  {
    path: '/admin/qvl',
    load: () => import('./pages/admin/QvlAdminPage.tsx'),
    titleKey: 'admin.qvl.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/qvl',
    load: () => import('./pages/qvl/QvlPage.tsx'),
    titleKey: 'qvl.title',
    layout: 'shared',
    menuCode: 'M05',
    keepAlive: true,
  },
  {
    path: '/qvlSupplier',
    load: () => import('./pages/qvl/QvlSupplierPage.tsx'),
    titleKey: 'qvlSupplier.title',
    layout: 'shared',
    menuCode: 'M05',
    keepAlive: true,
  },
  {
    path: '/admin/samplecode',
    load: () => import('./pages/admin/SamplecodeAdminPage.tsx'),
    titleKey: 'admin.samplecode.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  // The documents family (one list screen in web/pages/dcc, an entry per module) and the download centre.
  {
    path: '/dcc',
    load: () => import('./pages/dcc/DccPage.tsx'),
    titleKey: 'dcc.title',
    layout: 'shared',
    menuCode: 'M01',
    keepAlive: true,
  },
  {
    path: '/dcc/DCCFeedback',
    load: () => import('./pages/dcc/DccFeedbackPage.tsx'),
    titleKey: 'dcc.feedback.title',
    layout: 'shared',
    menuCode: 'M01',
  },
  {
    path: '/dcc/satisfactionSurvey',
    load: () => import('./pages/dcc/SurveyPage.tsx'),
    titleKey: 'dcc.survey.title',
    layout: 'shared',
    menuCode: 'M01',
    noFooter: true,
  },
  {
    path: '/tr',
    load: () => import('./pages/tr/TrPage.tsx'),
    titleKey: 'tr.title',
    layout: 'shared',
    menuCode: 'M02',
    keepAlive: true,
  },
  {
    path: '/tr/TRFeedback',
    load: () => import('./pages/tr/TrFeedbackPage.tsx'),
    titleKey: 'tr.feedback.title',
    layout: 'shared',
    menuCode: 'M02',
  },
  {
    path: '/pcn',
    load: () => import('./pages/pcn/PcnPage.tsx'),
    titleKey: 'pcn.title',
    layout: 'shared',
    menuCode: 'M03',
    keepAlive: true,
  },
  {
    path: '/tool',
    load: () => import('./pages/tool/ToolPage.tsx'),
    titleKey: 'tool.title',
    layout: 'shared',
    menuCode: 'M04',
    keepAlive: true,
  },
  // Sample code (M06): the list (kept alive) and the detail (?id=).
  {
    path: '/samplecode',
    load: () => import('./pages/samplecode/SamplecodeListPage.tsx'),
    titleKey: 'samplecode.title',
    layout: 'shared',
    menuCode: 'M06',
    keepAlive: true,
  },
  {
    path: '/samplecode/samplecodeDetail',
    load: () => import('./pages/samplecode/SamplecodeDetailPage.tsx'),
    titleKey: 'samplecode.detail.title',
    layout: 'shared',
    menuCode: 'M06',
  },
  // Design review (M09): the list (kept alive), add and edit (one form), the detail, the
  // conversation and the retrial (?id=); the engineer's console.
  {
    path: '/review',
    load: () => import('./pages/review/ReviewListPage.tsx'),
    titleKey: 'review.title',
    layout: 'shared',
    menuCode: 'M09',
    keepAlive: true,
  },
  { path: '/review/reviewAdd', titleKey: 'review.add.title', ...reviewForm },
  { path: '/review/reviewEdit', titleKey: 'review.edit.title', ...reviewForm },
  {
    path: '/review/ReviewDetail',
    load: () => import('./pages/review/ReviewDetailPage.tsx'),
    titleKey: 'review.detail.title',
    layout: 'shared',
    menuCode: 'M09',
  },
  {
    path: '/review/ReviewInteract',
    load: () => import('./pages/review/ReviewInteractPage.tsx'),
    titleKey: 'review.interact.title',
    layout: 'shared',
    menuCode: 'M09',
  },
  {
    path: '/review/ReviewRepeat',
    load: () => import('./pages/review/ReviewRepeatPage.tsx'),
    titleKey: 'review.repeat.title',
    layout: 'shared',
    menuCode: 'M09',
  },
  {
    path: '/admin/review',
    load: () => import('./pages/admin/ReviewAdminPage.tsx'),
    titleKey: 'admin.review.title',
    layout: 'shared',
    menuCode: staffCodes.engineer,
  },
  // Patches (M07): the list with its detail drawer, merges and histories (kept alive); the staff console.
  {
    path: '/patch',
    load: () => import('./pages/patch/PatchPage.tsx'),
    titleKey: 'patch.title',
    layout: 'shared',
    menuCode: 'M07',
    keepAlive: true,
  },
  {
    path: '/admin/patch',
    load: () => import('./pages/admin/PatchAdminPage.tsx'),
    titleKey: 'admin.patch.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  // Training (M10): my trainings and public courses (kept alive), the on-shelf courses, the
  // application form (add and edit share one chunk), an application, a public course; staff console.
  {
    path: '/train',
    load: () => import('./pages/train/TrainListPage.tsx'),
    titleKey: 'train.title',
    layout: 'shared',
    menuCode: 'M10',
    keepAlive: true,
  },
  {
    path: '/train/shelfTrain',
    load: () => import('./pages/train/ShelfTrainPage.tsx'),
    titleKey: 'train.shelfTrain.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  {
    path: '/train/shelfTrainDetail',
    load: () => import('./pages/train/ShelfTrainDetailPage.tsx'),
    titleKey: 'train.shelfTrainDetail.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  { path: '/train/add', ...trainForm, titleKey: 'train.add.title' },
  { path: '/train/edit', ...trainForm, titleKey: 'train.edit.title' },
  {
    path: '/train/view',
    load: () => import('./pages/train/TrainViewPage.tsx'),
    titleKey: 'train.view.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  {
    path: '/train/openClassDetail',
    load: () => import('./pages/train/OpenClassDetailPage.tsx'),
    titleKey: 'train.openClassDetail.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  {
    path: '/admin/train',
    load: () => import('./pages/admin/TrainAdminPage.tsx'),
    titleKey: 'admin.train.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  // Patch sets (M16): the lists (kept alive), the apply (branch, pending PARs, cart), its preview
  // and one apply's e-patch; the staff's queue and switches.
  {
    path: '/patchset',
    load: () => import('./pages/patchset/PatchsetPage.tsx'),
    titleKey: 'patchset.title',
    layout: 'shared',
    menuCode: 'M16',
    keepAlive: true,
  },
  {
    path: '/patchset/addpatchset',
    load: () => import('./pages/patchset/AddPatchsetPage.tsx'),
    titleKey: 'patchset.add.title',
    layout: 'shared',
    menuCode: 'M16',
  },
  {
    path: '/patchset/preview',
    load: () => import('./pages/patchset/PreviewPage.tsx'),
    titleKey: 'patchset.preview.title',
    layout: 'shared',
    menuCode: 'M16',
  },
  {
    path: '/patchset/ePatchDetail',
    load: () => import('./pages/patchset/EpatchDetailPage.tsx'),
    titleKey: 'patchset.ePatch.title',
    layout: 'shared',
    menuCode: 'M16',
  },
  {
    path: '/admin/patchset',
    load: () => import('./pages/admin/PatchsetAdminPage.tsx'),
    titleKey: 'admin.patchset.title',
    layout: 'shared',
    menuCode: staffCodes.engineer,
  },
  {
    path: '/download',
    load: () => import('./pages/download/DownloadCentrePage.tsx'),
    titleKey: 'download.title',
    layout: 'shared',
    menuCode: 'M17',
    keepAlive: true,
  },
  // Child accounts: primary accounts only (M08); add and edit are one screen.
  {
    path: '/account',
    load: () => import('./pages/account/AccountListPage.tsx'),
    titleKey: 'account.title',
    layout: 'shared',
    menuCode: 'M08',
    keepAlive: true,
  },
  { path: '/account/accountAdd', titleKey: 'account.add.title', ...accountForm },
  { path: '/account/accountEdit', titleKey: 'account.edit.title', ...accountForm },
  {
    path: '/account/accountView',
    load: () => import('./pages/account/AccountViewPage.tsx'),
    titleKey: 'account.view.title',
    layout: 'shared',
    menuCode: 'M08',
  },
  // FAQ and quick start share their list, detail and comment-record screens (web/pages/faq);
  // each path is its own small chunk. Then full-text search.
  {
    path: '/faq',
    load: () => import('./pages/faq/FaqListPage.tsx'),
    titleKey: 'faq.title',
    layout: 'shared',
    menuCode: 'M14',
    keepAlive: true,
  },
  {
    path: '/faq/faqDetail',
    load: () => import('./pages/faq/FaqDetailPage.tsx'),
    titleKey: 'faq.detail.title',
    layout: 'shared',
    menuCode: 'M14',
  },
  {
    path: '/faq/commentRecord',
    load: () => import('./pages/faq/FaqCommentRecordPage.tsx'),
    titleKey: 'faq.commentRecord.title',
    layout: 'shared',
    menuCode: 'M14',
  },
  {
    path: '/quickStart',
    load: () => import('./pages/quickstart/QuickStartListPage.tsx'),
    titleKey: 'quickStart.title',
    layout: 'shared',
    menuCode: 'M15',
  },
  {
    path: '/quickStart/quickStartDetail',
    load: () => import('./pages/quickstart/QuickStartDetailPage.tsx'),
    titleKey: 'quickStart.detail.title',
    layout: 'shared',
    menuCode: 'M15',
  },
  {
    path: '/quickStart/commentRecord',
    load: () => import('./pages/quickstart/QuickStartCommentRecordPage.tsx'),
    titleKey: 'quickStart.commentRecord.title',
    layout: 'shared',
    menuCode: 'M15',
  },
  {
    path: '/fullTextSearch',
    load: () => import('./pages/search/SearchPage.tsx'),
    titleKey: 'fullTextSearch.title',
    layout: 'shared',
    menuCode: 'M21',
  },
  // Personal Center (M18, in the user dropdown), its account-group and menu settings.
  {
    path: '/personalCenter',
    load: () => import('./pages/personal/PersonalCenterPage.tsx'),
    titleKey: 'personalCenter.title',
    layout: 'shared',
    menuCode: 'M18',
    keepAlive: true,
  },
  {
    path: '/personalCenter/systemMenuSettings',
    load: () => import('./pages/personal/MenuSettingsPage.tsx'),
    titleKey: 'personalCenter.menuSettings.title',
    layout: 'shared',
    menuCode: 'M18',
  },
  {
    path: '/personalCenter/accountPermissionSettings',
    load: () => import('./pages/accgroup/AccountPermissionSettingsPage.tsx'),
    titleKey: 'personalCenter.accountPermissionSettings.title',
    layout: 'shared',
    menuCode: 'M18',
  },
  { path: '/dccVideo', ...videoViewer },
  { path: '/pcnVideo', ...videoViewer },
  { path: '/toolVideo', ...videoViewer },
  { path: '/trainVideo', ...videoViewer },
  { path: '/dccExcel', ...sheetViewer },
  { path: '/pcnExcel', ...sheetViewer },
  { path: '/toolExcel', ...sheetViewer },
  { path: '/trainExcel', ...sheetViewer },
  {
    path: '/notFound',
    load: () => import('./pages/system/NotFoundPage.tsx'),
    titleKey: 'notFound.title',
    layout: 'bare',
  },
  {
    path: '/noPermission',
    load: () => import('./pages/system/NoPermissionPage.tsx'),
    titleKey: 'noPermission.title',
    layout: 'bare',
  },
  {
    path: '/systemUpgrade',
    load: () => import('./pages/system/SystemUpgradePage.tsx'),
    titleKey: 'systemUpgrade.title',
    layout: 'bare',
    noFeedback: true,
  },
  {
    path: '/noticePage',
    load: () => import('./pages/notice/NoticePage.tsx'),
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
