/**
 * Scheduling: time zones (wall clock ↔ UTC), the pure slot grid of a weekly availability, and when a
 * provider is busy or free. Other modules use only what is exported here.
 */
export {
  busyIntervals,
  liveAppointment,
  MAX_BOOKING_HORIZON_DAYS,
  newPatientBookingsOn,
  openSlots,
  type SchedulingProfile,
} from './availability.ts';
export { computeSlots, type Interval, isoUtc, overlaps, type SlotQuery, slotStepMinutes } from './slots.ts';
export { addDays, dateToLocalMs, localDateOf, offsetAt, wallClockAt, zonedToUtc } from './time-zone.ts';
