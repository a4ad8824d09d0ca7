/**
 * Calendar writes: making an appointment, moving or editing it, setting its status, cancelling it.
 *
 * A professional can never be double booked: every write that gives an appointment a time takes the
 * provider's schedule lock (scheduling `lockSchedule`, the same lock public booking takes) before it
 * checks for overlap and writes, all in one transaction; the partial unique index on (provider,
 * start) is the backstop. So of two requests for one time, on any instances, one wins and the other
 * gets SLOT_TAKEN.
 *
 * The practice and the provider may put an appointment at any free time (working hours are shown,
 * not enforced); a patient books and moves only to the provider's open times. Every change that the
 * other side should know of raises the iCalendar SEQUENCE and is told to them (record.ts `announce`).
 */
import type {
  AppointmentCreateInput,
  AppointmentType,
  AppointmentUpdateInput,
  CalendarAppointment,
} from '@verdant/shared';
import { appointmentCreateSchema, appointmentUpdateSchema } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { appointment, providerProfile } from '../../db/schema/index.ts';
import { hasRole } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import {
  actorUserId,
  principalIn,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { alertLowPackages } from '../billing/index.ts';
import { findVisiblePatient, joinCareTeam } from '../patients/index.ts';
import {
  busyIntervals,
  localDateOf,
  lockSchedule,
  newConfirmationCode,
  openSlots,
} from '../scheduling/index.ts';
import { careTeamProvider, findAppointment, providersOf, serviceOf } from './calendar.ts';
import {
  announce,
  canChange,
  publishChange,
  loadRecords,
  PRACTICE_ROLES,
  toCalendarAppointment,
  type Viewer,
} from './record.ts';

type ProfileRow = typeof providerProfile.$inferSelect;
type CreateInput = ReturnType<typeof appointmentCreateSchema.parse>;
type UpdateInput = ReturnType<typeof appointmentUpdateSchema.parse>;

const notChangeable = () =>
  new AppError('CONFLICT', 'This appointment can no longer be changed.', { reason: 'notChangeable' });

function me(ctx: ServiceContext) {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

/** How a visit happens when nobody said: as the provider's profile offers it. */
function defaultType(profile: ProfileRow | null): AppointmentType {
  if (profile && !profile.inPerson && profile.online) return 'video';
  return 'in_person';
}

function placeOf(profile: ProfileRow | null): string | null {
  return profile ? [profile.city, profile.country].filter(Boolean).join(', ') || null : null;
}

/** Fails unless [start, end) is free on the provider's schedule (call with the schedule lock held). */
async function assertFree(
  db: DbOrTx,
  providerUserId: string,
  start: number,
  end: number,
  now: number,
  exceptId?: string,
) {
  if ((await busyIntervals(db, providerUserId, start, end, now, exceptId)).length > 0) {
    throw new AppError('SLOT_TAKEN');
  }
}

/** Fails unless `start` is one of the provider's open times for a visit of `durationMinutes`. */
async function assertOpenTime(
  db: DbOrTx,
  profile: ProfileRow,
  durationMinutes: number,
  start: number,
  now: number,
  exceptId?: string,
) {
  const offered = await openSlots(
    db,
    // an existing patient is not held to the new-patient bookings of a day
    { ...profile, maxNewPatientsPerDay: Number.MAX_SAFE_INTEGER },
    { durationMinutes },
    { from: localDateOf(start, profile.timeZone), days: 1, now, exceptId },
  );
  if (!offered.some((s) => s.start === start)) throw fieldError({ start: 'slotUnavailable' });
}

async function insertAppointment(db: DbOrTx, values: typeof appointment.$inferInsert) {
  try {
    const [row] = await db.insert(appointment).values(values).returning({ id: appointment.id });
    return row!.id;
  } catch (err) {
    if (isUniqueViolation(err, 'appointment_provider_live_start_unique')) throw new AppError('SLOT_TAKEN');
    throw err;
  }
}

/**
 * `POST /appointments`. A patient (no `patientId`) books with a professional of their care team at an
 * open time; a professional books one of their patients with themself; staff and administrators book
 * any patient of the practice with any of its professionals (who joins the care team).
 */
export async function createAppointment(
  ctx: ServiceContext,
  raw: AppointmentCreateInput,
): Promise<CalendarAppointment> {
  const input: CreateInput = appointmentCreateSchema.parse(raw);
  const principal = me(ctx);
  const now = ctx.now().getTime();
  const start = Date.parse(input.start);
  if (start <= now) throw new AppError('SLOT_IN_PAST');
  return withTransaction(ctx, async (tx) => {
    let patientId: string;
    let organizationId: string;
    let providerUserId: string;
    let profile: ProfileRow | null;
    let service: {
      id: string | null;
      name: string;
      durationMinutes: number;
      priceMinor: number;
      currency: string;
    };
    if (!input.patientId) {
      if (!input.providerId) throw fieldError({ providerId: 'required' });
      if (!input.serviceId) throw fieldError({ serviceId: 'required' });
      const found = await careTeamProvider(tx, input.providerId);
      profile = found.profile;
      patientId = found.patientId;
      organizationId = found.profile.organizationId;
      providerUserId = found.profile.userId;
      service = await serviceOf(tx.db, found.profile.id, input.serviceId);
      await lockSchedule(tx.db, providerUserId);
      await assertOpenTime(tx.db, found.profile, service.durationMinutes, start, now);
    } else {
      const p = await findVisiblePatient(tx, input.patientId);
      patientId = p.id;
      organizationId = p.organizationId;
      providerUserId = input.providerId ?? principal.userId;
      if (providerUserId !== principal.userId && !hasRole(principal, ...PRACTICE_ROLES)) {
        throw fieldError({ providerId: 'invalidOption' });
      }
      if ((await providersOf(tx.db, organizationId, providerUserId)).length === 0) {
        throw fieldError({ providerId: 'invalidOption' });
      }
      [profile = null] = await tx.db
        .select()
        .from(providerProfile)
        .where(eq(providerProfile.userId, providerUserId));
      if (input.serviceId) {
        if (!profile) throw fieldError({ serviceId: 'invalidOption' });
        service = await serviceOf(tx.db, profile.id, input.serviceId);
      } else {
        if (!input.serviceName) throw fieldError({ serviceName: 'required' });
        if (!input.durationMinutes) throw fieldError({ durationMinutes: 'durationInvalid' });
        service = {
          id: null,
          name: input.serviceName,
          durationMinutes: input.durationMinutes,
          priceMinor: 0,
          currency: 'USD',
        };
      }
      await lockSchedule(tx.db, providerUserId);
      await assertFree(tx.db, providerUserId, start, start + service.durationMinutes * 60_000, now);
      await joinCareTeam(tx.db, patientId, providerUserId);
    }
    const type = input.type ?? defaultType(profile);
    const id = await insertAppointment(tx.db, {
      organizationId,
      providerUserId,
      providerProfileId: profile?.id ?? null,
      patientId,
      serviceId: service.id,
      serviceName: service.name,
      serviceDurationMinutes: service.durationMinutes,
      servicePriceMinor: service.priceMinor,
      serviceCurrency: service.currency,
      startsAt: new Date(start),
      endsAt: new Date(start + service.durationMinutes * 60_000),
      timeZone: profile?.timeZone ?? 'UTC',
      status: 'scheduled',
      type,
      location: input.location ?? (type === 'in_person' ? placeOf(profile) : null),
      videoUrl: input.videoUrl ?? null,
      notes: input.notes ?? null,
      confirmationCode: newConfirmationCode(),
      bookedByUserId: principal.userId,
      confirmedAt: new Date(now),
    });
    await audit(tx, { action: 'appointment.create', resourceType: 'appointment', resourceId: id, patientId });
    const [rec] = await loadRecords(tx.db, eq(appointment.id, id));
    await announce(tx, rec!, { change: 'booked', actorUserId: principal.userId });
    // a session drawn on a package may bring it to its low-credit alert (billing, ADR 0054)
    await alertLowPackages(tx, patientId);
    const viewer: Viewer = !input.patientId
      ? 'patient'
      : providerUserId === principal.userId
        ? 'provider'
        : 'practice';
    return toCalendarAppointment(rec!, viewer, now);
  });
}

/**
 * `PATCH /appointments/{id}`: move (start, duration), change how and where, notes, or the status. The
 * patient may only move it, to an open time; the care team reads it only.
 */
export async function updateAppointment(
  ctx: ServiceContext,
  id: string,
  raw: AppointmentUpdateInput,
): Promise<CalendarAppointment> {
  const input: UpdateInput = appointmentUpdateSchema.parse(raw);
  const principal = me(ctx);
  const now = ctx.now().getTime();
  return withTransaction(ctx, async (tx) => {
    const { rec, viewer } = await findAppointment(tx, id, { lock: true });
    const { a } = rec;
    if (viewer === 'careTeam') throw new AppError('FORBIDDEN');
    if (!canChange(viewer, a, now)) throw notChangeable();
    if (viewer === 'patient' && Object.keys(input).some((k) => k !== 'start'))
      throw new AppError('FORBIDDEN');

    const oldStart = a.startsAt.getTime();
    const duration = input.durationMinutes ?? Math.round((a.endsAt.getTime() - oldStart) / 60_000);
    const start = input.start ? Date.parse(input.start) : oldStart;
    const end = start + duration * 60_000;
    const moved = start !== oldStart || end !== a.endsAt.getTime();
    if (moved) {
      if (start !== oldStart && start <= now) throw new AppError('SLOT_IN_PAST');
      await lockSchedule(tx.db, a.providerUserId);
      if (viewer === 'patient') {
        const [profile] = await tx.db
          .select()
          .from(providerProfile)
          .where(eq(providerProfile.userId, a.providerUserId));
        if (!profile) throw fieldError({ start: 'slotUnavailable' });
        await assertOpenTime(tx.db, profile, duration, start, now, a.id);
      }
      await assertFree(tx.db, a.providerUserId, start, end, now, a.id);
    }
    if (input.status && input.status !== a.status && input.status !== 'scheduled' && oldStart > now) {
      // a visit is completed, or missed, once its time has come
      throw fieldError({ status: 'notChangeable' });
    }
    const visitChanged =
      moved ||
      (input.type !== undefined && input.type !== a.type) ||
      (input.location !== undefined && input.location !== a.location) ||
      (input.videoUrl !== undefined && input.videoUrl !== a.videoUrl);
    try {
      await tx.db
        .update(appointment)
        .set({
          startsAt: new Date(start),
          endsAt: new Date(end),
          ...(input.type !== undefined ? { type: input.type } : {}),
          ...(input.location !== undefined ? { location: input.location } : {}),
          ...(input.videoUrl !== undefined ? { videoUrl: input.videoUrl } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          // a missed visit was not arrived at
          ...(input.status === 'no-show' ? { checkedInAt: null } : {}),
          sequence: visitChanged ? a.sequence + 1 : a.sequence,
          // a new time gets its own reminder
          ...(moved ? { reminderSentAt: null } : {}),
          updatedAt: new Date(now),
        })
        .where(eq(appointment.id, a.id));
    } catch (err) {
      if (isUniqueViolation(err, 'appointment_provider_live_start_unique')) throw new AppError('SLOT_TAKEN');
      throw err;
    }
    await audit(tx, {
      action: moved ? 'appointment.reschedule' : input.status ? 'appointment.status' : 'appointment.update',
      resourceType: 'appointment',
      resourceId: a.id,
      patientId: a.patientId,
    });
    const [after] = await loadRecords(tx.db, eq(appointment.id, a.id));
    // a new status or date can change which package a session draws on (ADR 0054)
    if (moved || (input.status !== undefined && input.status !== a.status)) {
      await alertLowPackages(tx, a.patientId);
    }
    if (visitChanged) {
      await announce(tx, after!, {
        change: 'changed',
        actorUserId: principal.userId,
        previousStart: a.startsAt,
      });
    } else {
      await publishChange(tx, after!.a, [after!.patient?.userId]);
    }
    return toCalendarAppointment(after!, viewer, now);
  });
}

/** `POST /appointments/{id}/cancel`: either side; cancelling again answers the cancelled appointment. */
export async function cancelAppointment(
  ctx: ServiceContext,
  id: string,
  reason: string | null | undefined,
): Promise<CalendarAppointment> {
  const principal = me(ctx);
  const now = ctx.now().getTime();
  return withTransaction(ctx, async (tx) => {
    const { rec, viewer } = await findAppointment(tx, id, { lock: true });
    const { a } = rec;
    if (a.status === 'cancelled') return toCalendarAppointment(rec, viewer, now);
    if (viewer === 'careTeam') throw new AppError('FORBIDDEN');
    if (!canChange(viewer, a, now)) throw notChangeable();
    await tx.db
      .update(appointment)
      .set({
        status: 'cancelled',
        sequence: a.sequence + 1,
        cancelReason: reason?.trim() || null,
        cancelledByUserId: principal.userId,
        updatedAt: new Date(now),
      })
      .where(eq(appointment.id, a.id));
    await audit(tx, {
      action: 'appointment.cancel',
      resourceType: 'appointment',
      resourceId: a.id,
      patientId: a.patientId,
    });
    const [after] = await loadRecords(tx.db, eq(appointment.id, a.id));
    await announce(tx, after!, { change: 'cancelled', actorUserId: principal.userId });
    return toCalendarAppointment(after!, viewer, now);
  });
}

/** How long before its start a patient may be marked as arrived (the waiting room of the day). */
const CHECK_IN_EARLIEST_MS = 12 * 3_600_000;

/**
 * `POST /appointments/{id}/check-in` (arrived) and `DELETE` (not after all): the practice or the
 * provider marks a scheduled visit from 12 hours before it starts until it is marked completed or
 * missed. Marking again keeps the first time. The open calendars hear of it.
 */
export async function setCheckedIn(
  ctx: ServiceContext,
  id: string,
  arrived: boolean,
): Promise<CalendarAppointment> {
  const now = ctx.now().getTime();
  return withTransaction(ctx, async (tx) => {
    const { rec, viewer } = await findAppointment(tx, id, { lock: true });
    const { a } = rec;
    if (viewer !== 'provider' && viewer !== 'practice') throw new AppError('FORBIDDEN');
    if (a.status !== 'scheduled') throw notChangeable();
    if (arrived && a.startsAt.getTime() - now > CHECK_IN_EARLIEST_MS)
      throw new AppError('CONFLICT', 'It is too early to check this patient in.', { reason: 'tooEarly' });
    const checkedInAt = arrived ? (a.checkedInAt ?? new Date(now)) : null;
    if ((checkedInAt?.getTime() ?? null) === (a.checkedInAt?.getTime() ?? null))
      return toCalendarAppointment(rec, viewer, now);
    await tx.db
      .update(appointment)
      .set({ checkedInAt, updatedAt: new Date(now) })
      .where(eq(appointment.id, a.id));
    await audit(tx, {
      action: arrived ? 'appointment.check_in' : 'appointment.check_in.undo',
      resourceType: 'appointment',
      resourceId: a.id,
      patientId: a.patientId,
    });
    const [after] = await loadRecords(tx.db, eq(appointment.id, a.id));
    await publishChange(tx, after!.a, [after!.patient?.userId]);
    return toCalendarAppointment(after!, viewer, now);
  });
}

/**
 * The front desk sends a visit's reminder now (the practice or the provider): the same e-mail and
 * notifications as the reminder sweep (`announce`, change `reminder`), and the sweep then counts it
 * as sent. Only a scheduled visit still to come. Audited.
 */
export async function sendReminderNow(ctx: ServiceContext, id: string): Promise<CalendarAppointment> {
  const now = ctx.now().getTime();
  return withTransaction(ctx, async (tx) => {
    const { rec, viewer } = await findAppointment(tx, id, { lock: true });
    const { a } = rec;
    if (viewer !== 'provider' && viewer !== 'practice') throw new AppError('FORBIDDEN');
    if (a.status !== 'scheduled' || !a.patientId || a.startsAt.getTime() <= now) throw notChangeable();
    await tx.db
      .update(appointment)
      .set({ reminderSentAt: new Date(now) })
      .where(eq(appointment.id, a.id));
    await audit(tx, {
      action: 'appointment.remind',
      resourceType: 'appointment',
      resourceId: a.id,
      patientId: a.patientId,
    });
    const [after] = await loadRecords(tx.db, eq(appointment.id, a.id));
    await announce(tx, after!, { change: 'reminder', actorUserId: actorUserId(tx) });
    return toCalendarAppointment(after!, viewer, now);
  });
}
