/** `/api/v1/admin/…`: administrators manage roles and read the e-mail outbox. */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import { ROLE_PRIORITY } from '@verdant/shared';
import {
  adminUserSchema,
  outboxDetailSchema,
  outboxSummarySchema,
  pageSchema,
  suppressedMailSchema,
  userRolesSchema,
} from '@verdant/shared/admin';
import { ctxOf } from '../../platform/service-context.ts';
import { createRouter, defineRoute, errorContent, jsonResponse, z } from '../../platform/openapi.ts';
import {
  disableUser,
  enableUser,
  getOutboxEmail,
  grantRole,
  listOutbox,
  listUsers,
  PAGE_SIZE,
  resendOneTimeLink,
  suppressedMail,
  revokeRole,
} from './service.ts';
import { idParam } from '../../platform/params.ts';

/** Administrators of the active organization (its users and roles). */
const ADMIN = { roles: ['admin'] } as const;
/** The installation's outbox: platform administrators. */
const PLATFORM_ADMIN = 'platform-admin' as const;

const limit = z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default);

const AdminUserSchema = adminUserSchema
  .extend({ disabled: z.boolean().openapi({ description: 'Cannot sign in; has no sessions' }) })
  .openapi('AdminUser');

const userParams = idParam;

const UserRolesSchema = userRolesSchema.openapi('UserRoles');

const OutboxSummarySchema = outboxSummarySchema.openapi('OutboxEmailSummary');
const OutboxDetailSchema = outboxDetailSchema.openapi('OutboxEmail');

const SuppressedMailSchema = suppressedMailSchema.openapi('SuppressedMail');

const userRoleParams = idParam.extend({
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
      summary: 'The members of your active organization, newest first; `q` searches e-mail and name',
      request: {
        query: z.object({ q: z.string().max(200).optional(), cursor: z.string().max(100).optional(), limit }),
      },
      responses: {
        200: jsonResponse(pageSchema(AdminUserSchema), 'A page of users'),
      },
    }),
    async (c) => c.json(await listUsers(ctxOf(c), c.req.valid('query')), 200),
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
        404: errorContent('No such user in your active organization (`USER_NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id, role } = c.req.valid('param');
      const roles = await grantRole(ctxOf(c), id, role);
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
        404: errorContent('No such user in your active organization (`USER_NOT_FOUND`)'),
        409: errorContent('It is the last administrator (`LAST_ADMIN`)'),
      },
    }),
    async (c) => {
      const { id, role } = c.req.valid('param');
      const roles = await revokeRole(ctxOf(c), id, role);
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
        404: errorContent('No such user in your active organization (`USER_NOT_FOUND`)'),
        409: errorContent('It is the last active administrator (`LAST_ADMIN`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const found = await disableUser(ctxOf(c), id);
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
        404: errorContent('No such user in your active organization (`USER_NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const found = await enableUser(ctxOf(c), id);
      c.var.deps.principals.invalidateUser(id);
      return c.json(found, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/outbox',
      permission: PLATFORM_ADMIN,
      tags: ['admin'],
      summary: 'E-mails the platform sent or stored, newest first',
      request: { query: z.object({ cursor: z.uuid().optional(), limit }) },
      responses: {
        200: jsonResponse(pageSchema(OutboxSummarySchema), 'A page of the outbox'),
      },
    }),
    async (c) => c.json(await listOutbox(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/mail-suppressed',
      permission: PLATFORM_ADMIN,
      tags: ['admin'],
      summary: 'E-mails suppressed by the per-recipient caps, counted per kind (no addresses)',
      responses: { 200: jsonResponse(SuppressedMailSchema, 'Counts per kind and each kind’s cap') },
    }),
    async (c) => c.json(await suppressedMail(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/outbox/{id}',
      permission: PLATFORM_ADMIN,
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
      return c.json(await getOutboxEmail(ctxOf(c), id), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/outbox/{id}/resend',
      permission: PLATFORM_ADMIN,
      tags: ['admin'],
      summary:
        'Send the recipient of a one-time link e-mail a fresh link (older links stop working); audit-logged',
      request: { params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }) },
      responses: {
        202: jsonResponse(z.object({ id: z.string() }), 'The new outbox message (its link is not shown)'),
        400: errorContent('The e-mail carries no one-time link (`BAD_REQUEST`)'),
        404: errorContent('No such e-mail (`NOT_FOUND`) or its recipient has no account (`USER_NOT_FOUND`)'),
        409: errorContent('The address is already verified (`CONFLICT`)'),
        429: errorContent(
          'Not sent: the per-recipient e-mail cap suppressed it (`RATE_LIMITED`, reason `mailSuppressed`)',
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const fresh = await resendOneTimeLink(ctxOf(c), c.var.deps.auth, id);
      return c.json({ id: fresh }, 202);
    },
  );

  return app;
}
