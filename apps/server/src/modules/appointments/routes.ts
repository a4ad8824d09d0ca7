/**
 * Appointments and the calendar: `GET /api/v1/me/appointments` (the dashboards' upcoming list), the
 * calendar's range read, making, moving and cancelling appointments, a patient record's appointments,
 * a patient's care team and its open times, the practice's reminder lead time, and the personal
 * iCalendar feed. The rules of who sees and changes what are in ./record.ts.
 */
import type {} from '../../app-deps.ts';
import {
  appointmentCancelSchema,
  appointmentCreateSchema,
  appointmentUpdateSchema,
  bookableProviderSchema,
  calendarAppointmentSchema,
  calendarFeedInputSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  calendarSchema,
  calendarSettingsSchema,
  careTeamSlotsQuerySchema,
  myAppointmentsQuerySchema,
  myAppointmentsSchema,
  patientAppointmentsSchema,
  slotsResultSchema,
} from '@verdant/shared';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { PRACTICE_ROLES as PATIENT_RECORD_ROLES } from '../patients/index.ts';
import { isoUtc } from '../scheduling/index.ts';
import {
  careTeamProviders,
  careTeamSlots,
  getAppointment,
  getCalendar,
  patientAppointments,
} from './calendar.ts';
import {
  cancelAppointment,
  createAppointment,
  sendReminderNow,
  setCheckedIn,
  updateAppointment,
} from './changes.ts';
import { getFeed, regenerateFeed, renderFeed, revokeFeed, saveFeed } from './feed.ts';
import { listMyAppointments } from './service.ts';
import { getCalendarSettings, setCalendarSettings } from './settings.ts';

const TAGS = ['appointments'];
const AppointmentSchema = documented(calendarAppointmentSchema, 'CalendarAppointment');
const FeedSchema = documented(calendarFeedSchema, 'CalendarFeed');
const SettingsSchema = documented(calendarSettingsSchema, 'CalendarSettings');
const notFound = errorContent('Not an appointment you may see (`NOT_FOUND`)');
const taken = errorContent('The time overlaps another appointment of the provider (`SLOT_TAKEN`)');
/** Everyone who has appointments: patients, professionals and the practice (not insurers). */
const BOOKERS = { roles: ['patient', 'admin', 'staff', 'dietitian', 'medical', 'fitness', 'lab'] } as const;

export function appointmentRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/appointments',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The signed-in user's appointments. `as=provider` (dietitian, medical, fitness, lab): booked with them in their active organization; `as=practice` (staff, admin): their active practice's; `as=patient` (default): their own, through their linked patient records. `upcoming=true` (default): not ended and not cancelled, soonest first; `false`: ended, latest first. Every patient whose appointment is returned gets an `appointment.read` audit event.",
      request: { query: myAppointmentsQuerySchema },
      responses: {
        200: jsonResponse(myAppointmentsSchema.meta({ id: 'MyAppointments' }), 'Appointments'),
        403: errorContent('The view needs a role the user does not hold (`FORBIDDEN`)'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { items } = await listMyAppointments(ctxOf(c), {
        as: q.as,
        upcoming: q.upcoming === 'true',
        limit: q.limit,
      });
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/calendar',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'The appointments touching [`from`, `to`) (at most 62 days): `as=provider` (dietitian, medical, fitness, lab) their own in the active organization; `as=practice` (staff, admin) the whole practice side by side (`providerId` for one professional); `as=patient` their own. Cancelled ones are included, pending holds never. With the providers shown and their working hours. Audited (`appointment.read`).',
      request: { query: calendarQuerySchema },
      responses: {
        200: jsonResponse(documented(calendarSchema, 'Calendar'), 'The calendar'),
        403: errorContent('The view needs a role the user does not hold (`FORBIDDEN`)'),
      },
    }),
    async (c) => c.json(await getCalendar(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/calendar/care-team',
      permission: { roles: ['patient'] },
      tags: TAGS,
      summary: "The professionals of the patient's care team they may book with, with services and hours.",
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(bookableProviderSchema) }).openapi('BookableProviders'),
          'The care team',
        ),
      },
    }),
    async (c) => c.json({ items: await careTeamProviders(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/calendar/providers/{id}/slots',
      permission: { roles: ['patient'] },
      tags: TAGS,
      summary:
        "Open times of a professional of the patient's care team for one of their services (`id` is the professional's user id).",
      request: { params: idParam, query: careTeamSlotsQuerySchema },
      responses: {
        200: jsonResponse(slotsResultSchema, 'Open times (in the professional’s zone)'),
        404: errorContent('Not a professional of your care team (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { timeZone, slots } = await careTeamSlots(
        ctxOf(c),
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(
        { timeZone, slots: slots.map((s) => ({ start: isoUtc(s.start), end: isoUtc(s.end) })) },
        200,
      );
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/calendar/settings',
      permission: { roles: PATIENT_RECORD_ROLES },
      tags: TAGS,
      summary: "The practice's calendar settings (how long before an appointment its reminder goes out).",
      responses: { 200: jsonResponse(SettingsSchema, 'The settings') },
    }),
    async (c) => c.json(await getCalendarSettings(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/calendar/settings',
      permission: { roles: ['admin'] },
      tags: TAGS,
      summary:
        "Changes the practice's reminder lead time (minutes; 0: no reminders). Practice administrators.",
      request: { body: jsonBody(SettingsSchema) },
      responses: { 200: jsonResponse(SettingsSchema, 'The settings') },
    }),
    async (c) => c.json(await setCalendarSettings(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/calendar/feed',
      permission: 'authenticated',
      tags: TAGS,
      summary: "The user's personal calendar feed: its secret URL (null when none) and what it shows.",
      responses: { 200: jsonResponse(FeedSchema, 'The feed') },
    }),
    async (c) => c.json(await getFeed(ctxOf(c), c.var.deps.accessTokenKey), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/calendar/feed',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Makes the feed, or changes what it shows: `private` (the time and "Appointment") or `names` (also the service, the other person and the place; notes never).',
      request: { body: jsonBody(documented(calendarFeedInputSchema, 'CalendarFeedInput')) },
      responses: { 200: jsonResponse(FeedSchema, 'The feed') },
    }),
    async (c) => c.json(await saveFeed(ctxOf(c), c.var.deps.accessTokenKey, c.req.valid('json').detail), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/calendar/feed/regenerate',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'A new secret URL for the feed; the old one stops working at once.',
      responses: { 200: jsonResponse(FeedSchema, 'The feed'), 404: errorContent('No feed (`NOT_FOUND`)') },
    }),
    async (c) => c.json(await regenerateFeed(ctxOf(c), c.var.deps.accessTokenKey), 200),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/calendar/feed',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Revokes the feed: its URL stops working.',
      responses: { 200: jsonResponse(FeedSchema, 'No feed') },
    }),
    async (c) => c.json(await revokeFeed(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/calendar-feeds/{token}',
      permission: 'public',
      tags: TAGS,
      summary:
        'A personal calendar feed (iCalendar, METHOD:PUBLISH) for calendar apps to subscribe to. The token is the credential; an unknown, regenerated or revoked one is NOT_FOUND.',
      request: {
        params: z.object({
          token: z
            .string()
            .max(80)
            .openapi({ param: { name: 'token', in: 'path' } }),
        }),
      },
      responses: {
        200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
        404: errorContent('No such feed (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const ics = await renderFeed(ctxOf(c), c.req.valid('param').token);
      return c.body(ics, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'no-store',
        'content-disposition': 'inline; filename="verdant.ics"',
      });
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/appointments',
      permission: BOOKERS,
      tags: TAGS,
      summary:
        "Makes an appointment. A patient (no `patientId`) books with a professional of their care team (`providerId`, `serviceId`) at one of their open times; a professional books one of their patients with themself; staff and administrators book any patient of the practice with any of its professionals. A service of the provider's profile, or `serviceName` and `durationMinutes`. Never overlapping another appointment of the provider, even under concurrent requests. The other side is told (e-mail with .ics, notification).",
      request: { body: jsonBody(documented(appointmentCreateSchema, 'AppointmentCreateInput')) },
      responses: {
        201: jsonResponse(AppointmentSchema, 'Booked'),
        404: errorContent('No such patient in your scope, or professional in your care team (`NOT_FOUND`)'),
        409: taken,
      },
    }),
    async (c) => c.json(await createAppointment(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/appointments/{id}',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'One appointment (its provider, the practice, the patient’s care team, the patient). Audited.',
      request: { params: idParam },
      responses: { 200: jsonResponse(AppointmentSchema, 'The appointment'), 404: notFound },
    }),
    async (c) => c.json(await getAppointment(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/appointments/{id}',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Moves (`start`, `durationMinutes`) or edits (`type`, `location`, `videoUrl`, `notes`, `status`) an appointment. The patient may only move it to an open time. A move or a change of how and where raises its iCalendar SEQUENCE and tells the other side with the updated .ics.',
      request: {
        params: idParam,
        body: jsonBody(documented(appointmentUpdateSchema, 'AppointmentUpdateInput')),
      },
      responses: {
        200: jsonResponse(AppointmentSchema, 'The appointment'),
        403: errorContent('Read-only for you (`FORBIDDEN`)'),
        404: notFound,
        409: errorContent('The time is taken (`SLOT_TAKEN`), or it can no longer be changed (`CONFLICT`)'),
      },
    }),
    async (c) => c.json(await updateAppointment(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/appointments/{id}/cancel',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Cancels an appointment (either side; the patient before it starts). The other side gets an e-mail with a METHOD:CANCEL .ics of the same UID and a notification. Cancelling again answers the cancelled appointment.',
      request: {
        params: idParam,
        body: jsonBody(documented(appointmentCancelSchema, 'AppointmentCancelInput')),
      },
      responses: {
        200: jsonResponse(AppointmentSchema, 'The appointment'),
        403: errorContent('Read-only for you (`FORBIDDEN`)'),
        404: notFound,
        409: errorContent('It has started or is over (`CONFLICT`)'),
      },
    }),
    async (c) =>
      c.json(await cancelAppointment(ctxOf(c), c.req.valid('param').id, c.req.valid('json').reason), 200),
  );

  for (const [method, arrived] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app.openapi(
      defineRoute({
        method,
        path: '/api/v1/appointments/{id}/check-in',
        permission: 'authenticated',
        tags: TAGS,
        summary: arrived
          ? 'Marks the patient of a scheduled visit as arrived (the practice or the provider; from 12 hours before it starts). Marking again keeps the first time. Audited.'
          : 'Takes back an arrival marked by mistake. Audited.',
        request: { params: idParam },
        responses: {
          200: jsonResponse(AppointmentSchema, 'The appointment'),
          403: errorContent('Not the practice or the provider (`FORBIDDEN`)'),
          404: notFound,
          409: errorContent('Not a scheduled visit, or too early (`CONFLICT`)'),
        },
      }),
      async (c) => c.json(await setCheckedIn(ctxOf(c), c.req.valid('param').id, arrived), 200),
    );
  }

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/appointments/{id}/remind',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The front desk sends a scheduled visit's reminder now (the practice or the provider): the reminder e-mail and notifications the sweep would send, which then counts it as sent. Audited.",
      request: { params: idParam },
      responses: {
        200: jsonResponse(AppointmentSchema, 'The appointment'),
        403: errorContent('Not the practice or the provider (`FORBIDDEN`)'),
        404: notFound,
        409: errorContent('Not a scheduled visit still to come (`CONFLICT`)'),
      },
    }),
    async (c) => c.json(await sendReminderNow(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/appointments',
      permission: { roles: PATIENT_RECORD_ROLES },
      tags: TAGS,
      summary:
        "A patient record's appointments in the practice, for whoever may see the record: upcoming soonest first, then past (and cancelled) latest first. Audited.",
      request: { params: idParam },
      responses: {
        200: jsonResponse(documented(patientAppointmentsSchema, 'PatientAppointments'), 'The appointments'),
        404: errorContent('No such patient in your scope (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await patientAppointments(ctxOf(c), c.req.valid('param').id), 200),
  );

  return app;
}
