/**
 * Device imports (ADR 0039): a watch's export (CSV, GPX, TCX) becomes activities; an analyser's CSV
 * becomes BIA measurements, through a column mapping (sent by the screen after the user checked it,
 * else guessed from the header). The whole file is read and checked before anything is written: any
 * bad row is IMPORT_INVALID with every row's errors and nothing changes (no row, no stored file).
 * A row whose start time (activity) or measurement time (BIA) is already on the record, or repeated
 * in the file, is skipped and reported. Otherwise, in one transaction: the rows, the original file
 * through platform/storage.ts (`fitness-imports/<org>/<uuid>`), a `fitness_import` row and one
 * audit event; if the transaction fails the stored file is deleted.
 * A professional imports for a client on their care team; a patient for their own record.
 */
import { analyzeBia, ClinicalError, compendiumActivity } from '@verdant/clinical';
import {
  BIA_IMPORT_REQUIRED,
  type BiaImportMapping,
  biaImportMappingSchema,
  biaInputSchema,
  DEVICE_IMPORT_MAX_BYTES,
  DEVICE_IMPORT_MAX_ROWS,
  type DeviceImportFormat,
  type DeviceImportResult,
  type DeviceImportRowError,
  fieldErrors,
  guessBiaMapping,
  parseDecimal,
  parseDelimited,
  parseDeviceDate,
} from '@verdant/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { activityLog, biaMeasurement, fitnessImport, patient } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { cleanFilename, findVisiblePatient } from '../patients/index.ts';
import { latestWeight } from './activity.ts';
import { activityCodeFor, detectDeviceFormat, parseActivityFile } from './device-files.ts';
import { requireFitness } from './policy.ts';

type PatientRow = typeof patient.$inferSelect;

export interface DeviceFile {
  name: string;
  bytes: Uint8Array;
}

/** Whose record: a client of the caller's care team, or the signed-in patient's own. */
export type ImportTarget = { patientId: string } | { self: true; patientId?: string };

const invalid = (errors: DeviceImportRowError[], message?: string) =>
  new AppError(
    'IMPORT_INVALID',
    message ?? 'The file has rows that cannot be imported. Nothing was imported.',
    {
      errors,
    },
  );

async function resolveTarget(
  ctx: ServiceContext,
  target: ImportTarget,
  lock: boolean,
  category: 'workouts' | 'bia',
): Promise<PatientRow> {
  if (!('self' in target)) return findVisiblePatient(ctx, target.patientId, { lock, category });
  const userId = actorUserId(ctx);
  if (!userId) throw new AppError('UNAUTHENTICATED');
  if (target.patientId !== undefined && !isUuid(target.patientId)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(patient)
    .where(
      and(
        eq(patient.userId, userId),
        isNull(patient.deletedAt),
        target.patientId ? eq(patient.id, target.patientId) : undefined,
      ),
    );
  const rows = lock ? await query.for('update', { of: patient }) : await query;
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  if (rows.length > 1) {
    throw new AppError('VALIDATION_FAILED', 'Choose which practice’s record to import into.', {
      fields: { patientId: 'chooseRecord' },
    });
  }
  return rows[0]!;
}

function readFile(file: DeviceFile): { format: DeviceImportFormat; text: string } {
  if (file.bytes.byteLength > DEVICE_IMPORT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Device files can be at most ${DEVICE_IMPORT_MAX_BYTES / 1048576} MiB.`,
      { maxBytes: DEVICE_IMPORT_MAX_BYTES },
    );
  }
  const read = detectDeviceFormat(file.bytes);
  if (!read)
    throw invalid([{ line: 0, fields: { file: 'notDeviceFile' } }], 'This is not a CSV, GPX or TCX file.');
  return read;
}

const FORMAT_MIME: Record<DeviceImportFormat, string> = {
  csv: 'text/csv',
  gpx: 'application/gpx+xml',
  tcx: 'application/vnd.garmin.tcx+xml',
};

/** Stores the file and its `fitness_import` row inside the caller's transaction. */
async function storeImport(
  tx: ServiceContext,
  p: PatientRow,
  kind: 'activity' | 'bia',
  format: DeviceImportFormat,
  file: DeviceFile,
  counts: { imported: number; skipped: number },
  keys: string[],
) {
  const key = newStorageKey('fitness-imports', p.organizationId);
  await tx.storage.put(key, file.bytes, FORMAT_MIME[format]);
  keys.push(key);
  const [row] = await tx.db
    .insert(fitnessImport)
    .values({
      organizationId: p.organizationId,
      patientId: p.id,
      kind,
      format,
      filename: cleanFilename(file.name || `import.${format}`, 'pdf').slice(0, 150),
      storageKey: key,
      size: file.bytes.byteLength,
      importedCount: counts.imported,
      skippedCount: counts.skipped,
      uploadedByUserId: actorUserId(tx),
    })
    .returning();
  return row!;
}

/** Runs `work` in a transaction; a stored file is removed again when the transaction fails. */
async function inImportTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext, keys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await withTransaction(ctx, (tx) => work(tx, keys));
  } catch (err) {
    for (const k of keys) await ctx.storage.delete(k).catch(() => undefined);
    throw err;
  }
}

export async function importActivities(
  ctx: ServiceContext,
  target: ImportTarget,
  file: DeviceFile,
): Promise<DeviceImportResult> {
  if (!('self' in target)) requireFitness(ctx, 'activity');
  // the record first: another practice's id is NOT_FOUND before anything about the file is said
  await resolveTarget(ctx, target, false, 'workouts');
  const { format, text } = readFile(file);
  const parsed = parseActivityFile(format, text);
  const errors = [...parsed.errors];
  if (parsed.rows.length > DEVICE_IMPORT_MAX_ROWS) {
    throw invalid(
      [{ line: 0, fields: { file: 'tooManyRows' } }],
      `At most ${DEVICE_IMPORT_MAX_ROWS} rows at once.`,
    );
  }
  const today = ctx.now().toISOString();
  const planned = parsed.rows.flatMap((r) => {
    const fields: Record<string, string> = {};
    const code = activityCodeFor(r.type, r.seconds, r.distanceM);
    if (!code) fields.type = 'unknownType';
    if (r.seconds < 60 || r.seconds > 86_400) fields.duration = 'outOfRange';
    if (r.distanceM !== null && (r.distanceM < 0 || r.distanceM > 1_000_000)) fields.distance = 'outOfRange';
    if (r.averageHr !== null && (r.averageHr < 30 || r.averageHr > 240)) fields.heartRate = 'outOfRange';
    if (r.steps !== null && r.steps > 500_000) fields.steps = 'outOfRange';
    if (r.startedAt > today) fields.date = 'inFuture';
    if (Object.keys(fields).length > 0) {
      errors.push({ line: r.line, fields });
      return [];
    }
    return [{ ...r, code: code! }];
  });
  if (errors.length > 0) throw invalid(errors.toSorted((a, b) => a.line - b.line));

  return inImportTransaction(ctx, async (tx, keys) => {
    const p = await resolveTarget(tx, target, true, 'workouts');
    const weightKg = await latestWeight(tx, p);
    if (weightKg === null) {
      throw new AppError('VALIDATION_FAILED', 'The client has no weight on record.', {
        fields: { file: 'noWeight' },
      });
    }
    const starts = planned.map((r) => new Date(r.startedAt));
    const existing = new Set(
      (
        await tx.db
          .select({ at: activityLog.startedAt })
          .from(activityLog)
          .where(and(eq(activityLog.patientId, p.id), inArray(activityLog.startedAt, starts)))
      ).map((r) => r.at!.toISOString()),
    );
    const fresh: typeof planned = [];
    const skipped: DeviceImportResult['skipped'] = [];
    for (const r of planned) {
      if (existing.has(r.startedAt)) skipped.push({ line: r.line, startedAt: r.startedAt });
      else {
        existing.add(r.startedAt);
        fresh.push(r);
      }
    }
    const imp = await storeImport(
      tx,
      p,
      'activity',
      format,
      file,
      { imported: fresh.length, skipped: skipped.length },
      keys,
    );
    const inserted = fresh.length
      ? await tx.db
          .insert(activityLog)
          .values(
            fresh.map((r) => ({
              organizationId: p.organizationId,
              patientId: p.id,
              performedOn: r.startedAt.slice(0, 10),
              compendiumCode: r.code,
              met: compendiumActivity(r.code).met,
              minutes: Math.min(1440, Math.max(1, Math.round(r.seconds / 60))),
              weightKg,
              averageHr: r.averageHr,
              notes: '',
              loggedByUserId: actorUserId(tx),
              startedAt: new Date(r.startedAt),
              distanceM: r.distanceM,
              steps: r.steps,
              source: format,
              importId: imp.id,
            })),
          )
          .returning()
      : [];
    await audit(tx, {
      action: 'activity.import',
      resourceType: 'fitness_import',
      resourceId: imp.id,
      patientId: p.id,
    });
    return {
      importId: imp.id,
      kind: 'activity',
      format,
      filename: imp.filename,
      imported: inserted
        .map((row) => ({
          id: row.id,
          startedAt: row.startedAt!.toISOString(),
          label: row.compendiumCode,
          minutes: row.minutes,
          distanceKm: row.distanceM === null ? null : Math.round(row.distanceM / 10) / 100,
          averageHr: row.averageHr,
        }))
        .toSorted((a, b) => a.startedAt.localeCompare(b.startedAt)),
      skipped,
    } satisfies DeviceImportResult;
  });
}

const ageOn = (dob: string | null, on: Date): number | null => {
  if (!dob) return null;
  const d = new Date(`${dob}T00:00:00Z`);
  let age = on.getUTCFullYear() - d.getUTCFullYear();
  const m = on.getUTCMonth() - d.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < d.getUTCDate())) age--;
  return age;
};

function sexOf(value: string): 'M' | 'F' | null {
  const v = value.trim().toLowerCase();
  if (['m', 'male', 'man', 'hombre', 'h', 'varon', 'varón', 'masculino'].includes(v)) return 'M';
  if (['f', 'female', 'woman', 'mujer', 'femenino'].includes(v)) return 'F';
  return null;
}

export async function importBia(
  ctx: ServiceContext,
  target: ImportTarget,
  file: DeviceFile,
  options: { mapping?: unknown; device?: string } = {},
): Promise<DeviceImportResult> {
  if (!('self' in target)) requireFitness(ctx, 'bia');
  const person = await resolveTarget(ctx, target, false, 'bia');
  const { format, text } = readFile(file);
  if (format !== 'csv') {
    throw invalid([{ line: 0, fields: { file: 'notCsv' } }], 'A body-composition import is a CSV file.');
  }
  const [header, ...body] = parseDelimited(text);
  if (!header || body.length === 0) throw invalid([{ line: 0, fields: { file: 'noMeasurements' } }]);
  if (body.length > DEVICE_IMPORT_MAX_ROWS) {
    throw invalid(
      [{ line: 0, fields: { file: 'tooManyRows' } }],
      `At most ${DEVICE_IMPORT_MAX_ROWS} rows at once.`,
    );
  }
  const mappingParse =
    options.mapping === undefined
      ? { success: true as const, data: guessBiaMapping(header) }
      : biaImportMappingSchema.safeParse(options.mapping);
  if (!mappingParse.success) {
    throw new AppError('VALIDATION_FAILED', 'The column mapping is not valid.', {
      fields: { mapping: 'invalid' },
    });
  }
  const mapping: BiaImportMapping = mappingParse.data;
  const columnErrors: Record<string, string> = {};
  for (const f of BIA_IMPORT_REQUIRED) if (!mapping[f]) columnErrors[f] = 'columnMissing';
  for (const [f, h] of Object.entries(mapping))
    if (h && !header.includes(h)) columnErrors[f] = 'columnMissing';
  if (Object.keys(columnErrors).length > 0) throw invalid([{ line: 1, fields: columnErrors }]);
  const at = (f: keyof BiaImportMapping) => {
    const h = mapping[f];
    return h ? header.indexOf(h) : -1;
  };
  const device = (options.device ?? '').trim().slice(0, 120);
  const errors: DeviceImportRowError[] = [];
  const now = ctx.now().getTime();
  const planned = body.flatMap((cells, i) => {
    const line = i + 2;
    const cell = (f: keyof BiaImportMapping) => (at(f) >= 0 ? (cells[at(f)] ?? '').trim() : '');
    const fields: Record<string, string> = {};
    const measuredAt = parseDeviceDate(cell('measuredAt'), cell('time'));
    if (!measuredAt) fields.measuredAt = cell('measuredAt') ? 'invalidDate' : 'required';
    else if (Date.parse(measuredAt) > now + 60_000) fields.measuredAt = 'inFuture';
    const num = (f: keyof BiaImportMapping, fallback: number | null = null) => {
      if (at(f) < 0 || cell(f) === '') {
        if (fallback === null) fields[f] = 'required';
        return fallback;
      }
      const n = parseDecimal(cell(f));
      if (n === null) fields[f] = 'invalidNumber';
      return n;
    };
    const when = measuredAt ? new Date(measuredAt) : ctx.now();
    const input = {
      measuredAt: measuredAt ?? '',
      sex:
        at('sex') >= 0 && cell('sex')
          ? sexOf(cell('sex'))
          : person.gender === 'male'
            ? 'M'
            : person.gender === 'female'
              ? 'F'
              : null,
      heightCm: num('heightCm', person.heightCm === null ? null : Number(person.heightCm)),
      weightKg: num('weightKg'),
      ageYears: num('ageYears', ageOn(person.dateOfBirth, when)),
      resistanceOhm: num('resistanceOhm'),
      reactanceOhm: num('reactanceOhm'),
      frequencyKhz: 50,
      device: (at('device') >= 0 && cell('device')) || device,
    };
    if (input.sex === null) fields.sex = at('sex') >= 0 && cell('sex') ? 'invalid' : 'required';
    if (Object.keys(fields).length === 0) {
      const checked = biaInputSchema.safeParse(input);
      if (!checked.success) Object.assign(fields, fieldErrors(checked.error));
      else {
        try {
          analyzeBia(checked.data);
        } catch (err) {
          if (!(err instanceof ClinicalError)) throw err;
          fields[String(err.details.field ?? 'resistanceOhm')] = 'outOfRange';
        }
      }
    }
    if (Object.keys(fields).length > 0) {
      errors.push({ line, fields });
      return [];
    }
    return [{ line, input: biaInputSchema.parse(input) }];
  });
  if (errors.length > 0) throw invalid(errors);

  return inImportTransaction(ctx, async (tx, keys) => {
    const p = await resolveTarget(tx, target, true, 'bia');
    const times = planned.map((r) => new Date(r.input.measuredAt));
    const existing = new Set(
      (
        await tx.db
          .select({ at: biaMeasurement.measuredAt })
          .from(biaMeasurement)
          .where(and(eq(biaMeasurement.patientId, p.id), inArray(biaMeasurement.measuredAt, times)))
      ).map((r) => r.at.toISOString()),
    );
    const fresh: typeof planned = [];
    const skipped: DeviceImportResult['skipped'] = [];
    for (const r of planned) {
      const iso = new Date(r.input.measuredAt).toISOString();
      if (existing.has(iso)) skipped.push({ line: r.line, startedAt: iso });
      else {
        existing.add(iso);
        fresh.push(r);
      }
    }
    const imp = await storeImport(
      tx,
      p,
      'bia',
      format,
      file,
      { imported: fresh.length, skipped: skipped.length },
      keys,
    );
    const inserted = fresh.length
      ? await tx.db
          .insert(biaMeasurement)
          .values(
            fresh.map(({ input }) => ({
              organizationId: p.organizationId,
              patientId: p.id,
              measuredAt: new Date(input.measuredAt),
              sex: input.sex,
              heightCm: input.heightCm,
              weightKg: input.weightKg,
              ageYears: input.ageYears,
              resistanceOhm: input.resistanceOhm,
              reactanceOhm: input.reactanceOhm,
              frequencyKhz: input.frequencyKhz,
              device: input.device,
              recordedByUserId: actorUserId(tx),
              importId: imp.id,
            })),
          )
          .returning()
      : [];
    await audit(tx, {
      action: 'bia.import',
      resourceType: 'fitness_import',
      resourceId: imp.id,
      patientId: p.id,
    });
    return {
      importId: imp.id,
      kind: 'bia',
      format,
      filename: imp.filename,
      imported: inserted
        .map((row) => ({
          id: row.id,
          startedAt: row.measuredAt.toISOString(),
          label: row.device,
          minutes: null,
          distanceKm: null,
          averageHr: null,
        }))
        .toSorted((a, b) => a.startedAt.localeCompare(b.startedAt)),
      skipped,
    } satisfies DeviceImportResult;
  });
}
