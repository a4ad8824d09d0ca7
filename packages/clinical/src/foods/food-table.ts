import { ClinicalError } from '../errors.ts';
import { NUTRIENT_KEYS, type NutrientKey, type NutrientValues } from './nutrients.ts';
import { type SearchHit, SearchIndex, type SearchOptions } from './search.ts';
import { ALL_TAGS, type DietTag, deriveTags, type Allergen, type FoodTag, tagsFromMask } from './tags.ts';

/** Shape of src/generated/foods.json (columnar; `null` = not reported). */
export interface RawFoodData {
  meta: { source: string; rows: number };
  groups: Record<string, string>;
  nutrientColumns: { key: string; srNo: string; name: string; unit: string; fdcNutrientId: number }[];
  ndbNo: string[];
  description: string[];
  groupCode: string[];
  commonNames: string[];
  manufacturer: string[];
  scientificName: string[];
  refusePct: (number | null)[];
  nFactor: (number | null)[];
  proteinFactor: (number | null)[];
  fatFactor: (number | null)[];
  carbohydrateFactor: (number | null)[];
  nutrients: Record<string, (number | null)[]>;
}

/** Shape of src/generated/portions.json. */
export interface RawPortionData {
  meta: { rows: number };
  ndbNo: string[];
  seq: number[];
  amount: (number | null)[];
  measure: string[];
  gramWeight: (number | null)[];
}

export interface Food {
  ndbNo: string;
  description: string;
  groupCode: string;
  group: string;
  commonNames: string;
  manufacturer: string;
  scientificName: string;
  refusePct: number | null;
  nFactor: number | null;
  proteinFactor: number | null;
  fatFactor: number | null;
  carbohydrateFactor: number | null;
  /** Per 100 g edible portion; `null` = not reported. */
  nutrients: NutrientValues;
}

/** A household measure: `amount` × `measure` weighs `gramWeight` g. */
export interface Portion {
  ndbNo: string;
  seq: number;
  amount: number;
  measure: string;
  gramWeight: number;
  /** gramWeight / amount: grams in one unit of the measure. */
  gramsPerUnit: number;
}

export interface FoodTagSet {
  allergens: Allergen[];
  diets: DietTag[];
  /** Which words or rule set each tag, or `override: <reason>`. */
  evidence: Partial<Record<FoodTag, string>>;
}

/** A hand-set correction of the derived tags of one food. */
export interface TagOverride {
  ndbNo: string;
  add?: readonly FoodTag[];
  remove?: readonly FoodTag[];
  reason?: string;
}

/** Tags of every food with a set of hand overrides applied. Cheap to create; the table is shared. */
export class FoodTagView {
  readonly table: FoodTable;
  readonly #masks: Uint16Array;
  readonly #overrideNotes = new Map<number, Partial<Record<FoodTag, string>>>();

  constructor(table: FoodTable, overrides: readonly TagOverride[] = []) {
    this.table = table;
    this.#masks = overrides.length ? table.baseTagMasks.slice() : table.baseTagMasks;
    for (const o of overrides) {
      const i = table.indexOf(o.ndbNo);
      if (i < 0)
        throw new ClinicalError('UNKNOWN_FOOD', `Tag override for unknown food "${o.ndbNo}"`, {
          ndbNo: o.ndbNo,
        });
      let mask = this.#masks[i] as number;
      const notes = this.#overrideNotes.get(i) ?? {};
      const reason = o.reason ?? 'set by hand';
      for (const t of o.add ?? []) {
        mask |= tagBit(t);
        notes[t] = `override (added): ${reason}`;
      }
      for (const t of o.remove ?? []) {
        mask &= ~tagBit(t);
        notes[t] = `override (removed): ${reason}`;
      }
      this.#masks[i] = mask;
      this.#overrideNotes.set(i, notes);
    }
  }

  maskAt(index: number): number {
    return this.#masks[index] as number;
  }

  has(ndbNo: string, tag: FoodTag): boolean {
    return (this.maskAt(this.table.requireIndex(ndbNo)) & tagBit(tag)) !== 0;
  }

  tags(ndbNo: string): FoodTagSet {
    const i = this.table.requireIndex(ndbNo);
    const { allergens, diets } = tagsFromMask(this.maskAt(i));
    const base = this.table.baseEvidence(i);
    const evidence: Partial<Record<FoodTag, string>> = {};
    for (const t of [...allergens, ...diets]) {
      const e = base[t];
      if (e) evidence[t] = e;
    }
    Object.assign(evidence, this.#overrideNotes.get(i));
    return { allergens, diets, evidence };
  }
}

export function tagBit(tag: FoodTag): number {
  const i = ALL_TAGS.indexOf(tag);
  if (i < 0) throw new ClinicalError('INVALID_INPUT', `Unknown food tag "${tag}"`, { tag });
  return 1 << i;
}

/**
 * The SR28 food table with household portions, search and derived tags. Data is kept in columns;
 * `Food` objects are built on demand.
 */
export class FoodTable {
  readonly size: number;
  readonly source: string;
  readonly groups: Readonly<Record<string, string>>;
  readonly #raw: RawFoodData;
  readonly #index = new Map<string, number>();
  readonly #columns: Record<NutrientKey, Float64Array>;
  readonly #portionStart: Int32Array;
  readonly #portionEnd: Int32Array;
  readonly #portions: RawPortionData;
  readonly #foodCache: (Food | undefined)[];
  #search: SearchIndex | undefined;
  /** Names in other languages (id → name; English is the description), loaded on first use. */
  readonly #names = new Map<FoodLanguage, Readonly<Record<string, string>>>();
  readonly #localSearch = new Map<FoodLanguage, SearchIndex>();
  #masks: Uint16Array | undefined;
  #evidence: Partial<Record<FoodTag, string>>[] | undefined;
  #defaultView: FoodTagView | undefined;

  constructor(foods: RawFoodData, portions: RawPortionData) {
    this.#raw = foods;
    this.size = foods.ndbNo.length;
    this.source = foods.meta.source;
    this.groups = foods.groups;
    foods.ndbNo.forEach((n, i) => {
      this.#index.set(n, i);
    });
    const columns = {} as Record<NutrientKey, Float64Array>;
    for (const key of NUTRIENT_KEYS) {
      const src = foods.nutrients[key];
      if (!src || src.length !== this.size)
        throw new ClinicalError('INVALID_INPUT', `Food data lacks nutrient column ${key}`);
      const col = new Float64Array(this.size);
      for (let i = 0; i < this.size; i++) col[i] = src[i] ?? Number.NaN;
      columns[key] = col;
    }
    this.#columns = columns;
    this.#portions = portions;
    this.#portionStart = new Int32Array(this.size).fill(-1);
    this.#portionEnd = new Int32Array(this.size).fill(-1);
    for (let p = 0; p < portions.ndbNo.length; p++) {
      const i = this.#index.get(portions.ndbNo[p] as string);
      if (i === undefined) continue;
      if (this.#portionStart[i] === -1) this.#portionStart[i] = p;
      this.#portionEnd[i] = p + 1;
    }
    this.#foodCache = new Array(this.size);
  }

  /** Row index of a food, or −1. */
  indexOf(ndbNo: string): number {
    return this.#index.get(ndbNo) ?? -1;
  }

  requireIndex(ndbNo: string): number {
    const i = this.#index.get(ndbNo);
    if (i === undefined)
      throw new ClinicalError('UNKNOWN_FOOD', `Unknown food NDB number "${ndbNo}"`, { ndbNo });
    return i;
  }

  has(ndbNo: string): boolean {
    return this.#index.has(ndbNo);
  }

  ndbAt(index: number): string {
    return this.#raw.ndbNo[index] as string;
  }

  descriptionAt(index: number): string {
    return this.#raw.description[index] as string;
  }

  commonNamesAt(index: number): string {
    return this.#raw.commonNames[index] as string;
  }

  groupCodeAt(index: number): string {
    return this.#raw.groupCode[index] as string;
  }

  manufacturerAt(index: number): string {
    return this.#raw.manufacturer[index] as string;
  }

  /** Per-100 g value at a row, NaN when not reported (fast path for loops). */
  value(index: number, key: NutrientKey): number {
    return this.#columns[key][index] as number;
  }

  column(key: NutrientKey): Float64Array {
    return this.#columns[key];
  }

  food(ndbNo: string): Food {
    return this.foodAt(this.requireIndex(ndbNo));
  }

  foodAt(index: number): Food {
    const cached = this.#foodCache[index];
    if (cached) return cached;
    const r = this.#raw;
    if (index < 0 || index >= this.size) throw new ClinicalError('UNKNOWN_FOOD', `No food at row ${index}`);
    const nutrients = {} as NutrientValues;
    for (const key of NUTRIENT_KEYS) nutrients[key] = r.nutrients[key]?.[index] ?? null;
    const food: Food = {
      ndbNo: r.ndbNo[index] as string,
      description: r.description[index] as string,
      groupCode: r.groupCode[index] as string,
      group: r.groups[r.groupCode[index] as string] ?? '',
      commonNames: r.commonNames[index] as string,
      manufacturer: r.manufacturer[index] as string,
      scientificName: r.scientificName[index] as string,
      refusePct: r.refusePct[index] ?? null,
      nFactor: r.nFactor[index] ?? null,
      proteinFactor: r.proteinFactor[index] ?? null,
      fatFactor: r.fatFactor[index] ?? null,
      carbohydrateFactor: r.carbohydrateFactor[index] ?? null,
      nutrients,
    };
    this.#foodCache[index] = food;
    return food;
  }

  /** Household portions of a food, in SR sequence order (may be empty). */
  portions(ndbNo: string): Portion[] {
    return this.portionsAt(this.requireIndex(ndbNo));
  }

  portionsAt(index: number): Portion[] {
    const start = this.#portionStart[index] as number;
    if (start < 0) return [];
    const end = this.#portionEnd[index] as number;
    const p = this.#portions;
    const out: Portion[] = [];
    for (let k = start; k < end; k++) {
      const amount = p.amount[k];
      const grams = p.gramWeight[k];
      if (amount == null || grams == null || amount <= 0) continue;
      out.push({
        ndbNo: p.ndbNo[k] as string,
        seq: p.seq[k] as number,
        amount,
        measure: p.measure[k] as string,
        gramWeight: grams,
        gramsPerUnit: grams / amount,
      });
    }
    return out;
  }

  portion(ndbNo: string, seq: number): Portion {
    const found = this.portions(ndbNo).find((p) => p.seq === seq);
    if (!found)
      throw new ClinicalError('UNKNOWN_PORTION', `Food ${ndbNo} has no portion #${seq}`, { ndbNo, seq });
    return found;
  }

  /**
   * Loads the food names of a language (once); until then `nameOf` answers the English description.
   * Spanish names cover every food the planner can choose (see scripts/build-food-names-es.ts).
   */
  async loadNames(language: FoodLanguage): Promise<void> {
    if (language === 'en' || this.#names.has(language)) return;
    this.#names.set(language, (await loadSpanishFoodNames()).names);
  }

  /** The food's name in a language whose names are loaded, else (or when it has none) its SR description. */
  nameOf(ndbNo: string, language: FoodLanguage): string {
    const i = this.requireIndex(ndbNo);
    return this.#names.get(language)?.[ndbNo] ?? this.descriptionAt(i);
  }

  nameAt(index: number, language: FoodLanguage): string {
    return this.#names.get(language)?.[this.ndbAt(index)] ?? this.descriptionAt(index);
  }

  #popularity(): number[] {
    return Array.from(this.#portionStart, (start, i) =>
      start < 0 ? 0 : (this.#portionEnd[i] as number) - start,
    );
  }

  /**
   * Ranked word search over descriptions and common names. Builds its index on first use. With a
   * `language` whose names are loaded, names in that language match first (their own index, built
   * on first use), then the English descriptions; hits carry the name in that language.
   */
  search(query: string, options?: SearchOptions & { language?: FoodLanguage }): SearchHit[] {
    this.#search ??= new SearchIndex(
      this.#raw.description,
      this.#raw.commonNames,
      this.#raw.manufacturer.map((m) => m !== ''),
      this.#popularity(),
    );
    const language = options?.language ?? 'en';
    const names = this.#names.get(language);
    const english = this.#search.search(query, options);
    let hits = english;
    if (names) {
      let local = this.#localSearch.get(language);
      if (!local) {
        local = new SearchIndex(
          Array.from(this.#raw.ndbNo, (n) => names[n] ?? ''),
          [],
          this.#raw.manufacturer.map((m) => m !== ''),
          this.#popularity(),
        );
        this.#localSearch.set(language, local);
      }
      const own = local.search(query, options);
      const seen = new Set<number>();
      hits = [];
      // whole matches (in the language, then English); partial ones only when there are none
      const whole = [...own, ...english].some((h) => h.matched === 'all');
      for (const h of [...own, ...english])
        if ((h.matched === 'all' || !whole) && !seen.has(h.index)) {
          seen.add(h.index);
          hits.push(h);
        }
      hits = hits.slice(0, options?.limit ?? 20);
    }
    return hits.map((h) => ({
      ...h,
      ndbNo: this.ndbAt(h.index),
      description: this.nameAt(h.index, language),
    }));
  }

  /** Builds the search index now (otherwise built on the first query). */
  warmSearch(): void {
    this.search('warm-up');
  }

  #deriveAll(): void {
    const masks = new Uint16Array(this.size);
    const evidence: Partial<Record<FoodTag, string>>[] = new Array(this.size);
    const sodium = this.#columns.sodium_mg;
    for (let i = 0; i < this.size; i++) {
      const s = sodium[i] as number;
      const t = deriveTags({
        description: this.descriptionAt(i),
        commonNames: this.commonNamesAt(i),
        groupCode: this.groupCodeAt(i),
        sodiumMg: Number.isNaN(s) ? null : s,
      });
      masks[i] = t.mask;
      evidence[i] = t.evidence;
    }
    this.#masks = masks;
    this.#evidence = evidence;
  }

  /** Derived tag bitmasks (bit order = ALL_TAGS), one per food. */
  get baseTagMasks(): Uint16Array {
    if (!this.#masks) this.#deriveAll();
    return this.#masks as Uint16Array;
  }

  baseEvidence(index: number): Partial<Record<FoodTag, string>> {
    if (!this.#evidence) this.#deriveAll();
    return (this.#evidence as Partial<Record<FoodTag, string>>[])[index] ?? {};
  }

  /** Tags with hand overrides applied; without overrides, the derived tags. */
  tagView(overrides: readonly TagOverride[] = []): FoodTagView {
    if (overrides.length) return new FoodTagView(this, overrides);
    this.#defaultView ??= new FoodTagView(this);
    return this.#defaultView;
  }

  tags(ndbNo: string, overrides: readonly TagOverride[] = []): FoodTagSet {
    return this.tagView(overrides).tags(ndbNo);
  }
}

let loading: Promise<FoodTable> | undefined;

/** Languages food names are available in: English (the SR descriptions) and Spanish. */
export type FoodLanguage = 'en' | 'es';

export interface FoodNamesData {
  meta: { source: string; translation: string; rows: number; plannable: number };
  /** NDB number → Spanish name. */
  names: Record<string, string>;
}

let spanish: Promise<FoodNamesData> | undefined;

/** The Spanish food names (src/generated/food-names-es.json), imported on first use. */
export function loadSpanishFoodNames(): Promise<FoodNamesData> {
  spanish ??= import('../generated/food-names-es.json', { with: { type: 'json' } }).then(
    (m) => m.default as FoodNamesData,
  );
  return spanish;
}

/**
 * Loads the bundled SR28 table (8,789 foods, 15,438 portions) once and caches it. The data is a
 * separate module imported on demand, so bundles that never call this do not carry it.
 */
export function loadFoodTable(): Promise<FoodTable> {
  loading ??= Promise.all([
    import('../generated/foods.json', { with: { type: 'json' } }),
    import('../generated/portions.json', { with: { type: 'json' } }),
  ]).then(([f, p]) => new FoodTable(f.default as RawFoodData, p.default as RawPortionData));
  return loading;
}
