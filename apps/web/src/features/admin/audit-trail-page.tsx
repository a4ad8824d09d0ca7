import { Download, ScrollText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime, pagePosition } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { type AuditFilters, patientsApi } from '../patients/patients-api.ts';
import { AdminSections } from './admin-sections.tsx';

const FILTERS = ['userId', 'patientId', 'action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 50;

/**
 * `/admin/audit-trails`: who read or changed which patient's data, when and from where, for the
 * practice; filters (user, patient, action, dates) live in the URL; CSV export of the filtered trail.
 */
export default function AuditTrailPage() {
  const { t } = useTranslation('patients');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(applied);
  const [exporting, setExporting] = useState(false);

  const query: AuditFilters = {
    ...Object.fromEntries(FILTERS.filter((f) => applied[f]).map((f) => [f, applied[f]])),
    page,
    pageSize: PAGE_SIZE,
  };
  const trail = useApiQuery(queryKeys.patients.audit(JSON.stringify(query)), (signal) =>
    patientsApi.audit(query, signal),
  );
  const data = trail.data;
  const position = data ? pagePosition(data) : null;

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const f of FILTERS) if (draft[f].trim()) next.set(f, draft[f].trim());
    setParams(next);
  }

  function goTo(n: number) {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n <= 1) next.delete('page');
      else next.set('page', String(n));
      return next;
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await patientsApi.exportAudit(query);
    } catch (e) {
      toast({ variant: 'error', title: errorMessage(e, t) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin:sections.auditTrails')}
        description={t('audit.intro')}
        actions={
          <Button
            variant="secondary"
            onClick={exportCsv}
            loading={exporting}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            {t('audit.export')}
          </Button>
        }
      />
      <AdminSections />
      <p className="mb-2 text-sm text-muted">{t('audit.filterHint')}</p>
      <form
        onSubmit={apply}
        aria-label={t('audit.filtersLabel')}
        className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      >
        <TextField
          label={t('audit.user')}
          value={draft.userId}
          onChange={(v) => setDraft((d) => ({ ...d, userId: v }))}
        />
        <TextField
          label={t('audit.patient')}
          value={draft.patientId}
          onChange={(v) => setDraft((d) => ({ ...d, patientId: v }))}
        />
        <TextField
          label={t('audit.action')}
          value={draft.action}
          onChange={(v) => setDraft((d) => ({ ...d, action: v }))}
          placeholder="patient.read"
        />
        <TextField
          label={t('audit.from')}
          type="date"
          value={draft.from}
          onChange={(v) => setDraft((d) => ({ ...d, from: v }))}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={draft.to}
          onChange={(v) => setDraft((d) => ({ ...d, to: v }))}
        />
        <div className="flex gap-2">
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({ userId: '', patientId: '', action: '', from: '', to: '' });
              setParams(new URLSearchParams());
            }}
          >
            {t('audit.reset')}
          </Button>
        </div>
      </form>
      {trail.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('list.loading')}
        </p>
      ) : null}
      {trail.error ? <Alert>{errorMessage(trail.error, t)}</Alert> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<ScrollText className="size-8" />}
          title={t('audit.emptyTitle')}
          description={t('audit.emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('audit.caption', { page: data.page, pages: position?.pages })}
            </caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('audit.when')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.user')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.action')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('audit.patient')}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {t('audit.address')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.items.map((e) => (
                <tr key={e.id} data-testid="audit-row">
                  <td className="whitespace-nowrap px-3 py-2 text-muted">{formatDateTime(e.at)}</td>
                  <td className="px-3 py-2">
                    {e.actor ? (
                      <button
                        type="button"
                        className="text-left underline-offset-2 hover:underline"
                        title={t('audit.filterBy')}
                        onClick={() => {
                          setDraft((d) => ({ ...d, userId: e.actor?.id ?? '' }));
                          setParams((prev) => {
                            const next = new URLSearchParams(prev);
                            next.set('userId', e.actor?.id ?? '');
                            next.delete('page');
                            return next;
                          });
                        }}
                      >
                        {e.actor.name}
                      </button>
                    ) : (
                      <span className="text-muted">{t('audit.system')}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{e.action}</td>
                  <td className="px-3 py-2">
                    {e.patient ? (
                      <button
                        type="button"
                        className="text-left underline-offset-2 hover:underline"
                        title={t('audit.filterBy')}
                        onClick={() => {
                          setDraft((d) => ({ ...d, patientId: e.patient?.id ?? '' }));
                          setParams((prev) => {
                            const next = new URLSearchParams(prev);
                            next.set('patientId', e.patient?.id ?? '');
                            next.delete('page');
                            return next;
                          });
                        }}
                      >
                        {e.patient.name}
                      </button>
                    ) : e.patientCount > 0 ? (
                      <span className="text-muted">{t('audit.listRead', { count: e.patientCount })}</span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="hidden px-3 py-2 font-mono text-xs text-muted md:table-cell">
                    {e.ip ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && (data.page > 1 || position?.hasNext) ? (
        <nav
          aria-label={t('list.pagination')}
          className="mt-4 flex items-center justify-between gap-2 text-sm"
        >
          <p className="text-muted">
            {t('audit.pageOf', { page: data.page, pages: position?.pages, total: position?.total })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={data.page <= 1}
              onClick={() => goTo(data.page - 1)}
            >
              {t('list.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!position?.hasNext}
              onClick={() => goTo(data.page + 1)}
            >
              {t('list.next')}
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
