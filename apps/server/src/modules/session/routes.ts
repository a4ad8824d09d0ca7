/** SPEC §7 "Session read": the session shape for the web client, and its refresh. */
import { loadSessionUser, SessionSchema } from '../../auth/session.ts';
import { type Principal, principalOf } from '../../platform/access.ts';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createRouter, defineRoute, jsonResponse } from '../../platform/openapi.ts';
import type { Context } from 'hono';

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
  return c.var.deps.accessTokens.session(user, principal.sessionId, { fresh });
}

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
        'Session read: the signed-in session (SPEC §3 shape), or null when signed out; needs the cookie',
      responses: {
        200: jsonResponse(SessionSchema.nullable(), 'The session with a fresh access token, or null'),
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
      responses: { 200: jsonResponse(SessionSchema, 'The session with a fresh access token') },
    }),
    async (c) => c.json(await currentSession(c, principalOf(c), true), 200),
  );
  return app;
}
