import { beforeAll, describe, expect, it } from 'vitest';
import { type FoodTable, loadFoodTable } from './food-table.ts';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('SR28 food table', () => {
  it('has the 8,789 foods, 25 groups and 15,438 portions of SR28', async () => {
    expect(table.size).toBe(8789);
    expect(Object.keys(table.groups)).toHaveLength(25);
    let portions = 0;
    for (let i = 0; i < table.size; i++) portions += table.portionsAt(i).length;
    expect(portions).toBe(15438);
    expect(await loadFoodTable()).toBe(table); // cached
  });

  it('keeps NDB numbers as zero-padded strings and reads typed foods', () => {
    const butter = table.food('01001');
    expect(butter).toMatchObject({
      ndbNo: '01001',
      description: 'Butter, salted',
      group: 'Dairy and Egg Products',
      groupCode: '0100',
    });
    expect(butter.nutrients).toMatchObject({
      energy_kcal: 717,
      protein_g: 0.85,
      fat_g: 81.11,
      carbohydrate_g: 0.06,
      sodium_mg: 643,
    });
  });

  it('butter test vector: 0.85 × 4.27 + 81.11 × 8.79 + 0.06 × 3.87 = 716.8 ≈ 717 kcal', () => {
    const b = table.food('01001');
    const atwater =
      (b.nutrients.protein_g ?? 0) * (b.proteinFactor ?? 0) +
      (b.nutrients.fat_g ?? 0) * (b.fatFactor ?? 0) +
      (b.nutrients.carbohydrate_g ?? 0) * (b.carbohydrateFactor ?? 0);
    expect(atwater).toBeCloseTo(716.8, 1);
    expect(Math.round(atwater)).toBe(b.nutrients.energy_kcal);
  });

  it('matches the SR Legacy spot checks in the data README', () => {
    expect(table.food('09003').nutrients).toMatchObject({ carbohydrate_g: 13.81, fiber_g: 2.4 });
    expect(table.food('01123').nutrients).toMatchObject({ energy_kcal: 143, protein_g: 12.56 });
  });

  it('keeps "not reported" (null) apart from zero', () => {
    let nulls = 0;
    let zeros = 0;
    for (let i = 0; i < table.size; i++) {
      const v = table.foodAt(i).nutrients.fiber_g;
      if (v === null) nulls++;
      else if (v === 0) zeros++;
    }
    expect(nulls).toBe(8789 - 8195); // README: fiber reported for 8,195 foods
    expect(zeros).toBeGreaterThan(0);
    expect(table.food('01001').nutrients.fiber_g).toBe(0);
  });

  it('lists household portions with grams per unit', () => {
    const p = table.portions('01001');
    expect(p.map((x) => [x.measure, x.gramWeight])).toEqual([
      ['pat (1" sq, 1/3" high)', 5],
      ['tbsp', 14.2],
      ['cup', 227],
      ['stick', 113],
    ]);
    const half = table.portions('15076').find((x) => x.measure === 'fillet');
    expect(half).toMatchObject({ amount: 0.5, gramWeight: 198, gramsPerUnit: 396 });
  });

  it('throws UNKNOWN_FOOD / UNKNOWN_PORTION', () => {
    expect(() => table.food('99999')).toThrow(expect.objectContaining({ code: 'UNKNOWN_FOOD' }));
    expect(() => table.portion('01001', 99)).toThrow(expect.objectContaining({ code: 'UNKNOWN_PORTION' }));
  });
});
