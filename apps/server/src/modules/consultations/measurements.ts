/**
 * Vitals and anthropometrics: time series per patient, in SI. An entry is recorded on its own (the
 * series screens) or as part of a consultation (one entry of each kind per consultation, written by
 * the consultation's saves). An entry of a consultation changes only through that consultation, and
 * not at all once it is completed (signed). Every read and write is audited on the patient.
 */
import {
  type AnthropometricEntry,
  type AnthropometricSeries,
  type AnthropometricsInput,
  anthropometricsInputSchema,
  type MeasuredPatient,
  type VitalEntry,
  type VitalSeries,
  type VitalsInput,
  vitalsInputSchema,
} from '@verdant/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { anthropometricEntry, consultation, vitalSignEntry } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { findVisiblePatient, readPatients } from '../patients/index.ts';
import { requireMay } from './policy.ts';
import { type ConsultationRow, peopleById, personOf } from './scope.ts';

export type MeasureKind = 'vitals' | 'anthropometrics';

type VitalRow = typeof vitalSignEntry.$inferSelect;
type AnthroRow = typeof anthropometricEntry.$inferSelect;
type EntryRow = VitalRow | AnthroRow;

/** The measure columns of each kind (the shared columns are the same in both tables). */
export const MEASURE_FIELDS = {
  vitals: ['systolic', 'diastolic', 'heartRate', 'temperatureC', 'spo2'],
  anthropometrics: ['weightKg', 'heightCm', 'waistCm', 'hipCm'],
} as const;

// Both tables share their id, patient, consultation, time and author columns; queries over "an entry
// table" are typed as the vitals table.
const tableOf = (kind: MeasureKind): typeof vitalSignEntry =>
  kind === 'vitals' ? vitalSignEntry : (anthropometricEntry as unknown as typeof vitalSignEntry);
const SCHEMA = { vitals: vitalsInputSchema, anthropometrics: anthropometricsInputSchema };

type Parsed<K extends MeasureKind> = K extends 'vitals'
  ? ReturnType<typeof vitalsInputSchema.parse>
  : ReturnType<typeof anthropometricsInputSchema.parse>;

export type EntryOf<K extends MeasureKind> = K extends 'vitals' ? VitalEntry : AnthropometricEntry;

function toEntry<K extends MeasureKind>(
  kind: K,
  row: EntryRow,
  people: Map<string, { id: string; name: string }>,
): EntryOf<K> {
  const values = Object.fromEntries(
    MEASURE_FIELDS[kind].map((f) => {
      const v = (row as unknown as Record<string, number | null>)[f];
      return [f, v === null || v === undefined ? null : Number(v)];
    }),
  );
  return {
    id: row.id,
    patientId: row.patientId,
    consultationId: row.consultationId,
    measuredAt: row.measuredAt.toISOString(),
    ...values,
    notes: row.notes,
    recordedBy: personOf(people, row.recordedByUserId),
    locked: row.consultationId !== null,
    createdAt: row.createdAt.toISOString(),
  } as EntryOf<K>;
}

/** Entries as the API answers them (names of who recorded them in one query). */
export async function toEntries<K extends MeasureKind>(
  ctx: ServiceContext,
  kind: K,
  rows: readonly EntryRow[],
): Promise<EntryOf<K>[]> {
  const people = await peopleById(
    ctx,
    rows.map((r) => r.recordedByUserId),
  );
  return rows.map((r) => toEntry(kind, r, people));
}

function valuesOf<K extends MeasureKind>(kind: K, parsed: Parsed<K>) {
  return Object.fromEntries(
    MEASURE_FIELDS[kind].map((f) => [f, (parsed as unknown as Record<string, number | null>)[f] ?? null]),
  );
}

/** The entries of kind `kind` that belong to these consultations, by consultation id. */
export async function consultationEntries<K extends MeasureKind>(
  ctx: ServiceContext,
  kind: K,
  consultationIds: readonly string[],
): Promise<Map<string, EntryRow>> {
  if (consultationIds.length === 0) return new Map();
  const t = tableOf(kind);
  const rows = await ctx.db
    .select()
    .from(t)
    .where(inArray(t.consultationId, [...consultationIds]));
  return new Map(rows.map((r) => [r.consultationId!, r as EntryRow]));
}

/**
 * Writes the consultation's own entry of `kind`: `null` deletes it, values replace it (measured at the
 * consultation's time unless given). Runs inside the consultation's save transaction.
 */
export async function saveConsultationEntry(
  tx: ServiceContext,
  kind: MeasureKind,
  c: ConsultationRow,
  input: VitalsInput | AnthropometricsInput | null,
): Promise<void> {
  const t = tableOf(kind);
  if (input === null) {
    await tx.db.delete(t).where(eq(t.consultationId, c.id));
    return;
  }
  const parsed = SCHEMA[kind].parse(input) as Parsed<typeof kind>;
  const values = {
    ...valuesOf(kind, parsed),
    measuredAt: parsed.measuredAt ? new Date(parsed.measuredAt) : c.occurredAt,
    notes: parsed.notes ?? null,
    recordedByUserId: actorUserId(tx),
    updatedAt: tx.now(),
  };
  await tx.db
    .insert(t)
    .values({
      organizationId: c.organizationId,
      patientId: c.patientId,
      consultationId: c.id,
      ...values,
    } as typeof vitalSignEntry.$inferInsert)
    .onConflictDoUpdate({ target: t.consultationId, set: values });
}

const accessOf = (kind: MeasureKind) => (kind === 'vitals' ? 'vitals' : 'anthropometrics');

function measuredPatient(p: Awaited<ReturnType<typeof findVisiblePatient>>): MeasuredPatient {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender ?? null,
    dateOfBirth: p.dateOfBirth,
    heightCm: p.heightCm === null ? null : Number(p.heightCm),
  };
}

/** The patient's series of `kind`, newest first (one `<kind>.read` event on the patient). */
export async function listSeries<K extends MeasureKind>(
  ctx: ServiceContext,
  kind: K,
  patientId: string,
): Promise<K extends 'vitals' ? VitalSeries : AnthropometricSeries> {
  requireMay(ctx, accessOf(kind));
  const t = tableOf(kind);
  const series = await readPatients(
    ctx,
    `${kind}.read`,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'vitals' });
      const rows = await tx.db
        .select()
        .from(t)
        .where(eq(t.patientId, p.id))
        .orderBy(desc(t.measuredAt), desc(t.createdAt))
        .limit(1000);
      return { patient: measuredPatient(p), items: await toEntries(tx, kind, rows as EntryRow[]) };
    },
    (r) => [r.patient.id],
  );
  return series as unknown as K extends 'vitals' ? VitalSeries : AnthropometricSeries;
}

/** Records an entry on its own (not part of a consultation). */
export async function createEntry<K extends MeasureKind>(
  ctx: ServiceContext,
  kind: K,
  patientId: string,
  input: unknown,
): Promise<EntryOf<K>> {
  requireMay(ctx, accessOf(kind));
  const parsed = SCHEMA[kind].parse(input) as Parsed<K>;
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { category: 'vitals' });
    const [row] = await tx.db
      .insert(tableOf(kind))
      .values({
        organizationId: p.organizationId,
        patientId: p.id,
        ...valuesOf(kind, parsed),
        measuredAt: parsed.measuredAt ? new Date(parsed.measuredAt) : tx.now(),
        notes: parsed.notes ?? null,
        recordedByUserId: actorUserId(tx),
      } as typeof vitalSignEntry.$inferInsert)
      .returning();
    await audit(tx, { action: `${kind}.create`, resourceType: kind, resourceId: row!.id, patientId: p.id });
    return (await toEntries(tx, kind, [row as EntryRow]))[0]!;
  });
}

/** The patient's entry, locked; an entry of a consultation is refused (it changes there). */
async function ownEntry(tx: ServiceContext, kind: MeasureKind, patientId: string, entryId: string) {
  const p = await findVisiblePatient(tx, patientId, { category: 'vitals' });
  if (!isUuid(entryId)) throw new AppError('NOT_FOUND');
  const t = tableOf(kind);
  const [row] = await tx.db
    .select()
    .from(t)
    .where(and(eq(t.id, entryId), eq(t.patientId, p.id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.consultationId) {
    const [c] = await tx.db
      .select({ status: consultation.status })
      .from(consultation)
      .where(eq(consultation.id, row.consultationId));
    if (c?.status === 'completed') throw new AppError('CONSULTATION_COMPLETED');
    throw new AppError('CONFLICT', 'This entry belongs to a consultation: change it there.', {
      reason: 'partOfConsultation',
      consultationId: row.consultationId,
    });
  }
  return { patient: p, row: row as EntryRow };
}

/** Replaces the values of an entry recorded on its own. */
export async function updateEntry<K extends MeasureKind>(
  ctx: ServiceContext,
  kind: K,
  patientId: string,
  entryId: string,
  input: unknown,
): Promise<EntryOf<K>> {
  requireMay(ctx, accessOf(kind));
  const parsed = SCHEMA[kind].parse(input) as Parsed<K>;
  return withTransaction(ctx, async (tx) => {
    const { row } = await ownEntry(tx, kind, patientId, entryId);
    const t = tableOf(kind);
    const [updated] = await tx.db
      .update(t)
      .set({
        ...valuesOf(kind, parsed),
        ...(parsed.measuredAt ? { measuredAt: new Date(parsed.measuredAt) } : {}),
        notes: parsed.notes ?? null,
        updatedAt: tx.now(),
      } as Partial<typeof vitalSignEntry.$inferInsert>)
      .where(eq(t.id, row.id))
      .returning();
    await audit(tx, {
      action: `${kind}.update`,
      resourceType: kind,
      resourceId: row.id,
      patientId: row.patientId,
    });
    return (await toEntries(tx, kind, [updated as EntryRow]))[0]!;
  });
}

export async function deleteEntry(
  ctx: ServiceContext,
  kind: MeasureKind,
  patientId: string,
  entryId: string,
): Promise<void> {
  requireMay(ctx, accessOf(kind));
  await withTransaction(ctx, async (tx) => {
    const { row } = await ownEntry(tx, kind, patientId, entryId);
    const t = tableOf(kind);
    await tx.db.delete(t).where(eq(t.id, row.id));
    await audit(tx, {
      action: `${kind}.delete`,
      resourceType: kind,
      resourceId: row.id,
      patientId: row.patientId,
    });
  });
}
