/**
 * Inverted-index word search over food descriptions. Query words are matched as whole words or
 * word prefixes (the last word as you type), after folding case, accents and simple plurals, and
 * every query word must match (AND); when nothing matches all words, foods matching most words
 * are returned, marked `partial`. Ranking favours words in the first comma segment of the SR
 * description (the food's name: "Apples, raw, with skin"), early positions, short descriptions and
 * generic (non-branded) foods.
 */

export interface SearchOptions {
  /** Maximum hits; default 20. */
  limit?: number;
  /** Keep only foods for which this returns true (row index). */
  filter?: (index: number) => boolean;
}

export interface SearchHit {
  index: number;
  ndbNo: string;
  description: string;
  score: number;
  /** `all` when every query word matched, `partial` for the fallback. */
  matched: 'all' | 'partial';
}

export type RawHit = Omit<SearchHit, 'ndbNo' | 'description'>;

/** Folds case and accents and splits on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Light English singularisation so "apples" finds "apple" and "berries" finds "berry". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const MIN_PREFIX = 2;

/** First segments of SR descriptions that name a category rather than the food. */
const CATEGORY_PREFIX = new Set([
  'fish',
  'crustaceans',
  'mollusks',
  'beverages',
  'cereals',
  'cereals ready-to-eat',
  'nuts',
  'seeds',
  'spices',
  'babyfood',
  'snacks',
  'candies',
  'soup',
  'sauce',
  'salad dressing',
  'oil',
  'cheese',
  'game meat',
  'alcoholic beverage',
  // the same categories in the Spanish names (../generated/food-names-es.json)
  'pescado',
  'crustáceos',
  'moluscos',
  'bebida',
  'cereal',
  'cereal listo para comer',
  'frutos secos',
  'semillas',
  'botana',
  'sopa',
  'salsa',
  'aceite',
  'queso',
  'carne de caza',
  'comida rápida',
  'restaurante',
]);

export class SearchIndex {
  readonly size: number;
  /** Sorted distinct terms. */
  readonly #terms: string[];
  readonly #postings: Int32Array[];
  readonly #weights: Float32Array[];
  /** Per-food tie-breaker: shorter, generic descriptions first. */
  readonly #prior: Float64Array;
  readonly #descLength: Int32Array;
  // Scratch buffers reused across queries.
  readonly #score: Float64Array;
  readonly #tokScore: Float64Array;
  readonly #count: Uint8Array;

  constructor(
    descriptions: readonly string[],
    commonNames: readonly string[] = [],
    branded: readonly boolean[] = [],
    /** Optional popularity proxy per food (e.g. number of household measures SR lists). */
    popularity: readonly number[] = [],
  ) {
    this.size = descriptions.length;
    const map = new Map<string, Map<number, number>>();
    const add = (term: string, food: number, weight: number) => {
      let m = map.get(term);
      if (!m) {
        m = new Map();
        map.set(term, m);
      }
      const prev = m.get(food);
      if (prev === undefined || weight > prev) m.set(food, weight);
    };
    this.#prior = new Float64Array(this.size);
    this.#descLength = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const desc = descriptions[i] ?? '';
      let pos = 0;
      const segments = desc.split(',');
      // "Fish, salmon, …", "Cereals, oats, …": the food's name is the second segment.
      const nameSegments = CATEGORY_PREFIX.has((segments[0] ?? '').trim().toLowerCase()) ? 2 : 1;
      segments.forEach((segment, s) => {
        for (const tok of tokenize(segment)) {
          const weight = pos === 0 ? 4 : s < nameSegments ? 3 : Math.max(0.5, 1.5 - 0.05 * pos);
          add(stem(tok), i, weight);
          pos++;
        }
      });
      for (const tok of tokenize(commonNames[i] ?? '')) add(stem(tok), i, 2);
      this.#descLength[i] = desc.length;
      this.#prior[i] = 0.6 / (1 + pos / 4) + (branded[i] ? 0 : 0.25) + 0.06 * Math.min(popularity[i] ?? 0, 8);
    }
    this.#terms = [...map.keys()].sort();
    this.#postings = [];
    this.#weights = [];
    for (const term of this.#terms) {
      const m = map.get(term) as Map<number, number>;
      const ids = [...m.keys()].sort((a, b) => a - b);
      this.#postings.push(Int32Array.from(ids));
      this.#weights.push(Float32Array.from(ids.map((id) => m.get(id) as number)));
    }
    this.#score = new Float64Array(this.size);
    this.#tokScore = new Float64Array(this.size);
    this.#count = new Uint8Array(this.size);
  }

  get termCount(): number {
    return this.#terms.length;
  }

  /** Index range [lo, hi) of terms starting with `prefix`. */
  #prefixRange(prefix: string): [number, number] {
    const terms = this.#terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((terms[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < terms.length && (terms[end] as string).startsWith(prefix)) end++;
    return [lo, end];
  }

  search(query: string, options: SearchOptions = {}): RawHit[] {
    const limit = options.limit ?? 20;
    const words = [...new Set(tokenize(query).map(stem))].slice(0, 16);
    if (words.length === 0 || limit <= 0) return [];
    const score = this.#score;
    const tokScore = this.#tokScore;
    const count = this.#count;
    const touched: number[] = [];

    for (const word of words) {
      const tokTouched: number[] = [];
      const [lo, hi] = word.length >= MIN_PREFIX ? this.#prefixRange(word) : this.#exactRange(word);
      for (let t = lo; t < hi; t++) {
        const term = this.#terms[t] as string;
        const factor = term === word ? 1 : 0.45 + (0.35 * word.length) / term.length;
        const ids = this.#postings[t] as Int32Array;
        const ws = this.#weights[t] as Float32Array;
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k] as number;
          const s = (ws[k] as number) * factor;
          if (tokScore[id] === 0) tokTouched.push(id);
          if (s > (tokScore[id] as number)) tokScore[id] = s;
        }
      }
      for (const id of tokTouched) {
        if (count[id] === 0) touched.push(id);
        count[id] = (count[id] as number) + 1;
        score[id] = (score[id] as number) + (tokScore[id] as number);
        tokScore[id] = 0;
      }
    }

    const need = words.length;
    let best = 0;
    for (const id of touched) if ((count[id] as number) > best) best = count[id] as number;
    const matched: 'all' | 'partial' = best === need ? 'all' : 'partial';
    const len = this.#descLength;
    const prior = this.#prior;
    // Bounded top-k over plain numbers (no per-candidate objects): `top` stays sorted best first.
    const topIds: number[] = [];
    const topScores: number[] = [];
    const better = (sa: number, a: number, sb: number, b: number) =>
      sa !== sb
        ? sa > sb
        : (len[a] as number) !== (len[b] as number)
          ? (len[a] as number) < (len[b] as number)
          : a < b;
    for (const id of touched) {
      const sc = (score[id] as number) + (prior[id] as number);
      const ok = count[id] === best && (!options.filter || options.filter(id));
      score[id] = 0;
      count[id] = 0;
      if (!ok) continue;
      if (
        topIds.length === limit &&
        !better(sc, id, topScores[limit - 1] as number, topIds[limit - 1] as number)
      )
        continue;
      let j = topIds.length;
      while (j > 0 && better(sc, id, topScores[j - 1] as number, topIds[j - 1] as number)) j--;
      topIds.splice(j, 0, id);
      topScores.splice(j, 0, sc);
      if (topIds.length > limit) {
        topIds.pop();
        topScores.pop();
      }
    }
    return topIds.map((index, k) => ({ index, score: topScores[k] as number, matched }));
  }

  #exactRange(word: string): [number, number] {
    const [lo, hi] = this.#prefixRange(word);
    return lo < hi && this.#terms[lo] === word ? [lo, lo + 1] : [0, 0];
  }
}
