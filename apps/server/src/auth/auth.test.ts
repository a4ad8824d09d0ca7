import { ACCESS_TOKEN_TTL_SECONDS } from '@verdant/shared';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_REUSE_SECONDS,
  AccessTokenIssuer,
  deriveAccessTokenKey,
  mintSession,
  sessionReference,
  verifyAccessToken,
} from './access-token.ts';
import { hashPassword, verifyPassword } from './password.ts';

describe('argon2id password hashing', () => {
  it('hashes to a PHC string and verifies', async () => {
    const hash = await hashPassword('Verdant-demo-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verifyPassword({ hash, password: 'Verdant-demo-2026' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'verdant-demo-2026' })).toBe(false);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed or hostile hashes', async () => {
    expect(await verifyPassword({ hash: 'scrypt:abc', password: 'x' })).toBe(false);
    expect(
      await verifyPassword({ hash: '$argon2id$v=19$m=999999999,t=2,p=1$AAAA$AAAA', password: 'x' }),
    ).toBe(false);
  });
});

describe('access tokens', () => {
  const key = deriveAccessTokenKey('a'.repeat(40));
  const user = {
    id: 'u1',
    email: 'a@example.test',
    firstName: 'A',
    lastName: 'B',
    name: 'A B',
    emailVerified: true,
    profileComplete: true,
    twoFactorEnabled: false,
  };

  it('mints the session shape and verifies its token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const s = await mintSession(key, user, 'sess-1', now);
    expect(s).toMatchObject({
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
      user,
    });
    expect(s.refresh_token).toBe(sessionReference('sess-1'));
    expect(s.refresh_token).not.toContain('sess-1');
    expect(await verifyAccessToken(key, s.access_token)).toEqual({
      userId: 'u1',
      sessionId: 'sess-1',
      expiresAt: now + ACCESS_TOKEN_TTL_SECONDS,
    });
  });

  it('reuses a session token for a minute, counting expires_in down; refresh mints anew', async () => {
    const issuer = new AccessTokenIssuer(key);
    const now = 1_900_000_000;
    const first = await issuer.session(user, 'sess-2', { now });
    const later = await issuer.session(user, 'sess-2', { now: now + 30 });
    expect(later.access_token).toBe(first.access_token);
    expect(later.expires_at).toBe(first.expires_at);
    expect(later.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS - 30);
    const renewed = await issuer.session(user, 'sess-2', { now: now + ACCESS_TOKEN_REUSE_SECONDS });
    expect(renewed.expires_at).toBe(now + ACCESS_TOKEN_REUSE_SECONDS + ACCESS_TOKEN_TTL_SECONDS);
    const fresh = await issuer.session(user, 'sess-2', {
      now: now + ACCESS_TOKEN_REUSE_SECONDS,
      fresh: true,
    });
    expect(fresh.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect((await issuer.session(user, 'other', { now })).access_token).not.toBe(first.access_token);
  });

  it('refuses expired tokens, other keys and other issuers', async () => {
    const old = await mintSession(
      key,
      user,
      's',
      Math.floor(Date.now() / 1000) - ACCESS_TOKEN_TTL_SECONDS - 10,
    );
    expect(await verifyAccessToken(key, old.access_token)).toBeNull();
    const other = await mintSession(deriveAccessTokenKey('b'.repeat(40)), user, 's');
    expect(await verifyAccessToken(key, other.access_token)).toBeNull();
    const foreign = await sign(
      { sub: 'u1', sid: 's', exp: Math.floor(Date.now() / 1000) + 60 },
      key,
      'HS256',
    );
    expect(await verifyAccessToken(key, foreign)).toBeNull();
    expect(deriveAccessTokenKey('a'.repeat(40))).not.toContain('aaaa');
  });
});
