import { type NutrientTotals, scaleNutrients, sumNutrients } from '@verdant/clinical/foods/totals';
import type { NutrientValues } from '@verdant/clinical/foods/nutrients';
import type {
  DailyTargets,
  DietaryTag,
  FoodInfo,
  PatientAllergen,
  PlanConflict,
  PlanItem,
  PlanNutrient,
} from '@verdant/shared/diet-plans';
import { DIETARY_TAG_RULES } from '@verdant/shared/diet-plans';

/**
 * The editor's figures, computed as it changes with the clinical package's totals: a meal's or a
 * day's sum keeps "not reported" apart from 0 (a total with foods that do not report a nutrient is
 * a lower bound, and says which foods).
 */

export const NUTRIENT_KEY: Record<
  PlanNutrient,
  'energy_kcal' | 'protein_g' | 'carbohydrate_g' | 'fat_g' | 'fiber_g'
> = {
  calories: 'energy_kcal',
  protein: 'protein_g',
  carbs: 'carbohydrate_g',
  fat: 'fat_g',
  fiber: 'fiber_g',
};

export function totalsOf(
  items: readonly PlanItem[],
  foods: Readonly<Record<string, FoodInfo>>,
): NutrientTotals {
  return sumNutrients(
    items.flatMap((i) => {
      const food = foods[i.ndbNo];
      if (!food) return [];
      return [
        {
          ndbNo: i.ndbNo,
          description: food.description,
          grams: i.grams,
          nutrients: scaleNutrients(food.per100g as NutrientValues, i.grams),
        },
      ];
    }),
  );
}

export type RangeState = 'below' | 'within' | 'above' | 'unknown';

/** Where a day's total stands against the target's range; calories also within ±5 % of the target. */
export function rangeState(value: number | null, nutrient: PlanNutrient, targets: DailyTargets): RangeState {
  if (value === null) return 'unknown';
  const r = targets[nutrient];
  const min = nutrient === 'calories' ? Math.max(r.min, r.target * 0.95) : r.min;
  const max = nutrient === 'calories' ? Math.min(r.max, r.target * 1.05) : r.max;
  if (value < min - 1e-9) return 'below';
  if (value > max + 1e-9) return 'above';
  return 'within';
}

/** The same conflicts the server checks on save: allergies and the plan's dietary tags. */
export function conflictsOf(
  items: readonly PlanItem[],
  foods: Readonly<Record<string, FoodInfo>>,
  allergies: readonly PatientAllergen[],
  tags: readonly DietaryTag[],
): PlanConflict[] {
  const out: PlanConflict[] = [];
  for (const item of items) {
    const food = foods[item.ndbNo];
    if (!food) continue;
    const at = { day: item.day, slot: item.slot, ndbNo: item.ndbNo };
    for (const a of food.allergens) if (allergies.includes(a)) out.push({ ...at, kind: 'allergy', code: a });
    for (const tag of tags) {
      const rule = DIETARY_TAG_RULES[tag];
      if (
        rule.avoid.some((a) => food.allergens.includes(a)) ||
        rule.require.some((d) => !food.diets.includes(d))
      )
        out.push({ ...at, kind: 'dietaryTag', code: tag });
    }
  }
  return out;
}

/** What a food would break for this patient and these tags (the search results' warnings). */
export function foodWarnings(
  food: FoodInfo,
  allergies: readonly PatientAllergen[],
  tags: readonly DietaryTag[],
): { allergens: PatientAllergen[]; tags: DietaryTag[] } {
  return {
    allergens: food.allergens.filter((a) => allergies.includes(a)),
    tags: tags.filter((tag) => {
      const rule = DIETARY_TAG_RULES[tag];
      return (
        rule.avoid.some((a) => food.allergens.includes(a)) ||
        rule.require.some((d) => !food.diets.includes(d))
      );
    }),
  };
}

/** Grams of `quantity` × a food's household measure (`seq`), or the grams themselves (seq null). */
export function gramsFor(food: FoodInfo | undefined, portionSeq: number | null, quantity: number): number {
  if (portionSeq === null || !food) return quantity;
  const p = food.portions.find((x) => x.seq === portionSeq);
  if (!p) return quantity;
  return Math.round(((quantity * p.gramWeight) / p.amount) * 10) / 10;
}

/** The food's energy in an amount, or null when the table does not report it. */
export function kcalOf(food: FoodInfo | undefined, grams: number): number | null {
  const per100 = food?.per100g.energy_kcal;
  return per100 === null || per100 === undefined ? null : (per100 * grams) / 100;
}
