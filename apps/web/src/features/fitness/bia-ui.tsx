import type { BiaFigure, BiaHistory, BiaMeasurement } from '@verdant/shared';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { formatDateTime, locale } from '../../lib/format.ts';
import { preloadable } from '../../lib/preloadable.tsx';

// drawn at once when its chunk has arrived, not after React's 300 ms fallback throttle (ADR 0069)
const { Component: MeasurementChart, preload: loadChart } = preloadable(
  () => import('../consultations/measurement-chart.tsx'),
);

/** The trend chart's chunk, asked for with the measurements (ADR 0069). */
export const preloadBiaChart = loadChart;

/** Starts fetching the trend chart's chunk (the SVG chart kit) while the measurements load (ADR 0045). */
export function usePreloadedBiaChart(): void {
  useEffect(() => {
    void loadChart();
  }, []);
}

const FIGURES = ['phaseAngle', 'ffm', 'fatMass', 'bodyFatPercent', 'tbw'] as const;
type FigureKey = (typeof FIGURES)[number];

const unitText = (unit: string) => (unit === 'degrees' ? '°' : ` ${unit}`);

/** One figure: the value (or why it is not given), its equation and its citation. */
function FigureCard({ name, figure, plain }: { name: FigureKey; figure: BiaFigure; plain: boolean }) {
  const { t } = useTranslation('fitness');
  const withheld = figure.value === null;
  const reason = figure.warnings.find((w) => /\.(age|bmi)$|negative_fat_mass/.test(w.code));
  return (
    <div className="space-y-1 rounded-md border border-border p-3" data-testid={`bia-${name}`}>
      <p className="text-sm font-medium text-muted">{t(`bia.figures.${name}`)}</p>
      {withheld ? (
        <p className="text-sm font-medium">{t('bia.withheld', { reason: reason?.message ?? '' })}</p>
      ) : (
        <p className="text-2xl font-semibold">
          {new Intl.NumberFormat(locale(), { maximumFractionDigits: 1 }).format(figure.value!)}
          {unitText(figure.unit)}
        </p>
      )}
      {plain ? <p className="text-sm">{t(`bia.plain.${name}`)}</p> : null}
      <p className="text-xs text-muted">
        {t('bia.equation', { equation: figure.equation })} · {figure.reference}
      </p>
    </div>
  );
}

/** The latest measurement's figures, each with its equation and citation. */
export function BiaResults({ m, plain = false }: { m: BiaMeasurement; plain?: boolean }) {
  const { t } = useTranslation('fitness');
  return (
    <Card
      title={t('bia.latest', { date: formatDateTime(m.measuredAt) })}
      description={t('bia.inputs', {
        r: m.resistanceOhm,
        xc: m.reactanceOhm,
        khz: m.frequencyKhz,
        height: m.heightCm,
        weight: m.weightKg,
        age: m.ageYears,
        bmi: m.bmi,
      })}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURES.map((f) => (
          <FigureCard key={f} name={f} figure={m[f]} plain={plain} />
        ))}
      </div>
      {m.warnings.length ? (
        <ul className="mt-3 list-disc pl-5 text-sm">
          {m.warnings.map((w) => (
            <li key={w.code}>{w.message}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

const fmt = (f: BiaFigure) => (f.value === null ? '—' : `${f.value}${unitText(f.unit)}`);

/** Every measurement, and the trend of fat-free mass, fat mass, weight and waist over time. */
export function BiaHistoryView({ history }: { history: BiaHistory }) {
  const { t, i18n } = useTranslation('fitness');
  const columns: Column<BiaMeasurement>[] = [
    { key: 'at', header: t('fields.date'), primary: true, cell: (m) => formatDateTime(m.measuredAt) },
    { key: 'weight', header: t('bia.weight'), cell: (m) => `${m.weightKg} kg` },
    { key: 'ffm', header: t('bia.figures.ffm'), cell: (m) => fmt(m.ffm) },
    { key: 'fat', header: t('bia.figures.bodyFatPercent'), cell: (m) => fmt(m.bodyFatPercent) },
    { key: 'pa', header: t('bia.figures.phaseAngle'), cell: (m) => fmt(m.phaseAngle) },
  ];
  const rows = [
    ...history.items.map((m) => ({
      at: new Date(m.measuredAt).getTime(),
      ffm: m.ffm.value,
      fatMass: m.fatMass.value,
      weight: m.weightKg,
      waist: null as number | null,
    })),
    ...history.anthropometrics.map((a) => ({
      at: new Date(a.measuredAt).getTime(),
      ffm: null,
      fatMass: null,
      weight: a.weightKg,
      waist: a.waistCm,
    })),
  ].sort((a, b) => a.at - b.at);
  return (
    <>
      {rows.length > 1 ? (
        <Card title={t('bia.trend')}>
          <div className="h-64">
            <Suspense fallback={<LoadingStatus />}>
              <MeasurementChart
                rows={rows}
                locale={i18n.language}
                series={[
                  { key: 'ffm', label: t('bia.figures.ffm') },
                  { key: 'fatMass', label: t('bia.figures.fatMass') },
                  { key: 'weight', label: t('bia.weight') },
                  { key: 'waist', label: t('bia.waist') },
                ]}
              />
            </Suspense>
          </div>
        </Card>
      ) : null}
      <DataTable
        caption={t('bia.history')}
        showCaption
        columns={columns}
        rows={history.items}
        rowKey={(m) => m.id}
      />
    </>
  );
}
