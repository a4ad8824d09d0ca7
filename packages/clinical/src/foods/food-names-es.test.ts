import { beforeAll, describe, expect, it } from 'vitest';
import { planningCatalog } from '../planner/catalog.ts';
import { type FoodTable, loadFoodTable, loadSpanishFoodNames } from './food-table.ts';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
  await table.loadNames('es');
});

describe('Spanish food names', () => {
  it('names every food the planner can choose, with any catalog options', async () => {
    const { names, meta } = await loadSpanishFoodNames();
    const unnamed: string[] = [];
    const malformed: string[] = [];
    let count = 0;
    for (const includeBranded of [false, true])
      for (const includeFastFood of [false, true])
        for (const food of planningCatalog(table, { includeBranded, includeFastFood })) {
          count++;
          const name = names[food.ndbNo];
          if (!name) unnamed.push(`${food.ndbNo} ${table.descriptionAt(food.index)}`);
          else if (/[@#]|^\s|\s$|,,|^\p{Ll}/u.test(name)) malformed.push(`${food.ndbNo} ${name}`);
        }
    expect(count).toBeGreaterThan(2800);
    expect(unnamed).toEqual([]);
    expect(malformed).toEqual([]);
    // the USDA attribution travels with the names
    expect(meta.source).toMatch(/USDA National Nutrient Database for Standard Reference, Release 28/);
  });

  it('words names in culinary Spanish, adjectives agreeing with their noun', () => {
    expect(table.nameOf('05064', 'es')).toBe('Pollo, de engorde, pechuga, solo carne, cocida, asada');
    expect(table.nameOf('09003', 'es')).toBe('Manzana, cruda, con cáscara');
    expect(table.nameOf('01123', 'es')).toBe('Huevo, entero, crudo, fresco');
    // English stays the SR description
    expect(table.nameOf('09003', 'en')).toBe('Apples, raw, with skin');
  });

  it('finds foods by their Spanish names, and still by English words, answering in Spanish', () => {
    const breast = table.search('pechuga de pollo asada', { language: 'es', limit: 5 });
    expect(breast.length).toBeGreaterThan(1);
    for (const hit of breast) expect(hit.description).toMatch(/pechuga.*pollo|pollo.*pechuga/i);
    const apples = table.search('manzanas', { language: 'es', limit: 5 });
    expect(apples.length).toBe(5);
    for (const hit of apples) expect(hit.description).toMatch(/manzana/i);
    const cheddar = table.search('cheddar', { language: 'es', limit: 3 });
    expect(cheddar[0]?.description).toMatch(/^Queso, cheddar/);
    // an English reader gets the SR descriptions
    expect(
      table.search('pechuga', { language: 'en', limit: 3 }).every((h) => !/pechuga/i.test(h.description)),
    ).toBe(true);
  });
});
