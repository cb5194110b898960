// Server messages in both languages, keyed. `msg` of every envelope comes from here.
import type { Language } from '../../contract/limits.ts';

const catalogue = {
  success: { zh: '操作成功', en: 'Operation success' },
  invalidField: { zh: '参数错误：{field} {rule}', en: 'Invalid input: {field} {rule}' },
  invalidBody: { zh: '请求格式错误', en: 'Malformed request' },
  unauthorized: { zh: 'Token 已过期，请重新登录', en: 'Token expired, please login again' },
  forbidden: { zh: '无权限，请联系项目经理', en: 'No permission, please contact the project manager' },
  notFound: { zh: '资源不存在', en: 'Not found' },
  routeNotFound: { zh: '接口不存在：{path}', en: 'No such call: {path}' },
  conflict: { zh: '当前状态不允许该操作', en: 'The current state does not allow this' },
  tooManyFiles: { zh: '最多只能选择 {max} 个文件', en: 'At most {max} files can be chosen' },
  tooLarge: { zh: '文件过大', en: 'File too large' },
  tooMany: { zh: '操作过于频繁，请稍后再试', en: 'Too many attempts, please try again later' },
  tryAgainIn: { zh: '操作过于频繁，请 {minutes} 分钟后再试', en: 'Too many attempts, please try again in {minutes} min' },
  internal: { zh: '服务器内部错误（请求号 {requestId}）', en: 'Internal server error (request id {requestId})' },
  badRange: { zh: '请求的范围无效', en: 'Requested range not satisfiable' },
  fileMissing: { zh: '文件内容缺失', en: 'The file content is missing' },
  uploadNoFile: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  uploadBadType: { zh: '不支持的文件类型', en: 'This file type is not accepted' },
  databaseDown: { zh: '数据库不可用', en: 'Database unavailable' },
  // hostile or malformed input (contract/fields.ts, errors.ts, the upload route)
  badCharacters: { zh: '含有不允许的控制字符或无效字符', en: 'contains control or invalid characters' },
  dateRange: { zh: '须为 1970-01-01 至 9999-12-30 之间的有效日期', en: 'must be a real date between 1970-01-01 and 9999-12-30' },
  pathTooLong: { zh: '请求路径中的参数过长', en: 'A parameter in the request path is too long' },
  badUrl: { zh: '请求地址格式错误', en: 'Malformed request address' },
  uploadMalformed: { zh: '上传数据不完整或格式错误，请重新上传', en: 'The upload is incomplete or malformed; please upload again' },
  // rule keys shared with the web (contract/rules.ts)
  'common.note.input': { zh: '请输入', en: 'please input' },
  'common.note.select': { zh: '请选择', en: 'please select' },
  'common.note.pwdrule': { zh: '密码须为 {min}-{max} 位，且同时包含字母、数字和特殊字符', en: 'Password must be {min}-{max} characters with at least one letter, one digit and one special character' },
  'home.pwdnote': { zh: '两次输入的密码不一致', en: 'The two entered passwords are inconsistent' },
  'common.note.email': { zh: '请输入正确的邮箱格式', en: 'please enter correct e-mail format' },
  'common.note.phone': { zh: '请输入正确的手机号码', en: 'please enter a valid phone number' },
  'common.note.name': { zh: '只允许输入中文和英文', en: 'only Chinese and English allowed' },
  'common.note.digits': { zh: '只能输入数字', en: 'digits only' },
  // sign-in and the account lifecycle
  wrongPassword: { zh: '密码错误，剩余次数 {n}', en: 'Password error, remaining times {n}' },
  wrongCaptcha: { zh: '验证码错误或已过期', en: 'Wrong or expired verification code' },
  loginLocked: { zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试', en: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes' },
  forceLocked: { zh: '账号已被项目经理锁定，请联系项目经理', en: 'The account has been locked by the project manager; please contact them' },
  accountInactive: { zh: '账号尚未激活，请等待项目经理审批', en: 'The account is not active yet: it awaits approval by the project manager' },
  passwordExpired: { zh: '密码已超过 {days} 天未更新，请先修改密码', en: 'The password has not been updated for {days} days; please update it now' },
  verifyRequired: { zh: '账号需要完成邮箱验证后才能使用', en: 'The account needs e-mail verification before it can be used' },
  mailCodeWait: { zh: '请 {seconds} 秒后再获取验证码', en: 'Please wait {seconds} s before requesting a new code' },
  mailCodeInvalid: { zh: '邮箱验证码错误或已过期', en: 'Wrong or expired e-mail code' },
  complianceRefused: { zh: '合规问卷“{question}”须回答“否”才能注册', en: 'Registration needs the answer No to: "{question}"' },
  complianceMissing: { zh: '请回答全部合规问题', en: 'Please answer every compliance question' },
  companyUnknown: { zh: '请选择有效的法人公司', en: 'Please choose a valid legal company' },
  companyHasPrimary: { zh: '该公司已有主账号，请联系主账号为您创建子账号', en: 'This company already has a primary account; ask it to create a child account for you' },
  emailTaken: { zh: '该邮箱已注册，请直接登录或找回密码', en: 'This e-mail is already registered; sign in or reset the password' },
  pwdCommon: { zh: '密码包含常见弱口令“{word}”，请更换', en: 'The password contains the common password "{word}"; please choose another' },
  pwdContainsUser: { zh: '密码不能包含用户名或邮箱前缀', en: 'The password must not contain the username or the e-mail name' },
  pwdSameAsOld: { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  platformNotAuthorized: { zh: '只能关注贵公司已授权的平台', en: 'Only platforms your company is authorized for can be followed' },
  previewError: { zh: '预览失败', en: 'Preview error' },
  previewUnsupported: { zh: '该文件不支持在线预览，请下载后查看', en: 'This file cannot be previewed online; please download it' },
  noPreviewPermission: { zh: '无权限预览', en: 'No permission to preview' },
  noDownloadPermission: { zh: '无下载权限，请联系项目经理', en: 'No permission to download; please contact the project manager' },
  videoNoDownload: { zh: '视频文件不支持下载', en: 'Video files cannot be downloaded' },
  exportBySelection: { zh: '导出不能按勾选的文件进行，将按当前查询条件导出', en: 'Export cannot be made by selecting files; it follows the search conditions' },
  exportTooMany: { zh: '导出结果超过 {max} 条，请缩小查询条件', en: 'More than {max} rows: please narrow the search conditions' },
  surveyDone: { zh: '本期满意度调查您已提交，感谢参与', en: 'You have already answered this period\'s survey; thank you' },
  surveyOtherType: { zh: '请填写其他文档类型', en: 'Please describe the other document type' },
  notASheet: { zh: '该文件不是电子表格', en: 'This file is not a spreadsheet' },
  accountNeedsModules: { zh: '创建账号需要选择模块权限', en: 'Account creation needs module permissions selected' },
  grantNotHeld: { zh: '不能授予您自己没有的权限：{codes}', en: 'You cannot grant permissions you do not hold: {codes}' },
  projectNotYours: { zh: '只能选择本公司的项目', en: 'Only your company\'s projects can be chosen' },
  roleNameTaken: { zh: '该账号组已有同名角色', en: 'This account group already has a role with that name' },
  funcNotAllowed: { zh: '超出账号组允许的功能：{codes}', en: 'Outside the functions the account group allows: {codes}' },
  userNotInGroup: { zh: '只能为您管理的账号组中的用户设置角色', en: 'Roles can be set only for users of the account groups you manage' },
  roleNotInGroup: { zh: '只能选择本账号组的角色', en: 'Only roles of this account group can be chosen' },
  accountDisabled: { zh: '账号已被主账号停用，请联系贵公司主账号', en: 'The account has been disabled by your primary account; please contact it' },
  inviteInvalid: { zh: '链接无效或已过期，请联系主账号重新发送', en: 'The link is invalid or expired; ask your primary account to send a new one' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is not correct' },
  quickNavDuplicate: { zh: '快捷导航中有重复的入口', en: 'An entry appears twice in the quick navigation' },
  stateNotAllowed: { zh: '账号当前状态为“{state}”，不能执行该操作', en: 'The account is {state}: this action is not allowed' },

} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);

export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** zh unless the client prefers en (Accept-Language: en, en-US …). */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'zh';
  const first = value.split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'zh';
}
