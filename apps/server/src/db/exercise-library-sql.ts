/**
 * Writes the INSERT of the wger exercise library into migration 0026_fitness.sql (run once, by hand,
 * when the data changes: `npx node apps/server/src/db/exercise-library-sql.ts /work/shared/data/exercises/wger_exercises_en.json`).
 * Every row keeps its licence and authors (CC-BY-SA: the attribution travels with the exercise).
 * The search text is the lower-cased name and aliases without accents (what the trigram index holds).
 */
import { readFileSync } from 'node:fs';

interface WgerRow {
  exercise_id: number;
  exercise_uuid: string;
  name: string;
  aliases: string[];
  category: string;
  primary_muscles: string[];
  secondary_muscles: string[];
  equipment: string[];
  description: string;
  text_license: string;
  text_license_author: string;
  exercise_license: string;
  exercise_license_author: string;
}

const ACCENTS_FROM = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ';
const ACCENTS_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy';

export function exerciseSearchText(name: string, aliases: readonly string[]): string {
  return [...`${name} ${aliases.join(' ')}`.toLowerCase()]
    .map((c) => {
      const i = ACCENTS_FROM.indexOf(c);
      return i >= 0 ? ACCENTS_TO[i] : c;
    })
    .join('')
    .trim();
}

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (a: readonly string[]) => (a.length ? `ARRAY[${a.map(lit).join(',')}]::text[]` : `'{}'::text[]`);

function authors(row: WgerRow): string {
  const names = [row.exercise_license_author, row.text_license_author]
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(names)].join(', ');
}

export function exerciseInsertSql(rows: readonly WgerRow[]): string {
  const values = rows.map(
    (r) =>
      `(${r.exercise_id}, ${lit(r.exercise_uuid)}, ${lit(r.name.trim())}, ${arr(r.aliases)}, ${lit(r.category)}, ${arr(r.primary_muscles)}, ${arr(r.secondary_muscles)}, ${arr(r.equipment)}, ${lit(r.description)}, ${lit(r.exercise_license || r.text_license)}, ${lit(authors(r))}, ${lit(exerciseSearchText(r.name, r.aliases))})`,
  );
  return `INSERT INTO "exercise" ("wger_id", "wger_uuid", "name", "aliases", "category", "primary_muscles", "secondary_muscles", "equipment", "description", "license", "license_author", "search_text") VALUES\n${values.join(',\n')};`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const rows = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as WgerRow[];
  process.stdout.write(`${exerciseInsertSql(rows)}\n`);
}
