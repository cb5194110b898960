// The words of the audit CSV exports, in the caller's language.
import type { DownloadModule } from '../../../contract/audit.ts';
import type { Language } from '../../../contract/limits.ts';

type Texts = {
  actions: { header: string[]; fileName: string };
  downloads: { header: string[]; fileName: string };
  modules: Record<DownloadModule, string>;
};

export const auditTexts: Record<Language, Texts> = {
  zh: {
    actions: {
      header: ['时间 (UTC)', '姓名', '邮箱', '操作', '对象', '详情', 'IP 地址'],
      fileName: 'staff-actions',
    },
    downloads: {
      header: [
        '时间 (UTC)',
        '姓名',
        '邮箱',
        '公司',
        '模块',
        '条目 ID',
        '条目名称',
        '平台',
        '文件名',
        'SHA-256',
        '大小 (字节)',
        'IP 地址',
      ],
      fileName: 'downloads',
    },
    modules: {
      dcc: '技术文档',
      tr: '技术报告',
      pcn: '变更通知',
      tool: '工具',
      patch: '补丁',
      patchset: '补丁集',
      samplecode: '示例代码',
      deliver: '代码交付',
      review: '设计评审',
      simulation: 'SI/PI 仿真',
      file: '文件',
    },
  },
  en: {
    actions: {
      header: ['Time (UTC)', 'Name', 'E-mail', 'Action', 'Target', 'Detail', 'IP address'],
      fileName: 'staff-actions',
    },
    downloads: {
      header: [
        'Time (UTC)',
        'Name',
        'E-mail',
        'Company',
        'Module',
        'Item ID',
        'Item name',
        'Platform',
        'File name',
        'SHA-256',
        'Size (bytes)',
        'IP address',
      ],
      fileName: 'downloads',
    },
    modules: {
      dcc: 'Documents',
      tr: 'Technical reports',
      pcn: 'Change notices',
      tool: 'Tools',
      patch: 'Patches',
      patchset: 'Patch sets',
      samplecode: 'Sample code',
      deliver: 'Code delivery',
      review: 'Design review',
      simulation: 'SI/PI simulation',
      file: 'Files',
    },
  },
};
