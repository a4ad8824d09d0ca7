import type { LabTrendSeries } from '@verdant/shared';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One analyte over time with its usual range shaded (recharts loads with this chunk only). */
export default function TrendChart({
  series,
  locale,
  rangeLabel,
}: {
  series: LabTrendSeries;
  locale: string;
  rangeLabel: string;
}) {
  const rows = series.points.map((p) => ({ at: new Date(p.at).getTime(), value: p.value }));
  const last = series.points.at(-1);
  const low = last?.referenceLow ?? null;
  const high = last?.referenceHigh ?? null;
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: '2-digit' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        {low !== null || high !== null ? (
          <ReferenceArea
            y1={low ?? undefined}
            y2={high ?? undefined}
            fill="var(--primary)"
            fillOpacity={0.08}
            ifOverflow="extendDomain"
            label={{ value: rangeLabel, position: 'insideTopRight', fontSize: 10, fill: 'var(--muted)' }}
          />
        ) : null}
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(v: number) => day.format(new Date(v))}
          stroke="var(--muted)"
          fontSize={12}
        />
        <YAxis
          stroke="var(--muted)"
          fontSize={12}
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => number.format(v)}
        />
        <Tooltip
          labelFormatter={(v) => new Date(Number(v)).toLocaleDateString(locale)}
          formatter={(v) => [`${number.format(Number(v))} ${series.unit}`, '']}
          contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', color: 'var(--fg)' }}
        />
        <Line
          dataKey="value"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
