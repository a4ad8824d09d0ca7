import { BarChart } from '../../components/charts/bar-chart.tsx';

/** Grouped bars (the SVG chart kit, decision 0064): `rows` hold `label` and one number per series. */
export default function BarsChart({
  rows,
  series,
  categorical = false,
}: {
  rows: readonly Record<string, string | number>[];
  series: readonly { key: string; label: string; color: string }[];
  /** Every label is a category to name (muscle groups), not a point in time. */
  categorical?: boolean;
}) {
  return <BarChart rows={rows} series={series} legend categorical={categorical} />;
}
