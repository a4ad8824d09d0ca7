/** `/api/v1/admin/…`: administrators manage roles and read the e-mail outbox. */
import { ADMIN_GRANTED_ROLES, ROLE_PRIORITY, roleSchema } from '@verdant/shared';
import { principalOf } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { createRouter, defineRoute, errorContent, jsonResponse, z } from '../../platform/openapi.ts';
import { getOutboxEmail, grantRole, listOutbox, listUsers, PAGE_SIZE, revokeRole } from './service.ts';

const ADMIN = { roles: ['admin'] } as const;

const limit = z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default);

const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    profileComplete: z.boolean(),
    createdAt: z.string(),
    roles: z.array(roleSchema),
  })
  .openapi('AdminUser');

const UserRolesSchema = z.object({ userId: z.string(), roles: z.array(roleSchema) }).openapi('UserRoles');

const OutboxStatus = z.enum(['queued', 'stored', 'sent', 'failed']);
const OutboxSummarySchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    status: OutboxStatus,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('OutboxEmailSummary');
const OutboxDetailSchema = OutboxSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
}).openapi('OutboxEmail');

const userRoleParams = z.object({
  id: z
    .string()
    .min(1)
    .openapi({ param: { name: 'id', in: 'path' } }),
  role: z.enum(ROLE_PRIORITY).openapi({ param: { name: 'role', in: 'path' } }),
});

export function adminRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/users',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Users, newest first; `q` searches e-mail and name',
      request: {
        query: z.object({ q: z.string().max(200).optional(), cursor: z.string().max(100).optional(), limit }),
      },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(AdminUserSchema), nextCursor: z.string().nullable() }),
          'A page of users',
        ),
      },
    }),
    async (c) => c.json(await listUsers(c.var.deps.db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/admin/users/{id}/roles/{role}',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Grant a role (idempotent, audit-logged); nobody grants themselves admin, lab or insurance',
      request: { params: userRoleParams },
      responses: {
        200: jsonResponse(UserRolesSchema, "The user's roles"),
        403: errorContent('Granting yourself admin, lab or insurance (`FORBIDDEN`)'),
        404: errorContent('No such user (`USER_NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id, role } = c.req.valid('param');
      if (id === principalOf(c).userId && ADMIN_GRANTED_ROLES.includes(role)) {
        throw new AppError('FORBIDDEN', 'Nobody grants themselves this role.');
      }
      const roles = await grantRole(c.var.deps.db, id, role, (tx) =>
        audit(c, { action: `role.grant.${role}`, resourceType: 'user', resourceId: id }, tx),
      );
      return c.json({ userId: id, roles }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/admin/users/{id}/roles/{role}',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Revoke a role (idempotent, audit-logged); the last administrator keeps theirs',
      request: { params: userRoleParams },
      responses: {
        200: jsonResponse(UserRolesSchema, "The user's roles"),
        404: errorContent('No such user (`USER_NOT_FOUND`)'),
        409: errorContent('It is the last administrator (`LAST_ADMIN`)'),
      },
    }),
    async (c) => {
      const { id, role } = c.req.valid('param');
      const roles = await revokeRole(c.var.deps.db, id, role, (tx) =>
        audit(c, { action: `role.revoke.${role}`, resourceType: 'user', resourceId: id }, tx),
      );
      return c.json({ userId: id, roles }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/outbox',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'E-mails the platform sent or stored, newest first',
      request: { query: z.object({ cursor: z.uuid().optional(), limit }) },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(OutboxSummarySchema), nextCursor: z.string().nullable() }),
          'A page of the outbox',
        ),
      },
    }),
    async (c) => {
      const page = await listOutbox(c.var.deps.db, c.req.valid('query'));
      await audit(c, { action: 'outbox.list', resourceType: 'outbox_email' });
      return c.json(page, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/outbox/{id}',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'One e-mail with its text and HTML',
      request: { params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }) },
      responses: {
        200: jsonResponse(OutboxDetailSchema, 'The e-mail'),
        404: errorContent('No such e-mail (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const email = await getOutboxEmail(c.var.deps.db, id);
      await audit(c, { action: 'outbox.read', resourceType: 'outbox_email', resourceId: id });
      return c.json(email, 200);
    },
  );

  return app;
}
