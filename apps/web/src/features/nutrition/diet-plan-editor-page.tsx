import { CITATIONS } from '@verdant/clinical/citations';
import type { ActivityLevel, WeightGoal } from '@verdant/clinical/energy';
import { conditionDiets } from '@verdant/clinical/planner/conditions';
import { proposeTargets, type TargetProposal } from '@verdant/clinical/targets';
import type { Patient } from '@verdant/shared/patients';
import {
  ACTIVITY_LEVELS,
  type DailyTargets,
  DIETARY_TAGS,
  type DietaryTag,
  type DietPlan,
  type FoodInfo,
  MAX_MENU_DAYS,
  PLAN_NUTRIENTS,
  type PlanConflict,
  type PlanItem,
  type TargetBasis,
  WEIGHT_GOALS,
} from '@verdant/shared/diet-plans';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorOf, errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { ageOn, UnitSwitch } from '../patients/patient-ui.tsx';
import { patientsApi } from '../patients/patients-api.ts';
import { KnowledgePanelButton } from '../knowledge-base/knowledge-panel.tsx';
import { useConflictText } from './diet-plan-view-page.tsx';
import { dietPlansApi, localToday } from './diet-plans-api.ts';
import { MenuEditor } from './menu-editor.tsx';
import { planBase, useNumber } from './plan-ui.tsx';
import { conflictsOf } from './totals.ts';

interface Draft {
  patientId: string;
  name: string;
  startDate: string;
  endDate: string;
  menuDays: number;
  goals: string;
  description: string;
  mealPrepNotes: string;
  dietaryTags: DietaryTag[];
  targets: DailyTargets;
  targetBasis: TargetBasis;
  dislikeWords: string;
  dislikeFoods: string[];
  items: PlanItem[];
  dayNotes: string[];
  version: number | null;
}

const DEFAULT_BASIS: TargetBasis = {
  activity: 'light',
  goal: 'maintain',
  protein: { unit: 'percent', value: 20 },
  carbs: { unit: 'percent', value: 50 },
  fat: { unit: 'percent', value: 30 },
};
const DEFAULT_TARGETS: DailyTargets = {
  calories: { target: 2000, min: 1900, max: 2100 },
  protein: { target: 100, min: 90, max: 110 },
  carbs: { target: 250, min: 225, max: 275 },
  fat: { target: 67, min: 60, max: 73 },
  fiber: { target: 28, min: 28, max: 56 },
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function draftOf(plan: DietPlan): Draft {
  return {
    patientId: plan.patient.id,
    name: plan.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
    menuDays: plan.menuDays,
    goals: plan.goals ?? '',
    description: plan.description ?? '',
    mealPrepNotes: plan.mealPrepNotes ?? '',
    dietaryTags: plan.dietaryTags,
    targets: plan.targets,
    targetBasis: plan.targetBasis ?? DEFAULT_BASIS,
    dislikeWords: plan.dislikes.words.join(', '),
    dislikeFoods: plan.dislikes.foods,
    items: plan.items,
    dayNotes: plan.dayNotes,
    version: plan.version,
  };
}

function newDraft(patientId: string): Draft {
  const start = localToday();
  return {
    patientId,
    name: '',
    startDate: start,
    endDate: addDays(start, 27),
    menuDays: 7,
    goals: '',
    description: '',
    mealPrepNotes: '',
    dietaryTags: [],
    targets: DEFAULT_TARGETS,
    targetBasis: DEFAULT_BASIS,
    dislikeWords: '',
    dislikeFoods: [],
    items: [],
    dayNotes: [],
    version: null,
  };
}

/** Targets from the record with the clinical package, or why they cannot be proposed. */
function propose(patient: Patient | null, basis: TargetBasis): TargetProposal | string {
  if (!patient) return 'noPatient';
  const age = ageOn(patient.dateOfBirth);
  if (patient.gender !== 'female' && patient.gender !== 'male') return 'needsSex';
  if (patient.weightKg === null || patient.heightCm === null || age === null) return 'needsMeasures';
  const spec = (m: TargetBasis['protein']) =>
    m.unit === 'percent' ? { percent: m.value } : { gPerKg: m.value };
  try {
    return proposeTargets({
      sex: patient.gender === 'male' ? 'M' : 'F',
      weightKg: patient.weightKg,
      heightCm: patient.heightCm,
      ageYears: age,
      activity: basis.activity as ActivityLevel,
      goal: basis.goal as WeightGoal,
      protein: spec(basis.protein),
      carbs: spec(basis.carbs),
      fat: spec(basis.fat),
    });
  } catch {
    return 'invalid';
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A labelled select of coded options. */
function ChoiceField<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf(option: T): string;
  onChange(value: T): void;
}) {
  return (
    <Field label={label}>
      {(p) => (
        <Select {...p} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {labelOf(o)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The targets: a proposal from the record (equation and citation shown), each value editable. */
function TargetsSection({
  draft,
  patient,
  setDraft,
  fieldError,
}: {
  draft: Draft;
  patient: Patient | null;
  setDraft(update: (d: Draft) => Draft): void;
  fieldError(key: string): string | undefined;
}) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  const proposal = useMemo(() => propose(patient, draft.targetBasis), [patient, draft.targetBasis]);
  const basis = draft.targetBasis;
  const setBasis = (next: Partial<TargetBasis>) =>
    setDraft((d) => ({ ...d, targetBasis: { ...d.targetBasis, ...next } }));
  const macro = (key: 'protein' | 'carbs' | 'fat') => (
    <div className="flex items-end gap-1">
      <Field label={t(`nutrients.${key}`)} className="flex-1">
        {(p) => (
          <Input
            {...p}
            type="number"
            step="0.1"
            min={0}
            value={String(basis[key].value)}
            onChange={(e) => setBasis({ [key]: { ...basis[key], value: Number(e.target.value) || 0 } })}
          />
        )}
      </Field>
      <div className="w-28 shrink-0">
        <Select
          aria-label={t('targets.unitOf', { nutrient: t(`nutrients.${key}`) })}
          value={basis[key].unit}
          onChange={(e) =>
            setBasis({ [key]: { ...basis[key], unit: e.target.value as 'percent' | 'gPerKg' } })
          }
        >
          <option value="percent">{t('targets.percent')}</option>
          <option value="gPerKg">{t('targets.gPerKg')}</option>
        </Select>
      </div>
    </div>
  );
  return (
    <section
      aria-labelledby="targets-heading"
      className="space-y-4 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="targets-heading" className="text-base font-semibold">
        {t('targets.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ChoiceField
          label={t('targets.activity')}
          value={basis.activity}
          options={ACTIVITY_LEVELS}
          labelOf={(a) => t(`activity.${a}`)}
          onChange={(activity) => setBasis({ activity })}
        />
        <ChoiceField
          label={t('targets.goal')}
          value={basis.goal}
          options={WEIGHT_GOALS}
          labelOf={(g) => t(`goal.${g}`)}
          onChange={(goal) => setBasis({ goal })}
        />
        {macro('protein')}
        {macro('carbs')}
        {macro('fat')}
      </div>
      <div className="rounded-md bg-surface p-3 text-sm">
        {typeof proposal === 'string' ? (
          <p className="text-muted">{t(`targets.cannot.${proposal}`)}</p>
        ) : (
          <>
            <p data-testid="target-proposal">
              {t('targets.proposal', {
                bmr: nf(proposal.bmr.value),
                factor: nf(proposal.tdee.factor, 3),
                tdee: nf(proposal.tdee.value),
                adjustment: `${proposal.energy.adjustmentKcal >= 0 ? '+' : '−'}${nf(Math.abs(proposal.energy.adjustmentKcal))}`,
                kcal: nf(proposal.energy.target),
              })}
            </p>
            <p className="mt-1 text-xs text-muted">
              {t('targets.citation', { citation: CITATIONS[proposal.bmr.citation] })}{' '}
              {proposal.targets.warnings.length
                ? proposal.targets.warnings.map((w) => w.message).join(' ')
                : ''}
            </p>
            <Button
              className="mt-2"
              variant="secondary"
              size="sm"
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  targets: Object.fromEntries(
                    PLAN_NUTRIENTS.map((n) => [
                      n,
                      {
                        target: round(proposal.targets[n].target),
                        min: round(proposal.targets[n].min),
                        max: round(proposal.targets[n].max),
                      },
                    ]),
                  ) as DailyTargets,
                }))
              }
            >
              {t('targets.use')}
            </Button>
          </>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('targets.tableCaption')}</caption>
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-1 pr-2">
                {t('targets.nutrient')}
              </th>
              {(['target', 'min', 'max'] as const).map((k) => (
                <th key={k} scope="col" className="px-1 py-1">
                  {t(`targets.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_NUTRIENTS.map((n) => (
              <tr key={n}>
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {t(`nutrients.${n}`)} ({n === 'calories' ? 'kcal' : 'g'})
                </th>
                {(['target', 'min', 'max'] as const).map((k) => (
                  <td key={k} className="px-1 py-1">
                    <Input
                      type="number"
                      min={0}
                      step="1"
                      aria-label={t('targets.inputLabel', {
                        nutrient: t(`nutrients.${n}`),
                        which: t(`targets.${k}`),
                      })}
                      aria-invalid={fieldError(`targets.${n}.target`) && k === 'target' ? true : undefined}
                      value={String(draft.targets[n][k])}
                      onChange={(e) =>
                        setDraft((d) => ({
                          ...d,
                          targets: {
                            ...d.targets,
                            [n]: { ...d.targets[n], [k]: Number(e.target.value) || 0 },
                          },
                        }))
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {PLAN_NUTRIENTS.map((n) =>
          fieldError(`targets.${n}.target`) ? (
            <p key={n} className="text-sm font-medium text-danger">
              {t(`nutrients.${n}`)}: {fieldError(`targets.${n}.target`)}
            </p>
          ) : null,
        )}
      </div>
    </section>
  );
}

/** `/diet-plans/new`, `/diet-plans/:id/edit` (and the dietitian's): the whole plan and its menu. */
export function DietPlanEditorPage() {
  const { t, i18n } = useTranslation('nutrition');
  const { id } = useParams();
  const { pathname } = useLocation();
  const base = planBase(pathname);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formId = useId();
  const existing = useApiQuery(id ? queryKeys.dietPlans.one(id) : null, (signal) =>
    dietPlansApi.get(id ?? '', signal),
  );
  const [draft, setDraftState] = useState<Draft | null>(id ? null : newDraft(params.get('patientId') ?? ''));
  const [foods, setFoods] = useState<Record<string, FoodInfo>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [override, setOverride] = useState<{ conflicts: PlanConflict[]; reason: string } | null>(null);
  const conflictText = useConflictText();

  useEffect(() => {
    if (existing.data && (!draft || draft.version === null)) {
      setDraftState(draftOf(existing.data));
      setFoods(existing.data.foods);
    }
  }, [existing.data, draft]);
  const patientId = draft?.patientId ?? '';
  const patient = useApiQuery(patientId ? queryKeys.patients.one(patientId) : null, (signal) =>
    patientsApi.get(patientId, signal),
  );
  const patients = useApiQuery(
    id ? null : queryKeys.patients.list(JSON.stringify({ pageSize: 100, sort: 'name' })),
    (signal) => patientsApi.list({ status: 'all', sort: 'name', pageSize: 100 }, signal),
  );
  const setDraft = (update: (d: Draft) => Draft) => setDraftState((d) => (d ? update(d) : d));
  const allergies = patient.data?.allergies.allergens ?? existing.data?.patient.allergies ?? [];
  const conditions =
    patient.data?.medicalConditions.map((c) => c.name) ?? existing.data?.patient.conditions ?? [];
  const suggestions = conditionDiets(conditions);
  const conflicts = draft ? conflictsOf(draft.items, foods, allergies, draft.dietaryTags) : [];
  const fields = errorFields(error);
  const fieldText = (key: string): string | undefined => {
    const code = fields[key];
    if (!code) return undefined;
    return i18n.exists(`validation:${code}`)
      ? t(`validation:${code}`)
      : t(`validation.${code}`, { defaultValue: t('validation.invalid') });
  };

  if (existing.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (existing.data && !['draft', 'active'].includes(existing.data.status)) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={existing.data.name} />
        <Alert variant="warning">{t('errors:DIET_PLAN_READ_ONLY')}</Alert>
        <Link
          to={`${base}/${existing.data.id}`}
          className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
        >
          {t('view.back')}
        </Link>
      </div>
    );
  }

  async function save(e?: FormEvent, reason?: string) {
    e?.preventDefault();
    if (!draft) return;
    setSaving(true);
    setError(null);
    const body = {
      name: draft.name,
      startDate: draft.startDate,
      endDate: draft.endDate,
      menuDays: draft.menuDays,
      goals: draft.goals,
      description: draft.description,
      mealPrepNotes: draft.mealPrepNotes,
      dietaryTags: draft.dietaryTags,
      targets: draft.targets,
      targetBasis: draft.targetBasis,
      dislikes: {
        foods: draft.dislikeFoods,
        words: draft.dislikeWords
          .split(',')
          .map((w) => w.trim())
          .filter(Boolean),
      },
      items: draft.items.filter((i) => i.day <= draft.menuDays),
      dayNotes: draft.dayNotes.slice(0, draft.menuDays).map((n) => n ?? ''),
      ...(reason ? { overrideConflicts: { reason } } : {}),
    };
    try {
      const saved =
        id && draft.version !== null
          ? await dietPlansApi.update(id, { ...body, version: draft.version })
          : await dietPlansApi.create({ ...body, patientId: draft.patientId }, crypto.randomUUID());
      updateCached<DietPlan>(queryKeys.dietPlans.one(saved.id), () => saved);
      void invalidate(queryKeys.dietPlans.all);
      setOverride(null);
      toast({ variant: 'success', title: t('messages.saved') });
      setDraftState(draftOf(saved));
      setFoods((f) => ({ ...f, ...saved.foods }));
      if (!id) navigate(`${base}/${saved.id}/edit`, { replace: true });
    } catch (err) {
      const api = apiErrorOf(err);
      if (api?.code === 'DIET_PLAN_CONFLICTS') {
        setOverride({
          conflicts: (api.details.conflicts as PlanConflict[]) ?? conflicts,
          reason: reason ?? '',
        });
      } else {
        setError(err);
        toast({ variant: 'error', title: t('messages.error'), description: errorMessage(err, t) });
      }
    } finally {
      setSaving(false);
    }
  }

  const title = id ? t('editor.editTitle', { name: existing.data?.name ?? '' }) : t('editor.newTitle');
  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label={t('view.breadcrumb')} className="mb-2 text-sm">
        <Link to={id ? `${base}/${id}` : base} className="text-muted underline-offset-2 hover:underline">
          {id ? t('editor.backToPlan') : t('view.back')}
        </Link>
      </nav>
      <PageHeader
        title={title}
        actions={
          draft ? (
            <Button
              type="submit"
              form={formId}
              loading={saving}
              icon={<Save aria-hidden="true" className="size-4" />}
            >
              {t('editor.save')}
            </Button>
          ) : undefined
        }
      />
      {!draft ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('common:loading')}
        </p>
      ) : (
        <div className="space-y-4">
          <form
            id={formId}
            aria-label={t('editor.formLabel')}
            noValidate
            onSubmit={(e) => void save(e)}
            className="space-y-4"
          >
            {error && !Object.keys(fields).length ? <Alert>{errorMessage(error, t)}</Alert> : null}
            <section
              aria-labelledby="plan-heading"
              className="space-y-4 rounded-lg border border-border bg-card p-4"
            >
              <h2 id="plan-heading" className="text-base font-semibold">
                {t('editor.plan')}
              </h2>
              <div className="grid gap-3 sm:grid-cols-2">
                {id ? (
                  <p className="text-sm sm:col-span-2">
                    <span className="text-muted">{t('fields.patient')}: </span>
                    {existing.data?.patient.firstName} {existing.data?.patient.lastName}
                  </p>
                ) : (
                  <Field label={t('fields.patient')} error={fieldText('patientId')}>
                    {(p) => (
                      <Select
                        {...p}
                        value={draft.patientId}
                        onChange={(e) => setDraft((d) => ({ ...d, patientId: e.target.value }))}
                      >
                        <option value="">{t('editor.choosePatient')}</option>
                        {(patients.data?.items ?? []).map((x) => (
                          <option key={x.id} value={x.id}>
                            {x.lastName}, {x.firstName}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                )}
                {(
                  [
                    ['name', 'text'],
                    ['startDate', 'date'],
                    ['endDate', 'date'],
                  ] as const
                ).map(([key, type]) => (
                  <Field key={key} label={t(`fields.${key}`)} error={fieldText(key)}>
                    {(p) => (
                      <Input
                        {...p}
                        type={type}
                        value={draft[key]}
                        maxLength={key === 'name' ? 120 : undefined}
                        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
                      />
                    )}
                  </Field>
                ))}
                <Field
                  label={t('fields.menuDays')}
                  hint={t('editor.menuDaysHint')}
                  error={fieldText('menuDays')}
                >
                  {(p) => (
                    <Input
                      {...p}
                      type="number"
                      min={1}
                      max={MAX_MENU_DAYS}
                      value={String(draft.menuDays)}
                      onChange={(e) =>
                        setDraft((d) => ({
                          ...d,
                          menuDays: Math.max(1, Math.min(MAX_MENU_DAYS, Number(e.target.value) || 1)),
                        }))
                      }
                    />
                  )}
                </Field>
                <Field label={t('fields.dislikes')} hint={t('editor.dislikesHint')}>
                  {(p) => (
                    <Input
                      {...p}
                      value={draft.dislikeWords}
                      onChange={(e) => setDraft((d) => ({ ...d, dislikeWords: e.target.value }))}
                    />
                  )}
                </Field>
              </div>
              {allergies.length || suggestions.length ? (
                <div className="rounded-md bg-surface p-3 text-sm">
                  {allergies.length ? (
                    <p>
                      {t('editor.allergies', { list: allergies.map((a) => t(`allergens.${a}`)).join(', ') })}
                    </p>
                  ) : null}
                  {suggestions.map((s) => (
                    <p key={`${s.code}-${s.condition}`} className="text-muted">
                      {t(s.required ? 'editor.conditionRequired' : 'editor.conditionSuggests', {
                        condition: s.condition,
                        rule: t(`conditions.${s.code.replace('condition.', '')}`),
                      })}
                    </p>
                  ))}
                </div>
              ) : null}
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium">{t('fields.dietaryTags')}</legend>
                <div className="flex flex-wrap gap-3">
                  {DIETARY_TAGS.map((tag) => (
                    <label key={tag} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        checked={draft.dietaryTags.includes(tag)}
                        onChange={(e) =>
                          setDraft((d) => ({
                            ...d,
                            dietaryTags: e.target.checked
                              ? [...d.dietaryTags, tag]
                              : d.dietaryTags.filter((x) => x !== tag),
                          }))
                        }
                      />
                      {t(`tags.${tag}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <KnowledgePanelButton
                topics={[...conditions, ...Object.values(foods).map((f) => f.description)]}
                onUseProtocol={(text) =>
                  setDraft((d) => ({
                    ...d,
                    mealPrepNotes: d.mealPrepNotes ? `${d.mealPrepNotes}\n\n${text}` : text,
                  }))
                }
              />
              {(['goals', 'description', 'mealPrepNotes'] as const).map((f) => (
                <Field key={f} label={t(`fields.${f}`)} error={fieldText(f)}>
                  {(p) => (
                    <textarea
                      {...p}
                      rows={f === 'goals' ? 2 : 3}
                      className="block w-full rounded-md border border-border bg-card px-3 py-2 text-sm"
                      value={draft[f]}
                      onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
                    />
                  )}
                </Field>
              ))}
            </section>
            <TargetsSection
              draft={draft}
              patient={patient.data ?? null}
              setDraft={setDraft}
              fieldError={fieldText}
            />
          </form>
          <div className="flex justify-end">
            <UnitSwitch />
          </div>
          <MenuEditor
            ctx={{
              patientId: draft.patientId,
              menuDays: draft.menuDays,
              targets: draft.targets,
              dietaryTags: draft.dietaryTags,
              dislikes: {
                foods: draft.dislikeFoods,
                words: draft.dislikeWords
                  .split(',')
                  .map((w) => w.trim())
                  .filter(Boolean),
              },
              allergies,
              items: draft.items,
              foods,
              dayNotes: draft.dayNotes,
              conflicts,
            }}
            onItems={(update) => setDraft((d) => ({ ...d, items: update(d.items) }))}
            onFoods={(more) => setFoods((f) => ({ ...f, ...more }))}
            onDayNote={(day, note) =>
              setDraft((d) => {
                const notes = Array.from(
                  { length: Math.max(d.dayNotes.length, day) },
                  (_, i) => d.dayNotes[i] ?? '',
                );
                notes[day - 1] = note;
                return { ...d, dayNotes: notes };
              })
            }
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              form={formId}
              loading={saving}
              icon={<Save aria-hidden="true" className="size-4" />}
            >
              {t('editor.save')}
            </Button>
          </div>
        </div>
      )}
      <Dialog open={override !== null} onClose={() => setOverride(null)} title={t('override.title')}>
        <form
          className="space-y-3 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            if (override?.reason.trim()) void save(undefined, override.reason.trim());
          }}
        >
          <p>{t('override.body', { count: override?.conflicts.length ?? 0 })}</p>
          <ul className="list-disc pl-5">
            {(override?.conflicts ?? []).map((c) => (
              <li key={`${c.day}-${c.slot}-${c.ndbNo}-${c.code}`}>
                {conflictText(c, foods[c.ndbNo]?.description ?? c.ndbNo)}
              </li>
            ))}
          </ul>
          <Field label={t('override.reason')} hint={t('override.hint')}>
            {(p) => (
              <Input
                {...p}
                value={override?.reason ?? ''}
                onChange={(e) => setOverride((o) => (o ? { ...o, reason: e.target.value } : o))}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOverride(null)}>
              {t('override.back')}
            </Button>
            <Button type="submit" variant="danger" disabled={!override?.reason.trim()} loading={saving}>
              {t('override.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
