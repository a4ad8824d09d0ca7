/**
 * Device imports of fitness records (ADR 0039): a watch's export (CSV, GPX or TCX) becomes
 * activities; a body-composition analyser's CSV (InBody/Tanita-style columns) becomes BIA
 * measurements after a column-mapping step. The same parser and the same mapping guess run on the
 * web (to show the columns and prefill the mapping) and on the server (which decides).
 *
 * - POST /patients/{id}/activities/import   multipart `file`            → 201 DeviceImportResult
 * - POST /patients/{id}/bia/import          multipart `file`, `mapping` → 201 DeviceImportResult
 * - POST /me/activities/import, /me/bia/import: the same for the signed-in patient (`patientId`
 *   field: which of their records, when they have more than one)
 * A bad file is IMPORT_INVALID (`details.errors` = [{ line, fields }]) and nothing is stored; a row
 * whose start time is already on the record (or earlier in the file) is skipped and reported.
 */
import { z } from 'zod';

/** The largest device file accepted (a long GPX track with heart rate is ~2–4 MB). */
export const DEVICE_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** At most this many rows (activities or measurements) per file. */
export const DEVICE_IMPORT_MAX_ROWS = 1000;

export const DEVICE_IMPORT_FORMATS = ['csv', 'gpx', 'tcx'] as const;
export type DeviceImportFormat = (typeof DEVICE_IMPORT_FORMATS)[number];

/** The columns of a BIA device file the import needs (optional ones fall back to the patient's record). */
export const BIA_IMPORT_FIELDS = [
  'measuredAt',
  'time',
  'resistanceOhm',
  'reactanceOhm',
  'weightKg',
  'heightCm',
  'ageYears',
  'sex',
  'device',
] as const;
export type BiaImportField = (typeof BIA_IMPORT_FIELDS)[number];
export const BIA_IMPORT_REQUIRED: readonly BiaImportField[] = [
  'measuredAt',
  'resistanceOhm',
  'reactanceOhm',
  'weightKg',
];

/** field → the header of the column holding it (absent: not in the file). */
export const biaImportMappingSchema = z
  .object(
    Object.fromEntries(BIA_IMPORT_FIELDS.map((f) => [f, z.string().trim().min(1).max(200).optional()])) as {
      [K in BiaImportField]: z.ZodOptional<z.ZodString>;
    },
  )
  .strict();
export type BiaImportMapping = z.infer<typeof biaImportMappingSchema>;

export const deviceImportRowErrorSchema = z.object({
  /** The line of the file (1 = the header of a CSV), or 0 for the file as a whole. */
  line: z.number().int(),
  /** field → message key (`required`, `invalidNumber`, `invalidDate`, `outOfRange`, `unknownType`, …). */
  fields: z.record(z.string(), z.string()),
});
export type DeviceImportRowError = z.infer<typeof deviceImportRowErrorSchema>;

export const deviceImportResultSchema = z.object({
  importId: z.string(),
  kind: z.enum(['activity', 'bia']),
  format: z.enum(DEVICE_IMPORT_FORMATS),
  filename: z.string(),
  /** What was added: its start (activity) or measurement time, and a one-line summary. */
  imported: z.array(
    z.object({
      id: z.string(),
      startedAt: z.string(),
      /** Compendium code (activity) or the device (BIA). */
      label: z.string(),
      minutes: z.number().int().nullable(),
      distanceKm: z.number().nullable(),
      averageHr: z.number().int().nullable(),
    }),
  ),
  /** Rows already on the record (same start time) or repeated in the file: not added. */
  skipped: z.array(z.object({ line: z.number().int(), startedAt: z.string() })),
});
export type DeviceImportResult = z.infer<typeof deviceImportResultSchema>;

/** The separator of a delimited text: `;` (European spreadsheets), tab, or `,`. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (ch: string) => first.split(ch).length - 1;
  const [best] = (
    [
      [',', count(',')],
      [';', count(';')],
      ['\t', count('\t')],
    ] as const
  ).toSorted((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ',';
}

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF) with the given separator; blank lines dropped. */
export function parseDelimited(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  const end = () => {
    row.push(cell);
    if (row.some((c) => c.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
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
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      end();
    } else cell += ch;
  }
  if (cell !== '' || row.length) end();
  return rows;
}

/** A header as compared by the guesses: lower case, accents folded, punctuation as spaces. */
export function normalizeHeader(h: string): string {
  return h
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

const BIA_GUESSES: Record<BiaImportField, RegExp> = {
  measuredAt:
    /^(date|datetime|date time|test date( time)?|fecha( y hora)?|measured at|timestamp|measurement date)$/,
  time: /^(time|hora|test time)$/,
  resistanceOhm: /(^r$|^r ?50|resistance|resistencia|^impedance$|^impedancia$|50 ?khz.*(resistance|r$))/,
  reactanceOhm: /(^xc$|^xc ?50|reactance|reactancia|50 ?khz.*(reactance|xc$))/,
  weightKg: /^(body )?(weight|peso|mass)( kg)?$/,
  heightCm: /^(height|altura|talla|estatura)( cm)?$/,
  ageYears: /^(age|edad)( years| anos)?$/,
  sex: /^(sex|gender|sexo|genero)$/,
  device: /^(device|model|modelo|dispositivo|equipo|analyser|analyzer)$/,
};

/** The mapping a device file's header row suggests (each column used once). */
export function guessBiaMapping(headers: readonly string[]): BiaImportMapping {
  const mapping: BiaImportMapping = {};
  const used = new Set<string>();
  for (const field of BIA_IMPORT_FIELDS) {
    const hit = headers.find((h) => !used.has(h) && BIA_GUESSES[field].test(normalizeHeader(h)));
    if (hit) {
      mapping[field] = hit;
      used.add(hit);
    }
  }
  return mapping;
}

/** A decimal written with a point or a comma ("72,4"); null when it is no number. */
export function parseDecimal(s: string | undefined): number | null {
  if (s === undefined) return null;
  const t = s.trim().replace(/\s/g, '');
  if (t === '') return null;
  const n = Number(/^-?\d+,\d+$/.test(t) ? t.replace(',', '.') : t);
  return Number.isFinite(n) ? n : null;
}

/**
 * A device's date (and optional separate time) as an ISO instant: ISO 8601 with or without zone,
 * `YYYY-MM-DD HH:MM[:SS]`, `YYYY.MM.DD`, `YYYYMMDDHHMMSS` (InBody), or day first `DD/MM/YYYY`
 * (`DD.MM.YYYY`). A time without a zone is read as UTC. Null when it is none of these.
 */
export function parseDeviceDate(date: string, time = ''): string | null {
  const d = date.trim();
  const t = time.trim();
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T ](.*))?$/.exec(d);
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:[ T](.*))?$/.exec(d);
  const packed = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(d);
  let parts: [string, string, string, string];
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!, iso[4] ?? ''];
  else if (dayFirst) parts = [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!, dayFirst[4] ?? ''];
  else if (packed)
    parts = [packed[1]!, packed[2]!, packed[3]!, `${packed[4]}:${packed[5]}:${packed[6] ?? '00'}`];
  else return null;
  const [y, mo, da, rest] = parts;
  const clock = (rest || t).trim();
  const c =
    clock === ''
      ? ['', '00', '00', '00', '']
      : /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(clock);
  if (!c) return null;
  const zone = c[4] ? (c[4] === 'Z' ? 'Z' : c[4].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : 'Z';
  const stamp = `${y}-${mo.padStart(2, '0')}-${da.padStart(2, '0')}T${c[1]!.padStart(2, '0')}:${c[2]}:${c[3] ?? '00'}${zone}`;
  const at = new Date(stamp);
  if (Number.isNaN(at.getTime()) || (zone === 'Z' && at.toISOString().slice(0, 10) !== stamp.slice(0, 10))) {
    return null;
  }
  return at.toISOString();
}
