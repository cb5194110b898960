// A small stacked bar chart in plain SVG (no chart library: the page stays within its bundle
// budget): one bar per category (a day), one coloured segment per series, a y axis with round
// ticks and grid lines, x labels thinned to fit, axis titles, a legend with each series' total,
// and a tooltip per bar through SVG <title> (the browser's own). Drawn at the width it is given,
// measured with a ResizeObserver, so text never scales.
import { useLayoutEffect, useRef, useState } from 'react';
import { Flex, theme } from 'antd';
import { formatCount } from '../../components/format.ts';

export type Series = { key: string; name: string; color: string; values: number[]; total: number };

export type StackedBarChartProps = {
  categories: string[];
  /** How a category is written under its bar (a day as MM-DD). */
  categoryLabel?: (category: string) => string;
  series: Series[];
  height?: number;
  xTitle: string;
  yTitle: string;
  /** The first line of a bar's tooltip after the category: its total. */
  totalLabel: (total: number) => string;
  /** Read by screen readers for the whole chart. */
  ariaLabel: string;
};

/** Round steps for the y axis: 1, 2 or 5 times a power of ten, about five of them up to `max`. */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const whole = Math.max(1, Math.ceil(step));
  const top = Math.ceil(max / whole) * whole;
  return Array.from({ length: top / whole + 1 }, (_, i) => i * whole);
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver((entries) => setWidth(Math.floor(entries[0].contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const margin = { top: 12, right: 12, bottom: 44, left: 56 };

export function StackedBarChart({
  categories,
  categoryLabel = (c) => c,
  series,
  height = 280,
  xTitle,
  yTitle,
  totalLabel,
  ariaLabel,
}: StackedBarChartProps) {
  const { token } = theme.useToken();
  const [box, width] = useWidth<HTMLDivElement>();
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1];
  const plotW = Math.max(0, width - margin.left - margin.right);
  const plotH = height - margin.top - margin.bottom;
  const slot = categories.length ? plotW / categories.length : 0;
  const barW = Math.max(1, Math.min(32, slot * 0.7));
  const y = (value: number) => margin.top + plotH - (value / top) * plotH;
  // About one label per 56 px, counted back from the last category (today) so it always has one.
  const every = Math.max(1, Math.ceil(56 / Math.max(slot, 1)));
  const showLabel = (i: number) => (categories.length - 1 - i) % every === 0;
  const axisText = { fontSize: 11, fill: token.colorTextSecondary } as const;

  return (
    <div>
      <div ref={box} style={{ width: '100%', height }}>
        {width > 0 ? (
          <svg width={width} height={height} role="img" aria-label={ariaLabel} style={{ display: 'block' }}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={margin.left}
                  x2={margin.left + plotW}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={tick === 0 ? token.colorBorder : token.colorBorderSecondary}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text x={margin.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" {...axisText}>
                  {formatCount(tick)}
                </text>
              </g>
            ))}
            <text
              transform={`translate(14 ${margin.top + plotH / 2}) rotate(-90)`}
              textAnchor="middle"
              {...axisText}
              fontSize={12}
            >
              {yTitle}
            </text>
            <text x={margin.left + plotW / 2} y={height - 6} textAnchor="middle" {...axisText} fontSize={12}>
              {xTitle}
            </text>
            {categories.map((category, i) => {
              const x = margin.left + slot * i + (slot - barW) / 2;
              let stacked = 0;
              const lines = [
                `${category} · ${totalLabel(totals[i])}`,
                ...series.filter((s) => s.values[i]).map((s) => `${s.name}: ${formatCount(s.values[i])}`),
              ];
              return (
                <g key={category} data-day={category}>
                  {series.map((s) => {
                    const value = s.values[i] ?? 0;
                    if (!value) return null;
                    const y0 = y(stacked);
                    stacked += value;
                    return (
                      <rect key={s.key} x={x} width={barW} y={y(stacked)} height={y0 - y(stacked)} fill={s.color} />
                    );
                  })}
                  {showLabel(i) ? (
                    <text
                      x={margin.left + slot * i + slot / 2}
                      y={margin.top + plotH + 16}
                      textAnchor="middle"
                      {...axisText}
                    >
                      {categoryLabel(category)}
                    </text>
                  ) : null}
                  {/* The whole column answers the pointer, so a short bar is as easy to point at. */}
                  <rect x={margin.left + slot * i} width={slot} y={margin.top} height={plotH} fill="transparent">
                    <title>{lines.join('\n')}</title>
                  </rect>
                </g>
              );
            })}
          </svg>
        ) : null}
      </div>
      <Flex wrap gap="4px 16px" role="list" style={{ marginTop: 8, paddingLeft: margin.left }}>
        {series.map((s) => (
          <Flex key={s.key} role="listitem" align="center" gap={6} style={{ fontSize: token.fontSizeSM }}>
            <span
              aria-hidden
              style={{ width: 10, height: 10, borderRadius: 2, background: s.color, display: 'inline-block' }}
            />
            <span>{s.name}</span>
            <span style={{ color: token.colorTextSecondary }}>{formatCount(s.total)}</span>
          </Flex>
        ))}
      </Flex>
    </div>
  );
}
