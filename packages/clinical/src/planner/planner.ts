/**
 * Meal planner: picks real SR28 foods in household portions for each meal slot of each day so
 * that the day's energy is within ±5 % of the target and protein, carbohydrate, fat and fiber are
 * inside their ranges. Each day is optimised by HiGHS (WebAssembly) in two stages:
 *
 * 1. LP over a candidate pool drawn from the whole table (after exclusions, ~150 foods a day):
 *    continuous portion steps x[s,f] per slot s and food f; hard rows for the day's energy
 *    window [max(min, 0.95·T), min(max, 1.05·T)], each macro and fiber range, each slot's energy
 *    within ±35 % of its share and meal structure (protein and vegetables at lunch and dinner…)
 *    as energy/gram shares; no food above ~half a meal; objective = seeded preference and
 *    reuse costs (variety) + penalties for leaving dead bands around the targets. An LP optimum
 *    uses few foods, which chooses the menu.
 * 2. MILP on the foods the LP chose: integer portion steps k[s,f] (whole or half household
 *    measures) near the LP amounts, same rows and objective; binaries y[s,f] with item counts and
 *    one-food-per-role rules only when the LP's foods break those rules, and a wider MILP
 *    (any amount, binaries) if the near one is infeasible.
 *
 * The pool is drawn with a seeded RNG and HiGHS runs single-threaded with a node cap (no time
 * dependence), so a plan is deterministic for a seed. When no draw can be solved, an elastic
 * version of both stages (penalised slack on every target) gives the nearest plan and the
 * targets to relax.
 */
import { ClinicalError, requireNumber } from '../errors.ts';
import type { DailyTargets, Range } from '../energy.ts';
import type { FoodTable, TagOverride } from '../foods/food-table.ts';
import type { Allergen, DietTag } from '../foods/tags.ts';
import { tagBit } from '../foods/food-table.ts';
import { portionNutrients, sumNutrients } from '../foods/totals.ts';
import { roundTo } from '../math.ts';
import { mixSeed, mulberry32 } from '../random.ts';
import {
  type CatalogOptions,
  type FoodRole,
  foodName,
  MEAL_SLOTS,
  type MealSlot,
  type PlannableFood,
  planningCatalog,
  SLOT_KIND,
  type SlotKind,
} from './catalog.ts';
import { LpBuilder, type SolveResult, solveMilp } from './lp.ts';
import { loadSolver, type Solver } from './solver.ts';

export const DEFAULT_SLOT_SHARES: Readonly<Record<MealSlot, number>> = {
  breakfast: 0.25,
  morning_snack: 0.1,
  lunch: 0.3,
  afternoon_snack: 0.1,
  dinner: 0.25,
  evening_snack: 0,
};

export const SLOT_LABELS: Record<MealSlot, string> = {
  breakfast: 'breakfast',
  morning_snack: 'morning snack',
  lunch: 'lunch',
  afternoon_snack: 'afternoon snack',
  dinner: 'dinner',
  evening_snack: 'evening snack',
};

/** Day energy must be within this fraction of the calorie target (issue requirement: ±5 %). */
export const CALORIE_TOLERANCE = 0.05;

export interface MealPlanExclusions {
  /** Foods tagged with any of these allergens are never used. */
  allergens?: readonly Allergen[];
  /** Only foods carrying every one of these tags are used (e.g. ['vegan'], ['low_sodium']). */
  diets?: readonly DietTag[];
  /** NDB numbers the patient dislikes. */
  foods?: readonly string[];
  /** Words the patient dislikes (matched as whole words in the description), e.g. "liver". */
  words?: readonly string[];
}

/**
 * A food already on the plan that stays as it is: locked by the dietitian, or part of a meal that is
 * not being filled. It counts in every total, check and meal-structure rule, and is not served
 * again the same day.
 */
export interface FixedItem {
  /** 1-based day of the request. */
  day: number;
  slot: MealSlot;
  ndbNo: string;
  grams: number;
}

export interface MealPlanRequest {
  targets: DailyTargets;
  days: number;
  /** Foods that stay (see FixedItem). */
  fixed?: readonly FixedItem[];
  /**
   * Slots that receive new foods; default every slot with a share. The others keep only their fixed
   * foods, and the filled slots share the energy those leave (so one meal can be filled to close a
   * day's gap).
   */
  fill?: readonly MealSlot[];
  /** Foods served elsewhere in the plan (other days when one day is planned again): drawn less often. */
  recentlyServed?: readonly string[];
  /** Called after each planned day (progress); throwing stops the plan. */
  onDay?: (day: PlanDay, done: number, total: number) => void;
  /** Same seed, same plan. Default 1. */
  seed?: number;
  /** Share of the day's energy per slot; default DEFAULT_SLOT_SHARES. Slots with 0 are skipped. */
  slotShares?: Partial<Record<MealSlot, number>>;
  exclusions?: MealPlanExclusions;
  tagOverrides?: readonly TagOverride[];
  options?: CatalogOptions & {
    /** Multiplies candidate pool sizes (default 1). Larger pools: better fits, slower solves. */
    poolScale?: number;
    /**
     * Per-solve wall-clock safety limit in seconds (default 30). Solves are bounded by a node cap,
     * which is deterministic; a time limit is not, so a plan that reaches it is flagged
     * (`solver.highsStatus: 'timeLimit'`) and may differ between runs.
     */
    timeLimitPerSolveSec?: number;
  };
}

export type PlanNutrient = 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber';

export interface ItemReason {
  /** `planner.serves.<nutrient>` or `planner.serves.energy`. */
  code: string;
  serves: PlanNutrient;
  text: string;
  /**
   * The figures of `text`, for translation: `amount` of the nutrient served (kcal or g), its share
   * of the day's total of that nutrient and the food's share of the day's energy, in %.
   */
  values: { amount: number; unit: 'kcal' | 'g'; dayShare: number; energyShare: number };
}

export interface PlanItem {
  ndbNo: string;
  description: string;
  role: FoodRole;
  /** Household measure: `quantity` × `measure` (SR portion `portionSeq`) = `grams`. */
  quantity: number;
  measure: string;
  portionSeq: number;
  grams: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** null when SR does not report fiber for the food. */
  fiber: number | null;
  reason: ItemReason;
}

export interface PlanSlot {
  slot: MealSlot;
  targetKcal: number;
  /** Energy of the slot, fixed foods included. */
  kcal: number;
  /** Energy of the slot's fixed foods (not listed in `items`). */
  fixedKcal: number;
  /** The foods the planner chose (fixed foods are the caller's own and are not repeated here). */
  items: PlanItem[];
}

export interface TargetCheck {
  value: number;
  min: number;
  max: number;
  ok: boolean;
}

export interface RelaxSuggestion {
  /** e.g. `fat.max`, `calories.min`, `slot.lunch`, `exclusions`. */
  constraint: string;
  code: string;
  /** How far the nearest plan had to go past the limit, in `unit`. */
  amount?: number;
  unit?: string;
  message: string;
  days?: number[];
}

export interface PlanDay {
  day: number;
  slots: PlanSlot[];
  totals: Record<PlanNutrient, number> & { sodiumMg: number | null; fiberNotReportedBy: string[] };
  checks: Record<PlanNutrient, TargetCheck>;
  meetsTargets: boolean;
  relax: RelaxSuggestion[];
  solver: {
    status: SolveResult['status'] | 'elastic';
    highsStatus: string;
    attempts: number;
    ms: number;
    candidates: number;
  };
}

export interface MealPlan {
  status: 'ok' | 'partial' | 'infeasible';
  seed: number;
  days: PlanDay[];
  /** Targets to relax when the plan cannot meet them (merged over days). */
  relax: RelaxSuggestion[];
  variety: { items: number; distinctFoods: number; repeatedAcrossDays: number };
  /** Share of days whose energy is within ±5 % of the target and every macro within range. */
  daysMeetingTargets: number;
  warnings: string[];
  solver: { name: string; version: string };
  candidates: { plannable: number; afterExclusions: number };
  ms: number;
}

interface SlotRules {
  minItems: number;
  maxItems: number;
  roles: Partial<Record<FoodRole, { pool: number; max: number }>>;
  /** Each inner list: at least one item from these roles. */
  require: FoodRole[][];
}

const RULES: Record<SlotKind, SlotRules> = {
  breakfast: {
    minItems: 2,
    maxItems: 4,
    roles: {
      starch: { pool: 6, max: 1 },
      dairy: { pool: 4, max: 1 },
      fruit: { pool: 5, max: 1 },
      protein: { pool: 4, max: 1 },
      nuts: { pool: 3, max: 1 },
      fat: { pool: 1, max: 1 },
      snack: { pool: 2, max: 1 },
    },
    require: [['starch', 'protein', 'dairy']],
  },
  main: {
    minItems: 3,
    maxItems: 5,
    roles: {
      protein: { pool: 8, max: 1 },
      starch: { pool: 6, max: 1 },
      vegetable: { pool: 8, max: 2 },
      fruit: { pool: 3, max: 1 },
      dairy: { pool: 2, max: 1 },
      fat: { pool: 2, max: 1 },
      mixed: { pool: 2, max: 1 },
    },
    require: [
      ['protein', 'mixed'],
      ['vegetable', 'mixed'],
    ],
  },
  snack: {
    minItems: 1,
    maxItems: 2,
    roles: {
      fruit: { pool: 4, max: 1 },
      nuts: { pool: 3, max: 1 },
      dairy: { pool: 3, max: 1 },
      snack: { pool: 3, max: 1 },
      vegetable: { pool: 2, max: 1 },
      protein: { pool: 2, max: 1 },
    },
    require: [],
  },
};

const SLOT_BAND = 0.35;
/** Largest share of a meal's energy one food may bring in the LP stage. */
const FOOD_SHARE_CAP: Record<SlotKind, number> = { breakfast: 0.55, main: 0.45, snack: 1 };
const ITEM_COST = 0;
/** No penalty while the day's energy is within ±1.5 % of the target (the hard window is ±5 %). */
const ENERGY_DEAD_BAND = 0.015;
/** No penalty while each macro is within ±5 % of its target (the hard range still applies). */
const MACRO_DEAD_BAND = 0.05;
/** No penalty while a slot's energy is within ±10 % of its share (hard band ±35 %). */
const SLOT_DEAD_BAND = 0.1;

/**
 * Penalises the distance of Σ terms from `target` beyond ±`band`: two non-negative deviation
 * columns priced at `weight` per unit. Integer plans rarely hit a target exactly; the band keeps
 * the optimum reachable so HiGHS can prove it instead of enumerating near-equal combinations.
 */
function softTarget(
  lp: LpBuilder,
  terms: readonly (readonly [number, number])[],
  target: number,
  band: number,
  weight: number,
): void {
  const plus = lp.addVar(weight, 0, Infinity);
  const minus = lp.addVar(weight, 0, Infinity);
  lp.addRow([...terms, [plus, -1]], -Infinity, target + band);
  lp.addRow([...terms, [minus, 1]], target - band, Infinity);
}
const MACROS = ['protein', 'carbs', 'fat'] as const;

interface Candidate {
  spec: ColumnSpec;
  slot: MealSlot;
  food: PlannableFood;
  k: number;
  y: number;
  cost: number;
}

interface Prepared {
  counts: { plannable: number; allowed: number };
  table: FoodTable;
  targets: DailyTargets;
  kcalLo: number;
  kcalHi: number;
  shares: [MealSlot, number][];
  /** The slots that get new foods, with their shares scaled to add up to 1. */
  fillShares: [MealSlot, number][];
  /** Fixed foods per day (0-based). */
  fixedByDay: FixedFood[][];
  eligible: Map<string, PlannableFood[]>;
  warnings: string[];
  timeLimit: number;
  poolScale: number;
}

function checkRange(name: string, r: Range | undefined): Range {
  if (!r)
    throw new ClinicalError('INVALID_INPUT', `targets.${name} is required`, { field: `targets.${name}` });
  requireNumber(`targets.${name}.min`, r.min, 0);
  requireNumber(`targets.${name}.max`, r.max, 0);
  requireNumber(`targets.${name}.target`, r.target, 0);
  if (!(r.min <= r.target && r.target <= r.max)) {
    throw new ClinicalError('INVALID_INPUT', `targets.${name} must satisfy min ≤ target ≤ max`, {
      field: `targets.${name}`,
      ...r,
    });
  }
  return r;
}

/** Arithmetic check before solving: can the macro ranges and the calorie window meet at all? */
function staticInfeasibility(t: DailyTargets, kcalLo: number, kcalHi: number): RelaxSuggestion[] {
  const out: RelaxSuggestion[] = [];
  if (kcalLo > kcalHi) {
    out.push({
      constraint: 'calories',
      code: 'planner.relax.calories',
      message: `The calorie range ${t.calories.min}-${t.calories.max} kcal does not overlap ±5 % of the ${t.calories.target} kcal target.`,
    });
    return out;
  }
  // Foods' own Atwater factors differ from 4/4/9 (fiber, alcohol, food-specific factors): allow 10 %.
  const minKcal = 4 * t.protein.min + 4 * t.carbs.min + 9 * t.fat.min;
  const maxKcal = 4 * t.protein.max + 4 * t.carbs.max + 9 * t.fat.max;
  if (minKcal * 0.9 > kcalHi) {
    out.push({
      constraint: 'macros.min',
      code: 'planner.relax.macros_min',
      amount: roundTo(minKcal * 0.9 - kcalHi, 0),
      unit: 'kcal',
      message: `The macro minimums (protein ${t.protein.min} g, carbohydrate ${t.carbs.min} g, fat ${t.fat.min} g) need about ${roundTo(minKcal, 0)} kcal, more than the ${roundTo(kcalHi, 0)} kcal allowed: lower a minimum (fat first: 9 kcal/g) or raise the calorie target.`,
    });
  }
  if (maxKcal * 1.1 < kcalLo) {
    out.push({
      constraint: 'macros.max',
      code: 'planner.relax.macros_max',
      amount: roundTo(kcalLo - maxKcal * 1.1, 0),
      unit: 'kcal',
      message: `The macro maximums allow only about ${roundTo(maxKcal, 0)} kcal, less than the ${roundTo(kcalLo, 0)} kcal needed: raise a maximum or lower the calorie target.`,
    });
  }
  return out;
}

/** A fixed item with what the model needs of it: its nutrients and, when plannable, its role. */
interface FixedFood {
  slot: MealSlot;
  ndbNo: string;
  index: number;
  name: string;
  role: FoodRole | undefined;
  grams: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

function prepareFixed(
  table: FoodTable,
  items: readonly FixedItem[],
  days: number,
  catalog: readonly PlannableFood[],
): FixedFood[][] {
  const byNdb = new Map(catalog.map((f) => [f.ndbNo, f]));
  const out: FixedFood[][] = Array.from({ length: days }, () => []);
  items.forEach((item, i) => {
    const day = requireNumber(`fixed[${i}].day`, item.day, 1, days);
    if (!Number.isInteger(day) || !(MEAL_SLOTS as readonly string[]).includes(item.slot))
      throw new ClinicalError('INVALID_INPUT', `fixed[${i}] needs a whole day and a meal slot`, {
        field: `fixed[${i}]`,
      });
    const grams = requireNumber(`fixed[${i}].grams`, item.grams, 0, 5000);
    const index = table.requireIndex(item.ndbNo);
    const n = portionNutrients(table, { ndbNo: item.ndbNo, grams }).nutrients;
    out[day - 1]!.push({
      slot: item.slot,
      ndbNo: item.ndbNo,
      index,
      name: foodName(table.descriptionAt(index)),
      role: byNdb.get(item.ndbNo)?.role,
      grams,
      kcal: n.energy_kcal ?? 0,
      protein: n.protein_g ?? 0,
      carbs: n.carbohydrate_g ?? 0,
      fat: n.fat_g ?? 0,
      fiber: n.fiber_g ?? 0,
    });
  });
  return out;
}

const sumOf = (foods: readonly FixedFood[], pick: (f: FixedFood) => number) =>
  foods.reduce((a, f) => a + pick(f), 0);

function prepare(table: FoodTable, req: MealPlanRequest): Prepared {
  const targets = req.targets;
  for (const k of ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const) checkRange(k, targets?.[k]);
  const T = targets.calories.target;
  requireNumber('targets.calories.target', T, 800, 6000);
  const kcalLo = Math.max(targets.calories.min, T * (1 - CALORIE_TOLERANCE));
  const kcalHi = Math.min(targets.calories.max, T * (1 + CALORIE_TOLERANCE));

  const warnings: string[] = [];
  const raw = { ...DEFAULT_SLOT_SHARES, ...(req.slotShares ?? {}) };
  let total = 0;
  for (const s of MEAL_SLOTS) total += requireNumber(`slotShares.${s}`, raw[s], 0, 1);
  if (total <= 0)
    throw new ClinicalError('INVALID_INPUT', 'slotShares must give some slot a share', {
      field: 'slotShares',
    });
  if (Math.abs(total - 1) > 0.01)
    warnings.push(`Slot shares add up to ${roundTo(total, 3)}, not 1; they were scaled to 1.`);
  const shares = MEAL_SLOTS.filter((s) => raw[s] > 0).map((s): [MealSlot, number] => [s, raw[s] / total]);
  const fillSet = new Set<MealSlot>(req.fill ?? MEAL_SLOTS);
  const filled = shares.filter(([s]) => fillSet.has(s));
  if (filled.length === 0)
    throw new ClinicalError('INVALID_INPUT', 'fill must name a slot that has a share', { field: 'fill' });
  const fillTotal = filled.reduce((a, [, share]) => a + share, 0);
  const fillShares = filled.map(([s, share]): [MealSlot, number] => [s, share / fillTotal]);

  const ex = req.exclusions ?? {};
  for (const n of ex.foods ?? [])
    if (!table.has(n)) warnings.push(`Disliked food ${n} is not in the food table.`);
  const excluded = exclusionFilter(table, ex, req.tagOverrides ?? []);
  const catalog = planningCatalog(table, req.options ?? {});
  const allowed = catalog.filter((f) => !excluded(f.index));
  const eligible = new Map<string, PlannableFood[]>();
  for (const f of allowed) {
    for (const kind of f.kinds) {
      const key = `${kind}:${f.role}`;
      let list = eligible.get(key);
      if (!list) {
        list = [];
        eligible.set(key, list);
      }
      list.push(f);
    }
  }
  return {
    counts: { plannable: catalog.length, allowed: allowed.length },
    table,
    targets,
    kcalLo,
    kcalHi,
    shares,
    fillShares,
    fixedByDay: prepareFixed(table, req.fixed ?? [], req.days, catalog),
    eligible,
    warnings,
    timeLimit: req.options?.timeLimitPerSolveSec ?? 30,
    poolScale: req.options?.poolScale ?? 1,
  };
}

/** Weighted sampling without replacement (Efraimidis–Spirakis), seeded. */
function sample(
  list: readonly PlannableFood[],
  weights: Float64Array,
  n: number,
  rand: () => number,
  weight: (f: PlannableFood, base: number) => number,
): PlannableFood[] {
  const keys: number[] = [];
  const picked: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const w = weight(list[i] as PlannableFood, weights[i] as number);
    if (w <= 0) continue;
    const key = Math.log(rand() || Number.MIN_VALUE) / w;
    // Keep the n largest keys (insertion into a short sorted list).
    if (picked.length === n && key <= (keys[n - 1] as number)) continue;
    let j = picked.length;
    while (j > 0 && key > (keys[j - 1] as number)) j--;
    keys.splice(j, 0, key);
    picked.splice(j, 0, i);
    if (picked.length > n) {
      keys.pop();
      picked.pop();
    }
  }
  return picked.map((i) => list[i] as PlannableFood);
}

interface DayModel {
  lp: LpBuilder;
  candidates: Candidate[];
  /** Slack columns of the elastic model, by constraint name, with the unit scale. */
  slacks: { name: string; col: number; unit: string }[];
}

/** One candidate column: a food in a slot with bounds on its number of portion steps. */
interface ColumnSpec {
  slot: MealSlot;
  food: PlannableFood;
  lower: number;
  upper: number;
  cost: number;
}

/** Linear meal-structure rules that hold in both the LP and the integer model. */
interface StructureRule {
  roles: FoodRole[];
  /** At least this share of the slot's energy target from these roles… */
  minEnergyShare?: number;
  /** …or at least this many grams of them. */
  minGrams?: number;
  /** At most this share of the slot's energy target from these roles. */
  maxEnergyShare?: number;
}

const STRUCTURE: Record<SlotKind, StructureRule[]> = {
  breakfast: [
    { roles: ['starch', 'protein', 'dairy'], minEnergyShare: 0.3 },
    { roles: ['fat'], maxEnergyShare: 0.2 },
  ],
  main: [
    { roles: ['protein', 'mixed'], minEnergyShare: 0.2 },
    { roles: ['vegetable', 'mixed'], minGrams: 75 },
    { roles: ['fat'], maxEnergyShare: 0.2 },
    { roles: ['fruit'], maxEnergyShare: 0.25 },
  ],
  snack: [],
};

/**
 * Builds one day's model. `integer: false` gives the LP used to choose foods from a large pool
 * (continuous portions, structure as energy/gram shares); `integer: true` gives the MILP on the
 * LP's chosen foods with whole portion steps, item counts and one-of-each-role rules.
 */
function buildDay(
  p: Prepared,
  columns: readonly ColumnSpec[],
  mode: { integer: boolean; binaries: boolean; elastic: boolean; dropped: Set<string> },
  fixed: readonly FixedFood[],
): DayModel {
  const lp = new LpBuilder();
  const t = p.targets;
  const T = t.calories.target;
  // Fixed foods are constants: every row's bounds and every soft target move by what they bring.
  const filledSlots = new Set(p.fillShares.map(([s]) => s));
  const available = Math.max(
    T -
      sumOf(
        fixed.filter((f) => !filledSlots.has(f.slot)),
        (f) => f.kcal,
      ),
    0.05 * T,
  );
  const candidates: Candidate[] = [];
  const slacks: DayModel['slacks'] = [];
  const dayE: [number, number][] = [];
  const dayM: Record<'protein' | 'carbs' | 'fat' | 'fiber', [number, number][]> = {
    protein: [],
    carbs: [],
    fat: [],
    fiber: [],
  };
  const byFood = new Map<number, number[]>();
  const BIG = 1000;
  const addSlack = (name: string, unit: string, weightPerUnit: number): number => {
    const col = lp.addVar(weightPerUnit, 0, Infinity);
    slacks.push({ name, col, unit });
    return col;
  };
  /** Hard lo ≤ Σ ≤ hi, or with penalised slack on each side in the elastic model. */
  const hardRow = (
    terms: [number, number][],
    lo: number,
    hi: number,
    name: string,
    unit: string,
    weight: number,
  ) => {
    if (!mode.elastic) {
      lp.addRow(terms, lo, hi);
      return;
    }
    if (lo > -Infinity) lp.addRow([...terms, [addSlack(`${name}.min`, unit, weight), 1]], lo, Infinity);
    if (hi < Infinity) lp.addRow([...terms, [addSlack(`${name}.max`, unit, weight), -1]], -Infinity, hi);
  };

  for (const [slot, share] of p.fillShares) {
    const kind = SLOT_KIND[slot];
    const rules = RULES[kind];
    const slotT = share * available;
    const slotFixed = fixed.filter((f) => f.slot === slot);
    const fixedKcal = sumOf(slotFixed, (f) => f.kcal);
    const fixedOf = (roles: readonly FoodRole[], pick: (f: FixedFood) => number) =>
      sumOf(
        slotFixed.filter((f) => f.role !== undefined && roles.includes(f.role)),
        pick,
      );
    const slotE: [number, number][] = [];
    const ys: number[] = [];
    const byRole = new Map<FoodRole, { k: number; y: number; food: PlannableFood }[]>();
    for (const c of columns) {
      if (c.slot !== slot) continue;
      const food = c.food;
      // Preference and reuse costs are charged per portion step in proportion to the energy the
      // step brings, so the LP sees them and prefers the cheaper (more varied) foods.
      const kcalPerStep = food.stepGrams * food.kcal;
      // In the LP one food may bring at most FOOD_SHARE_CAP of a meal's energy, so meals are made
      // of several foods (an LP optimum otherwise sits on as few foods as it can).
      const cap = mode.integer ? c.upper : Math.min(c.upper, (FOOD_SHARE_CAP[kind] * slotT) / kcalPerStep);
      const k = lp.addVar((c.cost * kcalPerStep) / (0.3 * slotT), c.lower, cap, mode.integer);
      let y = -1;
      if (mode.binaries) {
        y = lp.addVar(ITEM_COST, 0, 1, true);
        lp.addRow(
          [
            [k, 1],
            [y, -c.upper],
          ],
          -Infinity,
          0,
        );
        lp.addRow(
          [
            [k, 1],
            [y, -1],
          ],
          0,
          Infinity,
        );
        ys.push(y);
        byFood.set(food.index, [...(byFood.get(food.index) ?? []), y]);
      }
      candidates.push({ spec: c, slot, food, k, y, cost: c.cost });
      const g = food.stepGrams;
      slotE.push([k, kcalPerStep]);
      dayE.push([k, kcalPerStep]);
      dayM.protein.push([k, g * food.protein]);
      dayM.carbs.push([k, g * food.carbs]);
      dayM.fat.push([k, g * food.fat]);
      dayM.fiber.push([k, g * food.fiber]);
      byRole.set(food.role, [...(byRole.get(food.role) ?? []), { k, y, food }]);
    }
    // Meal structure as energy / gram shares (LP and MILP).
    for (const rule of STRUCTURE[kind]) {
      const members = rule.roles.flatMap((r) => byRole.get(r) ?? []);
      const key = `${slot}:${rule.roles.join('|')}`;
      const needKcal = (rule.minEnergyShare ?? 0) * slotT - fixedOf(rule.roles, (f) => f.kcal);
      if (rule.minEnergyShare !== undefined && members.length && !mode.dropped.has(key) && needKcal > 0) {
        hardRow(
          members.map((m) => [m.k, m.food.stepGrams * m.food.kcal]),
          needKcal,
          Infinity,
          `structure.${slot}`,
          'kcal',
          BIG / (slotT / 100) / 8,
        );
      }
      const needGrams = (rule.minGrams ?? 0) - fixedOf(rule.roles, (f) => f.grams);
      if (rule.minGrams !== undefined && members.length && !mode.dropped.has(key) && needGrams > 0) {
        hardRow(
          members.map((m) => [m.k, m.food.stepGrams]),
          needGrams,
          Infinity,
          `structure.${slot}`,
          'g',
          BIG / 8,
        );
      }
      // Upper shares only shape the LP's choice; whole portions may overshoot them a little.
      if (rule.maxEnergyShare !== undefined && members.length && !mode.integer) {
        lp.addRow(
          members.map((m) => [m.k, m.food.stepGrams * m.food.kcal]),
          -Infinity,
          Math.max(0, rule.maxEnergyShare * slotT - fixedOf(rule.roles, (f) => f.kcal)),
        );
      }
    }
    // Item counts and one-of-each-role (MILP with binaries only).
    if (mode.binaries && ys.length) {
      // The minimum cannot exceed what the per-role maximums allow with these foods.
      let reachable = 0;
      const roleRoom = (role: FoodRole) =>
        Math.max(0, (rules.roles[role]?.max ?? 1) - slotFixed.filter((f) => f.role === role).length);
      for (const [role, members] of byRole) reachable += Math.min(members.length, roleRoom(role));
      lp.addRow(
        ys.map((y) => [y, 1]),
        Math.min(Math.max(0, rules.minItems - slotFixed.length), reachable),
        Math.max(0, rules.maxItems - slotFixed.length),
      );
      for (const [role, members] of byRole) {
        const max = roleRoom(role);
        if (members.length > max)
          lp.addRow(
            members.map((m) => [m.y, 1]),
            0,
            max,
          );
      }
    }
    // Slot energy: a hard band around the share, and a soft pull to the share itself.
    const band = share >= 0.05 ? SLOT_BAND : 1;
    softTarget(lp, slotE, slotT - fixedKcal, SLOT_DEAD_BAND * slotT, 0.15 / (slotT / 100));
    hardRow(
      slotE,
      slotT * (1 - band) - fixedKcal,
      slotT * (1 + band) - fixedKcal,
      `slot.${slot}`,
      'kcal',
      BIG / (slotT / 100) / 4,
    );
  }
  // Each food at most once a day (pools are drawn without repeats; this guards the MILP).
  for (const yl of byFood.values())
    if (yl.length > 1)
      lp.addRow(
        yl.map((y) => [y, 1]),
        0,
        1,
      );
  // Day energy: hard window (shrunk by 0.25 % for rounding safety), soft pull to the target.
  const fixedE = sumOf(fixed, (f) => f.kcal);
  softTarget(lp, dayE, T - fixedE, ENERGY_DEAD_BAND * T, 3 / (T / 100));
  hardRow(
    dayE,
    p.kcalLo + 0.0025 * T - fixedE,
    p.kcalHi - 0.0025 * T - fixedE,
    'calories',
    'kcal',
    BIG / (T / 100),
  );
  // Macros and fiber: hard range (shrunk by up to 0.5 g), soft pull to the target (not fiber).
  for (const m of [...MACROS, 'fiber'] as const) {
    const r = t[m];
    const margin = Math.min(0.5, (r.max - r.min) / 10);
    const c = sumOf(fixed, (f) => f[m]);
    if (m !== 'fiber' && r.target > 0)
      softTarget(lp, dayM[m], r.target - c, MACRO_DEAD_BAND * r.target, 1 / (r.target / 100));
    hardRow(dayM[m], r.min + margin - c, r.max - margin - c, m, 'g', BIG / (Math.max(r.target, 1) / 100));
  }
  return { lp, candidates, slacks };
}

const NUTRIENT_WORDS: Record<PlanNutrient, string> = {
  calories: 'energy',
  protein: 'protein',
  carbs: 'carbohydrate',
  fat: 'fat',
  fiber: 'fiber',
};

function explain(
  item: Omit<PlanItem, 'reason'>,
  slot: MealSlot,
  totals: Record<PlanNutrient, number>,
): ItemReason {
  const eShare = totals.calories > 0 ? item.kcal / totals.calories : 0;
  let best: PlanNutrient = 'calories';
  let bestRatio = 1.25;
  for (const n of ['protein', 'fiber', 'carbs', 'fat'] as const) {
    const v = n === 'fiber' ? (item.fiber ?? 0) : item[n];
    const share = totals[n] > 0 ? v / totals[n] : 0;
    const ratio = eShare > 0 ? share / eShare : 0;
    if (share >= 0.08 && ratio > bestRatio) {
      best = n;
      bestRatio = ratio;
    }
  }
  const slotWord = SLOT_LABELS[slot];
  const energyShare = roundTo(eShare * 100, 0);
  if (best === 'calories') {
    return {
      code: 'planner.serves.energy',
      serves: 'calories',
      text: `Brings ${roundTo(item.kcal, 0)} kcal (${energyShare} % of the day) toward the ${slotWord} energy share.`,
      values: { amount: roundTo(item.kcal, 0), unit: 'kcal', dayShare: energyShare, energyShare },
    };
  }
  const v = best === 'fiber' ? (item.fiber ?? 0) : item[best];
  const pct = roundTo((v / totals[best]) * 100, 0);
  return {
    code: `planner.serves.${best}`,
    serves: best,
    values: { amount: roundTo(v, 1), unit: 'g', dayShare: pct, energyShare },
    text: `${best === 'protein' ? 'Protein source' : best === 'fiber' ? 'Fiber source' : best === 'carbs' ? 'Carbohydrate source' : 'Fat source'} at ${slotWord}: ${roundTo(v, 1)} g ${NUTRIENT_WORDS[best]}, ${pct} % of the day's ${NUTRIENT_WORDS[best]} for ${roundTo(eShare * 100, 0)} % of its energy.`,
  };
}

/** Slot-share and meal-structure slacks of the elastic model that the nearest plan needed. */
function relaxFromSlacks(model: DayModel, values: Float64Array, day: number): RelaxSuggestion[] {
  const out: RelaxSuggestion[] = [];
  for (const s of model.slacks) {
    const v = values[s.col] ?? 0;
    const parts = s.name.split('.');
    if ((parts[0] !== 'slot' && parts[0] !== 'structure') || v <= 1) continue;
    const slot = SLOT_LABELS[parts[1] as MealSlot];
    const side = parts[2];
    const amount = roundTo(v, 0);
    const message =
      parts[0] === 'slot'
        ? `The ${slot} energy share could not be met with the remaining foods (off by ${amount} kcal, ${side === 'min' ? 'too little' : 'too much'}): change the ${slot} share or relax the exclusions.`
        : `The ${slot} could not include its usual protein/vegetable part (short by ${amount} ${s.unit}): relax the exclusions for that meal.`;
    out.push({
      constraint: s.name,
      code: `planner.relax.${s.name}`,
      amount,
      unit: s.unit,
      message,
      days: [day],
    });
  }
  return out;
}

const NUTRIENT_NAMES: Record<PlanNutrient, string> = {
  calories: 'Energy',
  protein: 'Protein',
  carbs: 'Carbohydrate',
  fat: 'Fat',
  fiber: 'Fiber',
};

/** Targets the nearest plan misses, by how far, each with the change that would admit it. */
function relaxFromChecks(checks: Record<PlanNutrient, TargetCheck>, day: number): RelaxSuggestion[] {
  const out: RelaxSuggestion[] = [];
  for (const key of ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const) {
    const c = checks[key];
    if (c.ok) continue;
    const low = c.value < c.min;
    const amount = roundTo(low ? c.min - c.value : c.value - c.max, 1);
    const unit = key === 'calories' ? 'kcal' : 'g';
    const limit = low ? c.min : c.max;
    const message =
      key === 'calories'
        ? `The nearest plan has ${c.value} kcal, ${amount} kcal ${low ? 'below' : 'above'} the allowed ${low ? 'minimum' : 'maximum'} (${limit} kcal, ±5 % of the target): ${low ? 'lower' : 'raise'} the calorie target or widen the macro ranges.`
        : `${NUTRIENT_NAMES[key]} ${low ? 'reaches only' : 'cannot be kept below'} ${c.value} g: ${low ? 'lower the minimum' : 'raise the maximum'} from ${limit} g to about ${roundTo(c.value, 0)} g, or relax the exclusions.`;
    out.push({
      constraint: `${key}.${low ? 'min' : 'max'}`,
      code: `planner.relax.${key}.${low ? 'min' : 'max'}`,
      amount,
      unit,
      message,
      days: [day],
    });
  }
  return out;
}

/**
 * Integer-stage options: a node cap keeps solve time bounded and the result deterministic (a
 * time limit would not); the feasibility-jump heuristic is skipped because on these small models
 * it costs more than it finds (measured: about 40 % of solve time).
 */
const MILP_OPTIONS = {
  mip_max_nodes: 2000,
  mip_heuristic_effort: 0,
  mip_heuristic_run_feasibility_jump: false,
  mip_heuristic_run_rins: false,
  mip_heuristic_run_rens: false,
  mip_heuristic_run_root_reduced_cost: false,
  mip_heuristic_run_zi_round: false,
  mip_heuristic_run_shifting: false,
};
/** The LP stage is small and well scaled: presolve costs more than it saves (measured ~40 %). */
const LP_OPTIONS = { presolve: 'off' };

/**
 * Draws the day's candidate pool: per slot and role, foods sampled with a seeded RNG, each SR
 * family (group) equally likely, more common foods (more household measures) more likely, foods
 * served on earlier days much less likely and dearer. A food is drawn for at most one slot a day.
 */
function drawColumns(
  p: Prepared,
  day: number,
  attempt: number,
  seed: number,
  usedOn: Map<string, number>,
  baseWeights: Map<string, Float64Array>,
): ColumnSpec[] {
  const rand = mulberry32(mixSeed(seed, day, attempt));
  const scale = p.poolScale * (attempt === 0 ? 1 : 2);
  const fixed = p.fixedByDay[day] ?? [];
  // A fixed food is not drawn again that day, nor another food of its name.
  const taken = new Set<number>(fixed.map((f) => f.index));
  // One food per name a day ("Pineapple, raw" and "Pineapple, canned" are not both drawn).
  const names = new Set<string>(fixed.map((f) => f.name));
  const columns: ColumnSpec[] = [];
  for (const [slot] of p.fillShares) {
    const kind = SLOT_KIND[slot];
    for (const [role, spec] of Object.entries(RULES[kind].roles) as [FoodRole, { pool: number }][]) {
      const key = `${kind}:${role}`;
      const list = p.eligible.get(key) ?? [];
      const picked = sample(
        list,
        baseWeights.get(key) ?? new Float64Array(list.length),
        Math.ceil(spec.pool * scale),
        rand,
        (f, w) => (taken.has(f.index) || names.has(f.name) ? 0 : usedOn.has(f.ndbNo) ? w * 0.1 : w),
      );
      for (const f of picked) {
        if (names.has(f.name)) continue;
        names.add(f.name);
        taken.add(f.index);
        const last = usedOn.get(f.ndbNo);
        const reuse = last === undefined ? 0 : last === day - 1 ? 6 : 3;
        columns.push({
          slot,
          food: f,
          lower: 0,
          upper: f.maxSteps,
          cost: 0.3 + 0.8 * rand() + reuse + (f.branded ? 0.5 : 0),
        });
      }
    }
  }
  return columns;
}

/** True when the foods of some slot exceed its item count or its per-role maximum. */
function breaksCountRules(columns: readonly ColumnSpec[]): boolean {
  const perSlot = new Map<MealSlot, number>();
  const perRole = new Map<string, number>();
  for (const c of columns) {
    perSlot.set(c.slot, (perSlot.get(c.slot) ?? 0) + 1);
    const key = `${c.slot}:${c.food.role}`;
    perRole.set(key, (perRole.get(key) ?? 0) + 1);
  }
  for (const [slot, n] of perSlot) if (n > RULES[SLOT_KIND[slot]].maxItems) return true;
  for (const [key, n] of perRole) {
    const [slot, role] = key.split(':') as [MealSlot, FoodRole];
    if (n > (RULES[SLOT_KIND[slot]].roles[role]?.max ?? 1)) return true;
  }
  return false;
}

/** Columns the LP used (value > 0), bounded near the LP amount; `widen` allows any amount. */
function supportColumns(model: DayModel, values: Float64Array, widen: boolean): ColumnSpec[] {
  const out: ColumnSpec[] = [];
  for (const c of model.candidates) {
    const v = values[c.k] ?? 0;
    if (v <= 1e-6) continue;
    // Narrow: every food the LP used stays, within one step of its LP amount (a rounding MILP).
    // Wide: any amount, and binaries decide which foods stay.
    out.push(
      widen
        ? { ...c.spec, lower: 0, upper: c.food.maxSteps }
        : {
            ...c.spec,
            lower: v < 1 ? 0 : Math.max(1, Math.floor(v + 1e-9) - 1),
            upper: Math.min(c.food.maxSteps, Math.ceil(v - 1e-9) + 1),
          },
    );
  }
  return out;
}

/**
 * Plans `days` days of meals. Loads HiGHS and uses the given food table (see `loadFoodTable`).
 * Throws INVALID_INPUT for malformed requests; returns `status: 'infeasible'` (with `relax`) when
 * the targets cannot be met.
 */
export async function planMeals(table: FoodTable, req: MealPlanRequest, solver?: Solver): Promise<MealPlan> {
  const highs = solver ?? (await loadSolver());
  return planMealsSync(table, req, highs);
}

/** Same as `planMeals` with an already loaded solver. */
export function planMealsSync(table: FoodTable, req: MealPlanRequest, highs: Solver): MealPlan {
  const t0 = Date.now();
  const days = requireNumber('days', req.days, 1, 31);
  if (!Number.isInteger(days))
    throw new ClinicalError('INVALID_INPUT', 'days must be a whole number', { field: 'days' });
  const seed = req.seed ?? 1;
  requireNumber('seed', seed);
  const p = prepare(table, req);
  const counts = p.counts;
  const base = {
    seed,
    solver: { name: 'HiGHS', version: highs.version.string },
    candidates: { plannable: counts.plannable, afterExclusions: counts.allowed },
  };

  const staticRelax = staticInfeasibility(p.targets, p.kcalLo, p.kcalHi);
  if (staticRelax.length) {
    return {
      ...base,
      status: 'infeasible',
      days: [],
      relax: staticRelax,
      variety: { items: 0, distinctFoods: 0, repeatedAcrossDays: 0 },
      daysMeetingTargets: 0,
      warnings: p.warnings,
      ms: Date.now() - t0,
    };
  }

  // Requirements no food can satisfy after exclusions are dropped (with a warning), not failed.
  const dropped = new Set<string>();
  const structural: RelaxSuggestion[] = [];
  for (const [slot] of p.fillShares) {
    const kind = SLOT_KIND[slot];
    const rules = RULES[kind];
    const available = Object.keys(rules.roles).filter(
      (r) => (p.eligible.get(`${kind}:${r}`)?.length ?? 0) > 0,
    );
    if (available.length === 0) {
      structural.push({
        constraint: 'exclusions',
        code: 'planner.relax.exclusions',
        message: `No food suitable for ${SLOT_LABELS[slot]} remains after the exclusions: remove some exclusions or give ${SLOT_LABELS[slot]} a 0 share.`,
      });
    }
    for (const group of rules.require) {
      if (!group.some((r) => (p.eligible.get(`${kind}:${r}`)?.length ?? 0) > 0)) {
        dropped.add(`${slot}:${group.join('|')}`);
        p.warnings.push(
          `No ${group.join(' or ')} food remains for ${SLOT_LABELS[slot]} after the exclusions; that meal is planned without one.`,
        );
      }
    }
  }
  if (structural.length) {
    return {
      ...base,
      status: 'infeasible',
      days: [],
      relax: structural,
      variety: { items: 0, distinctFoods: 0, repeatedAcrossDays: 0 },
      daysMeetingTargets: 0,
      warnings: p.warnings,
      ms: Date.now() - t0,
    };
  }

  // Family weights: each SR group (split for eggs/cheese) gets equal total weight within a role,
  // and inside a family more common foods (more household measures listed) weigh more.
  const familyTotals = new Map<string, number>();
  const commonness = (f: PlannableFood) => Math.min(f.portionCount, 6);
  for (const [key, list] of p.eligible) {
    for (const f of list)
      familyTotals.set(`${key}|${f.family}`, (familyTotals.get(`${key}|${f.family}`) ?? 0) + commonness(f));
  }
  const baseWeights = new Map<string, Float64Array>();
  for (const [key, list] of p.eligible) {
    baseWeights.set(
      key,
      Float64Array.from(list, (f) => commonness(f) / (familyTotals.get(`${key}|${f.family}`) ?? 1)),
    );
  }

  // Foods served elsewhere in the plan count as served two days ago: drawn less, dearer.
  const usedOn = new Map<string, number>((req.recentlyServed ?? []).map((n) => [n, -2]));
  const planDays: PlanDay[] = [];
  const solve = (model: DayModel, integer: boolean) =>
    solveMilp(highs, model.lp, {
      timeLimitSec: p.timeLimit,
      // Solve (nearly) to proven optimality: the answer is then the optimum itself, not whichever
      // incumbent the search held when a looser gap was reached.
      relGap: 1e-4,
      extra: integer ? MILP_OPTIONS : LP_OPTIONS,
    });
  for (let d = 0; d < days; d++) {
    const dayFixed = p.fixedByDay[d] ?? [];
    let result: SolveResult | undefined;
    let model: DayModel | undefined;
    let attempts = 0;
    let ms = 0;
    let elasticUsed = false;
    let lastColumns: ColumnSpec[] = [];
    for (let attempt = 0; attempt < 2 && !result; attempt++) {
      attempts++;
      const columns = drawColumns(p, d, attempt, seed, usedOn, baseWeights);
      lastColumns = columns;
      // Stage 1: LP over the drawn pool chooses the foods.
      const lpModel = buildDay(
        p,
        columns,
        { integer: false, binaries: false, elastic: false, dropped },
        dayFixed,
      );
      const lpResult = solve(lpModel, false);
      ms += lpResult.ms;
      if (lpResult.status !== 'optimal' && lpResult.status !== 'feasible') continue;
      // Stage 2: whole portion steps on the foods the LP used (then with wider bounds).
      for (const widen of [false, true]) {
        let support = supportColumns(lpModel, lpResult.values, widen);
        // Binaries (item counts, one food per role) only when the LP's foods break those rules.
        const binaries = widen || breaksCountRules(support);
        if (binaries) support = support.map((c) => ({ ...c, lower: 0 }));
        model = buildDay(p, support, { integer: true, binaries, elastic: false, dropped }, dayFixed);
        const r = solve(model, true);
        ms += r.ms;
        if (r.status === 'optimal' || r.status === 'feasible') {
          result = r;
          break;
        }
      }
    }
    if (!result) {
      // Nearest plan: elastic LP on the last pool, elastic MILP on its support; slacks name the targets to relax.
      attempts++;
      elasticUsed = true;
      const lpModel = buildDay(
        p,
        lastColumns,
        { integer: false, binaries: false, elastic: true, dropped },
        dayFixed,
      );
      const lpResult = solve(lpModel, false);
      ms += lpResult.ms;
      model = buildDay(
        p,
        supportColumns(lpModel, lpResult.values, true),
        { integer: true, binaries: true, elastic: true, dropped },
        dayFixed,
      );
      result = solve(model, true);
      ms += result.ms;
    }
    if (!model || (result.status !== 'optimal' && result.status !== 'feasible')) {
      throw new ClinicalError('SOLVER_FAILED', `HiGHS could not solve day ${d + 1} (${result.highsStatus})`, {
        day: d + 1,
        status: result.highsStatus,
      });
    }
    const values = result.values;

    // Read the plan back and recompute every figure from the table (not from the model).
    const slotItems = new Map<MealSlot, Omit<PlanItem, 'reason'>[]>();
    const parts = dayFixed.map((f) => portionNutrients(table, { ndbNo: f.ndbNo, grams: f.grams }));
    for (const f of dayFixed) usedOn.set(f.ndbNo, d);
    for (const c of model.candidates) {
      const steps = Math.round(values[c.k] ?? 0);
      if (steps <= 0) continue;
      const quantity = roundTo(steps * c.food.stepUnits, 2);
      const grams = quantity * c.food.portion.gramsPerUnit;
      const pn = portionNutrients(table, { ndbNo: c.food.ndbNo, grams });
      parts.push(pn);
      const item = {
        ndbNo: c.food.ndbNo,
        description: table.descriptionAt(c.food.index),
        role: c.food.role,
        quantity,
        measure: c.food.portion.measure,
        portionSeq: c.food.portion.seq,
        grams: roundTo(grams, 1),
        kcal: pn.nutrients.energy_kcal ?? 0,
        protein: pn.nutrients.protein_g ?? 0,
        carbs: pn.nutrients.carbohydrate_g ?? 0,
        fat: pn.nutrients.fat_g ?? 0,
        fiber: pn.nutrients.fiber_g,
      };
      slotItems.set(c.slot, [...(slotItems.get(c.slot) ?? []), item]);
      usedOn.set(c.food.ndbNo, d);
    }
    const sum = sumNutrients(parts);
    const totals = {
      calories: sum.energy_kcal.value ?? 0,
      protein: sum.protein_g.value ?? 0,
      carbs: sum.carbohydrate_g.value ?? 0,
      fat: sum.fat_g.value ?? 0,
      fiber: sum.fiber_g.value ?? 0,
      sodiumMg: sum.sodium_mg.value,
      fiberNotReportedBy: sum.fiber_g.notReportedBy,
    };
    const check = (value: number, min: number, max: number): TargetCheck => ({
      value: roundTo(value, 1),
      min: roundTo(min, 1),
      max: roundTo(max, 1),
      ok: value >= min - 1e-9 && value <= max + 1e-9,
    });
    const checks: Record<PlanNutrient, TargetCheck> = {
      calories: check(totals.calories, p.kcalLo, p.kcalHi),
      protein: check(totals.protein, p.targets.protein.min, p.targets.protein.max),
      carbs: check(totals.carbs, p.targets.carbs.min, p.targets.carbs.max),
      fat: check(totals.fat, p.targets.fat.min, p.targets.fat.max),
      fiber: check(totals.fiber, p.targets.fiber.min, p.targets.fiber.max),
    };
    const relax = elasticUsed
      ? [...relaxFromChecks(checks, d + 1), ...relaxFromSlacks(model, values, d + 1)]
      : [];
    // Every slot that is filled or holds fixed foods, in meal order.
    const fillShare = new Map(p.fillShares);
    const available = Math.max(
      p.targets.calories.target -
        sumOf(
          dayFixed.filter((f) => !fillShare.has(f.slot)),
          (f) => f.kcal,
        ),
      0.05 * p.targets.calories.target,
    );
    const shareOf = new Map(p.shares);
    const slots: PlanSlot[] = MEAL_SLOTS.filter(
      (slot) => fillShare.has(slot) || dayFixed.some((f) => f.slot === slot),
    ).map((slot) => {
      const items = (slotItems.get(slot) ?? []).map((it) => ({ ...it, reason: explain(it, slot, totals) }));
      const fixedKcal = sumOf(
        dayFixed.filter((f) => f.slot === slot),
        (f) => f.kcal,
      );
      const share = fillShare.get(slot);
      return {
        slot,
        targetKcal: roundTo(
          share !== undefined ? share * available : (shareOf.get(slot) ?? 0) * p.targets.calories.target,
          0,
        ),
        kcal: roundTo(fixedKcal + items.reduce((a, i) => a + i.kcal, 0), 1),
        fixedKcal: roundTo(fixedKcal, 1),
        items,
      };
    });
    planDays.push({
      day: d + 1,
      slots,
      totals: {
        ...totals,
        calories: roundTo(totals.calories, 1),
        protein: roundTo(totals.protein, 1),
        carbs: roundTo(totals.carbs, 1),
        fat: roundTo(totals.fat, 1),
        fiber: roundTo(totals.fiber, 1),
      },
      checks,
      meetsTargets: Object.values(checks).every((c) => c.ok),
      relax,
      solver: {
        status: elasticUsed ? 'elastic' : result.status,
        highsStatus: result.highsStatus,
        attempts,
        ms,
        candidates: model.candidates.length,
      },
    });
    req.onDay?.(planDays[planDays.length - 1] as PlanDay, d + 1, days);
  }

  // Merge relax suggestions over days.
  const merged = new Map<string, RelaxSuggestion>();
  for (const day of planDays) {
    for (const r of day.relax) {
      const prev = merged.get(r.constraint);
      if (!prev) merged.set(r.constraint, { ...r, days: [...(r.days ?? [])] });
      else {
        prev.days = [...(prev.days ?? []), ...(r.days ?? [])];
        if ((r.amount ?? 0) > (prev.amount ?? 0)) {
          prev.amount = r.amount;
          prev.message = r.message;
        }
      }
    }
  }
  const items = planDays.flatMap((d) => d.slots.flatMap((s) => s.items));
  const foodDays = new Map<string, Set<number>>();
  for (const day of planDays)
    for (const s of day.slots)
      for (const i of s.items) foodDays.set(i.ndbNo, (foodDays.get(i.ndbNo) ?? new Set()).add(day.day));
  const meeting = planDays.filter((d) => d.meetsTargets).length;
  return {
    ...base,
    status: meeting === planDays.length ? 'ok' : 'partial',
    days: planDays,
    relax: [...merged.values()],
    variety: {
      items: items.length,
      distinctFoods: foodDays.size,
      repeatedAcrossDays: [...foodDays.values()].filter((s) => s.size > 1).length,
    },
    daysMeetingTargets: planDays.length ? meeting / planDays.length : 0,
    warnings: p.warnings,
    ms: Date.now() - t0,
  };
}

function escapeRe(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Predicate on table rows: true when the food is excluded (allergen, missing diet tag, disliked food or word). */
export function exclusionFilter(
  table: FoodTable,
  ex: MealPlanExclusions,
  overrides: readonly TagOverride[] = [],
): (index: number) => boolean {
  const view = table.tagView(overrides);
  let forbidden = 0;
  for (const a of ex.allergens ?? []) forbidden |= tagBit(a);
  let required = 0;
  for (const d of ex.diets ?? []) required |= tagBit(d);
  const disliked = new Set(ex.foods ?? []);
  const words = (ex.words ?? []).map((w) => w.trim()).filter(Boolean);
  const wordRe = words.length ? new RegExp(`\\b(?:${words.map(escapeRe).join('|')})`, 'i') : undefined;
  return (index) => {
    const mask = view.maskAt(index);
    if (mask & forbidden) return true;
    if ((mask & required) !== required) return true;
    if (disliked.has(table.ndbAt(index))) return true;
    return (
      wordRe !== undefined &&
      (wordRe.test(table.descriptionAt(index)) || wordRe.test(table.commonNamesAt(index)))
    );
  };
}
