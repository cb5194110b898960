// The catalogue's xlsx import: a row per item of one kind, written as drafts without a file (the
// publisher attaches each file, then releases). Platforms by name, several separated by commas; the
// row becomes the same body the console's form sends, so one schema rules both.
import { z } from 'zod';
import type { CatalogKind } from './dcc.ts';
import { catalogItemBody } from './publish.ts';
import type { ImportColumn } from './xlsxImport.ts';

const commonKeys = ['name', 'type', 'platforms', 'language', 'version', 'description', 'tags'] as const;
const toolKeys = ['source', 'versionName', 'attribute', 'overview'] as const;
const pcnKeys = [
  'reason',
  'affectedParts',
  'ffImpact',
  'qualificationPlan',
  'sampleDate',
  'effectiveDate',
  'lastOrderDate',
] as const;
type Key = (typeof commonKeys)[number] | (typeof toolKeys)[number] | (typeof pcnKeys)[number];

const headers: Record<Key, { zh: string; en: string }> = {
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

const keysOf = (kind: CatalogKind): readonly Key[] => [
  ...commonKeys,
  ...(kind === 'tool' ? toolKeys : []),
  ...(kind === 'pcn' ? pcnKeys : []),
];

export const catalogImportColumns = (kind: CatalogKind): ImportColumn[] =>
  keysOf(kind).map((key) => ({ key, header: headers[key] }));

const list = (cell: string) =>
  cell
    .split(/[,，;；、]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The sheet's column of an issue of the body: the kind's own fields are columns of their own. */
const columnOf = (path: readonly PropertyKey[]): string => {
  const [first, second] = path;
  if ((first === 'tool' || first === 'pcn') && typeof second === 'string') return second;
  if (first === 'platformIds') return 'platforms';
  return typeof first === 'string' ? first : '';
};

/** A row's cells (trimmed text) to the console's body; platforms resolve by name, case-insensitive. */
export const catalogImportRow = (kind: CatalogKind, platformsByName: ReadonlyMap<string, number>) =>
  z.record(z.string(), z.string().max(10_000, { abort: true })).transform((cells, ctx) => {
    const platformIds: number[] = [];
    for (const name of list(cells.platforms ?? '')) {
      const id = platformsByName.get(name.toLowerCase());
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: 'publishBadPlatform', path: ['platforms'] });
        return z.NEVER;
      }
      platformIds.push(id);
    }
    const pick = (keys: readonly Key[]) => Object.fromEntries(keys.map((k) => [k, cells[k] ?? '']));
    const body = catalogItemBody.safeParse({
      name: cells.name ?? '',
      type: cells.type ?? '',
      platformIds,
      language: (cells.language ?? '').toLowerCase(),
      version: cells.version ?? '',
      description: cells.description ?? '',
      tags: list(cells.tags ?? ''),
      ...(kind === 'tool' ? { tool: pick(toolKeys) } : {}),
      ...(kind === 'pcn' ? { pcn: pick(pcnKeys) } : {}),
    });
    if (body.success) return body.data;
    for (const issue of body.error.issues)
      // The issue as it was (its code keeps the rule's text), under the sheet's column.
      ctx.addIssue({ ...issue, input: undefined, path: [columnOf(issue.path)] } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
