import { type AuditEventItem, PATIENT_AUDIT_ACTIONS } from '@verdant/shared/patients';
import { Download, ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Pager } from '../../components/pager.tsx';
import { type PickerOption, SearchPicker } from '../../components/search-picker.tsx';
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
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { type AuditFilters, patientsApi } from '../patients/patients-api.ts';
import { adminApi } from './admin-api.ts';
import { AdminSections } from './admin-sections.tsx';

const FILTERS = ['userId', 'patientId', 'action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 50;

interface Draft {
  user: PickerOption | null;
  patient: PickerOption | null;
  action: string;
  from: string;
  to: string;
}

/** The fields for the filters in the URL (a picker keeps the name it shows for the same id). */
function draftOf(applied: Record<Filter, string>, shown: Draft | null): Draft {
  const keep = (id: string, option: PickerOption | null | undefined) =>
    id ? (option?.id === id ? option : { id, label: '' }) : null;
  return {
    user: keep(applied.userId, shown?.user),
    patient: keep(applied.patientId, shown?.patient),
    action: applied.action,
    from: applied.from,
    to: applied.to,
  };
}

/** The practice's members, by name or e-mail (the admin users list, scoped to the practice). */
const searchMembers = async (q: string, signal: AbortSignal): Promise<PickerOption[]> =>
  (await adminApi.users(q, null, signal)).items.map((u) => ({
    id: u.id,
    label: u.name || u.email,
    detail: u.email,
  }));

/** The practice's patients, through the typo-tolerant patient search (itself an audited read). */
const searchPatients = async (q: string, signal: AbortSignal): Promise<PickerOption[]> =>
  (await patientsApi.list({ q, status: 'all', sort: 'relevance', page: 1, pageSize: 10 }, signal)).items.map(
    (p) => ({
      id: p.id,
      label: `${p.firstName} ${p.lastName}`,
      ...(p.email || p.phone ? { detail: p.email ?? p.phone ?? '' } : {}),
    }),
  );

/**
 * `/admin/audit-trails`: who read or changed which patient's data, when and from where, for the
 * practice. Filters: a member of the practice and a patient (each chosen by typing their name), an
 * action (by its name), and dates; applied filters live in the URL with the page. A list read is one
 * event naming every patient it showed ("25 patients (list)"). CSV export of the filtered trail.
 */
export default function AuditTrailPage() {
  const { t } = useTranslation('patients');
  const { params, page, update } = useUrlQuery();
  const applied = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied, null));
  const [exporting, setExporting] = useState(false);
  // The URL changed (back button, a link, Reset): the fields show what is applied.
  const appliedKey = JSON.stringify(applied);
  useEffect(() => setDraft((d) => draftOf(JSON.parse(appliedKey), d)), [appliedKey]);

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

  // The server names whom the URL's ids stand for; the pickers show those names.
  const named = data?.filter;
  useEffect(() => {
    if (!named) return;
    setDraft((d) => ({
      ...d,
      user: d.user && named.user?.id === d.user.id ? { ...d.user, label: named.user.name } : d.user,
      patient:
        d.patient && named.patient?.id === d.patient.id
          ? { ...d.patient, label: named.patient.name }
          : d.patient,
    }));
  }, [named]);

  const actionName = (action: string) =>
    t(`audit.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
  const actions: string[] = [...PATIENT_AUDIT_ACTIONS];
  if (applied.action && !actions.includes(applied.action)) actions.push(applied.action);

  function apply(next: Draft) {
    setDraft(next);
    update({
      userId: next.user?.id ?? null,
      patientId: next.patient?.id ?? null,
      action: next.action || null,
      from: next.from || null,
      to: next.to || null,
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

  const filterButton = (text: string, choose: () => void) => (
    <button
      type="button"
      className="text-left underline-offset-2 hover:underline"
      title={t('audit.filterBy')}
      onClick={choose}
    >
      {text}
    </button>
  );

  const columns: Column<AuditEventItem>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      className: 'whitespace-nowrap text-muted',
      cell: (e) => formatDateTime(e.at),
    },
    {
      key: 'user',
      header: t('audit.user'),
      cell: (e) =>
        e.actor ? (
          filterButton(e.actor.name, () =>
            apply({ ...draft, user: { id: e.actor!.id, label: e.actor!.name, detail: e.actor!.email } }),
          )
        ) : (
          <span className="text-muted">{t('audit.system')}</span>
        ),
    },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (e) => (
        <span title={e.action} data-action={e.action}>
          {actionName(e.action)}
        </span>
      ),
    },
    {
      key: 'patient',
      header: t('audit.patient'),
      cell: (e) =>
        e.patient ? (
          filterButton(e.patient.name, () =>
            apply({ ...draft, patient: { id: e.patient!.id, label: e.patient!.name } }),
          )
        ) : e.patientCount > 0 ? (
          <span className="text-muted">{t('audit.listRead', { count: e.patientCount })}</span>
        ) : (
          '—'
        ),
    },
    {
      key: 'address',
      header: t('audit.address'),
      from: 'md',
      className: 'font-mono text-xs text-muted',
      cell: (e) => e.ip ?? '—',
    },
  ];

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
      <FilterBar
        label={t('audit.filtersLabel')}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        onApply={() => apply(draft)}
        onReset={() => apply({ user: null, patient: null, action: '', from: '', to: '' })}
      >
        <SearchPicker
          label={t('audit.user')}
          value={draft.user}
          onChange={(user) => setDraft((d) => ({ ...d, user }))}
          queryKey={queryKeys.admin.users.picker}
          search={searchMembers}
          minLength={0}
          placeholder={t('audit.userPlaceholder')}
        />
        <SearchPicker
          label={t('audit.patient')}
          value={draft.patient}
          onChange={(patient) => setDraft((d) => ({ ...d, patient }))}
          queryKey={queryKeys.patients.picker}
          search={searchPatients}
          placeholder={t('audit.patientPlaceholder')}
        />
        <SelectField
          label={t('audit.action')}
          value={draft.action}
          onChange={(action) => setDraft((d) => ({ ...d, action }))}
          placeholder={t('audit.anyAction')}
          options={actions.map((a) => ({ value: a, label: actionName(a) }))}
        />
        <TextField
          label={t('audit.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
        />
      </FilterBar>
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
        <DataTable
          caption={t('audit.caption', { page: data.page, pages: position?.pages })}
          columns={columns}
          rows={data.items}
          rowKey={(e) => e.id}
          rowProps={() => ({ 'data-testid': 'audit-row' })}
        />
      ) : null}
      {data && position && (data.page > 1 || position.hasNext) ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('audit.pagination')}
          summary={t('audit.pageOf', { page: data.page, pages: position.pages, total: position.total })}
        />
      ) : null}
    </div>
  );
}
