/** `GET /api/v1/me/appointments`: the signed-in user's appointments as provider, practice or patient. */
import { myAppointmentsQuerySchema, myAppointmentsSchema } from '@verdant/shared';
import { ctxOf } from '../../platform/service-context.ts';
import { createRouter, defineRoute, errorContent, jsonResponse } from '../../platform/openapi.ts';
import { listMyAppointments } from './service.ts';

export function appointmentRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/appointments',
      permission: 'authenticated',
      tags: ['appointments'],
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

  return app;
}
