import { ClinicalError, requireNumber } from '../errors.ts';
import type { FoodTable } from './food-table.ts';
import { NUTRIENT_KEYS, type NutrientKey, type NutrientValues } from './nutrients.ts';

/**
 * An amount of one food: grams, or a count of one of its household portions
 * (`{ ndbNo, portionSeq: 2, quantity: 1.5 }` = 1.5 × the food's portion #2).
 */
export type PortionInput =
  | { ndbNo: string; grams: number }
  | { ndbNo: string; portionSeq: number; quantity: number };

/** A nutrient summed over several foods. */
export interface NutrientTotal {
  /** Sum over the foods that report the nutrient; `null` when none of them does. */
  value: number | null;
  /** Number of foods that report it (a reported 0 counts). */
  reportedBy: number;
  /** Foods that do not report it: when > 0, `value` is a lower bound. */
  notReportedBy: string[];
}

export type NutrientTotals = Record<NutrientKey, NutrientTotal>;

export interface PortionNutrients {
  ndbNo: string;
  description: string;
  grams: number;
  /** For the portion; `null` = not reported. */
  nutrients: NutrientValues;
}

export function gramsOf(table: FoodTable, item: PortionInput): number {
  if ('grams' in item) return requireNumber('grams', item.grams, 0, 100000);
  const portion = table.portion(item.ndbNo, item.portionSeq);
  return portion.gramsPerUnit * requireNumber('quantity', item.quantity, 0, 1000);
}

/** Nutrients in `grams` of a food from its per-100 g values: value × grams / 100, not reported stays null. */
export function scaleNutrients(per100: NutrientValues, grams: number): NutrientValues {
  const nutrients = {} as NutrientValues;
  for (const key of NUTRIENT_KEYS) {
    const v = per100[key];
    nutrients[key] = v === null || v === undefined ? null : (v * grams) / 100;
  }
  return nutrients;
}

/** Nutrients in one portion: value_per_100g × grams / 100, keeping not-reported as null. */
export function portionNutrients(table: FoodTable, item: PortionInput): PortionNutrients {
  const i = table.requireIndex(item.ndbNo);
  const grams = gramsOf(table, item);
  return {
    ndbNo: item.ndbNo,
    description: table.descriptionAt(i),
    grams,
    nutrients: scaleNutrients(table.foodAt(i).nutrients, grams),
  };
}

function emptyTotals(): NutrientTotals {
  const t = {} as NutrientTotals;
  for (const key of NUTRIENT_KEYS) t[key] = { value: null, reportedBy: 0, notReportedBy: [] };
  return t;
}

/** Adds up portions (a meal) or earlier totals (a day from meals): "not reported" stays apart from 0. */
export function sumNutrients(parts: readonly (PortionNutrients | NutrientTotals)[]): NutrientTotals {
  const out = emptyTotals();
  for (const part of parts) {
    if ('nutrients' in part) {
      for (const key of NUTRIENT_KEYS) {
        const v = part.nutrients[key];
        const t = out[key];
        if (v === null) t.notReportedBy.push(part.ndbNo);
        else {
          t.value = (t.value ?? 0) + v;
          t.reportedBy++;
        }
      }
    } else {
      for (const key of NUTRIENT_KEYS) {
        const src = part[key];
        if (!src) throw new ClinicalError('INVALID_INPUT', `Totals lack nutrient ${key}`);
        const t = out[key];
        if (src.value !== null) t.value = (t.value ?? 0) + src.value;
        t.reportedBy += src.reportedBy;
        t.notReportedBy.push(...src.notReportedBy);
      }
    }
  }
  return out;
}

export function mealTotals(table: FoodTable, items: readonly PortionInput[]): NutrientTotals {
  return sumNutrients(items.map((item) => portionNutrients(table, item)));
}

export function dayTotals(table: FoodTable, meals: readonly (readonly PortionInput[])[]): NutrientTotals {
  return sumNutrients(meals.map((m) => mealTotals(table, m)));
}
