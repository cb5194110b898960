// Operator data's constants, apart from contract/operator.ts so a web chunk needs no zod for them.
import type { ImportColumn } from './xlsxImport-limits.ts';

/**
 * Certification state of VoLTE or VoWiFi, with UI.md's colours: certified = passed (green),
 * testing = processing (blue), waiting = waiting for the customer/operator (orange),
 * failed = red, unsupported = closed (default).
 */
export const certStates = ['certified', 'testing', 'waiting', 'failed', 'unsupported'] as const;
export type CertState = (typeof certStates)[number];
export const certColors: Record<CertState, string> = {
  certified: 'green',
  testing: 'blue',
  waiting: 'orange',
  failed: 'red',
  unsupported: 'default',
};
export const certLabels: Record<CertState, { zh: string; en: string }> = {
  certified: { zh: '已认证', en: 'Certified' },
  testing: { zh: '认证中', en: 'Testing' },
  waiting: { zh: '待运营商确认', en: 'Awaiting operator' },
  failed: { zh: '未通过', en: 'Failed' },
  unsupported: { zh: '不支持', en: 'Not supported' },
};

/** A row's publishing state: draft → released → withdrawn. Customers see released rows only. */
export const operatorStatuses = ['draft', 'released', 'withdrawn'] as const;
export type OperatorStatus = (typeof operatorStatuses)[number];

export const operatorSortFields = ['country', 'operator', 'platform', 'releasedAt'] as const;
export type OperatorSortField = (typeof operatorSortFields)[number];

/** At most this many rows go into one export (more is 413: narrow the conditions). */
export const operatorExportMaxRows = 10_000;

export const operatorMax = { country: 60, pdt: 60, operator: 80, os: 40, remark: 300 } as const;

/** The columns of the xlsx import and its template, in the order of the template. */
export const operatorImportColumns: ImportColumn[] = [
  { key: 'country', header: { zh: '国家/地区', en: 'Country' } },
  { key: 'platform', header: { zh: '平台', en: 'Platform' } },
  { key: 'pdt', header: { zh: 'PDT', en: 'PDT' } },
  { key: 'operator', header: { zh: '运营商', en: 'Operator' } },
  { key: 'volte', header: { zh: 'VoLTE 状态', en: 'VoLTE status' } },
  { key: 'vowifi', header: { zh: 'VoWiFi 状态', en: 'VoWiFi status' } },
  { key: 'os', header: { zh: '操作系统', en: 'OS' } },
  { key: 'remark', header: { zh: '备注', en: 'Remark' } },
];

/** A state from a cell: its code or its label in either language. */
export function certStateOf(cell: string): CertState | undefined {
  const value = cell.trim().toLowerCase();
  return certStates.find(
    (state) =>
      state.toLowerCase() === value ||
      certLabels[state].zh === cell.trim() ||
      certLabels[state].en.toLowerCase() === value,
  );
}
