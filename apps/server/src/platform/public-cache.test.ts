import { describe, expect, it } from 'vitest';
import { etagMatches, etagOf, isCachedApiPath, PublicCache, pickContentCoding } from './public-cache.ts';

const answer = (body: string) => ({ status: 200, body, contentType: 'application/json' });

describe('public cache', () => {
  it('keeps an answer with a strong ETag of its body', () => {
    const cache = new PublicCache({ listening: true });
    const stored = cache.store(cache.ticket(), 'k', answer('{"a":1}'));
    expect(stored.etag).toBe(etagOf('{"a":1}'));
    expect(stored.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(cache.get('k')?.body).toBe('{"a":1}');
    expect(etagOf('{"a":2}')).not.toBe(stored.etag);
  });

  it('never stores an answer read across an invalidation', () => {
    const cache = new PublicCache({ listening: true });
    const ticket = cache.ticket(); // a read starts…
    cache.invalidate(); // …a write commits meanwhile…
    cache.store(ticket, 'k', answer('old')); // …and the read ends with what it saw before
    expect(cache.get('k')).toBeUndefined();
    cache.store(cache.ticket(), 'k', answer('new'));
    expect(cache.get('k')?.body).toBe('new');
    cache.invalidate();
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores nothing while it cannot hear other instances, and forgets what it had', () => {
    const cache = new PublicCache({ listening: false });
    cache.store(cache.ticket(), 'k', answer('x'));
    expect(cache.get('k')).toBeUndefined();
    cache.setListening(true);
    cache.store(cache.ticket(), 'k', answer('x'));
    expect(cache.size).toBe(1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });

  it('drops an entry after the TTL', () => {
    let now = 1_000;
    const cache = new PublicCache({ listening: true, ttlMs: 30_000, now: () => now });
    cache.store(cache.ticket(), 'k', answer('x'));
    now += 29_999;
    expect(cache.get('k')).toBeDefined();
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets go of expired answers when it stores a new one, not only when they are asked for again', () => {
    let now = 1_000;
    const cache = new PublicCache({ listening: true, ttlMs: 30_000, now: () => now });
    for (let i = 0; i < 100; i++) cache.store(cache.ticket(), `old${i}`, answer(String(i)));
    now += 20_000;
    cache.store(cache.ticket(), 'recent', answer('r'));
    expect(cache.size).toBe(101);
    now += 10_000; // the first hundred are 30 s old now
    cache.store(cache.ticket(), 'new', answer('n'));
    expect(cache.size).toBe(2);
    expect(cache.get('recent')?.body).toBe('r');
    expect(cache.get('new')?.body).toBe('n');
  });

  it('evicts the oldest entries beyond its bound', () => {
    const cache = new PublicCache({ listening: true });
    for (let i = 0; i < 5_100; i++) cache.store(cache.ticket(), `k${i}`, answer(String(i)));
    expect(cache.size).toBe(5_000);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k5099')?.body).toBe('5099');
  });

  it('compares If-None-Match weakly, with lists and *', () => {
    const tag = '"abc"';
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"x", "abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"abcd"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });

  it('caches the public directory and blog reads, not open slots', () => {
    expect(isCachedApiPath('/api/v1/providers')).toBe(true);
    expect(isCachedApiPath('/api/v1/providers/abc')).toBe(true);
    expect(isCachedApiPath('/api/v1/providers/abc/slots')).toBe(false);
    expect(isCachedApiPath('/api/v1/blog/posts')).toBe(true);
    expect(isCachedApiPath('/api/v1/blog/posts/five-habits')).toBe(true);
    expect(isCachedApiPath('/api/v1/admin/blog/posts')).toBe(false);
    expect(isCachedApiPath('/api/v1/me/provider-profile')).toBe(false);
  });
});

describe('content coding of public answers (decision 0067)', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickContentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickContentCoding('gzip, deflate')).toBe('gzip');
    expect(pickContentCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickContentCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickContentCoding('*')).toBe('br');
    expect(pickContentCoding('*, br;q=0')).toBe('gzip');
    expect(pickContentCoding('identity')).toBeNull();
    expect(pickContentCoding(undefined)).toBeNull();
  });
});
