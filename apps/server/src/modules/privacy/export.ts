/**
 * The patient's export (ADR 0033): everything Verdant keeps about them, across every practice that
 * treats them, as ONE file: a FHIR R4 Bundle shaped like `Patient/$everything` (Patient, Consent,
 * Appointment, Encounter, Observation, CarePlan, DocumentReference with the documents' bytes inline,
 * AuditEvent). A background job builds it (progress in `data_export.progress`) into platform storage;
 * the link works once, for EXPORT_LINK_HOURS, and only for the patient who asked. After the download
 * (or the deadline) the file is deleted.
 */
import { type DataExport, EXPORT_LINK_HOURS } from '@verdant/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  anthropometricEntry,
  appointment,
  consultation,
  dataExport,
  dietPlan,
  patient,
  patientDocument,
  user,
  vitalSignEntry,
} from '../../db/schema/index.ts';
import { auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ClaimedJob, enqueueJob } from '../../platform/jobs.ts';
import { isUuid } from '../../platform/params.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { auditEventsFhir } from './access-log.ts';
import { loadGrantsFor } from './consent.ts';
import {
  appointmentToFhir,
  bloodPressureToFhir,
  consentToFhir,
  everythingBundle,
  type FhirResource,
  type MEASURES,
  observationToFhir,
  patientToFhir,
} from './fhir.ts';
import { ownRecords, patientUserId } from './records.ts';

export const EXPORT_JOB = 'privacy.export';

type Row = typeof dataExport.$inferSelect;

function toExport(r: Row, now: Date): DataExport {
  const expired = (r.status === 'ready' && r.expiresAt && r.expiresAt <= now) || r.status === 'expired';
  return {
    id: r.id,
    status: expired ? 'expired' : r.status,
    progress: r.progress,
    size: r.size,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
  };
}

export async function listExports(ctx: ServiceContext, userId: string): Promise<DataExport[]> {
  const rows = await ctx.db
    .select()
    .from(dataExport)
    .where(eq(dataExport.userId, userId))
    .orderBy(desc(dataExport.createdAt))
    .limit(5);
  return rows.map((r) => toExport(r, ctx.now()));
}

/** Queues an export (or answers the one already on its way). */
export async function requestExport(ctx: ServiceContext): Promise<DataExport> {
  const userId = patientUserId(ctx);
  return withTransaction(ctx, async (tx) => {
    const [busy] = await tx.db
      .select()
      .from(dataExport)
      .where(and(eq(dataExport.userId, userId), inArray(dataExport.status, ['queued', 'running'])));
    if (busy) return toExport(busy, tx.now());
    const [row] = await tx.db.insert(dataExport).values({ userId, createdAt: tx.now() }).returning();
    await enqueueJob(tx.db, EXPORT_JOB, { exportId: row!.id }, { maxAttempts: 3 });
    const records = await ownRecords(tx, userId);
    await auditMany(
      tx,
      records.map((r) => ({
        action: 'privacy.export.request',
        resourceType: 'data_export',
        resourceId: row!.id,
        patientId: r.id,
      })),
    );
    return toExport(row!, tx.now());
  });
}

async function setProgress(ctx: ServiceContext, id: string, progress: number) {
  await ctx.db.update(dataExport).set({ status: 'running', progress }).where(eq(dataExport.id, id));
}

/** Every resource of the user's records (see the file header). */
export async function everything(ctx: ServiceContext, userId: string, onStep?: (p: number) => Promise<void>) {
  const records = await ownRecords(ctx, userId);
  const ids = records.map((r) => r.id);
  const resources: FhirResource[] = [];
  if (ids.length === 0) return { records, resources };
  const practice = new Map(records.map((r) => [r.id, r.practiceName]));
  const patients = await ctx.db.select().from(patient).where(inArray(patient.id, ids));
  for (const p of patients) resources.push(patientToFhir({ ...p, practiceName: practice.get(p.id) ?? '' }));
  for (const grant of await loadGrantsFor(ctx, ids)) resources.push(consentToFhir(grant));
  await onStep?.(20);
  resources.push(...(await recordResources(ctx, ids, { plans: 'shared', onStep })).resources);
  await onStep?.(80);
  resources.push(...((await auditEventsFhir(ctx, userId)) as FhirResource[]));
  return { records, resources };
}

/**
 * The FHIR resources of these patients' records: appointments, completed consultations
 * (Encounter), vital signs and body measures (Observation), diet plans (CarePlan: only those shared
 * with the patient for the patient's own export, all of them for the practice's) and documents
 * (DocumentReference with the file inside, base64). The patient's export and the practice export
 * (modules/data-admin) both build from it.
 */
export async function recordResources(
  ctx: ServiceContext,
  ids: string[],
  options: { plans: 'shared' | 'all'; onStep?: (p: number) => Promise<void> },
): Promise<{ resources: FhirResource[]; files: number }> {
  const resources: FhirResource[] = [];
  let files = 0;
  const appointments = await ctx.db
    .select({ a: appointment, providerName: user.name })
    .from(appointment)
    .leftJoin(user, eq(user.id, appointment.providerUserId))
    .where(inArray(appointment.patientId, ids));
  for (const { a, providerName } of appointments) {
    resources.push(appointmentToFhir({ ...a, patientId: a.patientId!, providerName }));
  }
  const visits = await ctx.db
    .select()
    .from(consultation)
    .where(and(inArray(consultation.patientId, ids), eq(consultation.status, 'completed')));
  for (const c of visits) {
    resources.push({
      resourceType: 'Encounter',
      id: c.id,
      status: 'finished',
      class: {
        system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
        code: 'AMB',
        display: 'ambulatory',
      },
      subject: { reference: `Patient/${c.patientId}` },
      period: { start: c.occurredAt.toISOString() },
    });
  }
  await options.onStep?.(40);
  const vitals = await ctx.db.select().from(vitalSignEntry).where(inArray(vitalSignEntry.patientId, ids));
  for (const v of vitals) {
    if (v.systolic != null && v.diastolic != null) {
      resources.push(bloodPressureToFhir(`${v.id}-bp`, v.patientId, v.systolic, v.diastolic, v.measuredAt));
    }
    for (const m of ['heartRate', 'temperatureC', 'spo2'] as const) {
      const value = v[m];
      if (value != null)
        resources.push(observationToFhir(`${v.id}-${m}`, v.patientId, m, Number(value), v.measuredAt));
    }
  }
  const body = await ctx.db
    .select()
    .from(anthropometricEntry)
    .where(inArray(anthropometricEntry.patientId, ids));
  for (const b of body) {
    for (const m of [
      'weightKg',
      'heightCm',
      'waistCm',
      'hipCm',
    ] as const satisfies (keyof typeof MEASURES)[]) {
      const value = b[m];
      if (value != null)
        resources.push(observationToFhir(`${b.id}-${m}`, b.patientId, m, Number(value), b.measuredAt));
    }
  }
  await options.onStep?.(60);
  const plans = await ctx.db
    .select()
    .from(dietPlan)
    .where(
      and(
        inArray(dietPlan.patientId, ids),
        isNull(dietPlan.deletedAt),
        options.plans === 'shared' ? isNotNull(dietPlan.sharedAt) : undefined,
      ),
    );
  const PLAN_STATUS: Record<string, string> = { draft: 'draft', active: 'active', completed: 'completed' };
  for (const plan of plans) {
    resources.push({
      resourceType: 'CarePlan',
      id: plan.id,
      status: PLAN_STATUS[plan.status] ?? 'revoked',
      intent: 'plan',
      title: plan.name,
      ...(plan.description ? { description: plan.description } : {}),
      subject: { reference: `Patient/${plan.patientId}` },
      period: { start: plan.startDate, end: plan.endDate },
    });
  }
  const documents = await ctx.db
    .select()
    .from(patientDocument)
    .where(inArray(patientDocument.patientId, ids));
  for (const doc of documents) {
    const object = await ctx.storage.get(doc.storageKey);
    const bytes = object ? new Uint8Array(await new Response(object.stream).arrayBuffer()) : null;
    if (bytes) files++;
    resources.push({
      resourceType: 'DocumentReference',
      id: doc.id,
      status: 'current',
      subject: { reference: `Patient/${doc.patientId}` },
      date: doc.createdAt.toISOString(),
      content: [
        {
          attachment: {
            contentType: doc.type === 'pdf' ? 'application/pdf' : `image/${doc.type}`,
            title: doc.filename,
            ...(bytes ? { data: Buffer.from(bytes).toString('base64'), size: bytes.length } : {}),
          },
        },
      ],
    });
  }
  return { resources, files };
}

/** The job: builds the Bundle and stores it. */
export async function exportJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const id = String(job.payload.exportId ?? '');
  const [row] = await ctx.db.select().from(dataExport).where(eq(dataExport.id, id));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  try {
    await setProgress(ctx, id, 5);
    const { records, resources } = await everything(ctx, row.userId, (p) => setProgress(ctx, id, p));
    const bytes = new TextEncoder().encode(JSON.stringify(everythingBundle(resources, ctx.now())));
    const key = newStorageKey('privacy-export', id);
    await ctx.storage.put(key, bytes, 'application/fhir+json');
    await withTransaction(ctx, async (tx) => {
      await tx.db
        .update(dataExport)
        .set({
          status: 'ready',
          progress: 100,
          storageKey: key,
          size: bytes.length,
          expiresAt: new Date(tx.now().getTime() + EXPORT_LINK_HOURS * 3_600_000),
        })
        .where(eq(dataExport.id, id));
      await auditMany(
        tx,
        records.map((r) => ({
          action: 'privacy.export.build',
          resourceType: 'data_export',
          resourceId: id,
          patientId: r.id,
        })),
      );
    });
  } catch (err) {
    if (job.attempts >= job.maxAttempts) {
      await ctx.db.update(dataExport).set({ status: 'failed' }).where(eq(dataExport.id, id));
    }
    throw err;
  }
}

/** The file, once: the caller's own ready export within its deadline; then it is gone. */
export async function downloadExport(
  ctx: ServiceContext,
  id: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const userId = patientUserId(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const { key } = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(dataExport)
      .set({ status: 'downloaded', downloadedAt: tx.now() })
      .where(
        and(
          eq(dataExport.id, id),
          eq(dataExport.userId, userId),
          eq(dataExport.status, 'ready'),
          isNotNull(dataExport.storageKey),
        ),
      )
      .returning();
    if (!row) {
      const [other] = await tx.db
        .select({ id: dataExport.id })
        .from(dataExport)
        .where(and(eq(dataExport.id, id), eq(dataExport.userId, userId)));
      throw other ? new AppError('PRIVACY_CLOSED') : new AppError('NOT_FOUND');
    }
    if (row.expiresAt && row.expiresAt <= tx.now()) throw new AppError('PRIVACY_CLOSED');
    const records = await ownRecords(tx, userId);
    await auditMany(
      tx,
      records.map((r) => ({
        action: 'privacy.export.download',
        resourceType: 'data_export',
        resourceId: id,
        patientId: r.id,
      })),
    );
    return { key: row.storageKey! };
  });
  const object = await ctx.storage.get(key);
  if (!object) throw new AppError('NOT_FOUND');
  const bytes = new Uint8Array(await new Response(object.stream).arrayBuffer());
  await ctx.storage.delete(key);
  await ctx.db.update(dataExport).set({ storageKey: null }).where(eq(dataExport.id, id));
  const day = ctx.now().toISOString().slice(0, 10);
  return { bytes, filename: `verdant-export-${day}.json` };
}

/** Hourly: exports past their deadline lose their file. */
export async function sweepExports(ctx: ServiceContext): Promise<number> {
  const rows = await ctx.db
    .update(dataExport)
    .set({ status: 'expired' })
    .where(and(eq(dataExport.status, 'ready'), lte(dataExport.expiresAt, ctx.now())))
    .returning({ id: dataExport.id, key: dataExport.storageKey });
  for (const r of rows) {
    if (!r.key) continue;
    await ctx.storage.delete(r.key);
    await ctx.db.update(dataExport).set({ storageKey: null }).where(eq(dataExport.id, r.id));
  }
  return rows.length;
}
