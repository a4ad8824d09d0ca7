/** `POST /api/v1/demo-requests` (anyone) and `/api/v1/admin/demo-requests` (administrators). */
import {
  DEMO_REQUEST_STATUSES,
  demoRequestInputSchema,
  demoRequestListSchema,
  demoRequestPatchSchema,
  demoRequestSchema,
  publicCreatedSchema,
} from '@verdant/shared';
import {
  createRouter,
  defineRoute,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { assertUuid, emptyAsUndefined, intQuery } from '../../platform/params.ts';
import { requestLanguage } from '../../platform/language.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { createDemoRequest, listDemoRequests, updateDemoRequest } from './service.ts';
import { idParam } from '../../platform/params.ts';

/** Platform administrators (DECISIONS.md "Who an administrator is", ADR 0022). */
const ADMIN = 'platform-admin' as const;

export function demoRequestRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/demo-requests',
      permission: 'public',
      tags: ['demo requests'],
      summary:
        'Request a demo. Honours `Idempotency-Key`; rate-limited per address. E-mails every administrator and acknowledges to the requester (contact within 24 hours).',
      request: {
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: jsonBody(demoRequestInputSchema.meta({ id: 'DemoRequestInput' })),
      },
      responses: {
        201: jsonResponse(publicCreatedSchema.meta({ id: 'Created' }), 'Stored'),
        409: errorContent('The Idempotency-Key was used for a different request (`CONFLICT`)'),
        429: errorContent('Too many requests from this address (`RATE_LIMITED`)'),
      },
    }),
    async (c) => {
      const data = c.req.valid('json');
      const created = await createDemoRequest(ctxOf(c), data, requestLanguage(c));
      return c.json(created, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/demo-requests',
      permission: ADMIN,
      tags: ['demo requests'],
      summary: 'Demo requests, newest first, optionally of one status',
      request: {
        query: z.object({
          status: z.preprocess(
            emptyAsUndefined,
            z.enum(DEMO_REQUEST_STATUSES, { error: 'invalidOption' }).optional(),
          ),
          cursor: z.preprocess(emptyAsUndefined, z.uuid({ error: 'invalidOption' }).optional()),
          limit: intQuery(1, 100, 20),
        }),
      },
      responses: {
        200: jsonResponse(demoRequestListSchema.meta({ id: 'DemoRequestList' }), 'A page of requests'),
      },
    }),
    async (c) => c.json(await listDemoRequests(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/admin/demo-requests/{id}',
      permission: ADMIN,
      tags: ['demo requests'],
      summary: 'Change the status (new, contacted, scheduled, closed) or the notes',
      request: {
        params: idParam,
        body: jsonBody(demoRequestPatchSchema.meta({ id: 'DemoRequestPatch' })),
      },
      responses: {
        200: jsonResponse(demoRequestSchema.meta({ id: 'DemoRequest' }), 'The request'),
        404: errorContent('No such request (`NOT_FOUND`)'),
      },
    }),
    async (c) =>
      c.json(
        await updateDemoRequest(ctxOf(c), assertUuid(c.req.valid('param').id), c.req.valid('json')),
        200,
      ),
  );

  return app;
}
