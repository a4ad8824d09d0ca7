/**
 * The signed-in user's appointments, scoped by who is asking (decision 0012):
 * - as `provider`: appointments booked with them, in organizations they are still a member of;
 * - as `practice` (staff, admin): every appointment of the practices they are a member of;
 * - as `patient`: the appointments of the patient records linked to their account.
 * Nobody reads another organization's, another provider's or another patient's appointments here.
 */
import type { AppointmentListItem, AppointmentView, Role } from '@verdant/shared';
import { and, asc, desc, eq, gt, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointment, organization, patient, providerProfile, user } from '../../db/schema/index.ts';
import { hasRole, type Principal } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { isoUtc } from '../providers/slots.ts';

/** Roles that are booked as providers, and roles that see their whole practice's appointments. */
export const PROVIDER_ROLES: readonly Role[] = ['dietitian', 'medical', 'fitness', 'lab'];
export const PRACTICE_ROLES: readonly Role[] = ['staff', 'admin'];

export interface ListOptions {
  as: AppointmentView;
  upcoming: boolean;
  limit: number;
  now: number;
}

export async function listMyAppointments(
  db: Db,
  principal: Principal,
  opts: ListOptions,
): Promise<{ items: AppointmentListItem[]; reads: { appointmentId: string; patientId: string }[] }> {
  const scope = await scopeOf(db, principal, opts.as);
  if (!scope) return { items: [], reads: [] };
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
      inPerson: providerProfile.inPerson,
      online: providerProfile.online,
      city: providerProfile.city,
      country: providerProfile.country,
      firstName: patient.firstName,
      lastName: patient.lastName,
    })
    .from(appointment)
    .innerJoin(patient, eq(patient.id, appointment.patientId))
    .innerJoin(user, eq(user.id, appointment.providerUserId))
    .leftJoin(providerProfile, eq(providerProfile.id, appointment.providerProfileId))
    .where(and(scope, ...when))
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
      patient: opts.as === 'patient' ? null : { id: r.a.patientId, name: `${r.firstName} ${r.lastName}` },
      location: {
        inPerson: r.inPerson ?? false,
        online: r.online ?? false,
        city: r.city ?? null,
        country: r.country ?? null,
      },
    }),
  );
  return { items, reads: rows.map((r) => ({ appointmentId: r.a.id, patientId: r.a.patientId })) };
}

/** The WHERE clause of the caller's view; null when the view can hold nothing for them. */
async function scopeOf(db: Db, principal: Principal, as: AppointmentView): Promise<SQL | null> {
  if (as === 'provider') {
    if (!hasRole(principal, ...PROVIDER_ROLES)) throw new AppError('FORBIDDEN');
    if (principal.organizationIds.length === 0) return null;
    return and(
      eq(appointment.providerUserId, principal.userId),
      inArray(appointment.organizationId, principal.organizationIds),
    )!;
  }
  if (as === 'practice') {
    if (!hasRole(principal, ...PRACTICE_ROLES)) throw new AppError('FORBIDDEN');
    if (principal.organizationIds.length === 0) return null;
    const practices = await db
      .select({ id: organization.id })
      .from(organization)
      .where(and(inArray(organization.id, principal.organizationIds), eq(organization.kind, 'practice')));
    if (practices.length === 0) return null;
    return inArray(
      appointment.organizationId,
      practices.map((p) => p.id),
    );
  }
  return eq(patient.userId, principal.userId);
}
