import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The analytics screen's charts (recharts, loaded after the figures and their tables: the tables
 * carry the same numbers for screen readers, export and anyone who prefers them).
 */
export interface Series {
  key: string;
  name: string;
  fill: string;
}

const axis = { fontSize: 12, fill: 'var(--muted)' };
const tooltip = {
  contentStyle: { background: 'var(--card)', border: '1px solid var(--border)', color: 'var(--fg)' },
};

export default function BarsChart({
  data,
  series,
  stacked = false,
  format,
}: {
  data: readonly Record<string, string | number>[];
  series: readonly Series[];
  stacked?: boolean;
  /** How the value axis and tooltip show a number (money). */
  format?: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} accessibilityLayer={false} tabIndex={-1}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" />
        <YAxis
          tick={axis}
          width={format ? 64 : 32}
          allowDecimals={false}
          {...(format ? { tickFormatter: (v: number) => format(v) } : {})}
        />
        <Tooltip {...tooltip} {...(format ? { formatter: (v: unknown) => format(Number(v)) } : {})} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.fill}
            isAnimationActive={false}
            {...(stacked ? { stackId: 'one' } : {})}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
