/**
 * CSV import and export of patients.
 * - Import: RFC 4180 (quoted fields, doubled quotes, CRLF or LF), a header row naming columns of
 *   PATIENT_CSV_COLUMNS (any case, any order; unknown columns are ignored and reported); lists are
 *   separated by `;`. Every row is validated by the same schema as the form; the import is all or
 *   nothing in one transaction (any bad row: IMPORT_INVALID with the per-row errors, nothing created),
 *   and the plan limit counts the rows that would be active.
 * - Export: the filtered list (same scope, filter and search as the screen), every row audited.
 *   A cell beginning with `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'` so a
 *   spreadsheet shows it as text instead of running it as a formula.
 */
import {
  fieldErrors,
  type ImportRowError,
  MAX_IMPORT_ROWS,
  PATIENT_ALLERGENS,
  PATIENT_CSV_COLUMNS,
  type PatientImportPreview,
  type PatientImportResult,
  patientCreateSchema,
  patientListQuerySchema,
} from '@verdant/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { careTeamMember, patient } from '../../db/schema/index.ts';
import { audit, auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { visiblePatients } from './scope.ts';
import { assertRoomForActive, columnsOf, countActive, listWhere, planLimitOf } from './service.ts';

/** Parses CSV text into rows of cells. */
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
  return rows;
}

/** A cell as text a spreadsheet will not evaluate. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const list = (s: string) =>
  s
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);

const ALLERGEN_SET = new Set<string>(PATIENT_ALLERGENS);

/** One CSV record as the create form's input. */
function rowInput(record: Record<string, string>) {
  const get = (k: string) => record[k.toLowerCase()]?.trim() ?? '';
  const number = (k: string) => {
    const v = get(k).replace(',', '.');
    return v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : v;
  };
  const allergies = list(get('allergies'));
  return {
    firstName: get('firstName'),
    lastName: get('lastName'),
    email: get('email'),
    phone: get('phone'),
    dateOfBirth: get('dateOfBirth'),
    gender: get('gender').toLowerCase() || null,
    address: get('address'),
    city: get('city'),
    country: get('country'),
    heightCm: number('heightCm'),
    weightKg: number('weightKg'),
    allergies: {
      allergens: allergies.filter((a) => ALLERGEN_SET.has(a.toLowerCase())).map((a) => a.toLowerCase()),
      other: allergies.filter((a) => !ALLERGEN_SET.has(a.toLowerCase())),
    },
    medicalConditions: list(get('medicalConditions')).map((name) => ({ name })),
    medications: list(get('medications')).map((name) => ({ name })),
    notes: get('notes'),
    status: get('status').toLowerCase() || 'active',
  };
}

interface Parsed {
  total: number;
  valid: ReturnType<typeof patientCreateSchema.parse>[];
  errors: ImportRowError[];
  ignoredColumns: string[];
}

function parseImport(text: string): Parsed {
  const rows = parseCsv(text).filter((r) => r.some((c) => c.trim() !== ''));
  const [header, ...body] = rows;
  if (!header) throw new AppError('IMPORT_INVALID', 'The file is empty.', { errors: [] });
  const known = new Map(PATIENT_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = ['firstname', 'lastname'].filter((c) => !names.includes(c));
  if (missing.length) {
    throw new AppError('IMPORT_INVALID', 'The header row needs at least firstName and lastName.', {
      errors: [{ line: 1, fields: Object.fromEntries(missing.map((m) => [known.get(m)!, 'columnMissing'])) }],
    });
  }
  if (body.length > MAX_IMPORT_ROWS) {
    throw new AppError('IMPORT_INVALID', `At most ${MAX_IMPORT_ROWS} rows can be imported at once.`, {
      errors: [{ line: MAX_IMPORT_ROWS + 2, fields: { _: 'tooManyItems' } }],
      maxRows: MAX_IMPORT_ROWS,
    });
  }
  const valid: Parsed['valid'] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const record: Record<string, string> = {};
    names.forEach((n, j) => {
      if (known.has(n)) record[n] = cells[j] ?? '';
    });
    const result = patientCreateSchema.safeParse(rowInput(record));
    if (!result.success) {
      errors.push({ line, fields: fieldErrors(result.error) });
      return;
    }
    const email = result.data.email;
    if (email) {
      if (seen.has(email)) {
        errors.push({ line, fields: { email: 'emailTaken' } });
        return;
      }
      seen.set(email, line);
    }
    valid.push(result.data);
  });
  return {
    total: body.length,
    valid,
    errors,
    ignoredColumns: header.filter((h) => h.trim() && !known.has(h.trim().toLowerCase())).map((h) => h.trim()),
  };
}

/** Rows whose e-mail another live record of the practice holds. */
async function emailClashes(ctx: ServiceContext, organizationId: string, parsed: Parsed, lines: number[]) {
  const emails = parsed.valid.map((v) => v.email).filter((e): e is string => !!e);
  if (!emails.length) return [];
  const taken = await ctx.db
    .select({ email: sql<string>`lower(${patient.email})` })
    .from(patient)
    .where(
      and(
        eq(patient.organizationId, organizationId),
        isNull(patient.deletedAt),
        sql`lower(${patient.email}) in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
      ),
    );
  const set = new Set(taken.map((t) => t.email));
  const out: ImportRowError[] = [];
  parsed.valid.forEach((v, i) => {
    if (v.email && set.has(v.email)) out.push({ line: lines[i]!, fields: { email: 'emailTaken' } });
  });
  return out;
}

/** The lines of the valid rows, in order (every row is either valid or reported). */
function validLines(parsed: Parsed): number[] {
  const bad = new Set(parsed.errors.map((e) => e.line));
  const lines: number[] = [];
  for (let line = 2; line < parsed.total + 2; line++) if (!bad.has(line)) lines.push(line);
  return lines;
}

export async function previewImport(ctx: ServiceContext, text: string): Promise<PatientImportPreview> {
  const scope = visiblePatients(ctx);
  const parsed = parseImport(text);
  const lines = validLines(parsed);
  const errors = [...parsed.errors, ...(await emailClashes(ctx, scope.organizationId, parsed, lines))].sort(
    (a, b) => a.line - b.line,
  );
  const plan = await planLimitOf(ctx, scope.organizationId);
  const active = await countActive(ctx, scope.organizationId);
  return {
    total: parsed.total,
    valid: parsed.total - errors.length,
    errors,
    sample: parsed.valid.slice(0, 5).map((v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email ?? null,
      phone: v.phone ?? null,
      dateOfBirth: v.dateOfBirth ?? null,
      status: v.status,
    })),
    ignoredColumns: parsed.ignoredColumns,
    activeAfter: active + parsed.valid.filter((v) => v.status === 'active').length,
    limit: plan.activeLimit,
  };
}

/** All or nothing: one transaction; any bad row or the plan limit refuses the whole file. */
export async function importPatients(ctx: ServiceContext, text: string): Promise<PatientImportResult> {
  const scope = visiblePatients(ctx);
  const parsed = parseImport(text);
  return withTransaction(ctx, async (tx) => {
    const lines = validLines(parsed);
    const errors = [...parsed.errors, ...(await emailClashes(tx, scope.organizationId, parsed, lines))].sort(
      (a, b) => a.line - b.line,
    );
    if (errors.length || parsed.total === 0) {
      throw new AppError('IMPORT_INVALID', undefined, { errors });
    }
    const activeCount = parsed.valid.filter((v) => v.status === 'active').length;
    if (activeCount) await assertRoomForActive(tx, scope.organizationId, activeCount);
    const created = await tx.db
      .insert(patient)
      .values(
        parsed.valid.map((v) => ({
          ...columnsOf(v),
          firstName: v.firstName,
          lastName: v.lastName,
          status: v.status,
          organizationId: scope.organizationId,
        })),
      )
      .returning({ id: patient.id });
    if (scope.careTeamUserId) {
      const me = scope.careTeamUserId;
      await tx.db
        .insert(careTeamMember)
        .values(created.map((c) => ({ patientId: c.id, userId: me, addedByUserId: me })));
    }
    await auditMany(
      tx,
      created.map((c) => ({
        action: 'patient.import',
        resourceType: 'patient',
        resourceId: c.id,
        patientId: c.id,
      })),
    );
    return { created: created.length };
  });
}

export const EXPORT_COLUMNS = [...PATIENT_CSV_COLUMNS, 'platformAccess', 'lastVisitAt'] as const;

/** The filtered list as CSV (the same columns the import reads, plus platform access and last visit). */
export async function exportPatients(
  ctx: ServiceContext,
  rawQuery: Record<string, unknown>,
): Promise<string> {
  const query = patientListQuerySchema.parse(rawQuery);
  const where = listWhere(ctx, query);
  return withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .select()
      .from(patient)
      .where(where)
      .orderBy(asc(patient.lastName), asc(patient.firstName), asc(patient.id));
    for (let i = 0; i < rows.length; i += 1000) {
      await auditMany(
        tx,
        rows.slice(i, i + 1000).map((r) => ({
          action: 'patient.export',
          resourceType: 'patient',
          resourceId: r.id,
          patientId: r.id,
        })),
      );
    }
    if (!rows.length) await audit(tx, { action: 'patient.export', resourceType: 'patient' });
    return toCsv([
      EXPORT_COLUMNS,
      ...rows.map((r) => [
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.dateOfBirth,
        r.gender,
        r.address,
        r.city,
        r.country,
        r.heightCm,
        r.weightKg,
        [...r.allergies, ...r.allergiesOther].join('; '),
        r.medicalConditions.map((c) => c.name).join('; '),
        r.medications.map((m) => [m.name, m.dose, m.frequency].filter(Boolean).join(' ')).join('; '),
        r.notes,
        r.status,
        r.platformAccess,
        r.lastVisitAt?.toISOString() ?? '',
      ]),
    ]);
  });
}
