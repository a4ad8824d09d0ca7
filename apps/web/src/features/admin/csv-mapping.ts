/**
 * The column-mapping step of the patient import (ADR 0050): a CSV exported by another practice
 * platform names its columns its own way ("Given name", "DOB", "Mobile") and may write dates as
 * day/month/year. The administrator maps each of its columns to one of ours (a guess is offered);
 * the file is then rewritten with our header row and ISO dates and checked by the patients
 * module's own import (preview, then all rows or none).
 */
import { APPOINTMENT_CSV_COLUMNS } from '@verdant/shared/compliance';
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

/** A first guess: each source column to the column of `columns` its name matches, each used once. */
export function guessColumns<C extends string>(
  header: readonly string[],
  columns: readonly C[],
  aliases: Record<C, readonly string[]>,
): (C | null)[] {
  const used = new Set<C>();
  return header.map((name) => {
    const n = norm(name);
    const found = columns.find((c) => !used.has(c) && (norm(c) === n || aliases[c].includes(n)));
    if (found) used.add(found);
    return found ?? null;
  });
}

/** The patient import's first guess. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  return guessColumns(header, PATIENT_CSV_COLUMNS, ALIASES);
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

/** The file in our shape: our header row, the mapped columns only, the `dateColumns` in ISO. */
export function remapColumns<C extends string>(
  rows: readonly (readonly string[])[],
  mapping: readonly (C | null)[],
  dateColumns: readonly C[],
  dates: DateFormat,
): string {
  const picked = mapping.flatMap((target, i) => (target ? [{ target, i }] : []));
  const lines = [picked.map((p) => p.target).join(',')];
  for (const row of rows.slice(1)) {
    lines.push(
      picked
        .map(({ target, i }) => {
          const cell = row[i] ?? '';
          return quote(dateColumns.includes(target) ? toIsoDate(cell, dates) : cell);
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function remapCsv(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  dates: DateFormat,
): string {
  return remapColumns(rows, mapping, ['dateOfBirth'], dates);
}

/** What a mapping still lacks: `required` columns nobody maps, and columns mapped twice. */
export function columnProblems<C extends string>(
  mapping: readonly (C | null)[],
  required: readonly C[],
): { missing: C[]; duplicates: C[] } {
  const counts = new Map<C, number>();
  for (const m of mapping) if (m) counts.set(m, (counts.get(m) ?? 0) + 1);
  return {
    missing: required.filter((c) => !counts.has(c)),
    duplicates: [...counts].filter(([, n]) => n > 1).map(([c]) => c),
  };
}

export function mappingProblems(mapping: ColumnMapping): {
  missing: PatientColumn[];
  duplicates: PatientColumn[];
} {
  return columnProblems(mapping, ['firstName', 'lastName']);
}

// ---------------------------------------------------------------- appointments (ADR 0056)

export type AppointmentColumn = (typeof APPOINTMENT_CSV_COLUMNS)[number];

/**
 * Names other platforms give the appointment columns: Practice Better-like exports ("Client Email",
 * "Practitioner Email", "Session Date", "Start Time", "End Time", "Session Type"), Healthie-like
 * ones ("Client First Name", "Provider Email", "Appointment Type", "Length"), and Spanish headers.
 */
export const APPOINTMENT_ALIASES: Record<AppointmentColumn, readonly string[]> = {
  patientEmail: [
    'clientemail',
    'patientemail',
    'email',
    'emailaddress',
    'correo',
    'correodelpaciente',
    'emaildelcliente',
  ],
  patientFirstName: ['clientfirstname', 'patientfirstname', 'firstname', 'nombre', 'nombredelpaciente'],
  patientLastName: ['clientlastname', 'patientlastname', 'lastname', 'apellidos', 'apellido'],
  patientDateOfBirth: [
    'clientdob',
    'dob',
    'dateofbirth',
    'birthdate',
    'clientdateofbirth',
    'fechadenacimiento',
  ],
  professionalEmail: [
    'practitioneremail',
    'provideremail',
    'clinicianemail',
    'staffemail',
    'professionalemail',
    'correodelprofesional',
    'emaildelprofesional',
  ],
  date: ['sessiondate', 'appointmentdate', 'date', 'fecha', 'dia'],
  startTime: ['starttime', 'start', 'time', 'sessiontime', 'appointmenttime', 'horainicio', 'hora', 'inicio'],
  endTime: ['endtime', 'end', 'horafin', 'fin'],
  durationMinutes: ['duration', 'durationminutes', 'length', 'minutes', 'duracion', 'minutos'],
  service: ['service', 'sessiontype', 'appointmenttype', 'servicename', 'servicio', 'tipodecita'],
  type: ['location', 'locationtype', 'format', 'modality', 'contacttype', 'modalidad'],
  status: ['status', 'sessionstatus', 'appointmentstatus', 'estado'],
  notes: ['notes', 'note', 'comments', 'notas', 'observaciones'],
};

export const guessAppointmentMapping = (header: readonly string[]) =>
  guessColumns(header, APPOINTMENT_CSV_COLUMNS, APPOINTMENT_ALIASES);

/** The professional and the time are needed; the patient by e-mail, or by name and birth date. */
export function appointmentMappingProblems(mapping: readonly (AppointmentColumn | null)[]) {
  const problems = columnProblems(mapping, ['professionalEmail', 'date', 'startTime']);
  const has = (c: AppointmentColumn) => mapping.includes(c);
  if (
    !has('patientEmail') &&
    !(has('patientFirstName') && has('patientLastName') && has('patientDateOfBirth'))
  ) {
    problems.missing.unshift('patientEmail');
  }
  return problems;
}
