/** `/api/v1/admin/organization-requests…`: platform administrators decide laboratory and insurer registrations. */
import { declineOrganizationSchema } from '@verdant/shared';
import { principalOf } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
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
  assertPlatformAdmin,
  declineOrganizationRequest,
  listOrganizationRequests,
} from './service.ts';

/** The route admits admins; the service then requires membership of the platform organization. */
const ADMIN = { roles: ['admin'] } as const;

const RequestStatus = z.enum(['pending', 'approved', 'declined']);
const OrganizationRequestSchema = z
  .object({
    id: z.string(),
    role: z.enum(['lab', 'insurance']),
    status: RequestStatus,
    locale: z.enum(['en', 'es']),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    declineReason: z.string().nullable(),
    organization: z.object({ id: z.string(), name: z.string(), kind: z.enum(['laboratory', 'insurer']) }),
    requester: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  })
  .openapi('OrganizationRequest');

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
    async (c) => {
      const { db } = c.var.deps;
      await assertPlatformAdmin(db, principalOf(c));
      return c.json({ items: await listOrganizationRequests(db, c.req.valid('query').status) }, 200);
    },
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
      const { db, mailer, config } = c.var.deps;
      const principal = principalOf(c);
      await assertPlatformAdmin(db, principal);
      const { id } = c.req.valid('param');
      await approveOrganizationRequest(db, id, {
        actorUserId: principal.userId,
        mailer,
        baseUrl: config.baseUrl,
        audit: (tx, entry) => audit(c, entry, tx),
      });
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
      const { db, mailer, config } = c.var.deps;
      const principal = principalOf(c);
      await assertPlatformAdmin(db, principal);
      const { id } = c.req.valid('param');
      await declineOrganizationRequest(db, id, c.req.valid('json'), {
        actorUserId: principal.userId,
        mailer,
        baseUrl: config.baseUrl,
        audit: (tx, entry) => audit(c, entry, tx),
      });
      c.var.deps.principals.clear(); // an organization changed (the other instances: NOTIFY, ADR 0008)
      return c.json({ id, status: 'declined' as const }, 200);
    },
  );

  return app;
}
