/** `GET /api/v1/me/appointments`: the signed-in user's appointments as provider, practice or patient. */
import { myAppointmentsQuerySchema, myAppointmentsSchema } from '@verdant/shared';
import { principalOf } from '../../platform/access.ts';
import { auditMany } from '../../platform/audit.ts';
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
        "The signed-in user's appointments. `as=provider` (dietitian, medical, fitness, lab): booked with them; `as=practice` (staff, admin): their practices'; `as=patient` (default): their own, through their linked patient records. `upcoming=true` (default): not ended and not cancelled, soonest first; `false`: ended, latest first. Every patient whose appointment is returned gets an `appointment.read` audit event.",
      request: { query: myAppointmentsQuerySchema },
      responses: {
        200: jsonResponse(myAppointmentsSchema.meta({ id: 'MyAppointments' }), 'Appointments'),
        403: errorContent('The view needs a role the user does not hold (`FORBIDDEN`)'),
      },
    }),
    async (c) => {
      const principal = principalOf(c);
      const q = c.req.valid('query');
      const { items, reads } = await listMyAppointments(c.var.deps.db, principal, {
        as: q.as,
        upcoming: q.upcoming === 'true',
        limit: q.limit,
        now: Date.now(),
      });
      await auditMany(
        c,
        reads.map((r) => ({
          action: 'appointment.read',
          resourceType: 'appointment',
          resourceId: r.appointmentId,
          patientId: r.patientId,
        })),
      );
      return c.json({ items }, 200);
    },
  );

  return app;
}
