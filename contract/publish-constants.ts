// The plain constants of catalogue publishing (no zod): the web's pages take them from here, so
// their chunks carry no schema library, and the contract's schemas are built on the same values.
import type { CatalogKind } from './dcc.ts';
import type { ImportColumn } from './xlsxImport.ts';

/** The one publishing life of every kind of content (decision 0026). */
export const publishStates = ['draft', 'released', 'withdrawn'] as const;
export type PublishState = (typeof publishStates)[number];
export const publishActions = ['release', 'withdraw'] as const;
export type PublishAction = (typeof publishActions)[number];

export const publishLimits = {
  name: 200,
  description: 4000,
  type: 60,
  tag: 30,
  tags: 10,
  version: 50,
  osVersion: 60,
  platforms: 20,
  keyword: 100,
  toolText: 200,
  toolLog: 4000,
  pcnText: 2000,
} as const;

/** Document, report and tool types the console offers (a publisher may type another). */
export const suggestedTypes = {
  dcc: ['datasheet', 'hardware design guide', 'software guide', 'application note', 'release note', 'user manual'],
  tr: ['test report', 'reliability report', 'certification report', 'analysis report'],
  pcn: ['design change', 'process change', 'material change', 'site change', 'packaging change', 'discontinuation'],
  tool: ['flashing tool', 'debugging tool', 'driver', 'SDK', 'calculator'],
} as const;

const commonKeys = ['name', 'type', 'platforms', 'language', 'version', 'description', 'tags'] as const;
export const toolImportKeys = ['source', 'versionName', 'attribute', 'overview'] as const;
export const pcnImportKeys = [
  'reason',
  'affectedParts',
  'ffImpact',
  'qualificationPlan',
  'sampleDate',
  'effectiveDate',
  'lastOrderDate',
] as const;
export type CatalogImportKey =
  (typeof commonKeys)[number] | (typeof toolImportKeys)[number] | (typeof pcnImportKeys)[number];

const headers: Record<CatalogImportKey, { zh: string; en: string }> = {
  name: { zh: '名称', en: 'Name' },
  type: { zh: '类型', en: 'Type' },
  platforms: { zh: '平台（逗号分隔）', en: 'Platforms (comma separated)' },
  language: { zh: '语言（zh/en）', en: 'Language (zh/en)' },
  version: { zh: '版本', en: 'Version' },
  description: { zh: '描述', en: 'Description' },
  tags: { zh: '标签（逗号分隔）', en: 'Tags (comma separated)' },
  source: { zh: '来源', en: 'Source' },
  versionName: { zh: '版本名称', en: 'Version name' },
  attribute: { zh: '属性', en: 'Attribute' },
  overview: { zh: '概述', en: 'Overview' },
  reason: { zh: '变更原因', en: 'Reason for change' },
  affectedParts: { zh: '受影响料号', en: 'Affected parts' },
  ffImpact: { zh: '外形/适配/功能影响', en: 'Form, fit, function impact' },
  qualificationPlan: { zh: '验证计划', en: 'Qualification plan' },
  sampleDate: { zh: '样品日期', en: 'Sample date' },
  effectiveDate: { zh: '生效日期', en: 'Effective date' },
  lastOrderDate: { zh: '最后订购日期', en: 'Last-time-buy date' },
};

const keysOf = (kind: CatalogKind): readonly CatalogImportKey[] => [
  ...commonKeys,
  ...(kind === 'tool' ? toolImportKeys : []),
  ...(kind === 'pcn' ? pcnImportKeys : []),
];

export const catalogImportColumns = (kind: CatalogKind): ImportColumn[] =>
  keysOf(kind).map((key) => ({ key, header: headers[key] }));
