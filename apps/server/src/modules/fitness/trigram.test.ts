import { describe, expect, it } from 'vitest';
import { trigramsOf, wordSimilarity } from './trigram.ts';

const ws = (a: string, b: string) => wordSimilarity(trigramsOf(a), trigramsOf(b));

describe("pg_trgm's word_similarity", () => {
  it('makes the padded trigrams of each word, in order', () => {
    expect(trigramsOf('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramsOf('a-b')).toEqual(['  a', ' a ', '  b', ' b ']);
    expect(trigramsOf('')).toEqual([]);
  });

  it('gives the figures of the PostgreSQL documentation and of the database', () => {
    // docs (F.35.2): word_similarity('word', 'two words') = 0.8
    expect(ws('word', 'two words')).toBeCloseTo(0.8, 6);
    // computed by PostgreSQL 15 on these strings (select word_similarity(…))
    expect(ws('sqat', 'squats')).toBe(Math.fround(0.4));
    expect(ws('squat', 'squats')).toBe(Math.fround(0.8333333));
    expect(ws('dumbel curl', 'dumbbell curl')).toBe(Math.fround(0.625));
    expect(ws('benchpres', 'bench press (barbell)')).toBe(Math.fround(0.53846157));
    expect(ws('xyz', 'squats')).toBe(0);
  });
});
