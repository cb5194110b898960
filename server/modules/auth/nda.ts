// The NDA a customer must open, read to the end and tick before signing in, as the portal was
// delivered with it: version 1 of the NDA's versions (server/modules/settings/documents.ts), until
// staff publish a new one at /admin/settings. The version ticked is recorded on the account at
// every sign-in, so a new version can be told from an old acceptance.
import type { Language } from '../../../contract/limits.ts';

/** The label of the built-in version. */
export const ndaVersion = '2026-01';

export const builtInNda: Record<Language, { title: string; content: string }> = {
  zh: {
    title: '保密协议（NDA）',
    content: [
      '本门户中的技术文档、工具、补丁、培训资料、评审及仿真结果等全部资料（下称“保密信息”）均为芯诺拉半导体（下称“芯诺拉”）的保密信息，仅向已签署授权协议的客户提供。',
      '一、您仅可为贵公司基于芯诺拉平台开发产品之目的使用保密信息，不得用于任何其他目的。',
      '二、未经芯诺拉书面同意，您不得以任何形式向任何第三方披露、转让、出租或传播保密信息，包括将其上传至公共网络、代码托管平台或人工智能服务。',
      '三、您应采取不低于保护自身保密信息的措施保护保密信息，并仅向确有需要且负有同等保密义务的贵公司员工披露。',
      '四、门户下载或预览的文件带有贵公司名称、账号邮箱及日期的水印，用于追溯泄露来源；请勿去除或篡改水印。',
      '五、账号仅限本人使用，不得共享或转借。贵公司对其主账号及子账号下的全部操作负责。',
      '六、如发现保密信息被泄露或账号被盗用，请立即通知您的项目经理。',
      '七、本协议在您使用门户期间及停止使用后五年内持续有效。违反本协议的，芯诺拉有权暂停或注销账号，并依法追究责任。',
      '勾选“我已阅读并同意”即表示您已完整阅读、理解并同意遵守上述条款。',
    ].join('\n\n'),
  },
  en: {
    title: 'Non-Disclosure Agreement (NDA)',
    content: [
      'All documents, tools, patches, training material, review and simulation results in this portal ("Confidential Information") are confidential information of Nexora Semiconductor ("Nexora") and are provided only to licensed customers.',
      "1. You may use Confidential Information only to develop your company's products based on Nexora platforms, and for no other purpose.",
      "2. Without Nexora's written consent you shall not disclose, transfer, lease or distribute Confidential Information to any third party in any form, including uploading it to public networks, code hosting platforms or AI services.",
      '3. You shall protect Confidential Information with at least the care you give your own confidential information, and disclose it only to employees of your company who need it and are bound by equal obligations.',
      '4. Files downloaded or previewed from the portal carry a watermark with your company name, account e-mail and date so that a leak can be traced; do not remove or alter it.',
      '5. An account is personal: do not share or lend it. Your company is responsible for every action under its primary and child accounts.',
      '6. If you find that Confidential Information has leaked or an account has been misused, tell your project manager at once.',
      '7. This agreement applies while you use the portal and for five years after. On a breach Nexora may suspend or close accounts and seek remedies under the law.',
      'By ticking "I have read and agree" you confirm that you have read, understood and accepted these terms in full.',
    ].join('\n\n'),
  },
};
