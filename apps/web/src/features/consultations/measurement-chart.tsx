import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const COLORS = ['var(--primary)', '#0ea5e9', '#f59e0b', '#8b5cf6', '#ef4444'];

export interface ChartSeries {
  key: string;
  label: string;
}

/** Lines over time (recharts loads with this chunk only). `rows` are oldest first, `at` a timestamp. */
export default function MeasurementChart({
  rows,
  series,
  locale,
}: {
  rows: readonly Record<string, number | null>[];
  series: readonly ChartSeries[];
  locale: string;
}) {
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={rows as Record<string, number | null>[]}
        margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(v: number) => day.format(new Date(v))}
          stroke="var(--muted)"
          fontSize={12}
        />
        <YAxis stroke="var(--muted)" fontSize={12} domain={['auto', 'auto']} />
        <Tooltip
          labelFormatter={(v) => new Date(Number(v)).toLocaleDateString(locale)}
          contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', color: 'var(--fg)' }}
        />
        <Legend />
        {series.map((s, i) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={COLORS[i % COLORS.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
