import {
  DIET_PLAN_TRANSITIONS,
  type DietPlan,
  type DietPlanStatus,
  EDITABLE_PLAN_STATUSES,
  MEAL_SLOTS,
  type PlanConflict,
} from '@verdant/shared/diet-plans';
import { Copy, Download, Lock, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { formatCalendarDate, UnitSwitch } from '../patients/patient-ui.tsx';
import { patientsApi } from '../patients/patients-api.ts';
import { useUnitSystem } from '../patients/units.ts';
import { dietPlansApi, localToday } from './diet-plans-api.ts';
import {
  DayTotals,
  measureOf,
  PlanStatusBadge,
  planBase,
  useAmount,
  useNumber,
  useReasonText,
} from './plan-ui.tsx';
import { totalsOf } from './totals.ts';

/** What each conflict means, in words: "Peanut butter (day 1, morning snack): peanuts allergy". */
export function useConflictText() {
  const { t } = useTranslation('nutrition');
  return (c: PlanConflict, description: string) =>
    t(`conflicts.${c.kind}`, {
      food: description,
      day: c.day,
      slot: t(`slots.${c.slot}`),
      what:
        c.kind === 'allergy'
          ? t(`allergens.${c.code}`)
          : c.kind === 'dietaryTag'
            ? t(`tags.${c.code}`)
            : t(`conditions.${c.code.replace('condition.', '')}`, { defaultValue: c.code }),
    });
}

/** The menu, day by day, read-only: each meal's foods with their amounts and the day's totals. */
export function MenuView({ plan }: { plan: DietPlan }) {
  const { t } = useTranslation('nutrition');
  const [day, setDay] = useState(1);
  const units = useUnitSystem();
  const amount = useAmount();
  const nf = useNumber();
  const reason = useReasonText();
  return (
    <Tabs<string>
      label={t('view.days')}
      value={String(day)}
      onChange={(k) => setDay(Number(k))}
      className="[&_[role=tablist]]:flex-wrap"
      items={Array.from({ length: plan.menuDays }, (_, i) => {
        const d = i + 1;
        const items = plan.items.filter((it) => it.day === d);
        return {
          key: String(d),
          label: t('view.day', { day: d }),
          panel: (
            <div className="space-y-4">
              {plan.dayNotes[i] ? <p className="text-sm italic text-muted">{plan.dayNotes[i]}</p> : null}
              <DayTotals
                totals={totalsOf(items, plan.foods)}
                targets={plan.targets}
                label={t('view.dayTotals', { day: d })}
              />
              {items.length === 0 ? <p className="text-sm text-muted">{t('view.emptyDay')}</p> : null}
              {MEAL_SLOTS.map((slot) => {
                const meal = items.filter((it) => it.slot === slot);
                if (!meal.length) return null;
                const kcal = totalsOf(meal, plan.foods).energy_kcal.value;
                return (
                  <section
                    key={slot}
                    aria-label={t(`slots.${slot}`)}
                    className="rounded-lg border border-border bg-card p-4"
                  >
                    <h3 className="mb-2 flex items-baseline justify-between gap-2 font-semibold">
                      {t(`slots.${slot}`)}
                      <span className="text-sm font-normal text-muted tabular-nums">
                        {kcal === null ? t('totals.notReported') : `${nf(kcal)} kcal`}
                      </span>
                    </h3>
                    <ul className="space-y-2 text-sm">
                      {meal.map((it, k) => {
                        const food = plan.foods[it.ndbNo];
                        return (
                          <li key={`${it.ndbNo}-${k.toString()}`} className="break-words">
                            <span className="font-medium">{food?.description ?? it.ndbNo}</span>
                            {it.locked ? (
                              <Lock
                                aria-label={t('editor.locked')}
                                className="ml-1 inline size-3.5 text-muted"
                              />
                            ) : null}
                            <span className="block text-muted">
                              {amount(
                                {
                                  grams: it.grams,
                                  quantity: it.quantity,
                                  measure: measureOf(food, it.portionSeq),
                                },
                                units,
                              )}
                            </span>
                            {it.reason ? (
                              <span className="block text-xs text-muted">{reason(it.reason)}</span>
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                );
              })}
            </div>
          ),
        };
      })}
    />
  );
}

const ACTION_OF: Record<DietPlanStatus, string> = {
  active: 'activate',
  completed: 'complete',
  archived: 'archive',
  draft: 'restore',
};

/** Copies the plan as a draft for this or another patient of the practice. */
function DuplicateDialog({ plan, base, onClose }: { plan: DietPlan; base: string; onClose(): void }) {
  const { t } = useTranslation('nutrition');
  const navigate = useNavigate();
  const [patientId, setPatientId] = useState(plan.patient.id);
  const [name, setName] = useState(t('duplicate.copyName', { name: plan.name }));
  const [startDate, setStartDate] = useState(localToday());
  const [conflicts, setConflicts] = useState<PlanConflict[] | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const patients = useApiQuery(
    queryKeys.patients.list(JSON.stringify({ pageSize: 100, sort: 'name' })),
    (signal) => patientsApi.list({ status: 'all', sort: 'name', pageSize: 100 }, signal),
  );
  async function copy(resolution?: 'drop' | 'override') {
    setBusy(true);
    setError(null);
    try {
      const created = await dietPlansApi.duplicate(
        plan.id,
        {
          patientId,
          name,
          startDate,
          ...(resolution === 'drop' ? { dropConflicts: true } : {}),
          ...(resolution === 'override' ? { overrideConflicts: { reason } } : {}),
        },
        crypto.randomUUID(),
      );
      await invalidate(queryKeys.dietPlans.all);
      toast({ variant: 'success', title: t('messages.saved') });
      navigate(`${base}/${created.id}/edit`);
    } catch (e) {
      const api = apiErrorOf(e);
      if (api?.code === 'DIET_PLAN_CONFLICTS') setConflicts((api.details.conflicts as PlanConflict[]) ?? []);
      else setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={onClose} title={t('duplicate.title')}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void copy();
        }}
      >
        <p className="text-sm text-muted">{t('duplicate.body')}</p>
        <Field label={t('fields.patient')}>
          {(p) => (
            <Select {...p} value={patientId} onChange={(e) => setPatientId(e.target.value)}>
              <option value={plan.patient.id}>
                {plan.patient.lastName}, {plan.patient.firstName}
              </option>
              {(patients.data?.items ?? [])
                .filter((x) => x.id !== plan.patient.id)
                .map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.lastName}, {x.firstName}
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.name')}>
          {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label={t('fields.startDate')}>
          {(p) => (
            <Input {...p} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          )}
        </Field>
        {error ? <Alert>{error}</Alert> : null}
        {conflicts ? (
          <div className="space-y-3 rounded-md border border-warning-fg/40 bg-warning-bg p-3 text-sm text-warning-fg">
            <p className="font-medium">{t('duplicate.conflicts', { count: conflicts.length })}</p>
            <Button variant="secondary" loading={busy} onClick={() => void copy('drop')}>
              {t('duplicate.drop')}
            </Button>
            <Field label={t('override.reason')}>
              {(p) => <Input {...p} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <Button
              variant="secondary"
              disabled={!reason.trim()}
              loading={busy}
              onClick={() => void copy('override')}
            >
              {t('duplicate.keep')}
            </Button>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} icon={<Copy aria-hidden="true" className="size-4" />}>
            {t('duplicate.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** `/diet-plans/:id` (and the dietitian's): the plan, its status changes, sharing, copy, PDF, delete. */
export function DietPlanViewPage() {
  const { t, i18n } = useTranslation('nutrition');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const base = planBase(pathname);
  const navigate = useNavigate();
  const { roles } = useAuth();
  const canWrite = roles.includes('dietitian');
  const units = useUnitSystem();
  const nf = useNumber();
  const conflictText = useConflictText();
  const one = useApiQuery(queryKeys.dietPlans.one(id), (signal) => dietPlansApi.get(id, signal));
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmActive, setConfirmActive] = useState<{ name: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const plan = one.data;

  const saved = (next: DietPlan) => {
    updateCached<DietPlan>(queryKeys.dietPlans.one(id), () => next);
    void invalidate(queryKeys.dietPlans.all);
  };
  async function run(key: string, action: () => Promise<DietPlan | undefined>, success?: string) {
    setBusy(key);
    try {
      const next = await action();
      if (next) saved(next);
      if (success) toast({ variant: 'success', title: success });
      return true;
    } catch (e) {
      const api = apiErrorOf(e);
      if (api?.code === 'DIET_PLAN_ACTIVE_EXISTS') {
        setConfirmActive({ name: String((api.details.active as { name?: string } | undefined)?.name ?? '') });
      } else {
        toast({ variant: 'error', title: t('messages.error'), description: errorMessage(e, t) });
      }
      return false;
    } finally {
      setBusy(null);
    }
  }
  const move = (to: DietPlanStatus, completeActive = false) =>
    run(to, () => dietPlansApi.transition(id, { to, completeActive }), t('messages.updated'));

  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label={t('view.breadcrumb')} className="mb-2 text-sm">
        <Link to={base} className="text-muted underline-offset-2 hover:underline">
          {t('view.back')}
        </Link>
      </nav>
      <PageHeader
        title={plan?.name ?? t('view.title')}
        description={
          plan ? (
            <span className="flex flex-wrap items-center gap-1.5">
              <PlanStatusBadge status={plan.status} />
              {plan.sharedAt ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-info-bg px-2.5 py-0.5 text-xs font-semibold text-info-fg">
                  <Share2 aria-hidden="true" className="size-3" />
                  {t('view.sharedOn', { date: formatCalendarDate(plan.sharedAt, i18n.language) })}
                </span>
              ) : null}
            </span>
          ) : undefined
        }
        actions={
          plan ? (
            <>
              {canWrite && EDITABLE_PLAN_STATUSES.includes(plan.status) ? (
                <Link to={`${base}/${plan.id}/edit`} className={buttonClasses({ variant: 'secondary' })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('view.edit')}
                </Link>
              ) : null}
              <a
                href={dietPlansApi.pdfUrl(plan.id, { lang: i18n.language, units, download: true })}
                download
                className={buttonClasses({ variant: 'secondary' })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('view.pdf')}
              </a>
            </>
          ) : undefined
        }
      />
      {one.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('common:loading')}
        </p>
      ) : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {plan ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            {plan.conflicts.length ? (
              <Alert variant="warning">
                <p>{t('view.conflicts', { count: plan.conflicts.length })}</p>
                <ul className="mt-1 list-disc pl-5 font-normal">
                  {plan.conflicts.map((c) => (
                    <li key={`${c.day}-${c.slot}-${c.ndbNo}-${c.code}`}>
                      {conflictText(c, plan.foods[c.ndbNo]?.description ?? c.ndbNo)}
                    </li>
                  ))}
                </ul>
                {plan.conflictOverride ? (
                  <p className="mt-1 font-normal">
                    {t('view.override', {
                      reason: plan.conflictOverride.reason,
                      by: plan.conflictOverride.by ?? '—',
                      date: formatCalendarDate(plan.conflictOverride.at, i18n.language),
                    })}
                  </p>
                ) : null}
              </Alert>
            ) : null}
            <div className="flex justify-end">
              <UnitSwitch />
            </div>
            <MenuView plan={plan} />
          </div>
          <div className="space-y-4">
            <section
              aria-labelledby="plan-facts"
              className="rounded-lg border border-border bg-card p-4 text-sm"
            >
              <h2 id="plan-facts" className="mb-3 text-base font-semibold">
                {t('view.details')}
              </h2>
              <dl className="space-y-2">
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                    {t('fields.patient')}
                  </dt>
                  <dd>
                    <Link
                      to={`${base.replace('diet-plans', 'patients')}/${plan.patient.id}`}
                      className="underline-offset-2 hover:underline"
                    >
                      {plan.patient.firstName} {plan.patient.lastName}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                    {t('fields.dates')}
                  </dt>
                  <dd>
                    {formatCalendarDate(plan.startDate, i18n.language)} –{' '}
                    {formatCalendarDate(plan.endDate, i18n.language)}
                    <span className="block text-muted">
                      {t('view.menuRepeats', { count: plan.menuDays })}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                    {t('fields.targets')}
                  </dt>
                  <dd className="tabular-nums">
                    {(['calories', 'protein', 'carbs', 'fat', 'fiber'] as const).map((n) => (
                      <span key={n} className="block">
                        {t(`nutrients.${n}`)}: {nf(plan.targets[n].target)} {n === 'calories' ? 'kcal' : 'g'}{' '}
                        <span className="text-muted">
                          ({nf(plan.targets[n].min)}–{nf(plan.targets[n].max)})
                        </span>
                      </span>
                    ))}
                  </dd>
                </div>
                {plan.dietaryTags.length ? (
                  <div>
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                      {t('fields.dietaryTags')}
                    </dt>
                    <dd>{plan.dietaryTags.map((tag) => t(`tags.${tag}`)).join(', ')}</dd>
                  </div>
                ) : null}
                {(['goals', 'description', 'mealPrepNotes'] as const).map((f) =>
                  plan[f] ? (
                    <div key={f}>
                      <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                        {t(`fields.${f}`)}
                      </dt>
                      <dd className="whitespace-pre-wrap">{plan[f]}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </section>
            {canWrite ? (
              <section
                aria-labelledby="plan-actions"
                className="space-y-2 rounded-lg border border-border bg-card p-4"
              >
                <h2 id="plan-actions" className="mb-1 text-base font-semibold">
                  {t('view.actions')}
                </h2>
                <div className="flex flex-wrap gap-2">
                  {DIET_PLAN_TRANSITIONS[plan.status].map((to) => (
                    <Button
                      key={to}
                      variant={to === 'active' ? 'primary' : 'secondary'}
                      loading={busy === to}
                      onClick={() => void move(to)}
                    >
                      {t(`actions.${ACTION_OF[to]}`)}
                    </Button>
                  ))}
                  {EDITABLE_PLAN_STATUSES.includes(plan.status) ? (
                    <Button
                      variant="secondary"
                      loading={busy === 'share'}
                      icon={<Share2 aria-hidden="true" className="size-4" />}
                      onClick={() =>
                        void run(
                          'share',
                          () => dietPlansApi.share(plan.id, !plan.sharedAt),
                          plan.sharedAt ? t('messages.unshared') : t('messages.shared'),
                        )
                      }
                    >
                      {plan.sharedAt ? t('actions.unshare') : t('actions.share')}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    icon={<Copy aria-hidden="true" className="size-4" />}
                    onClick={() => setDuplicating(true)}
                  >
                    {t('actions.duplicate')}
                  </Button>
                  {plan.status !== 'active' ? (
                    <Button
                      variant="ghost"
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                      onClick={() => setConfirmDelete(true)}
                    >
                      {t('actions.delete')}
                    </Button>
                  ) : null}
                </div>
                {plan.sharedAt && plan.status !== 'active' ? (
                  <p className="text-xs text-muted">{t('view.sharedWhenActive')}</p>
                ) : null}
              </section>
            ) : null}
          </div>
        </div>
      ) : null}

      <Dialog
        open={confirmActive !== null}
        onClose={() => setConfirmActive(null)}
        title={t('activate.title')}
      >
        <div className="space-y-4 text-sm">
          <p>
            {t('activate.body', {
              name: confirmActive?.name ?? '',
              patient: plan ? `${plan.patient.firstName} ${plan.patient.lastName}` : '',
            })}
          </p>
          <label className="flex items-start gap-2">
            <Checkbox checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
            <span>{t('activate.confirm', { name: confirmActive?.name ?? '' })}</span>
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirmActive(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              disabled={!acknowledged}
              loading={busy === 'active'}
              onClick={async () => {
                if (await move('active', true)) setConfirmActive(null);
              }}
            >
              {t('activate.submit')}
            </Button>
          </div>
        </div>
      </Dialog>

      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('delete.title')}>
        <div className="space-y-4 text-sm">
          <p>{t('delete.body', { name: plan?.name ?? '' })}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={busy === 'delete'}
              onClick={async () => {
                if (
                  await run(
                    'delete',
                    async () => {
                      await dietPlansApi.remove(id);
                      return undefined;
                    },
                    t('messages.deleted'),
                  )
                )
                  navigate(base);
              }}
            >
              {t('actions.delete')}
            </Button>
          </div>
        </div>
      </Dialog>
      {duplicating && plan ? (
        <DuplicateDialog plan={plan} base={base} onClose={() => setDuplicating(false)} />
      ) : null}
    </div>
  );
}
