/**
 * Generates the data modules of `@verdant/clinical` from the shared CSVs.
 *
 *   node packages/clinical/scripts/build-data.ts            # write src/generated/*.json
 *   node packages/clinical/scripts/build-data.ts --check    # fail if the committed files are stale
 *   DATA_DIR=/path/to/shared/data node packages/clinical/scripts/build-data.ts
 *
 * The package itself never reads files: it imports the JSON written here. Layout is columnar
 * (one array per column) to keep the files small; an empty CSV cell becomes `null`
 * ("not reported"), never 0. See ../DATA-SOURCES.md for the sources and licences.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.DATA_DIR ?? '/work/shared/data';
const outDir = join(here, '..', 'src', 'generated');
const check = process.argv.includes('--check');

/** RFC 4180 parser: quoted fields, doubled quotes, embedded commas and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function readTable(rel: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(join(dataDir, rel), 'utf8'));
  if (!header) throw new Error(`${rel}: empty file`);
  return rows.map((r, n) => {
    if (r.length !== header.length)
      throw new Error(`${rel}: row ${n + 2} has ${r.length} fields, expected ${header.length}`);
    return Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']));
  });
}

function num(value: string | undefined, where: string): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`${where}: not a number: ${JSON.stringify(value)}`);
  return n;
}

function col<T>(rows: Record<string, string>[], f: (r: Record<string, string>, i: number) => T): T[] {
  return rows.map(f);
}

// ---------------------------------------------------------------- foods
const nutrientColumns = readTable('foods/nutrient_columns.csv').map((r) => ({
  key: r.column as string,
  srNo: r.sr_nutr_no as string,
  name: r.sr_name as string,
  unit: r.unit as string,
  fdcNutrientId: Number(r.fdc_nutrient_id),
}));
const groups = Object.fromEntries(
  readTable('foods/food_groups.csv').map((r) => [r.food_group_code, r.food_group]),
);
const foods = readTable('foods/foods.csv');
const nutrients: Record<string, (number | null)[]> = {};
for (const c of nutrientColumns)
  nutrients[c.key] = col(foods, (r) => num(r[c.key], `foods ${r.ndb_no} ${c.key}`));

const foodsJson = {
  meta: {
    source:
      'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28 (2015, rev. 2016). Public domain.',
    generatedFrom: 'shared/data/foods/foods.csv',
    valuesPer: '100 g edible portion',
    rows: foods.length,
  },
  groups,
  nutrientColumns,
  ndbNo: col(foods, (r) => r.ndb_no),
  description: col(foods, (r) => r.description),
  groupCode: col(foods, (r) => r.food_group_code),
  commonNames: col(foods, (r) => r.common_names),
  manufacturer: col(foods, (r) => r.manufacturer),
  scientificName: col(foods, (r) => r.scientific_name),
  refusePct: col(foods, (r) => num(r.refuse_pct, `${r.ndb_no} refuse_pct`)),
  nFactor: col(foods, (r) => num(r.n_factor, `${r.ndb_no} n_factor`)),
  proteinFactor: col(foods, (r) => num(r.protein_factor, `${r.ndb_no} protein_factor`)),
  fatFactor: col(foods, (r) => num(r.fat_factor, `${r.ndb_no} fat_factor`)),
  carbohydrateFactor: col(foods, (r) => num(r.carbohydrate_factor, `${r.ndb_no} carbohydrate_factor`)),
  nutrients,
};

// ---------------------------------------------------------------- portions
const portions = readTable('foods/portions.csv');
const portionsJson = {
  meta: {
    source: 'USDA SR28 WEIGHT file (household measures). Public domain.',
    generatedFrom: 'shared/data/foods/portions.csv (data_points and std_dev omitted)',
    rows: portions.length,
  },
  ndbNo: col(portions, (r) => r.ndb_no),
  seq: col(portions, (r) => Number(r.seq)),
  amount: col(portions, (r) => num(r.amount, `portion ${r.ndb_no}/${r.seq} amount`)),
  measure: col(portions, (r) => r.measure),
  gramWeight: col(portions, (r) => num(r.gram_weight, `portion ${r.ndb_no}/${r.seq} gram_weight`)),
};

// ---------------------------------------------------------------- labs and METs
const labsJson = {
  meta: {
    source: 'shared/data/reference/lab_tests.csv (compilation of cited facts; see REFERENCES.md section (e))',
    rows: 0,
  },
  rows: readTable('reference/lab_tests.csv').map((r) => ({
    key: r.key,
    test: r.test,
    panel: r.panel,
    loinc: r.loinc,
    loincName: r.loinc_long_common_name,
    unit: r.unit,
    sex: r.sex,
    low: num(r.low, `lab ${r.key} low`),
    high: num(r.high, `lab ${r.key} high`),
    interpretation: r.interpretation_bands,
    sources: (r.source_ids ?? '').split(';').filter(Boolean),
    confidence: r.confidence,
  })),
};
labsJson.meta.rows = labsJson.rows.length;

const metJson = {
  meta: {
    compendium: '2011 Adult Compendium of Physical Activities',
    version: '2011',
    citation:
      'Ainsworth BE, Haskell WL, Herrmann SD, et al. 2011 Compendium of Physical Activities: a second update of codes and MET values. Med Sci Sports Exerc 2011;43(8):1575-1581.',
    generatedFrom: 'shared/data/reference/met_activities_2011.csv',
  },
  rows: readTable('reference/met_activities_2011.csv').map((r) => ({
    code: r.compendium_code,
    met: num(r.met, `met ${r.compendium_code}`),
    intensity: r.intensity_class,
    group: r.group,
    activity: r.activity,
    category: r.compendium_category,
  })),
};

const outputs: Record<string, unknown> = {
  'foods.json': foodsJson,
  'portions.json': portionsJson,
  'lab-tests.json': labsJson,
  'met-2011.json': metJson,
};

let stale = 0;
for (const [name, value] of Object.entries(outputs)) {
  const text = `${JSON.stringify(value)}\n`;
  const path = join(outDir, name);
  if (check) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current !== text) {
      stale++;
      console.error(`stale: ${path}`);
    }
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path} (${(text.length / 1024).toFixed(0)} KiB)`);
  }
}
if (check) {
  if (stale) process.exit(1);
  console.log('generated data is up to date');
}
