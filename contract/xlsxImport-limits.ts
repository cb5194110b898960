// The import's constants, apart from contract/xlsxImport.ts so a web chunk needs no zod for them.

/** One column of an import: the row schema's field and its header in both languages. */
export type ImportColumn = { key: string; header: { zh: string; en: string } };

export const importLimits = {
  /** An import file larger than this is refused before it is read (413). */
  maxBytes: 5 * 1024 * 1024,
  /** Data rows of one import (below the header row). */
  maxRows: 2000,
  /** Characters of one cell's text. */
  maxCellChars: 2000,
} as const;

/** 'all': write every row or none (any invalid row refuses the commit); 'valid': write the valid rows only. */
export const importModes = ['all', 'valid'] as const;
export type ImportMode = (typeof importModes)[number];
