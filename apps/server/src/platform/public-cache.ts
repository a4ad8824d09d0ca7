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
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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
  /** The body compressed, made on first use and kept with the answer (`sendCached`). */
  encoded?: Partial<Record<ContentCoding, Uint8Array>>;
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
      // UTF-16 text, and room for its two compressed copies (about a fifth of its length each).
      bytes: key.length * 2 + answer.body.length * 2.5 + 200,
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

/** The content codings `sendCached` offers, best first. */
export type ContentCoding = 'br' | 'gzip';

/** Below this many bytes a body goes as it is (a header's worth of saving is not worth the work). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The coding to send a body in: Brotli, else gzip, when the request accepts it (`Accept-Encoding`,
 * RFC 9110 §12.5.3: a coding with `q=0` is refused), else none.
 */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  for (const coding of ['br', 'gzip'] as const) {
    const q = accepted.get(coding) ?? wildcard;
    if (q !== undefined && q > 0) return coding;
  }
  return null;
}

/**
 * The body in `coding`: Brotli at quality 5 (a 44 KB page in about 1 ms, within 15 % of the best
 * quality's size) or gzip at level 6. Kept on the answer, so a cached page is compressed once.
 */
function encodedBody(answer: CachedAnswer, coding: ContentCoding): Uint8Array {
  const kept = answer.encoded?.[coding];
  if (kept) return kept;
  const body = Buffer.from(answer.body, 'utf8');
  const encoded =
    coding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 });
  answer.encoded = { ...answer.encoded, [coding]: encoded };
  return encoded;
}

/**
 * Sends a cached (or just computed) answer: `ETag` and `Cache-Control`, 304 on a matching
 * `If-None-Match`, the body compressed when the client accepts it (these answers are the same for
 * every caller and carry no secret, so compressing them gives nothing away). A compressed
 * representation carries the weak form of the ETag (`W/"…"`, as reverse proxies do): it names the
 * same content, and `If-None-Match` compares weakly, so either form revalidates either.
 */
export function sendCached(c: Context<AppEnv>, answer: CachedAnswer): Response {
  const headers: Record<string, string> = {
    'content-type': answer.contentType,
    'cache-control': PUBLIC_CACHE_CONTROL,
    ...answer.headers,
  };
  headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  const coding =
    answer.body.length >= MIN_COMPRESSED_BYTES ? pickContentCoding(c.req.header('accept-encoding')) : null;
  const body = coding ? encodedBody(answer, coding) : answer.body;
  if (coding) headers['content-encoding'] = coding;
  if (answer.status !== 200) {
    headers['cache-control'] = 'no-cache';
    return new Response(body, { status: answer.status, headers });
  }
  headers.etag = coding ? `W/${answer.etag}` : answer.etag;
  if (etagMatches(c.req.header('if-none-match'), answer.etag)) {
    delete headers['content-type'];
    delete headers['content-encoding'];
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
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
