// The shared xlsx import: read an uploaded .xlsx, map its header row to a module's columns, validate
// each row with the module's zod schema, and write all rows or the valid ones. Shapes and limits in
// contract/xlsxImport.ts; the web side is web/components/xlsxImport/.
//
// Use in a module's staff routes (config.access: staffCodes.publish):
//
//   const columns: ImportColumn[] = [{ key: 'country', header: { zh: '国家', en: 'Country' } }, …];
//   // POST …/import/preview — multipart with one .xlsx file
//   async (request) => ok(await previewXlsxUpload(request, columns, rowSchema))
//   // POST …/import — body importCommitBody
//   async (request) => ok(await commitImport(request, request.body, columns, rowSchema,
//     (rows) => db.transaction((tx) => insertRows(tx, rows))))   // rows: z.output<rowSchema>[]
//   // GET …/import/template
//   async (request, reply) => sendXlsxTemplate(reply, request, columns, 'operator-template')
//
// The row schema receives each cell as trimmed text ('' for an empty cell): use z.coerce or
// transforms for numbers and dates, and message keys of the catalogue as zod messages so the
// per-row errors read in the caller's language. commitImport validates again: a preview the client
// altered is checked like a new one. In mode 'all', one invalid row refuses the whole commit (400,
// data = the preview with its errors); in mode 'valid', the invalid rows are skipped.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code } from '../../contract/codes.ts';
import type { Language } from '../../contract/limits.ts';
import {
  importLimits,
  type ImportColumn,
  type ImportCommit,
  type ImportPreview,
  type ImportResult,
} from '../../contract/xlsxImport.ts';
import { AppError } from './envelope.ts';
import { detectKind } from './magic.ts';
import { isMessageKey, pickLanguage, t } from './messages.ts';
import { isMultipart, MultipartError, openFilePart } from './multipart-file.ts';

export type { ImportColumn };

/** The rule texts of zod's own issues, when the schema gave no message key. */
const ruleTexts: Record<Language, Record<string, string>> = {
  zh: {
    invalid_type: '类型错误或必填',
    too_small: '过短或为空',
    too_big: '过长或过大',
    invalid_format: '格式错误',
    invalid_value: '取值无效',
    custom: '不符合规则',
  },
  en: {
    invalid_type: 'wrong type or required',
    too_small: 'too short or empty',
    too_big: 'too long or too large',
    invalid_format: 'wrong format',
    invalid_value: 'not an allowed value',
    custom: 'does not follow the rules',
  },
};

const issueText = (lang: Language, issue: z.core.$ZodIssue): string =>
  isMessageKey(issue.message) ? t(lang, issue.message) : (ruleTexts[lang][issue.code] ?? issue.message);

/**
 * Reads the one file of a multipart request into memory, at most `maxBytes`, and checks it is a zip
 * container (every .xlsx is): 400 without a file or with another kind, 413 when larger.
 */
export async function readXlsxUpload(
  request: FastifyRequest,
  maxBytes: number = importLimits.maxBytes,
): Promise<Buffer> {
  if (!isMultipart(request.headers['content-type'])) throw new AppError(400, Code.badRequest, 'uploadNoFile');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const part = await openFilePart(request.raw, request.headers['content-type']);
    if (!part) throw new AppError(400, Code.badRequest, 'uploadNoFile');
    await part.receive({
      write(piece) {
        size += piece.length;
        if (size > maxBytes) throw new AppError(413, Code.tooLarge, 'tooLarge');
        chunks.push(Buffer.from(piece));
        return true;
      },
      drained: () => Promise.resolve(),
    });
  } catch (error) {
    // The rest of a refused body is read and dropped so the connection can serve on.
    if (!request.raw.complete) request.raw.resume();
    if (!(error instanceof MultipartError)) throw error;
    throw error.fault === 'tooManyParts'
      ? new AppError(413, Code.tooLarge, 'tooLarge')
      : new AppError(400, Code.badRequest, 'uploadMalformed');
  }
  const content = Buffer.concat(chunks, size);
  if (content.length === 0 || detectKind(content.subarray(0, 512)) !== 'zip')
    throw new AppError(400, Code.badRequest, 'importNotXlsx');
  return content;
}

/** A cell's value as text: numbers as written, dates as YYYY-MM-DD, rich text and formulas by their text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.error !== undefined) return '';
    return '';
  }
  return String(value as string | number | boolean);
}

const normalHeader = (header: string) => header.replace(/\s+/g, '').toLowerCase();

/**
 * The data rows of the first sheet as `{ row, values }`, values by column key. The header row is
 * the first non-empty row; each column is found by its header in either language. 400 when the
 * file is no readable workbook, a column is missing, or there are more rows than `maxRows`.
 */
export async function parseXlsxRows(
  content: Buffer,
  columns: readonly ImportColumn[],
  maxRows: number = importLimits.maxRows,
): Promise<{ row: number; values: Record<string, string> }[]> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, Code.badRequest, 'importNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(400, Code.badRequest, 'importNotXlsx');
  let headerRow = 0;
  const position = new Map<string, number>();
  const rows: { row: number; values: Record<string, string> }[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const cells = (row.values as unknown[]).map(cellText);
    if (headerRow === 0) {
      headerRow = rowNumber;
      const byHeader = new Map<string, number>();
      cells.forEach((cell, index) => {
        if (cell.trim()) byHeader.set(normalHeader(cell), index);
      });
      for (const column of columns) {
        const index = byHeader.get(normalHeader(column.header.zh)) ?? byHeader.get(normalHeader(column.header.en));
        if (index !== undefined) position.set(column.key, index);
      }
      return;
    }
    const values: Record<string, string> = {};
    for (const column of columns) {
      const index = position.get(column.key);
      values[column.key] = index === undefined ? '' : (cells[index] ?? '').trim().slice(0, importLimits.maxCellChars);
    }
    if (Object.values(values).every((v) => v === '')) return;
    if (rows.length >= maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ row: rowNumber, values });
  });
  if (tooMany) throw new AppError(400, Code.badRequest, 'importTooManyRows', { max: maxRows });
  if (headerRow === 0) throw new AppError(400, Code.badRequest, 'importEmpty');
  const missing = columns.filter((c) => !position.has(c.key));
  if (missing.length === columns.length) throw new AppError(400, Code.badRequest, 'importEmpty');
  return rows;
}

/**
 * Validates each row with `schema`: the preview (every row with its errors, in `lang`) and the
 * parsed values of the valid rows, in the order of the sheet.
 */
export function validateRows<S extends z.ZodType>(
  rows: readonly { row: number; values: Record<string, string> }[],
  columns: readonly ImportColumn[],
  schema: S,
  lang: Language,
): { preview: ImportPreview; parsed: z.output<S>[] } {
  const parsed: z.output<S>[] = [];
  const keys = new Set(columns.map((c) => c.key));
  const previewRows = rows.map(({ row, values }) => {
    // Only the columns' keys reach the schema, each as text.
    const input = Object.fromEntries(columns.map((c) => [c.key, String(values[c.key] ?? '')]));
    const result = schema.safeParse(input);
    if (result.success) {
      parsed.push(result.data);
      return { row, values: input, errors: [] };
    }
    const errors = result.error.issues.map((issue) => {
      const field = typeof issue.path[0] === 'string' && keys.has(issue.path[0]) ? issue.path[0] : '';
      return { field, message: issueText(lang, issue) };
    });
    return { row, values: input, errors };
  });
  const valid = previewRows.filter((r) => r.errors.length === 0).length;
  return { preview: { rows: previewRows, valid, invalid: previewRows.length - valid }, parsed };
}

/** Reads, parses and validates the uploaded workbook of `request`: the answer of a preview route. */
export async function previewXlsxUpload(
  request: FastifyRequest,
  columns: readonly ImportColumn[],
  schema: z.ZodType,
): Promise<ImportPreview> {
  const content = await readXlsxUpload(request);
  const rows = await parseXlsxRows(content, columns);
  return validateRows(rows, columns, schema, pickLanguage(request.headers['accept-language'])).preview;
}

/**
 * Writes the rows of a commit: validated again with `schema`; in mode 'all' any invalid row refuses
 * the whole commit (400 with the preview as data) and nothing is written; in mode 'valid' only the
 * valid rows are handed to `write` (which should write them in one transaction).
 */
export async function commitImport<S extends z.ZodType>(
  request: FastifyRequest,
  body: ImportCommit,
  columns: readonly ImportColumn[],
  schema: S,
  write: (rows: z.output<S>[]) => Promise<unknown>,
): Promise<ImportResult> {
  const lang = pickLanguage(request.headers['accept-language']);
  const { preview, parsed } = validateRows(body.rows, columns, schema, lang);
  if (body.mode === 'all' && preview.invalid > 0)
    throw new AppError(400, Code.badRequest, 'importHasErrors', { n: preview.invalid }, preview);
  if (parsed.length === 0) throw new AppError(400, Code.badRequest, 'importNothingValid');
  await write(parsed);
  return { written: parsed.length, skipped: preview.invalid };
}

/** The template of an import: its header row in `lang`, bold, with widths; optional example rows. */
export async function xlsxTemplate(
  columns: readonly ImportColumn[],
  lang: Language,
  examples: Record<string, string>[] = [],
): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Nexora Support Portal';
  const sheet = workbook.addWorksheet(lang === 'zh' ? '导入' : 'Import');
  sheet.columns = columns.map((c) => ({ header: c.header[lang], key: c.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const example of examples) sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends an xlsx workbook as a download named `<name>.xlsx` (ASCII names). */
export function sendXlsx(reply: FastifyReply, book: Buffer, name: string) {
  reply.type(xlsxMime);
  reply.header('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.xlsx"`);
  reply.header('Content-Length', book.length);
  return reply.send(book);
}

/** The answer of a template route: the columns' template in the caller's language. */
export async function sendXlsxTemplate(
  reply: FastifyReply,
  request: FastifyRequest,
  columns: readonly ImportColumn[],
  name: string,
  examples: Record<string, string>[] = [],
) {
  const book = await xlsxTemplate(columns, pickLanguage(request.headers['accept-language']), examples);
  return sendXlsx(reply, book, name);
}
