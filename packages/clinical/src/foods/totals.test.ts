import { beforeAll, describe, expect, it } from 'vitest';
import { type FoodTable, loadFoodTable } from './food-table.ts';
import { dayTotals, mealTotals, portionNutrients, sumNutrients } from './totals.ts';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('nutrient totals', () => {
  it('portion by household measure, worked by hand: 1 tbsp butter = 14.2 g → 717 × 0.142 = 101.814 kcal', () => {
    const p = portionNutrients(table, { ndbNo: '01001', portionSeq: 2, quantity: 1 });
    expect(p.grams).toBeCloseTo(14.2, 10);
    expect(p.nutrients.energy_kcal).toBeCloseTo(101.814, 9);
    // sodium 643 mg/100 g × 0.142 = 91.306 mg
    expect(p.nutrients.sodium_mg).toBeCloseTo(91.306, 9);
  });

  it('portion by grams: 150 g apple → 13.81 × 1.5 = 20.715 g carbohydrate, 2.4 × 1.5 = 3.6 g fiber', () => {
    const p = portionNutrients(table, { ndbNo: '09003', grams: 150 });
    expect(p.nutrients.carbohydrate_g).toBeCloseTo(20.715, 9);
    expect(p.nutrients.fiber_g).toBeCloseTo(3.6, 9);
  });

  it('a meal keeps "not reported" apart from zero', () => {
    // find a food without reported fiber
    let missing = '';
    for (let i = 0; i < table.size && !missing; i++)
      if (table.foodAt(i).nutrients.fiber_g === null) missing = table.ndbAt(i);
    const meal = mealTotals(table, [
      { ndbNo: '01001', grams: 10 }, // butter: fiber reported as 0
      { ndbNo: '09003', grams: 100 }, // apple: 2.4 g
      { ndbNo: missing, grams: 100 },
    ]);
    expect(meal.fiber_g.value).toBeCloseTo(2.4, 10);
    expect(meal.fiber_g.reportedBy).toBe(2);
    expect(meal.fiber_g.notReportedBy).toEqual([missing]);
    expect(meal.energy_kcal.notReportedBy).toEqual([]);
  });

  it('a nutrient no food reports totals to null, not 0', () => {
    const none: string[] = [];
    for (let i = 0; i < table.size && none.length < 2; i++)
      if (table.foodAt(i).nutrients.vitamin_d_ug === null) none.push(table.ndbAt(i));
    const t = mealTotals(
      table,
      none.map((ndbNo) => ({ ndbNo, grams: 50 })),
    );
    expect(t.vitamin_d_ug).toEqual({ value: null, reportedBy: 0, notReportedBy: none });
  });

  it('a day sums its meals', () => {
    const breakfast = [{ ndbNo: '09003', grams: 182 }];
    const lunch = [
      { ndbNo: '01001', portionSeq: 2, quantity: 2 },
      { ndbNo: '09003', grams: 100 },
    ];
    const day = dayTotals(table, [breakfast, lunch]);
    // apple 52 kcal/100 g × 2.82 + butter 717 × 0.284
    const apple = table.food('09003').nutrients.energy_kcal ?? 0;
    expect(day.energy_kcal.value).toBeCloseTo(apple * 2.82 + 717 * 0.284, 9);
    expect(day.energy_kcal.reportedBy).toBe(3);
    expect(sumNutrients([]).energy_kcal.value).toBeNull();
  });
});
