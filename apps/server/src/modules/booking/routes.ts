/** `POST /api/v1/bookings` (anyone; signed in or not) and `GET /api/v1/bookings/{id}`. */
import { bookingInputSchema, bookingSchema } from '@verdant/shared';
import { audit } from '../../platform/audit.ts';
import {
  createRouter,
  defineRoute,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { requestLanguage } from '../../platform/public-http.ts';
import { createBooking, getBooking } from './service.ts';

export function bookingRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/bookings',
      permission: 'public',
      tags: ['booking'],
      summary:
        'Book an open slot. Signed out: `patient` is required and the person becomes a patient of the practice with a pending invitation; signed in: books as the user. Honours `Idempotency-Key`; rate-limited. Both sides get an e-mail with an .ics attachment.',
      request: {
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: jsonBody(bookingInputSchema.meta({ id: 'BookingInput' })),
      },
      responses: {
        201: jsonResponse(bookingSchema.meta({ id: 'Booking' }), 'Booked'),
        400: errorContent(
          'Invalid input, or `start` is not an offered slot (`VALIDATION_FAILED`, `details.fields.start = slotUnavailable`), or `start` has already passed (`SLOT_IN_PAST`)',
        ),
        404: errorContent('Unknown or unpublished provider (`NOT_FOUND`)'),
        409: errorContent('Somebody else holds the slot (`SLOT_TAKEN`)'),
        429: errorContent('Too many bookings from this address (`RATE_LIMITED`)'),
      },
    }),
    async (c) => {
      // Rate limit and Idempotency-Key: platform/create-guard.ts, from platform/limits.ts.
      const input = c.req.valid('json');
      const { mailer, config } = c.var.deps;
      const lang = requestLanguage(c);
      const principal = c.var.principal;
      const result = await c.var.deps.db.transaction((tx) =>
        createBooking(
          {
            tx,
            mailer,
            baseUrl: config.baseUrl,
            principal,
            lang,
            now: Date.now(),
            audit: (entry, t) => audit(c, entry, t),
          },
          input,
        ),
      );
      return c.json(result, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/bookings/{id}',
      permission: 'public',
      tags: ['booking'],
      summary:
        'A booking confirmation: with its confirmation `code`, or without it for the person who booked, the patient or the provider',
      request: {
        params: z.object({
          id: z
            .string()
            .max(64)
            .openapi({ param: { name: 'id', in: 'path' } }),
        }),
        query: z.object({ code: z.string().max(32).optional() }),
      },
      responses: {
        200: jsonResponse(bookingSchema, 'The booking'),
        404: errorContent('Unknown, or not yours without the right code (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { booking, patientId } = await getBooking(
        c.var.deps.db,
        id,
        c.req.valid('query').code,
        c.var.principal,
      );
      await audit(c, {
        action: 'appointment.read',
        resourceType: 'appointment',
        resourceId: booking.id,
        patientId,
      });
      return c.json(booking, 200);
    },
  );

  return app;
}
