/**
 * Calendar reads: a range of the caller's calendar (their own as a provider, their practice's side by
 * side, or their own as a patient), one appointment, a patient record's appointments, and a
 * patient's care team with its open times. Every read of appointments goes through `readAudited`
 * (one `appointment.read` per appointment; a list's become one event naming every patient).
 */
import type {
  BookableProvider,
  Calendar,
  CalendarAppointment,
  CalendarProvider,
  CalendarView,
  PatientAppointments,
  Role,
} from '@verdant/shared';
import { and, asc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointment,
  careTeamMember,
  organization,
  patient,
  providerProfile,
  providerService,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { hasRole } from '../../platform/access.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization, inScope } from '../../platform/tenancy.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { type Interval, openSlots } from '../scheduling/index.ts';
import {
  type AppointmentRecord,
  loadRecords,
  PRACTICE_ROLES,
  PROVIDER_ROLES,
  readEntry,
  toCalendarAppointment,
  type Viewer,
  viewerOf,
} from './record.ts';

function me(ctx: ServiceContext) {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

/** The services of profiles, in their order. */
async function servicesOf(db: DbOrTx, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(providerService)
    .where(inArray(providerService.profileId, profileIds))
    .orderBy(asc(providerService.position));
}

const toService = (s: typeof providerService.$inferSelect) => ({
  id: s.id,
  name: s.name,
  durationMinutes: s.durationMinutes,
  priceMinor: s.priceMinor,
  currency: s.currency,
  mode: s.mode,
});

/**
 * The practice's enabled members holding one of `roles` (the calendar's providers by default), with
 * their e-mail, profile, hours and services (in the profile's order), sorted by name. Also used by
 * the appointments import (modules/data-admin) to match professionals by e-mail.
 */
export async function practiceProfessionals(
  db: DbOrTx,
  organizationId: string,
  { roles = PROVIDER_ROLES, only }: { roles?: readonly Role[]; only?: string } = {},
) {
  const rows = await db
    .selectDistinctOn([user.id], {
      id: user.id,
      email: user.email,
      profileId: providerProfile.id,
      name: sql<string>`coalesce(${providerProfile.displayName}, ${user.name})`,
      type: providerProfile.type,
      timeZone: providerProfile.timeZone,
      availability: providerProfile.availability,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        inArray(userRoles.role, [...roles]),
        isNull(user.disabledAt),
        only ? eq(user.id, only) : undefined,
      ),
    )
    .orderBy(user.id);
  const services = await servicesOf(
    db,
    rows.flatMap((r) => (r.profileId ? [r.profileId] : [])),
  );
  return rows
    .map((r) => ({ ...r, services: services.filter((s) => s.profileId === r.profileId).map(toService) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The professionals of an organization whose calendars the practice view shows, with hours and services. */
export async function providersOf(
  db: DbOrTx,
  organizationId: string,
  only?: string,
): Promise<CalendarProvider[]> {
  return (await practiceProfessionals(db, organizationId, { only })).map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type ?? null,
    timeZone: r.timeZone ?? null,
    availability: r.availability ?? [],
    services: r.services,
  }));
}

export async function getCalendar(
  ctx: ServiceContext,
  q: { from: string; to: string; as: CalendarView; providerId?: string | undefined },
): Promise<Calendar> {
  const principal = me(ctx);
  const range = and(lt(appointment.startsAt, new Date(q.to)), gt(appointment.endsAt, new Date(q.from)))!;
  let scope: SQL;
  let viewer: Viewer;
  let providers: CalendarProvider[] = [];
  if (q.as === 'provider') {
    if (!hasRole(principal, ...PROVIDER_ROLES)) throw new AppError('FORBIDDEN');
    const org = activeOrganization(ctx);
    scope = and(eq(appointment.providerUserId, principal.userId), eq(appointment.organizationId, org.id))!;
    viewer = 'provider';
    providers = await providersOf(ctx.db, org.id, principal.userId);
  } else if (q.as === 'practice') {
    if (!hasRole(principal, ...PRACTICE_ROLES)) throw new AppError('FORBIDDEN');
    const org = activeOrganization(ctx, ['practice']);
    scope = and(
      inScope(ctx, appointment.organizationId),
      q.providerId ? eq(appointment.providerUserId, q.providerId) : undefined,
    )!;
    viewer = 'practice';
    providers = await providersOf(ctx.db, org.id, q.providerId);
  } else {
    scope = sql`${appointment.patientId} in (select ${patient.id} from ${patient} where ${patient.userId} = ${principal.userId})`;
    viewer = 'patient';
  }
  const now = ctx.now().getTime();
  const records = await readAudited(
    ctx,
    (tx) => loadRecords(tx.db, and(scope, range)!),
    (rs) => rs.map(readEntry('appointment.read')),
  );
  return { items: records.map((r) => toCalendarAppointment(r, viewer, now)), providers };
}

/** One appointment the caller may see (NOT_FOUND otherwise); `lock` for a change. */
export async function findAppointment(
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ rec: AppointmentRecord; viewer: Viewer }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [rec] = await loadRecords(ctx.db, eq(appointment.id, id), options);
  const viewer = rec ? await viewerOf(ctx, rec) : null;
  if (!rec || !viewer) throw new AppError('NOT_FOUND');
  return { rec, viewer };
}

export async function getAppointment(ctx: ServiceContext, id: string): Promise<CalendarAppointment> {
  const { rec, viewer } = await readAudited(
    ctx,
    (tx) => findAppointment(tx, id),
    ({ rec }) => [readEntry('appointment.read')(rec)],
  );
  return toCalendarAppointment(rec, viewer, ctx.now().getTime());
}

/**
 * The appointments tab of a patient record: every appointment of that patient in the practice, for
 * whoever may see the record (the patients module's scope), upcoming soonest first, then the past.
 */
export async function patientAppointments(
  ctx: ServiceContext,
  patientId: string,
): Promise<PatientAppointments> {
  const principal = me(ctx);
  const now = ctx.now().getTime();
  const records = await readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'appointments' });
      return loadRecords(
        tx.db,
        and(eq(appointment.patientId, p.id), eq(appointment.organizationId, p.organizationId))!,
        { order: 'desc', limit: 500 },
      );
    },
    (rs) => rs.map(readEntry('appointment.read')),
  );
  const viewerFor = (rec: AppointmentRecord): Viewer =>
    rec.a.providerUserId === principal.userId
      ? 'provider'
      : hasRole(principal, ...PRACTICE_ROLES)
        ? 'practice'
        : 'careTeam';
  const upcoming: CalendarAppointment[] = [];
  const past: CalendarAppointment[] = [];
  for (const rec of records) {
    const item = toCalendarAppointment(rec, viewerFor(rec), now);
    if (rec.a.endsAt.getTime() > now && rec.a.status !== 'cancelled') upcoming.unshift(item);
    else past.push(item);
  }
  return { upcoming, past };
}

/** The patient's records (one per practice) linked to the caller. */
async function myRecords(ctx: ServiceContext): Promise<{ id: string; organizationId: string }[]> {
  const principal = me(ctx);
  return ctx.db
    .select({ id: patient.id, organizationId: patient.organizationId })
    .from(patient)
    .where(and(eq(patient.userId, principal.userId), isNull(patient.deletedAt)));
}

/** A care-team professional of one of the caller's records, with their profile (NOT_FOUND otherwise). */
export async function careTeamProvider(ctx: ServiceContext, providerUserId: string) {
  const records = await myRecords(ctx);
  if (records.length === 0) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select({ patientId: careTeamMember.patientId, profile: providerProfile })
    .from(careTeamMember)
    .innerJoin(patient, eq(patient.id, careTeamMember.patientId))
    .innerJoin(providerProfile, eq(providerProfile.userId, careTeamMember.userId))
    .innerJoin(user, eq(user.id, careTeamMember.userId))
    .where(
      and(
        eq(careTeamMember.userId, providerUserId),
        inArray(
          careTeamMember.patientId,
          records.map((r) => r.id),
        ),
        // the professional still works at the practice of the record
        eq(providerProfile.organizationId, patient.organizationId),
        isNull(user.disabledAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** `GET /calendar/care-team`: whom the patient may book with, their services and hours. */
export async function careTeamProviders(ctx: ServiceContext): Promise<BookableProvider[]> {
  const records = await myRecords(ctx);
  if (records.length === 0) return [];
  const rows = await ctx.db
    .select({ profile: providerProfile, organizationName: organization.name })
    .from(careTeamMember)
    .innerJoin(patient, eq(patient.id, careTeamMember.patientId))
    .innerJoin(providerProfile, eq(providerProfile.userId, careTeamMember.userId))
    .innerJoin(organization, eq(organization.id, providerProfile.organizationId))
    .innerJoin(user, eq(user.id, careTeamMember.userId))
    .where(
      and(
        inArray(
          careTeamMember.patientId,
          records.map((r) => r.id),
        ),
        eq(providerProfile.organizationId, patient.organizationId),
        isNull(user.disabledAt),
      ),
    );
  const profiles = [...new Map(rows.map((r) => [r.profile.id, r])).values()];
  const services = await servicesOf(
    ctx.db,
    profiles.map((p) => p.profile.id),
  );
  return profiles
    .map(({ profile, organizationName }) => ({
      id: profile.userId,
      name: profile.displayName,
      type: profile.type,
      timeZone: profile.timeZone,
      availability: profile.availability,
      organizationName,
      services: services.filter((s) => s.profileId === profile.id).map(toService),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Open times of a care-team professional for one of their services (existing patients: no daily cap). */
export async function careTeamSlots(
  ctx: ServiceContext,
  providerUserId: string,
  q: {
    serviceId?: string | undefined;
    durationMinutes?: number | undefined;
    from?: string | undefined;
    days: number;
  },
): Promise<{ timeZone: string; slots: Interval[] }> {
  const { profile } = await careTeamProvider(ctx, providerUserId);
  const service = q.serviceId
    ? await serviceOf(ctx.db, profile.id, q.serviceId)
    : { durationMinutes: q.durationMinutes ?? 30 };
  const slots = await openSlots(
    ctx.db,
    { ...profile, maxNewPatientsPerDay: Number.MAX_SAFE_INTEGER },
    service,
    { from: q.from, days: q.days, now: ctx.now().getTime() },
  );
  return { timeZone: profile.timeZone, slots };
}

export async function serviceOf(db: DbOrTx, profileId: string, serviceId: string) {
  if (!isUuid(serviceId))
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { serviceId: 'invalidOption' } });
  const [service] = await db
    .select()
    .from(providerService)
    .where(and(eq(providerService.id, serviceId), eq(providerService.profileId, profileId)));
  if (!service)
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { serviceId: 'invalidOption' } });
  return service;
}
