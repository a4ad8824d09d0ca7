import type { LabTrendSeries } from '@verdant/shared';
import { LineChart } from '../../components/charts/line-chart.tsx';

/** One analyte over time with its usual range shaded (the SVG chart kit, decision 0064). */
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
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <LineChart
      rows={rows}
      series={[{ key: 'value', label: series.unit, color: 'var(--primary)' }]}
      label={series.name}
      locale={locale}
      dateFormat={{ month: 'short', day: 'numeric', year: '2-digit' }}
      formatValue={(v) => number.format(v)}
      {...(low !== null || high !== null ? { band: { low, high, label: rangeLabel } } : {})}
    />
  );
}
