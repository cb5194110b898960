// Export of the patch sets the conditions select, as xlsx, in the caller's language.
import type { Language } from '../../../contract/limits.ts';
import type { Patchset } from '../../../contract/patchset.ts';
import { patchsetText } from './texts.ts';

export async function exportWorkbook(rows: Patchset[], lang: Language): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Nexora Support Portal';
  workbook.created = new Date();
  const t = patchsetText[lang].columns;
  const sheet = workbook.addWorksheet('Patch sets');
  const keys = ['name', 'platform', 'version', 'baseBranch', 'releaseDate', 'parCount', 'description'] as const;
  sheet.columns = keys.map((key) => ({ header: t[key], key, width: key === 'description' ? 50 : 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
