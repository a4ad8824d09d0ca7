import type { CategorySummary, DataExport, PrivacyOverview } from '@verdant/shared';
import { ChevronRight, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { ChoiceGroup, SelectField, TextAreaField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { privacyApi } from './privacy-api.ts';
import { PRIVACY_LINKS, StatusBadge } from './privacy-ui.tsx';

function ExportCard({ exports }: { exports: DataExport[] }) {
  const { t } = useTranslation('privacy');
  const start = useApiMutation(() => privacyApi.startExport(), { invalidates: [queryKeys.privacy.overview] });
  const working = exports.some((e) => e.status === 'queued' || e.status === 'running');
  // while the job builds it, look again every two seconds
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void invalidate(queryKeys.privacy.overview), 2000);
    return () => clearInterval(timer);
  }, [working]);
  const latest = exports[0];
  return (
    <Card title={t('centre.exportTitle')} description={t('centre.exportIntro')}>
      {latest ? (
        <div className="mb-4 space-y-2 text-sm" data-testid="export-status">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={latest.status} />
            <span className="text-muted">
              {t('centre.exportAsked', { date: formatDateTime(latest.createdAt) })}
            </span>
          </div>
          {latest.status === 'queued' || latest.status === 'running' ? (
            <progress
              className="w-full"
              max={100}
              value={latest.progress}
              aria-label={t('centre.exportProgress')}
            >
              {latest.progress} %
            </progress>
          ) : null}
          {latest.status === 'ready' ? (
            <a
              href={privacyApi.exportUrl(latest.id)}
              download
              className={buttonClasses({ variant: 'primary' })}
              onClick={() => setTimeout(() => void invalidate(queryKeys.privacy.overview), 1500)}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('centre.download')}
            </a>
          ) : null}
          {latest.status === 'ready' && latest.expiresAt ? (
            <p className="text-muted">
              {t('centre.downloadOnce', { date: formatDateTime(latest.expiresAt) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {start.error ? <Alert>{errorMessage(start.error, t)}</Alert> : null}
      <Button
        variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
        disabled={start.busy || working}
        onClick={() => void start.run(undefined)}
      >
        {t('centre.exportStart')}
      </Button>
    </Card>
  );
}

function ErasureCard({ overview }: { overview: PrivacyOverview }) {
  const { t } = useTranslation('privacy');
  const [patientId, setPatientId] = useState(overview.records[0]?.patientId ?? '');
  const [kind, setKind] = useState<'erasure' | 'restriction'>('erasure');
  const [reason, setReason] = useState('');
  const ask = useApiMutation(() => privacyApi.askErasure({ patientId, kind, reason }), {
    invalidates: [queryKeys.privacy.overview],
    onSuccess: () => {
      setReason('');
      toast({ title: t('centre.erasureSent'), variant: 'success' });
    },
  });
  const requests = overview.requests.filter((r) => r.kind !== 'care_team_removal');
  return (
    <Card title={t('centre.erasureTitle')} description={t('centre.erasureIntro')}>
      <p className="mb-4 text-sm text-muted">{t('centre.retention')}</p>
      {requests.length ? (
        <ul className="mb-4 space-y-3" aria-label={t('centre.yourRequests')}>
          {requests.map((r) => (
            <li
              key={r.id}
              className="rounded-md border border-border p-3 text-sm"
              data-testid="privacy-request"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`centre.kinds.${r.kind}`)}</span>
                <StatusBadge status={r.status} />
                <span className="text-muted">
                  {r.practiceName} · {formatDate(r.createdAt)}
                </span>
              </div>
              {r.resolutionNote ? (
                <p className="mt-2">{t('centre.practiceSays', { note: r.resolutionNote })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void ask.run(undefined);
        }}
      >
        {overview.records.length > 1 ? (
          <SelectField
            label={t('sharing.record')}
            value={patientId}
            onChange={setPatientId}
            options={overview.records.map((r) => ({ value: r.patientId, label: r.practiceName }))}
          />
        ) : null}
        <ChoiceGroup
          legend={t('centre.erasureKind')}
          name="erasure-kind"
          type="radio"
          columns={1}
          selected={[kind]}
          onToggle={(v) => setKind(v as 'erasure' | 'restriction')}
          options={[
            { value: 'erasure', label: t('centre.kinds.erasure') },
            { value: 'restriction', label: t('centre.kinds.restriction') },
          ]}
        />
        <TextAreaField
          label={t('centre.erasureReason')}
          value={reason}
          onChange={setReason}
          rows={3}
          maxLength={1000}
        />
        {ask.error ? <Alert>{errorMessage(ask.error, t)}</Alert> : null}
        <Button type="submit" variant="secondary" disabled={ask.busy || !patientId}>
          {t('centre.erasureSend')}
        </Button>
      </form>
    </Card>
  );
}

/** `/patient/privacy`: the privacy centre, linking the four screens; what is kept, export and erasure. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const overview = useApiQuery(queryKeys.privacy.overview, (signal) => privacyApi.overview(signal));
  const columns: Column<CategorySummary>[] = [
    {
      key: 'category',
      header: t('centre.category'),
      primary: true,
      cell: (c) => t(`categories.${c.category}`),
    },
    {
      key: 'count',
      header: t('centre.holds'),
      cell: (c) => (c.count === null ? t('centre.notKept') : t('centre.records', { count: c.count })),
    },
    {
      key: 'who',
      header: t('centre.visibleTo'),
      cell: (c) => (c.visibleTo.length ? c.visibleTo.join(', ') : t('centre.onlyYou')),
    },
    {
      key: 'retention',
      header: t('centre.retentionColumn'),
      from: 'lg',
      cell: (c) => t(`retention.${c.category}`),
    },
  ];
  const data = overview.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t('centre.title')} description={t('centre.intro')} />
      {overview.error ? <Alert>{errorMessage(overview.error, t)}</Alert> : null}
      {overview.loading ? <LoadingStatus /> : null}
      <nav aria-label={t('centre.screens')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PRIVACY_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 hover:bg-surface"
              >
                <span>
                  <span className="block font-semibold">{t(`centre.links.${link.key}.title`)}</span>
                  <span className="block text-sm text-muted">{t(`centre.links.${link.key}.body`)}</span>
                  {link.key === 'accessRequests' && data?.pendingAccessRequests ? (
                    <span className="mt-1 block text-sm font-medium text-primary">
                      {t('centre.pending', { count: data.pendingAccessRequests })}
                    </span>
                  ) : null}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data ? (
        <>
          <section aria-labelledby="what-we-keep" className="space-y-3">
            <h2 id="what-we-keep" className="text-lg font-semibold">
              {t('centre.keepTitle')}
            </h2>
            <DataTable
              caption={t('centre.keepTitle')}
              columns={columns}
              rows={data.categories}
              rowKey={(c) => c.category}
            />
          </section>
          {data.emergencyAccesses.length ? (
            <section aria-labelledby="emergencies" className="space-y-3">
              <h2 id="emergencies" className="text-lg font-semibold">
                {t('centre.emergencyTitle')}
              </h2>
              <p className="text-sm text-muted">{t('centre.emergencyIntro')}</p>
              <ul className="space-y-3">
                {data.emergencyAccesses.map((e) => (
                  <li
                    key={e.id}
                    data-testid="emergency-access"
                    className="rounded-lg border border-red-300 bg-card p-4 text-sm dark:border-red-800"
                  >
                    <p className="font-semibold">
                      {t('centre.emergencyWho', { name: e.name, organization: e.organizationName })}
                    </p>
                    <p className="text-muted">
                      {t('centre.emergencyWhen', {
                        from: formatDateTime(e.at),
                        until: formatDateTime(e.until),
                      })}
                    </p>
                    <p className="mt-1 break-words">
                      <span className="font-medium">{t('centre.emergencyReason')}</span> {e.reason}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <ExportCard exports={data.exports} />
            {data.records.length ? <ErasureCard overview={data} /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
