// The access matrix of QUALITY.md: every registered /api route × every kind of caller → status.
// A route missing here fails server/access-matrix.test.ts. Each issue adds its routes.
import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { childNeverCodes, functionDefs, menuDefs } from '../../contract/menus.ts';
import { multipartBody, pdfOf } from './multipart.ts';
import { auditRows } from './matrix/audit.ts';
import { queuesRows } from './matrix/queues.ts';
import { settingsRows } from './matrix/settings.ts';
import { publishRows } from './matrix/publish.ts';
import { articlesAdminRows } from './matrix/articlesAdmin.ts';
import { staffAccountsRows } from './matrix/staffAccounts.ts';

import { all, callers, ownerOnly, signedIn, type Caller, type Expect } from './matrix/expect.ts';

export { callers, type Caller, type Expect };

/**
 * What the matrix test prepared: a file the primary account of company A uploaded, and, per
 * catalogue kind, an item only company A may see (on NX310; a PDF for dcc, tr and pcn), plus the
 * NX310 pin-list spreadsheet and the NX710 video.
 */
export type Fixtures = {
  primaryFileId: number;
  itemOfA: Record<'dcc' | 'tr' | 'pcn' | 'tool', number>;
  sheetFileId: number;
  videoFileId: number;
  /** An FAQ and a quick-start guide on NX310 (company A only), and a comment by child@demo.test on that FAQ. */
  faqOfA: number;
  guideOfA: number;
  commentOfA: number;
  /** A third child of company A that only the account-management rows touch. */
  spareChildOfA: number;
  /** The seeded account group of company A (managed by customer@demo.test), one of its roles and its member child@demo.test. */
  accGroupOfA: { groupId: number; roleId: number; memberId: number };
  /** The seed's published patch-set apply of company A (project A-Phone-X1) and its e-patch file. */
  epatchOfA: { applyId: number; fileId: number };
  /**
   * Simulation tasks of company A from the seed: a finished one on the hidden project "A-Secret"
   * with its report, a submitted one on a visible project (and its fields, a complete body), and a
   * draft of customer@demo.test.
   */
  simulationOfA: { secret: number; secretReport: number; submitted: number; submittedBody: unknown; draft: number };
};

export type MatrixRow = {
  route: string; // "METHOD /api/path/:param" exactly as registered
  request?: (f: Fixtures, caller: Caller) => Omit<InjectOptions, 'method'>;
  expect: Expect;
};

/** One client address per caller for the routes that mail codes: each address may ask for a few an hour. */
const mailClient = (caller: Caller) => ({ remoteAddress: `198.51.100.${callers.indexOf(caller) + 1}` });

const upload = () => {
  const body = multipartBody('matrix.pdf', pdfOf(1024));
  return { headers: body.headers, payload: body.payload };
};

/** Demo children hold M01, M02, M04 with dcc.download and tool.download; no exports, no M03. */
const childPages = { dcc: true, tr: true, pcn: false, tool: true } as const;
const childDownloads = { dcc: true, tr: false, pcn: false, tool: true } as const;
const countPaths = {
  dcc: 'getNoDownloadCount',
  tr: 'getNoDownloadTrCount',
  pcn: 'getNoDownloadCount',
  tool: 'getNoDownloadCount',
} as const;

function familyRows(kind: 'dcc' | 'tr' | 'pcn' | 'tool'): MatrixRow[] {
  const base = `/api/dccpath/${kind}/file`;
  const child = (granted: boolean, status: number) => (granted ? status : 403);
  // Item of company A: company B has the codes but not the item (404); staff hold no customer codes (403).
  const itemOfA = (granted: boolean, status = 200): Expect =>
    signedIn(status, { child: child(granted, status), childHidden: child(granted, status), other: 404, pm: 403 });
  return [
    {
      route: `GET ${base}/${countPaths[kind]}`,
      expect: signedIn(200, {
        child: child(childPages[kind], 200),
        childHidden: child(childPages[kind], 200),
        pm: 403,
      }),
    },
    {
      route: `GET ${base}/list`,
      expect: signedIn(200, {
        child: child(childPages[kind], 200),
        childHidden: child(childPages[kind], 200),
        pm: 403,
      }),
    },
    {
      route: `GET ${base}/detail/:id`,
      request: (f) => ({ url: `${base}/detail/${f.itemOfA[kind]}` }),
      expect: itemOfA(childPages[kind]),
    },
    {
      route: `GET ${base}/download/:id`,
      request: (f) => ({ url: `${base}/download/${f.itemOfA[kind]}` }),
      expect: itemOfA(childDownloads[kind]),
    },
    {
      route: `POST ${base}/batchDownload`,
      request: (f) => ({ payload: { ids: [f.itemOfA[kind]] } }),
      expect: itemOfA(childDownloads[kind]),
    },
    {
      route: `POST ${base}/export`,
      request: () => ({ payload: { keyword: 'NX' } }),
      expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
    },
  ];
}

export const accessMatrix: MatrixRow[] = [
  { route: 'GET /api/docs', expect: all(200) },
  { route: 'GET /api/docs/static/index.html', expect: all(302) }, // swagger-ui redirects to /api/docs
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: all(200) },
  { route: 'GET /api/docs/json', expect: all(200) },
  { route: 'GET /api/docs/yaml', expect: all(200) },
  { route: 'GET /api/docs/static/*', request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: all(200) },
  { route: 'GET /api/healthz', expect: all(200) },
  { route: 'GET /api/readyz', expect: all(200) },
  // Only a scraper on this machine (or holding METRICS_TOKEN): the matrix calls from outside.
  { route: 'GET /api/metrics', request: () => ({ remoteAddress: '203.0.113.9' }), expect: all(403) },

  // Sign-in and the account lifecycle: public by nature; bodies that fail their checks get 400.
  {
    route: 'GET /api/codepath/code/getVerificationCodePhoto',
    request: () => ({ headers: { 'verify-code': crypto.randomUUID() } }),
    expect: all(200),
  },
  {
    route: 'POST /api/gateway/user/login',
    request: () => ({ payload: { username: 'customer@demo.test', password: 'x', code: 'nope' } }),
    expect: all(400),
  },
  {
    route: 'GET /api/codepath/code/getRegisterCode',
    request: (_f, c) => ({ query: { email: `${c}@matrix.test` }, ...mailClient(c) }),
    expect: all(200),
  },
  {
    route: 'GET /api/codepath/code/getVerificationCode',
    request: (_f, c) => ({ query: { email: `${c}@matrix.test` }, ...mailClient(c) }),
    expect: all(200),
  },
  {
    route: 'GET /api/codepath/code/getVerifyCode',
    request: (_f, c) => ({ query: { email: `${c}@matrix.test` }, ...mailClient(c) }),
    expect: all(200),
  },
  { route: 'POST /api/gateway/user/register', request: () => ({ payload: {} }), expect: all(400) },
  { route: 'POST /api/gateway/user/updatePwd', request: () => ({ payload: {} }), expect: all(400) },
  { route: 'POST /api/gateway/user/accountActivate', request: () => ({ payload: {} }), expect: all(400) },
  {
    route: 'POST /api/gateway/user/checkPasswordContainsCommonKey',
    request: () => ({ payload: { customerPwd: 'Chip#Design42' } }),
    expect: all(200),
  },
  { route: 'GET /api/gateway/user/getAllItem', expect: all(200) },
  { route: 'GET /api/gateway/user/getLegalCom', expect: all(200) },
  { route: 'GET /api/gateway/user/nda', expect: all(200) },
  { route: 'GET /api/gateway/user/getMenu', expect: signedIn(200) },
  { route: 'GET /api/gateway/user/profile', expect: signedIn(200) },
  { route: 'POST /api/gateway/user/logout', expect: signedIn(200) },

  { route: 'POST /api/common/file/upload', request: upload, expect: signedIn(200) },
  {
    route: 'GET /api/common/file/download/:id',
    request: (f) => ({ url: `/api/common/file/download/${f.primaryFileId}` }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/common/file/batchDownload',
    request: (f) => ({ payload: { ids: [f.primaryFileId] } }),
    expect: ownerOnly(200),
  },

  // The project manager's console: staff code admin.accounts; an account outside their companies is 404.
  { route: 'GET /api/admin/account/list', expect: signedIn(403, { pm: 200 }) },
  {
    route: 'POST /api/admin/account/activate/:id',
    request: () => ({ url: '/api/admin/account/activate/999999' }),
    expect: signedIn(403, { pm: 404 }),
  },
  {
    route: 'POST /api/admin/account/lock/:id',
    request: () => ({ url: '/api/admin/account/lock/999999' }),
    expect: signedIn(403, { pm: 404 }),
  },
  {
    route: 'POST /api/admin/account/unlock/:id',
    request: () => ({ url: '/api/admin/account/unlock/999999' }),
    expect: signedIn(403, { pm: 404 }),
  },

  // Home (any signed-in account; rows are filtered by the caller's platforms inside).
  { route: 'GET /api/common/homepage/authPlatform', expect: signedIn(200) },
  { route: 'GET /api/common/homepage/carePlatform', expect: signedIn(200) },
  {
    route: 'POST /api/common/homepage/updatePlatformCare',
    request: () => ({ payload: { platformIds: [1] } }),
    expect: signedIn(200, { other: 400 }),
  },
  { route: 'GET /api/common/homepage/updateFiles', expect: signedIn(200) },
  { route: 'GET /api/common/homepage/publishVersions', expect: signedIn(200) },
  { route: 'GET /api/common/homepage/partners', expect: signedIn(200) },
  { route: 'GET /api/common/latestCourse', expect: signedIn(200) },
  {
    route: 'GET /api/common/common/hasVisit/:kind',
    request: () => ({ url: '/api/common/common/hasVisit/1' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/common/common/addVisit/:kind',
    request: () => ({ url: '/api/common/common/addVisit/1' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/common/homepage/custFeedback',
    request: () => ({ payload: { subject: 'Other', feedback: 'matrix' } }),
    expect: signedIn(200),
  },
  { route: 'GET /api/common/homepage/notification', expect: signedIn(200) },
  {
    route: 'GET /api/common/notice/detail/:id',
    request: () => ({ url: '/api/common/notice/detail/1' }),
    expect: all(200),
  },

  // The documents family: page code to look, function codes to download and export.
  ...familyRows('dcc'),
  ...familyRows('tr'),
  ...familyRows('pcn'),
  ...familyRows('tool'),
  {
    route: 'POST /api/dccpath/dcc/file/feedback',
    request: () => ({ payload: { subject: 'Datasheet', content: 'matrix' } }),
    expect: signedIn(200, { pm: 403 }),
  },
  { route: 'GET /api/dccpath/dcc/file/feedbackList', expect: signedIn(200, { pm: 403 }) },
  {
    route: 'POST /api/dccpath/tr/file/feedback',
    request: () => ({ payload: { subject: 'Report', content: 'matrix' } }),
    expect: signedIn(200, { pm: 403 }),
  },
  { route: 'GET /api/dccpath/tr/file/feedbackList', expect: signedIn(200, { pm: 403 }) },
  { route: 'GET /api/dccpath/dcc/survey/status', expect: signedIn(200, { pm: 403 }) },
  {
    route: 'POST /api/dccpath/dcc/survey/submit',
    request: () => ({
      payload: {
        docType: 'datasheet',
        ratings: { completeness: 5, accuracy: 4, timeliness: 4, usability: 5 },
        suggestion: 'matrix',
      },
    }),
    expect: signedIn(200, { pm: 403 }),
  },
  {
    route: 'POST /api/dccpath/pcn/file/changeRequest',
    request: (f) => ({ payload: { itemId: f.itemOfA.pcn, impact: 'none', request: 'samples' } }),
    expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
  },
  {
    route: 'GET /api/dccpath/pcn/file/changeRequestList',
    expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
  },
  {
    route: 'POST /api/dccpath/pcn/file/acknowledge/:id',
    request: (f) => ({ url: `/api/dccpath/pcn/file/acknowledge/${f.itemOfA.pcn}` }),
    expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
  },
  {
    route: 'GET /api/dccpath/tool/file/versions/:id',
    request: (f) => ({ url: `/api/dccpath/tool/file/versions/${f.itemOfA.tool}` }),
    expect: signedIn(200, { other: 404, pm: 403 }),
  },
  // Viewers answer for any item the caller may see; anything else is 404. A PDF preview is the
  // stamped file itself, so it also needs the item's download code (decision 0009): the demo
  // children see technical reports but may not download them.
  {
    route: 'GET /api/common/preview/:id',
    request: (f) => ({ url: `/api/common/preview/${f.itemOfA.tr}` }),
    expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 404 }),
  },
  {
    route: 'GET /api/common/video/:fileId',
    request: (f) => ({ url: `/api/common/video/${f.videoFileId}` }),
    expect: signedIn(200, { other: 404, pm: 404 }),
  },
  {
    route: 'GET /api/common/sheet/:fileId',
    request: (f) => ({ url: `/api/common/sheet/${f.sheetFileId}` }),
    expect: signedIn(200, { other: 404, pm: 404 }),
  },
  { route: 'GET /api/common/download/list', expect: signedIn(200, { pm: 403 }) },
  {
    route: 'GET /api/common/download/userGuide',
    request: () => ({ query: { lang: 'en' } }),
    expect: signedIn(200, { pm: 403 }),
  },

  // Full-text search (M21): every customer in the demo holds it; staff do not.
  {
    route: 'GET /api/common/search/global',
    request: () => ({ query: { keyword: '功耗' } }),
    expect: signedIn(200, { pm: 403 }),
  },
  {
    route: 'POST /api/common/search/advanced',
    request: () => ({ payload: { keyword: 'DDR', modules: ['dcc'] } }),
    expect: signedIn(200, { pm: 403 }),
  },

  // FAQ (M14) and quick start (M15): children hold both and faq.comment; staff hold neither.
  ...(['faq', 'quickstart'] as const).flatMap((m): MatrixRow[] => {
    const base = `/api/common/${m}`;
    const id = (f: Fixtures) => (m === 'faq' ? f.faqOfA : f.guideOfA);
    const ofA = signedIn(200, { other: 404, pm: 403 });
    return [
      { route: `GET ${base}/list`, expect: signedIn(200, { pm: 403 }) },
      { route: `GET ${base}/detail/:id`, request: (f) => ({ url: `${base}/detail/${id(f)}` }), expect: ofA },
      {
        route: `POST ${base}/like/:id`,
        request: (f) => ({ url: `${base}/like/${id(f)}`, payload: { liked: true } }),
        expect: ofA,
      },
      {
        route: `POST ${base}/comment/:id`,
        request: (f) => ({ url: `${base}/comment/${id(f)}`, payload: { content: 'matrix' } }),
        expect: ofA,
      },
      { route: `GET ${base}/comments/:id`, request: (f) => ({ url: `${base}/comments/${id(f)}` }), expect: ofA },
      { route: `GET ${base}/commentRecord`, expect: signedIn(200, { pm: 403 }) },
      // Only its author (childHidden) deletes a comment: the company sees it (403), another company does not (404).
      ...(m === 'faq'
        ? [
            {
              route: `DELETE ${base}/comment/:id`,
              request: (f: Fixtures) => ({ url: `${base}/comment/${f.commentOfA}` }),
              expect: signedIn(403, { childHidden: 200, other: 404, pm: 403 }),
            },
            {
              route: `POST ${base}/collect/:id`,
              request: (f: Fixtures) => ({ url: `${base}/collect/${f.faqOfA}`, payload: { collected: true } }),
              expect: ofA,
            },
            {
              route: `POST ${base}/share/:id`,
              request: (f: Fixtures) => ({ url: `${base}/share/${f.faqOfA}` }),
              expect: ofA,
            },
          ]
        : [
            {
              route: `DELETE ${base}/comment/:id`,
              request: () => ({ url: `${base}/comment/999999` }),
              expect: signedIn(404, { pm: 403 }),
            },
          ]),
    ];
  }),

  // Child accounts: M08 to look, account.manage to change; only the primary of the child's company.
  { route: 'GET /api/common/cust/account/list', expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }) },
  {
    route: 'GET /api/common/cust/account/detail/:id',
    request: (f) => ({ url: `/api/common/cust/account/detail/${f.spareChildOfA}` }),
    expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
  },
  {
    route: 'GET /api/common/cust/account/grantableModules',
    expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
  },
  { route: 'GET /api/common/cust/account/projects', expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }) },
  {
    route: 'POST /api/common/cust/account/add',
    request: (_f, c) => ({
      payload: { name: 'Matrix Child', email: `m-${c}@matrix.test`, phone: '13900003333', menuCodes: ['M01'] },
    }),
    expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }),
  },
  {
    route: 'PUT /api/common/cust/account/edit',
    request: (f, c) => ({
      payload: {
        id: f.spareChildOfA,
        name: 'Spare Child',
        email: `spare-${c}@matrix.test`,
        phone: '13900004444',
        menuCodes: ['M01'],
      },
    }),
    expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
  },
  {
    route: 'PUT /api/common/cust/account/status',
    request: (f) => ({ payload: { id: f.spareChildOfA, enabled: false } }),
    expect: signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 }),
  },
  {
    route: 'POST /api/gateway/user/inviteInfo',
    request: () => ({ payload: { token: 'x'.repeat(43) } }),
    expect: all(400),
  },
  {
    route: 'POST /api/gateway/user/acceptInvite',
    request: () => ({
      payload: { token: 'x'.repeat(43), password: 'Chip#Design42', confirmPassword: 'Chip#Design42' },
    }),
    expect: all(400),
  },

  // Personal Center (M18): the caller's own things; every demo customer holds M18, staff do not.
  // Reading the quick-navigation settings is open to any signed-in account (the home page follows them).
  { route: 'GET /api/common/personal/center/profile', expect: signedIn(200, { pm: 403 }) },
  // A wrong current password: refused before anything changes.
  {
    route: 'POST /api/common/personal/center/updatePassword',
    request: () => ({
      payload: { oldPassword: 'Not#The1Password', password: 'Chip#Design42', confirmPassword: 'Chip#Design42' },
    }),
    expect: signedIn(400, { pm: 403 }),
  },
  { route: 'GET /api/common/personal/center/menuSettings', expect: signedIn(200) },
  {
    route: 'PUT /api/common/personal/center/menuSettings',
    request: () => ({ payload: { codes: ['M01'] } }),
    expect: signedIn(200, { pm: 403 }),
  },
  { route: 'DELETE /api/common/personal/center/menuSettings', expect: signedIn(200, { pm: 403 }) },
  // Message settings: the caller's own, in the Personal Center (M18); staff have none.
  { route: 'GET /api/common/user/message/getModuleEmailConfigAndUserConfig', expect: signedIn(200, { pm: 403 }) },
  {
    route: 'POST /api/common/user/message/saveUserEmailConfig',
    request: () => ({ payload: { configs: [{ module: 'dcc', enabled: false, mode: 'immediate' }] } }),
    expect: signedIn(200, { pm: 403 }),
  },
  {
    route: 'POST /api/common/user/message/getUserEmailConfigLog',
    request: () => ({ payload: {} }),
    expect: signedIn(200, { pm: 403 }),
  },

  // M17 (download centre): both demo children hold it; staff hold no customer menus.
  { route: 'GET /api/common/download/mine', expect: signedIn(200, { pm: 403 }) },

  ...accGroupRows(),
  ...deliverRows(),
  ...qvlRows(),
  ...operatorRows(),
  ...samplecodeRows(),
  ...reviewRows(),
  ...simulationRows(),
  ...aiRows(),
  ...patchRows(),
  ...trainRows(),
  ...patchsetRows(),
  ...auditRows(),
  ...queuesRows(),
  ...settingsRows(),
  ...publishRows(),
  ...articlesAdminRows(),
  ...staffAccountsRows(),
];

/**
 * Sample code (M06): primaries hold it, the demo children and staff do not. The seed's first
 * sample is released on NX310 alone: company A's (200), not company B's (404). The staff console
 * under /admin/samplecode needs admin.publish (pm).
 */
function samplecodeRows(): MatrixRow[] {
  const base = '/api/common/samplecode';
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const sampleOfA = signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const sample = { name: 'Matrix sample', platformId: 1, version: 'V1.0.0', component: 'Audio', status: 'verified' };
  return [
    { route: `GET ${base}/list`, expect: customer },
    { route: `GET ${base}/detail/:id`, request: () => ({ url: `${base}/detail/1` }), expect: sampleOfA },
    { route: `GET ${base}/download/:id`, request: () => ({ url: `${base}/download/1` }), expect: sampleOfA },
    { route: 'GET /api/admin/samplecode/list', expect: staff },
    {
      route: 'GET /api/admin/samplecode/detail/:id',
      request: () => ({ url: '/api/admin/samplecode/detail/1' }),
      expect: staff,
    },
    { route: 'POST /api/admin/samplecode/add', request: () => ({ payload: sample }), expect: staff },
    {
      route: 'PUT /api/admin/samplecode/edit/:id',
      request: () => ({ url: '/api/admin/samplecode/edit/999999', payload: sample }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/samplecode/release/:id',
      request: () => ({ url: '/api/admin/samplecode/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/samplecode/withdraw/:id',
      request: () => ({ url: '/api/admin/samplecode/withdraw/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
  ];
}

/**
 * QVL (M05): primaries hold it, the demo children and staff do not; rows are filtered by platform
 * inside (200 for both companies). The staff console under /admin/qvl needs admin.publish (pm).
 */
function qvlRows(): MatrixRow[] {
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const entry = {
    platformId: 1,
    chip: 'NX310',
    type: 'memory',
    description: 'Matrix row',
    partNumber: 'MATRIX-001',
    componentId: 'NXC-MAT-000001',
    supplierId: 1,
    level: 'A',
    startDate: '2026-01-01',
    testStatus: 'passed',
    lifecyclePhase: 'sampling',
  };
  return [
    { route: 'GET /api/common/qvl/list', expect: customer },
    { route: 'GET /api/common/qvl/platforms', expect: customer },
    { route: 'GET /api/common/qvl/suppliers', expect: customer },
    { route: 'POST /api/common/qvl/export', request: () => ({ payload: { level: 'A' } }), expect: customer },
    { route: 'GET /api/admin/qvl/list', expect: staff },
    { route: 'GET /api/admin/qvl/options', expect: staff },
    { route: 'POST /api/admin/qvl/add', request: () => ({ payload: entry }), expect: staff },
    {
      route: 'PUT /api/admin/qvl/edit/:id',
      request: () => ({ url: '/api/admin/qvl/edit/999999', payload: entry }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/qvl/release/:id',
      request: () => ({ url: '/api/admin/qvl/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/qvl/withdraw/:id',
      request: () => ({ url: '/api/admin/qvl/withdraw/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    // A PDF is no workbook (400); one invalid row refuses the whole commit (400): nothing written.
    { route: 'POST /api/admin/qvl/import/preview', request: upload, expect: signedIn(403, { pm: 400 }) },
    {
      route: 'POST /api/admin/qvl/import',
      request: () => ({ payload: { mode: 'all', rows: [{ row: 2, values: { platform: 'NX310' } }] } }),
      expect: signedIn(403, { pm: 400 }),
    },
    { route: 'GET /api/admin/qvl/import/template', expect: staff },
  ];
}

/**
 * Operator data (M11): primaries hold it, the demo children and staff do not; rows are filtered by
 * platform inside (200 for both companies). The staff console under /admin/operator needs
 * admin.publish (pm); the import preview of a PDF is 400 (no xlsx), a commit of an invalid row in
 * mode all is 400 (nothing written).
 */
function operatorRows(): MatrixRow[] {
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const row = {
    country: 'China',
    platformId: 1,
    pdt: 'PDT-MATRIX',
    operator: 'Matrix Mobile',
    volte: 'certified',
    vowifi: 'testing',
    os: 'Android 14',
  };
  return [
    { route: 'GET /api/common/operator/list', expect: customer },
    { route: 'GET /api/common/operator/options', expect: customer },
    { route: 'GET /api/common/operator/matrix', expect: customer },
    {
      route: 'POST /api/common/operator/export',
      request: () => ({ payload: { volte: 'certified' } }),
      expect: customer,
    },
    { route: 'GET /api/admin/operator/list', expect: staff },
    { route: 'GET /api/admin/operator/options', expect: staff },
    { route: 'POST /api/admin/operator/add', request: () => ({ payload: row }), expect: staff },
    {
      route: 'PUT /api/admin/operator/edit/:id',
      request: () => ({ url: '/api/admin/operator/edit/999999', payload: row }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/operator/release/:id',
      request: () => ({ url: '/api/admin/operator/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/operator/withdraw/:id',
      request: () => ({ url: '/api/admin/operator/withdraw/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    { route: 'POST /api/admin/operator/import/preview', request: upload, expect: signedIn(403, { pm: 400 }) },
    {
      route: 'POST /api/admin/operator/import',
      request: () => ({ payload: { mode: 'all', rows: [{ row: 2, values: { country: '' } }] } }),
      expect: signedIn(403, { pm: 400 }),
    },
    { route: 'GET /api/admin/operator/import/template', expect: staff },
  ];
}

/**
 * Account groups: code accgroup.admin, which neither demo child nor staff hold (403); the
 * group of company A is managed by its primary (200) and is another company's for `other` (404).
 * Saving functions and roles keeps what the seed set, so later rows see the same child codes.
 */
function accGroupRows(): MatrixRow[] {
  const base = '/api/common/cust';
  const ofA = signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const group = (f: Fixtures) => ({ groupId: f.accGroupOfA.groupId });
  const customerCodes = [...menuDefs.map((m) => m.funcNo), ...functionDefs.map((d) => d.code)].filter(
    (c) => !childNeverCodes.includes(c),
  );
  return [
    { route: `POST ${base}/manager/getAccGroupManager`, request: (f) => ({ payload: group(f) }), expect: ofA },
    // The groups the caller manages: none for company B's primary, still 200.
    { route: `GET ${base}/manager/getUserAccGroup`, expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }) },
    {
      route: `GET ${base}/func/getAccGroupFunc`,
      request: (f) => ({ query: { groupId: String(f.accGroupOfA.groupId) } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/func/saveAccGroupFunc`,
      request: (f) => ({ payload: { ...group(f), codes: customerCodes } }),
      expect: ofA,
    },
    { route: `POST ${base}/func/resetAccGroupFunc`, request: (f) => ({ payload: group(f) }), expect: ofA },
    { route: `POST ${base}/role/getRoleListByPage`, request: (f) => ({ payload: group(f) }), expect: ofA },
    {
      route: `POST ${base}/role/createCustRole`,
      request: (f, c) => ({ payload: { ...group(f), name: `矩阵角色 ${c}` } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/role/updateCustRole`,
      request: (f) => ({
        payload: { id: f.accGroupOfA.roleId, name: '研发工程师', description: '查阅并下载技术文档、报告与工具' },
      }),
      expect: ofA,
    },
    { route: `POST ${base}/role/getRoleList`, request: (f) => ({ payload: group(f) }), expect: ofA },
    {
      route: `POST ${base}/role/getCustRoleFunc`,
      request: (f) => ({ payload: { roleId: f.accGroupOfA.roleId } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/role/saveCustRoleFunc`,
      request: (f) => ({
        payload: { roleId: f.accGroupOfA.roleId, codes: ['M01', 'M02', 'M04', 'dcc.download', 'tool.download'] },
      }),
      expect: ofA,
    },
    { route: `POST ${base}/user/getUserListByPage`, request: (f) => ({ payload: group(f) }), expect: ofA },
    { route: `POST ${base}/user/getPlatformList`, request: (f) => ({ payload: group(f) }), expect: ofA },
    {
      route: `POST ${base}/user/getCustUserFunc`,
      request: (f) => ({ payload: { userId: f.accGroupOfA.memberId } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/user/batchSetUser`,
      request: (f) => ({
        payload: { ...group(f), userIds: [f.accGroupOfA.memberId], roleIds: [f.accGroupOfA.roleId] },
      }),
      expect: ofA,
    },
    { route: `POST ${base}/user/getUserList`, request: (f) => ({ payload: group(f) }), expect: ofA },
    // The caller's own standing, in Personal Center (M18): every demo customer holds it, staff do not.
    { route: 'GET /api/common/personal/center/getUserAccGroupAccount', expect: signedIn(200, { pm: 403 }) },
  ];
}

/**
 * Code delivery list (M12): the seed's deliveries in order (server/db/seed/deliver.ts), two files
 * each: 3 is company A's draft, 6 company A's "A-Secret" delivery (its first file 11), hidden from
 * child@demo.test (childHidden) but not from the second child; company B gets 404. The demo
 * children hold M12; staff hold admin.publish and no customer page.
 */
function deliverRows(): MatrixRow[] {
  const secretOfA = signedIn(200, { childHidden: 404, other: 404, pm: 403 });
  const staff = (pm: number) => signedIn(403, { pm });
  const body = {
    companyId: 2147483647,
    projectId: 1,
    platformId: 1,
    name: 'Matrix',
    version: 'V1',
    deliveryDate: '2026-01-01',
    fileIds: [1],
  };
  return [
    { route: 'GET /api/common/deliver/list', expect: signedIn(200, { pm: 403 }) },
    { route: 'GET /api/common/deliver/options', expect: signedIn(200, { pm: 403 }) },
    {
      route: 'GET /api/common/deliver/detail/:id',
      request: () => ({ url: '/api/common/deliver/detail/6' }),
      expect: secretOfA,
    },
    {
      route: 'GET /api/common/deliver/download/:id',
      request: () => ({ url: '/api/common/deliver/download/11' }),
      expect: secretOfA,
    },
    { route: 'GET /api/admin/deliver/list', expect: staff(200) },
    { route: 'GET /api/admin/deliver/options', expect: staff(200) },
    {
      route: 'GET /api/admin/deliver/detail/:id',
      request: () => ({ url: '/api/admin/deliver/detail/6' }),
      expect: staff(200),
    },
    // An unknown company: past the access check, refused by the service.
    { route: 'POST /api/admin/deliver/add', request: () => ({ payload: body }), expect: staff(400) },
    {
      route: 'PUT /api/admin/deliver/edit',
      request: () => ({ payload: { ...body, id: 2147483647 } }),
      expect: staff(404),
    },
    // The draft goes out once (pm is the last caller of the walk).
    {
      route: 'POST /api/admin/deliver/release/:id',
      request: () => ({ url: '/api/admin/deliver/release/3' }),
      expect: staff(200),
    },
    {
      route: 'POST /api/admin/deliver/withdraw/:id',
      request: () => ({ url: '/api/admin/deliver/withdraw/2147483647' }),
      expect: staff(404),
    },
  ];
}

/**
 * Patches (M07): primaries hold the page and patch.merge, the demo children and staff do not. The
 * seed's first patch is released on NX310 alone: company A's (200), not company B's (404); the
 * histories with that patch follow it, without a patch they are the caller's own (200). The staff
 * console under /admin/patch needs admin.publish (pm).
 */
function patchRows(): MatrixRow[] {
  const base = '/api/common/patch';
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const patchOfA = signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const patch = { name: 'Matrix patch', platformId: 1, version: 'V1.0.0', submitter: 'Matrix' };
  return [
    { route: `GET ${base}/list`, expect: customer },
    { route: `GET ${base}/detail/:id`, request: () => ({ url: `${base}/detail/1` }), expect: patchOfA },
    { route: `GET ${base}/download/:id`, request: () => ({ url: `${base}/download/1` }), expect: patchOfA },
    {
      route: `POST ${base}/merge`,
      request: () => ({ payload: { branch: 'matrix', patchIds: [1] } }),
      expect: patchOfA,
    },
    { route: `GET ${base}/mergeHistory`, request: () => ({ url: `${base}/mergeHistory?patchId=1` }), expect: patchOfA },
    {
      route: `GET ${base}/downloadHistory`,
      request: () => ({ url: `${base}/downloadHistory?patchId=1` }),
      expect: patchOfA,
    },
    { route: 'GET /api/admin/patch/list', expect: staff },
    { route: 'GET /api/admin/patch/detail/:id', request: () => ({ url: '/api/admin/patch/detail/1' }), expect: staff },
    {
      route: 'GET /api/admin/patch/relatedOptions',
      request: () => ({ url: '/api/admin/patch/relatedOptions?platformId=1' }),
      expect: staff,
    },
    { route: 'POST /api/admin/patch/add', request: () => ({ payload: patch }), expect: staff },
    {
      route: 'PUT /api/admin/patch/edit/:id',
      request: () => ({ url: '/api/admin/patch/edit/999999', payload: patch }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/patch/release/:id',
      request: () => ({ url: '/api/admin/patch/release/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
    {
      route: 'POST /api/admin/patch/void/:id',
      request: () => ({ url: '/api/admin/patch/void/999999' }),
      expect: signedIn(403, { pm: 404 }),
    },
  ];
}

/**
 * Training (M10): primaries hold it and train.apply; the demo children and staff do not. Seed ids
 * (server/db/seed/train.ts, home.ts): application 1 is company A's finished one (every move on it
 * is 409), on-shelf course 1 is on NX310, public course 1 on NX710 (company A's) and 2 has ended.
 * The staff console needs admin.publish (pm).
 */
function trainRows(): MatrixRow[] {
  const base = '/api/applypath/train';
  const customer = signedIn(200, { child: 403, childHidden: 403, pm: 403 });
  const ofA = (status: number) => signedIn(status, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const staff = (pm: number) => signedIn(403, { pm });
  const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
  const application = () => ({
    courseId: 2147483647,
    expectedAt: future(),
    address: 'Matrix room',
    contactName: 'Matrix',
    contactPhone: '13800138000',
    attendees: 3,
  });
  const course = { name: '矩阵课', nameEn: 'Matrix', platformId: 2147483647, hours: 1 };
  const openClass = {
    name: '矩阵公开课',
    nameEn: 'Matrix class',
    startsAt: '2030-01-01T02:00:00.000Z',
    address: '线上',
    addressEn: 'Online',
    contactName: 'Matrix',
    contactPhone: '13800138000',
    capacity: 5,
  };
  const at = (url: string) => () => ({ url });
  return [
    { route: `GET ${base}/list`, expect: customer },
    { route: `GET ${base}/detail/:id`, request: at(`${base}/detail/1`), expect: ofA(200) },
    { route: `GET ${base}/getPendingFeedbackCount`, expect: customer },
    // An unknown course: past the access check, refused by the service (400).
    {
      route: `POST ${base}/add`,
      request: () => ({ payload: application() }),
      expect: signedIn(400, { child: 403, childHidden: 403, pm: 403 }),
    },
    { route: `PUT ${base}/edit`, request: () => ({ payload: { ...application(), id: 1 } }), expect: ofA(409) },
    { route: `POST ${base}/cancel/:id`, request: at(`${base}/cancel/1`), expect: ofA(409) },
    {
      route: `POST ${base}/feedback/:id`,
      request: () => ({ url: `${base}/feedback/1`, payload: { score: 8 } }),
      expect: ofA(409),
    },
    { route: `GET ${base}/shelf/list`, expect: customer },
    { route: `GET ${base}/shelf/detail/:id`, request: at(`${base}/shelf/detail/1`), expect: ofA(200) },
    // File 1 is no courseware: nobody's to open.
    { route: `GET ${base}/courseware/preview/:fileId`, request: at(`${base}/courseware/preview/1`), expect: ofA(404) },
    { route: `GET ${base}/courseware/video/:fileId`, request: at(`${base}/courseware/video/1`), expect: ofA(404) },
    { route: `GET ${base}/courseware/sheet/:fileId`, request: at(`${base}/courseware/sheet/1`), expect: ofA(404) },
    { route: `GET ${base}/openClass/list`, expect: customer },
    { route: `GET ${base}/openClass/detail/:id`, request: at(`${base}/openClass/detail/1`), expect: ofA(200) },
    // Public course 2 (NX310) has ended: company A is told so (409), company B does not see it.
    { route: `POST ${base}/openClass/enroll/:id`, request: at(`${base}/openClass/enroll/2`), expect: ofA(409) },
    {
      route: `POST ${base}/openClass/cancelEnroll/:id`,
      request: at(`${base}/openClass/cancelEnroll/2`),
      expect: ofA(409),
    },
    { route: 'GET /api/admin/train/options', expect: staff(200) },
    { route: 'GET /api/admin/train/list', expect: staff(200) },
    { route: 'GET /api/admin/train/detail/:id', request: at('/api/admin/train/detail/1'), expect: staff(200) },
    ...(['confirm', 'finish', 'cancel'] as const).map((action) => ({
      route: `POST /api/admin/train/${action}/:id`,
      request: () => ({ url: `/api/admin/train/${action}/1`, payload: {} }),
      expect: staff(409),
    })),
    // Rescheduling without a time is refused before the state is looked at.
    {
      route: 'POST /api/admin/train/schedule/:id',
      request: () => ({ url: '/api/admin/train/schedule/1', payload: {} }),
      expect: staff(400),
    },
    { route: 'GET /api/admin/train/course/list', expect: staff(200) },
    {
      route: 'GET /api/admin/train/course/detail/:id',
      request: at('/api/admin/train/course/detail/1'),
      expect: staff(200),
    },
    { route: 'POST /api/admin/train/course/add', request: () => ({ payload: course }), expect: staff(400) },
    {
      route: 'PUT /api/admin/train/course/edit/:id',
      request: () => ({ url: '/api/admin/train/course/edit/2147483647', payload: { ...course, platformId: 1 } }),
      expect: staff(404),
    },
    {
      route: 'POST /api/admin/train/course/onShelf/:id',
      request: at('/api/admin/train/course/onShelf/1'),
      expect: staff(409),
    },
    {
      route: 'POST /api/admin/train/course/offShelf/:id',
      request: at('/api/admin/train/course/offShelf/2147483647'),
      expect: staff(404),
    },
    { route: 'GET /api/admin/train/openClass/list', expect: staff(200) },
    {
      route: 'POST /api/admin/train/openClass/add',
      request: () => ({ payload: { ...openClass, contactPhone: '123' } }),
      expect: staff(400),
    },
    {
      route: 'PUT /api/admin/train/openClass/edit/:id',
      request: () => ({ url: '/api/admin/train/openClass/edit/2147483647', payload: openClass }),
      expect: staff(404),
    },
    {
      route: 'POST /api/admin/train/openClass/open/:id',
      request: at('/api/admin/train/openClass/open/1'),
      expect: staff(409),
    },
    {
      route: 'POST /api/admin/train/openClass/close/:id',
      request: at('/api/admin/train/openClass/close/2147483647'),
      expect: staff(404),
    },
  ];
}

/**
 * Design review (M09): the seed's reviews in order (server/db/seed/review.ts): 5 is company A's
 * confidential "A-Secret" review (revising), hidden from child@demo.test (childHidden); 7 is
 * finished (pass); 13 is company B's, not reviewed. The demo children hold M09 and review.create;
 * staff reach the reviews of their companies under /admin/review with admin.engineer. Moves that
 * would change the seed for later callers are asked of states that refuse them (409) or of ids
 * the caller may not see (404).
 */
function reviewRows(): MatrixRow[] {
  const base = '/api/applypath/review';
  const admin = '/api/admin/review';
  const customer = (status: number, overrides: Partial<Expect> = {}) => signedIn(status, { pm: 403, ...overrides });
  const secretOfA = customer(200, { childHidden: 404, other: 404 });
  const staff = (pm: number) => signedIn(403, { pm });
  const zipUpload = () => {
    const body = multipartBody('design.zip', pdfOf(1024));
    return { headers: body.headers, payload: body.payload };
  };
  return [
    { route: `GET ${base}/list`, expect: customer(200) },
    { route: `GET ${base}/options`, expect: customer(200) },
    { route: `GET ${base}/getCustomerModifyCount`, expect: customer(200) },
    { route: `GET ${base}/detail/:id`, request: () => ({ url: `${base}/detail/5` }), expect: secretOfA },
    { route: `GET ${base}/messages/:id`, request: () => ({ url: `${base}/messages/5` }), expect: secretOfA },
    {
      route: `GET ${base}/attachment/:fileId`,
      request: () => ({ url: `${base}/attachment/2147483647` }),
      expect: customer(404),
    },
    // A PDF named .zip: refused by content.
    { route: `POST ${base}/upload`, request: zipUpload, expect: customer(400) },
    { route: `POST ${base}/add`, request: () => ({ payload: {} }), expect: customer(400) },
    { route: `PUT ${base}/edit`, request: () => ({ payload: {} }), expect: customer(400) },
    {
      route: `POST ${base}/itemsBatchSet`,
      request: () => ({ payload: { reviewId: 5, itemIds: [2147483647], status: 'revised' } }),
      expect: customer(400, { childHidden: 404, other: 404 }),
    },
    {
      route: `POST ${base}/repeat/:id`,
      request: () => ({ url: `${base}/repeat/5`, payload: { fileId: 2147483647, note: 'matrix' } }),
      expect: customer(400, { childHidden: 404, other: 404 }),
    },
    {
      route: `POST ${base}/closeOwnRisk/:id`,
      request: () => ({ url: `${base}/closeOwnRisk/13` }),
      expect: customer(404, { other: 409 }),
    },
    {
      route: `POST ${base}/score/:id`,
      request: () => ({ url: `${base}/score/13`, payload: { score: 5 } }),
      expect: customer(404, { other: 409 }),
    },
    {
      route: `POST ${base}/interact/:id`,
      request: () => ({ url: `${base}/interact/13`, payload: { content: 'matrix' } }),
      expect: customer(404, { other: 200 }),
    },
    { route: `GET ${admin}/list`, expect: staff(200) },
    { route: `GET ${admin}/detail/:id`, request: () => ({ url: `${admin}/detail/5` }), expect: staff(200) },
    { route: `GET ${admin}/messages/:id`, request: () => ({ url: `${admin}/messages/5` }), expect: staff(200) },
    {
      route: `GET ${admin}/attachment/:fileId`,
      request: () => ({ url: `${admin}/attachment/2147483647` }),
      expect: staff(404),
    },
    {
      route: `POST ${admin}/interact/:id`,
      request: () => ({ url: `${admin}/interact/2147483647`, payload: { content: 'matrix' } }),
      expect: staff(404),
    },
    // A PDF is no picture.
    { route: `POST ${admin}/picture`, request: upload, expect: staff(400) },
    { route: `POST ${admin}/take/:id`, request: () => ({ url: `${admin}/take/7` }), expect: staff(409) },
    {
      route: `POST ${admin}/item/:id`,
      request: () => ({ url: `${admin}/item/13`, payload: { level: 'minor', position: 'J1', description: 'matrix' } }),
      expect: staff(409),
    },
    {
      route: `POST ${admin}/askRevision/:id`,
      request: () => ({ url: `${admin}/askRevision/13`, payload: {} }),
      expect: staff(409),
    },
    {
      route: `POST ${admin}/finish/:id`,
      request: () => ({ url: `${admin}/finish/7`, payload: { result: 'pass' } }),
      expect: staff(409),
    },
  ];
}

/**
 * Patch sets (M16): every customer of the demo holds the page (the demo children through the
 * patch-set seed, with patchset.apply); staff hold no customer code (403) and reach the applies
 * under /admin/patchset with admin.engineer. Seed ids (server/db/seed/patchset.ts): patch set 1 and
 * PAR 1 are on NX310 (company A's, not B's); branch 1 is company A's A-Phone-X1 main branch, in the
 * config of account group 1 (R&D Team 1). Writes are asked with bodies the schema refuses (400) or
 * of ids nobody may see (404), so the walk leaves the seed as it found it.
 */
function patchsetRows(): MatrixRow[] {
  const cust = '/api/common/cust';
  const page = signedIn(200, { pm: 403 });
  const ofA = signedIn(200, { other: 404, pm: 403 });
  const staff = signedIn(403, { pm: 200 });
  const at = (url: string) => () => ({ url });
  return [
    { route: `GET ${cust}/display/displaydetail`, expect: page },
    { route: `GET ${cust}/accgroupconfig/list/:id`, request: at(`${cust}/accgroupconfig/list/1`), expect: ofA },
    { route: `GET ${cust}/patchsetlist/list`, expect: page },
    {
      route: `GET ${cust}/patchsetlist/detailbasic/:id`,
      request: at(`${cust}/patchsetlist/detailbasic/1`),
      expect: ofA,
    },
    {
      route: `GET ${cust}/patchsetlist/detailparlist`,
      request: at(`${cust}/patchsetlist/detailparlist?id=1`),
      expect: ofA,
    },
    {
      route: `GET ${cust}/patchsetlist/detailhistory`,
      request: at(`${cust}/patchsetlist/detailhistory?id=1`),
      expect: ofA,
    },
    { route: `GET ${cust}/patchsetlist/pdetail/:id`, request: at(`${cust}/patchsetlist/pdetail/1`), expect: ofA },
    { route: 'GET /api/common/patchset/getTheDropDownList', expect: page },
    { route: 'POST /api/common/patchset/getPatchSetList', request: () => ({ payload: {} }), expect: page },
    { route: 'POST /api/common/patchset/exportPatchSetList', request: () => ({ payload: {} }), expect: page },
    { route: `GET ${cust}/parlib/issuetype`, expect: page },
    {
      route: `GET ${cust}/parlib/pendingparlist`,
      request: at(`${cust}/parlib/pendingparlist?branchId=1`),
      expect: ofA,
    },
    { route: `GET ${cust}/parlib/dependencypar/:id`, request: at(`${cust}/parlib/dependencypar/1`), expect: ofA },
    { route: `GET ${cust}/parlib/nextReleasePar`, expect: page },
    { route: `GET ${cust}/parlib/cart/:id`, request: at(`${cust}/parlib/cart/1`), expect: ofA },
    { route: `GET ${cust}/parlib/mypar`, expect: page },
    { route: `GET ${cust}/parlib/applied`, expect: page },
    { route: `GET ${cust}/parlib/myapplied`, expect: page },
    { route: `GET ${cust}/patchset/branches`, expect: page },
    { route: `GET ${cust}/patchset/mygroup`, expect: page },
    {
      route: `POST ${cust}/patchset/cartadd`,
      request: () => ({ payload: { branchId: 1, parIds: [] } }),
      expect: signedIn(400, { pm: 403 }),
    },
    {
      route: `DELETE ${cust}/patchset/cartdel`,
      request: () => ({ payload: { branchId: 1, parIds: [] } }),
      expect: signedIn(400, { pm: 403 }),
    },
    { route: `POST ${cust}/patchset/save`, request: () => ({ payload: {} }), expect: signedIn(400, { pm: 403 }) },
    {
      route: `PUT ${cust}/patchset/revokeApply`,
      request: () => ({ payload: { id: 2147483647 } }),
      expect: signedIn(404, { pm: 403 }),
    },
    {
      route: `GET ${cust}/patchset/apply/:id`,
      request: (f) => ({ url: `${cust}/patchset/apply/${f.epatchOfA.applyId}` }),
      expect: ofA,
    },
    {
      route: `GET ${cust}/patchset/apply/:id/file/:fileId`,
      request: (f) => ({ url: `${cust}/patchset/apply/${f.epatchOfA.applyId}/file/${f.epatchOfA.fileId}` }),
      expect: ofA,
    },
    { route: 'GET /api/admin/patchset/applies', expect: staff },
    {
      route: 'GET /api/admin/patchset/apply/:id',
      request: (f) => ({ url: `/api/admin/patchset/apply/${f.epatchOfA.applyId}` }),
      expect: staff,
    },
    ...(['publish', 'cancel'] as const).map((action) => ({
      route: `POST /api/admin/patchset/${action}/:id`,
      request: () => ({ url: `/api/admin/patchset/${action}/2147483647`, payload: { comment: 'matrix' } }),
      expect: signedIn(403, { pm: 404 }),
    })),
    { route: 'GET /api/admin/patchset/switches', expect: staff },
    { route: 'PUT /api/admin/patchset/switches', request: () => ({ payload: {} }), expect: signedIn(403, { pm: 400 }) },
  ];
}

/**
 * SI/PI simulation (M13): the seed's tasks of company A (fixtures.simulationOfA). The demo children
 * hold M13 and simulation.submit; staff reach the tasks of their companies under /admin/simulation
 * with admin.engineer. Changes are asked of states that refuse them (409) or of tasks the caller
 * may not see (404), so the seed stays as it is for later callers; tus creations name a refused
 * extension (400) and the other tus calls an upload nobody made (404).
 */
function simulationRows(): MatrixRow[] {
  const base = '/api/applypath/simulation';
  const admin = '/api/admin/simulation';
  const customer = (status: number, overrides: Partial<Expect> = {}) => signedIn(status, { pm: 403, ...overrides });
  const secretOfA = customer(200, { childHidden: 404, other: 404 });
  const ofA = (status: number) => customer(status, { other: 404 });
  const staff = (pm: number) => signedIn(403, { pm });
  const noUpload = 'f'.repeat(32);
  const tusCreate = (name: string, role: string) => () => ({
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')},role ${Buffer.from(role).toString('base64')}`,
    },
  });
  const tus = { headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0' } };
  return [
    { route: `GET ${base}/list`, expect: customer(200) },
    { route: `GET ${base}/options`, expect: customer(200) },
    { route: `GET ${base}/drafts`, expect: customer(200) },
    { route: `GET ${base}/downloads`, expect: customer(200) },
    {
      route: `GET ${base}/detail/:id`,
      request: (f) => ({ url: `${base}/detail/${f.simulationOfA.secret}` }),
      expect: secretOfA,
    },
    {
      route: `GET ${base}/file/:fileId`,
      request: (f) => ({ url: `${base}/file/${f.simulationOfA.secretReport}` }),
      expect: secretOfA,
    },
    { route: `POST ${base}/draft`, request: () => ({ payload: { designName: 'not-alnum' } }), expect: customer(400) },
    {
      route: `PUT ${base}/draft/:id`,
      request: (f) => ({ url: `${base}/draft/${f.simulationOfA.submitted}`, payload: {} }),
      expect: ofA(409),
    },
    {
      route: `DELETE ${base}/draft/:id`,
      request: (f) => ({ url: `${base}/draft/${f.simulationOfA.submitted}` }),
      expect: ofA(409),
    },
    { route: `POST ${base}/submit`, request: () => ({ payload: {} }), expect: customer(400) },
    {
      route: `POST ${base}/resimulate/:id`,
      request: (f) => ({
        url: `${base}/resimulate/${f.simulationOfA.submitted}`,
        payload: f.simulationOfA.submittedBody,
      }),
      expect: ofA(409),
    },
    { route: `POST ${base}/upload`, request: tusCreate('board.exe', 'board'), expect: customer(400) },
    {
      route: `PATCH ${base}/upload/:uploadId`,
      request: () => ({ url: `${base}/upload/${noUpload}`, ...tus }),
      expect: customer(404),
    },
    {
      route: `DELETE ${base}/upload/:uploadId`,
      request: () => ({ url: `${base}/upload/${noUpload}`, ...tus }),
      expect: customer(404),
    },
    { route: `GET ${admin}/list`, expect: staff(200) },
    { route: `GET ${admin}/options`, expect: staff(200) },
    {
      route: `GET ${admin}/detail/:id`,
      request: (f) => ({ url: `${admin}/detail/${f.simulationOfA.secret}` }),
      expect: staff(200),
    },
    {
      route: `GET ${admin}/file/:fileId`,
      request: (f) => ({ url: `${admin}/file/${f.simulationOfA.secretReport}` }),
      expect: staff(200),
    },
    {
      route: `POST ${admin}/finish/:id`,
      request: (f) => ({
        url: `${admin}/finish/${f.simulationOfA.secret}`,
        payload: { resultFileIds: [f.simulationOfA.secretReport], reportFileId: f.simulationOfA.secretReport },
      }),
      expect: staff(409),
    },
    { route: `POST ${admin}/upload`, request: tusCreate('result.exe', 'result'), expect: staff(400) },
    {
      route: `PATCH ${admin}/upload/:uploadId`,
      request: () => ({ url: `${admin}/upload/${noUpload}`, ...tus }),
      expect: staff(404),
    },
    {
      route: `DELETE ${admin}/upload/:uploadId`,
      request: () => ({ url: `${admin}/upload/${noUpload}`, ...tus }),
      expect: staff(404),
    },
  ];
}

/**
 * AI assistant (M19): the demo children do not hold M19 (403). Nobody has accepted the disclaimer
 * in the matrix's database, so the chat calls answer 403 to the primary and other accounts too;
 * the disclaimer calls themselves answer (an acceptance of a version that is not the current one
 * is 409, so the walk records none); the per-message calls name a message nobody has (404).
 */
function aiRows(): MatrixRow[] {
  const chat = '/api/common/fae/aiFoundry/chat';
  const customer = (status: number, overrides: Partial<Expect> = {}) =>
    signedIn(status, { pm: 403, child: 403, childHidden: 403, ...overrides });
  return [
    { route: 'GET /api/common/fae/chat/menu', expect: customer(200) },
    { route: 'GET /api/common/fae/disclaimer/getDisclaimerFlag', expect: customer(200) },
    { route: 'GET /api/common/fae/disclaimer/getDisclaimerContent', expect: customer(200) },
    {
      route: 'POST /api/common/fae/disclaimer/isDisclaimerAccepted',
      request: () => ({ payload: { version: 999 } }),
      expect: customer(409),
    },
    { route: `GET ${chat}/problemTypes`, expect: customer(200) },
    { route: `GET ${chat}/getPlatformList`, expect: customer(200) },
    { route: `GET ${chat}/getHistoryMessages`, expect: customer(403) },
    {
      route: `GET ${chat}/getMessageList`,
      request: () => ({ url: `${chat}/getMessageList?conversationId=1` }),
      expect: customer(403),
    },
    {
      route: `DELETE ${chat}/deleteMessage/`,
      request: () => ({ url: `${chat}/deleteMessage/?messageId=2147483647` }),
      expect: customer(404),
    },
    {
      route: `POST ${chat}/messageFeedback`,
      request: () => ({ payload: { messageId: 2147483647, feedback: 'like' } }),
      expect: customer(404),
    },
    {
      route: `POST ${chat}/stopResponse`,
      request: () => ({ payload: { messageId: 2147483647 } }),
      expect: customer(404),
    },
    {
      route: `POST ${chat}/send`,
      request: () => ({ payload: { problemType: 'other', platformId: 1, question: 'matrix' } }),
      expect: customer(403),
    },
  ];
}
