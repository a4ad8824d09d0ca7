/**
 * What a clinician's workspace (ADR 0048) reads from consultations: their notes not signed yet
 * (drafts and scheduled ones whose time has come). Only the caller's own, of patients they may see
 * with the `consultations` category; no note text leaves here.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { consultation, patient } from '../../db/schema/index.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { inScope } from '../../platform/tenancy.ts';
import { visiblePatients } from '../patients/index.ts';

export interface UnsignedNote {
  id: string;
  patientId: string;
  patientName: string;
  occurredAt: Date;
  sessionType: string;
}

export async function unsignedNotes(
  ctx: ServiceContext,
  limit: number,
): Promise<{ total: number; items: UnsignedNote[] }> {
  const me = actorUserId(ctx) ?? '';
  const where = and(
    inScope(ctx, consultation.organizationId),
    eq(consultation.providerUserId, me),
    inArray(consultation.status, ['draft', 'scheduled']),
    lte(consultation.occurredAt, ctx.now()),
    visiblePatients(ctx, 'consultations').where,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        id: consultation.id,
        patientId: patient.id,
        first: patient.firstName,
        last: patient.lastName,
        occurredAt: consultation.occurredAt,
        sessionType: consultation.sessionType,
      })
      .from(consultation)
      .innerJoin(patient, eq(patient.id, consultation.patientId))
      .where(where)
      .orderBy(asc(consultation.occurredAt))
      .limit(limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultation)
      .innerJoin(patient, eq(patient.id, consultation.patientId))
      .where(where),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map(({ first, last, ...r }) => ({ ...r, patientName: `${first} ${last}` })),
  };
}
