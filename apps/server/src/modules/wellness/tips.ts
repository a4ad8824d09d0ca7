/**
 * The daily health tip: one fixed, seeded permutation of the library (TIP_LIBRARY). The tip of a
 * date is `perm[dayNumber mod N]`: the same for everyone on that date in a language, and no tip
 * repeats within any N consecutive days (N = the library's length). A patient who works on some
 * categories (their care team's assignments) gets, on even days, the next tip of those categories
 * from the same permutation restricted to them (again no repeat within that subset's length).
 */
import type { HealthTip, Language, TipCategory } from '@verdant/shared';
import { TIP_LIBRARY, TIP_SOURCES, type TipDefinition } from './tip-library.ts';

/** A small deterministic generator (mulberry32): the same seed, the same permutation everywhere. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function permutation(n: number, seed = 0x5eed): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  const rand = mulberry32(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const PERM = permutation(TIP_LIBRARY.length);

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

function toTip(index: number, date: string, language: Language): HealthTip {
  const def: TipDefinition = TIP_LIBRARY[index]!;
  const source = TIP_SOURCES[def.source];
  return {
    id: `tip-${index + 1}`,
    date,
    category: def.category,
    text: def[language],
    source: source.name,
    sourceUrl: source.url,
  };
}

/** The library index of a date's tip for everyone. */
export function tipIndexOn(date: string): number {
  const n = PERM.length;
  return PERM[((dayNumber(date) % n) + n) % n]!;
}

/** The tip of `date` in `language`; with `focus` categories, leaning to them on even days. */
export function tipOn(date: string, language: Language, focus: readonly TipCategory[] = []): HealthTip {
  const d = dayNumber(date);
  if (focus.length > 0 && d % 2 === 0) {
    const subset = PERM.filter((i) => focus.includes(TIP_LIBRARY[i]!.category));
    if (subset.length > 0) return toTip(subset[(d / 2) % subset.length]!, date, language);
  }
  return toTip(tipIndexOn(date), date, language);
}
