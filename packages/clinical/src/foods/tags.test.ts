import { beforeAll, describe, expect, it } from 'vitest';
import { type FoodTable, loadFoodTable } from './food-table.ts';
import { deriveTags, tagsFromMask } from './tags.ts';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

/** Spot checks on well-known foods: [ndb, description fragment, allergens, vegetarian, vegan, low sodium]. */
const SPOT_CHECKS: [string, string, string[], boolean, boolean, boolean][] = [
  ['01001', 'Butter, salted', ['milk'], true, false, false],
  ['01077', 'Milk, whole', ['milk'], true, false, true],
  ['01123', 'Egg, whole, raw', ['egg'], true, false, false], // sodium 142 mg/100 g > 140
  ['09003', 'Apples, raw', [], true, true, true],
  ['11090', 'Broccoli, raw', [], true, true, true],
  ['12061', 'Nuts, almonds', ['tree_nuts'], true, true, true],
  ['16098', 'Peanut butter, smooth', ['peanuts'], true, true, false],
  ['15076', 'Fish, salmon', ['fish'], false, false, true],
  ['15149', 'Crustaceans, shrimp', ['shellfish'], false, false, false],
  ['18064', 'Bread, wheat', ['wheat_gluten'], true, true, false],
  ['16126', 'Tofu, firm', ['soy'], true, true, true],
  ['16158', 'Hummus, commercial', ['sesame'], true, true, false],
  ['16123', 'Soy sauce made from soy and wheat', ['wheat_gluten', 'soy'], true, true, false],
  ['05064', 'Chicken, broilers or fryers, breast', [], false, false, true],
  ['20044', 'Rice, white, long-grain', [], true, true, true],
  ['08120', 'Cereals, oats', ['wheat_gluten'], true, true, true],
];

describe('derived allergen and diet tags', () => {
  it.each(SPOT_CHECKS)('%s %s', (ndb, name, allergens, vegetarian, vegan, lowSodium) => {
    expect(table.food(ndb).description).toContain(name);
    const t = table.tags(ndb);
    expect(t.allergens).toEqual(allergens);
    expect(t.diets.includes('vegetarian')).toBe(vegetarian);
    expect(t.diets.includes('vegan')).toBe(vegan);
    expect(t.diets.includes('low_sodium')).toBe(lowSodium);
    for (const a of allergens) expect(t.evidence[a as 'milk']).toBeTruthy();
  });

  it('avoids the classic false friends', () => {
    const tags = (description: string, groupCode = '1100') =>
      tagsFromMask(deriveTags({ description, groupCode, sodiumMg: 5 }).mask);
    expect(tags('Coconut milk, raw (liquid expressed from grated meat and water)', '1200').allergens).toEqual(
      [],
    );
    expect(tags('Eggplant, raw').allergens).toEqual([]);
    expect(tags('Squash, winter, butternut, raw').allergens).toEqual([]);
    expect(tags('Buckwheat groats, roasted, cooked', '2000').allergens).toEqual([]);
    expect(tags('Beverages, carbonated, ginger ale', '1400').allergens).toEqual([]);
    expect(tags('Cheese, goat, hard type', '0100').diets).toContain('vegetarian');
    expect(tags('Peanuts, all types, raw', '1600').allergens).toEqual(['peanuts']);
  });

  it('tags sweet baked goods with milk and egg even when the description does not say so', () => {
    const t = tagsFromMask(
      deriveTags({
        description: 'Cookies, chocolate chip, commercially prepared',
        groupCode: '1800',
        sodiumMg: 300,
      }).mask,
    );
    expect(t.allergens).toEqual(expect.arrayContaining(['milk', 'egg', 'wheat_gluten']));
    expect(t.diets).not.toContain('vegan');
  });

  it('low sodium is ≤ 140 mg/100 g and never set when sodium is not reported', () => {
    const at = (sodiumMg: number | null) =>
      tagsFromMask(deriveTags({ description: 'Carrots, raw', groupCode: '1100', sodiumMg }).mask).diets;
    expect(at(140)).toContain('low_sodium');
    expect(at(141)).not.toContain('low_sodium');
    expect(at(null)).not.toContain('low_sodium');
  });

  it('a hand override adds or removes a tag and records why, without touching the shared table', () => {
    const view = table.tagView([
      { ndbNo: '18064', remove: ['wheat_gluten'], reason: 'gluten-free brand used by this practice' },
      { ndbNo: '09003', add: ['sesame'] },
    ]);
    expect(view.tags('18064').allergens).not.toContain('wheat_gluten');
    expect(view.tags('18064').evidence.wheat_gluten).toBe(
      'override (removed): gluten-free brand used by this practice',
    );
    expect(view.has('09003', 'sesame')).toBe(true);
    expect(table.tags('18064').allergens).toContain('wheat_gluten');
    expect(() => table.tagView([{ ndbNo: 'nope', add: ['milk'] }])).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_FOOD' }),
    );
  });

  it('tags every food (counts are plausible)', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < table.size; i++) {
      const { allergens, diets } = tagsFromMask(table.baseTagMasks[i] as number);
      for (const t of [...allergens, ...diets]) counts[t] = (counts[t] ?? 0) + 1;
    }
    expect(counts.vegetarian).toBeGreaterThan(3000);
    expect(counts.vegan).toBeLessThan(counts.vegetarian as number);
    expect(counts.milk).toBeGreaterThan(500);
    expect(counts.fish).toBeGreaterThan(150);
  });
});
