// The shared xlsx import without a route: header mapping in either language, cells as text, the
// row limit, and validation messages in the caller's language.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './envelope.ts';
import { parseXlsxRows, validateRows, xlsxTemplate, type ImportColumn } from './xlsx-import.ts';

const columns: ImportColumn[] = [
  { key: 'name', header: { zh: '名称', en: 'Name' } },
  { key: 'count', header: { zh: '数量', en: 'Count' } },
  { key: 'day', header: { zh: '日期', en: 'Day' } },
];

async function bookOf(rows: unknown[][]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('parseXlsxRows', () => {
  it('maps headers of either language in any order, cells as text, and skips empty rows', async () => {
    const rows = await parseXlsxRows(
      await bookOf([
        ['Day', '名称', 'Other', 'count'],
        [new Date(Date.UTC(2026, 2, 1)), ' Alpha ', 'x', 3],
        [],
        [null, 'Beta', null, null],
      ]),
      columns,
    );
    expect(rows).toEqual([
      { row: 2, values: { name: 'Alpha', count: '3', day: '2026-03-01' } },
      { row: 4, values: { name: 'Beta', count: '', day: '' } },
    ]);
  });

  it('refuses more rows than allowed and a sheet without any known header', async () => {
    const many = await bookOf([['Name'], ['a'], ['b'], ['c']]);
    await expect(parseXlsxRows(many, columns, 2)).rejects.toBeInstanceOf(AppError);
    await expect(
      parseXlsxRows(
        await bookOf([
          ['x', 'y'],
          ['1', '2'],
        ]),
        columns,
      ),
    ).rejects.toMatchObject({
      key: 'importEmpty',
    });
    await expect(parseXlsxRows(Buffer.from('PK\u0003\u0004 not a zip'), columns)).rejects.toMatchObject({
      key: 'importNotXlsx',
    });
  });

  it('reads its own template back', async () => {
    const rows = await parseXlsxRows(await xlsxTemplate(columns, 'zh', [{ name: 'n', count: '1', day: '' }]), columns);
    expect(rows).toEqual([{ row: 2, values: { name: 'n', count: '1', day: '' } }]);
  });
});

describe('validateRows', () => {
  const schema = z.object({
    name: z.string().min(1, 'common.note.input'),
    count: z.coerce.number().int(),
    day: z.string(),
  });
  it('answers each row with its errors in the language asked, and the parsed valid rows', () => {
    const input = [
      { row: 2, values: { name: 'a', count: '2', day: '' } },
      { row: 3, values: { name: '', count: 'x', day: '' } },
    ];
    const en = validateRows(input, columns, schema, 'en');
    expect(en.parsed).toEqual([{ name: 'a', count: 2, day: '' }]);
    expect(en.preview).toMatchObject({ valid: 1, invalid: 1 });
    expect(en.preview.rows[1].errors).toEqual([
      { field: 'name', message: 'please input' },
      { field: 'count', message: 'wrong type or required' },
    ]);
    const zh = validateRows(input, columns, schema, 'zh');
    expect(zh.preview.rows[1].errors[0].message).toBe('请输入');
  });
});
