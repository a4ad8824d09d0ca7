/**
 * Resolves who is calling, once per /api/v1 request: better-auth's session cookie first (a browser
 * sends it with every same-origin call), else `Authorization: Bearer <access_token>` (a JWT from
 * GET /api/v1/session, checked against a live session). Cookie-authenticated writes must come from a
 * trusted Origin (CSRF); bearer calls need none.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { session as sessionTable } from '../db/schema/index.ts';
import type { Principal } from '../platform/access.ts';
import type { AppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { COOKIE_PREFIX } from './auth.ts';
import { loadAccess } from './roles.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && cookieHeader.includes(`${COOKIE_PREFIX}.session_token=`);
}

/** A cookie-authenticated write is allowed only from a trusted origin (or same-origin fetch metadata). */
export function isTrustedWriteOrigin(headers: Headers, trustedOrigins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin) return trustedOrigins.includes(origin);
  return headers.get('sec-fetch-site') === 'same-origin';
}

export function principalMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('principal', null);
    const { db, auth, accessTokenKey, config } = c.var.deps;
    const authorization = c.req.header('authorization');
    let identity: { userId: string; sessionId: string; via: Principal['via'] } | null = null;
    let setCookies: string[] = [];

    if (hasSessionCookie(c.req.header('cookie'))) {
      const result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      setCookies = result.headers?.getSetCookie?.() ?? [];
      const found = result.response;
      if (found) identity = { userId: found.user.id, sessionId: found.session.id, via: 'cookie' };
    }
    if (!identity && authorization?.toLowerCase().startsWith('bearer ')) {
      const claims = await verifyAccessToken(accessTokenKey, authorization.slice(7).trim());
      if (claims) {
        // The session must still be live: signing out revokes its access tokens at once.
        const [live] = await db
          .select({ id: sessionTable.id })
          .from(sessionTable)
          .where(
            and(
              eq(sessionTable.id, claims.sessionId),
              eq(sessionTable.userId, claims.userId),
              gt(sessionTable.expiresAt, new Date()),
            ),
          );
        if (live) identity = { ...claims, via: 'bearer' };
      }
    }

    if (identity) {
      if (identity.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) {
        if (!isTrustedWriteOrigin(c.req.raw.headers, config.trustedOrigins)) {
          throw new AppError('FORBIDDEN', 'This request did not come from a trusted origin.', {
            reason: 'origin',
          });
        }
      }
      c.set('principal', { ...identity, ...(await loadAccess(db, identity.userId)) });
    }

    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  };
}
