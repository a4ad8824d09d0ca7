import {
  type AnalyticsFigure,
  type AnalyticsListQuery,
  type AnalyticsQuery,
  type AnalyticsRow,
  formatMoney,
  type OutcomeFigures,
  type PracticeFigures,
} from '@verdant/shared';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { Pager } from '../../components/pager.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime, pagePosition } from '../../lib/format.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { analyticsApi } from './analytics-api.ts';
import type { Series } from './analytics-charts.tsx';

const BarsChart = lazy(() => import('./analytics-charts.tsx'));

const FILTERS = ['from', 'to', 'professionalId', 'serviceId', 'patientGroup'] as const;
const DRILL = ['figure', 'month', 'bucket', 'hour', 'metric', 'page'] as const;

/** The search string of this page with `changes` applied (null removes a key). */
function searchWith(search: string, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}

/** A link to the list behind a figure (the filters stay, the drill-down's own keys are replaced). */
function DrillLink({
  figure,
  extra = {},
  children,
  label,
  suffix,
}: {
  figure: AnalyticsFigure;
  extra?: Record<string, string | number>;
  children: ReactNode;
  /** The accessible name, when it holds the visible text ("See the records"). */
  label?: string;
  /** Words read after the visible value (a figure in a table: what its records are). */
  suffix?: string;
}) {
  const { search } = useLocation();
  const reset = Object.fromEntries(DRILL.map((k) => [k, null]));
  return (
    <Link
      to={{ search: searchWith(search, { ...reset, figure, ...extra }), hash: '#records' }}
      className="font-medium text-primary underline-offset-2 hover:underline"
      data-testid={`drill-${figure}`}
      {...(label ? { 'aria-label': label } : {})}
    >
      {children}
      {suffix ? <span className="sr-only"> — {suffix}</span> : null}
    </Link>
  );
}

const pct = (part: number, whole: number, language: string) =>
  whole > 0
    ? new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(part / whole)
    : '—';

function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-ES' : 'en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  return (month: string) => format.format(new Date(`${month}-01T12:00:00Z`));
}

/** A chart with its table beside it (the table carries the same figures and the drill-down links). */
function Panel({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const id = useId();
  const { t } = useTranslation('analytics');
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">
        <div className="h-64 min-w-0" aria-hidden="true">
          <Suspense fallback={<LoadingStatus label={t('chartLoading')} />}>{chart}</Suspense>
        </div>
        <div className="min-w-0">{table}</div>
      </div>
    </section>
  );
}

function Kpi({
  label,
  value,
  previous,
  drill,
}: {
  label: string;
  value: string;
  previous: string;
  drill: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4" data-testid="kpi">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted">{previous}</dd>
      <dd className="mt-2 text-sm">{drill}</dd>
    </div>
  );
}

function Figures({ data, outcomes }: { data: PracticeFigures; outcomes: OutcomeFigures | null }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const month = useMonthLabel();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, lang);
  const cur = data.appointments.current;
  const prev = data.appointments.previous;
  const currency = data.revenue.current[0]?.currency ?? data.revenue.previous[0]?.currency ?? null;
  const revenueOf = (list: PracticeFigures['revenue']['current']) =>
    list.find((r) => r.currency === currency) ?? { invoicedMinor: 0, collectedMinor: 0 };
  const see = (what: string) => t('seeList', { what });
  const was = (value: string) => t('previous', { value });
  const rate = (n: number, of: number) => pct(n, of, lang);
  const kpis: { key: string; label: string; value: string; previous: string; figure: AnalyticsFigure }[] = [
    {
      key: 'booked',
      label: t('kpi.booked'),
      value: String(cur.booked),
      previous: was(String(prev.booked)),
      figure: 'appointments.booked',
    },
    {
      key: 'completed',
      label: t('kpi.completedRate'),
      value: rate(cur.completed, cur.booked),
      previous: was(rate(prev.completed, prev.booked)),
      figure: 'appointments.completed',
    },
    {
      key: 'noShow',
      label: t('kpi.noShowRate'),
      value: rate(cur.noShow, cur.booked),
      previous: was(rate(prev.noShow, prev.booked)),
      figure: 'appointments.no-show',
    },
    {
      key: 'cancelled',
      label: t('kpi.cancelledRate'),
      value: rate(cur.cancelled, cur.booked),
      previous: was(rate(prev.cancelled, prev.booked)),
      figure: 'appointments.cancelled',
    },
    {
      key: 'new',
      label: t('kpi.newPatients'),
      value: String(data.patients.current.new),
      previous: was(String(data.patients.previous.new)),
      figure: 'patients.new',
    },
    {
      key: 'returning',
      label: t('kpi.returningPatients'),
      value: String(data.patients.current.returning),
      previous: was(String(data.patients.previous.returning)),
      figure: 'patients.returning',
    },
    ...(currency
      ? [
          {
            key: 'invoiced',
            label: t('kpi.invoiced'),
            value: money(revenueOf(data.revenue.current).invoicedMinor, currency),
            previous: was(money(revenueOf(data.revenue.previous).invoicedMinor, currency)),
            figure: 'revenue.invoiced' as const,
          },
          {
            key: 'collected',
            label: t('kpi.collected'),
            value: money(revenueOf(data.revenue.current).collectedMinor, currency),
            previous: was(money(revenueOf(data.revenue.previous).collectedMinor, currency)),
            figure: 'revenue.collected' as const,
          },
        ]
      : []),
  ];

  const revenueRows = currency ? data.revenueByMonth.filter((r) => r.currency === currency) : [];
  const revenueColumns: Column<(typeof revenueRows)[number]>[] = [
    { key: 'month', header: t('table.month'), primary: true, cell: (r) => month(r.month) },
    {
      key: 'invoiced',
      header: t('kpi.invoiced'),
      className: 'text-right',
      cell: (r) => (
        <DrillLink
          figure="revenue.invoiced"
          extra={{ month: r.month }}
          suffix={see(`${t('kpi.invoiced')} · ${month(r.month)}`)}
        >
          {money(r.invoicedMinor, r.currency)}
        </DrillLink>
      ),
    },
    {
      key: 'collected',
      header: t('kpi.collected'),
      className: 'text-right',
      cell: (r) => (
        <DrillLink
          figure="revenue.collected"
          extra={{ month: r.month }}
          suffix={see(`${t('kpi.collected')} · ${month(r.month)}`)}
        >
          {money(r.collectedMinor, r.currency)}
        </DrillLink>
      ),
    },
  ];

  const apptColumns: Column<PracticeFigures['appointmentsByMonth'][number]>[] = [
    { key: 'month', header: t('table.month'), primary: true, cell: (r) => month(r.month) },
    {
      key: 'booked',
      header: t('status.booked'),
      className: 'text-right tabular-nums',
      cell: (r) => r.booked,
    },
    {
      key: 'completed',
      header: t('status.completed'),
      className: 'text-right tabular-nums',
      cell: (r) => r.completed,
    },
    {
      key: 'cancelled',
      header: t('status.cancelled'),
      className: 'text-right tabular-nums',
      cell: (r) => r.cancelled,
    },
    {
      key: 'noShow',
      header: t('status.noShow'),
      className: 'text-right tabular-nums',
      cell: (r) => r.noShow,
    },
  ];

  const ageing = currency ? data.receivables.filter((r) => r.currency === currency) : [];
  const ageingColumns: Column<(typeof ageing)[number]>[] = [
    { key: 'bucket', header: t('table.daysPastDue'), primary: true, cell: (r) => t(`buckets.${r.bucket}`) },
    { key: 'count', header: t('table.invoices'), className: 'text-right tabular-nums', cell: (r) => r.count },
    {
      key: 'amount',
      header: t('table.owed'),
      className: 'text-right',
      cell: (r) => (
        <DrillLink
          figure="receivables"
          extra={{ bucket: r.bucket }}
          suffix={see(`${t('receivables')} · ${t(`buckets.${r.bucket}`)}`)}
        >
          {money(r.amountMinor, r.currency)}
        </DrillLink>
      ),
    },
  ];

  const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const hourColumns: Column<PracticeFigures['hours'][number]>[] = [
    { key: 'hour', header: t('table.hour'), primary: true, cell: (r) => hourLabel(r.hour) },
    {
      key: 'count',
      header: t('table.appointments'),
      className: 'text-right',
      cell: (r) => (
        <DrillLink
          figure="hours"
          extra={{ hour: r.hour }}
          suffix={see(`${t('hours')} · ${hourLabel(r.hour)}`)}
        >
          {r.count}
        </DrillLink>
      ),
    },
  ];

  const retentionRows = (['3', '6'] as const).map((m) => ({
    months: m,
    ...(m === '3' ? data.retention.months3 : data.retention.months6),
  }));
  const retentionColumns: Column<(typeof retentionRows)[number]>[] = [
    {
      key: 'months',
      header: t('table.window'),
      primary: true,
      cell: (r) => t('retentionWindow', { count: Number(r.months) }),
    },
    { key: 'cohort', header: t('table.cohort'), className: 'text-right tabular-nums', cell: (r) => r.cohort },
    {
      key: 'retained',
      header: t('table.retained'),
      className: 'text-right',
      cell: (r) => (
        <DrillLink
          figure={`retention.${r.months}.retained`}
          suffix={see(`${t('table.retained')} · ${t('retentionWindow', { count: Number(r.months) })}`)}
        >
          {r.retained} ({rate(r.retained, r.cohort)})
        </DrillLink>
      ),
    },
    {
      key: 'lost',
      header: t('table.lost'),
      className: 'text-right',
      cell: (r) => (
        <DrillLink
          figure={`retention.${r.months}.lost`}
          suffix={see(`${t('table.lost')} · ${t('retentionWindow', { count: Number(r.months) })}`)}
        >
          {r.cohort - r.retained}
        </DrillLink>
      ),
    },
  ];

  const peopleColumns: Column<PracticeFigures['professionals'][number]>[] = [
    { key: 'name', header: t('table.professional'), primary: true, cell: (r) => r.name },
    {
      key: 'booked',
      header: t('status.booked'),
      className: 'text-right tabular-nums',
      cell: (r) => r.booked,
    },
    {
      key: 'completed',
      header: t('status.completed'),
      className: 'text-right tabular-nums',
      cell: (r) => r.completed,
    },
    {
      key: 'noShow',
      header: t('kpi.noShowRate'),
      className: 'text-right tabular-nums',
      cell: (r) => rate(r.noShow, r.booked),
    },
    {
      key: 'revenue',
      header: t('kpi.invoiced'),
      className: 'text-right tabular-nums',
      cell: (r) => r.revenue.map((m) => money(m.invoicedMinor, m.currency)).join(' · ') || '—',
    },
  ];

  const series = (keys: [string, string, string][]): Series[] =>
    keys.map(([key, name, fill]) => ({ key, name, fill }));

  return (
    <>
      <dl className="mb-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {kpis.map((k) => (
          <Kpi
            key={k.key}
            label={k.label}
            value={k.value}
            previous={k.previous}
            drill={
              <DrillLink figure={k.figure} label={see(k.label)}>
                {t('seeListShort')}
              </DrillLink>
            }
          />
        ))}
      </dl>
      <div className="grid gap-4">
        {currency ? (
          <Panel
            title={t('revenue', { currency })}
            chart={
              <BarsChart
                data={revenueRows.map((r) => ({
                  label: month(r.month),
                  invoiced: r.invoicedMinor / 100,
                  collected: r.collectedMinor / 100,
                }))}
                series={series([
                  ['invoiced', t('kpi.invoiced'), 'var(--primary)'],
                  ['collected', t('kpi.collected'), '#0ea5e9'],
                ])}
                format={(v) => formatMoney(Math.round(v * 100), currency, lang)}
              />
            }
            table={
              <DataTable
                caption={t('revenue', { currency })}
                columns={revenueColumns}
                rows={revenueRows}
                rowKey={(r) => r.month}
                dense
              />
            }
          />
        ) : null}
        <Panel
          title={t('appointmentsByMonth')}
          chart={
            <BarsChart
              data={data.appointmentsByMonth.map((r) => ({
                label: month(r.month),
                completed: r.completed,
                cancelled: r.cancelled,
                noShow: r.noShow,
                scheduled: r.scheduled,
              }))}
              series={series([
                ['completed', t('status.completed'), 'var(--primary)'],
                ['scheduled', t('status.scheduled'), '#64748b'],
                ['cancelled', t('status.cancelled'), '#f59e0b'],
                ['noShow', t('status.noShow'), '#ef4444'],
              ])}
              stacked
            />
          }
          table={
            <DataTable
              caption={t('appointmentsByMonth')}
              columns={apptColumns}
              rows={data.appointmentsByMonth}
              rowKey={(r) => r.month}
              dense
            />
          }
        />
        <Panel
          title={t('retention')}
          chart={
            <BarsChart
              data={retentionRows.map((r) => ({
                label: t('retentionWindow', { count: Number(r.months) }),
                retained: r.retained,
                lost: r.cohort - r.retained,
              }))}
              series={series([
                ['retained', t('table.retained'), 'var(--primary)'],
                ['lost', t('table.lost'), '#f59e0b'],
              ])}
              stacked
            />
          }
          table={
            <DataTable
              caption={t('retention')}
              columns={retentionColumns}
              rows={retentionRows}
              rowKey={(r) => r.months}
              dense
            />
          }
        />
        {currency ? (
          <Panel
            title={t('receivables')}
            chart={
              <BarsChart
                data={ageing.map((r) => ({ label: t(`buckets.${r.bucket}`), owed: r.amountMinor / 100 }))}
                series={series([['owed', t('table.owed'), '#8b5cf6']])}
                format={(v) => formatMoney(Math.round(v * 100), currency, lang)}
              />
            }
            table={
              ageing.length ? (
                <DataTable
                  caption={t('receivables')}
                  columns={ageingColumns}
                  rows={ageing}
                  rowKey={(r) => r.bucket}
                  dense
                />
              ) : (
                <p className="text-sm text-muted">{t('nothingOwed')}</p>
              )
            }
          />
        ) : null}
        <Panel
          title={t('hours')}
          chart={
            <BarsChart
              data={data.hours.map((r) => ({ label: hourLabel(r.hour), count: r.count }))}
              series={series([['count', t('table.appointments'), '#0ea5e9']])}
            />
          }
          table={
            <DataTable
              caption={t('hours')}
              columns={hourColumns}
              rows={data.hours}
              rowKey={(r) => String(r.hour)}
              dense
            />
          }
        />
        {data.professionals.length > 0 ? (
          <section className="min-w-0">
            <DataTable
              caption={t('byProfessional')}
              showCaption
              columns={peopleColumns}
              rows={data.professionals}
              rowKey={(r) => r.id}
              dense
            />
          </section>
        ) : null}
        {outcomes ? <Outcomes data={outcomes} /> : null}
      </div>
    </>
  );
}

function Outcomes({ data }: { data: OutcomeFigures }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language === 'es' ? 'es-ES' : 'en-US', {
    maximumFractionDigits: 1,
    signDisplay: 'auto',
  });
  const signed = new Intl.NumberFormat(i18n.language === 'es' ? 'es-ES' : 'en-US', {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const rows = data.metrics.filter((m) => m.patients > 0);
  const columns: Column<OutcomeFigures['metrics'][number]>[] = [
    {
      key: 'metric',
      header: t('table.measure'),
      primary: true,
      cell: (m) => `${t(`metrics.${m.metric}`)} (${m.unit})`,
    },
    {
      key: 'patients',
      header: t('table.patients'),
      className: 'text-right',
      cell: (m) => (
        <DrillLink figure="outcomes" extra={{ metric: m.metric }} suffix={see(t(`metrics.${m.metric}`))}>
          {m.patients}
        </DrillLink>
      ),
    },
    {
      key: 'first',
      header: t('table.meanFirst'),
      className: 'text-right tabular-nums',
      cell: (m) => (m.meanFirst == null ? '—' : number.format(m.meanFirst)),
    },
    {
      key: 'latest',
      header: t('table.meanLatest'),
      className: 'text-right tabular-nums',
      cell: (m) => (m.meanLatest == null ? '—' : number.format(m.meanLatest)),
    },
    {
      key: 'change',
      header: t('table.meanChange'),
      className: 'text-right tabular-nums',
      cell: (m) => (m.meanChange == null ? '—' : signed.format(m.meanChange)),
    },
  ];
  function see(what: string) {
    return t('seeList', { what });
  }
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id={id} className="mb-1 text-base font-semibold">
        {t('outcomes')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('outcomesIntro')}</p>
      {rows.length ? (
        <DataTable caption={t('outcomes')} columns={columns} rows={rows} rowKey={(m) => m.metric} dense />
      ) : (
        <p className="text-sm text-muted">{t('noOutcomes')}</p>
      )}
      <p className="mt-3 text-sm">
        {data.goals.assessed > 0 ? (
          <>
            {t('goals', {
              reached: data.goals.reached,
              assessed: data.goals.assessed,
              share: pct(data.goals.reached, data.goals.assessed, i18n.language),
            })}{' '}
            <DrillLink figure="goals.reached" suffix={t('figures.goals.reached')}>
              {t('goalsReached')}
            </DrillLink>{' '}
            ·{' '}
            <DrillLink figure="goals.not-reached" suffix={t('figures.goals.not-reached')}>
              {t('goalsNotReached')}
            </DrillLink>
          </>
        ) : (
          t('noGoals')
        )}
      </p>
      <p className="mt-2 text-sm" data-testid="adherence-figure">
        {data.adherence.patients > 0 ? (
          <>
            {t('adherence', {
              onTrack: data.adherence.onTrack,
              patients: data.adherence.patients,
              share: pct(data.adherence.onTrack, data.adherence.patients, i18n.language),
              mean: number.format(data.adherence.meanPercent ?? 0),
            })}{' '}
            <DrillLink figure="adherence.on-track" suffix={t('figures.adherence.on-track')}>
              {t('adherenceOnTrack')}
            </DrillLink>{' '}
            ·{' '}
            <DrillLink figure="adherence.below" suffix={t('figures.adherence.below')}>
              {t('adherenceBelow')}
            </DrillLink>
          </>
        ) : (
          t('noAdherence')
        )}
      </p>
    </section>
  );
}

/** The records behind the chosen figure. */
function Records({ query }: { query: AnalyticsListQuery }) {
  const { t, i18n } = useTranslation('analytics');
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = JSON.stringify(query);
  const list = useApiQuery(queryKeys.analytics.list(key), (signal) => analyticsApi.list(query, signal));
  useEffect(() => {
    if (key) heading.current?.focus();
  }, [key]);
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-ES' : 'en-US', {
      dateStyle: 'medium',
      ...(iso.length > 10 ? { timeStyle: 'short' } : { timeZone: 'UTC' }),
    }).format(new Date(iso.length > 10 ? iso : `${iso}T00:00:00Z`));
  const columns: Column<AnalyticsRow>[] = [
    {
      key: 'patient',
      header: t('table.patient'),
      primary: true,
      cell: (r) => (
        <Link
          to={`/patients/${r.patient.id}`}
          className="font-medium text-fg underline-offset-2 hover:underline"
        >{`${r.patient.firstName} ${r.patient.lastName}`}</Link>
      ),
    },
    { key: 'date', header: t('table.date'), cell: (r) => day(r.date) },
    {
      key: 'what',
      header: t('table.what'),
      cell: (r) =>
        r.kind === 'patient' && (r.status === 'on-track' || r.status === 'below') && r.latest != null
          ? t('adherenceRow', { percent: r.latest, logged: r.label })
          : r.kind === 'patient' && r.first != null && r.latest != null
            ? `${r.first} → ${r.latest} ${r.status ?? ''}`
            : r.kind === 'patient' && r.label
              ? r.label
                  .split(', ')
                  .map((g) => t(`goalCodes.${g}`, { defaultValue: g }))
                  .join(', ')
              : r.label || '—',
    },
    {
      key: 'status',
      header: t('table.status'),
      from: 'sm',
      cell: (r) =>
        r.kind === 'appointment'
          ? t(`appointmentStatus.${r.status}`, { defaultValue: r.status ?? '' })
          : r.kind === 'invoice'
            ? t(`invoiceStatus.${r.status}`, { defaultValue: r.status ?? '' })
            : r.kind === 'payment'
              ? t(`paymentMethod.${r.status}`, { defaultValue: r.status ?? '' })
              : '—',
    },
    { key: 'professional', header: t('table.professional'), from: 'md', cell: (r) => r.professional ?? '—' },
    {
      key: 'amount',
      header: t('table.amount'),
      className: 'text-right tabular-nums',
      cell: (r) =>
        r.amountMinor != null && r.currency ? formatMoney(r.amountMinor, r.currency, i18n.language) : '—',
    },
  ];
  const figureName = t(`figures.${query.figure}`);
  const reset = Object.fromEntries(DRILL.map((k) => [k, null]));
  return (
    <section id="records" aria-labelledby="records-heading" className="mb-6 min-w-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="records-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('recordsOf', { figure: figureName })}
        </h2>
        <Link to={{ search: searchWith(search, reset) }} className="text-sm text-primary underline">
          {t('closeRecords')}
        </Link>
      </div>
      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data && data.hidden > 0 ? (
        <p className="mb-2 text-sm text-muted">{t('hidden', { count: data.hidden })}</p>
      ) : null}
      {data && data.items.length === 0 ? <EmptyState title={t('noRecords')} headingLevel={3} /> : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption={figureName}
          columns={columns}
          rows={data.items}
          rowKey={(r) => `${r.kind}:${r.id}:${r.label}`}
          rowProps={() => ({ 'data-testid': 'record-row' })}
        />
      ) : null}
      {data && position && data.total > data.pageSize ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('pagination')}
          summary={t('pageOf', { page: data.page, ...position })}
        />
      ) : null}
    </section>
  );
}

function Sharing() {
  const { t } = useTranslation('analytics');
  const settings = useApiQuery(queryKeys.analytics.settings, (signal) => analyticsApi.settings(signal));
  const save = useApiMutation(analyticsApi.setSettings, { invalidates: [queryKeys.analytics.all] });
  const id = useId();
  const monthlyId = useId();
  if (!settings.data?.canChange) return null;
  return (
    <div className="mb-4 space-y-3 rounded-lg border border-border bg-card p-4 text-sm">
      <div className="flex items-start gap-2">
        <Checkbox
          id={monthlyId}
          checked={settings.data.monthlyEmail}
          disabled={save.busy}
          onChange={(e) => void save.run({ monthlyEmail: e.target.checked })}
        />
        <label htmlFor={monthlyId}>
          <span className="font-medium">{t('monthly.label')}</span>
          <span className="block text-muted">{t('monthly.hint')}</span>
        </label>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          checked={settings.data.shareWithProfessionals}
          disabled={save.busy}
          onChange={(e) => void save.run({ shareWithProfessionals: e.target.checked })}
        />
        <label htmlFor={id}>
          <span className="font-medium">{t('share.label')}</span>
          <span className="block text-muted">{t('share.hint')}</span>
        </label>
      </div>
      {save.error ? <Alert className="mt-2">{errorMessage(save.error, t)}</Alert> : null}
    </div>
  );
}

/**
 * `/dietitian/analytics` and `/analytics`: the practice's figures for a period (compared with the one
 * before), each chart with its table, every figure linking to the records behind it.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { params, update } = useUrlQuery();
  const filters: AnalyticsQuery = {};
  for (const k of FILTERS) {
    const v = params.get(k);
    if (v) filters[k] = v;
  }
  const badPeriod = !!(filters.from && filters.to && filters.to < filters.from);
  const key = badPeriod ? null : JSON.stringify(filters);
  const figures = useApiQuery(key === null ? null : queryKeys.analytics.practice(key), (signal) =>
    analyticsApi.practice(filters, signal),
  );
  const outcomes = useApiQuery(key === null ? null : queryKeys.analytics.outcomes(key), (signal) =>
    analyticsApi.outcomes(filters, signal),
  );
  const options = useApiQuery(queryKeys.analytics.options, (signal) => analyticsApi.options(signal));
  const figure = params.get('figure') as AnalyticsFigure | null;
  const drill: AnalyticsListQuery | null =
    figure && !badPeriod
      ? {
          ...filters,
          figure,
          page: Math.max(1, Number(params.get('page') ?? 1) || 1),
          pageSize: 25,
          ...(params.get('month') ? { month: params.get('month')! } : {}),
          ...(params.get('bucket') ? { bucket: params.get('bucket') as AnalyticsListQuery['bucket'] } : {}),
          ...(params.get('hour') ? { hour: Number(params.get('hour')) } : {}),
          ...(params.get('metric') ? { metric: params.get('metric') as AnalyticsListQuery['metric'] } : {}),
        }
      : null;
  const period = figures.data?.period;
  const opts = options.data;
  const change = (k: (typeof FILTERS)[number], v: string) => update({ [k]: v || null, figure: null });
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Link to="/patient-analytics" className="text-sm text-primary underline">
            {t('patientAnalytics')}
          </Link>
        }
      />
      <Sharing />
      <FilterBar label={t('filters')} columns="sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('from')} error={badPeriod ? t('periodInvalid') : null}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.from ?? period?.from ?? ''}
              onChange={(e) => change('from', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('to')}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.to ?? period?.to ?? ''}
              onChange={(e) => change('to', e.target.value)}
            />
          )}
        </Field>
        {opts && opts.professionals.length > 1 && figures.data?.scope === 'practice' ? (
          <Field label={t('professional')}>
            {(p) => (
              <Select
                {...p}
                value={filters.professionalId ?? ''}
                onChange={(e) => change('professionalId', e.target.value)}
              >
                <option value="">{t('allProfessionals')}</option>
                {opts.professionals.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        {opts && opts.services.length > 0 ? (
          <Field label={t('service')}>
            {(p) => (
              <Select
                {...p}
                value={filters.serviceId ?? ''}
                onChange={(e) => change('serviceId', e.target.value)}
              >
                <option value="">{t('allServices')}</option>
                {opts.services.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        {opts && (opts.patientGroups.length > 0 || filters.patientGroup) ? (
          <Field label={t('patientGroup')} hint={t('patientGroupHint')}>
            {(p) => (
              <Select
                {...p}
                value={filters.patientGroup ?? ''}
                onChange={(e) => change('patientGroup', e.target.value)}
              >
                <option value="">{t('allPatients')}</option>
                {opts.patientGroups.map((o) => (
                  <option key={o.name} value={o.name}>
                    {t('patientGroupOption', { name: o.name, count: o.patients })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
      </FilterBar>
      {figures.data ? (
        <p className="mb-4 text-sm text-muted" data-testid="analytics-scope">
          {t('comparedWith', {
            from: formatDate(figures.data.previous.from, 'UTC'),
            to: formatDate(figures.data.previous.to, 'UTC'),
          })}{' '}
          {t('asOf', { time: formatDateTime(figures.data.asOf) })}{' '}
          {figures.data.scope === 'own' ? t('ownOnly') : figures.data.shared ? t('sharedNote') : ''}
        </p>
      ) : null}
      {drill ? <Records query={drill} /> : null}
      {figures.error ? <Alert className="mb-4">{errorMessage(figures.error, t)}</Alert> : null}
      {figures.loading ? <LoadingStatus /> : null}
      {figures.data ? <Figures data={figures.data} outcomes={outcomes.data} /> : null}
    </div>
  );
}
