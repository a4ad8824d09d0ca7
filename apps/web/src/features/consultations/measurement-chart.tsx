import type { ChartSeries } from '../../components/charts/frame.tsx';
import { LineChart } from '../../components/charts/line-chart.tsx';

export type { ChartSeries };

/**
 * Lines over time (the in-house SVG chart kit, decision 0064; loads with this chunk only). `rows` are
 * oldest first, `at` a timestamp; a null value is a gap the line steps over.
 */
export default function MeasurementChart({
  rows,
  series,
  locale,
  label,
}: {
  rows: readonly Record<string, number | null>[];
  series: readonly ChartSeries[];
  locale: string;
  label?: string;
}) {
  return <LineChart rows={rows} series={series} locale={locale} {...(label ? { label } : {})} />;
}
