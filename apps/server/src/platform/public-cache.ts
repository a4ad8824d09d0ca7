/**
 * The public-read cache (decision 0009): answers that are the same for every caller (the provider
 * directory and profiles, the blog, the server-rendered pages) kept in this process's memory, with
 * an `ETag` so browsers and CDNs revalidate with `If-None-Match` and get a 304.
 *
 * Invalidation: every write to a table behind a cached answer (`blog_post`, `provider_profile`,
 * `provider_service`, `provider_directory`) fires `NOTIFY verdant_public` from a statement trigger
 * (migration 0008), delivered after commit to every instance that LISTENs, which drops its whole
 * cache. The write paths of this process also drop it themselves right after their commit
 * (`publicContentChanged`), so a client reads its own write at once on any database. An entry
 * lives at most `PUBLIC_CACHE_TTL_MS` whatever happens, and nothing is cached while this instance
 * is not listening (before LISTEN is up, or after its connection was lost until it is back).
 *
 * A read that overlaps an invalidation never stores its answer: it takes a ticket (the generation)
 * before reading the database and stores only if the generation is unchanged afterwards.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import type { AppEnv } from './context.ts';

/** The NOTIFY channel of migration 0008's triggers. */
export const PUBLIC_CACHE_CHANNEL = 'verdant_public';
/** Upper bound on the age of a cached answer, whatever happens to notifications. */
export const PUBLIC_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** What browsers and CDNs are told: keep it, but revalidate before each use (answered by a 304). */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

export interface CachedAnswer {
  status: number;
  body: string;
  contentType: string;
  etag: string;
  /** Extra headers to send with it (e.g. `vary`). */
  headers?: Record<string, string>;
  storedAt: number;
  bytes: number;
}

export type Ticket = number;

export class PublicCache {
  readonly #entries = new Map<string, CachedAnswer>();
  #bytes = 0;
  #generation = 0;
  #listening = false;
  readonly #now: () => number;
  readonly #ttlMs: number;

  constructor(options: { now?: () => number; ttlMs?: number; listening?: boolean } = {}) {
    this.#now = options.now ?? Date.now;
    this.#ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
    this.#listening = options.listening ?? false;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether answers may be stored: only while invalidations from other instances can arrive. */
  get listening(): boolean {
    return this.#listening;
  }

  setListening(on: boolean): void {
    this.#listening = on;
    this.invalidate();
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#delete(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Take before reading the database; pass to `store`. */
  ticket(): Ticket {
    return this.#generation;
  }

  /** Stores an answer unless an invalidation happened since `ticket` (or nothing can invalidate it). */
  store(
    ticket: Ticket,
    key: string,
    answer: Omit<CachedAnswer, 'etag' | 'storedAt' | 'bytes'>,
  ): CachedAnswer {
    const entry: CachedAnswer = {
      ...answer,
      etag: etagOf(answer.body),
      storedAt: this.#now(),
      bytes: key.length * 2 + answer.body.length * 2 + 200,
    };
    if (ticket !== this.#generation || !this.#listening || entry.bytes > MAX_BYTES / 16) return entry;
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    // Oldest first (Map keeps insertion order, and a key stored again moves to the end): the expired
    // go too, so what is held is at most the last TTL's answers, not the bound's worth of stale ones
    // (a crawler walking many query strings would otherwise leave up to MAX_BYTES behind; ADR 0061).
    for (const [k, e] of this.#entries) {
      const expired = entry.storedAt - e.storedAt >= this.#ttlMs;
      if (!expired && this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_BYTES) break;
      this.#delete(k, e);
    }
    return entry;
  }

  /** Drops every entry; answers being computed at this moment will not be stored. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key: string, entry: CachedAnswer): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/** A strong validator of the body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: weak comparison, `*` matches any current representation. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

const caches = new WeakMap<Database, { cache: PublicCache; started: Promise<void> }>();

/** The cache of a database (one per process and database), listening for invalidations. */
export function publicCacheOf(database: Database): PublicCache {
  let found = caches.get(database);
  if (!found) {
    const cache = new PublicCache();
    found = { cache, started: listen(database, cache) };
    caches.set(database, found);
  }
  return found.cache;
}

/**
 * Listens for invalidations for the life of the database; the subscription re-establishes itself
 * after a lost connection (db/client.ts). Caching stops while it is lost and resumes, from an
 * empty cache, once it is back.
 */
async function listen(database: Database, cache: PublicCache): Promise<void> {
  try {
    await database.listen(PUBLIC_CACHE_CHANNEL, () => cache.invalidate(), {
      onListening: () => cache.setListening(true),
      onLost: () => cache.setListening(false),
    });
  } catch {
    // the database was closed: nothing to cache for
  }
}

/** Call after a write to public content committed, so this instance reads it back at once. */
export function publicContentChanged(c: Context<AppEnv>): void {
  publicCacheOf(c.var.deps.database).invalidate();
}

/**
 * The middleware of a route that writes public content (a blog post, a provider profile): once it
 * has answered with success (its transaction committed), `publicContentChanged`.
 */
export const changesPublicContent: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400) publicContentChanged(c);
};

/** Sends a cached (or just computed) answer: `ETag` and `Cache-Control`, 304 on a matching `If-None-Match`. */
export function sendCached(c: Context<AppEnv>, answer: CachedAnswer): Response {
  const headers: Record<string, string> = {
    'content-type': answer.contentType,
    'cache-control': PUBLIC_CACHE_CONTROL,
    ...answer.headers,
  };
  if (answer.status !== 200) {
    headers['cache-control'] = 'no-cache';
    return new Response(answer.body, { status: answer.status, headers });
  }
  headers.etag = answer.etag;
  if (etagMatches(c.req.header('if-none-match'), answer.etag)) {
    delete headers['content-type'];
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.body, { status: 200, headers });
}

/** The public API reads that are cached, by path. Slots are not: they change with time and bookings. */
const CACHED_API_PATHS = [
  /^\/api\/v1\/providers$/,
  /^\/api\/v1\/providers\/[^/]+$/,
  /^\/api\/v1\/blog\/posts$/,
  /^\/api\/v1\/blog\/posts\/[^/]+$/,
];

export function isCachedApiPath(path: string): boolean {
  return CACHED_API_PATHS.some((re) => re.test(path));
}

/**
 * Serves the cached public API reads before the principal is resolved (their answer is the same for
 * everyone); on a miss the route runs and a 200 JSON answer is stored under the request's path and
 * query.
 */
export function publicApiCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isCachedApiPath(c.req.path)) return next();
    const cache = publicCacheOf(c.var.deps.database);
    const url = c.req.url;
    const key = `api ${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
    const hit = cache.get(key);
    if (hit) return sendCached(c, hit);
    const ticket = cache.ticket();
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has('set-cookie')) return;
    const contentType = res.headers.get('content-type') ?? '';
    if (!contentType.startsWith('application/json')) return;
    const body = await res.text();
    const answer = cache.store(ticket, key, { status: 200, body, contentType });
    // Replace (not merge into) the consumed response.
    c.res = undefined as unknown as Response;
    c.res = sendCached(c, answer);
  };
}
