import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';
import { PROVIDER_TYPES } from './public-site.ts';

/**
 * The signed-in user's appointments (`GET /api/v1/me/appointments`), as one of three viewers:
 * - `provider`: the appointments booked with them (dietitian, medical, fitness, lab);
 * - `practice`: every appointment of the practices they are a member of (staff, admin);
 * - `patient`: their own, through the patient records linked to their account.
 */
export const APPOINTMENT_VIEWS = ['provider', 'practice', 'patient'] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];

export const MAX_APPOINTMENTS_PAGE = 50;

export const myAppointmentsQuerySchema = z.object({
  as: z.enum(APPOINTMENT_VIEWS, { error: 'invalidOption' }).default('patient'),
  /** `true` (default): not yet ended and not cancelled, soonest first; `false`: ended, latest first. */
  upcoming: z.enum(['true', 'false'], { error: 'invalidOption' }).default('true'),
  limit: z.coerce
    .number({ error: 'numberInvalid' })
    .int({ error: 'numberInvalid' })
    .min(1, { error: 'numberInvalid' })
    .max(MAX_APPOINTMENTS_PAGE, { error: 'numberInvalid' })
    .default(10),
});
export type MyAppointmentsQuery = z.input<typeof myAppointmentsQuerySchema>;

export const appointmentListItemSchema = z.object({
  id: z.string(),
  /** UTC instants, `2026-03-09T13:00:00Z`. */
  start: z.string(),
  end: z.string(),
  /** The provider's zone when booked. */
  timeZone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  provider: z.object({
    name: z.string(),
    type: z.enum(PROVIDER_TYPES).nullable(),
  }),
  /** The patient; null in the patient's own view. */
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Where it happens, from the provider's profile: in person (city, country), by video, or either. */
  location: z.object({
    inPerson: z.boolean(),
    online: z.boolean(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type AppointmentListItem = z.infer<typeof appointmentListItemSchema>;

export const myAppointmentsSchema = z.object({ items: z.array(appointmentListItemSchema) });
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;
