/**
 * `POST /api/v1/bookings` (anyone; signed in or not), `GET /api/v1/bookings/{id}`, and the e-mailed
 * links: `POST /api/v1/bookings/{id}/lookup|confirm|cancel` (decision 0017).
 */
import {
  BOOKING_HOLD_MINUTES,
  bookingInputSchema,
  bookingLinkInputSchema,
  bookingLinkResultSchema,
  bookingSchema,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import {
  createRouter,
  defineRoute,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { addressKey, countAgainstLimit } from '../../platform/create-guard.ts';
import { BOOKING_HOLD_LIMITS, BOOKING_LINK_RATE_LIMIT } from '../../platform/limits.ts';
import { requestLanguage } from '../../platform/language.ts';
import { ctxOf, withTransaction } from '../../platform/service-context.ts';
import {
  cancelBooking,
  confirmBooking,
  createBooking,
  getBooking,
  holdClientKey,
  lookupBooking,
} from './service.ts';

/** An e-mailed confirm or cancel link: counted against the link limit, then one transaction. */
async function followLink(
  c: Context<AppEnv>,
  id: string,
  token: string,
  action: typeof confirmBooking | typeof cancelBooking,
) {
  await countAgainstLimit(c, BOOKING_LINK_RATE_LIMIT, addressKey(c));
  const lang = requestLanguage(c);
  return withTransaction(ctxOf(c), (t) => action(t, lang, id, token));
}

export function bookingRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/bookings',
      permission: 'public',
      tags: ['booking'],
      summary: `Book an open slot. Signed out: \`patient\` is required and the booking is a \`pending\` hold of the slot for ${BOOKING_HOLD_MINUTES} minutes that touches no patient record; the address given gets a confirm link and a cancel link, and confirming makes it \`scheduled\` (the person becomes a patient of the practice, the provider is told). At most ${BOOKING_HOLD_LIMITS.perEmail} unexpired holds per e-mail address, ${BOOKING_HOLD_LIMITS.perClientAddress} per client address and ${BOOKING_HOLD_LIMITS.perProvider} per provider. Signed in: books as the user, \`scheduled\` at once, both sides get an e-mail with an .ics attachment. The provider's booking window and new-patient bookings per day apply. Honours \`Idempotency-Key\`; rate-limited.`,
      request: {
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: jsonBody(bookingInputSchema.meta({ id: 'BookingInput' })),
      },
      responses: {
        201: jsonResponse(bookingSchema.meta({ id: 'Booking' }), 'Booked'),
        400: errorContent(
          'Invalid input, or `start` is not an offered slot (`VALIDATION_FAILED`, `details.fields.start` = `slotUnavailable`, `beyondBookingWindow` or `dayFull`), or `start` has already passed (`SLOT_IN_PAST`)',
        ),
        404: errorContent('Unknown or unpublished provider (`NOT_FOUND`)'),
        409: errorContent('Somebody else holds the slot (`SLOT_TAKEN`)'),
        429: errorContent(
          'Too many bookings from this address (`RATE_LIMITED`), or too many unconfirmed holds (`BOOKING_HOLD_LIMIT`, `details.reason` = `perEmail`, `perClientAddress` or `perProvider`)',
        ),
      },
    }),
    async (c) => {
      // Rate limit and Idempotency-Key: platform/create-guard.ts, from platform/limits.ts.
      const input = c.req.valid('json');
      const request = {
        lang: requestLanguage(c),
        clientKey: holdClientKey(c.var.deps.accessTokenKey, addressKey(c)),
      };
      const result = await withTransaction(ctxOf(c), (t) => createBooking(t, request, input));
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
        'A booking confirmation: with its confirmation `code`, or without it for the person who booked, the patient or the provider. Status `pending` (a hold, until `holdExpiresAt`) or `scheduled`; bookings made before the statuses changed read `scheduled`.',
      request: {
        params: idParam,
        query: z.object({ code: z.string().max(32).optional() }),
      },
      responses: {
        200: jsonResponse(bookingSchema, 'The booking'),
        404: errorContent('Unknown, or not yours without the right code (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await getBooking(ctxOf(c), id, c.req.valid('query').code), 200);
    },
  );

  const linkResponses = {
    400: errorContent(
      'Unknown booking, wrong token, or a hold past its expiry (`INVALID_TOKEN`, `details.reason` = `invalidLink` or `holdExpired`)',
    ),
    429: errorContent('Too many attempts from this address (`RATE_LIMITED`)'),
  };

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/bookings/{id}/lookup',
      permission: 'public',
      tags: ['booking'],
      summary:
        'The booking an e-mailed confirm or cancel link is about (the token travels in the body, not in a URL). Changes nothing.',
      request: { params: idParam, body: jsonBody(bookingLinkInputSchema.meta({ id: 'BookingLinkInput' })) },
      responses: { 200: jsonResponse(bookingSchema, 'The booking'), ...linkResponses },
    }),
    async (c) => {
      await countAgainstLimit(c, BOOKING_LINK_RATE_LIMIT, addressKey(c));
      const booking = await lookupBooking(ctxOf(c), c.req.valid('param').id, c.req.valid('json').token);
      return c.json(booking, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/bookings/{id}/confirm',
      permission: 'public',
      tags: ['booking'],
      summary:
        'Confirms a pending hold from the link in its e-mail: the booker becomes (or is found as) a patient of the practice, the appointment is `scheduled`, the patient gets the booked e-mail with an .ics and a cancel link, and the provider is told. Confirming again answers `unchanged`.',
      request: { params: idParam, body: jsonBody(bookingLinkInputSchema) },
      responses: {
        200: jsonResponse(bookingLinkResultSchema.meta({ id: 'BookingLinkResult' }), 'What the link did'),
        ...linkResponses,
      },
    }),
    async (c) =>
      c.json(await followLink(c, c.req.valid('param').id, c.req.valid('json').token, confirmBooking), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/bookings/{id}/cancel',
      permission: 'public',
      tags: ['booking'],
      summary:
        'Cancels a pending hold or a scheduled appointment that has not started, from the link in its e-mail; the slot is open again at once and the provider is told (when they had been told of the booking). Cancelling again answers `unchanged`.',
      request: { params: idParam, body: jsonBody(bookingLinkInputSchema) },
      responses: {
        200: jsonResponse(bookingLinkResultSchema, 'What the link did'),
        409: errorContent('The appointment has started or is over (`CONFLICT`, `details.reason`)'),
        ...linkResponses,
      },
    }),
    async (c) =>
      c.json(await followLink(c, c.req.valid('param').id, c.req.valid('json').token, cancelBooking), 200),
  );

  return app;
}
