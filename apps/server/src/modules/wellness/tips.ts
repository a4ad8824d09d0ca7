/**
 * The daily health tip: one fixed, seeded permutation of the active tips in their stable order (the
 * library's order, then tips added later by when they were added: see tip-store.ts). The tip of a
 * date is `perm[dayNumber mod N]`: the same for everyone seeing the same set on that date in a
 * language, and no tip repeats within any N consecutive days (N = the set's length). With the
 * library alone (TIP_LIBRARY, every tip active) this is the rotation the library always had. A patient who works on some
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

/** A tip as the rotation sees it (a row of `health_tip`, or the library's definition). */
export interface TipRecord {
  id: string;
  category: TipCategory;
  en: string;
  es: string;
  sourceName: string;
  sourceUrl: string;
}

/** The library as records (ids `tip-1`…), the rotation's set when no table is at hand. */
export const LIBRARY_TIPS: readonly TipRecord[] = TIP_LIBRARY.map((def: TipDefinition, i) => ({
  id: `tip-${i + 1}`,
  category: def.category,
  en: def.en,
  es: def.es,
  sourceName: TIP_SOURCES[def.source].name,
  sourceUrl: TIP_SOURCES[def.source].url,
}));

const perms = new Map<number, number[]>();
function permOf(n: number): number[] {
  let p = perms.get(n);
  if (!p) {
    p = permutation(n);
    if (perms.size > 64) perms.clear();
    perms.set(n, p);
  }
  return p;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

function toTip(tip: TipRecord, date: string, language: Language): HealthTip {
  return {
    id: tip.id,
    date,
    category: tip.category,
    text: tip[language],
    source: tip.sourceName,
    sourceUrl: tip.sourceUrl,
  };
}

/** The index (in a set of `n` tips, default the library) of a date's tip for everyone. */
export function tipIndexOn(date: string, n: number = TIP_LIBRARY.length): number {
  const perm = permOf(n);
  return perm[((dayNumber(date) % n) + n) % n]!;
}

/**
 * The tip of `date` in `language` from `tips` (the active set in its stable order; default the
 * library); with `focus` categories, leaning to them on even days. Null when the set is empty.
 */
export function tipOn(
  date: string,
  language: Language,
  focus: readonly TipCategory[] = [],
  tips: readonly TipRecord[] = LIBRARY_TIPS,
): HealthTip | null {
  if (tips.length === 0) return null;
  const d = dayNumber(date);
  const perm = permOf(tips.length);
  if (focus.length > 0 && d % 2 === 0) {
    const subset = perm.filter((i) => focus.includes(tips[i]!.category));
    if (subset.length > 0) return toTip(tips[subset[(d / 2) % subset.length]!]!, date, language);
  }
  return toTip(tips[tipIndexOn(date, tips.length)]!, date, language);
}
