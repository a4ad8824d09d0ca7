/** `/api/v1/admin/audit-trail`: the practice administrator's view of who read or changed patient data. */
import { auditPageSchema, auditQuerySchema } from '@verdant/shared';
import { createRouter, defineRoute, documented, jsonResponse, z } from '../../platform/openapi.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { exportAuditTrail, listAuditTrail } from './service.ts';

const ADMIN = { roles: ['admin'] } as const;

export function auditTrailRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/audit-trail',
      permission: ADMIN,
      tags: ['audit'],
      summary:
        "Audit events about the active practice's patients, newest first: filter by `userId`, `patientId`, `action` (a prefix such as `patient.document` matches its sub-actions), `from`/`to` (ISO instant or YYYY-MM-DD, `to` inclusive of that day).",
      request: { query: auditQuerySchema },
      responses: { 200: jsonResponse(documented(auditPageSchema, 'AuditPage'), 'A page of events') },
    }),
    async (c) => c.json(await listAuditTrail(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/audit-trail/export.csv',
      permission: ADMIN,
      tags: ['audit'],
      summary: 'The filtered audit trail as CSV (at most 100,000 events; formula-like cells neutralised).',
      request: { query: auditQuerySchema.omit({ page: true, pageSize: true }) },
      responses: {
        200: {
          description: 'CSV',
          content: { 'text/csv': { schema: z.string().openapi({ format: 'binary' }) } },
        },
      },
    }),
    async (c) => {
      const csv = await exportAuditTrail(ctxOf(c), c.req.valid('query'));
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', 'attachment; filename="audit-trail.csv"');
      c.header('cache-control', 'no-store');
      return c.body(csv, 200);
    },
  );

  return app;
}
