// A read-only, windowed grid for one sheet: fixed row height, only the rows in view (and a few
// either side) are in the DOM, so 10 000 rows scroll as smoothly as 10. Column letters stick to
// the top and row numbers to the left; column widths are the server's; merged ranges are drawn
// as one cell (a vertical merge whose first row scrolled away is drawn from the first row shown).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import type { Sheet } from '../../api/dcc.ts';
import { columnLetter, columnOffsets, mergeLookup, parseMerges, visibleRows } from './sheetModel.ts';

const rowHeight = 28;

export function SheetGrid({ sheet, height }: { sheet: Sheet; height: number | string }) {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  const rowCount = sheet.rows.length;
  const widths = useMemo(
    () => Array.from({ length: sheet.columnCount }, (_, i) => Math.max(40, sheet.columnWidths[i] ?? 80)),
    [sheet],
  );
  const { total } = useMemo(() => columnOffsets(widths), [widths]);
  const mergeAt = useMemo(() => mergeLookup(parseMerges(sheet.merges)), [sheet]);
  const gutter = 24 + 8 * String(rowCount).length;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setView((current) =>
        current.height === element.clientHeight ? current : { ...current, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { start, end } = visibleRows(view.top, view.height, rowHeight, rowCount);
  const onScroll = () => {
    const top = scroller.current?.scrollTop ?? 0;
    // Re-render only when the window of rows moves, not on every pixel.
    const next = visibleRows(top, view.height, rowHeight, rowCount);
    if (next.start !== start || next.end !== end) setView((current) => ({ ...current, top }));
  };

  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell: CSSProperties = {
    boxSizing: 'border-box',
    height: rowHeight,
    lineHeight: `${rowHeight - 1}px`,
    padding: '0 8px',
    borderRight: border,
    borderBottom: border,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    flex: 'none',
    background: token.colorBgContainer,
  };
  // Opaque: the rows scroll underneath the sticky header and gutter.
  const headerCell: CSSProperties = {
    ...cell,
    background: token.colorBgLayout,
    color: token.colorTextSecondary,
    textAlign: 'center',
    fontWeight: 500,
  };
  const stickyLeft: CSSProperties = { position: 'sticky', left: 0, zIndex: 2, width: gutter };

  const rows: ReactNode[] = [];
  for (let r = start; r < end; r++) {
    const values = sheet.rows[r] ?? [];
    const cells: ReactNode[] = [];
    for (let c = 0; c < sheet.columnCount; c++) {
      const merge = mergeAt(r, c);
      if (!merge) {
        const value = values[c] ?? '';
        cells.push(
          <div
            key={c}
            role="gridcell"
            aria-colindex={c + 1}
            title={value || undefined}
            style={{ ...cell, width: widths[c] }}
          >
            {value}
          </div>,
        );
        continue;
      }
      if (c !== merge.left) continue; // drawn by the merge's first column
      const width = widths.slice(merge.left, merge.right + 1).reduce((sum, w) => sum + w, 0);
      if (r === merge.top || r === start) {
        const value = sheet.rows[merge.top]?.[merge.left] ?? '';
        const spanRows = merge.bottom - r + 1;
        cells.push(
          <div
            key={c}
            role="gridcell"
            aria-colindex={c + 1}
            aria-colspan={merge.right - merge.left + 1}
            aria-rowspan={spanRows}
            title={value || undefined}
            style={{
              ...cell,
              width,
              height: spanRows * rowHeight,
              lineHeight: spanRows > 1 ? 'normal' : cell.lineHeight,
              display: 'flex',
              alignItems: 'center',
              position: 'relative',
              zIndex: 1,
              fontWeight: merge.top === 0 ? 600 : undefined,
            }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{value}</span>
          </div>,
        );
      } else {
        cells.push(<div key={c} aria-hidden style={{ width, flex: 'none' }} />); // under the merged cell above
      }
    }
    rows.push(
      <div key={r} role="row" aria-rowindex={r + 2} style={{ display: 'flex', height: rowHeight }}>
        <div role="rowheader" style={{ ...headerCell, ...stickyLeft }}>
          {r + 1}
        </div>
        {cells}
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="grid"
      aria-rowcount={rowCount + 1}
      aria-colcount={sheet.columnCount}
      tabIndex={0}
      style={{
        height,
        overflow: 'auto',
        position: 'relative',
        border,
        background: token.colorBgContainer,
        fontSize: token.fontSizeSM + 1,
        overscrollBehavior: 'contain',
      }}
    >
      <div style={{ position: 'relative', width: gutter + total, height: rowHeight * (rowCount + 1) }}>
        <div
          role="row"
          aria-rowindex={1}
          style={{ display: 'flex', position: 'sticky', top: 0, zIndex: 3, height: rowHeight }}
        >
          <div style={{ ...headerCell, ...stickyLeft, zIndex: 4 }} />
          {widths.map((width, c) => (
            <div key={c} role="columnheader" style={{ ...headerCell, width }}>
              {columnLetter(c)}
            </div>
          ))}
        </div>
        <div style={{ position: 'absolute', top: rowHeight * (start + 1), left: 0 }}>{rows}</div>
      </div>
    </div>
  );
}
