import { REPORT_KINDS, type ReportKind, type ReportQuery } from '@verdant/shared';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { locale } from '../../lib/format.ts';
import { DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { SearchPicker } from '../../components/search-picker.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { searchPatientOptions } from '../patients/patients-api.ts';
import { analyticsApi } from './analytics-api.ts';
import { PrepareReport, ReportRuns } from './report-runs.tsx';

/**
 * `/dietitian/reports`: a ready report for a period, previewed on screen (the first rows of each
 * section) and downloaded whole as PDF or CSV; a long one is prepared in the background (its
 * progress listed here, a notification when ready: docs/decisions/0047).
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('analytics');
  const { roles } = useAuth();
  const { params, update } = useUrlQuery();
  const kinds = REPORT_KINDS.filter((k) => k !== 'audit' || roles.includes('admin'));
  const kind = (kinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as ReportKind)
    : 'monthly-summary';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const patientId = params.get('patient');
  const patientName = params.get('patientName');
  const badPeriod = !!(from && to && to < from);
  const needsPatient = kind === 'patient-progress' && !patientId;
  const query: ReportQuery = {
    kind,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(kind === 'patient-progress' && patientId ? { patientId } : {}),
  };
  const ready = !badPeriod && !needsPatient;
  const report = useApiQuery(ready ? queryKeys.analytics.report(JSON.stringify(query)) : null, (signal) =>
    analyticsApi.report(query, signal),
  );
  const data = report.data;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('reports.title')} description={t('reports.intro')} />
      <FilterBar label={t('reports.filters')} columns="sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('reports.kind')} className="lg:col-span-2">
          {(p) => (
            <Select {...p} value={kind} onChange={(e) => update({ kind: e.target.value })}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`reports.kinds.${k}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {kind === 'patient-progress' ? (
          <SearchPicker
            label={t('table.patient')}
            value={patientId ? { id: patientId, label: patientName ?? '' } : null}
            onChange={(o) => update({ patient: o?.id ?? null, patientName: o?.label ?? null })}
            queryKey={queryKeys.patients.picker}
            search={searchPatientOptions}
            placeholder={t('reports.patientPlaceholder')}
          />
        ) : null}
        <Field label={t('from')} error={badPeriod ? t('periodInvalid') : null}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={from || (data?.period.from ?? '')}
              onChange={(e) => update({ from: e.target.value || null })}
            />
          )}
        </Field>
        <Field label={t('to')}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={to || (data?.period.to ?? '')}
              onChange={(e) => update({ to: e.target.value || null })}
            />
          )}
        </Field>
      </FilterBar>
      <ReportRuns />
      {needsPatient ? <p className="mb-4 text-sm text-muted">{t('reports.choosePatient')}</p> : null}
      {report.error ? <Alert className="mb-4">{errorMessage(report.error, t)}</Alert> : null}
      {report.loading ? <LoadingStatus /> : null}
      {data && ready ? (
        <section aria-labelledby="report-title" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <h2 id="report-title" className="text-lg font-semibold">
                {data.title}
              </h2>
              <p className="text-sm text-muted">{data.subtitle}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={analyticsApi.reportUrl(query, 'pdf', i18n.language)}
                download
                className={buttonClasses({ variant: 'secondary' })}
                data-testid="report-pdf"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('reports.pdf')}
              </a>
              <a
                href={analyticsApi.reportUrl(query, 'csv', i18n.language)}
                download
                className={buttonClasses({ variant: 'secondary' })}
                data-testid="report-csv"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('reports.csv')}
              </a>
            </div>
            <div className="w-full">
              <p className="mb-2 text-sm text-muted">{t('runs.prepareHint')}</p>
              <PrepareReport query={query} disabled={!ready} />
            </div>
          </div>
          {data.sections.map((s) => (
            <div key={s.key} className="mb-6 min-w-0">
              {s.rows.length === 0 ? (
                <EmptyState title={s.title} description={t('reports.noRows')} headingLevel={3} />
              ) : (
                <>
                  <DataTable
                    caption={s.title}
                    showCaption
                    columns={s.columns.map((header, i) => ({
                      key: String(i),
                      header,
                      primary: i === 0,
                      cell: (row: (string | number | null)[]) => previewCell(row[i] ?? null),
                    }))}
                    rows={s.rows}
                    rowKey={(_, i) => String(i)}
                    dense
                  />
                  {s.total > s.rows.length ? (
                    <p className="mt-2 text-sm text-muted">
                      {t('reports.previewOf', { shown: s.rows.length, total: s.total })}
                    </p>
                  ) : null}
                </>
              )}
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A cell of the on-screen preview: a month ("2025-12", as in the CSV) reads "December 2025" in the
 * reader's language; an empty cell is a dash; everything else (already formatted by the server) as is.
 */
export function previewCell(value: string | number | null): string {
  if (value == null) return '—';
  const month = typeof value === 'string' ? MONTH.exec(value) : null;
  if (!month) return String(value);
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
