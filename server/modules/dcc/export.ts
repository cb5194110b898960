// Export of a catalogue list as xlsx, by the search conditions, in the caller's language.
import type { CatalogItem, CatalogKind } from '../../../contract/dcc.ts';
import type { Language } from '../../../contract/limits.ts';

const headers: Record<Language, Record<string, string>> = {
  zh: {
    id: '编号',
    name: '名称',
    type: '类型',
    platforms: '芯片平台',
    version: '版本',
    language: '语言',
    size: '大小（字节）',
    releasedAt: '发布时间',
    sha256: 'SHA-256',
    versionName: '版本名称',
    attribute: '属性',
    publisher: '发布人',
  },
  en: {
    id: 'ID',
    name: 'Name',
    type: 'Type',
    platforms: 'Chip',
    version: 'Version',
    language: 'Language',
    size: 'Size (bytes)',
    releasedAt: 'Release time',
    sha256: 'SHA-256',
    versionName: 'Version name',
    attribute: 'Attribute',
    publisher: 'Publisher',
  },
};

export async function exportWorkbook(kind: CatalogKind, rows: CatalogItem[], lang: Language): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Nexora Support Portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(kind.toUpperCase());
  const keys = [
    'id',
    'name',
    'type',
    'platforms',
    ...(kind === 'tool' ? ['versionName', 'attribute', 'publisher'] : ['version']),
    'language',
    'size',
    'releasedAt',
    'sha256',
  ];
  sheet.columns = keys.map((key) => ({
    header: headers[lang][key],
    key,
    width: key === 'name' ? 48 : key === 'sha256' ? 66 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({ ...r, platforms: r.platforms.join('/'), releasedAt: r.releasedAt.slice(0, 16).replace('T', ' ') });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
