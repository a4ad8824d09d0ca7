/**
 * The SR28 food table of the clinical package, loaded once per process (it is read-only open data,
 * not state): the food search as you type, each food's nutrients, household measures and tags, and
 * the conflicts of a plan's foods with a patient's allergies, conditions and the plan's dietary tags.
 */
import {
  conditionDiets,
  type FoodLanguage,
  type FoodTable,
  loadFoodTable,
  measureIn,
} from '@verdant/clinical';
import {
  DIETARY_TAG_RULES,
  type DietaryTag,
  type FoodInfo,
  type PatientAllergen,
  type PlanConflict,
  type PlanItem,
} from '@verdant/shared';

let table: Promise<FoodTable> | undefined;

/** The food table with its search index built and its Spanish names (the first call loads them, about 0.3 s). */
export function foods(): Promise<FoodTable> {
  table ??= loadFoodTable().then(async (t) => {
    t.warmSearch();
    await t.loadNames('es');
    return t;
  });
  return table;
}

/** A food with its name in `language` (`description`: the SR description in English). */
export function foodInfo(t: FoodTable, ndbNo: string, language: FoodLanguage = 'en'): FoodInfo {
  const food = t.food(ndbNo);
  const tags = t.tags(ndbNo);
  return {
    ndbNo,
    description: t.nameOf(ndbNo, language),
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

/** The food search as you type; in Spanish, Spanish names match too (then the English descriptions). */
export async function searchFoods(
  q: string,
  limit: number,
  language: FoodLanguage = 'en',
): Promise<FoodInfo[]> {
  const t = await foods();
  return t.search(q, { limit, language }).map((hit) => foodInfo(t, hit.ndbNo, language));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * An answer in the reader's language: every food in it (an object with an `ndbNo` and a
 * `description`: FoodInfo, a menu item, a shopping-list line) named in `language`, and every
 * household `measure` (a portion, a menu item) worded in it. A copy; English answers are returned
 * as they are.
 */
export async function foodNames<T>(language: FoodLanguage, value: T): Promise<T> {
  if (language === 'en') return value;
  const t = await foods();
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x);
    if (typeof v.ndbNo === 'string' && typeof v.description === 'string' && t.has(v.ndbNo))
      out.description = t.nameOf(v.ndbNo, language);
    if (typeof v.measure === 'string') out.measure = measureIn(v.measure, language);
    return out;
  };
  return walk(value) as T;
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
