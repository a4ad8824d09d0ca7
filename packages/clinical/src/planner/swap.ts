/**
 * Alternatives for one food of a planned day: foods of the same role (protein for protein, fruit for
 * fruit…) that suit the meal, in the household measure the planner uses and the number of whole or
 * half measures closest to the energy of the food they replace, ranked by how close the day then
 * stays to its targets. An alternative is `withinTargets` when the day's energy stays within ±5 % of
 * the target (and inside its range) and protein, carbohydrate, fat and fiber stay inside theirs.
 * The patient's exclusions (allergens, diets, dislikes) apply as in the planner.
 */
import { ClinicalError, requireNumber } from '../errors.ts';
import type { DailyTargets } from '../energy.ts';
import type { FoodTable, TagOverride } from '../foods/food-table.ts';
import { portionNutrients, sumNutrients } from '../foods/totals.ts';
import { roundTo } from '../math.ts';
import { foodName, type MealSlot, planningCatalog, SLOT_KIND } from './catalog.ts';
import {
  CALORIE_TOLERANCE,
  exclusionFilter,
  type MealPlanExclusions,
  type PlanItem,
  type PlanNutrient,
} from './planner.ts';

export interface SwapRequest {
  targets: DailyTargets;
  /** Every food of the day, with its meal and amount. */
  day: readonly { slot: MealSlot; ndbNo: string; grams: number }[];
  /** Index in `day` of the food to replace. */
  replace: number;
  exclusions?: MealPlanExclusions;
  tagOverrides?: readonly TagOverride[];
  /** Most alternatives returned; default 8. */
  limit?: number;
}

/** A food in the planner's household measure, with the day's totals once it replaces the other. */
export type SwapAlternative = Omit<PlanItem, 'reason'> & {
  dayTotals: Record<PlanNutrient, number>;
  withinTargets: boolean;
};

const NUTRIENTS: readonly [
  PlanNutrient,
  'energy_kcal' | 'protein_g' | 'carbohydrate_g' | 'fat_g' | 'fiber_g',
][] = [
  ['calories', 'energy_kcal'],
  ['protein', 'protein_g'],
  ['carbs', 'carbohydrate_g'],
  ['fat', 'fat_g'],
  ['fiber', 'fiber_g'],
];

export function swapAlternatives(table: FoodTable, req: SwapRequest): SwapAlternative[] {
  const limit = requireNumber('limit', req.limit ?? 8, 1, 50);
  const old = req.day[req.replace];
  if (!old)
    throw new ClinicalError('INVALID_INPUT', 'replace must point at a food of the day', { field: 'replace' });
  const t = req.targets;
  const T = t.calories.target;
  const window: Record<PlanNutrient, [number, number]> = {
    calories: [
      Math.max(t.calories.min, T * (1 - CALORIE_TOLERANCE)),
      Math.min(t.calories.max, T * (1 + CALORIE_TOLERANCE)),
    ],
    protein: [t.protein.min, t.protein.max],
    carbs: [t.carbs.min, t.carbs.max],
    fat: [t.fat.min, t.fat.max],
    fiber: [t.fiber.min, t.fiber.max],
  };
  const rest = sumNutrients(
    req.day
      .filter((_, i) => i !== req.replace)
      .map((it) => portionNutrients(table, { ndbNo: it.ndbNo, grams: it.grams })),
  );
  const base = Object.fromEntries(NUTRIENTS.map(([k, key]) => [k, rest[key].value ?? 0])) as Record<
    PlanNutrient,
    number
  >;
  const oldKcal = portionNutrients(table, { ndbNo: old.ndbNo, grams: old.grams }).nutrients.energy_kcal ?? 0;

  const catalog = planningCatalog(table);
  const oldRole = catalog.find((f) => f.ndbNo === old.ndbNo)?.role;
  const kind = SLOT_KIND[old.slot];
  const excluded = exclusionFilter(table, req.exclusions ?? {}, req.tagOverrides ?? []);
  const onDay = new Set(req.day.map((it) => it.ndbNo));
  const namesOnDay = new Set(
    req.day.filter((_, i) => i !== req.replace).map((it) => foodName(table.food(it.ndbNo).description)),
  );
  namesOnDay.add(foodName(table.food(old.ndbNo).description));

  const scored: (SwapAlternative & { score: number })[] = [];
  for (const f of catalog) {
    if ((oldRole !== undefined && f.role !== oldRole) || !f.kinds.includes(kind)) continue;
    if (onDay.has(f.ndbNo) || namesOnDay.has(f.name) || excluded(f.index)) continue;
    const kcalPerStep = f.stepGrams * f.kcal;
    const steps = Math.min(f.maxSteps, Math.max(1, Math.round(oldKcal / kcalPerStep)));
    const grams = steps * f.stepGrams;
    const n = portionNutrients(table, { ndbNo: f.ndbNo, grams }).nutrients;
    const own: Record<PlanNutrient, number> = {
      calories: n.energy_kcal ?? 0,
      protein: n.protein_g ?? 0,
      carbs: n.carbohydrate_g ?? 0,
      fat: n.fat_g ?? 0,
      fiber: n.fiber_g ?? 0,
    };
    const dayTotals = {} as Record<PlanNutrient, number>;
    let within = true;
    let score = 0;
    for (const [k] of NUTRIENTS) {
      const v = base[k] + own[k];
      dayTotals[k] = roundTo(v, 1);
      const [lo, hi] = window[k];
      if (v < lo - 1e-9 || v > hi + 1e-9) within = false;
      // Distance from the target, relative; outside the range counts four times.
      const target = t[k].target || 1;
      const outside = v < lo ? lo - v : v > hi ? v - hi : 0;
      score += Math.abs(v - target) / target + (4 * outside) / target;
    }
    scored.push({
      ndbNo: f.ndbNo,
      description: table.descriptionAt(f.index),
      role: f.role,
      quantity: roundTo(steps * f.stepUnits, 2),
      measure: f.portion.measure,
      portionSeq: f.portion.seq,
      grams: roundTo(grams, 1),
      kcal: roundTo(own.calories, 1),
      protein: roundTo(own.protein, 1),
      carbs: roundTo(own.carbs, 1),
      fat: roundTo(own.fat, 1),
      fiber: n.fiber_g === null ? null : roundTo(n.fiber_g, 1),
      dayTotals,
      withinTargets: within,
      // more common foods (more household measures listed) first among near-equals
      score: score - 0.01 * Math.min(f.portionCount, 6),
    });
  }
  scored.sort((a, b) => Number(b.withinTargets) - Number(a.withinTargets) || a.score - b.score);
  const within = scored.filter((a) => a.withinTargets);
  // Alternatives that keep the day within its targets; only when there is none, the nearest ones.
  return (within.length ? within : scored).slice(0, limit).map(({ score: _score, ...a }) => a);
}
