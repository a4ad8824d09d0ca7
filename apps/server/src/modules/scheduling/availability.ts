/**
 * When a provider is free: live appointments (a pending hold past its expiry is free without any
 * job), new-patient bookings per local date, and the open slots of a service. Reads only the
 * appointment table; the profile and service come from the caller (the providers module).
 */
import { MAX_SLOT_DAYS, todayInTimeZone, type AvailabilityRule } from '@verdant/shared';
import { and, eq, gt, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointment } from '../../db/schema/index.ts';
import { computeSlots, type Interval } from './slots.ts';
import { addDays, dateToLocalMs, localDateOf, zonedToUtc } from './time-zone.ts';

/** What scheduling needs of a provider profile. */
export interface SchedulingProfile {
  userId: string;
  timeZone: string;
  availability: AvailabilityRule[];
  bookingWindowDays: number;
  maxNewPatientsPerDay: number;
}

/**
 * An appointment that occupies its time: not cancelled, and not a `pending` hold past its expiry
 * (an expired hold is free without any job; decision 0017).
 */
export function liveAppointment(now: number): SQL {
  return and(
    ne(appointment.status, 'cancelled'),
    or(ne(appointment.status, 'pending'), gt(appointment.holdExpiresAt, new Date(now))),
  )!;
}

/**
 * Serialises every write to one provider's schedule (a public booking, an appointment created,
 * moved or reinstated in the calendar) until the caller's transaction ends: the overlap check and
 * the write that follows it can then never interleave with another, on any instance. The partial
 * unique index on (provider, start) stays the backstop for identical starts.
 */
export async function lockSchedule(db: DbOrTx, providerUserId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(722043, hashtext(${`schedule:${providerUserId}`}))`);
}

/** Live appointments of a provider that touch [from, to), but `exceptId` (the one being moved). */
export async function busyIntervals(
  db: DbOrTx,
  providerUserId: string,
  from: number,
  to: number,
  now: number,
  exceptId?: string,
): Promise<Interval[]> {
  const rows = await db
    .select({ start: appointment.startsAt, end: appointment.endsAt })
    .from(appointment)
    .where(
      and(
        eq(appointment.providerUserId, providerUserId),
        liveAppointment(now),
        lt(appointment.startsAt, new Date(to)),
        gt(appointment.endsAt, new Date(from)),
        exceptId ? ne(appointment.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/** Live new-patient bookings of a provider per local date (provider zone) starting in [from, to). */
async function newPatientBookingsByDate(
  db: DbOrTx,
  profile: Pick<SchedulingProfile, 'userId' | 'timeZone'>,
  from: number,
  to: number,
  now: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ start: appointment.startsAt })
    .from(appointment)
    .where(
      and(
        eq(appointment.providerUserId, profile.userId),
        eq(appointment.newPatient, true),
        liveAppointment(now),
        gte(appointment.startsAt, new Date(from)),
        lt(appointment.startsAt, new Date(to)),
      ),
    );
  const byDate = new Map<string, number>();
  for (const r of rows) {
    const date = localDateOf(r.start.getTime(), profile.timeZone);
    byDate.set(date, (byDate.get(date) ?? 0) + 1);
  }
  return byDate;
}

/** Live new-patient bookings of a provider on one local date. */
export async function newPatientBookingsOn(
  db: DbOrTx,
  profile: Pick<SchedulingProfile, 'userId' | 'timeZone'>,
  date: string,
  now: number,
): Promise<number> {
  const from = zonedToUtc(dateToLocalMs(date), profile.timeZone);
  const to = zonedToUtc(dateToLocalMs(addDays(date, 1)), profile.timeZone);
  return (await newPatientBookingsByDate(db, profile, from, to, now)).get(date) ?? 0;
}

const DAY_MS = 86_400_000;
/** Slots are offered up to a year ahead (and never beyond the provider's own booking window). */
export const MAX_BOOKING_HORIZON_DAYS = 366;

/**
 * Open slots of a published provider for a service: `days` local dates from `from` (default: today
 * in the provider's zone), never more than 14, never in the past, never beyond the provider's
 * booking window, and none on a date that has its new-patient bookings already (decision 0017).
 */
export async function openSlots(
  db: DbOrTx,
  profile: SchedulingProfile,
  service: { durationMinutes: number },
  options: {
    from?: string | undefined;
    days: number;
    now: number;
    /** An appointment being moved: its own time counts as free. */
    exceptId?: string | undefined;
  },
): Promise<Interval[]> {
  const today = todayInTimeZone(profile.timeZone, new Date(options.now));
  const from = options.from && options.from > today ? options.from : today;
  const lastDate = addDays(today, Math.min(profile.bookingWindowDays, MAX_BOOKING_HORIZON_DAYS) - 1);
  if (from > lastDate) return [];
  const days = Math.min(MAX_SLOT_DAYS, Math.max(1, options.days));
  const rangeStart = zonedToUtc(dateToLocalMs(from), profile.timeZone) - DAY_MS;
  const rangeEnd = zonedToUtc(dateToLocalMs(addDays(from, days)), profile.timeZone) + DAY_MS;
  const busy = await busyIntervals(db, profile.userId, rangeStart, rangeEnd, options.now, options.exceptId);
  const perDate = await newPatientBookingsByDate(db, profile, rangeStart, rangeEnd, options.now);
  const closedDates = new Set(
    [...perDate].filter(([, n]) => n >= profile.maxNewPatientsPerDay).map(([date]) => date),
  );
  return computeSlots({
    timeZone: profile.timeZone,
    availability: profile.availability,
    durationMinutes: service.durationMinutes,
    from,
    days,
    busy,
    now: options.now,
    lastDate,
    closedDates,
    allClosed: profile.maxNewPatientsPerDay === 0,
  });
}
