// Menu codes of DOMAIN.md. Codes starting with M are pages; the others are function codes.
export type MenuDef = {
  funcNo: string;
  funcName: string;
  funcEname: string;
  newhref: string;
  redirectUrl: string;
  newicon: string;
  isQuickstart: boolean;
};

export const menuDefs: readonly MenuDef[] = [
  {
    funcNo: 'M01',
    funcName: '技术文档',
    funcEname: 'Documents',
    newhref: '/dcc',
    redirectUrl: '',
    newicon: 'FileTextOutlined',
    isQuickstart: true,
  },
  {
    funcNo: 'M02',
    funcName: '技术报告',
    funcEname: 'Technical Reports',
    newhref: '/tr',
    redirectUrl: '',
    newicon: 'FileSearchOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M03',
    funcName: '产品变更通知',
    funcEname: 'Change Notices',
    newhref: '/pcn',
    redirectUrl: '',
    newicon: 'NotificationOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M04',
    funcName: '工具',
    funcEname: 'Tools',
    newhref: '/tool',
    redirectUrl: '',
    newicon: 'ToolOutlined',
    isQuickstart: true,
  },
  {
    funcNo: 'M05',
    funcName: '合格供应商清单',
    funcEname: 'Qualified Vendor List',
    newhref: '/qvl',
    redirectUrl: '',
    newicon: 'SafetyCertificateOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M06',
    funcName: '示例代码',
    funcEname: 'Sample Code',
    newhref: '/samplecode',
    redirectUrl: '',
    newicon: 'CodeOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M07',
    funcName: '补丁',
    funcEname: 'Patches',
    newhref: '/patch',
    redirectUrl: '',
    newicon: 'BugOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M08',
    funcName: '账号管理',
    funcEname: 'Accounts',
    newhref: '/account',
    redirectUrl: '',
    newicon: 'TeamOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M09',
    funcName: '设计评审',
    funcEname: 'Design Review',
    newhref: '/review',
    redirectUrl: '',
    newicon: 'AuditOutlined',
    isQuickstart: true,
  },
  {
    funcNo: 'M10',
    funcName: '培训',
    funcEname: 'Training',
    newhref: '/train',
    redirectUrl: '',
    newicon: 'ReadOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M11',
    funcName: '运营商数据',
    funcEname: 'Operator Data',
    newhref: '/operator',
    redirectUrl: '',
    newicon: 'GlobalOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M12',
    funcName: '代码交付清单',
    funcEname: 'Code Delivery',
    newhref: '/deliver',
    redirectUrl: '',
    newicon: 'DeliveredProcedureOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M13',
    funcName: 'SI/PI 仿真',
    funcEname: 'SI/PI Simulation',
    newhref: '/simulation',
    redirectUrl: '',
    newicon: 'ExperimentOutlined',
    isQuickstart: true,
  },
  {
    funcNo: 'M14',
    funcName: '常见问题',
    funcEname: 'FAQ',
    newhref: '/faq',
    redirectUrl: '',
    newicon: 'QuestionCircleOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M15',
    funcName: '快速入门',
    funcEname: 'Quick Start',
    newhref: '/quickStart',
    redirectUrl: '',
    newicon: 'RocketOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M16',
    funcName: '补丁集申请',
    funcEname: 'Patch Sets',
    newhref: '/patchset',
    redirectUrl: '',
    newicon: 'AppstoreAddOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M17',
    funcName: '下载中心',
    funcEname: 'Download Centre',
    newhref: '/download',
    redirectUrl: '',
    newicon: 'CloudDownloadOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M18',
    funcName: '个人中心',
    funcEname: 'Personal Center',
    newhref: '/personalCenter',
    redirectUrl: '',
    newicon: 'UserOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M19',
    funcName: 'AI 助手（Beta）',
    funcEname: 'AI Assistant (beta)',
    newhref: '/uniAi',
    redirectUrl: '',
    newicon: 'RobotOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M20',
    funcName: '工单系统',
    funcEname: 'Case System',
    newhref: '',
    redirectUrl: 'https://cases.nexora.example/sso',
    newicon: 'LinkOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M21',
    funcName: '全文检索',
    funcEname: 'Full-text Search',
    newhref: '/fullTextSearch',
    redirectUrl: '',
    newicon: 'SearchOutlined',
    isQuickstart: false,
  },
  {
    funcNo: 'M22',
    funcName: '用户手册',
    funcEname: 'User Guide',
    newhref: '',
    redirectUrl: '',
    newicon: 'BookOutlined',
    isQuickstart: false,
  },
];

/** Function permissions (`<module>.<action>`), with the page they belong to. */
export const functionDefs: readonly { code: string; parent: string; name: string; nameEn: string }[] = [
  { code: 'dcc.download', parent: 'M01', name: '下载文档', nameEn: 'Download documents' },
  { code: 'dcc.export', parent: 'M01', name: '导出文档列表', nameEn: 'Export document list' },
  { code: 'tr.download', parent: 'M02', name: '下载技术报告', nameEn: 'Download reports' },
  { code: 'tr.export', parent: 'M02', name: '导出技术报告列表', nameEn: 'Export report list' },
  { code: 'pcn.download', parent: 'M03', name: '下载变更通知', nameEn: 'Download change notices' },
  { code: 'pcn.export', parent: 'M03', name: '导出变更通知列表', nameEn: 'Export change notice list' },
  { code: 'tool.download', parent: 'M04', name: '下载工具', nameEn: 'Download tools' },
  { code: 'tool.export', parent: 'M04', name: '导出工具列表', nameEn: 'Export tool list' },
  { code: 'patch.merge', parent: 'M07', name: '合入补丁', nameEn: 'Merge patches' },
  { code: 'account.manage', parent: 'M08', name: '管理子账号', nameEn: 'Manage child accounts' },
  { code: 'review.create', parent: 'M09', name: '提交评审', nameEn: 'Submit reviews' },
  { code: 'train.apply', parent: 'M10', name: '申请培训', nameEn: 'Apply for training' },
  { code: 'simulation.submit', parent: 'M13', name: '提交仿真', nameEn: 'Submit simulations' },
  { code: 'faq.comment', parent: 'M14', name: '评论', nameEn: 'Comment' },
  { code: 'patchset.apply', parent: 'M16', name: '补丁集申请', nameEn: 'Apply for patch sets' },
  { code: 'accgroup.admin', parent: 'M18', name: '账号组管理', nameEn: 'Account group administration' },
];

/**
 * Each module's page code and, for the catalogue modules, the function codes that take a file home
 * (download, batch zip, PDF preview) or export the list. The one map server and web read; every
 * code in it is one of menuDefs / functionDefs above (contract/menus.test.ts).
 */
export const moduleCodes = {
  dcc: { page: 'M01', download: 'dcc.download', export: 'dcc.export' },
  tr: { page: 'M02', download: 'tr.download', export: 'tr.export' },
  pcn: { page: 'M03', download: 'pcn.download', export: 'pcn.export' },
  tool: { page: 'M04', download: 'tool.download', export: 'tool.export' },
  qvl: { page: 'M05' },
  samplecode: { page: 'M06' },
  patch: { page: 'M07' },
  account: { page: 'M08' },
  review: { page: 'M09' },
  train: { page: 'M10' },
  operator: { page: 'M11' },
  deliver: { page: 'M12' },
  simulation: { page: 'M13' },
  faq: { page: 'M14' },
  quickstart: { page: 'M15' },
  patchset: { page: 'M16' },
  download: { page: 'M17' },
  personal: { page: 'M18' },
  ai: { page: 'M19' },
  cases: { page: 'M20' },
  search: { page: 'M21' },
  userGuide: { page: 'M22' },
} as const satisfies Record<string, { page: string; download?: string; export?: string }>;

// The staff codes live in a file of their own: the web's route table needs them in the first load
// of every page, and a module goes whole into one chunk (menuDefs would come along).
export { staffCodes } from './staff-codes.ts';

export const childNeverCodes: readonly string[] = ['M08', 'account.manage'];

/** A staff code (admin.…): held by the vendor's roles only, never handed on to a customer. */
export const isStaffCode = (code: unknown): boolean => typeof code === 'string' && code.startsWith('admin.');

/** What an account may hand on (to a child, a group or a customer role): what it holds, never account management or staff codes. */
export const grantableCodes = (held: Iterable<string>): string[] =>
  [...held].filter((c) => !childNeverCodes.includes(c) && !isStaffCode(c));

export const isPageCode = (code: string): boolean => /^M\d+$/.test(code);
