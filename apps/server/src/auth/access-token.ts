/**
 * The session shape the API serves. `access_token` is a short-lived HS256 JWT minted from
 * the better-auth session; the long-lived credential stays in better-auth's httpOnly cookie.
 * `refresh_token` is deliberately NOT a credential: it is an opaque reference to the session (a hash of
 * its id) that lets the client tell sessions apart; refreshing is `POST /api/v1/session/refresh`,
 * authenticated by the cookie.
 */
import { createHash, hkdfSync } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type Session, type SessionUser } from '@verdant/shared';
import { sign, verify } from 'hono/jwt';

const ISSUER = 'verdant';
const AUDIENCE = 'verdant-api';

/** A key for access tokens derived from AUTH_SECRET, so the secret itself signs nothing of ours. */
export function deriveAccessTokenKey(authSecret: string): string {
  return Buffer.from(hkdfSync('sha256', authSecret, 'verdant', 'access-token-v1', 32)).toString('base64url');
}

export function sessionReference(sessionId: string): string {
  return createHash('sha256').update(`verdant-session-ref:${sessionId}`).digest('base64url');
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export async function mintSession(
  key: string,
  user: SessionUser,
  sessionId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<Session> {
  const exp = now + ACCESS_TOKEN_TTL_SECONDS;
  const access_token = await sign(
    { sub: user.id, sid: sessionId, iss: ISSUER, aud: AUDIENCE, iat: now, nbf: now, exp },
    key,
    'HS256',
  );
  return {
    access_token,
    refresh_token: sessionReference(sessionId),
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    token_type: 'bearer',
    user,
  };
}

/** The claims of a valid, unexpired access token; null otherwise. */
export async function verifyAccessToken(key: string, token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, key, { alg: 'HS256', iss: ISSUER, aud: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** How long GET /api/v1/session may hand out the same access token (it always has 14+ minutes left). */
export const ACCESS_TOKEN_REUSE_SECONDS = 60;

/**
 * Access tokens per session, reused for ACCESS_TOKEN_REUSE_SECONDS so that reading the session does
 * not sign a JWT every time. Reuse is safe: a token authenticates only while its session is live
 * (checked on every use, see ./principal.ts), and its user part is built fresh on every answer.
 */
export class AccessTokenIssuer {
  readonly #key: string;
  readonly #max: number;
  readonly #tokens = new Map<string, { token: string; ref: string; iat: number; exp: number }>();

  constructor(key: string, maxEntries = 10_000) {
    this.#key = key;
    this.#max = maxEntries;
  }

  /** The session for a user and session; `fresh` always mints a new token (the refresh call). */
  async session(
    user: SessionUser,
    sessionId: string,
    options: { fresh?: boolean; now?: number } = {},
  ): Promise<Session> {
    const now = options.now ?? Math.floor(Date.now() / 1000);
    const key = `${user.id}:${sessionId}`;
    let held = this.#tokens.get(key);
    if (options.fresh || !held || now - held.iat >= ACCESS_TOKEN_REUSE_SECONDS || now < held.iat) {
      const minted = await mintSession(this.#key, user, sessionId, now);
      held = { token: minted.access_token, ref: minted.refresh_token, iat: now, exp: minted.expires_at };
      this.#tokens.delete(key);
      if (this.#tokens.size >= this.#max) {
        const oldest = this.#tokens.keys().next().value;
        if (oldest !== undefined) this.#tokens.delete(oldest);
      }
      this.#tokens.set(key, held);
    }
    return {
      access_token: held.token,
      refresh_token: held.ref,
      expires_in: held.exp - now,
      expires_at: held.exp,
      token_type: 'bearer',
      user,
    };
  }
}
