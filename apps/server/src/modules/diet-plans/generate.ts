/**
 * AI meal recommendations: the editor's current plan and what to fill (the whole menu, a day, one
 * meal) become a request to the clinical package's meal planner, run in a worker thread
 * (planner-pool.ts). The planner always leaves out what the patient's record forbids, read here from
 * the record and never from the request: allergies, conditions whose rule is required (coeliac
 * disease), plus the plan's dietary tags and dislikes. Locked foods stay; in a meal or day being
 * filled the other foods are replaced. Swaps offer foods of the same role that keep the day within
 * its targets, under the same exclusions.
 */
import { randomInt } from 'node:crypto';
import {
  conditionDiets,
  DEFAULT_SLOT_SHARES,
  type FixedItem,
  type MealPlan,
  type MealPlanRequest,
  swapAlternatives,
} from '@verdant/clinical';
import {
  type DailyTargets,
  DIETARY_TAG_RULES,
  type DietTagCode,
  type GenerateRequest,
  type GenerateResult,
  type Language,
  type MealSlot,
  type PatientAllergen,
  type PlanItem,
  type SwapOption,
  type SwapRequest,
  generateRequestSchema,
  swapRequestSchema,
} from '@verdant/shared';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { findVisiblePatient, readPatients } from '../patients/index.ts';
import { describeDays } from './ai-notes.ts';
import { foodInfo, foods, foodsByNdb } from './foods.ts';
import { plannerPool } from './planner-pool.ts';

type PatientRow = Awaited<ReturnType<typeof findVisiblePatient>>;

export interface Exclusions {
  allergens: PatientAllergen[];
  diets: DietTagCode[];
  conditions: { condition: string; code: string }[];
}

/** What the planner must leave out for this patient and these dietary tags. */
export function exclusionsFor(
  patient: Pick<PatientRow, 'allergies' | 'medicalConditions'>,
  dietaryTags: GenerateRequest['dietaryTags'] = [],
): Exclusions {
  const required = conditionDiets(patient.medicalConditions.map((c) => c.name)).filter((c) => c.required);
  const allergens = new Set<PatientAllergen>(patient.allergies);
  const diets = new Set<DietTagCode>();
  for (const c of required) for (const a of c.avoid) allergens.add(a);
  for (const tag of dietaryTags ?? []) {
    for (const a of DIETARY_TAG_RULES[tag].avoid) allergens.add(a);
    for (const d of DIETARY_TAG_RULES[tag].require) diets.add(d);
  }
  return {
    allergens: [...allergens],
    diets: [...diets],
    conditions: required.map((c) => ({ condition: c.condition, code: c.code })),
  };
}

/** The patient of a planner request, in the caller's scope, its read audited. */
function readPatient(ctx: ServiceContext, id: string, action: string): Promise<PatientRow> {
  return readPatients(
    ctx,
    action,
    (tx) => findVisiblePatient(tx, id, { category: 'diet_plans' }),
    (p) => [p.id],
  );
}

const toFixed = (items: readonly PlanItem[], day: (i: PlanItem) => number): FixedItem[] =>
  items.map((i) => ({ day: day(i), slot: i.slot, ndbNo: i.ndbNo, grams: i.grams }));

export interface Prepared {
  request: Omit<MealPlanRequest, 'onDay'>;
  /** Menu days the plan covers (request day k is menu day `days[k - 1]`). */
  days: number[];
  /** Foods kept on those days, by menu day. */
  kept: Map<number, PlanItem[]>;
  exclusions: Exclusions;
}

/** The plan's targets in the clinical package's shape. */
export function plannerTargets(t: DailyTargets): MealPlanRequest['targets'] {
  return {
    calories: { ...t.calories, unit: 'kcal/day' },
    protein: { ...t.protein, unit: 'g/day' },
    carbs: { ...t.carbs, unit: 'g/day' },
    fat: { ...t.fat, unit: 'g/day' },
    fiber: { ...t.fiber, unit: 'g/day' },
  };
}

/** The planner request for a scope: which days, which foods stay, which meals are filled. */
export function plannerRequest(
  input: ReturnType<typeof generateRequestSchema.parse>,
  ex: Exclusions,
): Prepared {
  const { scope, items, menuDays } = input;
  const base = {
    targets: plannerTargets(input.targets),
    seed: input.seed ?? randomInt(1, 2 ** 31),
    exclusions: {
      allergens: ex.allergens,
      diets: ex.diets,
      foods: input.dislikes.foods,
      words: input.dislikes.words,
    },
  };
  const onDays = (days: number[]) => items.filter((i) => days.includes(i.day));
  const elsewhere = (day: number) => [...new Set(items.filter((i) => i.day !== day).map((i) => i.ndbNo))];
  if (scope.kind === 'plan') {
    const days = Array.from({ length: menuDays }, (_, i) => i + 1);
    const locked = items.filter((i) => i.locked && i.day <= menuDays);
    return {
      request: { ...base, days: menuDays, fixed: toFixed(locked, (i) => i.day) },
      days,
      kept: new Map(days.map((d) => [d, locked.filter((i) => i.day === d)])),
      exclusions: ex,
    };
  }
  if (scope.day > menuDays)
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { scope: 'itemOutsideMenu' } });
  if (scope.kind === 'day') {
    const locked = onDays([scope.day]).filter((i) => i.locked);
    return {
      request: { ...base, days: 1, fixed: toFixed(locked, () => 1), recentlyServed: elsewhere(scope.day) },
      days: [scope.day],
      kept: new Map([[scope.day, locked]]),
      exclusions: ex,
    };
  }
  const kept = onDays([scope.day]).filter((i) => i.slot !== scope.slot || i.locked);
  const share = DEFAULT_SLOT_SHARES[scope.slot as MealSlot];
  return {
    request: {
      ...base,
      days: 1,
      fill: [scope.slot],
      // a meal with no usual share (the evening snack) still gets one when it is asked for
      slotShares: share > 0 ? {} : { [scope.slot]: 0.1 },
      fixed: toFixed(kept, () => 1),
      recentlyServed: elsewhere(scope.day),
    },
    days: [scope.day],
    kept: new Map([[scope.day, kept]]),
    exclusions: ex,
  };
}

/** The planner's days as the editor's items: the kept foods, then the new ones, per menu day. */
/** The foods the planner chose for a day, as items of menu day `menuDay`. */
export function plannedItems(day: MealPlan['days'][number], menuDay: number): PlanItem[] {
  return day.slots.flatMap((s) =>
    s.items.map((i) => ({
      day: menuDay,
      slot: s.slot,
      ndbNo: i.ndbNo,
      grams: i.grams,
      portionSeq: i.portionSeq,
      quantity: i.quantity,
      locked: false,
      reason: i.reason,
    })),
  );
}

export function mergePlan(prepared: Prepared, plan: MealPlan): GenerateResult['days'] {
  return plan.days.map((d) => {
    const menuDay = prepared.days[d.day - 1]!;
    const planned = plannedItems(d, menuDay);
    const kept = prepared.kept.get(menuDay) ?? [];
    return {
      day: menuDay,
      items: [...kept, ...planned].map((i) => ({ ...i, day: menuDay })),
      checks: d.checks,
      meetsTargets: d.meetsTargets,
      note: null,
    };
  });
}

export interface GenerateCallbacks {
  onQueued?: (position: number) => void;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  language: Language;
}

/**
 * Checks a planner request before anything is planned: the patient in the caller's scope (audited),
 * the scope inside the menu. Errors here are ordinary answers (404, 400), not stream events.
 */
export async function prepareGeneration(ctx: ServiceContext, body: GenerateRequest): Promise<Prepared> {
  const input = generateRequestSchema.parse(body);
  const patient = await readPatient(ctx, input.patientId, 'diet_plan.generate');
  return plannerRequest(input, exclusionsFor(patient, input.dietaryTags));
}

/** Fills the prepared scope with the meal planner, in a worker thread. */
export async function generate(
  ctx: ServiceContext,
  prepared: Prepared,
  callbacks: GenerateCallbacks,
): Promise<GenerateResult> {
  const plan = await plannerPool().plan({
    request: prepared.request,
    ...(callbacks.onProgress ? { onProgress: callbacks.onProgress } : {}),
    ...(callbacks.onQueued ? { onQueued: callbacks.onQueued } : {}),
    ...(callbacks.signal ? { signal: callbacks.signal } : {}),
  });
  const days = mergePlan(prepared, plan);
  const table = await foods();
  const notes = await describeDays(ctx.config, table, days, callbacks.language);
  return {
    status: plan.status,
    days: days.map((d, i) => ({ ...d, note: notes[i] ?? null })),
    relax: plan.relax,
    warnings: plan.warnings,
    foods: foodsByNdb(
      table,
      days.flatMap((d) => d.items.map((i) => i.ndbNo)),
    ),
    exclusions: prepared.exclusions,
    ms: plan.ms,
  };
}

/** Foods that can take the place of one food of a day and keep the day within its targets. */
export async function swapOptions(ctx: ServiceContext, body: SwapRequest): Promise<SwapOption[]> {
  const input = swapRequestSchema.parse(body);
  if (!input.items[input.replace])
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { replace: 'invalidOption' } });
  const patient = await readPatient(ctx, input.patientId, 'diet_plan.swap');
  const ex = exclusionsFor(patient, input.dietaryTags);
  const table = await foods();
  for (const i of input.items)
    if (!table.has(i.ndbNo))
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { items: 'foodUnknown' } });
  const replaced = input.items[input.replace]!;
  const alternatives = swapAlternatives(table, {
    targets: plannerTargets(input.targets),
    day: input.items.map((i) => ({ slot: i.slot, ndbNo: i.ndbNo, grams: i.grams })),
    replace: input.replace,
    exclusions: {
      allergens: ex.allergens,
      diets: ex.diets,
      foods: input.dislikes.foods,
      words: input.dislikes.words,
    },
    limit: 8,
  });
  return alternatives.map((a) => ({
    item: {
      day: replaced.day,
      slot: replaced.slot,
      ndbNo: a.ndbNo,
      grams: a.grams,
      portionSeq: a.portionSeq,
      quantity: a.quantity,
      locked: replaced.locked,
      reason: null,
    },
    food: foodInfo(table, a.ndbNo),
    dayTotals: a.dayTotals,
    withinTargets: a.withinTargets,
  }));
}
