// Export of the operator list as xlsx, by the search conditions, in the caller's language. The
// headers are the import's (a sheet exported can be edited and imported again), plus the release time.
import { certLabels, operatorImportColumns, type OperatorRow } from '../../../contract/operator.ts';
import type { Language } from '../../../contract/limits.ts';

export async function exportWorkbook(rows: OperatorRow[], lang: Language): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Nexora Support Portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(lang === 'zh' ? '运营商数据' : 'Operator data');
  sheet.columns = [
    ...operatorImportColumns.map((c) => ({ header: c.header[lang], key: c.key, width: c.key === 'remark' ? 40 : 18 })),
    { header: lang === 'zh' ? '发布时间' : 'Release time', key: 'releasedAt', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      ...r,
      volte: certLabels[r.volte][lang],
      vowifi: certLabels[r.vowifi][lang],
      releasedAt: r.releasedAt ? r.releasedAt.slice(0, 16).replace('T', ' ') : '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
