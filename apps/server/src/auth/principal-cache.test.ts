// better-auth's own cookie signer (better-call, the HTTP layer better-auth is built on)
import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { PrincipalCache } from './principal-cache.ts';
import { readCookie, unsignCookieValue } from './principal.ts';

interface V {
  userId: string;
  expiresAtMs: number;
  n: number;
}

function setup(ttlMs = 2000, maxEntries = 100) {
  let now = 1_000_000;
  const cache = new PrincipalCache<V>({ ttlMs, maxEntries, now: () => now });
  let loads = 0;
  const value = (userId = 'u1'): V => ({ userId, expiresAtMs: now + 3_600_000, n: ++loads });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
    load: (userId?: string) => async () => value(userId),
    get loads() {
      return loads;
    },
  };
}

describe('PrincipalCache', () => {
  it('answers from memory within the TTL, and queries again once it has passed', async () => {
    const s = setup(2000);
    expect((await s.cache.get('k', s.load()))?.n).toBe(1);
    s.advance(1999);
    expect((await s.cache.get('k', s.load()))?.n).toBe(1);
    s.advance(1);
    expect((await s.cache.get('k', s.load()))?.n).toBe(2);
    expect(s.loads).toBe(2);
  });

  it('never serves a session past its own expiry', async () => {
    const s = setup(2000);
    await s.cache.get('k', async () => ({ userId: 'u1', expiresAtMs: 1_000_500, n: 0 }));
    s.advance(500);
    expect((await s.cache.get('k', s.load()))?.n).toBe(1);
  });

  it('invalidating a user drops their entries only; clear drops all', async () => {
    const s = setup();
    await s.cache.get('a1', s.load('a'));
    await s.cache.get('a2', s.load('a'));
    await s.cache.get('b1', s.load('b'));
    s.cache.onNotification('a');
    expect(s.cache.size).toBe(1);
    s.cache.onNotification('*');
    expect(s.cache.size).toBe(0);
  });

  it('does not store a load that was running when an invalidation happened', async () => {
    const s = setup();
    let release: (v: V) => void = () => {};
    const pending = s.cache.get('k', () => new Promise<V>((r) => (release = r)));
    s.cache.invalidateUser('u1');
    release({ userId: 'u1', expiresAtMs: Number.MAX_SAFE_INTEGER, n: 99 });
    expect((await pending)?.n).toBe(99); // the request that was running still gets its answer
    expect(s.cache.size).toBe(0);
    expect((await s.cache.get('k', s.load()))?.n).toBe(1);
  });

  it('concurrent misses share one query; null is not cached', async () => {
    const s = setup();
    const [x, y] = await Promise.all([s.cache.get('k', s.load()), s.cache.get('k', s.load())]);
    expect(x).toBe(y);
    expect(s.loads).toBe(1);
    await s.cache.get('none', async () => null);
    expect(s.cache.size).toBe(1);
  });

  it('lets go of expired sessions when it stores another, not only when they are asked for again', async () => {
    const s = setup(2000, 100);
    for (let i = 0; i < 50; i++) await s.cache.get(`old${i}`, s.load());
    s.advance(1500);
    await s.cache.get('recent', s.load());
    expect(s.cache.size).toBe(51);
    s.advance(500); // the first fifty are 2 s old now
    await s.cache.get('new', s.load());
    expect(s.cache.size).toBe(2);
    const loads = s.loads;
    await s.cache.get('recent', s.load());
    expect(s.loads).toBe(loads); // still served from memory
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const s = setup(2000, 2);
    await s.cache.get('k1', s.load());
    await s.cache.get('k2', s.load());
    await s.cache.get('k3', s.load());
    expect(s.cache.size).toBe(2);
    expect((await s.cache.get('k1', s.load()))?.n).toBe(4);
  });
});

describe('better-auth signed cookies', () => {
  const secret = 'a-secret-for-tests-only-0123456789abcdef';
  it('verifies the signature better-call writes, and refuses a forged one', async () => {
    const header = await serializeSignedCookie('verdant.session_token', 'session-token-value', secret);
    const cookie = readCookie(header.split(';')[0] ?? '', 'verdant.session_token') ?? '';
    expect(unsignCookieValue(cookie, secret)).toBe('session-token-value');
    expect(unsignCookieValue(cookie, `${secret}x`)).toBeNull();
    expect(unsignCookieValue(cookie.replace('session', 'sessiox'), secret)).toBeNull();
    expect(unsignCookieValue('no-signature', secret)).toBeNull();
  });

  it('reads one cookie from a header', () => {
    const header = 'a=1; verdant.session_token=abc.def%3D; b="q"';
    expect(readCookie(header, 'verdant.session_token')).toBe('abc.def=');
    expect(readCookie(header, 'b')).toBe('q');
    expect(readCookie(header, 'session_token')).toBeNull();
  });
});
