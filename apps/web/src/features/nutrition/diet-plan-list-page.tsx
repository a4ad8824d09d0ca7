import { DIET_PLAN_STATUS_FILTERS, type DietPlanStatusFilter } from '@verdant/shared/diet-plans';
import { Plus, Salad, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { Pager } from '../../components/pager.tsx';
import { pagePosition } from '../../lib/format.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { formatCalendarDate } from '../patients/patient-ui.tsx';
import { patientsApi } from '../patients/patients-api.ts';
import { dietPlansApi } from './diet-plans-api.ts';
import { PlanStatusBadge, planBase, useNumber } from './plan-ui.tsx';

const PAGE_SIZE = 20;

/** `/diet-plans` and `/dietitian/diet-plans`: the plans of the patients the user sees, filtered by patient and status. */
export function DietPlanListPage() {
  const { t, i18n } = useTranslation('nutrition');
  const { pathname } = useLocation();
  const base = planBase(pathname);
  const { roles } = useAuth();
  const canWrite = roles.includes('dietitian');
  const nf = useNumber();
  const [params, setParams] = useSearchParams();
  const status = (DIET_PLAN_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as DietPlanStatusFilter)
    : 'all';
  const patientId = params.get('patientId') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(q);
  const searchId = useId();

  const update = (next: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === null || v === '') out.delete(k);
          else out.set(k, v);
        }
        if (!('page' in next)) out.delete('page');
        return out;
      },
      { replace: true },
    );
  // The search writes `q` to the URL a moment after typing stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `update` is rebuilt each render
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || null }), 300);
    return () => clearTimeout(timer);
  }, [search, q]);

  const query = { status, patientId: patientId || undefined, q: q || undefined, page, pageSize: PAGE_SIZE };
  const list = useApiQuery(queryKeys.dietPlans.list(JSON.stringify(query)), (signal) =>
    dietPlansApi.list(query, signal),
  );
  const patients = useApiQuery(
    queryKeys.patients.list(JSON.stringify({ pageSize: 100, sort: 'name' })),
    (signal) => patientsApi.list({ status: 'all', sort: 'name', pageSize: 100 }, signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const filtered = status !== 'all' || patientId !== '' || q !== '';

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('list.title')}
        description={data ? t('list.count', { count: data.total }) : undefined}
        actions={
          canWrite ? (
            <Link
              to={`${base}/new${patientId ? `?patientId=${encodeURIComponent(patientId)}` : ''}`}
              className={buttonClasses({})}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('list.new')}
            </Link>
          ) : null
        }
      />
      <search aria-label={t('list.filtersLabel')} className="mb-4 grid gap-3 md:grid-cols-[1fr_1fr_auto]">
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
        <Field label={t('list.patient')}>
          {(p) => (
            <Select {...p} value={patientId} onChange={(e) => update({ patientId: e.target.value || null })}>
              <option value="">{t('list.allPatients')}</option>
              {(patients.data?.items ?? []).map((pt) => (
                <option key={pt.id} value={pt.id}>
                  {pt.lastName}, {pt.firstName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-fg">{t('list.status')}</legend>
          <div className="flex min-h-10 flex-wrap rounded-md border border-border bg-surface p-0.5">
            {DIET_PLAN_STATUS_FILTERS.map((s) => (
              <label
                key={s}
                className={cn(
                  'flex flex-1 cursor-pointer items-center justify-center rounded px-2.5 py-1.5 text-sm font-medium',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                  status === s ? 'bg-card text-fg shadow-sm ring-1 ring-border' : 'text-muted',
                )}
              >
                <input
                  type="radio"
                  name="plan-status"
                  value={s}
                  checked={status === s}
                  onChange={() => update({ status: s === 'all' ? null : s })}
                  className="sr-only"
                />
                {s === 'all' ? t('list.all') : t(`status.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </search>

      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? (
        <p className="flex items-center gap-2 py-8 text-muted" role="status">
          <Spinner /> {t('common:loading')}
        </p>
      ) : null}

      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<Salad className="size-8" />}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          description={filtered ? t('list.noMatchBody') : t('list.emptyBody')}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  update({ q: null, status: null, patientId: null });
                }}
              >
                {t('list.clear')}
              </Button>
            ) : canWrite ? (
              <Link to={`${base}/new`} className={buttonClasses({})}>
                {t('list.new')}
              </Link>
            ) : null
          }
        />
      ) : null}

      {data && data.items.length > 0 ? (
        <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
          {data.items.map((plan) => (
            <li
              key={plan.id}
              data-testid="plan-row"
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
            >
              <div className="min-w-0 flex-1">
                <Link
                  to={`${base}/${plan.id}`}
                  className="font-medium break-words text-fg underline-offset-2 hover:underline"
                >
                  {plan.name}
                </Link>
                <p className="text-sm text-muted">
                  {plan.patient.firstName} {plan.patient.lastName} ·{' '}
                  {formatCalendarDate(plan.startDate, i18n.language)} –{' '}
                  {formatCalendarDate(plan.endDate, i18n.language)}
                </p>
              </div>
              <p className="text-sm text-muted tabular-nums">
                {t('list.kcal', { kcal: nf(plan.caloriesTarget) })} ·{' '}
                {t('list.menuDays', { count: plan.menuDays })}
              </p>
              <div className="flex flex-wrap items-center gap-1.5">
                <PlanStatusBadge status={plan.status} />
                {plan.sharedAt ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-info-bg px-2.5 py-0.5 text-xs font-semibold text-info-fg">
                    <Share2 aria-hidden="true" className="size-3" />
                    {t('list.shared')}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

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
