/**
 * pg_trgm's `word_similarity(a, b)` in TypeScript (PostgreSQL 15 contrib/pg_trgm, trgm_op.c:
 * `generate_trgm_only`, `calc_word_similarity`, `iterate_word_similarity`, the non-strict variant),
 * so the exercise library's typo search can rank the 872 shared exercises in memory with the same
 * figures the database gives (checked against PostgreSQL's own function on every library row in
 * exercise-search.int.test.ts).
 *
 * - Words are runs of letters and digits; each is padded with two spaces before and one after, and
 *   its trigrams are every three consecutive characters, in order (duplicates kept).
 * - The similarity is the greatest, over every continuous extent of the text's trigrams, of
 *   shared / (unique trigrams of a + unique trigrams of the extent − shared), in single precision.
 * The caller lower-cases and folds accents first (both sides are `foldText`ed).
 */

/** The ordered trigrams of a string (pg_trgm's `generate_trgm_only`, LPADDING 2, RPADDING 1). */
export function trigramsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const chars = [' ', ' ', ...m[0], ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

const f4 = Math.fround;
/** pg_trgm's CALCSML, computed in `float4` as the C code does. */
const calcSml = (count: number, len1: number, len2: number) => f4(count / (len1 + len2 - count));

/** `word_similarity(a, b)` from the two strings' trigrams (`trigramsOf`). */
export function wordSimilarity(a: readonly string[], b: readonly string[]): number {
  // number each distinct trigram; `found`: it is one of a's (calc_word_similarity's merge step)
  const ids = new Map<string, number>();
  const found: boolean[] = [];
  const idOf = (t: string) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = ids.size;
      ids.set(t, id);
      found.push(false);
    }
    return id;
  };
  for (const t of a) found[idOf(t)] = true;
  const ulen1 = ids.size;
  const text = b.map(idOf);
  return iterateWordSimilarity(found, ulen1, text, new Int32Array(ids.size).fill(-1));
}

/**
 * pg_trgm's `iterate_word_similarity` (plain, not strict, full maximum) over a text's numbered
 * trigrams: `found[id]` says the query holds trigram `id`, `ulen1` is the query's distinct trigrams,
 * `lastpos` is scratch of -1s at least as long as the numbering, and is left that way.
 */
function iterateWordSimilarity(
  found: ArrayLike<boolean | number>,
  ulen1: number,
  text: ArrayLike<number>,
  lastpos: Int32Array,
): number {
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < text.length; i++) {
    const trgindex = text[i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2++;
        if (found[trgindex]) count++;
      }
      lastpos[trgindex] = i;
    }
    if (found[trgindex]) {
      upper = i;
      if (lower === -1) {
        lower = i;
        ulen2 = 1;
      }
      let smlrCur = calcSml(count, ulen1, ulen2);
      let tmpCount = count;
      let tmpUlen2 = ulen2;
      const prevLower = lower;
      for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
        const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
        if (smlrTmp > smlrCur) {
          smlrCur = smlrTmp;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
        const tmpTrgindex = text[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2--;
          if (found[tmpTrgindex]) tmpCount--;
        }
      }
      smlrMax = Math.max(smlrMax, smlrCur);
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
        const tmpTrgindex = text[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
      }
    }
  }
  for (let i = 0; i < text.length; i++) lastpos[text[i]!] = -1;
  return smlrMax;
}

/**
 * The same figure over many texts without allocating per text: the texts' trigrams are numbered once
 * (`add`), a query is a bitmap of its known trigrams (`query`), and `similarity` runs `iterateWordSimilarity` on
 * numbers with one scratch array. A query trigram no text has still counts in the query's size.
 */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();
  private scratch = new Int32Array(0);

  /** The text's trigrams as numbers (new trigrams are numbered). */
  add(trigrams: readonly string[]): Int32Array {
    const out = new Int32Array(trigrams.length);
    trigrams.forEach((t, i) => {
      let id = this.ids.get(t);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(t, id);
      }
      out[i] = id;
    });
    return out;
  }

  /** A query: which numbered trigrams it holds, and how many distinct trigrams it has in all. */
  query(trigrams: readonly string[]): { found: Uint8Array; unique: number } {
    const found = new Uint8Array(this.ids.size);
    for (const t of trigrams) {
      const id = this.ids.get(t);
      if (id !== undefined) found[id] = 1;
    }
    return { found, unique: new Set(trigrams).size };
  }

  /** `word_similarity(query, text)` for a text numbered by `add` (the same steps as `wordSimilarity`). */
  similarity(q: { found: Uint8Array; unique: number }, text: Int32Array): number {
    if (this.scratch.length < this.ids.size) this.scratch = new Int32Array(this.ids.size).fill(-1);
    return iterateWordSimilarity(q.found, q.unique, text, this.scratch);
  }
}
