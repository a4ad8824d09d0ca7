/**
 * What a professional's workspace (modules/workspace, ADR 0048) reads from the calendar: their day,
 * the patients due a follow-up, and the month's visits. Scoped here (the caller's practice, their own
 * appointments, patients they may see); the workspace writes the one audit event.
 */
import { and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { appointment, careTeamMember, patient } from '../../db/schema/index.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { inScope } from '../../platform/tenancy.ts';
import { visiblePatients } from '../patients/index.ts';

export interface DayVisit {
  id: string;
  patientId: string;
  patientName: string;
  serviceName: string;
  startsAt: Date;
  timeZone: string;
  status: string;
  checkedInAt: Date | null;
}

/** The caller's own visits between `from` and `to` (not holds, not cancelled), earliest first. */
export async function providerDay(ctx: ServiceContext, from: Date, to: Date): Promise<DayVisit[]> {
  const me = actorUserId(ctx) ?? '';
  const rows = await ctx.db
    .select({
      id: appointment.id,
      patientId: patient.id,
      first: patient.firstName,
      last: patient.lastName,
      serviceName: appointment.serviceName,
      startsAt: appointment.startsAt,
      timeZone: appointment.timeZone,
      status: appointment.status,
      checkedInAt: appointment.checkedInAt,
    })
    .from(appointment)
    .innerJoin(patient, eq(patient.id, appointment.patientId))
    .where(
      and(
        inScope(ctx, appointment.organizationId),
        eq(appointment.providerUserId, me),
        gte(appointment.startsAt, from),
        lt(appointment.startsAt, to),
        notInArray(appointment.status, ['pending', 'cancelled']),
        visiblePatients(ctx).where,
      ),
    )
    .orderBy(asc(appointment.startsAt))
    .limit(50);
  return rows.map(({ first, last, ...r }) => ({ ...r, patientName: `${first} ${last}` }));
}

export interface FollowUp {
  patientId: string;
  patientName: string;
  lastVisitAt: Date;
}

/**
 * Patients of the caller's care team whose last visit with them (completed) is more than `days` ago
 * and who have nothing booked with them: the longest unseen first.
 */
export async function dueFollowUps(
  ctx: ServiceContext,
  days: number,
  limit: number,
): Promise<{ total: number; items: FollowUp[] }> {
  const me = actorUserId(ctx) ?? '';
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  // each care-team patient's last completed visit with the caller: one probe of
  // appointment_completed_last_visit_idx per patient (ADR 0055, an index-only scan), not a scan of the
  // caller's history; a patient's appointments are in the patient's practice, which is in scope
  const last = sql<Date | null>`(select a.starts_at from ${appointment} a where a.provider_user_id = ${me} and a.patient_id = ${patient.id} and a.status = 'completed' order by a.starts_at desc limit 1)`;
  const rows = await ctx.db
    .select({ patientId: patient.id, first: patient.firstName, last: patient.lastName, lastVisitAt: last })
    .from(patient)
    .innerJoin(careTeamMember, and(eq(careTeamMember.patientId, patient.id), eq(careTeamMember.userId, me)))
    .where(
      and(
        inScope(ctx, patient.organizationId),
        visiblePatients(ctx).where,
        sql`${last} < ${cutoff}`,
        sql`not exists (select 1 from ${appointment} b where b.patient_id = ${patient.id} and b.provider_user_id = ${me} and b.status = 'scheduled' and b.starts_at >= ${now})`,
      ),
    )
    .orderBy(asc(last));
  return {
    total: rows.length,
    items: rows.slice(0, limit).map((r) => ({
      patientId: r.patientId,
      patientName: `${r.first} ${r.last}`,
      lastVisitAt: new Date(r.lastVisitAt!),
    })),
  };
}

/** The caller's completed visits and no-shows since `from`. */
export async function providerVisitCounts(
  ctx: ServiceContext,
  from: Date,
): Promise<{ completed: number; noShows: number }> {
  const me = actorUserId(ctx) ?? '';
  const [row] = await ctx.db
    .select({
      completed: sql<number>`count(*) filter (where ${appointment.status} = 'completed')::int`,
      noShows: sql<number>`count(*) filter (where ${appointment.status} = 'no-show')::int`,
    })
    .from(appointment)
    .where(
      and(
        inScope(ctx, appointment.organizationId),
        eq(appointment.providerUserId, me),
        gte(appointment.startsAt, from),
        lt(appointment.startsAt, ctx.now()),
        inArray(appointment.status, ['completed', 'no-show']),
      ),
    );
  return { completed: Number(row?.completed ?? 0), noShows: Number(row?.noShows ?? 0) };
}
