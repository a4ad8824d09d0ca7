/**
 * The SR28 food table of the clinical package, loaded once per process (it is read-only open data,
 * not state): the food search as you type, each food's nutrients, household measures and tags, and
 * the conflicts of a plan's foods with a patient's allergies, conditions and the plan's dietary tags.
 */
import { conditionDiets, type FoodTable, loadFoodTable } from '@verdant/clinical';
import {
  DIETARY_TAG_RULES,
  type DietaryTag,
  type FoodInfo,
  type PatientAllergen,
  type PlanConflict,
  type PlanItem,
} from '@verdant/shared';

let table: Promise<FoodTable> | undefined;

/** The food table with its search index built (the first call loads both, about 0.3 s). */
export function foods(): Promise<FoodTable> {
  table ??= loadFoodTable().then((t) => {
    t.warmSearch();
    return t;
  });
  return table;
}

export function foodInfo(t: FoodTable, ndbNo: string): FoodInfo {
  const food = t.food(ndbNo);
  const tags = t.tags(ndbNo);
  return {
    ndbNo,
    description: food.description,
    groupCode: food.groupCode,
    per100g: food.nutrients,
    portions: t
      .portions(ndbNo)
      .map((p) => ({ seq: p.seq, amount: p.amount, measure: p.measure, gramWeight: p.gramWeight })),
    allergens: tags.allergens,
    diets: tags.diets,
  };
}

/** FoodInfo of each NDB number the table knows, keyed by it. */
export function foodsByNdb(t: FoodTable, ndbNos: Iterable<string>): Record<string, FoodInfo> {
  const out: Record<string, FoodInfo> = {};
  for (const n of ndbNos) if (t.has(n) && !out[n]) out[n] = foodInfo(t, n);
  return out;
}

export async function searchFoods(q: string, limit: number): Promise<FoodInfo[]> {
  const t = await foods();
  return t.search(q, { limit }).map((hit) => foodInfo(t, hit.ndbNo));
}

/** What a patient's record and a plan's tags forbid (allergies always; conditions when required). */
export interface PlanRules {
  allergies: readonly PatientAllergen[];
  conditions: readonly string[];
  dietaryTags: readonly DietaryTag[];
}

/** Every food of the plan that goes against the allergies, a required condition rule or a dietary tag. */
export function planConflicts(t: FoodTable, items: readonly PlanItem[], rules: PlanRules): PlanConflict[] {
  const required = conditionDiets(rules.conditions).filter((c) => c.required);
  const out: PlanConflict[] = [];
  for (const item of items) {
    if (!t.has(item.ndbNo)) continue;
    const tags = t.tags(item.ndbNo);
    const at = { day: item.day, slot: item.slot, ndbNo: item.ndbNo };
    for (const a of tags.allergens) {
      if (rules.allergies.includes(a)) out.push({ ...at, kind: 'allergy', code: a });
    }
    for (const c of required) {
      if (c.avoid.some((a) => tags.allergens.includes(a)))
        out.push({ ...at, kind: 'condition', code: c.code });
    }
    for (const tag of rules.dietaryTags) {
      const rule = DIETARY_TAG_RULES[tag];
      const breaks =
        rule.avoid.some((a) => tags.allergens.includes(a)) ||
        rule.require.some((d) => !tags.diets.includes(d));
      if (breaks) out.push({ ...at, kind: 'dietaryTag', code: tag });
    }
  }
  return out;
}

/** A stable key of a conflict (what an override accepted). */
export const conflictKey = (c: PlanConflict) => `${c.day}:${c.slot}:${c.ndbNo}:${c.kind}:${c.code}`;
