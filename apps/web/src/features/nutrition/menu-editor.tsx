import {
  type DailyTargets,
  type DietaryTag,
  type FoodInfo,
  type GenerateResult,
  type GenerateScope,
  MEAL_SLOTS,
  type MealSlot,
  type PatientAllergen,
  type PlanConflict,
  type PlanItem,
  type SwapOption,
} from '@verdant/shared/diet-plans';
import { ArrowLeftRight, Lock, LockOpen, Sparkles, Square, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useUnitSystem } from '../patients/units.ts';
import { dietPlansApi } from './diet-plans-api.ts';
import { FoodSearch } from './food-search.tsx';
import { DayTotals, useNumber, useReasonText, useRelaxText, useWeight } from './plan-ui.tsx';
import { gramsFor, kcalOf, totalsOf } from './totals.ts';
import { useConflictText } from './diet-plan-view-page.tsx';

export interface MenuContext {
  patientId: string;
  menuDays: number;
  targets: DailyTargets;
  dietaryTags: DietaryTag[];
  dislikes: { foods: string[]; words: string[] };
  allergies: readonly PatientAllergen[];
  items: PlanItem[];
  foods: Record<string, FoodInfo>;
  dayNotes: string[];
  conflicts: PlanConflict[];
}

/** One food of a meal: amount in a household measure or grams, lock, swap, remove, and why it was picked. */
function ItemRow({
  item,
  food,
  conflict,
  onChange,
  onRemove,
  onSwap,
}: {
  item: PlanItem;
  food: FoodInfo | undefined;
  conflict: string | null;
  onChange(next: PlanItem): void;
  onRemove(): void;
  onSwap(): void;
}) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  const weight = useWeight();
  const units = useUnitSystem();
  const reason = useReasonText();
  const name = food?.description ?? item.ndbNo;
  const kcal = kcalOf(food, item.grams);
  const quantity = item.portionSeq === null ? item.grams : (item.quantity ?? 1);
  return (
    <li
      data-testid="plan-item"
      className={cn(
        'rounded-md border px-3 py-2',
        conflict ? 'border-danger/50 bg-danger-bg/40' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start gap-2">
        <p className="min-w-0 flex-1 basis-48 break-words text-sm font-medium">
          {name}
          {item.locked ? <span className="sr-only"> ({t('editor.locked')})</span> : null}
        </p>
        <div className="flex items-center gap-1">
          <div className="w-20 shrink-0">
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={item.portionSeq === null ? 5 : 0.25}
              aria-label={t('editor.quantityOf', { food: name })}
              value={String(quantity)}
              onChange={(e) => {
                const q = Number(e.target.value);
                if (!Number.isFinite(q) || q <= 0) return;
                onChange(
                  item.portionSeq === null
                    ? { ...item, grams: q, quantity: null }
                    : { ...item, quantity: q, grams: gramsFor(food, item.portionSeq, q) },
                );
              }}
            />
          </div>
          <div className="w-40 max-w-[45vw] shrink">
            <Select
              aria-label={t('editor.measureOf', { food: name })}
              value={item.portionSeq === null ? 'g' : String(item.portionSeq)}
              onChange={(e) => {
                if (e.target.value === 'g') onChange({ ...item, portionSeq: null, quantity: null });
                else {
                  const seq = Number(e.target.value);
                  const p = food?.portions.find((x) => x.seq === seq);
                  const q = p
                    ? Math.max(0.25, Math.round((item.grams / (p.gramWeight / p.amount)) * 4) / 4)
                    : 1;
                  onChange({ ...item, portionSeq: seq, quantity: q, grams: gramsFor(food, seq, q) });
                }
              }}
            >
              <option value="g">{t('editor.grams')}</option>
              {(food?.portions ?? []).map((p) => (
                <option key={p.seq} value={p.seq}>
                  {p.measure}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={item.locked}
            aria-label={item.locked ? t('editor.unlock', { food: name }) : t('editor.lock', { food: name })}
            title={item.locked ? t('editor.lockedHint') : t('editor.lockHint')}
            onClick={() => onChange({ ...item, locked: !item.locked })}
          >
            {item.locked ? (
              <Lock aria-hidden="true" className="size-4 text-primary" />
            ) : (
              <LockOpen aria-hidden="true" className="size-4" />
            )}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('editor.swap', { food: name })} onClick={onSwap}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('editor.remove', { food: name })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <p className="mt-1 text-xs text-muted tabular-nums">
        {weight(item.grams, units)} · {kcal === null ? t('totals.notReported') : `${nf(kcal)} kcal`}
        {item.reason ? ` · ${reason(item.reason)}` : ''}
      </p>
      {conflict ? (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-danger">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {conflict}
        </p>
      ) : null}
    </li>
  );
}

/** Alternatives for one food that keep its day within the targets. */
function SwapDialog({
  ctx,
  item,
  onClose,
  onPick,
}: {
  ctx: MenuContext;
  item: PlanItem;
  onClose(): void;
  onPick(option: SwapOption): void;
}) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  const weight = useWeight();
  const units = useUnitSystem();
  const [state, setState] = useState<{ options: SwapOption[] | null; error: string | null }>({
    options: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the alternatives of the item the dialog opened for
  useEffect(() => {
    const day = ctx.items.filter((i) => i.day === item.day);
    dietPlansApi
      .swap({
        patientId: ctx.patientId,
        targets: ctx.targets,
        dietaryTags: ctx.dietaryTags,
        dislikes: ctx.dislikes,
        items: day,
        replace: day.indexOf(item),
      })
      .then((r) => setState({ options: r.items, error: null }))
      .catch((e: unknown) => setState({ options: null, error: errorMessage(e, t) }));
  }, [item]);
  const name = ctx.foods[item.ndbNo]?.description ?? item.ndbNo;
  return (
    <Dialog open onClose={onClose} title={t('swap.title', { food: name })}>
      <div className="space-y-3 text-sm">
        <p className="text-muted">{t('swap.body')}</p>
        {state.options === null && !state.error ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner /> {t('swap.loading')}
          </p>
        ) : null}
        {state.error ? <Alert>{state.error}</Alert> : null}
        {state.options && state.options.length === 0 ? <p>{t('swap.none')}</p> : null}
        <ul className="space-y-2">
          {(state.options ?? []).map((o) => (
            <li
              key={o.food.ndbNo}
              className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="break-words font-medium">{o.food.description}</p>
                <p className="text-xs text-muted tabular-nums">
                  {o.item.quantity !== null
                    ? `${nf(o.item.quantity, 2)} × ${o.food.portions.find((p) => p.seq === o.item.portionSeq)?.measure ?? ''} · `
                    : ''}
                  {weight(o.item.grams, units)} · {t('swap.dayKcal', { kcal: nf(o.dayTotals.calories ?? 0) })}
                  {o.withinTargets ? '' : ` · ${t('swap.outside')}`}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onPick(o)}
                aria-label={t('swap.useLabel', { food: o.food.description })}
              >
                {t('swap.use')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/**
 * The menu: a tab per day, each meal's foods, the day's totals against the targets as they change,
 * the food search, and the meal planner (whole menu, a day or a meal; locked foods stay) with its
 * progress, what it left out and, when targets cannot be met, what to relax.
 */
export function MenuEditor({
  ctx,
  onItems,
  onFoods,
  onDayNote,
}: {
  ctx: MenuContext;
  onItems(update: (items: PlanItem[]) => PlanItem[]): void;
  onFoods(foods: Record<string, FoodInfo>): void;
  onDayNote(day: number, note: string): void;
}) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  const relaxText = useRelaxText();
  const conflictText = useConflictText();
  const [day, setDay] = useState(1);
  const [swapping, setSwapping] = useState<PlanItem | null>(null);
  const [run, setRun] = useState<{
    scope: GenerateScope;
    done: number;
    total: number;
    queued: number | null;
    abort: AbortController;
  } | null>(null);
  const [last, setLast] = useState<GenerateResult | null>(null);
  const current = Math.min(day, ctx.menuDays);

  async function generate(scope: GenerateScope) {
    const abort = new AbortController();
    const total = scope.kind === 'plan' ? ctx.menuDays : 1;
    setRun({ scope, done: 0, total, queued: null, abort });
    try {
      const result = await dietPlansApi.generate(
        {
          patientId: ctx.patientId,
          menuDays: ctx.menuDays,
          targets: ctx.targets,
          dietaryTags: ctx.dietaryTags,
          dislikes: ctx.dislikes,
          items: ctx.items,
          scope,
        },
        (event) =>
          setRun((r) =>
            r === null
              ? r
              : event.type === 'progress'
                ? { ...r, done: event.done, total: event.total, queued: null }
                : event.type === 'queued'
                  ? { ...r, queued: event.position }
                  : r,
          ),
        abort.signal,
      );
      onFoods(result.foods);
      const days = new Set(result.days.map((d) => d.day));
      onItems((items) => [...items.filter((i) => !days.has(i.day)), ...result.days.flatMap((d) => d.items)]);
      for (const d of result.days) if (d.note) onDayNote(d.day, d.note);
      setLast(result);
    } catch (e) {
      if (!abort.signal.aborted)
        toast({ variant: 'error', title: t('generate.failed'), description: errorMessage(e, t) });
    } finally {
      setRun(null);
    }
  }

  const conflictFor = (item: PlanItem) => {
    const c = ctx.conflicts.find((x) => x.day === item.day && x.slot === item.slot && x.ndbNo === item.ndbNo);
    return c ? conflictText(c, ctx.foods[item.ndbNo]?.description ?? item.ndbNo) : null;
  };
  const addFood = (slot: MealSlot, food: FoodInfo) => {
    onFoods({ [food.ndbNo]: food });
    const portion = food.portions[0];
    onItems((items) => [
      ...items,
      portion
        ? {
            day: current,
            slot,
            ndbNo: food.ndbNo,
            portionSeq: portion.seq,
            quantity: 1,
            grams: gramsFor(food, portion.seq, 1),
            locked: false,
            reason: null,
          }
        : {
            day: current,
            slot,
            ndbNo: food.ndbNo,
            portionSeq: null,
            quantity: null,
            grams: 100,
            locked: false,
            reason: null,
          },
    ]);
  };
  const busy = run !== null;

  return (
    <section aria-labelledby="menu-heading" className="space-y-4 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="menu-heading" className="text-base font-semibold">
          {t('editor.menu')}
        </h2>
        <Button
          icon={<Sparkles aria-hidden="true" className="size-4" />}
          disabled={busy || !ctx.patientId}
          onClick={() => void generate({ kind: 'plan' })}
        >
          {t('generate.plan', { count: ctx.menuDays })}
        </Button>
      </div>
      {!ctx.patientId ? <p className="text-sm text-muted">{t('generate.needsPatient')}</p> : null}
      {run ? (
        <div role="status" className="space-y-1 rounded-md bg-surface p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <Spinner />
              {run.queued !== null
                ? t('generate.queued', { position: run.queued })
                : t('generate.progress', { done: run.done, total: run.total })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              icon={<Square aria-hidden="true" className="size-3.5" />}
              onClick={() => run.abort.abort()}
            >
              {t('generate.stop')}
            </Button>
          </div>
          <progress
            className="w-full"
            max={run.total}
            value={run.done}
            aria-label={t('generate.progressLabel')}
          />
        </div>
      ) : null}
      {last && !run ? (
        <div className="space-y-2 text-sm" data-testid="generate-result">
          <Alert variant={last.status === 'ok' ? 'success' : 'warning'}>
            {t(`generate.status.${last.status}`, {
              count: last.days.length,
              within: last.days.filter((d) => d.meetsTargets).length,
            })}
          </Alert>
          {last.exclusions.allergens.length || last.exclusions.diets.length ? (
            <p className="text-muted">
              {t('generate.leftOut', {
                list: [
                  ...last.exclusions.allergens.map((a) => t(`allergens.${a}`)),
                  ...last.exclusions.diets.map((d) => t(`dietCodes.${d}`)),
                ].join(', '),
              })}
            </p>
          ) : null}
          {last.relax.length ? (
            <div>
              <p className="font-medium">{t('generate.relaxTitle')}</p>
              <ul className="list-disc pl-5">
                {last.relax.map((r) => (
                  <li key={r.constraint}>{relaxText(r)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {ctx.conflicts.length ? (
        <Alert variant="error">{t('editor.conflictsNow', { count: ctx.conflicts.length })}</Alert>
      ) : null}
      <Tabs<string>
        label={t('view.days')}
        value={String(current)}
        onChange={(k) => setDay(Number(k))}
        className="[&_[role=tablist]]:flex-wrap"
        items={Array.from({ length: ctx.menuDays }, (_, i) => {
          const d = i + 1;
          const items = ctx.items.filter((it) => it.day === d);
          return {
            key: String(d),
            label: t('view.day', { day: d }),
            panel: (
              <div className="space-y-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted">{t('editor.dayHint')}</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy || !ctx.patientId}
                    icon={<Sparkles aria-hidden="true" className="size-4" />}
                    onClick={() => void generate({ kind: 'day', day: d })}
                  >
                    {t('generate.day', { day: d })}
                  </Button>
                </div>
                <DayTotals
                  totals={totalsOf(items, ctx.foods)}
                  targets={ctx.targets}
                  label={t('view.dayTotals', { day: d })}
                />
                <label className="block text-sm">
                  <span className="mb-1 block font-medium">{t('editor.dayNote')}</span>
                  <textarea
                    className="block w-full rounded-md border border-border bg-card px-3 py-2 text-sm"
                    rows={2}
                    maxLength={1000}
                    value={ctx.dayNotes[i] ?? ''}
                    onChange={(e) => onDayNote(d, e.target.value)}
                  />
                </label>
                {MEAL_SLOTS.map((slot) => {
                  const meal = items.filter((it) => it.slot === slot);
                  const kcal = totalsOf(meal, ctx.foods).energy_kcal.value;
                  return (
                    <section
                      key={slot}
                      aria-label={t(`slots.${slot}`)}
                      data-testid={`meal-${slot}`}
                      className="space-y-2 rounded-md bg-surface/60 p-3"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 className="font-semibold">
                          {t(`slots.${slot}`)}{' '}
                          <span className="text-sm font-normal text-muted tabular-nums">
                            {meal.length
                              ? kcal === null
                                ? t('totals.notReported')
                                : `${nf(kcal)} kcal`
                              : ''}
                          </span>
                        </h3>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={busy || !ctx.patientId}
                          icon={<Sparkles aria-hidden="true" className="size-4" />}
                          onClick={() => void generate({ kind: 'meal', day: d, slot })}
                        >
                          {t('generate.meal', { meal: t(`slots.${slot}`) })}
                        </Button>
                      </div>
                      {meal.length ? (
                        <ul className="space-y-2">
                          {meal.map((item) => (
                            <ItemRow
                              key={`${item.ndbNo}-${ctx.items.indexOf(item)}`}
                              item={item}
                              food={ctx.foods[item.ndbNo]}
                              conflict={conflictFor(item)}
                              onChange={(next) => onItems((all) => all.map((x) => (x === item ? next : x)))}
                              onRemove={() => onItems((all) => all.filter((x) => x !== item))}
                              onSwap={() => setSwapping(item)}
                            />
                          ))}
                        </ul>
                      ) : null}
                      <FoodSearch
                        label={t('editor.addFood', { meal: t(`slots.${slot}`) })}
                        allergies={ctx.allergies}
                        tags={ctx.dietaryTags}
                        onPick={(food) => addFood(slot, food)}
                      />
                    </section>
                  );
                })}
              </div>
            ),
          };
        })}
      />
      {swapping ? (
        <SwapDialog
          ctx={ctx}
          item={swapping}
          onClose={() => setSwapping(null)}
          onPick={(o) => {
            onFoods({ [o.food.ndbNo]: o.food });
            onItems((all) => all.map((x) => (x === swapping ? o.item : x)));
            setSwapping(null);
          }}
        />
      ) : null}
    </section>
  );
}
