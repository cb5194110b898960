// CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so that Excel reads Chinese, every
// field quoted, CRLF line ends. A text cell that a spreadsheet would take for a formula (starting
// with = + - @, or a tab or carriage return before one) gets a leading apostrophe (OWASP "CSV
// injection"): the cell shows as text and nothing is evaluated.
export type Cell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return `"${value}"`;
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvOf(header: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A time as spreadsheets read it, in UTC: 2026-03-01 08:15:00. */
export const csvTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');
