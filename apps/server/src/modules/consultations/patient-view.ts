/**
 * What a patient reads of their consultations (`/me/consultations`): only completed (signed) ones of
 * the records linked to their account, in every practice that treats them, without the provider-only
 * parts: no flags, no tags, no recordings or transcripts, the assessment only when the clinician did
 * not keep it private, and of the insights only the accepted items of the patient's sections. Another
 * patient's consultation, or a draft, is NOT_FOUND. Every read is audited on the patient.
 */
import {
  CONSULTATION_TEXT_FIELDS,
  type Consultation,
  type PatientConsultation,
  type PatientConsultationListItem,
} from '@verdant/shared';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { consultation, patient } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { acceptedForPatient } from './insights.ts';
import { peopleById, personOf } from './scope.ts';
import { consultationEvent, loadConsultation } from './service.ts';

const SUMMARY_PREVIEW = 240;

/** Completed consultations of the caller's own patient records. */
function mine(ctx: ServiceContext): SQL {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return and(
    eq(consultation.status, 'completed'),
    inArray(
      consultation.patientId,
      ctx.db
        .select({ id: patient.id })
        .from(patient)
        .where(and(eq(patient.userId, principal.userId), isNull(patient.deletedAt))),
    ),
  )!;
}

export async function myConsultations(ctx: ServiceContext): Promise<PatientConsultationListItem[]> {
  const where = mine(ctx);
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select()
        .from(consultation)
        .where(where)
        .orderBy(desc(consultation.occurredAt))
        .limit(500);
      const [people, insights] = await Promise.all([
        peopleById(
          tx,
          rows.map((r) => r.providerUserId),
        ),
        acceptedForPatient(
          tx,
          rows.map((r) => r.id),
        ),
      ]);
      const items = rows.map((r) => ({
        id: r.id,
        occurredAt: r.occurredAt.toISOString(),
        sessionType: r.sessionType,
        provider: personOf(people, r.providerUserId),
        summary: r.summary ? r.summary.slice(0, SUMMARY_PREVIEW) : null,
        insightCount: insights.get(r.id)?.length ?? 0,
      }));
      return { rows, items };
    },
    ({ rows }) => rows.map((r) => consultationEvent('consultation.list', r)),
  ).then((r) => r.items);
}

export async function myConsultation(ctx: ServiceContext, id: string): Promise<PatientConsultation> {
  const where = mine(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return readAudited(
    ctx,
    async (tx) => {
      const [row] = await tx.db
        .select()
        .from(consultation)
        .where(and(eq(consultation.id, id), where));
      if (!row) throw new AppError('NOT_FOUND');
      const [c, insights] = await Promise.all([loadConsultation(tx, row), acceptedForPatient(tx, [row.id])]);
      return { row, view: forPatient(c, insights.get(row.id) ?? []) };
    },
    ({ row }) => [consultationEvent('consultation.read', row)],
  ).then((r) => r.view);
}

/** The record without its provider-only parts (see the file header). */
function forPatient(c: Consultation, insights: PatientConsultation['insights']): PatientConsultation {
  const texts = Object.fromEntries(
    CONSULTATION_TEXT_FIELDS.filter((f) => f !== 'assessment').map((f) => [f, c[f]]),
  ) as Omit<
    PatientConsultation,
    | 'id'
    | 'occurredAt'
    | 'sessionType'
    | 'provider'
    | 'signedAt'
    | 'assessment'
    | 'labResults'
    | 'vitals'
    | 'anthropometrics'
    | 'insights'
    | 'addenda'
  >;
  return {
    id: c.id,
    occurredAt: c.occurredAt,
    sessionType: c.sessionType,
    provider: c.provider,
    signedAt: c.signedAt,
    assessment: c.assessmentPrivate ? null : c.assessment,
    ...texts,
    labResults: c.labResults,
    vitals: c.vitals,
    anthropometrics: c.anthropometrics,
    insights,
    addenda: c.addenda,
  };
}
