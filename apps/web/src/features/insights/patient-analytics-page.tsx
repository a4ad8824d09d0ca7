import type { PatientAnalytics } from '@verdant/shared/patients';
import { useTranslation } from 'react-i18next';
import { type ReactNode, useId } from 'react';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { PieChart } from '../../components/charts/pie-chart.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { patientsApi } from '../patients/patients-api.ts';

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  /** The chart's figures as text, for screen readers and anyone who prefers a table. */
  summary: { label: string; value: number }[];
  children: ReactNode;
}) {
  const { t } = useTranslation('patients');
  const figures = t('analytics.figures');
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <div className="h-64 w-full" aria-hidden="true">
        {children}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">{figures}</summary>
        <table className="mt-2 w-full text-left">
          <tbody>
            {summary.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {row.label}
                </th>
                <td className="py-1 text-right tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

type Slice = { label: string; value: number };

/** Shares of a whole, one theme colour each (a ring with `donut`): the SVG chart kit, decision 0064. */
function PieOf({ data, donut = false }: { data: Slice[]; donut?: boolean }) {
  return <PieChart data={data} donut={donut} />;
}

/** Counts by category as bars. */
function BarsOf({ data, name, fill }: { data: Slice[]; name: string; fill: string }) {
  return <BarChart rows={data} series={[{ key: 'value', label: name, color: fill }]} />;
}

function Charts({ data }: { data: PatientAnalytics }) {
  const { t, i18n } = useTranslation('patients');
  const monthFormat = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const months = data.newPerMonth.map((m) => ({
    label: monthFormat.format(new Date(`${m.month}-01T12:00:00Z`)),
    value: m.count,
  }));
  const status = [
    { label: t('filters.active'), value: data.byStatus.active },
    { label: t('filters.inactive'), value: data.byStatus.inactive },
  ];
  const ages = data.ageBands.map((b) => ({
    label: b.band === 'unknown' ? t('analytics.unknown') : b.band,
    value: b.count,
  }));
  const gender = data.gender.map((g) => ({
    label: g.gender === 'unknown' ? t('analytics.unknown') : t(`genders.${g.gender}`),
    value: g.count,
  }));
  return (
    <>
      <dl className="mb-4 grid grid-cols-3 gap-3">
        {[{ label: t('analytics.total'), value: data.byStatus.total }, ...status].map((s) => (
          <div key={s.label} className="rounded-lg border border-border bg-card p-4">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{s.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
      {data.plan.activeLimit !== null ? (
        <p className="mb-4 text-sm text-muted">
          {t('analytics.planUsage', {
            plan: t(`limit.plans.${data.plan.name}`),
            active: data.byStatus.active,
            limit: data.plan.activeLimit,
          })}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={t('analytics.byStatus')} summary={status}>
          <PieOf data={status} donut />
        </ChartCard>
        <ChartCard title={t('analytics.newPerMonth')} summary={months}>
          <BarsOf data={months} name={t('analytics.patients')} fill="var(--chart-1)" />
        </ChartCard>
        <ChartCard title={t('analytics.ageBands')} summary={ages}>
          <BarsOf data={ages} name={t('analytics.patients')} fill="var(--chart-2)" />
        </ChartCard>
        <ChartCard title={t('analytics.gender')} summary={gender}>
          <PieOf data={gender} />
        </ChartCard>
      </div>
    </>
  );
}

/** `/patient-analytics`: the organization's patients by status, month of arrival, age band and gender. */
export default function PatientAnalyticsPage() {
  const { t } = useTranslation('patients');
  const data = useApiQuery(queryKeys.patients.analytics, (signal) => patientsApi.analytics(signal));
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('analytics.title')} description={t('analytics.intro')} />
      {data.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('list.loading')}
        </p>
      ) : null}
      {data.error ? <Alert>{errorMessage(data.error, t)}</Alert> : null}
      {data.data ? <Charts data={data.data} /> : null}
    </div>
  );
}
