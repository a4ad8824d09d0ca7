import { useState } from 'react';
import { locale as appLocale } from '../../lib/format.ts';
import { type ChartSeries, ChartFrame, colorAt, type Tip, YGrid } from './frame.tsx';
import { linearScale, nearestIndex, niceTicks, round, textWidth, timeTicks } from './scale.ts';

export interface Band {
  low: number | null;
  high: number | null;
  label: string;
}

/**
 * Lines over time (decision 0064). `rows` are oldest first, each with a timestamp under `x` (ms) and
 * one number (or null: a gap the line steps over) per series. `band`: a shaded range (a lab's usual
 * range) the value axis widens to show.
 */
export function LineChart({
  rows,
  series,
  x = 'at',
  label,
  locale = appLocale(),
  band,
  formatValue,
  dateFormat = { month: 'short', day: 'numeric' },
}: {
  rows: readonly Record<string, number | null | undefined>[];
  series: readonly ChartSeries[];
  x?: string;
  label?: string;
  locale?: string;
  band?: Band;
  formatValue?: (v: number) => string;
  dateFormat?: Intl.DateTimeFormatOptions;
}) {
  const [active, setActive] = useState<number | null>(null);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const fmt = formatValue ?? ((v: number) => number.format(v));
  const tickDate = new Intl.DateTimeFormat(locale, dateFormat);
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const lines = series.map((s, i) => ({ ...s, color: s.color ?? colorAt(i) }));
  const xs = rows.map((r) => Number(r[x]));
  const values: number[] = [];
  for (const r of rows) {
    for (const s of series) {
      const v = r[s.key];
      if (typeof v === 'number' && Number.isFinite(v)) values.push(v);
    }
  }
  if (band?.low != null) values.push(band.low);
  if (band?.high != null) values.push(band.high);
  const yTicks = niceTicks(Math.min(...values), Math.max(...values), 5);
  const yLabelWidth = Math.max(...yTicks.ticks.map((t) => textWidth(fmt(t))));
  const margin = { top: 8, right: 12, bottom: 22, left: Math.ceil(yLabelWidth) + 10 };
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);

  const layout = (width: number, height: number) => {
    const right = Math.max(margin.left + 1, width - margin.right);
    const bottom = Math.max(margin.top + 1, height - margin.bottom);
    return {
      right,
      bottom,
      sx: linearScale(xMin, xMax, margin.left, right),
      sy: linearScale(yTicks.min, yTicks.max, bottom, margin.top),
    };
  };

  const tipAt = (size: { width: number; height: number }): Tip | null => {
    const row = active !== null ? rows[active] : undefined;
    if (!row) return null;
    const { bottom, sx, sy } = layout(size.width, size.height);
    const present = lines.filter((l) => typeof row[l.key] === 'number');
    return {
      title: longDate.format(new Date(xs[active!]!)),
      rows: present.map((l) => ({ label: l.label, value: fmt(row[l.key] as number), color: l.color })),
      x: sx(xs[active!]!),
      y: present.length ? sy(row[present[0]!.key] as number) : (margin.top + bottom) / 2,
    };
  };
  const chartLabel = label ?? lines.map((l) => l.label).join(', ');

  return (
    <ChartFrame
      kind="line"
      label={chartLabel}
      legend={lines.length > 1 ? lines : []}
      count={rows.length}
      active={active}
      onActive={setActive}
      tip={tipAt}
      pointerIndex={(px, _py, size) => {
        if (!rows.length) return null;
        const { sx } = layout(size.width, size.height);
        // invert the x scale: nearest timestamp to the pointer
        const at = xMin === xMax ? xMin : xMin + ((px - sx(xMin)) / (sx(xMax) - sx(xMin))) * (xMax - xMin);
        return nearestIndex(xs, at);
      }}
    >
      {(size) => {
        const { right, bottom, sx, sy } = layout(size.width, size.height);
        const ticks = timeTicks(xMin, xMax, Math.max(2, Math.floor((right - margin.left) / 72)));
        const row = active !== null ? rows[active] : undefined;
        return (
          <>
            <YGrid ticks={yTicks.ticks} y={sy} left={margin.left} right={right} format={fmt} />
            {band && (band.low != null || band.high != null) ? (
              <g className="chart-band">
                <rect
                  x={margin.left}
                  width={right - margin.left}
                  y={sy(band.high ?? yTicks.max)}
                  height={Math.max(0, sy(band.low ?? yTicks.min) - sy(band.high ?? yTicks.max))}
                  fill="var(--primary)"
                  fillOpacity={0.08}
                />
                <text
                  x={right - 4}
                  y={sy(band.high ?? yTicks.max) + 12}
                  textAnchor="end"
                  fontSize={10}
                  fill="var(--muted)"
                >
                  {band.label}
                </text>
              </g>
            ) : null}
            <g className="chart-x-axis">
              <line x1={margin.left} x2={right} y1={bottom} y2={bottom} stroke="var(--muted)" />
              {ticks.map((t) => (
                <text key={t} x={sx(t)} y={bottom + 16} textAnchor="middle" fill="var(--muted)">
                  {tickDate.format(new Date(t))}
                </text>
              ))}
            </g>
            {active !== null ? (
              <line
                x1={sx(xs[active]!)}
                x2={sx(xs[active]!)}
                y1={margin.top}
                y2={bottom}
                stroke="var(--muted)"
                strokeDasharray="2 2"
              />
            ) : null}
            {lines.map((l) => {
              const points: [number, number][] = [];
              rows.forEach((r, i) => {
                const v = r[l.key];
                if (typeof v === 'number' && Number.isFinite(v))
                  points.push([round(sx(xs[i]!)), round(sy(v))]);
              });
              return (
                <g key={l.key} className="chart-series" data-series={l.key}>
                  {points.length > 1 ? (
                    <path
                      className="chart-line"
                      d={`M${points.map(([px, py]) => `${px} ${py}`).join('L')}`}
                      fill="none"
                      stroke={l.color}
                      strokeWidth={2}
                      strokeLinejoin="round"
                    />
                  ) : null}
                  {points.map(([px, py]) => (
                    <circle key={`${px}-${py}`} className="chart-dot" cx={px} cy={py} r={3} fill={l.color} />
                  ))}
                </g>
              );
            })}
            {row
              ? lines.map((l) =>
                  typeof row[l.key] === 'number' ? (
                    <circle
                      key={l.key}
                      cx={sx(xs[active!]!)}
                      cy={sy(row[l.key] as number)}
                      r={5}
                      fill={l.color}
                      stroke="var(--card)"
                      strokeWidth={2}
                    />
                  ) : null,
                )
              : null}
          </>
        );
      }}
    </ChartFrame>
  );
}
