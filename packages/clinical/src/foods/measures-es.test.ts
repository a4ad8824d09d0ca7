import { beforeAll, describe, expect, it } from 'vitest';
import { planningCatalog } from '../planner/catalog.ts';
import { type FoodTable, loadFoodTable } from './food-table.ts';
import { MEASURE_WORDS, measureIn } from './measures-es.ts';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('household measures in Spanish', () => {
  it('words the common measures in Spanish order, adjectives agreeing with their noun', () => {
    expect(measureIn('cup, chopped', 'es')).toBe('taza, picada');
    expect(measureIn('cup slices', 'es')).toBe('taza de rebanadas');
    expect(measureIn('cup (8 fl oz)', 'es')).toBe('taza (8 oz líq.)');
    expect(measureIn('cup (1 NLEA serving)', 'es')).toBe('taza (1 ración NLEA)');
    expect(measureIn('large (3-1/4" dia)', 'es')).toBe('grande (3-1/4" diám.)');
    expect(measureIn('baby ear', 'es')).toBe('mazorca mini');
    expect(measureIn('potato medium (2-1/4" to 3-1/4" dia)', 'es')).toBe(
      'patata mediana (2-1/4" a 3-1/4" diám.)',
    );
    expect(measureIn('piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)', 'es')).toBe(
      'trozo, cocido, sin desperdicio (rendimiento de 1 lb carne cruda con desperdicio)',
    );
    expect(measureIn('unit (yield from 1 lb ready-to-cook chicken)', 'es')).toBe(
      'unidad (rendimiento de 1 lb pollo listo para cocinar)',
    );
    // brand names stay; English stays as it is
    expect(measureIn('cracker (1 Triscuit)', 'es')).toBe('galleta salada (1 Triscuit)');
    expect(measureIn('cup, chopped', 'en')).toBe('cup, chopped');
  });

  it('leaves no English word in any measure of any food the planner can choose', () => {
    const untranslated = new Map<string, string>();
    let measures = 0;
    for (const includeBranded of [false, true])
      for (const includeFastFood of [false, true])
        for (const food of planningCatalog(table, { includeBranded, includeFastFood }))
          for (const p of table.portions(food.ndbNo)) {
            measures++;
            // a lower-case word the glossary does not know would reach a Spanish reader as it is;
            // capitalised words not in the glossary are brands and places (Keebler, Florida)
            for (const word of p.measure.split(/[^A-Za-z]+/).filter(Boolean))
              if (!MEASURE_WORDS.has(word.toLowerCase()) && !/^[A-Z]/.test(word))
                untranslated.set(word, p.measure);
          }
    expect(measures).toBeGreaterThan(5000);
    expect(Object.fromEntries(untranslated)).toEqual({});
  });
});
