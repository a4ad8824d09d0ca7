import {
  PATIENT_PAGE_SIZES,
  PATIENT_SORTS,
  PATIENT_STATUS_FILTERS,
  type PatientListItem,
  type PatientSort,
  type PatientStatusFilter,
} from '@verdant/shared/patients';
import { Download, Upload, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { Pager } from '../../components/pager.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { Segmented } from '../../components/ui/segmented.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, pagePosition } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { ImportDialog } from './import-dialog.tsx';
import { AccessBadge, ageOn, StatusBadge } from './patient-ui.tsx';
import { patientsApi } from './patients-api.ts';

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The list's state, read from and written to the URL query (so a reload or a link keeps it). */
export function useListParams() {
  const { params, page, update } = useUrlQuery();
  const status = pick<PatientStatusFilter>(params.get('status'), PATIENT_STATUS_FILTERS, 'all');
  const q = params.get('q') ?? '';
  const sort = pick<PatientSort>(params.get('sort'), PATIENT_SORTS, q ? 'relevance' : 'name');
  const sizeParam = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = (PATIENT_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 25;
  return { status, q, sort, page, pageSize, update };
}

/**
 * A practice's patient list (`/patients`, `/dietitian/patients`, `/medical/patients`,
 * `/fitness/clients`, `/admin/patients`): filter, typo-tolerant search (server side), sort and
 * numbered pages in the URL; import and export CSV. `detailBase` is where a row opens.
 */
export function PatientList({
  title,
  detailBase,
  header,
  canImport = true,
  noun = 'patients',
}: {
  title: string;
  /** What the practice calls the people of this list (a fitness professional has clients). */
  noun?: 'patients' | 'clients';
  detailBase: string;
  /** Rendered between the page header and the filters (the admin section tabs). */
  header?: ReactNode;
  canImport?: boolean;
}) {
  const { t } = useTranslation('patients');
  const words = (key: 'count' | 'countMore' | 'emptyTitle' | 'emptyBody' | 'add') =>
    `${noun === 'clients' ? 'clients' : 'list'}.${key}`;
  const { status, q, sort, page, pageSize, update } = useListParams();
  const [search, setSearch] = useState(q);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const searchId = useId();

  // The search box writes `q` to the URL a moment after typing stops.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || null, sort: null }, true), 300);
    return () => clearTimeout(timer);
  }, [search, q, update]);
  useEffect(() => setSearch((s) => (s.trim() === q ? s : q)), [q]);

  const query = { status, q: q || undefined, sort, page, pageSize };
  const list = useApiQuery(queryKeys.patients.list(JSON.stringify(query)), (signal) =>
    patientsApi.list(query, signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;

  async function exportCsv() {
    setExporting(true);
    try {
      await patientsApi.exportCsv({ status, q: q || undefined, sort });
    } catch (e) {
      toast({ variant: 'error', title: errorMessage(e, t) });
    } finally {
      setExporting(false);
    }
  }

  const sorts = PATIENT_SORTS.filter((s) => s !== 'relevance' || q);
  const columns: Column<PatientListItem>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      primary: true,
      cell: (p) => (
        <Link to={`${detailBase}/${p.id}`} className="font-medium text-fg underline-offset-2 hover:underline">
          {p.lastName}, {p.firstName}
        </Link>
      ),
    },
    {
      key: 'contact',
      header: t('fields.contact'),
      from: 'md',
      className: 'text-muted',
      cell: (p) => (
        <>
          <span className="block">{p.email ?? '—'}</span>
          {p.phone ? <span className="block text-xs">{p.phone}</span> : null}
        </>
      ),
    },
    {
      key: 'age',
      header: t('fields.age'),
      from: 'sm',
      cell: (p) => {
        const age = ageOn(p.dateOfBirth);
        return age === null ? '—' : t('overview.years', { count: age });
      },
    },
    {
      key: 'lastVisit',
      header: t('fields.lastVisit'),
      from: 'lg',
      className: 'text-muted',
      cell: (p) => (p.lastVisitAt ? formatDate(p.lastVisitAt) : t('overview.never')),
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (p) => (
        <div className="flex flex-wrap gap-1">
          <StatusBadge status={p.status} />
          {p.platformAccess !== 'none' ? <AccessBadge access={p.platformAccess} /> : null}
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={title}
        description={
          data
            ? data.totalCapped
              ? t(words('countMore'), { total: position?.total })
              : t(words('count'), { count: data.total })
            : undefined
        }
        actions={
          <>
            {canImport ? (
              <Button
                variant="secondary"
                icon={<Upload aria-hidden="true" className="size-4" />}
                onClick={() => setImporting(true)}
              >
                {t('list.import')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              icon={<Download aria-hidden="true" className="size-4" />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('list.export')}
            </Button>
            <Link to="/add-patient" className={buttonClasses({})}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t(words('add'))}
            </Link>
          </>
        }
      />
      {header}
      <FilterBar label={t('list.filtersLabel')} columns="sm:grid-cols-[1fr_auto_auto]">
        <div className="space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-medium text-fg">
            {t('list.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <Segmented
          legend={t('list.filter')}
          name="status"
          options={PATIENT_STATUS_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
          value={status}
          onChange={(f) => update({ status: f === 'all' ? null : f })}
        />
        <Field label={t('list.sort')}>
          {(p) => (
            <Select {...p} value={sort} onChange={(e) => update({ sort: e.target.value })}>
              {sorts.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterBar>

      {list.error ? (
        <Alert className="mb-4">
          {errorMessage(list.error, t)}{' '}
          <button type="button" className="underline" onClick={list.reload}>
            {t('list.retry')}
          </button>
        </Alert>
      ) : null}
      {list.loading ? (
        <p className="flex items-center gap-2 py-8 text-muted" role="status">
          <Spinner /> {t('list.loading')}
        </p>
      ) : null}

      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<Users className="size-8" />}
          title={q || status !== 'all' ? t('list.noMatchTitle') : t(words('emptyTitle'))}
          description={q || status !== 'all' ? t('list.noMatchBody') : t(words('emptyBody'))}
          action={
            q || status !== 'all' ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  update({ q: null, status: null, sort: null });
                }}
              >
                {t('list.clear')}
              </Button>
            ) : (
              <Link to="/add-patient" className={buttonClasses({})}>
                {t(words('add'))}
              </Link>
            )
          }
        />
      ) : null}

      {data && data.items.length > 0 ? (
        <DataTable
          caption={t('list.caption', { page: data.page, pages: position?.pages })}
          columns={columns}
          rows={data.items}
          rowKey={(p) => p.id}
          rowProps={() => ({ 'data-testid': 'patient-row' })}
        />
      ) : null}

      {data && position && data.total > 0 ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('list.pagination')}
          summary={t('list.pageOf', { page: data.page, ...position })}
        >
          <label className="flex items-center gap-2 whitespace-nowrap text-muted">
            {t('list.pageSize')}
            <Select
              value={String(pageSize)}
              onChange={(e) => update({ pageSize: e.target.value })}
              className="w-auto min-w-16 pr-7"
            >
              {PATIENT_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </label>
        </Pager>
      ) : null}

      {canImport ? <ImportDialog open={importing} onClose={() => setImporting(false)} /> : null}
    </div>
  );
}

/** The role areas' list screens. */
export function PatientsPage() {
  const { t } = useTranslation('patients');
  return <PatientList title={t('list.title')} detailBase="/patients" />;
}
export function DietitianPatientsPage() {
  const { t } = useTranslation('patients');
  return <PatientList title={t('list.title')} detailBase="/dietitian/patients" />;
}
export function MedicalPatientsPage() {
  const { t } = useTranslation('patients');
  return <PatientList title={t('list.title')} detailBase="/patients" />;
}
export function FitnessClientsPage() {
  const { t } = useTranslation('patients');
  return <PatientList title={t('list.clientsTitle')} detailBase="/patients" noun="clients" />;
}
