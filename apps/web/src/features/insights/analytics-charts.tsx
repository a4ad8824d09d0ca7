import { BarChart } from '../../components/charts/bar-chart.tsx';

/**
 * The analytics screen's charts (the SVG chart kit, decision 0064; loaded after the figures and their
 * tables: the tables carry the same numbers for screen readers, export and anyone who prefers them).
 */
export interface Series {
  key: string;
  name: string;
  fill: string;
}

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
    <BarChart
      rows={data}
      series={series.map((s) => ({ key: s.key, label: s.name, color: s.fill }))}
      stacked={stacked}
      {...(format ? { formatValue: format } : {})}
    />
  );
}
