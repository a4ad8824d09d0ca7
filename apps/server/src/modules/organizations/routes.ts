/** `/api/v1/admin/organization-requests…`: platform administrators decide laboratory and insurer registrations. */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import { declineOrganizationSchema } from '@verdant/shared';
import { organizationRequestSchema } from '@verdant/shared/admin';
import { ctxOf } from '../../platform/service-context.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import {
  approveOrganizationRequest,
  declineOrganizationRequest,
  listOrganizationRequests,
} from './service.ts';

/** Administrators of the platform organization, whichever organization is active (ADR 0022). */
const ADMIN = 'platform-admin' as const;

const RequestStatus = z.enum(['pending', 'approved', 'declined']);
const OrganizationRequestSchema = organizationRequestSchema.openapi('OrganizationRequest');

const idParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const decided = z.object({ id: z.string(), status: RequestStatus }).openapi('OrganizationRequestDecision');
const decisionErrors = {
  403: errorContent('Not a platform administrator, or their own request (`FORBIDDEN`)'),
  404: errorContent('No such request (`NOT_FOUND`)'),
  409: errorContent('Already decided (`CONFLICT`)'),
};

export function organizationRequestRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/organization-requests',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Laboratory and insurer registrations, newest first (platform administrators)',
      request: { query: z.object({ status: RequestStatus.optional() }) },
      responses: {
        200: jsonResponse(z.object({ items: z.array(OrganizationRequestSchema) }), 'Requests'),
        403: errorContent('Not a platform administrator (`FORBIDDEN`)'),
      },
    }),
    async (c) =>
      c.json({ items: await listOrganizationRequests(ctxOf(c), c.req.valid('query').status) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/organization-requests/{id}/approve',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Approve: activates the organization, grants the role, e-mails the requester (audit-logged)',
      request: { params: idParams },
      responses: { 200: jsonResponse(decided, 'Approved'), ...decisionErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await approveOrganizationRequest(ctxOf(c), id);
      c.var.deps.principals.clear(); // an organization changed (the other instances: NOTIFY, ADR 0008)
      return c.json({ id, status: 'approved' as const }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/organization-requests/{id}/decline',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Decline with a reason: e-mails the requester (audit-logged)',
      request: {
        params: idParams,
        body: jsonBody(documented(declineOrganizationSchema, 'DeclineOrganization')),
      },
      responses: { 200: jsonResponse(decided, 'Declined'), ...decisionErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await declineOrganizationRequest(ctxOf(c), id, c.req.valid('json'));
      c.var.deps.principals.clear(); // an organization changed (the other instances: NOTIFY, ADR 0008)
      return c.json({ id, status: 'declined' as const }, 200);
    },
  );

  return app;
}
