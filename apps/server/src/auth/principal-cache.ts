/**
 * A short-lived, per-instance cache of resolved principals (decision 0008), so an authenticated read
 * costs no database round trip in the common case while revocation stays bounded:
 *
 * - Hard bound: an entry is served for at most `ttlMs` after the query that produced it STARTED, so
 *   no answer reflects account state older than `ttlMs` (plus that query's own duration), whether or
 *   not any notification arrives.
 * - Near-immediate: `invalidateUser(id)` / `clear()` drop entries at once; they are called locally by
 *   the code that changes an account and, on every instance, by the `NOTIFY verdant_auth` the
 *   database triggers of migration 0002 send when a session, user, role or membership changes.
 * - A load that was already running when an invalidation happened answers its own request but is not
 *   stored (the epoch check), and concurrent misses for one key share one query (single flight).
 */

export interface CachedValue {
  userId: string;
  /** The session's own expiry (ms since the epoch): never served past it. */
  expiresAtMs: number;
}

interface Entry<V> {
  value: V;
  /** When the load that produced it started (ms). */
  loadedAt: number;
}

export interface PrincipalCacheOptions {
  /** How long an entry may be served, measured from the start of its query. */
  ttlMs: number;
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
}

export const PRINCIPAL_CACHE_TTL_MS = 2000;
/** Where NOTIFY delivers invalidations: the payload is a user id, or `*` for everyone. */
export const AUTH_CHANGES_CHANNEL = 'verdant_auth';

export class PrincipalCache<V extends CachedValue> {
  readonly ttlMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #inflight = new Map<string, Promise<V | null>>();
  #epoch = 0;

  constructor(options: PrincipalCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.#max = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The fresh cached value for `key`, else the value `load` produces (null: nothing to cache). */
  get(key: string, load: () => Promise<V | null>): V | null | Promise<V | null> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit) {
      if (now - hit.loadedAt < this.ttlMs && now < hit.value.expiresAtMs) return hit.value;
      this.#entries.delete(key);
    }
    const running = this.#inflight.get(key);
    if (running) return running;
    const epoch = this.#epoch;
    const loadedAt = now;
    const promise = load().then(
      (value) => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
        if (value && epoch === this.#epoch && this.ttlMs > 0) this.#store(key, { value, loadedAt });
        return value;
      },
      (err: unknown) => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
        throw err;
      },
    );
    this.#inflight.set(key, promise);
    return promise;
  }

  #store(key: string, entry: Entry<V>) {
    this.#entries.delete(key);
    // Map iterates in insertion order: drop the oldest beyond the bound, and the expired ones at the
    // front, so the cache holds the last TTL's sessions rather than up to maxEntries stale ones
    // (ADR 0061: sessions that are never asked for again are otherwise only dropped by the bound).
    const now = this.#now();
    for (const [k, e] of this.#entries) {
      if (this.#entries.size < this.#max && now - e.loadedAt < this.ttlMs) break;
      this.#entries.delete(k);
    }
    this.#entries.set(key, entry);
  }

  /** Forgets one key (e.g. the session a request just refreshed). */
  delete(key: string): void {
    this.#entries.delete(key);
    this.#inflight.delete(key);
  }

  /** Forgets everything about one user, including loads already running. */
  invalidateUser(userId: string): void {
    this.#epoch++;
    for (const [key, entry] of this.#entries) {
      if (entry.value.userId === userId) this.#entries.delete(key);
    }
    this.#inflight.clear();
  }

  /** Forgets everything. */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#inflight.clear();
  }

  /** Applies a `verdant_auth` notification payload. */
  onNotification(payload: string): void {
    if (!payload || payload === '*') this.clear();
    else this.invalidateUser(payload);
  }
}
