import { TIP_CATEGORIES } from '@verdant/shared';
import { describe, expect, it } from 'vitest';
import { TIP_LIBRARY, TIP_SOURCES } from './tip-library.ts';
import { dayNumber, LIBRARY_TIPS, tipIndexOn, tipOn } from './tips.ts';

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the daily health tip', () => {
  it('has at least 120 tips, each in English and Spanish, with a category and a cited source', () => {
    expect(TIP_LIBRARY.length).toBeGreaterThanOrEqual(120);
    for (const tip of TIP_LIBRARY) {
      expect(TIP_CATEGORIES).toContain(tip.category);
      expect(TIP_SOURCES[tip.source].url).toMatch(/^https:\/\//);
      expect(tip.en.length).toBeGreaterThan(10);
      expect(tip.es.length).toBeGreaterThan(10);
      expect(tip.es).not.toBe(tip.en);
    }
    expect(new Set(TIP_LIBRARY.map((t) => t.en)).size).toBe(TIP_LIBRARY.length);
  });

  it('is the same tip for everyone on a date, in each language', () => {
    const a = tipOn('2026-11-28', 'en')!;
    expect(tipOn('2026-11-28', 'en')).toEqual(a);
    const es = tipOn('2026-11-28', 'es')!;
    expect(es.id).toBe(a.id);
    expect(es.text).not.toBe(a.text);
  });

  it('never repeats within any window of the library’s length, across cycle boundaries too', () => {
    const n = TIP_LIBRARY.length;
    const start = '2026-01-01';
    const seen = Array.from({ length: 3 * n }, (_, i) => tipIndexOn(addDays(start, i)));
    for (let i = 0; i + n <= seen.length; i += 17) {
      expect(new Set(seen.slice(i, i + n)).size).toBe(n);
    }
    // and it is not the library order
    expect(seen.slice(0, 10)).not.toEqual(seen.slice(0, 10).sort((x, y) => x - y));
  });

  it('leans to the categories a patient works on, without repeating among them', () => {
    const start = '2026-03-02';
    expect(dayNumber(start) % 2).toBe(0);
    const sleepTips = Array.from({ length: 40 }, (_, i) => tipOn(addDays(start, 2 * i), 'en', ['sleep'])!);
    expect(sleepTips.every((t) => t.category === 'sleep')).toBe(true);
    expect(new Set(sleepTips.slice(0, 20).map((t) => t.id)).size).toBe(20);
    // odd days keep everyone's tip
    expect(tipOn(addDays(start, 1), 'en', ['sleep'])).toEqual(tipOn(addDays(start, 1), 'en'));
  });

  it('rotates deterministically over whatever active set it is given, never repeating within it', () => {
    // a practice hid every second platform tip and added one of its own
    const set = [
      ...LIBRARY_TIPS.filter((_, i) => i % 2 === 0),
      { ...LIBRARY_TIPS[1]!, id: 'own', en: 'Ours' },
    ];
    const n = set.length;
    const days = Array.from({ length: 2 * n }, (_, i) => tipOn(addDays('2026-05-01', i), 'en', [], set)!.id);
    expect(new Set(days.slice(0, n)).size).toBe(n);
    expect(new Set(days.slice(7, 7 + n)).size).toBe(n);
    expect(days).toContain('own');
    expect(tipOn('2026-05-09', 'en', [], set)).toEqual(tipOn('2026-05-09', 'en', [], [...set]));
    // the library as a set is the rotation the library always had
    expect(tipOn('2026-11-28', 'en', [], LIBRARY_TIPS)!.id).toBe(`tip-${tipIndexOn('2026-11-28') + 1}`);
    expect(tipOn('2026-11-28', 'en', [], [])).toBeNull();
  });
});
