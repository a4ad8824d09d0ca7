/**
 * The signed-in user's appointments, scoped by who is asking (decision 0012):
 * - as `provider`: appointments booked with them in their active organization (ADR 0022);
 * - as `practice` (staff, admin): every appointment of their active organization, a practice;
 * - as `patient`: the appointments of the patient records linked to their account.
 * Nobody reads another organization's, another provider's or another patient's appointments here.
 * The read goes through `readAudited`: one `appointment.read` event naming the patients of the
 * appointments returned, in the same transaction as the read.
 */
import type { AppointmentListItem, AppointmentView } from '@verdant/shared';
import { and, asc, desc, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import { appointment, patient, providerProfile, user } from '../../db/schema/index.ts';
import { hasRole, type Principal } from '../../platform/access.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { inScope } from '../../platform/tenancy.ts';
import { isoUtc } from '../scheduling/index.ts';
import { PRACTICE_ROLES, PROVIDER_ROLES } from './record.ts';

export interface ListOptions {
  as: AppointmentView;
  upcoming: boolean;
  limit: number;
  now: number;
}

export async function listMyAppointments(
  ctx: ServiceContext,
  opts: Omit<ListOptions, 'now'>,
): Promise<{ items: AppointmentListItem[] }> {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  const scope = scopeOf(ctx, principal, opts.as);
  if (!scope) return { items: [] };
  const { items } = await readAudited(
    ctx,
    (tx) => readAppointments(tx, scope, { ...opts, now: ctx.now().getTime() }),
    ({ reads }) =>
      reads.map((r) => ({
        action: 'appointment.read',
        resourceType: 'appointment',
        resourceId: r.appointmentId,
        patientId: r.patientId,
      })),
  );
  return { items };
}

async function readAppointments(
  ctx: ServiceContext,
  scope: SQL,
  opts: ListOptions,
): Promise<{ items: AppointmentListItem[]; reads: { appointmentId: string; patientId: string }[] }> {
  const { db } = ctx;
  const now = new Date(opts.now);
  const when: SQL[] = opts.upcoming
    ? [gt(appointment.endsAt, now), ne(appointment.status, 'cancelled')]
    : [lte(appointment.endsAt, now)];
  const rows = await db
    .select({
      a: appointment,
      providerName: user.name,
      profileName: providerProfile.displayName,
      type: providerProfile.type,
      firstName: patient.firstName,
      lastName: patient.lastName,
    })
    .from(appointment)
    .innerJoin(patient, eq(patient.id, appointment.patientId))
    .innerJoin(user, eq(user.id, appointment.providerUserId))
    .leftJoin(providerProfile, eq(providerProfile.id, appointment.providerProfileId))
    // A pending hold belongs to no patient yet and reaches no dashboard (decision 0017).
    .where(and(scope, ne(appointment.status, 'pending'), ...when))
    .orderBy(opts.upcoming ? asc(appointment.startsAt) : desc(appointment.startsAt))
    .limit(opts.limit);
  const items = rows.map(
    (r): AppointmentListItem => ({
      id: r.a.id,
      start: isoUtc(r.a.startsAt.getTime()),
      end: isoUtc(r.a.endsAt.getTime()),
      timeZone: r.a.timeZone,
      status: r.a.status,
      serviceName: r.a.serviceName,
      durationMinutes: r.a.serviceDurationMinutes,
      provider: { name: r.profileName ?? r.providerName, type: r.type ?? null },
      patient: opts.as === 'patient' ? null : { id: r.a.patientId!, name: `${r.firstName} ${r.lastName}` },
      // how and where this appointment happens (its type and place, as booked or changed since)
      location: {
        inPerson: r.a.type === 'in_person',
        online: r.a.type === 'video',
        city: r.a.type === 'in_person' ? r.a.location : null,
        country: null,
      },
    }),
  );
  return { items, reads: rows.map((r) => ({ appointmentId: r.a.id, patientId: r.a.patientId! })) };
}

/** The WHERE clause of the caller's view; null when the view can hold nothing for them. */
function scopeOf(ctx: ServiceContext, principal: Principal, as: AppointmentView): SQL | null {
  if (as === 'provider') {
    if (!hasRole(principal, ...PROVIDER_ROLES)) throw new AppError('FORBIDDEN');
    if (!ctx.organization) return null;
    return and(eq(appointment.providerUserId, principal.userId), inScope(ctx, appointment.organizationId))!;
  }
  if (as === 'practice') {
    if (!hasRole(principal, ...PRACTICE_ROLES)) throw new AppError('FORBIDDEN');
    if (ctx.organization?.kind !== 'practice') return null;
    return inScope(ctx, appointment.organizationId);
  }
  return eq(patient.userId, principal.userId);
}
