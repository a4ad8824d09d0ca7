/** `/api/v1/admin/…`: administrators manage roles and read the e-mail outbox. */
import { ADMIN_GRANTED_ROLES, ROLE_PRIORITY, roleSchema } from '@verdant/shared';
import { principalOf } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { createRouter, defineRoute, errorContent, jsonResponse, z } from '../../platform/openapi.ts';
import { ONE_TIME_LINK_KINDS } from '../../db/schema/index.ts';
import {
  disableUser,
  enableUser,
  getOutboxEmail,
  grantRole,
  listOutbox,
  listUsers,
  PAGE_SIZE,
  resendOneTimeLink,
  revokeRole,
} from './service.ts';

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
    disabled: z.boolean().openapi({ description: 'Cannot sign in; has no sessions' }),
  })
  .openapi('AdminUser');

const userParams = z.object({
  id: z
    .string()
    .min(1)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

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
    /** The message carried a one-time link: its kind and expiry (the link is never shown). */
    oneTimeLink: z.object({ kind: z.enum(ONE_TIME_LINK_KINDS), expiresAt: z.string().nullable() }).nullable(),
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
      c.var.deps.principals.invalidateUser(id);
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
      c.var.deps.principals.invalidateUser(id);
      return c.json({ userId: id, roles }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/users/{id}/disable',
      permission: ADMIN,
      tags: ['admin'],
      summary:
        'Disable an account (idempotent, audit-logged): it cannot sign in and all its sessions end within 2 s on every instance',
      request: { params: userParams },
      responses: {
        200: jsonResponse(AdminUserSchema, 'The user, disabled'),
        403: errorContent('Your own account (`FORBIDDEN`, `details.reason: self`)'),
        404: errorContent('No such user (`USER_NOT_FOUND`)'),
        409: errorContent('It is the last active administrator (`LAST_ADMIN`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const found = await disableUser(c.var.deps.db, principalOf(c).userId, id, (tx) =>
        audit(c, { action: 'user.disable', resourceType: 'user', resourceId: id }, tx),
      );
      c.var.deps.principals.invalidateUser(id);
      return c.json(found, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/users/{id}/enable',
      permission: ADMIN,
      tags: ['admin'],
      summary: 'Enable a disabled account again (idempotent, audit-logged)',
      request: { params: userParams },
      responses: {
        200: jsonResponse(AdminUserSchema, 'The user, enabled'),
        404: errorContent('No such user (`USER_NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const found = await enableUser(c.var.deps.db, id, (tx) =>
        audit(c, { action: 'user.enable', resourceType: 'user', resourceId: id }, tx),
      );
      c.var.deps.principals.invalidateUser(id);
      return c.json(found, 200);
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
      summary: 'One e-mail with its text and HTML (a one-time link is replaced by a notice)',
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

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/outbox/{id}/resend',
      permission: ADMIN,
      tags: ['admin'],
      summary:
        'Send the recipient of a one-time link e-mail a fresh link (older links stop working); audit-logged',
      request: { params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }) },
      responses: {
        202: jsonResponse(z.object({ id: z.string() }), 'The new outbox message (its link is not shown)'),
        400: errorContent('The e-mail carries no one-time link (`BAD_REQUEST`)'),
        404: errorContent('No such e-mail (`NOT_FOUND`) or its recipient has no account (`USER_NOT_FOUND`)'),
        409: errorContent('The address is already verified (`CONFLICT`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const fresh = await resendOneTimeLink(c.var.deps.db, c.var.deps.auth, id);
      await audit(c, { action: 'outbox.resend', resourceType: 'outbox_email', resourceId: id });
      return c.json({ id: fresh }, 202);
    },
  );

  return app;
}
