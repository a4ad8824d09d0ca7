import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { macroTargets } from '../energy.ts';
import { type FoodTable, loadFoodTable } from '../foods/food-table.ts';
import { ALLERGENS, type Allergen, type DietTag } from '../foods/tags.ts';
import { exclusionFilter, type MealPlan, type MealPlanExclusions, planMealsSync } from './planner.ts';
import { loadSolver, type Solver } from './solver.ts';

let table: FoodTable;
let highs: Solver;
beforeAll(async () => {
  [table, highs] = await Promise.all([loadFoodTable(), loadSolver()]);
}, 60_000);

const targets = macroTargets({
  energy: { target: 2000 },
  protein: { percent: 20 },
  carbs: { percent: 50 },
  fat: { percent: 30 },
});
const items = (plan: MealPlan) => plan.days.flatMap((d) => d.slots.flatMap((s) => s.items));

describe('meal planner (HiGHS)', () => {
  let plan: MealPlan;
  beforeAll(() => {
    plan = planMealsSync(table, { targets, days: 3, seed: 7 }, highs);
  }, 60_000);

  it('meets every day within ±5 % of the calories and each macro within its range', () => {
    expect(plan.status).toBe('ok');
    expect(plan.days).toHaveLength(3);
    for (const day of plan.days) {
      expect(day.totals.calories).toBeGreaterThanOrEqual(1900);
      expect(day.totals.calories).toBeLessThanOrEqual(2100);
      for (const k of ['protein', 'carbs', 'fat', 'fiber'] as const) {
        expect(day.totals[k]).toBeGreaterThanOrEqual(targets[k].min);
        expect(day.totals[k]).toBeLessThanOrEqual(targets[k].max);
      }
      expect(day.meetsTargets).toBe(true);
    }
    expect(plan.daysMeetingTargets).toBe(1);
  });

  it('recomputes the totals from the table: each item is quantity × household measure of a real food', () => {
    for (const day of plan.days) {
      let kcal = 0;
      for (const slot of day.slots) {
        for (const item of slot.items) {
          const portion = table.portion(item.ndbNo, item.portionSeq);
          expect(portion.measure).toBe(item.measure);
          expect(Math.abs(item.grams - item.quantity * portion.gramsPerUnit)).toBeLessThanOrEqual(
            0.05 + 1e-9,
          ); // grams shown to 0.1 g
          expect(item.quantity * 2).toBe(Math.round(item.quantity * 2)); // whole or half measures
          const per100 = table.food(item.ndbNo).nutrients.energy_kcal ?? 0;
          expect(item.kcal).toBeCloseTo((per100 * item.quantity * portion.gramsPerUnit) / 100, 6);
          kcal += item.kcal;
        }
      }
      expect(day.totals.calories).toBeCloseTo(kcal, 0);
    }
  });

  it('fills the five default slots with a few foods each and explains every choice', () => {
    for (const day of plan.days) {
      expect(day.slots.map((s) => s.slot)).toEqual([
        'breakfast',
        'morning_snack',
        'lunch',
        'afternoon_snack',
        'dinner',
      ]);
      for (const slot of day.slots) {
        expect(slot.items.length).toBeGreaterThanOrEqual(1);
        expect(slot.items.length).toBeLessThanOrEqual(5);
        for (const item of slot.items) {
          expect(item.reason.code).toMatch(/^planner\.serves\.(energy|protein|carbs|fat|fiber)$/);
          expect(item.reason.text.length).toBeGreaterThan(20);
        }
      }
      const lunch = day.slots.find((s) => s.slot === 'lunch');
      expect(lunch?.items.some((i) => i.role === 'protein' || i.role === 'mixed')).toBe(true);
    }
  });

  it('varies foods across days and never serves one food twice in a day', () => {
    expect(plan.variety.distinctFoods).toBeGreaterThan(0.8 * plan.variety.items);
    for (const day of plan.days) {
      const ids = day.slots.flatMap((s) => s.items.map((i) => i.ndbNo));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('is deterministic for a seed and changes with the seed', () => {
    const again = planMealsSync(table, { targets, days: 3, seed: 7 }, highs);
    expect(items(again).map((i) => [i.ndbNo, i.quantity])).toEqual(
      items(plan).map((i) => [i.ndbNo, i.quantity]),
    );
    const other = planMealsSync(table, { targets, days: 1, seed: 8 }, highs);
    expect(items(other).map((i) => i.ndbNo)).not.toEqual(
      items(plan)
        .slice(0, items(other).length)
        .map((i) => i.ndbNo),
    );
  });
});

describe('meal planner: slot shares', () => {
  it('plans only the slots with a share, each near its share of the energy', () => {
    const plan = planMealsSync(
      table,
      {
        targets,
        days: 1,
        seed: 2,
        slotShares: {
          breakfast: 0.3,
          morning_snack: 0,
          lunch: 0.4,
          afternoon_snack: 0,
          dinner: 0.3,
          evening_snack: 0,
        },
      },
      highs,
    );
    const day = plan.days[0];
    expect(day?.slots.map((s) => [s.slot, s.targetKcal])).toEqual([
      ['breakfast', 600],
      ['lunch', 800],
      ['dinner', 600],
    ]);
    for (const s of day?.slots ?? []) {
      expect(s.kcal).toBeGreaterThanOrEqual(s.targetKcal * 0.65);
      expect(s.kcal).toBeLessThanOrEqual(s.targetKcal * 1.35);
    }
    expect(day?.meetsTargets).toBe(true);
  });
});

describe('meal planner: constraints that cannot be met', () => {
  it('says so before solving when the macro minimums exceed the calories', () => {
    const t = macroTargets({
      energy: { target: 2000 },
      protein: { grams: 200 },
      carbs: { grams: 300 },
      fat: { grams: 100 },
    });
    const plan = planMealsSync(table, { targets: t, days: 2 }, highs);
    expect(plan.status).toBe('infeasible');
    expect(plan.days).toEqual([]);
    expect(plan.relax[0]).toMatchObject({ constraint: 'macros.min', code: 'planner.relax.macros_min' });
    expect(plan.relax[0]?.message).toMatch(/lower a minimum/);
  });

  it('returns the nearest plan and names the target to relax when the foods cannot meet it', () => {
    // Vegan without soy, wheat, nuts, peanuts or sesame cannot reach 160 g protein in 1,800 kcal.
    const t = macroTargets({
      energy: { target: 1800 },
      protein: { grams: 170, range: [160, 180] },
      carbs: { percent: 45 },
      fat: { percent: 20 },
    });
    const plan = planMealsSync(
      table,
      {
        targets: t,
        days: 1,
        seed: 3,
        exclusions: {
          diets: ['vegan'],
          allergens: ['soy', 'wheat_gluten', 'peanuts', 'tree_nuts', 'sesame'],
        },
      },
      highs,
    );
    expect(plan.status).toBe('partial');
    expect(plan.days[0]?.meetsTargets).toBe(false);
    expect(plan.days[0]?.solver.status).toBe('elastic');
    expect(plan.relax.map((r) => r.constraint)).toContain('protein.min');
    expect(plan.relax.find((r) => r.constraint === 'protein.min')?.message).toMatch(
      /lower the minimum from 160 g/,
    );
  });

  it('rejects malformed requests with typed errors', () => {
    expect(() => planMealsSync(table, { targets, days: 0 }, highs)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() =>
      planMealsSync(table, { targets: { ...targets, fat: { ...targets.fat, min: 80 } }, days: 1 }, highs),
    ).toThrow(/min ≤ target ≤ max/);
    expect(() =>
      planMealsSync(table, { targets, days: 1, exclusions: { allergens: ['gluten' as Allergen] } }, highs),
    ).toThrow(/Unknown food tag/);
  });
});

describe('meal planner: exclusions (property test)', () => {
  it('never includes an excluded food, allergen, disliked word or a food without a required diet tag', () => {
    const reference = planMealsSync(table, { targets, days: 2, seed: 11 }, highs);
    const referenceFoods = [...new Set(items(reference).map((i) => i.ndbNo))];
    const exclusions = fc.record({
      allergens: fc.subarray([...ALLERGENS]),
      diets: fc.subarray<DietTag>(['vegetarian', 'vegan', 'low_sodium'], { maxLength: 1 }),
      foods: fc.subarray(referenceFoods),
      words: fc.subarray(['chicken', 'rice', 'cheese', 'apple', 'beef', 'bread']),
    });
    fc.assert(
      fc.property(exclusions, fc.integer({ min: 1, max: 1000 }), (ex: MealPlanExclusions, seed) => {
        const plan = planMealsSync(table, { targets, days: 1, seed, exclusions: ex }, highs);
        const served = items(plan);
        if (plan.status !== 'infeasible') expect(served.length).toBeGreaterThan(0);
        for (const item of served) {
          const tags = table.tags(item.ndbNo);
          expect(ex.foods).not.toContain(item.ndbNo);
          for (const a of ex.allergens ?? []) expect(tags.allergens).not.toContain(a);
          for (const d of ex.diets ?? []) expect(tags.diets).toContain(d);
          for (const w of ex.words ?? [])
            expect(item.description.toLowerCase()).not.toMatch(new RegExp(`\\b${w}`));
        }
      }),
      { numRuns: 8, seed: 20251122 },
    );
  }, 120_000);

  it('honours hand tag overrides: tagging raw apples as "fish" removes them from a fish-free plan', () => {
    const ex = { allergens: ['fish' as const] };
    const overrides = [{ ndbNo: '09003', add: ['fish' as const], reason: 'test' }];
    const i = table.indexOf('09003');
    expect(exclusionFilter(table, ex)(i)).toBe(false);
    expect(exclusionFilter(table, ex, overrides)(i)).toBe(true);
    const base = planMealsSync(table, { targets, days: 1, seed: 5, exclusions: ex }, highs);
    const withOverride = planMealsSync(
      table,
      { targets, days: 1, seed: 5, exclusions: ex, tagOverrides: overrides },
      highs,
    );
    expect(withOverride.candidates.afterExclusions).toBe(base.candidates.afterExclusions - 1);
    expect(items(withOverride).map((it) => it.ndbNo)).not.toContain('09003');
  });
});
