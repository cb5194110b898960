// The arithmetic of the spreadsheet viewer, apart from React: column letters, merged ranges
// ('A1:F1') and the window of rows to render for a scroll position (fixed row height).

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** 'B3' → { row: 2, col: 1 } (0-based); null when it is no cell reference. */
export function parseCell(ref: string): { row: number; col: number } | null {
  const match = /^\$?([A-Z]+)\$?(\d+)$/i.exec(ref.trim());
  if (!match) return null;
  let col = 0;
  for (const char of match[1].toUpperCase()) col = col * 26 + (char.charCodeAt(0) - 64);
  return { row: Number(match[2]) - 1, col: col - 1 };
}

/** A merged range, 0-based and inclusive. */
export type Merge = { top: number; left: number; bottom: number; right: number };

export function parseMerges(ranges: readonly string[]): Merge[] {
  const merges: Merge[] = [];
  for (const range of ranges) {
    const [from, to] = range.split(':');
    const a = parseCell(from ?? '');
    const b = parseCell(to ?? from ?? '');
    if (!a || !b) continue;
    merges.push({
      top: Math.min(a.row, b.row),
      left: Math.min(a.col, b.col),
      bottom: Math.max(a.row, b.row),
      right: Math.max(a.col, b.col),
    });
  }
  return merges;
}

/** Which merge covers a cell, by row: a lookup that costs nothing for the rows without merges. */
export function mergeLookup(merges: readonly Merge[]): (row: number, col: number) => Merge | undefined {
  const byRow = new Map<number, Merge[]>();
  for (const merge of merges) {
    for (let row = merge.top; row <= merge.bottom; row++) {
      const list = byRow.get(row) ?? [];
      list.push(merge);
      byRow.set(row, list);
    }
  }
  return (row, col) => byRow.get(row)?.find((merge) => col >= merge.left && col <= merge.right);
}

/** The rows to render, [start, end), for a scroll position: the visible ones and `overscan` either side. */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 8,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const count = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(rowCount, first + count + overscan) };
}

/** Left offsets of the columns, and the total width. */
export function columnOffsets(widths: readonly number[]): { offsets: number[]; total: number } {
  const offsets: number[] = [];
  let total = 0;
  for (const width of widths) {
    offsets.push(total);
    total += width;
  }
  return { offsets, total };
}
