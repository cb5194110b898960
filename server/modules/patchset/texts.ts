// The patch-set module's server-side words in both languages: issue types (parlib/issuetype), the
// export's columns, and the mails of an apply's approval.
import type { IssueType } from '../../../contract/patchset.ts';

export const patchsetText = {
  zh: {
    issueTypes: {
      stability: '稳定性',
      performance: '性能',
      power: '功耗',
      security: '安全',
      function: '功能',
      compatibility: '兼容性',
    } satisfies Record<IssueType, string>,
    columns: {
      name: '补丁集名称',
      platform: '平台',
      version: '版本',
      baseBranch: '基线分支',
      releaseDate: '发布日期',
      parCount: 'PAR 数量',
      description: '描述',
    },
    mail: {
      publish: (no: string) => `补丁集申请 ${no} 已发布`,
      cancel: (no: string) => `补丁集申请 ${no} 已取消`,
      branch: '目标分支：',
      comment: '审批意见：',
    },
  },
  en: {
    issueTypes: {
      stability: 'Stability',
      performance: 'Performance',
      power: 'Power',
      security: 'Security',
      function: 'Function',
      compatibility: 'Compatibility',
    } satisfies Record<IssueType, string>,
    columns: {
      name: 'Patch set',
      platform: 'Platform',
      version: 'Version',
      baseBranch: 'Base branch',
      releaseDate: 'Release date',
      parCount: 'PARs',
      description: 'Description',
    },
    mail: {
      publish: (no: string) => `Patch-set apply ${no} published`,
      cancel: (no: string) => `Patch-set apply ${no} cancelled`,
      branch: 'Destination branch: ',
      comment: 'Approval comment: ',
    },
  },
};
