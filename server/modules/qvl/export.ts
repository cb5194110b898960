// Export of the QVL rows the conditions select, as xlsx, in the caller's language.
import type { Language } from '../../../contract/limits.ts';
import type { QvlEntry } from '../../../contract/qvl.ts';
import { qvlText } from './texts.ts';

export async function exportWorkbook(rows: QvlEntry[], lang: Language): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Nexora Support Portal';
  workbook.created = new Date();
  const t = qvlText[lang];
  const sheet = workbook.addWorksheet('QVL');
  const keys = [
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
  ] as const;
  const wide = new Set(['description', 'functionExplanation', 'remark']);
  sheet.columns = keys.map((key) => ({ header: t.columns[key], key, width: wide.has(key) ? 40 : 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      ...r,
      type: t.types[r.type],
      level: `${r.level} — ${t.levels[r.level]}`,
      testStatus: t.testStatuses[r.testStatus],
      lifecyclePhase: t.lifecyclePhases[r.lifecyclePhase],
      endDate: r.endDate ?? '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
