import { describe, expect, it } from 'vitest';
import { TrigramDictionary, trigramsOf, wordSimilarity } from './trigram.ts';

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

describe('the numbered dictionary', () => {
  it('gives the same figure as the string version, text after text, with query trigrams no text has', () => {
    const texts = [
      'squats',
      'bench press (barbell)',
      'dumbbell curl',
      'two words',
      'aaa aaa aab',
      'curl curl curl',
      'zottman curl',
      '',
    ];
    const dict = new TrigramDictionary();
    const numbered = texts.map((t) => dict.add(trigramsOf(t)));
    for (const q of ['sqat', 'word', 'curl', 'dumbel curl', 'aab', 'benchpres', 'qqq', 'curl curl']) {
      const qt = trigramsOf(q);
      const query = dict.query(qt);
      texts.forEach((t, i) => {
        expect([q, t, dict.similarity(query, numbered[i]!)]).toEqual([q, t, ws(q, t)]);
      });
    }
  });
});
