/**
 * The whole practice as one FHIR R4 Bundle (ADR 0050): every patient of the practice (archived ones
 * included, deleted ones not) and their records as the patient's own export maps them
 * (privacy's `recordResources`: appointments, encounters, vital signs and measures, every diet plan,
 * documents with the file inside), built by a
 * job that reports its progress, stored through the storage interface, downloadable once and
 * deleted after EXPORT_HOURS if nobody downloads it. The build and the download are each ONE audit
 * event holding every patient in `patient_ids`.
 */
import type { PracticeExport } from '@verdant/shared/compliance';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { organization, patient, practiceExport } from '../../db/schema/index.ts';
import { auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ClaimedJob, enqueueJob } from '../../platform/jobs.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { everythingBundle, type FhirResource, patientToFhir, recordResources } from '../privacy/index.ts';

export const PRACTICE_EXPORT_JOB = 'data.practice-export';
/** A ready export not downloaded is deleted after this long. */
export const EXPORT_HOURS = 24;
/** Patients per step of the job (progress is saved after each). */
const BATCH = 50;

function toExport(row: typeof practiceExport.$inferSelect): PracticeExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    patientCount: row.patientCount,
    fileCount: row.fileCount,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listPracticeExports(ctx: ServiceContext): Promise<PracticeExport[]> {
  const org = activeOrganization(ctx);
  const rows = await ctx.db
    .select()
    .from(practiceExport)
    .where(eq(practiceExport.organizationId, org.id))
    .orderBy(desc(practiceExport.createdAt))
    .limit(20);
  return rows.map(toExport);
}

export async function requestPracticeExport(ctx: ServiceContext): Promise<PracticeExport> {
  const org = activeOrganization(ctx);
  return withTransaction(ctx, async (tx) => {
    const [busy] = await tx.db
      .select({ id: practiceExport.id })
      .from(practiceExport)
      .where(
        and(eq(practiceExport.organizationId, org.id), inArray(practiceExport.status, ['queued', 'running'])),
      );
    if (busy) throw new AppError('CONFLICT', 'An export of this practice is already being built.');
    const [row] = await tx.db
      .insert(practiceExport)
      .values({ organizationId: org.id, requestedByUserId: actorUserId(tx), createdAt: tx.now() })
      .returning();
    await enqueueJob(tx.db, PRACTICE_EXPORT_JOB, { exportId: row!.id }, { maxAttempts: 2 });
    await auditMany(tx, [
      { action: 'practice.export.request', resourceType: 'practice_export', resourceId: row!.id },
    ]);
    return toExport(row!);
  });
}

/** The job: batches of patients, progress after each, then the Bundle stored and one audit event. */
export async function practiceExportJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const id = String(job.payload.exportId ?? '');
  const [row] = await ctx.db.select().from(practiceExport).where(eq(practiceExport.id, id));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const setProgress = (progress: number) =>
    ctx.db.update(practiceExport).set({ status: 'running', progress }).where(eq(practiceExport.id, id));
  try {
    await setProgress(1);
    const [org] = await ctx.db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, row.organizationId));
    const patients = await ctx.db
      .select()
      .from(patient)
      .where(and(eq(patient.organizationId, row.organizationId), isNull(patient.deletedAt)))
      .orderBy(asc(patient.createdAt), asc(patient.id));
    const resources: FhirResource[] = [
      { resourceType: 'Organization', id: row.organizationId, name: org?.name ?? '' },
    ];
    let files = 0;
    for (let i = 0; i < patients.length; i += BATCH) {
      const batch = patients.slice(i, i + BATCH);
      const ids = batch.map((p) => p.id);
      for (const p of batch) resources.push(patientToFhir({ ...p, practiceName: org?.name ?? '' }));
      const records = await recordResources(ctx, ids, { plans: 'all' });
      resources.push(...records.resources);
      files += records.files;
      await setProgress(Math.min(95, Math.round(((i + batch.length) / patients.length) * 95)));
    }
    const bytes = new TextEncoder().encode(JSON.stringify(everythingBundle(resources, ctx.now())));
    const key = newStorageKey('practice-export', row.organizationId);
    await ctx.storage.put(key, bytes, 'application/fhir+json');
    await withTransaction(ctx, async (tx) => {
      await tx.db
        .update(practiceExport)
        .set({
          status: 'ready',
          progress: 100,
          storageKey: key,
          sizeBytes: bytes.length,
          patientCount: patients.length,
          fileCount: files,
          finishedAt: tx.now(),
          expiresAt: new Date(tx.now().getTime() + EXPORT_HOURS * 3_600_000),
        })
        .where(eq(practiceExport.id, id));
      await auditMany(
        { ...tx, organization: { id: row.organizationId, kind: 'practice' } },
        patients.map((p) => ({
          action: 'practice.export.build',
          resourceType: 'practice_export',
          resourceId: id,
          patientId: p.id,
        })),
      );
    });
  } catch (err) {
    if (job.attempts >= job.maxAttempts) {
      await ctx.db.update(practiceExport).set({ status: 'failed' }).where(eq(practiceExport.id, id));
    }
    throw err;
  }
}

/** The file, once: then it is deleted. Audited with every patient it holds. */
export async function downloadPracticeExport(
  ctx: ServiceContext,
  id: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const org = activeOrganization(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const key = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(practiceExport)
      .set({ status: 'downloaded', downloadedAt: tx.now() })
      .where(
        and(
          eq(practiceExport.id, id),
          eq(practiceExport.organizationId, org.id),
          eq(practiceExport.status, 'ready'),
          sql`${practiceExport.expiresAt} > ${tx.now().toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!row?.storageKey) {
      const [other] = await tx.db
        .select({ id: practiceExport.id })
        .from(practiceExport)
        .where(and(eq(practiceExport.id, id), eq(practiceExport.organizationId, org.id)));
      throw other
        ? new AppError('PRIVACY_CLOSED', 'This export was already downloaded or has expired.')
        : new AppError('NOT_FOUND');
    }
    const patients = await tx.db
      .select({ id: patient.id })
      .from(patient)
      .where(and(eq(patient.organizationId, org.id), isNull(patient.deletedAt)));
    await auditMany(
      tx,
      patients.map((p) => ({
        action: 'practice.export.download',
        resourceType: 'practice_export',
        resourceId: id,
        patientId: p.id,
      })),
    );
    return row.storageKey;
  });
  const object = await ctx.storage.get(key);
  if (!object) throw new AppError('NOT_FOUND');
  const bytes = new Uint8Array(await new Response(object.stream).arrayBuffer());
  await ctx.storage.delete(key);
  await ctx.db.update(practiceExport).set({ storageKey: null }).where(eq(practiceExport.id, id));
  return { bytes, filename: `verdant-practice-${ctx.now().toISOString().slice(0, 10)}.fhir.json` };
}

/** Hourly: ready exports past their deadline lose their file. */
export async function sweepPracticeExports(ctx: ServiceContext): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(practiceExport)
    .where(and(eq(practiceExport.status, 'ready'), lt(practiceExport.expiresAt, ctx.now())));
  for (const row of rows) {
    if (row.storageKey) await ctx.storage.delete(row.storageKey);
    await ctx.db
      .update(practiceExport)
      .set({ status: 'expired', storageKey: null })
      .where(eq(practiceExport.id, row.id));
  }
  return rows.length;
}
