/**
 * The consultation record. Services take the ServiceContext first; every query is scoped by
 * ./scope.ts (the patients module's scope), every read is audited on its patient and every write runs
 * in a transaction with its audit event.
 *
 * Writing is safe:
 * - Each save carries the `version` it was typed on and adds one. A save on another version is refused
 *   with 409 VERSION_CONFLICT (`details`: the current version, when and by whom), so two people never
 *   silently overwrite each other; the editor keeps what was typed. A save whose changes are already
 *   there (a retry after a lost answer) succeeds without a new version.
 * - Completing signs the record (who, when); a completed consultation refuses every change
 *   (409 CONSULTATION_COMPLETED) and takes dated, signed addenda instead.
 * - Only drafts can be deleted (409 CONSULTATION_NOT_DRAFT); their recordings' media go with them.
 */
import { acceptedUnits, labTestsFor, normalizeUnit } from '@verdant/clinical';
import {
  CONSULTATION_TEXT_FIELDS,
  type Consultation,
  type ConsultationCreateInput,
  type ConsultationListItem,
  type ConsultationListQuery,
  type ConsultationPage,
  type ConsultationSettings,
  type ConsultationUpdateInput,
  consultationCreateSchema,
  consultationListQuerySchema,
  consultationSettingsSchema,
  consultationUpdateSchema,
  DEFAULT_RECORDING_RETENTION_DAYS,
  type LabResult,
} from '@verdant/shared';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  consultation,
  consultationAddendum,
  consultationRecording,
  consultationSettings,
  patient,
} from '../../db/schema/index.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { canonicalJson } from '../../platform/create-guard.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { consultationEntries, MEASURE_FIELDS, saveConsultationEntry, toEntries } from './measurements.ts';
import { may, requireMay } from './policy.ts';
import {
  type ConsultationRow,
  consultationScope,
  findVisibleConsultation,
  peopleById,
  personOf,
} from './scope.ts';

export const consultationEvent = (action: string, c: { id: string; patientId: string }): AuditEntry => ({
  action,
  resourceType: 'consultation',
  resourceId: c.id,
  patientId: c.patientId,
});

/** Every lab value names a test of the clinical package and a unit that test accepts. */
function checkLabs(labs: readonly LabResult[] | undefined): void {
  const fields: Record<string, string> = {};
  for (const [i, lab] of (labs ?? []).entries()) {
    let units: string[];
    try {
      labTestsFor(lab.loinc);
      units = acceptedUnits(lab.loinc);
    } catch {
      fields[`labResults.${i}.loinc`] = 'invalidOption';
      continue;
    }
    if (!units.some((u) => normalizeUnit(u) === normalizeUnit(lab.unit))) {
      fields[`labResults.${i}.unit`] = 'unitInvalid';
    }
  }
  if (Object.keys(fields).length) throw fieldError(fields);
}

/** The whole record as the API answers it: names, its vitals and anthropometrics, its addenda. */
export async function loadConsultation(ctx: ServiceContext, row: ConsultationRow): Promise<Consultation> {
  const [[p], vitals, anthro, addenda] = await Promise.all([
    ctx.db
      .select({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName })
      .from(patient)
      .where(eq(patient.id, row.patientId)),
    consultationEntries(ctx, 'vitals', [row.id]),
    consultationEntries(ctx, 'anthropometrics', [row.id]),
    ctx.db
      .select()
      .from(consultationAddendum)
      .where(eq(consultationAddendum.consultationId, row.id))
      .orderBy(asc(consultationAddendum.createdAt)),
  ]);
  const people = await peopleById(ctx, [
    row.providerUserId,
    row.signedByUserId,
    row.updatedByUserId,
    ...addenda.map((a) => a.authorUserId),
  ]);
  const v = vitals.get(row.id);
  const a = anthro.get(row.id);
  return {
    id: row.id,
    patient: p!,
    provider: personOf(people, row.providerUserId),
    occurredAt: row.occurredAt.toISOString(),
    sessionType: row.sessionType,
    status: row.status,
    flags: row.flags,
    tags: row.tags,
    goalCodes: row.goalCodes,
    labResults: row.labResults,
    assessmentPrivate: row.assessmentPrivate,
    vitals: v ? (await toEntries(ctx, 'vitals', [v]))[0]! : null,
    anthropometrics: a ? (await toEntries(ctx, 'anthropometrics', [a]))[0]! : null,
    ...(Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, row[f]])) as Pick<
      Consultation,
      (typeof CONSULTATION_TEXT_FIELDS)[number]
    >),
    version: row.version,
    signedAt: row.signedAt?.toISOString() ?? null,
    signedBy: personOf(people, row.signedByUserId),
    addenda: addenda.map((x) => ({
      id: x.id,
      body: x.body,
      author: personOf(people, x.authorUserId),
      createdAt: x.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: personOf(people, row.updatedByUserId),
  };
}

const SUMMARY_PREVIEW = 240;

export async function listConsultations(
  ctx: ServiceContext,
  input: ConsultationListQuery,
): Promise<ConsultationPage> {
  requireMay(ctx, 'list');
  const q = consultationListQuerySchema.parse(input);
  const notesVisible = may(ctx, 'notes');
  const conditions: SQL[] = [consultationScope(ctx)];
  if (q.patientId)
    conditions.push(isUuid(q.patientId) ? eq(consultation.patientId, q.patientId) : sql`false`);
  if (q.status !== 'all') conditions.push(eq(consultation.status, q.status));
  if (q.sessionType !== 'all') conditions.push(eq(consultation.sessionType, q.sessionType));
  // tags are part of the notes: a caller who does not read them cannot filter by them either
  if (q.tag && notesVisible) conditions.push(sql`${consultation.tags} @> array[${q.tag}]::text[]`);
  if (q.from) conditions.push(sql`${consultation.occurredAt} >= ${q.from}::date`);
  if (q.to) conditions.push(sql`${consultation.occurredAt} < (${q.to}::date + 1)`);
  const where = and(...conditions)!;
  return readAudited(
    ctx,
    async (tx) => {
      const [rows, counted] = await Promise.all([
        tx.db
          .select({
            c: consultation,
            firstName: patient.firstName,
            lastName: patient.lastName,
          })
          .from(consultation)
          .innerJoin(patient, eq(patient.id, consultation.patientId))
          .where(where)
          .orderBy(desc(consultation.occurredAt), desc(consultation.id))
          .limit(q.pageSize + 1)
          .offset(pageOffset(q)),
        cappedCount(
          tx.db,
          tx.db
            .select({ one: sql`1` })
            .from(consultation)
            .innerJoin(patient, eq(patient.id, consultation.patientId))
            .where(where),
        ),
      ]);
      const people = await peopleById(
        tx,
        rows.map((r) => r.c.providerUserId),
      );
      const page = numberedPage(
        q,
        rows,
        counted,
        ({ c, firstName, lastName }): ConsultationListItem => ({
          id: c.id,
          patient: { id: c.patientId, firstName, lastName },
          provider: personOf(people, c.providerUserId),
          occurredAt: c.occurredAt.toISOString(),
          sessionType: c.sessionType,
          status: c.status,
          flags: notesVisible ? c.flags : [],
          tags: notesVisible ? c.tags : [],
          summary: notesVisible && c.summary ? c.summary.slice(0, SUMMARY_PREVIEW) : null,
          signedAt: c.signedAt?.toISOString() ?? null,
          updatedAt: c.updatedAt.toISOString(),
        }),
      );
      return { ...page, notesVisible };
    },
    (page) =>
      page.items.map((c) => consultationEvent('consultation.list', { id: c.id, patientId: c.patient.id })),
  );
}

export async function getConsultation(ctx: ServiceContext, id: string): Promise<Consultation> {
  requireMay(ctx, 'notes');
  return readAudited(
    ctx,
    async (tx) => loadConsultation(tx, await findVisibleConsultation(tx, id)),
    (c) => [consultationEvent('consultation.read', { id: c.id, patientId: c.patient.id })],
  );
}

/** The tags used on the consultations the caller sees (for the list's filter). */
export async function consultationTags(ctx: ServiceContext): Promise<string[]> {
  requireMay(ctx, 'notes');
  const rows = await ctx.db
    .selectDistinct({ tag: sql<string>`unnest(${consultation.tags})` })
    .from(consultation)
    .innerJoin(patient, eq(patient.id, consultation.patientId))
    .where(consultationScope(ctx));
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
}

type TextValues = Partial<Record<(typeof CONSULTATION_TEXT_FIELDS)[number], string | null>>;

export async function createConsultation(
  ctx: ServiceContext,
  input: ConsultationCreateInput,
): Promise<Consultation> {
  requireMay(ctx, 'notes');
  const parsed = consultationCreateSchema.parse(input);
  checkLabs(parsed.labResults);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, parsed.patientId);
    const me = actorUserId(tx);
    const texts: TextValues = Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, parsed[f] ?? null]));
    const [row] = await tx.db
      .insert(consultation)
      .values({
        organizationId: p.organizationId,
        patientId: p.id,
        providerUserId: me,
        occurredAt: new Date(parsed.occurredAt),
        sessionType: parsed.sessionType,
        status: parsed.status ?? 'draft',
        flags: parsed.flags ?? [],
        tags: parsed.tags ?? [],
        goalCodes: parsed.goalCodes ?? [],
        labResults: parsed.labResults ?? [],
        assessmentPrivate: parsed.assessmentPrivate ?? false,
        ...texts,
        createdByUserId: me,
        updatedByUserId: me,
      })
      .returning();
    if (parsed.vitals) await saveConsultationEntry(tx, 'vitals', row!, parsed.vitals);
    if (parsed.anthropometrics)
      await saveConsultationEntry(tx, 'anthropometrics', row!, parsed.anthropometrics);
    await audit(tx, consultationEvent('consultation.create', row!));
    return loadConsultation(tx, row!);
  });
}

/** The editable state of a record, in the shape a save sends (to see whether a save changes anything). */
function editableOf(c: Consultation): Record<string, unknown> {
  const measure = (entry: Record<string, unknown> | null, fields: readonly string[]) =>
    entry && {
      measuredAt: entry.measuredAt,
      notes: entry.notes,
      ...Object.fromEntries(fields.map((f) => [f, entry[f]])),
    };
  return {
    occurredAt: c.occurredAt,
    sessionType: c.sessionType,
    status: c.status,
    flags: c.flags,
    tags: c.tags,
    goalCodes: c.goalCodes,
    labResults: c.labResults,
    assessmentPrivate: c.assessmentPrivate,
    vitals: measure(c.vitals, MEASURE_FIELDS.vitals),
    anthropometrics: measure(c.anthropometrics, MEASURE_FIELDS.anthropometrics),
    ...Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, c[f]])),
  };
}

/** A measurement input as it would be stored (its time defaults to the consultation's). */
function storedMeasure(
  value: Record<string, unknown> | null,
  occurredAt: string,
): Record<string, unknown> | null {
  if (!value) return null;
  const { measuredAt, notes, ...rest } = value;
  return {
    measuredAt: new Date((measuredAt as string | undefined) ?? occurredAt).toISOString(),
    notes: notes ?? null,
    ...rest,
  };
}

/** An autosave (see the file header for versions and conflicts). */
export async function updateConsultation(
  ctx: ServiceContext,
  id: string,
  input: ConsultationUpdateInput,
): Promise<Consultation> {
  requireMay(ctx, 'notes');
  const { version, ...patch } = consultationUpdateSchema.parse(input);
  checkLabs(patch.labResults);
  return withTransaction(ctx, async (tx) => {
    const row = await findVisibleConsultation(tx, id, { lock: true });
    if (row.status === 'completed') throw new AppError('CONSULTATION_COMPLETED');
    const occurredAt = new Date(patch.occurredAt ?? row.occurredAt).toISOString();
    const wanted: Record<string, unknown> = { ...patch };
    if (patch.occurredAt) wanted.occurredAt = occurredAt;
    for (const kind of ['vitals', 'anthropometrics'] as const) {
      if (patch[kind] !== undefined)
        wanted[kind] = storedMeasure(patch[kind] as Record<string, unknown>, occurredAt);
    }
    const loaded = await loadConsultation(tx, row);
    const current = editableOf(loaded);
    const changed = Object.keys(wanted).filter((k) => canonicalJson(wanted[k]) !== canonicalJson(current[k]));
    if (version !== row.version) {
      // a retry of a save that already went through (its answer was lost) changes nothing: fine
      if (changed.length === 0) return loaded;
      const people = await peopleById(tx, [row.updatedByUserId]);
      throw new AppError('VERSION_CONFLICT', undefined, {
        currentVersion: row.version,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: personOf(people, row.updatedByUserId),
      });
    }
    if (changed.length === 0) return loaded;
    const { vitals, anthropometrics, occurredAt: _o, ...columns } = patch;
    const [updated] = await tx.db
      .update(consultation)
      .set({
        ...columns,
        ...(patch.occurredAt ? { occurredAt: new Date(occurredAt) } : {}),
        version: row.version + 1,
        updatedByUserId: actorUserId(tx),
        updatedAt: tx.now(),
      })
      .where(eq(consultation.id, row.id))
      .returning();
    if (vitals !== undefined) await saveConsultationEntry(tx, 'vitals', updated!, vitals);
    if (anthropometrics !== undefined) {
      await saveConsultationEntry(tx, 'anthropometrics', updated!, anthropometrics);
    }
    await audit(tx, consultationEvent('consultation.update', row));
    return loadConsultation(tx, updated!);
  });
}

/** Completes and signs the record (who, when). It can no longer change; addenda amend it. */
export async function completeConsultation(
  ctx: ServiceContext,
  id: string,
  version: number,
): Promise<Consultation> {
  requireMay(ctx, 'notes');
  return withTransaction(ctx, async (tx) => {
    const row = await findVisibleConsultation(tx, id, { lock: true });
    if (row.status === 'completed') throw new AppError('CONSULTATION_COMPLETED');
    if (version !== row.version) {
      const people = await peopleById(tx, [row.updatedByUserId]);
      throw new AppError('VERSION_CONFLICT', undefined, {
        currentVersion: row.version,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: personOf(people, row.updatedByUserId),
      });
    }
    const now = tx.now();
    const me = actorUserId(tx);
    const [signed] = await tx.db
      .update(consultation)
      .set({
        status: 'completed',
        signedAt: now,
        signedByUserId: me,
        version: row.version + 1,
        updatedAt: now,
        updatedByUserId: me,
      })
      .where(eq(consultation.id, row.id))
      .returning();
    await audit(tx, consultationEvent('consultation.complete', row));
    return loadConsultation(tx, signed!);
  });
}

/** A dated, signed addendum to a completed consultation (the signed text stays as it was). */
export async function addAddendum(ctx: ServiceContext, id: string, body: string): Promise<Consultation> {
  requireMay(ctx, 'notes');
  return withTransaction(ctx, async (tx) => {
    const row = await findVisibleConsultation(tx, id, { lock: true });
    if (row.status !== 'completed') {
      throw new AppError('CONFLICT', 'Addenda amend completed consultations; edit this one instead.', {
        reason: 'notCompleted',
      });
    }
    const [added] = await tx.db
      .insert(consultationAddendum)
      .values({ consultationId: row.id, body, authorUserId: actorUserId(tx), createdAt: tx.now() })
      .returning();
    await audit(tx, {
      action: 'consultation.addendum',
      resourceType: 'consultation_addendum',
      resourceId: added!.id,
      patientId: row.patientId,
    });
    return loadConsultation(tx, row);
  });
}

/** Deletes a draft ("Consultation deleted"); its recordings' media are removed after the commit. */
export async function deleteConsultation(ctx: ServiceContext, id: string): Promise<void> {
  requireMay(ctx, 'notes');
  const keys = await withTransaction(ctx, async (tx) => {
    const row = await findVisibleConsultation(tx, id, { lock: true });
    if (row.status !== 'draft') throw new AppError('CONSULTATION_NOT_DRAFT');
    const media = await tx.db
      .select({ key: consultationRecording.storageKey })
      .from(consultationRecording)
      .where(
        and(eq(consultationRecording.consultationId, row.id), isNotNull(consultationRecording.storageKey)),
      );
    await tx.db.delete(consultation).where(eq(consultation.id, row.id));
    await audit(tx, consultationEvent('consultation.delete', row));
    return media.map((m) => m.key!);
  });
  // after the commit: a rolled-back delete keeps its media
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

/** The practice's recording retention (its default when never set). */
export async function getSettings(ctx: ServiceContext): Promise<ConsultationSettings> {
  requireMay(ctx, 'settingsRead');
  const org = activeOrganization(ctx, ['practice']);
  return { recordingRetentionDays: await retentionDays(ctx, org.id) };
}

export async function retentionDays(ctx: ServiceContext, organizationId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ days: consultationSettings.recordingRetentionDays })
    .from(consultationSettings)
    .where(eq(consultationSettings.organizationId, organizationId));
  return row?.days ?? DEFAULT_RECORDING_RETENTION_DAYS;
}

export async function updateSettings(
  ctx: ServiceContext,
  input: ConsultationSettings,
): Promise<ConsultationSettings> {
  requireMay(ctx, 'settingsWrite');
  const org = activeOrganization(ctx, ['practice']);
  const { recordingRetentionDays } = consultationSettingsSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const values = { recordingRetentionDays, updatedByUserId: actorUserId(tx), updatedAt: tx.now() };
    await tx.db
      .insert(consultationSettings)
      .values({ organizationId: org.id, ...values })
      .onConflictDoUpdate({ target: consultationSettings.organizationId, set: values });
    await audit(tx, {
      action: 'consultation.settings.update',
      resourceType: 'organization',
      resourceId: org.id,
    });
    return { recordingRetentionDays };
  });
}
