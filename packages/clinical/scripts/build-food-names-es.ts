/**
 * Generates src/generated/food-names-es.json, the Spanish names of the SR28 foods, from the
 * glossary data/food-names-es.glossary.tsv (each comma segment of a description, translated once).
 *
 *   node packages/clinical/scripts/build-food-names-es.ts          # write the file
 *   node packages/clinical/scripts/build-food-names-es.ts --check  # fail if stale or a plannable food has no name
 *
 * Every food the meal planner can choose (any catalog options) must be named: a segment missing
 * from the glossary fails the build, listing it. Other foods are named when every segment of their
 * description is in the glossary. A name keeps the SR order of segments ("Pollo, pechuga, asada"),
 * the first capitalised; an adjective agrees with the last noun before it ("@" → o/a/os/as by the
 * noun's "#m", "#f", "#mp" or "#fp" mark); a "~segment" entry is the wording after the first segment.
 * Segments written only in capitals (brands) stay as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFoodTable } from '../src/foods/food-table.ts';
import { planningCatalog } from '../src/planner/catalog.ts';

const here = dirname(fileURLToPath(import.meta.url));
const glossaryPath = join(here, '..', 'data', 'food-names-es.glossary.tsv');
const outPath = join(here, '..', 'src', 'generated', 'food-names-es.json');
const check = process.argv.includes('--check');

interface Entry {
  text: string;
  noun?: { gender: 'm' | 'f'; plural: boolean };
}

const glossary = new Map<string, Entry>();
for (const [n, line] of readFileSync(glossaryPath, 'utf8').split('\n').entries()) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [english, spanish, extra] = line.split('\t');
  if (!english || !spanish || extra !== undefined) throw new Error(`glossary line ${n + 1}: "${line}"`);
  const mark = / #(m|f)(p?)$/.exec(spanish);
  const entry: Entry = mark
    ? {
        text: spanish.slice(0, mark.index),
        noun: { gender: mark[1] as 'm' | 'f', plural: mark[2] === 'p' },
      }
    : { text: spanish };
  if (glossary.has(english)) throw new Error(`glossary line ${n + 1}: "${english}" twice`);
  glossary.set(english, entry);
}

const ENDING = { m: ['o', 'os'], f: ['a', 'as'] } as const;

/** The Spanish name of an SR description, or the segments the glossary lacks. */
function spanishName(description: string): { name: string } | { missing: string[] } {
  let head: NonNullable<Entry['noun']> = { gender: 'm', plural: false };
  const parts: string[] = [];
  const missing: string[] = [];
  for (const raw of description.split(',')) {
    const segment = raw.trim();
    if (!segment) continue;
    if (!/[a-z]/.test(segment)) {
      parts.push(segment);
      continue;
    }
    // "~segment": the wording after the first segment ("Noodles, egg" → "de huevo"), where it differs
    const key = segment.toLowerCase();
    const entry = (parts.length > 0 ? glossary.get(`~${key}`) : undefined) ?? glossary.get(key);
    if (!entry) {
      missing.push(segment.toLowerCase());
      continue;
    }
    let text = entry.text.replaceAll('@', ENDING[head.gender][head.plural ? 1 : 0]);
    if (parts.length > 0 && entry.noun && /^\p{Lu}\p{Ll}+(\s|$|,)/u.test(text)) {
      text = text.charAt(0).toLowerCase() + text.slice(1);
    }
    parts.push(text);
    if (entry.noun) head = entry.noun;
  }
  if (missing.length) return { missing };
  const name = parts.join(', ');
  return { name: name.charAt(0).toUpperCase() + name.slice(1) };
}

const table = await loadFoodTable();
const plannable = new Set<string>();
for (const includeBranded of [false, true])
  for (const includeFastFood of [false, true])
    for (const f of planningCatalog(table, { includeBranded, includeFastFood })) plannable.add(f.ndbNo);

const names: Record<string, string> = {};
const missing = new Map<string, number>();
for (let i = 0; i < table.size; i++) {
  const ndbNo = table.ndbAt(i);
  const result = spanishName(table.descriptionAt(i));
  if ('name' in result) names[ndbNo] = result.name;
  else if (plannable.has(ndbNo)) for (const s of result.missing) missing.set(s, (missing.get(s) ?? 0) + 1);
}
if (missing.size) {
  console.error(`${missing.size} segments of plannable foods are not in the glossary:`);
  for (const [s, n] of [...missing].sort((a, b) => b[1] - a[1])) console.error(`${s}\t(${n})`);
  process.exit(1);
}

const out = {
  meta: {
    source:
      'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28 (2015, rev. 2016). Public domain.',
    translation:
      'Spanish names: translation of the SR28 descriptions by Verdant, built from data/food-names-es.glossary.tsv by scripts/build-food-names-es.ts.',
    rows: Object.keys(names).length,
    plannable: plannable.size,
  },
  names,
};
const text = `${JSON.stringify(out)}\n`;
if (check) {
  let current = '';
  try {
    current = readFileSync(outPath, 'utf8');
  } catch {}
  if (current !== text) {
    console.error(`stale: ${outPath}`);
    process.exit(1);
  }
  console.log('Spanish food names are up to date');
} else {
  writeFileSync(outPath, text);
  console.log(
    `wrote ${outPath}: ${out.meta.rows} names (${plannable.size} plannable), ${(text.length / 1024).toFixed(0)} KiB`,
  );
}
