/**
 * The session read: `{access_token, refresh_token, expires_in, expires_at, token_type, user}` for the
 * web client, and its refresh.
 */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import { loadSessionUser, SessionSchema } from '../../auth/session.ts';
import { type Principal, principalOf } from '../../platform/access.ts';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createRouter, defineRoute, jsonResponse, z } from '../../platform/openapi.ts';
import type { Context } from 'hono';
import { roleSchema } from '@verdant/shared';

/**
 * Both routes need the session cookie: a bearer token must not be able to renew itself, or a stolen
 * 15-minute token would live as long as the session.
 */
async function currentSession(c: Context<AppEnv>, principal: Principal, fresh: boolean) {
  if (principal.via !== 'cookie') {
    throw new AppError('UNAUTHENTICATED', 'This needs the session cookie.', { reason: 'cookie_required' });
  }
  // The user as resolved with the session (decision 0008); the database when the principal lacks it.
  const user = principal.account?.user ?? (await loadSessionUser(c.var.deps.db, principal.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  c.header('cache-control', 'no-store');
  const session = await c.var.deps.accessTokens.session(user, principal.sessionId, { fresh });
  // ADR 0066: the roles ride along, so the app does not wait on a second round trip (GET
  // /api/v1/me/roles, which answers the same list) before it can route to the first screen.
  return { ...session, roles: principal.roles, ...idleOf(principal, c.var.deps.principals.now()) };
}

/** Decision 0020: the idle timeout and when it ends the session if nothing more happens. */
function idleOf(principal: Principal, now: number) {
  const timeoutMs = principal.idle?.timeoutMs ?? null;
  if (timeoutMs === null || !principal.idle) {
    return { idle_timeout_seconds: null, idle_expires_at: null, idle_expires_in: null };
  }
  const endsAt = principal.idle.lastActiveAtMs + timeoutMs;
  return {
    idle_timeout_seconds: Math.round(timeoutMs / 1000),
    idle_expires_at: Math.floor(endsAt / 1000),
    // relative, so a client whose clock differs from the server's still counts down right
    idle_expires_in: Math.max(0, Math.floor((endsAt - now) / 1000)),
  };
}

const IdleSchema = z
  .object({
    idle_timeout_seconds: z.number().int().nullable().openapi({
      description: 'Inactivity after which the session ends (null: no idle timeout)',
    }),
    idle_expires_at: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Unix seconds: when the session ends if nothing more happens' }),
    idle_expires_in: z.number().int().nullable().openapi({
      description: 'Seconds from now until then (independent of the client clock)',
    }),
  })
  .openapi('SessionIdle');
const SessionWithIdleSchema = SessionSchema.extend({
  ...IdleSchema.shape,
  roles: z.array(roleSchema).openapi({
    description: 'The roles of the signed-in user, in priority order (as GET /api/v1/me/roles answers)',
  }),
}).openapi('SessionWithIdle');

export function sessionRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/session',
      // Public: "no session" is an answer, not an error (a visitor's first request must not fail).
      permission: 'public',
      tags: ['session'],
      summary:
        'Session read: the signed-in session ({access_token, refresh_token, expires_in, expires_at, token_type, user}), or null when signed out; needs the cookie',
      responses: {
        200: jsonResponse(
          SessionWithIdleSchema.nullable(),
          'The session with a fresh access token, or null (not user activity)',
        ),
      },
    }),
    async (c) => {
      const principal = c.get('principal');
      if (!principal) {
        c.header('cache-control', 'no-store');
        return c.json(null, 200);
      }
      return c.json(await currentSession(c, principal, false), 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/session/refresh',
      permission: 'authenticated',
      tags: ['session'],
      summary: 'A fresh access token; needs the session cookie (and a trusted Origin)',
      responses: {
        200: jsonResponse(SessionWithIdleSchema, 'The session with a fresh access token (not user activity)'),
      },
    }),
    async (c) => c.json(await currentSession(c, principalOf(c), true), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/session/activity',
      permission: 'authenticated',
      tags: ['session'],
      summary:
        '"Stay signed in": records user activity (as any other signed-in request does) and answers the idle timeout',
      responses: { 200: jsonResponse(IdleSchema, 'The idle timeout, counted from now') },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(idleOf(principalOf(c), c.var.deps.principals.now()), 200);
    },
  );
  return app;
}
