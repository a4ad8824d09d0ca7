import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';
import { availabilityRuleSchema, PROVIDER_TYPES } from './public-site.ts';
import { SERVICE_MODES } from './service-modes.ts';

/**
 * The calendar: appointments between a professional and a patient, read by range for the day, week,
 * month and agenda views, created, rescheduled and cancelled by either side, and a personal iCalendar
 * feed. REST paths (under /api/v1):
 * - GET    /calendar?from&to&as&providerId   → Calendar (appointments in [from, to), the providers shown)
 * - GET    /calendar/care-team               → { items: BookableProvider[] } (a patient's care team)
 * - GET    /calendar/providers/{id}/slots    → { slots } open slots of a care-team provider (patients)
 * - GET    /calendar/settings, PUT           → CalendarSettings (the practice's reminder lead time)
 * - GET    /calendar/feed, PUT, DELETE       → CalendarFeed (the personal feed URL; PUT creates or
 *                                             changes the detail, DELETE revokes)
 * - POST   /calendar/feed/regenerate         → CalendarFeed (a new URL; the old one stops working)
 * - GET    /calendar-feeds/{token}           → text/calendar (public: the token is the credential)
 * - POST   /appointments                     AppointmentCreateInput → 201 CalendarAppointment
 * - GET    /appointments/{id}                → CalendarAppointment
 * - PATCH  /appointments/{id}                AppointmentUpdateInput → CalendarAppointment
 * - POST   /appointments/{id}/cancel         { reason? } → CalendarAppointment
 * - GET    /patients/{id}/appointments       → { upcoming, past } (the record's appointments tab)
 */

/** How a visit happens. */
/** A service's mode (public-site.ts) is the type its bookings take. */
export const APPOINTMENT_TYPES = SERVICE_MODES;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Whose calendar: the caller's own as a provider, their whole practice, or their own as a patient. */
export const CALENDAR_VIEWS = ['provider', 'practice', 'patient'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The longest range one calendar read covers (a month view with its leading and trailing days). */
export const MAX_CALENDAR_RANGE_DAYS = 62;

/** Reminder lead times a practice may choose, in minutes (0: no reminders). */
export const REMINDER_LEAD_MINUTES = [0, 60, 120, 240, 720, 1440, 2880, 4320, 10080] as const;
export const DEFAULT_REMINDER_LEAD_MINUTES = 1440;

/** Validation message keys of the calendar forms (the web translates them under `calendar:validation`). */
export const CALENDAR_VALIDATION_MESSAGES = {
  instantInvalid: 'Enter a valid date and time',
  rangeInvalid: 'The end must come after the start',
  rangeTooLong: 'Show at most 62 days at once',
  durationInvalid: 'Choose a duration between 5 minutes and 8 hours',
  urlInvalid: 'Enter an https:// address',
  textTooLong: 'This text is too long',
  invalidOption: 'Choose one of the options',
  required: 'This is required',
  slotUnavailable: 'This time is not one of the open times',
  overlapsAnother: 'This time overlaps another appointment',
  notChangeable: 'This appointment can no longer be changed',
} as const;

const instant = z.iso.datetime({ offset: true, error: 'instantInvalid' });
const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalidOption' });
const optionalText = (max: number) =>
  z.string({ error: 'textTooLong' }).trim().max(max, { error: 'textTooLong' }).nullable().optional();
const httpsUrl = z
  .string()
  .trim()
  .max(500, { error: 'textTooLong' })
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), { error: 'urlInvalid' })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const calendarQuerySchema = z
  .object({
    from: instant,
    to: instant,
    as: enumOf(CALENDAR_VIEWS).default('provider'),
    /** Only this provider's appointments (practice view). */
    providerId: z.string().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    const from = Date.parse(v.from);
    const to = Date.parse(v.to);
    if (!(to > from)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeInvalid' });
    else if (to - from > MAX_CALENDAR_RANGE_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
    }
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

export const calendarAppointmentSchema = z.object({
  id: z.string(),
  /** UTC instants. */
  start: z.string(),
  end: z.string(),
  /** The provider's zone (working hours are read in it). */
  timeZone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  type: z.enum(APPOINTMENT_TYPES),
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  provider: z.object({ id: z.string(), name: z.string(), type: z.enum(PROVIDER_TYPES).nullable() }),
  /** Null in the patient's own view. */
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** An address, a room, or a phone number to call. */
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** When the patient was marked as arrived (UTC instant); null: not (yet). */
  checkedInAt: z.string().nullable(),
  /** Whether the caller may reschedule, cancel and (professionals) change its status. */
  canChange: z.boolean(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const bookableServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  /** The type its visits take (null: as the professional chooses). */
  mode: z.enum(SERVICE_MODES).nullable(),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

/**
 * A provider whose calendar is shown, with working hours and services from their profile (none: no
 * profile yet).
 */
export const calendarProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PROVIDER_TYPES).nullable(),
  timeZone: z.string().nullable(),
  availability: z.array(availabilityRuleSchema),
  services: z.array(bookableServiceSchema),
});
export type CalendarProvider = z.infer<typeof calendarProviderSchema>;

export const calendarSchema = z.object({
  items: z.array(calendarAppointmentSchema),
  providers: z.array(calendarProviderSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** A professional of a patient's care team they may book with from their calendar. */
export const bookableProviderSchema = calendarProviderSchema.extend({ organizationName: z.string() });
export type BookableProvider = z.infer<typeof bookableProviderSchema>;

/** Open times for one of the provider's services, or for a visit of `durationMinutes` (moving one). */
export const careTeamSlotsQuerySchema = z.object({
  serviceId: z.string().max(100).optional(),
  durationMinutes: z.coerce.number({ error: 'durationInvalid' }).int().min(5).max(480).optional(),
  from: z.string().max(10).optional(),
  days: z.coerce.number({ error: 'numberInvalid' }).int().min(1).max(14).default(7),
});

export const appointmentCreateSchema = z.object({
  /** The patient record (professionals and staff); a patient books for themself and leaves it out. */
  patientId: z.string().max(100).optional(),
  /** The provider's user id; professionals default to themself. */
  providerId: z.string().max(100).optional(),
  /** A service of the provider's profile; without one, `serviceName` and `durationMinutes`. */
  serviceId: z.string().max(100).optional(),
  serviceName: z.string().trim().max(120, { error: 'textTooLong' }).optional(),
  durationMinutes: z.number({ error: 'durationInvalid' }).int().min(5).max(480).optional(),
  start: instant,
  type: enumOf(APPOINTMENT_TYPES).optional(),
  location: optionalText(200),
  videoUrl: httpsUrl,
  notes: optionalText(2000),
});
export type AppointmentCreateInput = z.input<typeof appointmentCreateSchema>;

/** Statuses a professional or the practice may set by hand (cancelling has its own call). */
export const SETTABLE_STATUSES = ['scheduled', 'completed', 'no-show'] as const;

export const appointmentUpdateSchema = z
  .object({
    start: instant.optional(),
    durationMinutes: z.number({ error: 'durationInvalid' }).int().min(5).max(480).optional(),
    type: enumOf(APPOINTMENT_TYPES).optional(),
    location: optionalText(200),
    videoUrl: httpsUrl,
    notes: optionalText(2000),
    status: enumOf(SETTABLE_STATUSES).optional(),
  })
  .strict();
export type AppointmentUpdateInput = z.input<typeof appointmentUpdateSchema>;

export const appointmentCancelSchema = z.object({ reason: optionalText(500) });
export type AppointmentCancelInput = z.input<typeof appointmentCancelSchema>;

export const patientAppointmentsSchema = z.object({
  upcoming: z.array(calendarAppointmentSchema),
  past: z.array(calendarAppointmentSchema),
});
export type PatientAppointments = z.infer<typeof patientAppointmentsSchema>;

export const calendarSettingsSchema = z.object({
  reminderLeadMinutes: z
    .number({ error: 'invalidOption' })
    .int()
    .refine((v) => (REMINDER_LEAD_MINUTES as readonly number[]).includes(v), { error: 'invalidOption' }),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/**
 * What the personal feed shows of each appointment: `private` the time and "Appointment" only;
 * `names` also the service and the other person's name. Notes never leave Verdant.
 */
export const FEED_DETAILS = ['private', 'names'] as const;
export type FeedDetail = (typeof FEED_DETAILS)[number];

export const calendarFeedSchema = z.object({
  /** Null: no feed (never made, or revoked). */
  url: z.string().nullable(),
  detail: z.enum(FEED_DETAILS),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedInputSchema = z.object({ detail: enumOf(FEED_DETAILS) });
