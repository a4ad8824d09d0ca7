/** `/api/v1/me…`: the signed-in user's profile, roles (in priority order) and complete-signup. */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import {
  activeOrganizationSchema,
  completeSignupSchema,
  meSchema,
  myLanguageSchema,
  myRolesSchema,
  organizationSummarySchema,
  updateMeSchema,
} from '@verdant/shared';
import { SessionUserSchema } from '../../auth/session.ts';
import { principalOf } from '../../platform/access.ts';
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
import { addressKey, countAgainstLimit } from '../../platform/create-guard.ts';
import { JOIN_CODE_RATE_LIMITS } from '../../platform/limits.ts';
import {
  completeSignup,
  loadMe,
  meFromPrincipal,
  setActiveOrganization,
  setLanguage,
  updateMe,
} from './service.ts';

// The answers are the shared contracts (`@verdant/shared/me`) the web app's types come from; only
// their documentation is added here.
const OrganizationSummarySchema = organizationSummarySchema
  .extend({
    joinCode: z.string().optional().openapi({ description: 'Owners and practice administrators only' }),
    subscription: organizationSummarySchema.shape.subscription.openapi({
      description: "A practice's subscription",
    }),
    request: organizationSummarySchema.shape.request.openapi({
      description: 'A laboratory or insurer registration and its review (owners only)',
    }),
  })
  .openapi('OrganizationSummary');

const MeSchema = meSchema
  .extend({
    user: SessionUserSchema,
    organizations: z.array(OrganizationSummarySchema),
    activeOrganizationId: z.string().nullable().openapi({
      description:
        'The organization the user acts in (one of `organizations`; null when none). Switch with PUT /api/v1/me/active-organization',
    }),
    landingRoute: z.string().openapi({
      description: "Where the web app lands: the home of the user's highest-priority role",
    }),
  })
  .openapi('Me');

const RolesSchema = myRolesSchema.openapi('Roles');

export function meRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me',
      permission: 'authenticated',
      tags: ['me'],
      summary: 'The signed-in user, their roles and organizations',
      responses: { 200: jsonResponse(MeSchema, 'Me') },
    }),
    async (c) => {
      const principal = principalOf(c);
      // As resolved with the session (one query, briefly cached: decision 0008).
      return c.json(meFromPrincipal(principal) ?? (await loadMe(ctxOf(c))), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/roles',
      permission: 'authenticated',
      tags: ['me'],
      summary: 'Roles read: the user_roles of the signed-in user, in priority order',
      responses: { 200: jsonResponse(RolesSchema, 'Roles') },
    }),
    (c) => c.json({ roles: principalOf(c).roles }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/me',
      permission: 'authenticated',
      tags: ['me'],
      summary: 'Change first or last name',
      request: { body: jsonBody(documented(updateMeSchema, 'UpdateMe')) },
      responses: { 200: jsonResponse(MeSchema, 'Me') },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      await updateMe(ctx, c.req.valid('json'));
      c.var.deps.principals.invalidateUser(principalOf(c).userId);
      return c.json(await loadMe(ctx), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/complete-signup',
      permission: 'authenticated',
      tags: ['me'],
      summary:
        'Choose roles (self-service ones only); professionals create or join a practice; a laboratory or insurer registers its organization for approval',
      request: { body: jsonBody(documented(completeSignupSchema, 'CompleteSignup')) },
      responses: {
        200: jsonResponse(MeSchema, 'Me, with profileComplete set'),
        403: errorContent('A role or organization kind only an administrator grants (`FORBIDDEN`)'),
        409: errorContent('Already completed (`CONFLICT`)'),
        429: errorContent(
          'Too many join-code attempts from this account or address (`RATE_LIMITED`, with `Retry-After`)',
        ),
      },
    }),
    async (c) => {
      const userId = principalOf(c).userId;
      const input = c.req.valid('json');
      if (input.organization?.mode === 'join') {
        // Join codes cannot be tried without limit: per account and per client address (ADR 0010).
        const byAddress = addressKey(c); // refused before anything counts when there is no address
        await countAgainstLimit(c, JOIN_CODE_RATE_LIMITS.perAccount, `user:${userId}`);
        await countAgainstLimit(c, JOIN_CODE_RATE_LIMITS.perAddress, byAddress);
      }
      const ctx = ctxOf(c);
      await completeSignup(ctx, input);
      c.var.deps.principals.invalidateUser(userId);
      return c.json(await loadMe(ctx), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/active-organization',
      permission: 'authenticated',
      tags: ['me'],
      summary:
        "Switch the session's active organization (one the user is a member of): roles and scoped data follow it; audit-logged",
      request: {
        body: jsonBody(documented(activeOrganizationSchema, 'ActiveOrganization')),
      },
      responses: {
        200: jsonResponse(MeSchema, 'Me, acting in that organization'),
        404: errorContent('Not a member of that organization (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      await setActiveOrganization(ctx, c.req.valid('json').organizationId);
      c.var.deps.principals.invalidateUser(principalOf(c).userId);
      return c.json(await loadMe(ctx), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/language',
      permission: 'authenticated',
      tags: ['me'],
      summary:
        'The language the user switched the interface to (`en` or `es`): every e-mail to them is written in it',
      request: { body: jsonBody(documented(myLanguageSchema, 'MyLanguage')) },
      responses: { 204: { description: 'Stored' } },
    }),
    async (c) => {
      await setLanguage(ctxOf(c), c.req.valid('json').language);
      return c.body(null, 204);
    },
  );

  return app;
}
