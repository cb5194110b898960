import { describe, expect, it } from 'vitest';
import { columnLetter, columnOffsets, mergeLookup, parseCell, parseMerges, visibleRows } from './sheetModel.ts';

describe('spreadsheet viewer arithmetic', () => {
  it('names columns and reads cell references', () => {
    expect([0, 5, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'F', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(parseCell('A1')).toEqual({ row: 0, col: 0 });
    expect(parseCell('$AB$12')).toEqual({ row: 11, col: 27 });
    expect(parseCell('1A')).toBeNull();
  });

  it('parses merged ranges and finds the merge of a cell', () => {
    const merges = parseMerges(['A1:F1', 'C5:B3', 'bad']);
    expect(merges).toEqual([
      { top: 0, left: 0, bottom: 0, right: 5 },
      { top: 2, left: 1, bottom: 4, right: 2 },
    ]);
    const at = mergeLookup(merges);
    expect(at(0, 3)).toBe(merges[0]);
    expect(at(3, 2)).toBe(merges[1]);
    expect(at(1, 0)).toBeUndefined();
  });

  it('renders only the rows in view, with some either side', () => {
    expect(visibleRows(0, 560, 28, 10_002)).toEqual({ start: 0, end: 29 });
    expect(visibleRows(28 * 5000, 560, 28, 10_002)).toEqual({ start: 4992, end: 5029 });
    expect(visibleRows(28 * 10_002, 560, 28, 10_002)).toEqual({ start: 9994, end: 10_002 });
    expect(visibleRows(0, 560, 28, 3)).toEqual({ start: 0, end: 3 });
  });

  it('adds up column widths', () => {
    expect(columnOffsets([66, 122, 80])).toEqual({ offsets: [0, 66, 188], total: 268 });
  });
});
