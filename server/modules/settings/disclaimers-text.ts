// The portal's disclaimers (spec §1: the footer link and the first-visit dialog of /) as the portal
// was delivered with them: version 1 of their versions (documents.ts), until staff publish a new one.
import type { Language } from '../../../contract/limits.ts';

/** The label of the built-in version. */
export const disclaimersVersion = '2026-01';

export const builtInDisclaimers: Record<Language, { title: string; paragraphs: string[] }> = {
  zh: {
    title: '免责声明',
    paragraphs: [
      '本门户提供的技术文档、技术报告、变更通知、工具、补丁及示例代码（以下统称“资料”）仅供获得芯诺拉半导体授权的客户在其产品开发中参考使用，并受双方签署的保密协议约束。',
      '资料按“现状”提供。芯诺拉半导体将尽力保证资料的准确与及时，但不对其完整性、准确性或适用于特定用途作任何明示或默示的保证；因使用资料所产生的直接或间接损失，芯诺拉半导体在法律允许的范围内不承担责任。',
      '未经芯诺拉半导体书面许可，不得复制、修改、传播资料，或以任何方式向第三方披露资料内容。',
      '为保护资料安全，门户会记录账号的访问与下载行为，页面及下载文件带有可追溯的水印。',
      '芯诺拉半导体有权随时更新资料及本声明，更新内容自发布之日起生效。',
    ],
  },
  en: {
    title: 'Disclaimers',
    paragraphs: [
      'The technical documents, reports, change notices, tools, patches and sample code on this portal (the "materials") are provided solely for customers licensed by Nexora Semiconductor, as a reference in their product development, and are subject to the non-disclosure agreement between the parties.',
      'The materials are provided "as is". Nexora Semiconductor strives to keep them accurate and up to date but gives no warranty, express or implied, of their completeness, accuracy or fitness for a particular purpose, and to the extent permitted by law accepts no liability for direct or indirect loss arising from their use.',
      'The materials may not be copied, modified, distributed or disclosed to any third party in any way without the written permission of Nexora Semiconductor.',
      'To protect the materials, the portal records the visits and downloads of each account; pages and downloaded files carry traceable watermarks.',
      'Nexora Semiconductor may update the materials and this statement at any time; updates take effect when they are published.',
    ],
  },
};
