/**
 * Scheduling: time zones (wall clock ↔ UTC), the pure slot grid of a weekly availability, when a
 * provider is busy or free and the lock every write to their schedule takes, confirmation codes, and
 * the iCalendar of an appointment and of a personal feed. Other modules use only what is exported here.
 */
export {
  busyIntervals,
  liveAppointment,
  lockSchedule,
  MAX_BOOKING_HORIZON_DAYS,
  newPatientBookingsOn,
  openSlots,
  type SchedulingProfile,
} from './availability.ts';
export { computeSlots, type Interval, isoUtc, overlaps, type SlotQuery, slotStepMinutes } from './slots.ts';
export {
  addDays,
  dateToLocalMs,
  formatWhen,
  localDateOf,
  offsetAt,
  wallClockAt,
  zonedToUtc,
} from './time-zone.ts';
export { newConfirmationCode } from './codes.ts';
export {
  type AppointmentIcsInput,
  appointmentUid,
  buildAppointmentIcs,
  buildFeedIcs,
  dtstartOf,
  type FeedEvent,
  ICS_CANCEL_CONTENT_TYPE,
  ICS_CONTENT_TYPE,
} from './ics.ts';
