import { beforeAll, describe, expect, it } from 'vitest';
import { macroTargets } from '../energy.ts';
import { type FoodTable, loadFoodTable } from '../foods/food-table.ts';
import { proposeTargets } from '../targets.ts';
import { conditionDiets } from './conditions.ts';
import { type MealPlan, planMealsSync } from './planner.ts';
import { loadSolver, type Solver } from './solver.ts';
import { swapAlternatives } from './swap.ts';

let table: FoodTable;
let highs: Solver;
let plan: MealPlan;
const targets = macroTargets({
  energy: { target: 2000 },
  protein: { percent: 20 },
  carbs: { percent: 50 },
  fat: { percent: 30 },
});
beforeAll(async () => {
  [table, highs] = await Promise.all([loadFoodTable(), loadSolver()]);
  plan = planMealsSync(table, { targets, days: 1, seed: 11 }, highs);
}, 60_000);

const dayItems = (p: MealPlan, day = 0) =>
  (p.days[day]?.slots ?? []).flatMap((s) =>
    s.items.map((i) => ({ slot: s.slot, ndbNo: i.ndbNo, grams: i.grams })),
  );

describe('planning around fixed foods', () => {
  it('keeps locked foods, counts them in the totals and plans the rest within ±5 %', () => {
    const locked = dayItems(plan).slice(0, 3);
    const again = planMealsSync(
      table,
      { targets, days: 1, seed: 99, fixed: locked.map((l) => ({ ...l, day: 1 })) },
      highs,
    );
    const day = again.days[0]!;
    const planned = day.slots.flatMap((s) => s.items.map((i) => i.ndbNo));
    for (const l of locked) expect(planned).not.toContain(l.ndbNo);
    const fixedKcal = day.slots.reduce((a, s) => a + s.fixedKcal, 0);
    expect(fixedKcal).toBeGreaterThan(0);
    const newKcal = day.slots.reduce((a, s) => a + s.items.reduce((b, i) => b + i.kcal, 0), 0);
    expect(day.totals.calories).toBeCloseTo(fixedKcal + newKcal, 0);
    expect(day.checks.calories.ok).toBe(true);
    expect(day.totals.calories).toBeGreaterThanOrEqual(1900);
    expect(day.totals.calories).toBeLessThanOrEqual(2100);
  });

  it('fills one meal to close the day and leaves the other meals as they are', () => {
    const others = dayItems(plan).filter((i) => i.slot !== 'lunch');
    const filled = planMealsSync(
      table,
      { targets, days: 1, seed: 5, fill: ['lunch'], fixed: others.map((o) => ({ ...o, day: 1 })) },
      highs,
    );
    const day = filled.days[0]!;
    for (const s of day.slots) {
      if (s.slot === 'lunch') expect(s.items.length).toBeGreaterThan(0);
      else expect(s.items).toEqual([]);
    }
    expect(day.checks.calories.ok).toBe(true);
  });

  it('reports each day as it is planned', () => {
    const seen: number[] = [];
    planMealsSync(table, { targets, days: 2, seed: 3, onDay: (_d, done) => seen.push(done) }, highs);
    expect(seen).toEqual([1, 2]);
  });

  it('explains each food with the figures of its reason', () => {
    for (const item of plan.days[0]!.slots.flatMap((s) => s.items)) {
      expect(item.reason.values.amount).toBeGreaterThan(0);
      expect(item.reason.values.energyShare).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('swap alternatives', () => {
  it('offers foods of the same role that keep the day within its targets', () => {
    const day = dayItems(plan);
    const replace = day.findIndex((i) => i.slot === 'lunch');
    const alternatives = swapAlternatives(table, { targets, day, replace, limit: 5 });
    expect(alternatives.length).toBeGreaterThan(0);
    const oldRole = plan.days[0]!.slots.flatMap((s) => s.items).find(
      (i) => i.ndbNo === day[replace]!.ndbNo,
    )!.role;
    for (const a of alternatives) {
      expect(a.role).toBe(oldRole);
      expect(day.map((d) => d.ndbNo)).not.toContain(a.ndbNo);
      expect(a.withinTargets).toBe(true);
      expect(a.dayTotals.calories).toBeGreaterThanOrEqual(1900);
      expect(a.dayTotals.calories).toBeLessThanOrEqual(2100);
    }
  });

  it('never offers a food the patient is allergic to', () => {
    const day = dayItems(plan);
    const alternatives = swapAlternatives(table, {
      targets,
      day,
      replace: 0,
      exclusions: { allergens: ['peanuts', 'milk'] },
      limit: 50,
    });
    for (const a of alternatives) {
      expect(table.tags(a.ndbNo).allergens).not.toContain('peanuts');
      expect(table.tags(a.ndbNo).allergens).not.toContain('milk');
    }
  });
});

describe('conditions and target proposals', () => {
  it('reads coeliac disease as no gluten (required) and hypertension as a low-sodium suggestion', () => {
    const rules = conditionDiets(['Coeliac disease', 'Hipertensión arterial', 'Asthma']);
    expect(rules.map((r) => [r.code, r.required])).toEqual([
      ['condition.coeliac', true],
      ['condition.sodium', false],
    ]);
    expect(rules[0]!.avoid).toEqual(['wheat_gluten']);
  });

  it('proposes targets from weight, height, age, sex and activity with each equation', () => {
    const p = proposeTargets({
      sex: 'F',
      weightKg: 65,
      heightCm: 165,
      ageYears: 35,
      activity: 'light',
      goal: 'maintain',
      protein: { gPerKg: 1.2 },
      carbs: { percent: 50 },
      fat: { percent: 30 },
    });
    // 10·65 + 6.25·165 − 5·35 − 161 = 1345.25; × 1.375
    expect(p.bmr.value).toBeCloseTo(1345.25, 2);
    expect(p.bmr.citation).toBe('MIFFLIN1990');
    expect(p.targets.calories.target).toBe(Math.round(1345.25 * 1.375));
    expect(p.targets.protein.target).toBeCloseTo(78, 1);
  });
});
