import type {
  LabOrder,
  LabOrderStatus,
  LabResultFlag,
  LabResultItem,
  LabTrendSeries,
  LabUnitSystem,
} from '@verdant/shared';
import { AlertTriangle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime, locale } from '../../lib/format.ts';
import { resultIn, seriesIn } from './lab-units.tsx';

const TrendChart = lazy(() => import('./trend-chart.tsx'));

const STATUS_TONE: Record<LabOrderStatus, string> = {
  ordered: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  received:
    'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800',
  in_progress:
    'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  partial:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  final:
    'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700',
  reviewed:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  cancelled: 'bg-surface text-muted ring-border',
};

const FLAG_TONE: Record<LabResultFlag, string> = {
  normal:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  low: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700',
  high: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700',
  critical_low: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-700',
  critical_high: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-700',
};

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function LabStatusBadge({ status }: { status: LabOrderStatus }) {
  const { t } = useTranslation('labs');
  return <Badge className={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

export function FlagBadge({ flag }: { flag: LabResultFlag }) {
  const { t } = useTranslation('labs');
  return <Badge className={FLAG_TONE[flag]}>{t(`flag.${flag}`)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: 'routine' | 'urgent' }) {
  const { t } = useTranslation('labs');
  if (priority === 'routine') return <span className="text-sm text-muted">{t('priority.routine')}</span>;
  return (
    <Badge className="bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-700">
      {t('priority.urgent')}
    </Badge>
  );
}

/** A number as people read it in the interface language (up to 3 decimals). */
export function num(value: number): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 3 }).format(value);
}

/** The reference range in words: "70–99 mg/dL", "below 200 mg/dL", "above 40 mg/dL". */
export function useRangeText() {
  const { t } = useTranslation('labs');
  return (low: number | null, high: number | null, unit: string) =>
    low !== null && high !== null
      ? t('range.between', { low: num(low), high: num(high), unit })
      : high !== null
        ? t('range.below', { high: num(high), unit })
        : low !== null
          ? t('range.above', { low: num(low), unit })
          : t('range.none');
}

/** An analyte's name in the interface language (the reference table's name otherwise). */
export function useAnalyteName() {
  const { t } = useTranslation('labs');
  return (loinc: string, fallback: string) => t(`analytes.${loinc}`, { defaultValue: fallback });
}

/** An orderable's name: a panel by its code, a single test by its analyte name. */
export function useOrderableName() {
  const { t } = useTranslation('labs');
  const analyte = useAnalyteName();
  return (code: string, fallback: string) =>
    t(`panels.${code.replace(':', '_')}`, { defaultValue: '' }) || analyte(code, fallback);
}

/** The results of an order: one row per analyte ordered (current value, or waiting), corrections struck through. */
export function ResultsTable({
  order: reported,
  caption,
  system = 'conventional',
}: {
  order: LabOrder;
  caption: string;
  /** Values in the viewer's unit system (the laboratory's own view passes nothing: its units as reported). */
  system?: LabUnitSystem | null;
}) {
  const { t } = useTranslation('labs');
  const order = system
    ? { ...reported, results: reported.results.map((r) => resultIn(r, system)) }
    : reported;
  const range = useRangeText();
  const name = useAnalyteName();
  type Row = { key: string; loinc: string; testName: string; result: LabResultItem | null };
  const loincs = [...order.analytes.map((a) => a.loinc)];
  for (const r of order.results) if (!loincs.includes(r.loinc)) loincs.push(r.loinc);
  const rows: Row[] = loincs.flatMap((loinc) => {
    const analyte = order.analytes.find((a) => a.loinc === loinc);
    const all = order.results.filter((r) => r.loinc === loinc);
    const current = all.find((r) => r.status === 'current') ?? null;
    const testName = name(loinc, analyte?.name ?? current?.name ?? loinc);
    const superseded = all
      .filter((r) => r.status === 'superseded')
      .map((r) => ({ key: r.id, loinc, testName, result: r }));
    return [{ key: loinc, loinc, testName, result: current }, ...superseded];
  });
  const columns: Column<Row>[] = [
    {
      key: 'test',
      header: t('detail.test'),
      primary: true,
      cell: (r) => (
        <span className={cn('font-medium', r.result?.status === 'superseded' && 'text-muted')}>
          {r.testName}
          {r.result?.status === 'superseded' ? (
            <span className="ml-1 text-xs">({t('detail.superseded')})</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'value',
      header: t('detail.value'),
      cell: (r) =>
        r.result ? (
          <span
            className={cn(
              'tabular-nums',
              r.result.status === 'superseded' ? 'text-muted line-through' : 'font-semibold',
            )}
            data-testid="result-value"
          >
            {num(r.result.value)} {r.result.unit}
          </span>
        ) : (
          <span className="text-muted">{t('detail.pending')}</span>
        ),
    },
    {
      key: 'range',
      header: t('detail.range'),
      from: 'sm',
      className: 'text-muted',
      cell: (r) =>
        r.result ? (
          <>
            {range(r.result.referenceLow, r.result.referenceHigh, r.result.unit)}
            {r.result.rangeSource === 'performing-lab' ? (
              <span className="block text-xs">{t('detail.rangeLab')}</span>
            ) : null}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'flag',
      header: t('detail.flag'),
      cell: (r) =>
        r.result && r.result.status === 'current' ? (
          <span className="flex flex-wrap items-center gap-1">
            <FlagBadge flag={r.result.flag} />
            {r.result.flag.startsWith('critical') && !r.result.acknowledgedAt ? (
              <AlertTriangle aria-hidden="true" className="size-4 text-danger" />
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'comment',
      header: t('detail.comment'),
      from: 'md',
      className: 'text-muted',
      cell: (r) => r.result?.comment || '—',
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      rowProps={(r) => ({
        'data-testid': 'result-row',
        className:
          r.result?.status === 'current' && r.result.flag.startsWith('critical') && !r.result.acknowledgedAt
            ? 'bg-red-50 dark:bg-red-950'
            : undefined,
      })}
    />
  );
}

/** The dated history of an order. */
export function OrderHistory({ order }: { order: LabOrder }) {
  const { t } = useTranslation('labs');
  return (
    <ol className="space-y-2 text-sm">
      {order.events.map((e) => (
        <li key={`${e.at}-${e.status}-${e.note}`} className="flex flex-wrap gap-x-2">
          <span className="font-medium">{t(`detail.event.${e.status}`)}</span>
          {e.note === 'amended' || e.note === 'csv' || e.note === 'hl7' ? (
            <span className="text-muted">({t(`detail.${e.note}`)})</span>
          ) : e.note ? (
            <span className="text-muted">· {e.note}</span>
          ) : null}
          <span className="text-muted">
            {formatDateTime(e.at)}
            {e.by ? ` · ${e.by}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Trend charts, one per analyte with two or more values (a single value is said in words). */
export function TrendCharts({
  series,
  only,
  system = 'conventional',
}: {
  series: readonly LabTrendSeries[];
  only?: readonly string[];
  system?: LabUnitSystem;
}) {
  const { t } = useTranslation('labs');
  const name = useAnalyteName();
  const shown = series
    .map((s) => seriesIn(s, system))
    .filter((s) => (only ? only.includes(s.loinc) : true) && s.points.length >= 2);
  if (!shown.length) return <p className="text-sm text-muted">{t('detail.noTrends')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {shown.map((s) => {
        const label = name(s.loinc, s.name);
        return (
          <Card key={s.loinc} title={`${label} (${s.unit})`} headingLevel={3}>
            <figure
              aria-label={t('chart.label', { name: label })}
              className="h-48 w-full"
              data-testid="trend-chart"
            >
              <Suspense fallback={<Spinner />}>
                <TrendChart series={s} locale={locale()} rangeLabel={t('chart.range')} />
              </Suspense>
            </figure>
            <ul className="sr-only">
              {s.points.map((p) => (
                <li key={`${p.orderId}-${p.at}`}>
                  {formatDateTime(p.at)}: {num(p.value)} {p.unit} ({t(`flag.${p.flag}`)})
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
