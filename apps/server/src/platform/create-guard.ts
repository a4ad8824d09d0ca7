/**
 * Rate limits and `Idempotency-Key` for every creating operation (the table is in ./limits.ts).
 * `createRouter()` (./openapi.ts) wraps the handler of each route listed there, so it runs after the
 * route's permission check and input validation:
 *
 * 1. With an `Idempotency-Key` (1–200 visible ASCII characters) whose record holds an answer: that
 *    answer again, with `Idempotent-Replayed: true`. Nothing runs, nothing counts against the rate
 *    limit. The same key with a different request is 409 `CONFLICT` (`idempotencyKeyReused`).
 * 2. Otherwise the request counts against the operation's limit (per user when signed in, else per
 *    client address): 429 `RATE_LIMITED` with `Retry-After` beyond it.
 * 3. With a key, a pending record is written before the handler runs; a concurrent request with the
 *    same key waits for its answer (up to IN_PROGRESS_WAIT_MS, then 409 `idempotencyKeyInProgress`),
 *    so a retried submit never creates twice. A 2xx answer is stored with the record; any other
 *    answer drops it, so the client may retry with the same key.
 *
 * Records expire after IDEMPOTENCY_TTL_HOURS.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rowsOf } from '../db/client.ts';
import { idempotencyRecord, publicRateLimit } from '../db/schema/index.ts';
import { unresolvedAddressError } from './client-address.ts';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';
import type { RateLimitRule } from './limits.ts';

const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;
const IN_PROGRESS_WAIT_MS = 5_000;
/** statusCode of a record whose request is still running. */
const PENDING = 0;

/**
 * The rate-limit identity of the caller's address (`ip:` + the normalised key, platform/client-address.ts).
 * Without one (a proxy hop that is not an address) the request is refused, 400 `BAD_REQUEST`
 * `clientAddressUnresolved`: it never shares a bucket with other such requests.
 */
export function addressKey(c: Context<AppEnv>): string {
  const key = c.var.clientIp;
  if (!key) throw unresolvedAddressError();
  return `ip:${key}`;
}

/** The rate-limit identity of the caller: their user id when signed in, else their address. */
export function callerKey(c: Context<AppEnv>): string {
  const principal = c.var.principal;
  return principal ? `user:${principal.userId}` : addressKey(c);
}

/**
 * Counts one request of `who` (by default the caller: `callerKey`) against `rule`; RATE_LIMITED with
 * `Retry-After` once the window's limit is exceeded. One atomic upsert, shared by every instance.
 */
export async function countAgainstLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  who: string = callerKey(c),
): Promise<void> {
  const { db } = c.var.deps;
  const key = `${rule.action}:${who}`;
  const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
  const result = await db.execute(sql`
    insert into ${publicRateLimit} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${publicRateLimit.windowStart} <= now() - ${window} then 1 else ${publicRateLimit.count} + 1 end,
      window_start = case when ${publicRateLimit.windowStart} <= now() - ${window} then now() else ${publicRateLimit.windowStart} end
    returning count, extract(epoch from (window_start + ${window} - now()))::int as retry_after`);
  const [row] = rowsOf<{ count: number | string; retry_after: number | string }>(result);
  if (Math.random() < 0.01) {
    // Occasional sweep of long-expired windows and idempotency records.
    await db.execute(
      sql`delete from ${publicRateLimit} where ${publicRateLimit.windowStart} < now() - interval '1 day'`,
    );
    await db.execute(
      sql`delete from ${idempotencyRecord} where ${idempotencyRecord.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`)}`,
    );
  }
  if (row && Number(row.count) > rule.limit) {
    const retryAfter = Math.max(1, Number(row.retry_after));
    c.header('retry-after', String(retryAfter));
    throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: retryAfter, limit: rule.limit });
  }
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a handler's request is, for the "same key, different request" check. */
async function requestHash(c: Context<AppEnv>): Promise<string> {
  let body: unknown = null;
  const type = c.req.header('content-type') ?? '';
  if (/json/i.test(type)) {
    try {
      body = await c.req.json();
    } catch {
      body = null;
    }
  }
  return createHash('sha256')
    .update(canonicalJson({ path: c.req.path, query: c.req.query(), body }))
    .digest('hex');
}

interface StoredRecord {
  requestHash: string;
  statusCode: number;
  response: unknown;
  createdAt: Date;
}

type Handler = (c: Context<AppEnv>, next: () => Promise<void>) => unknown;

/** Wraps a creating route's handler with its rate limit and the Idempotency-Key protocol. */
export function guardCreate(rule: RateLimitRule, handler: Handler): Handler {
  return async (c, next) => {
    c.set('createGuard', { action: rule.action });
    const key = c.req.header('idempotency-key');
    if (key === undefined || key === '') {
      await countAgainstLimit(c, rule);
      return handler(c, next);
    }
    if (!IDEMPOTENCY_KEY_RE.test(key)) {
      throw new AppError(
        'BAD_REQUEST',
        'The Idempotency-Key header must be 1–200 visible ASCII characters.',
        {
          fields: { 'idempotency-key': 'invalid' },
        },
      );
    }
    const { db } = c.var.deps;
    const scope = `${rule.action}:${c.var.principal ? `user:${c.var.principal.userId}` : 'anonymous'}`;
    const hash = await requestHash(c);
    const where = sql`${idempotencyRecord.scope} = ${scope} and ${idempotencyRecord.key} = ${key}`;

    const read = async (): Promise<StoredRecord | null> => {
      const [found] = await db
        .select({
          requestHash: idempotencyRecord.requestHash,
          statusCode: idempotencyRecord.statusCode,
          response: idempotencyRecord.response,
          createdAt: idempotencyRecord.createdAt,
        })
        .from(idempotencyRecord)
        .where(where);
      if (!found) return null;
      if (found.createdAt.getTime() < Date.now() - IDEMPOTENCY_TTL_HOURS * 3_600_000) {
        await db.delete(idempotencyRecord).where(where);
        return null;
      }
      return found;
    };
    const replay = (found: StoredRecord) => {
      if (found.requestHash !== hash) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.', {
          reason: 'idempotencyKeyReused',
        });
      }
      c.header('idempotent-replayed', 'true');
      return c.json(found.response as object, found.statusCode as 200);
    };
    /** Waits for a concurrent request with the same key to finish, then answers what it answered. */
    const awaitOther = async () => {
      const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
      for (;;) {
        const found = await read();
        if (found && found.requestHash !== hash) return replay(found);
        if (found && found.statusCode !== PENDING) return replay(found);
        if (!found) return null; // it failed and dropped its record: run this one
        if (Date.now() > deadline) {
          c.header('retry-after', '1');
          throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress.', {
            reason: 'idempotencyKeyInProgress',
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const earlier = await read();
    if (earlier) {
      const answered = await (earlier.statusCode === PENDING || earlier.requestHash !== hash
        ? awaitOther()
        : replay(earlier));
      if (answered) return answered;
    }
    await countAgainstLimit(c, rule);
    const claimed = rowsOf<{ key: string }>(
      await db.execute(sql`
        insert into ${idempotencyRecord} (scope, key, request_hash, status_code)
        values (${scope}, ${key}, ${hash}, ${PENDING})
        on conflict do nothing
        returning key`),
    );
    if (!claimed.length) {
      const answered = await awaitOther();
      if (answered) return answered;
      // The other request failed meanwhile: claim again (a third one may win; then wait for it).
      const again = rowsOf<{ key: string }>(
        await db.execute(sql`
          insert into ${idempotencyRecord} (scope, key, request_hash, status_code)
          values (${scope}, ${key}, ${hash}, ${PENDING})
          on conflict do nothing
          returning key`),
      );
      if (!again.length) {
        const third = await awaitOther();
        if (third) return third;
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress.', {
          reason: 'idempotencyKeyInProgress',
        });
      }
    }

    let res: unknown;
    try {
      res = await handler(c, next);
    } catch (err) {
      await db.delete(idempotencyRecord).where(where);
      throw err;
    }
    const response = res instanceof Response ? res : c.res;
    if (response.status >= 200 && response.status < 300) {
      let body: unknown = null;
      try {
        body = await response.clone().json();
      } catch {
        body = null;
      }
      await db.update(idempotencyRecord).set({ statusCode: response.status, response: body }).where(where);
    } else {
      await db.delete(idempotencyRecord).where(where);
    }
    return res;
  };
}
