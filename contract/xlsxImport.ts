// The shapes of the shared xlsx import (server/platform/xlsx-import.ts, web/components/xlsxImport/).
// How a module uses it:
//   - its columns: `const columns: ImportColumn[] = [{ key: 'country', header: { zh: '国家', en: 'Country' } }, …]`
//     (keys are the fields of its row schema; the header row of the sheet may use either language);
//   - two staff routes, e.g. POST /admin/<m>/import/preview (multipart, one .xlsx file) answering
//     `envelopeOf(importPreviewSchema)`, and POST /admin/<m>/import (JSON `importCommitBody`)
//     answering `envelopeOf(importResultSchema)`; a template GET answering the xlsx of the columns;
//   - the web passes the three paths and the columns to <XlsxImportDialog>.
// Values travel as the text of each cell: the server validates them again with the module's row
// schema on commit, so a preview can never be edited into rows the schema refuses. The web takes
// the constants (no zod) from ./xlsxImport-limits.ts and the shapes from here with `import type`.
import { z } from 'zod';
import { int32Max } from './fields.ts';
import { importLimits, importModes } from './xlsxImport-limits.ts';

export { importLimits, importModes, type ImportColumn, type ImportMode } from './xlsxImport-limits.ts';

const cellValues = z.record(z.string().max(64), z.string().max(importLimits.maxCellChars));

export const importRowErrorSchema = z.object({ field: z.string(), message: z.string() });
export const importRowSchema = z.object({
  /** The row number in the sheet (the header row is 1). */
  row: z.number(),
  /** Each column's cell as text, by key. */
  values: z.record(z.string(), z.string()),
  errors: z.array(importRowErrorSchema),
});
export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  valid: z.number(),
  invalid: z.number(),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The rows of a preview sent back to be written. */
export const importCommitBody = z.object({
  mode: z.enum(importModes),
  rows: z
    .array(
      z.object({
        row: z.number().int().min(1).max(int32Max),
        values: cellValues.refine((values) => Object.keys(values).length <= 64),
      }),
    )
    .min(1)
    .max(importLimits.maxRows),
});
export type ImportCommit = z.infer<typeof importCommitBody>;

export const importResultSchema = z.object({ written: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof importResultSchema>;
