import { beforeAll, describe, expect, it } from 'vitest';
import { type FoodTable, loadFoodTable } from './food-table.ts';
import { SearchIndex, stem, tokenize } from './search.ts';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('tokenize and stem', () => {
  it('folds case, accents and plurals', () => {
    expect(tokenize('Crème BRÛLÉE, 2% milk')).toEqual(['creme', 'brulee', '2', 'milk']);
    expect(['apples', 'berries', 'tomatoes', 'peaches', 'hummus', 'grass'].map(stem)).toEqual([
      'apple',
      'berry',
      'tomato',
      'peach',
      'hummus',
      'grass',
    ]);
  });
});

describe('food search', () => {
  it('ranks the generic food named by the query first', () => {
    expect(table.search('apple', { limit: 3 })[0]?.description).toBe('Apples, raw, with skin');
    expect(table.search('butter')[0]?.description).toMatch(/^Butter, (salted|without salt)$/);
    expect(table.search('broccoli raw')[0]?.ndbNo).toBe('11090');
  });
  it('needs every word (AND), matches prefixes and plurals', () => {
    const hits = table.search('chicken breast roasted', { limit: 50 });
    expect(hits.length).toBeGreaterThan(3);
    for (const h of hits)
      expect(h.description.toLowerCase()).toMatch(
        /chicken.*breast.*roasted|breast.*chicken.*roasted|roasted/,
      );
    for (const h of hits) expect(h.matched).toBe('all');
    expect(table.search('chedd')[0]?.description).toMatch(/cheddar/i);
    expect(table.search('eggs')[0]?.description).toMatch(/^Egg/);
  });
  it('falls back to partial matches, and returns nothing for nonsense', () => {
    const hits = table.search('salmon zzzzqqq');
    expect(hits[0]?.matched).toBe('partial');
    expect(hits[0]?.description).toMatch(/salmon/i);
    expect(table.search('qqqqzzzz')).toEqual([]);
    expect(table.search('')).toEqual([]);
  });
  it('honours limit and filter', () => {
    expect(table.search('cheese', { limit: 5 })).toHaveLength(5);
    const dairyOnly = table.search('cheese', { limit: 100, filter: (i) => table.groupCodeAt(i) === '0100' });
    expect(dairyOnly.every((h) => table.food(h.ndbNo).groupCode === '0100')).toBe(true);
  });
  it('ranks a hand-built index as documented', () => {
    const idx = new SearchIndex(
      ['Beans, snap, green, raw', 'Green tea, brewed', 'Soup, bean with ham'],
      ['', '', ''],
    );
    // "green" opens description 1 (first word, weight 4) but is the 3rd segment of description 0 (weight 1.4)
    expect(idx.search('green').map((h) => h.index)).toEqual([1, 0]);
    expect(idx.search('bean').map((h) => h.index)).toEqual([0, 2]);
  });
});
