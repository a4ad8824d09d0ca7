/**
 * The patient's requests to their practice (ADR 0033): take a professional off the care team, erase
 * their data, restrict its processing. The practice's administrators and staff see them in their
 * inbox (`GET /privacy-requests`, shown on the patient record) and resolve each with a written note the patient reads: what was done,
 * and the legal reason for what is kept. Completing an erasure deletes for real what may go: the
 * record's documents and consultation recordings (files removed from storage, transcripts with them),
 * its consent directives, and the record itself leaves every list (soft delete); the clinical
 * record (consultations, plans, measurements, invoices) is kept for its legal retention period.
 */
import {
  type ErasureRequestInput,
  erasureRequestInputSchema,
  type PracticePrivacyRequest,
  type PrivacyRequest,
  type ResolvePrivacyRequestInput,
  resolvePrivacyRequestInputSchema,
} from '@verdant/shared';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  careTeamMember,
  consentDirective,
  consultationRecording,
  consultationTranscript,
  organization,
  patient,
  patientDocument,
  privacyRequest,
  user,
} from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization, inScope } from '../../platform/tenancy.ts';
import { notify } from '../notifications/index.ts';
import { ownRecord, patientUserId, usersWithRoles } from './records.ts';

type Row = typeof privacyRequest.$inferSelect;
const subject = alias(user, 'subject_user');

const select = {
  r: privacyRequest,
  practiceName: organization.name,
  subjectName: subject.name,
  firstName: patient.firstName,
  lastName: patient.lastName,
};

function toRequest(x: {
  r: Row;
  practiceName: string;
  subjectName: string | null;
  firstName: string;
  lastName: string;
}): PracticePrivacyRequest {
  return {
    id: x.r.id,
    kind: x.r.kind,
    patientId: x.r.patientId,
    practiceName: x.practiceName,
    subject: x.r.subjectUserId ? { id: x.r.subjectUserId, name: x.subjectName ?? '—' } : null,
    reason: x.r.reason,
    status: x.r.status,
    resolutionNote: x.r.resolutionNote,
    createdAt: x.r.createdAt.toISOString(),
    resolvedAt: x.r.resolvedAt?.toISOString() ?? null,
    patientName: `${x.firstName} ${x.lastName}`,
  };
}

function query(ctx: ServiceContext) {
  return ctx.db
    .select(select)
    .from(privacyRequest)
    .innerJoin(organization, eq(organization.id, privacyRequest.organizationId))
    .innerJoin(patient, eq(patient.id, privacyRequest.patientId))
    .leftJoin(subject, eq(subject.id, privacyRequest.subjectUserId));
}

/* ---------------------------------------------------------------- the patient */

export async function myPrivacyRequests(
  ctx: ServiceContext,
  patientIds: readonly string[],
): Promise<PrivacyRequest[]> {
  if (patientIds.length === 0) return [];
  const rows = await query(ctx)
    .where(inArray(privacyRequest.patientId, [...patientIds]))
    .orderBy(desc(privacyRequest.createdAt))
    .limit(100);
  return rows.map((x) => {
    const { patientName: _name, ...rest } = toRequest(x);
    return rest;
  });
}

export async function requestErasure(
  ctx: ServiceContext,
  input: ErasureRequestInput,
): Promise<PrivacyRequest> {
  const q = erasureRequestInputSchema.parse(input);
  patientUserId(ctx);
  const record = await ownRecord(ctx, q.patientId);
  const id = await withTransaction(ctx, async (tx) => {
    const [open] = await tx.db
      .select({ id: privacyRequest.id })
      .from(privacyRequest)
      .where(
        and(
          eq(privacyRequest.patientId, record.id),
          eq(privacyRequest.kind, q.kind),
          eq(privacyRequest.status, 'open'),
        ),
      );
    if (open) throw new AppError('PRIVACY_ALREADY_PENDING');
    const [row] = await tx.db
      .insert(privacyRequest)
      .values({
        organizationId: record.organizationId,
        patientId: record.id,
        kind: q.kind,
        reason: q.reason,
        createdAt: tx.now(),
      })
      .returning({ id: privacyRequest.id });
    await audit(tx, {
      action: `privacy.${q.kind}.request`,
      resourceType: 'privacy_request',
      resourceId: row!.id,
      patientId: record.id,
    });
    const handlers = await usersWithRoles(tx, record.organizationId, ['admin', 'staff']);
    await notify(
      tx,
      handlers.map((userId) => ({
        userId,
        kind: 'privacy.update' as const,
        titleKey: q.kind === 'erasure' ? 'privacyErasureRequested' : 'privacyRestrictionRequested',
        params: { patient: `${record.firstName} ${record.lastName}` },
        link: `/patients/${record.id}#privacy`,
        patientId: record.id,
      })),
    );
    return row!.id;
  });
  const [out] = await myPrivacyRequests(ctx, [record.id]).then((all) => all.filter((r) => r.id === id));
  return out!;
}

/* ---------------------------------------------------------------- the practice */

function requirePracticeHandler(ctx: ServiceContext): string {
  const org = activeOrganization(ctx, ['practice']);
  return org.id;
}

export async function listPracticeRequests(
  ctx: ServiceContext,
  patientId?: string,
): Promise<PracticePrivacyRequest[]> {
  requirePracticeHandler(ctx);
  if (patientId !== undefined && !isUuid(patientId)) return [];
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await query(tx)
        .where(
          and(
            inScope(tx, privacyRequest.organizationId),
            patientId ? eq(privacyRequest.patientId, patientId) : undefined,
          ),
        )
        .orderBy(sql`${privacyRequest.status} = 'open' desc`, desc(privacyRequest.createdAt))
        .limit(200);
      return rows.map(toRequest);
    },
    (items) =>
      items.map((r) => ({
        action: 'privacy_request.list',
        resourceType: 'privacy_request',
        patientId: r.patientId,
      })),
  );
}

export async function resolvePracticeRequest(
  ctx: ServiceContext,
  id: string,
  input: ResolvePrivacyRequestInput,
): Promise<PracticePrivacyRequest> {
  requirePracticeHandler(ctx);
  const q = resolvePrivacyRequestInputSchema.parse(input);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const { row, keys } = await withTransaction(ctx, async (tx) => {
    const [r] = await tx.db
      .select()
      .from(privacyRequest)
      .where(and(eq(privacyRequest.id, id), inScope(tx, privacyRequest.organizationId)))
      .for('update');
    if (!r) throw new AppError('NOT_FOUND');
    if (r.status !== 'open') throw new AppError('PRIVACY_CLOSED');
    let keys: string[] = [];
    if (q.outcome === 'completed' && r.kind === 'care_team_removal' && r.subjectUserId) {
      await tx.db
        .delete(careTeamMember)
        .where(and(eq(careTeamMember.patientId, r.patientId), eq(careTeamMember.userId, r.subjectUserId)));
      await audit(tx, {
        action: 'patient.care_team.remove',
        resourceType: 'user',
        resourceId: r.subjectUserId,
        patientId: r.patientId,
      });
    }
    if (q.outcome === 'completed' && r.kind === 'erasure') keys = await erase(tx, r.patientId);
    const [updated] = await tx.db
      .update(privacyRequest)
      .set({
        status: q.outcome,
        resolutionNote: q.note,
        resolvedByUserId: actorUserId(tx),
        resolvedAt: tx.now(),
      })
      .where(eq(privacyRequest.id, r.id))
      .returning();
    await audit(tx, {
      action: `privacy_request.${q.outcome === 'completed' ? 'complete' : 'decline'}`,
      resourceType: 'privacy_request',
      resourceId: r.id,
      patientId: r.patientId,
    });
    const [p] = await tx.db
      .select({ userId: patient.userId })
      .from(patient)
      .where(eq(patient.id, r.patientId));
    if (p?.userId) {
      await notify(tx, {
        userId: p.userId,
        kind: 'privacy.update',
        titleKey: 'privacyRequestResolved',
        link: '/patient/privacy',
      });
    }
    return { row: updated!, keys };
  });
  // the files go once the deletion is committed (a failed delete leaves an unreferenced file, never a dangling row)
  for (const key of keys) {
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err }, 'erased file not deleted'));
  }
  const [out] = await query(ctx).where(eq(privacyRequest.id, row.id));
  return toRequest(out!);
}

/** Deletes what an erasure removes (see the header); answers the storage keys to delete after commit. */
async function erase(tx: ServiceContext, patientId: string): Promise<string[]> {
  const docs = await tx.db
    .delete(patientDocument)
    .where(eq(patientDocument.patientId, patientId))
    .returning({ key: patientDocument.storageKey });
  const recordings = await tx.db
    .select({ id: consultationRecording.id, key: consultationRecording.storageKey })
    .from(consultationRecording)
    .where(and(eq(consultationRecording.patientId, patientId), isNotNull(consultationRecording.storageKey)));
  if (recordings.length) {
    await tx.db.delete(consultationTranscript).where(
      inArray(
        consultationTranscript.recordingId,
        recordings.map((r) => r.id),
      ),
    );
    await tx.db
      .update(consultationRecording)
      .set({ status: 'deleted', storageKey: null, deletedAt: tx.now() })
      .where(
        inArray(
          consultationRecording.id,
          recordings.map((r) => r.id),
        ),
      );
  }
  await tx.db
    .update(consentDirective)
    .set({ status: 'revoked', revokedAt: tx.now(), updatedAt: tx.now() })
    .where(and(eq(consentDirective.patientId, patientId), eq(consentDirective.status, 'active')));
  await tx.db
    .update(patient)
    .set({ deletedAt: tx.now(), updatedAt: tx.now() })
    .where(eq(patient.id, patientId));
  await audit(tx, { action: 'patient.erase', resourceType: 'patient', resourceId: patientId, patientId });
  return [...docs.map((d) => d.key), ...recordings.flatMap((r) => (r.key ? [r.key] : []))];
}
