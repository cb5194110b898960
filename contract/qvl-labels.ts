// The QVL's column and value names in both languages (no zod: the web may import it), for the
// export, the import's columns and the import's cells, which may hold a code or a label.
import type { QvlLevel, QvlLifecyclePhase, QvlTestStatus, QvlType } from './qvl.ts';
import type { ImportColumn } from './xlsxImport-limits.ts';

type Language = 'zh' | 'en';

type Texts = {
  columns: Record<string, string>;
  types: Record<QvlType, string>;
  levels: Record<QvlLevel, string>;
  testStatuses: Record<QvlTestStatus, string>;
  lifecyclePhases: Record<QvlLifecyclePhase, string>;
};

export const qvlLabels: Record<Language, Texts> = {
  zh: {
    columns: {
      platform: '平台',
      chip: '芯片',
      type: '类型',
      description: '描述',
      partNumber: '厂商料号',
      componentId: '内部物料编号',
      supplier: '供应商',
      level: '等级',
      startDate: '开始日期',
      endDate: '结束日期',
      firmwareVersion: '固件版本',
      chipType: '芯片类型',
      testStatus: '测试状态',
      functionExplanation: '功能说明',
      lifecyclePhase: '生命周期阶段',
      remark: '备注',
    },
    types: {
      memory: '内存',
      storage: '存储',
      pmic: '电源管理',
      display: '显示屏',
      camera: '摄像头',
      sensor: '传感器',
      rf: '射频',
      connectivity: '无线连接',
      audio: '音频',
      passive: '无源器件',
    },
    levels: { A: '批量验证通过', B: '工程认证通过', C: '工程认证风险通过' },
    testStatuses: { planned: '待测试', testing: '测试中', passed: '测试通过', failed: '测试失败' },
    lifecyclePhases: { sampling: '送样', massProduction: '量产', nrnd: '不推荐新设计', eol: '停产' },
  },
  en: {
    columns: {
      platform: 'Platform',
      chip: 'Chip',
      type: 'Type',
      description: 'Description',
      partNumber: 'Manufacturer part number',
      componentId: 'Internal component ID',
      supplier: 'Supplier',
      level: 'Level',
      startDate: 'Start date',
      endDate: 'End date',
      firmwareVersion: 'Firmware version',
      chipType: 'Chip type',
      testStatus: 'Test status',
      functionExplanation: 'Function explanation',
      lifecyclePhase: 'Lifecycle phase',
      remark: 'Remark',
    },
    types: {
      memory: 'Memory',
      storage: 'Storage',
      pmic: 'Power management',
      display: 'Display',
      camera: 'Camera',
      sensor: 'Sensor',
      rf: 'RF',
      connectivity: 'Connectivity',
      audio: 'Audio',
      passive: 'Passive',
    },
    levels: {
      A: 'Batch verification passed',
      B: 'Engineering certification passed',
      C: 'Engineering certification risk passed',
    },
    testStatuses: { planned: 'Planned', testing: 'Testing', passed: 'Passed', failed: 'Failed' },
    lifecyclePhases: {
      sampling: 'Sampling',
      massProduction: 'Mass production',
      nrnd: 'Not for new designs',
      eol: 'End of life',
    },
  },
};

/** The import's columns: the form's fields, platform and supplier by name. */
export const qvlImportColumns: ImportColumn[] = (
  [
    'platform',
    'chip',
    'type',
    'description',
    'partNumber',
    'componentId',
    'supplier',
    'level',
    'startDate',
    'endDate',
    'firmwareVersion',
    'chipType',
    'testStatus',
    'functionExplanation',
    'lifecyclePhase',
    'remark',
  ] as const
).map((key) => ({ key, header: { zh: qvlLabels.zh.columns[key], en: qvlLabels.en.columns[key] } }));

/** The code a cell names: the code itself or its label in either language (case and spaces ignored). */
export function codeOfCell<C extends string>(
  cell: string,
  codes: readonly C[],
  labels: (lang: Language) => Record<C, string>,
): C | undefined {
  const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const value = norm(cell);
  if (!value) return undefined;
  return codes.find(
    (code) => norm(code) === value || norm(labels('zh')[code]) === value || norm(labels('en')[code]) === value,
  );
}
