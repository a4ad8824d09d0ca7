import type { ReportQuery, ReportRun } from '@verdant/shared';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { analyticsApi } from './analytics-api.ts';

const POLL_MS = 2000;

/** "Prepare PDF / CSV": the report built in the background (docs/decisions/0047). */
export function PrepareReport({ query, disabled }: { query: ReportQuery; disabled: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const start = useApiMutation(analyticsApi.startRun, { invalidates: [queryKeys.analytics.runs] });
  const run = (format: 'csv' | 'pdf') => {
    void start.run({ ...query, format, lang: i18n.language === 'es' ? 'es' : 'en' });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" disabled={disabled || start.busy} onClick={() => run('pdf')}>
        {t('runs.preparePdf')}
      </Button>
      <Button variant="secondary" disabled={disabled || start.busy} onClick={() => run('csv')}>
        {t('runs.prepareCsv')}
      </Button>
      {start.error ? <Alert className="w-full">{errorMessage(start.error, t)}</Alert> : null}
    </div>
  );
}

/** The requester's prepared reports: progress while they build, the file once ready. */
export function ReportRuns() {
  const { t } = useTranslation('analytics');
  const runs = useApiQuery(queryKeys.analytics.runs, (signal) => analyticsApi.runs(signal));
  const items = runs.data?.items ?? [];
  const building = items.some((r) => r.status === 'queued' || r.status === 'running');
  const { reload } = runs;
  useEffect(() => {
    if (!building) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="runs-title" className="mb-6 min-w-0">
      <h2 id="runs-title" className="mb-1 text-lg font-semibold">
        {t('runs.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('runs.intro')}</p>
      <DataTable
        caption={t('runs.title')}
        columns={[
          {
            key: 'report',
            header: t('runs.report'),
            primary: true,
            cell: (r: ReportRun) => `${t(`reports.kinds.${r.kind}`)} · ${r.format.toUpperCase()}`,
          },
          {
            key: 'period',
            header: t('runs.period'),
            cell: (r: ReportRun) => `${r.period.from} – ${r.period.to}`,
          },
          {
            key: 'asked',
            header: t('runs.asked'),
            cell: (r: ReportRun) => formatDateTime(r.createdAt),
          },
          {
            key: 'status',
            header: t('runs.status'),
            cell: (r: ReportRun) => <RunStatus run={r} />,
          },
        ]}
        rows={items}
        rowKey={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'run-row' })}
        dense
      />
    </section>
  );
}

function RunStatus({ run }: { run: ReportRun }) {
  const { t } = useTranslation('analytics');
  if (run.status === 'ready') {
    return (
      <a
        href={analyticsApi.runFileUrl(run.id)}
        download
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        data-testid="run-download"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('runs.download')}
      </a>
    );
  }
  if (run.status === 'queued' || run.status === 'running') {
    return (
      <span className="flex items-center gap-2">
        <progress
          max={100}
          value={run.progress}
          aria-label={t('runs.progressLabel')}
          className="h-2 w-24 max-w-full"
        />
        <span>{t('runs.progress', { progress: run.progress })}</span>
      </span>
    );
  }
  return <span>{t(`runs.statuses.${run.status}`)}</span>;
}
