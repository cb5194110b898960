// The route table as data: path, page loader (its own chunk), title key, menu code, layout and
// flags. The router (router.tsx) renders it; pages and the frame read it (findRoute) without
// importing the router. Every path not listed here is unknown, and the guard (guard.ts) sends it
// to /notFound. A route's menu code is enforced once, by the router's route element.
import type { ComponentType } from 'react';
import { staffCodes } from '../contract/staff-codes.ts';
import { normalizePath } from './guard.ts';
import type { PageKey } from './pageLoaders.ts';

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
  /**
   * No floating feedback button: only the pages spec §1 exempts (sign-in, reset, register, verify,
   * system upgrade, notices; routes.test.ts holds the table to that list). Both layouts read it.
   */
  noFeedback?: boolean;
  /**
   * A bare page that uses no TanStack Query: the router renders it without the query client, so
   * its first load does without it (the sign-in screen, QUALITY.md's lightest budget).
   */
  noQueries?: boolean;
};

/**
 * Routes sharing a loader share one page component: moving between them loads nothing. `preload`
 * puts the page's calls into the query cache (the same queries the page uses) while its chunk
 * loads, for a signed-in visit; the frame's first paint waits for them (router.tsx).
 */
export type RouteDef = RouteMeta & { load: PageLoader; preload?: () => Promise<unknown> };

/**
 * The loader of a page other than the sign-in screen. The loaders themselves, with the list of
 * files each page preloads, live in their own chunk (pageLoaders.ts), fetched with the first such
 * page: the sign-in screen's first load does without them (QUALITY.md: 200 KB). One loader per
 * page, so that routes naming the same page share its component.
 */
const loaders = new Map<PageKey, PageLoader>();
function page(key: PageKey): PageLoader {
  let load = loaders.get(key);
  if (!load) {
    load = () => import('./pageLoaders.ts').then((chunk) => chunk.pageLoaders[key]());
    loaders.set(key, load);
  }
  return load;
}

// One screen, one chunk, for the four paths of spec §2: switching between them loads nothing.
const authScreen = {
  load: () => import('./pages/auth/AuthPage.tsx'),
  layout: 'bare',
  noFooter: true,
  noFeedback: true,
  noQueries: true,
} as const;

// The viewers: one chunk per kind of viewer, whichever module opens it; no frame around them, but
// the feedback button, as on every page spec §1 does not exempt.
const videoViewer = {
  load: page('viewer/VideoPage'),
  titleKey: 'viewer.video.title',
  layout: 'bare',
  noFooter: true,
} as const;
const sheetViewer = {
  load: page('viewer/SheetPage'),
  titleKey: 'viewer.sheet.title',
  layout: 'bare',
  noFooter: true,
} as const;

const accountForm = {
  load: page('account/AccountFormPage'),
  layout: 'shared',
  menuCode: 'M08',
} as const;

const trainForm = {
  load: page('train/TrainFormPage'),
  layout: 'shared',
  menuCode: 'M10',
} as const;

// Adding and editing a review: one form, one chunk.
const reviewForm = {
  load: page('review/ReviewFormPage'),
  layout: 'shared',
  menuCode: 'M09',
} as const;

// The simulation task form: new, a draft, a re-simulation — one form, one chunk.
const simulationForm = {
  load: page('simulation/TaskFormPage'),
  layout: 'shared',
  menuCode: 'M13',
} as const;

export const routes: readonly RouteDef[] = [
  {
    path: '/',
    load: page('home/HomePage'),
    preload: () => import('./pages/home/homeQueries.ts').then((queries) => queries.preloadHome()),
    titleKey: 'home.title',
    layout: 'shared',
  },
  { path: '/login', titleKey: 'login.title', ...authScreen },
  { path: '/register', titleKey: 'register.title', ...authScreen },
  { path: '/reset', titleKey: 'reset.title', ...authScreen },
  { path: '/verify', titleKey: 'verify.title', ...authScreen },
  {
    path: '/updateGuidelines',
    load: page('auth/UpdateGuidelinesPage'),
    titleKey: 'updateGuidelines.title',
    layout: 'bare',
  },
  {
    path: '/admin/accounts',
    load: page('admin/AccountsPage'),
    titleKey: 'admin.accounts.title',
    layout: 'shared',
    menuCode: staffCodes.accountsAdmin,
  },
  {
    path: '/admin/deliver',
    load: page('admin/DeliverAdminPage'),
    titleKey: 'admin.deliver.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/deliver',
    load: page('deliver/DeliverPage'),
    titleKey: 'deliver.title',
    layout: 'shared',
    menuCode: 'M12',
    keepAlive: true,
  },
  {
    path: '/admin/operator',
    load: page('admin/OperatorAdminPage'),
    titleKey: 'admin.operator.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/operator',
    load: page('operator/OperatorPage'),
    titleKey: 'operator.title',
    layout: 'shared',
    menuCode: 'M11',
  },
  {
    path: '/admin/qvl',
    load: page('admin/QvlAdminPage'),
    titleKey: 'admin.qvl.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/qvl',
    load: page('qvl/QvlPage'),
    titleKey: 'qvl.title',
    layout: 'shared',
    menuCode: 'M05',
    keepAlive: true,
  },
  {
    path: '/qvlSupplier',
    load: page('qvl/QvlSupplierPage'),
    titleKey: 'qvlSupplier.title',
    layout: 'shared',
    menuCode: 'M05',
    keepAlive: true,
  },
  {
    path: '/admin/samplecode',
    load: page('admin/SamplecodeAdminPage'),
    titleKey: 'admin.samplecode.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  // The documents family (one list screen in web/pages/dcc, an entry per module) and the download centre.
  {
    path: '/dcc',
    load: page('dcc/DccPage'),
    titleKey: 'dcc.title',
    layout: 'shared',
    menuCode: 'M01',
    keepAlive: true,
  },
  {
    path: '/dcc/DCCFeedback',
    load: page('dcc/DccFeedbackPage'),
    titleKey: 'dcc.feedback.title',
    layout: 'shared',
    menuCode: 'M01',
  },
  {
    path: '/dcc/satisfactionSurvey',
    load: page('dcc/SurveyPage'),
    titleKey: 'dcc.survey.title',
    layout: 'shared',
    menuCode: 'M01',
    noFooter: true,
  },
  {
    path: '/tr',
    load: page('tr/TrPage'),
    titleKey: 'tr.title',
    layout: 'shared',
    menuCode: 'M02',
    keepAlive: true,
  },
  {
    path: '/tr/TRFeedback',
    load: page('tr/TrFeedbackPage'),
    titleKey: 'tr.feedback.title',
    layout: 'shared',
    menuCode: 'M02',
  },
  {
    path: '/pcn',
    load: page('pcn/PcnPage'),
    titleKey: 'pcn.title',
    layout: 'shared',
    menuCode: 'M03',
    keepAlive: true,
  },
  {
    path: '/tool',
    load: page('tool/ToolPage'),
    titleKey: 'tool.title',
    layout: 'shared',
    menuCode: 'M04',
    keepAlive: true,
  },
  // Sample code (M06): the list (kept alive) and the detail (?id=).
  {
    path: '/samplecode',
    load: page('samplecode/SamplecodeListPage'),
    titleKey: 'samplecode.title',
    layout: 'shared',
    menuCode: 'M06',
    keepAlive: true,
  },
  {
    path: '/samplecode/samplecodeDetail',
    load: page('samplecode/SamplecodeDetailPage'),
    titleKey: 'samplecode.detail.title',
    layout: 'shared',
    menuCode: 'M06',
  },
  // Design review (M09): the list (kept alive), add and edit (one form), the detail, the
  // conversation and the retrial (?id=); the engineer's console.
  {
    path: '/review',
    load: page('review/ReviewListPage'),
    titleKey: 'review.title',
    layout: 'shared',
    menuCode: 'M09',
    keepAlive: true,
  },
  { path: '/review/reviewAdd', titleKey: 'review.add.title', ...reviewForm },
  { path: '/review/reviewEdit', titleKey: 'review.edit.title', ...reviewForm },
  {
    path: '/review/ReviewDetail',
    load: page('review/ReviewDetailPage'),
    titleKey: 'review.detail.title',
    layout: 'shared',
    menuCode: 'M09',
  },
  {
    path: '/review/ReviewInteract',
    load: page('review/ReviewInteractPage'),
    titleKey: 'review.interact.title',
    layout: 'shared',
    menuCode: 'M09',
  },
  {
    path: '/review/ReviewRepeat',
    load: page('review/ReviewRepeatPage'),
    titleKey: 'review.repeat.title',
    layout: 'shared',
    menuCode: 'M09',
  },
  {
    path: '/admin/review',
    load: page('admin/ReviewAdminPage'),
    titleKey: 'admin.review.title',
    layout: 'shared',
    menuCode: staffCodes.engineer,
  },
  // SI/PI simulation (M13): the engineer's console.
  {
    path: '/admin/simulation',
    load: page('admin/SimulationAdminPage'),
    titleKey: 'admin.simulation.title',
    layout: 'shared',
    menuCode: staffCodes.engineer,
  },
  // SI/PI simulation (M13): the landing with its four entries, the task form (new, a draft, a
  // re-simulation), My submissions with the task drawer and Drafts (kept alive), the result files.
  {
    path: '/simulation',
    load: page('simulation/SimulationHomePage'),
    titleKey: 'simulation.title',
    layout: 'shared',
    menuCode: 'M13',
  },
  { path: '/simulation/addTask', titleKey: 'simulation.addTask.title', ...simulationForm },
  {
    path: '/simulation/MySubmission',
    load: page('simulation/SubmissionListPage'),
    titleKey: 'simulation.mySubmission.title',
    layout: 'shared',
    menuCode: 'M13',
    keepAlive: true,
  },
  { path: '/simulation/MySubmission/ReSimulation', titleKey: 'simulation.reSimulation.title', ...simulationForm },
  {
    path: '/simulation/DraftList',
    load: page('simulation/DraftListPage'),
    titleKey: 'simulation.draftList.title',
    layout: 'shared',
    menuCode: 'M13',
    keepAlive: true,
  },
  { path: '/simulation/DraftList/EditTask', titleKey: 'simulation.editTask.title', ...simulationForm },
  {
    path: '/simulation/DownloadList',
    load: page('simulation/DownloadListPage'),
    titleKey: 'simulation.downloadList.title',
    layout: 'shared',
    menuCode: 'M13',
  },
  // Patches (M07): the list with its detail drawer, merges and histories (kept alive); the staff console.
  {
    path: '/patch',
    load: page('patch/PatchPage'),
    titleKey: 'patch.title',
    layout: 'shared',
    menuCode: 'M07',
    keepAlive: true,
  },
  {
    path: '/admin/patch',
    load: page('admin/PatchAdminPage'),
    titleKey: 'admin.patch.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  // Training (M10): my trainings and public courses (kept alive), the on-shelf courses, the
  // application form (add and edit share one chunk), an application, a public course; staff console.
  {
    path: '/train',
    load: page('train/TrainListPage'),
    titleKey: 'train.title',
    layout: 'shared',
    menuCode: 'M10',
    keepAlive: true,
  },
  {
    path: '/train/shelfTrain',
    load: page('train/ShelfTrainPage'),
    titleKey: 'train.shelfTrain.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  {
    path: '/train/shelfTrainDetail',
    load: page('train/ShelfTrainDetailPage'),
    titleKey: 'train.shelfTrainDetail.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  { path: '/train/add', ...trainForm, titleKey: 'train.add.title' },
  { path: '/train/edit', ...trainForm, titleKey: 'train.edit.title' },
  {
    path: '/train/view',
    load: page('train/TrainViewPage'),
    titleKey: 'train.view.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  {
    path: '/train/openClassDetail',
    load: page('train/OpenClassDetailPage'),
    titleKey: 'train.openClassDetail.title',
    layout: 'shared',
    menuCode: 'M10',
  },
  {
    path: '/admin/train',
    load: page('admin/TrainAdminPage'),
    titleKey: 'admin.train.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  // Patch sets (M16): the lists (kept alive), the apply (branch, pending PARs, cart), its preview
  // and one apply's e-patch; the staff's queue and switches.
  {
    path: '/patchset',
    load: page('patchset/PatchsetPage'),
    titleKey: 'patchset.title',
    layout: 'shared',
    menuCode: 'M16',
    keepAlive: true,
  },
  {
    path: '/patchset/addpatchset',
    load: page('patchset/AddPatchsetPage'),
    titleKey: 'patchset.add.title',
    layout: 'shared',
    menuCode: 'M16',
  },
  {
    path: '/patchset/preview',
    load: page('patchset/PreviewPage'),
    titleKey: 'patchset.preview.title',
    layout: 'shared',
    menuCode: 'M16',
  },
  {
    path: '/patchset/ePatchDetail',
    load: page('patchset/EpatchDetailPage'),
    titleKey: 'patchset.ePatch.title',
    layout: 'shared',
    menuCode: 'M16',
  },
  {
    path: '/admin/patchset',
    load: page('admin/PatchsetAdminPage'),
    titleKey: 'admin.patchset.title',
    layout: 'shared',
    menuCode: staffCodes.engineer,
  },
  {
    path: '/admin/documents',
    load: page('admin/CatalogAdminPage'),
    titleKey: 'admin.catalogDcc.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/reports',
    load: page('admin/CatalogAdminPage'),
    titleKey: 'admin.catalogTr.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/pcn',
    load: page('admin/CatalogAdminPage'),
    titleKey: 'admin.catalogPcn.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/tools',
    load: page('admin/CatalogAdminPage'),
    titleKey: 'admin.catalogTool.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/faq',
    load: page('admin/ArticlesAdminPage'),
    titleKey: 'admin.faq.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/quickstart',
    load: page('admin/ArticlesAdminPage'),
    titleKey: 'admin.quickstart.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/announcements',
    load: page('admin/AnnouncementsAdminPage'),
    titleKey: 'admin.announcements.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/partners',
    load: page('admin/PartnersAdminPage'),
    titleKey: 'admin.partners.title',
    layout: 'shared',
    menuCode: staffCodes.publish,
  },
  {
    path: '/admin/queues',
    load: page('admin/QueuesPage'),
    titleKey: 'admin.queues.title',
    layout: 'shared',
    menuCode: staffCodes.engineer,
  },
  {
    path: '/admin/settings',
    load: page('admin/SettingsPage'),
    titleKey: 'admin.settings.title',
    layout: 'shared',
    menuCode: staffCodes.settings,
  },
  {
    path: '/admin/audit',
    load: page('admin/AuditPage'),
    titleKey: 'admin.audit.title',
    layout: 'shared',
    menuCode: staffCodes.audit,
  },
  {
    path: '/download',
    load: page('download/DownloadCentrePage'),
    titleKey: 'download.title',
    layout: 'shared',
    menuCode: 'M17',
    keepAlive: true,
  },
  // Child accounts: primary accounts only (M08); add and edit are one screen.
  {
    path: '/account',
    load: page('account/AccountListPage'),
    titleKey: 'account.title',
    layout: 'shared',
    menuCode: 'M08',
    keepAlive: true,
  },
  { path: '/account/accountAdd', titleKey: 'account.add.title', ...accountForm },
  { path: '/account/accountEdit', titleKey: 'account.edit.title', ...accountForm },
  {
    path: '/account/accountView',
    load: page('account/AccountViewPage'),
    titleKey: 'account.view.title',
    layout: 'shared',
    menuCode: 'M08',
  },
  // FAQ and quick start share their list, detail and comment-record screens (web/pages/faq);
  // each path is its own small chunk. Then full-text search.
  {
    path: '/faq',
    load: page('faq/FaqListPage'),
    titleKey: 'faq.title',
    layout: 'shared',
    menuCode: 'M14',
    keepAlive: true,
  },
  {
    path: '/faq/faqDetail',
    load: page('faq/FaqDetailPage'),
    titleKey: 'faq.detail.title',
    layout: 'shared',
    menuCode: 'M14',
  },
  {
    path: '/faq/commentRecord',
    load: page('faq/FaqCommentRecordPage'),
    titleKey: 'faq.commentRecord.title',
    layout: 'shared',
    menuCode: 'M14',
  },
  {
    path: '/quickStart',
    load: page('quickstart/QuickStartListPage'),
    titleKey: 'quickStart.title',
    layout: 'shared',
    menuCode: 'M15',
  },
  {
    path: '/quickStart/quickStartDetail',
    load: page('quickstart/QuickStartDetailPage'),
    titleKey: 'quickStart.detail.title',
    layout: 'shared',
    menuCode: 'M15',
  },
  {
    path: '/quickStart/commentRecord',
    load: page('quickstart/QuickStartCommentRecordPage'),
    titleKey: 'quickStart.commentRecord.title',
    layout: 'shared',
    menuCode: 'M15',
  },
  {
    path: '/fullTextSearch',
    load: page('search/SearchPage'),
    titleKey: 'fullTextSearch.title',
    layout: 'shared',
    menuCode: 'M21',
  },
  // Personal Center (M18, in the user dropdown), its account-group and menu settings.
  {
    path: '/personalCenter',
    load: page('personal/PersonalCenterPage'),
    titleKey: 'personalCenter.title',
    layout: 'shared',
    menuCode: 'M18',
    keepAlive: true,
  },
  {
    path: '/personalCenter/systemMenuSettings',
    load: page('personal/MenuSettingsPage'),
    titleKey: 'personalCenter.menuSettings.title',
    layout: 'shared',
    menuCode: 'M18',
  },
  {
    path: '/personalCenter/accountPermissionSettings',
    load: page('accgroup/AccountPermissionSettingsPage'),
    titleKey: 'personalCenter.accountPermissionSettings.title',
    layout: 'shared',
    menuCode: 'M18',
  },
  // AI assistant (beta, M19): the conversations and the chat, behind its own disclaimer.
  {
    path: '/uniAi',
    load: page('ai/AiAssistantPage'),
    titleKey: 'ai.title',
    layout: 'shared',
    menuCode: 'M19',
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
    load: page('system/NotFoundPage'),
    titleKey: 'notFound.title',
    layout: 'bare',
  },
  {
    path: '/noPermission',
    load: page('system/NoPermissionPage'),
    titleKey: 'noPermission.title',
    layout: 'bare',
  },
  {
    path: '/systemUpgrade',
    load: page('system/SystemUpgradePage'),
    titleKey: 'systemUpgrade.title',
    layout: 'bare',
    noFeedback: true,
  },
  {
    path: '/noticePage',
    load: page('notice/NoticePage'),
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
