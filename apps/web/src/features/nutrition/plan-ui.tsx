import type { NutrientTotals } from '@verdant/clinical/foods/totals';
import {
  type DailyTargets,
  type DietPlanStatus,
  type FoodInfo,
  type ItemReason,
  PLAN_NUTRIENTS,
  type RelaxSuggestion,
} from '@verdant/shared/diet-plans';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { UnitSystem } from '../patients/units.ts';
import { NUTRIENT_KEY, rangeState } from './totals.ts';

/** Where the plan screens live for a role: the dietitian's area, or the shared shortcut. */
export function planBase(pathname: string): string {
  return pathname.startsWith('/dietitian/') ? '/dietitian/diet-plans' : '/diet-plans';
}

export function PlanStatusBadge({ status }: { status: DietPlanStatus }) {
  const { t } = useTranslation('nutrition');
  const style = {
    draft: 'bg-surface text-muted ring-1 ring-border',
    active: 'bg-accent text-fg',
    completed: 'bg-info-bg text-info-fg',
    archived: 'bg-warning-bg text-warning-fg',
  }[status];
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', style)}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Formats numbers in the interface language. */
export function useNumber() {
  const { i18n } = useTranslation();
  return useCallback(
    (n: number, digits = 0) =>
      new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(n),
    [i18n.language],
  );
}

/** A weight in the viewer's units: "120 g" or "4.2 oz". */
export function useWeight() {
  const nf = useNumber();
  return useCallback(
    (grams: number, units: UnitSystem) =>
      units === 'us' ? `${nf(grams / 28.349523125, 1)} oz` : `${nf(grams)} g`,
    [nf],
  );
}

/** "1½ × cup, chopped (156 g)" or "120 g": a food's amount as the patient measures it. */
export function useAmount() {
  const nf = useNumber();
  const weight = useWeight();
  return useCallback(
    (item: { grams: number; quantity: number | null; measure: string | null }, units: UnitSystem) =>
      item.measure && item.quantity !== null
        ? `${nf(item.quantity, 2)} × ${item.measure} (${weight(item.grams, units)})`
        : weight(item.grams, units),
    [nf, weight],
  );
}

/** The household measure of an item, from the food's portions. */
export function measureOf(food: FoodInfo | undefined, portionSeq: number | null): string | null {
  if (portionSeq === null) return null;
  return food?.portions.find((p) => p.seq === portionSeq)?.measure ?? null;
}

/** Why the planner picked a food, in the interface language, from the reason's code and figures. */
export function useReasonText() {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  return useCallback(
    (reason: ItemReason) =>
      t(`reasons.${reason.serves}`, {
        amount: nf(reason.values.amount, 1),
        dayShare: nf(reason.values.dayShare),
        energyShare: nf(reason.values.energyShare),
        defaultValue: reason.text,
      }),
    [t, nf],
  );
}

/** A relax suggestion in plain words: translated by its code, the planner's English otherwise. */
export function useRelaxText() {
  const { t, i18n } = useTranslation('nutrition');
  const nf = useNumber();
  return useCallback(
    (r: RelaxSuggestion) => {
      const [, , code, side] = r.code.split('.');
      const what = code === 'calories' && !side ? 'caloriesWindow' : code;
      const days = r.days?.length ? t('relax.days', { days: r.days.join(', '), count: r.days.length }) : '';
      const amount = r.amount === undefined ? '' : nf(r.amount, 1);
      const keys = side ? [`relax.${what}.${side}`, `relax.${what}`] : [`relax.${what}`];
      const lng = i18n.resolvedLanguage ?? i18n.language;
      // a code whose words the catalogue has; any other keeps the planner's own (English) message
      const key = keys.find((k) => typeof i18n.getResource(lng, 'nutrition', k) === 'string');
      const text = key
        ? t(key, { amount, unit: r.unit ?? '', slot: t(`slots.${side}`, { defaultValue: side }) })
        : r.message;
      return days ? `${text} ${days}` : text;
    },
    [t, i18n, nf],
  );
}

/**
 * A day's totals against its targets: each nutrient's value, the range, where it stands, and
 * "not reported" when some foods of the day do not report it (the value is then at least this).
 */
export function DayTotals({
  totals,
  targets,
  compact = false,
  label,
}: {
  totals: NutrientTotals;
  targets: DailyTargets;
  compact?: boolean;
  label: string;
}) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  return (
    <dl
      aria-label={label}
      className={cn('grid gap-2', compact ? 'grid-cols-2 sm:grid-cols-5' : 'grid-cols-2 sm:grid-cols-5')}
    >
      {PLAN_NUTRIENTS.map((n) => {
        const total = totals[NUTRIENT_KEY[n]];
        const state = rangeState(total.value, n, targets);
        const unit = n === 'calories' ? 'kcal' : 'g';
        const r = targets[n];
        return (
          <div
            key={n}
            data-testid={`total-${n}`}
            data-state={state}
            className={cn(
              'rounded-md border px-2.5 py-1.5 text-sm',
              state === 'within'
                ? 'border-primary/40 bg-accent/40'
                : state === 'unknown'
                  ? 'border-border'
                  : 'border-warning-fg/40 bg-warning-bg',
            )}
          >
            <dt className="text-xs font-medium text-muted">{t(`nutrients.${n}`)}</dt>
            <dd className="font-semibold tabular-nums">
              {total.value === null
                ? t('totals.notReported')
                : `${total.notReportedBy.length ? '≥ ' : ''}${nf(total.value)} ${unit}`}
              <span className="block text-xs font-normal text-muted">
                {t(`totals.${state}`, { min: nf(r.min), max: nf(r.max), target: nf(r.target), unit })}
              </span>
              {total.notReportedBy.length ? (
                <span className="block text-xs font-normal text-warning-fg">
                  {t('totals.someNotReported', { count: total.notReportedBy.length })}
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The food table's SR28 group, translated by code. */
export function useGroupName() {
  const { t } = useTranslation('nutrition');
  return useCallback((code: string) => t(`groups.${code}`, { defaultValue: code }), [t]);
}
