import { useState } from 'react';
import { locale as appLocale } from '../../lib/format.ts';
import { type ChartSeries, ChartFrame, colorAt, type Size, type Tip, YGrid } from './frame.tsx';
import { bandScale, labelEvery, linearScale, niceTicks, round, textWidth } from './scale.ts';

/**
 * Bars by category (decision 0064): `rows` hold a text label under `labelKey` and one number per
 * series, drawn side by side or `stacked`. `integer`: the value axis counts in whole units.
 * `categorical`: every category is named (muscle groups, services), slanted when they do not fit side
 * by side; otherwise (weeks, months, hours) labels are thinned to those that fit.
 */
export function BarChart({
  rows,
  series,
  labelKey = 'label',
  label,
  stacked = false,
  integer = true,
  categorical = false,
  legend = series.length > 1,
  locale = appLocale(),
  formatValue,
}: {
  rows: readonly Record<string, string | number>[];
  series: readonly ChartSeries[];
  labelKey?: string;
  label?: string;
  stacked?: boolean;
  integer?: boolean;
  categorical?: boolean;
  legend?: boolean;
  locale?: string;
  formatValue?: (v: number) => string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const fmt = formatValue ?? ((v: number) => number.format(v));
  const bars = series.map((s, i) => ({ ...s, color: s.color ?? colorAt(i) }));
  const value = (r: Record<string, string | number>, key: string) => {
    const v = Number(r[key]);
    return Number.isFinite(v) ? v : 0;
  };
  let lo = 0;
  let hi = 0;
  for (const r of rows) {
    if (stacked) {
      const sum = bars.reduce((s, b) => s + value(r, b.key), 0);
      hi = Math.max(hi, sum);
      lo = Math.min(lo, sum);
    } else {
      for (const b of bars) {
        hi = Math.max(hi, value(r, b.key));
        lo = Math.min(lo, value(r, b.key));
      }
    }
  }
  const yTicks = niceTicks(lo, hi === lo ? lo + 1 : hi, 5, integer);
  const yLabelWidth = Math.max(...yTicks.ticks.map((t) => textWidth(fmt(t))));
  const labels = rows.map((r) => String(r[labelKey] ?? ''));
  const widest = Math.max(0, ...labels.map((l) => textWidth(short(l))));
  // slanted category names need room below the axis (45°: about 0.7 of their width); whether they
  // slant is known only at draw time, so a categorical chart always keeps that room
  const slantRoom = categorical ? Math.ceil(widest * 0.72) + 14 : 22;
  const margin = { top: 8, right: 8, bottom: Math.max(22, slantRoom), left: Math.ceil(yLabelWidth) + 10 };
  /** React keys: the label, made unique should two categories read the same. */
  const keys = labels.map((l, i) => (labels.indexOf(l) === i ? l : `${l}\u0000${i}`));

  // a slanted name runs down and to the left of its bar by about 0.72 of its width: the first one
  // needs that much room left of the plot, or it is cut at the chart's edge (seen on a phone:
  // "Quadriceps femoris" read "ps femoris")
  const firstOverhang = categorical && labels.length ? Math.ceil(textWidth(short(labels[0]!)) * 0.72) - 4 : 0;
  const plotRight = (left: number, size: Size) => Math.max(left + 1, size.width - margin.right);

  const layout = (size: Size) => {
    const slant =
      categorical && labelEvery(rows.length, widest + 8, plotRight(margin.left, size) - margin.left) > 1;
    const left = slant ? Math.max(margin.left, firstOverhang) : margin.left;
    const right = plotRight(left, size);
    const bottom = Math.max(margin.top + 1, size.height - margin.bottom);
    return {
      left,
      right,
      bottom,
      slant,
      x: bandScale(rows.length, left, right, 0.2),
      sy: linearScale(yTicks.min, yTicks.max, bottom, margin.top),
    };
  };

  const tipAt = (size: Size): Tip | null => {
    const r = active !== null ? rows[active] : undefined;
    if (!r) return null;
    const { x, sy } = layout(size);
    const total = stacked
      ? bars.reduce((s, b) => s + value(r, b.key), 0)
      : Math.max(...bars.map((b) => value(r, b.key)));
    return {
      title: labels[active!]!,
      rows: bars.map((b) => ({ label: b.label, value: fmt(value(r, b.key)), color: b.color })),
      x: x.center(active!),
      y: sy(Math.max(0, total)),
    };
  };

  return (
    <ChartFrame
      kind="bar"
      label={label ?? bars.map((b) => b.label).join(', ')}
      legend={legend ? bars : []}
      count={rows.length}
      active={active}
      onActive={setActive}
      tip={tipAt}
      pointerIndex={(px, _py, size) => {
        const { x, left, right } = layout(size);
        if (!rows.length || px < left || px > right) return null;
        return x.indexAt(px);
      }}
    >
      {(size) => {
        const { left, right, bottom, slant, x, sy } = layout(size);
        const every = labelEvery(rows.length, widest + 8, right - left);
        const zero = sy(Math.max(yTicks.min, Math.min(0, yTicks.max)));
        const slot = stacked ? x.width : x.width / Math.max(1, bars.length);
        return (
          <>
            <YGrid ticks={yTicks.ticks} y={sy} left={left} right={right} format={fmt} />
            {active !== null ? (
              <rect
                x={round(x.start(active) - (x.band - x.width) / 4)}
                width={round(x.width + (x.band - x.width) / 2)}
                y={margin.top}
                height={bottom - margin.top}
                fill="var(--border)"
                fillOpacity={0.35}
              />
            ) : null}
            {rows.map((r, i) => {
              let base = 0;
              return (
                <g key={keys[i]} className="chart-category">
                  {bars.map((b, j) => {
                    const v = value(r, b.key);
                    const from = stacked ? base : 0;
                    base += v;
                    const y0 = sy(from);
                    const y1 = sy(from + v);
                    const h = Math.abs(y0 - y1);
                    if (h <= 0) return null;
                    return (
                      <rect
                        key={b.key}
                        className="chart-bar"
                        data-series={b.key}
                        x={round(x.start(i) + (stacked ? 0 : j * slot))}
                        width={round(Math.max(1, slot - (stacked || bars.length === 1 ? 0 : 1)))}
                        y={round(Math.min(y0, y1))}
                        height={round(h)}
                        fill={b.color}
                      />
                    );
                  })}
                </g>
              );
            })}
            <g className="chart-x-axis">
              <line x1={left} x2={right} y1={zero} y2={zero} stroke="var(--muted)" />
              {labels.map((l, i) =>
                slant ? (
                  <text
                    key={keys[i]}
                    className="chart-x-label"
                    transform={`translate(${round(x.center(i) + 4)} ${bottom + 10}) rotate(-45)`}
                    textAnchor="end"
                    fill="var(--muted)"
                  >
                    <title>{l}</title>
                    {short(l)}
                  </text>
                ) : i % every === 0 ? (
                  <text
                    key={keys[i]}
                    className="chart-x-label"
                    x={round(x.center(i))}
                    y={bottom + 16}
                    textAnchor="middle"
                    fill="var(--muted)"
                  >
                    {l}
                  </text>
                ) : null,
              )}
            </g>
          </>
        );
      }}
    </ChartFrame>
  );
}

/** A category name cut to 18 characters for a slanted label (the full name is its tooltip). */
function short(label: string): string {
  return label.length > 18 ? `${label.slice(0, 17)}…` : label;
}
