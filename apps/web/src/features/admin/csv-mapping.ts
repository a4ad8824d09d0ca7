/**
 * The column-mapping step of the patient import (ADR 0050): a CSV exported by another practice
 * platform names its columns its own way ("Given name", "DOB", "Mobile") and may write dates as
 * day/month/year. The administrator maps each of its columns to one of ours (a guess is offered);
 * the file is then rewritten with our header row and ISO dates and checked by the patients
 * module's own import (preview, then all rows or none).
 */
import { PATIENT_CSV_COLUMNS } from '@verdant/shared/patients';

export type PatientColumn = (typeof PATIENT_CSV_COLUMNS)[number];
/** Per source column: the column of ours it fills, or null (left out). */
export type ColumnMapping = (PatientColumn | null)[];
export const DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** RFC 4180: quoted fields, doubled quotes, CRLF or LF; a BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

/** Names other platforms (and people, in English and Spanish) give our columns. */
const ALIASES: Record<PatientColumn, readonly string[]> = {
  firstName: ['firstname', 'givenname', 'first', 'forename', 'nombre', 'name'],
  lastName: ['lastname', 'surname', 'familyname', 'last', 'apellido', 'apellidos'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico'],
  phone: ['phone', 'mobile', 'telephone', 'cell', 'phonenumber', 'mobilephone', 'telefono', 'movil'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born', 'fechadenacimiento', 'nacimiento'],
  gender: ['gender', 'sex', 'sexo', 'genero'],
  address: ['address', 'street', 'addressline1', 'direccion', 'domicilio'],
  city: ['city', 'town', 'ciudad', 'localidad'],
  country: ['country', 'pais'],
  heightCm: ['heightcm', 'height', 'altura', 'talla', 'estatura'],
  weightKg: ['weightkg', 'weight', 'peso'],
  allergies: ['allergies', 'allergy', 'alergias'],
  medicalConditions: ['medicalconditions', 'conditions', 'diagnoses', 'condiciones', 'diagnosticos'],
  medications: ['medications', 'medication', 'medicines', 'medicamentos', 'medicacion'],
  notes: ['notes', 'note', 'comments', 'notas', 'observaciones'],
  status: ['status', 'estado'],
};

/** A first guess: each source column to the column of ours its name matches, each used once. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const used = new Set<PatientColumn>();
  return header.map((name) => {
    const n = norm(name);
    const found = PATIENT_CSV_COLUMNS.find((c) => !used.has(c) && (norm(c) === n || ALIASES[c].includes(n)));
    if (found) used.add(found);
    return found ?? null;
  });
}

/** A date as YYYY-MM-DD from the chosen format; anything else is left for the import to refuse. */
export function toIsoDate(value: string, format: DateFormat): string {
  const v = value.trim();
  if (format === 'iso' || v === '') return v;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (!m) return v;
  const [a, b, year] = [m[1]!, m[2]!, m[3]!];
  const [day, month] = format === 'dmy' ? [a, b] : [b, a];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The file in our shape: our header row, the mapped columns only, dates in ISO. */
export function remapCsv(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  dates: DateFormat,
): string {
  const picked = mapping.flatMap((target, i) => (target ? [{ target, i }] : []));
  const lines = [picked.map((p) => p.target).join(',')];
  for (const row of rows.slice(1)) {
    lines.push(
      picked
        .map(({ target, i }) => {
          const cell = row[i] ?? '';
          return quote(target === 'dateOfBirth' ? toIsoDate(cell, dates) : cell);
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** What the mapping still lacks: our required columns nobody maps, and columns mapped twice. */
export function mappingProblems(mapping: ColumnMapping): {
  missing: PatientColumn[];
  duplicates: PatientColumn[];
} {
  const counts = new Map<PatientColumn, number>();
  for (const m of mapping) if (m) counts.set(m, (counts.get(m) ?? 0) + 1);
  return {
    missing: (['firstName', 'lastName'] as const).filter((c) => !counts.has(c)),
    duplicates: [...counts].filter(([, n]) => n > 1).map(([c]) => c),
  };
}
