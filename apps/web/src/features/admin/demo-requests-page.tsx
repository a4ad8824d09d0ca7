import { DEMO_REQUEST_STATUSES, type DemoRequest, type DemoRequestStatus } from '@verdant/shared/public-site';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AdminSections } from './admin-sections.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { updateCachedItem, useApiPages } from '../../lib/api/query.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import type { TFunction } from 'i18next';
import { SelectField, TextAreaField } from '../../components/form-fields.tsx';

const STATUS_STYLES: Record<DemoRequestStatus, string> = {
  new: 'bg-info-bg text-info-fg',
  contacted: 'bg-warning-bg text-warning-fg',
  scheduled: 'bg-accent text-fg',
  closed: 'bg-surface text-muted',
};

/** The head count that picks the plural form of an organization size ('1', '2-10', '200+'). */
export function sizeCount(size: string): number {
  const last = size.match(/\d+/g)?.at(-1);
  return last ? Number(last) : 2;
}

export function StatusBadge({ status }: { status: DemoRequestStatus }) {
  const { t } = useTranslation('site');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>
      {t(`adminDemo.statuses.${status}`)}
    </span>
  );
}

function RequestCard({ request, onSaved }: { request: DemoRequest; onSaved(r: DemoRequest): void }) {
  const { t } = useTranslation('site');
  const [status, setStatus] = useState<DemoRequestStatus>(request.status);
  const [notes, setNotes] = useState(request.notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const dirty = status !== request.status || notes !== request.notes;
  const { personal, organization, usage, scheduling } = request;

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const saved = await adminApi.updateDemoRequest(request.id, {
        ...(status !== request.status ? { status } : {}),
        ...(notes !== request.notes ? { notes } : {}),
      });
      onSaved(saved);
      toast({ variant: 'success', title: t('adminDemo.saved') });
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-border bg-card p-5 shadow-sm"
        data-testid="demo-request"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={headingId} className="font-semibold text-fg">
              {personal.firstName} {personal.lastName} · {organization.name}
            </h2>
            <p className="text-sm text-muted">
              <a href={`mailto:${personal.email}`} className="underline underline-offset-2">
                {personal.email}
              </a>
              {personal.phone ? ` · ${personal.phone}` : ''}
              {personal.jobTitle ? ` · ${personal.jobTitle}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <StatusBadge status={request.status} />
            <span className="text-xs text-muted">{formatDateTime(request.createdAt)}</span>
          </div>
        </header>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="font-medium text-muted">{t('demo.sections.organization')}</dt>
            <dd className="text-fg">
              {t(`demo.orgTypes.${organization.type}`)} ·{' '}
              {t('adminDemo.size', { size: organization.size, count: sizeCount(organization.size) })} ·{' '}
              {organization.country}
              {organization.website ? (
                <>
                  {' · '}
                  <a
                    href={organization.website}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="underline"
                  >
                    {organization.website.replace(/^https?:\/\//, '')}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-muted">{t('demo.fields.professions')}</dt>
            <dd className="text-fg">
              {usage.professions.map((p) => t(`demo.professions.${p}`, { defaultValue: p })).join(', ')} ·{' '}
              {t('adminDemo.volume', { volume: usage.patientVolume })}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-muted">{t('demo.fields.interests')}</dt>
            <dd className="text-fg">{usage.interests.map((i) => t(`demo.interests.${i}`)).join(', ')}</dd>
          </div>
          <div>
            <dt className="font-medium text-muted">{t('demo.sections.scheduling')}</dt>
            <dd className="text-fg">
              {(scheduling.preferredDate && formatDate(`${scheduling.preferredDate}T12:00:00Z`)) || '—'} ·{' '}
              {t(`demo.times.${scheduling.preferredTime}`)} · {scheduling.timeZone} ·{' '}
              {t(`demo.contactMethods.${scheduling.contactMethod}`)}
            </dd>
          </div>
          {usage.currentTools ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-muted">{t('adminDemo.currentTools')}</dt>
              <dd className="text-fg">{usage.currentTools}</dd>
            </div>
          ) : null}
          {scheduling.notes ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-muted">{t('adminDemo.requesterNotes')}</dt>
              <dd className="whitespace-pre-wrap text-fg">{scheduling.notes}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-4 grid gap-3 border-t border-border pt-4 sm:grid-cols-4 sm:items-end">
          <SelectField
            label={t('adminDemo.status')}
            value={status}
            onChange={(v) => setStatus(v as DemoRequestStatus)}
            options={statusOptions(t)}
          />
          <TextAreaField
            label={t('adminDemo.notes')}
            className="sm:col-span-2"
            rows={2}
            value={notes}
            onChange={setNotes}
          />
          <Button onClick={save} loading={busy} disabled={!dirty}>
            {t('adminDemo.save')}
          </Button>
        </div>
        {error ? <Alert className="mt-3">{error}</Alert> : null}
      </article>
    </li>
  );
}

const statusOptions = (t: TFunction) =>
  DEMO_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`adminDemo.statuses.${s}`) }));

/** `/admin/demo-requests`: every demo request, filterable by status, with status and notes editable. */
export default function AdminDemoRequestsPage() {
  const { t } = useTranslation('site');
  const [filter, setFilter] = useState<DemoRequestStatus | ''>('');
  const list = useApiPages(queryKeys.admin.demoRequests.list(filter), (cursor, signal) =>
    adminApi.demoRequests(filter, cursor, signal),
  );
  const { items } = list;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('adminDemo.title')}
        description={t('adminDemo.subtitle')}
        actions={
          <SelectField
            label={t('adminDemo.filter')}
            value={filter}
            onChange={(v) => setFilter(v as DemoRequestStatus | '')}
            placeholder={t('adminDemo.all')}
            options={statusOptions(t)}
          />
        }
      />
      <AdminSections />
      {list.loading && !list.loaded ? <LoadingStatus className="py-8" /> : null}
      {list.error ? <Alert>{t(list.error.messageKey)}</Alert> : null}
      {list.loaded && items.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-8" />}
          title={t('adminDemo.emptyTitle')}
          description={t('adminDemo.emptyBody')}
        />
      ) : null}
      <ul className="space-y-4">
        {items.map((r) => (
          <RequestCard
            key={`${r.id}:${r.updatedAt}`}
            request={r}
            onSaved={(saved) => updateCachedItem(queryKeys.admin.demoRequests.all, saved)}
          />
        ))}
      </ul>
      <LoadMore list={list} label={t('adminDemo.loadMore')} />
    </div>
  );
}
