import type { FoodInfo } from '@verdant/shared/diet-plans';
import { describe, expect, it } from 'vitest';
import { conflictsOf, gramsFor, rangeState, totalsOf } from './totals.ts';

const per100 = (kcal: number, fiber: number | null) => ({
  energy_kcal: kcal,
  protein_g: 10,
  carbohydrate_g: 20,
  fat_g: 5,
  fiber_g: fiber,
});
const food = (ndbNo: string, over: Partial<FoodInfo> = {}): FoodInfo => ({
  ndbNo,
  description: `Food ${ndbNo}`,
  groupCode: '0900',
  per100g: per100(100, 2),
  portions: [{ seq: 1, amount: 0.5, measure: 'cup', gramWeight: 78 }],
  allergens: [],
  diets: ['vegetarian', 'vegan'],
  ...over,
});
const item = (ndbNo: string, grams: number) => ({
  day: 1,
  slot: 'lunch' as const,
  ndbNo,
  grams,
  portionSeq: null,
  quantity: null,
  locked: false,
  reason: null,
});
const TARGETS = {
  calories: { target: 2000, min: 1800, max: 2200 },
  protein: { target: 100, min: 90, max: 110 },
  carbs: { target: 250, min: 225, max: 275 },
  fat: { target: 67, min: 60, max: 73 },
  fiber: { target: 28, min: 28, max: 56 },
};

describe('editor figures', () => {
  it('adds foods up and keeps "not reported" apart from zero', () => {
    const foods = { a: food('a'), b: food('b', { per100g: per100(200, null) }) };
    const totals = totalsOf([item('a', 150), item('b', 50)], foods);
    expect(totals.energy_kcal.value).toBe(250);
    expect(totals.fiber_g.value).toBe(3);
    expect(totals.fiber_g.notReportedBy).toEqual(['b']);
  });

  it('judges calories within ±5 % of the target even when the range is wider', () => {
    expect(rangeState(2099, 'calories', TARGETS)).toBe('within');
    expect(rangeState(2150, 'calories', TARGETS)).toBe('above');
    expect(rangeState(null, 'fiber', TARGETS)).toBe('unknown');
  });

  it('turns a household measure into grams by its amount (½ cup = 78 g, so 2 cups = 312 g)', () => {
    expect(gramsFor(food('a'), 1, 2)).toBe(312);
    expect(gramsFor(food('a'), null, 40)).toBe(40);
  });

  it('flags allergies and dietary tags at once', () => {
    const foods = { pb: food('pb', { allergens: ['peanuts'], diets: ['vegetarian'] }) };
    expect(
      conflictsOf([item('pb', 32)], foods, ['peanuts'], ['vegan', 'nut_free']).map((c) => c.code),
    ).toEqual(['peanuts', 'vegan', 'nut_free']);
  });
});
