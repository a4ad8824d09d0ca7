import { CONSULTATION_STATUSES, type ConsultationPage, SESSION_TYPES } from '@verdant/shared/consultations';
import { ClipboardList, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDateTime, pagePosition } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { patientsApi } from '../patients/patients-api.ts';
import {
  ConsultationStatusBadge,
  useConsultationBase,
  useConsultationFieldText,
} from './consultation-ui.tsx';
import { consultationsApi, type ListQuery } from './consultations-api.ts';

const PAGE_SIZE = 25;

/** A page of consultations as a table (the list screen and the patient record's tab). */
export function ConsultationTable({
  page,
  base,
  showPatient = true,
}: {
  page: ConsultationPage;
  base: string;
  showPatient?: boolean;
}) {
  const { t } = useTranslation('consultations');
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {t('fields.occurredAt')}
            </th>
            {showPatient ? (
              <th scope="col" className="px-4 py-2.5">
                {t('fields.patient')}
              </th>
            ) : null}
            <th scope="col" className="hidden px-4 py-2.5 md:table-cell">
              {t('fields.sessionType')}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 lg:table-cell">
              {t('fields.provider')}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {t('fields.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {page.items.map((c) => (
            <tr key={c.id} className="align-top hover:bg-surface/60" data-testid="consultation-row">
              <td className="px-4 py-3">
                {page.notesVisible ? (
                  <Link
                    to={`${base}/${c.id}`}
                    className="font-medium text-fg underline-offset-2 hover:underline"
                  >
                    {formatDateTime(c.occurredAt)}
                  </Link>
                ) : (
                  <span className="font-medium">{formatDateTime(c.occurredAt)}</span>
                )}
                {c.summary ? (
                  <p className="mt-0.5 line-clamp-2 max-w-md text-xs text-muted">{c.summary}</p>
                ) : null}
                {c.tags.length ? (
                  <p className="mt-1 flex flex-wrap gap-1">
                    {c.tags.map((tag) => (
                      <span key={tag} className="rounded bg-surface px-1.5 py-0.5 text-xs text-muted">
                        #{tag}
                      </span>
                    ))}
                  </p>
                ) : null}
              </td>
              {showPatient ? (
                <td className="px-4 py-3">
                  {c.patient.lastName}, {c.patient.firstName}
                  <span className="block text-xs text-muted md:hidden">
                    {t(`sessionTypes.${c.sessionType}`)}
                  </span>
                </td>
              ) : null}
              <td className="hidden px-4 py-3 md:table-cell">{t(`sessionTypes.${c.sessionType}`)}</td>
              <td className="hidden px-4 py-3 text-muted lg:table-cell">{c.provider?.name ?? '—'}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  <ConsultationStatusBadge status={c.status} />
                  {c.flags.map((f) => (
                    <span
                      key={f}
                      className="rounded-full bg-danger-bg px-2 py-0.5 text-xs font-medium text-danger"
                    >
                      {t(`flags.${f}`)}
                    </span>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The practice's recording retention: read by all, changed by practice administrators. */
function RetentionSetting() {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const settings = useApiQuery(queryKeys.consultations.settings, (signal) =>
    consultationsApi.settings(signal),
  );
  const [days, setDays] = useState<string | null>(null);
  const save = useApiMutation(
    (value: number) => consultationsApi.updateSettings({ recordingRetentionDays: value }),
    {
      invalidates: [queryKeys.consultations.settings],
      onSuccess: () => {
        setDays(null);
        toast({ variant: 'success', title: t('settings.saved') });
      },
    },
  );
  if (!settings.data) return null;
  const value = days ?? String(settings.data.recordingRetentionDays);
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run(Number(value));
      }}
    >
      <Field
        label={t('settings.retention')}
        hint={t('settings.retentionHint')}
        error={fieldText(save.error?.fields.recordingRetentionDays)}
        className="w-full max-w-xs"
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            min={1}
            max={3650}
            value={value}
            onChange={(e) => setDays(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={save.busy}>
        {t('settings.save')}
      </Button>
    </form>
  );
}

export function ConsultationListPage() {
  const { t } = useTranslation('consultations');
  const base = useConsultationBase();
  const { roles } = useAuth();
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const update = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next)) {
            if (!v || v === 'all') out.delete(k);
            else out.set(k, v);
          }
          if (!('page' in next)) out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const page = Math.max(1, Number.parseInt(get('page') || '1', 10) || 1);
  const query: ListQuery = {
    patientId: get('patient') || undefined,
    status: (CONSULTATION_STATUSES as readonly string[]).includes(get('status'))
      ? (get('status') as ListQuery['status'])
      : 'all',
    sessionType: (SESSION_TYPES as readonly string[]).includes(get('type'))
      ? (get('type') as ListQuery['sessionType'])
      : 'all',
    tag: get('tag') || undefined,
    from: get('from') || undefined,
    to: get('to') || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useApiQuery(queryKeys.consultations.list(JSON.stringify(query)), (signal) =>
    consultationsApi.list(query, signal),
  );
  const clinician = roles.includes('dietitian') || roles.includes('medical');
  const patients = useApiQuery(
    queryKeys.patients.list(JSON.stringify({ consultationFilter: true })),
    (signal) => patientsApi.list({ status: 'all', sort: 'name', page: 1, pageSize: 100 }, signal),
  );
  const tags = useApiQuery(clinician ? queryKeys.consultations.tags : null, (signal) =>
    consultationsApi.tags(signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const filtered = Boolean(
    query.patientId ||
      query.status !== 'all' ||
      query.sessionType !== 'all' ||
      query.tag ||
      query.from ||
      query.to,
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('list.title')}
        description={data ? t('list.count', { count: data.total }) : undefined}
        actions={
          clinician ? (
            <Link to={`${base}/new`} className={buttonClasses({})}>
              <Plus aria-hidden="true" className="size-4" />
              {t('list.new')}
            </Link>
          ) : undefined
        }
      />
      {roles.includes('admin') ? <RetentionSetting /> : null}
      {data && !data.notesVisible ? (
        <Alert className="mb-4" variant="info">
          {t('list.notesHidden')}
        </Alert>
      ) : null}
      <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label={t('list.filtersLabel')}>
        <Field label={t('fields.patient')}>
          {(p) => (
            <Select {...p} value={get('patient')} onChange={(e) => update({ patient: e.target.value })}>
              <option value="">{t('list.allPatients')}</option>
              {patients.data?.items.map((pt) => (
                <option key={pt.id} value={pt.id}>
                  {pt.lastName}, {pt.firstName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.status')}>
          {(p) => (
            <Select {...p} value={query.status} onChange={(e) => update({ status: e.target.value })}>
              <option value="all">{t('list.all')}</option>
              {CONSULTATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.sessionType')}>
          {(p) => (
            <Select {...p} value={query.sessionType} onChange={(e) => update({ type: e.target.value })}>
              <option value="all">{t('list.all')}</option>
              {SESSION_TYPES.map((s) => (
                <option key={s} value={s}>
                  {t(`sessionTypes.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {clinician ? (
          <Field label={t('fields.tag')}>
            {(p) => (
              <Select {...p} value={get('tag')} onChange={(e) => update({ tag: e.target.value })}>
                <option value="">{t('list.allTags')}</option>
                {tags.data?.items.map((tag) => (
                  <option key={tag} value={tag}>
                    #{tag}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <Field label={t('list.from')}>
            {(p) => (
              <Input
                {...p}
                type="date"
                value={get('from')}
                onChange={(e) => update({ from: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('list.to')}>
            {(p) => (
              <Input {...p} type="date" value={get('to')} onChange={(e) => update({ to: e.target.value })} />
            )}
          </Field>
        </div>
      </search>

      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" />}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          description={filtered ? t('list.noMatchBody') : t('list.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
                {t('list.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {data && data.items.length > 0 ? <ConsultationTable page={data} base={base} /> : null}
      {data && position && (data.page > 1 || position.hasNext) ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('list.pagination')}
          summary={t('list.pageOf', { page: data.page, pages: position.pages })}
        />
      ) : null}
    </div>
  );
}
