import { describe, expect, it } from 'vitest';
import { fold, queryWords, searchColumns, searchWords, wordPrefixes } from './service.ts';

describe('directory search columns', () => {
  it('folds case and accents', () => {
    expect(fold('  Lucía  FERNÁNDEZ ')).toBe('lucia fernandez');
    expect(fold('São Paulo')).toBe('sao paulo');
  });
  it('splits words on anything but letters and digits', () => {
    expect(searchWords("Liam O'Connor | Women's health, 24/7")).toEqual([
      'liam',
      'o',
      'connor',
      'women',
      's',
      'health',
      '24',
      '7',
    ]);
  });
  it('indexes every prefix of 2 to 20 characters', () => {
    expect(wordPrefixes(['ana', 'an', 'o'])).toEqual(['an', 'ana']);
    expect(wordPrefixes(['x'.repeat(30)]).at(-1)).toHaveLength(20);
  });
  it('derives sort key, prefixes, specialty keys and location', () => {
    const c = searchColumns({
      displayName: 'Dr. Ángel Ruiz',
      specialties: ['Nutrición deportiva'],
      city: 'Sevilla',
      country: 'Spain',
    });
    expect(c.sortKey).toBe('dr. angel ruiz');
    expect(c.searchPrefixes).toEqual(
      expect.arrayContaining(['dr', 'ang', 'angel', 'ru', 'ruiz', 'nutri', 'nutricion', 'deportiva']),
    );
    expect(c.searchPrefixes).not.toContain('r');
    expect(c.specialtyKeys).toEqual(['nutricion deportiva']);
    expect(c.specialtyPrefixes).toEqual(expect.arrayContaining(['nu', 'nutricion', 'de', 'deportiva']));
    expect(c.specialtyPrefixes).not.toContain('ruiz');
    expect(c.locationText).toBe('sevilla | spain');
  });
  it('turns a query into at most six distinct indexed words', () => {
    expect(queryWords('  Nutrición   nutricion DEPORT ')).toEqual(['nutricion', 'deport']);
    expect(queryWords('%_\\')).toEqual([]);
    expect(queryWords(undefined)).toEqual([]);
    expect(queryWords('ab cd ef gh ij kl mn')).toHaveLength(6);
    expect(queryWords("a o'connor")).toEqual(['connor']);
    expect(queryWords('x'.repeat(40))).toEqual(['x'.repeat(20)]);
  });
});
