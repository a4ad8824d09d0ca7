/**
 * Plumbing shared by the API modules (blog, demo requests, contact, providers, booking, SEO):
 * unique-violation detection, per-address rate limits, the
 * `Idempotency-Key` protocol, the administrators' addresses and the e-mail language.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z as zq } from './openapi.ts';
import { type DbOrTx, rowsOf } from '../db/client.ts';
import { idempotencyRecord, publicRateLimit } from '../db/schema/index.ts';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

/** `VALIDATION_FAILED` for one or more fields. */
export function fieldError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { fields });
}

/** True for a PostgreSQL unique violation (23505), whichever driver and wrapper raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === constraint || String(e).includes(constraint);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Rate limits

export interface RateLimitRule {
  /** Action name, part of the key. */
  action: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  demoRequest: { action: 'demo-request', limit: 5, windowSeconds: 3600 },
  contact: { action: 'contact', limit: 5, windowSeconds: 900 },
  booking: { action: 'booking', limit: 20, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one request of `who` (by default `callerKey`: the user id, else the client address) against `rule`; RATE_LIMITED with
 * `Retry-After` once the window's limit is exceeded. One atomic upsert, shared by every instance.
 */
export async function enforceRateLimit(
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
    // Occasional sweep of long-expired windows.
    await db.execute(
      sql`delete from ${publicRateLimit} where ${publicRateLimit.windowStart} < now() - interval '1 day'`,
    );
  }
  if (row && Number(row.count) > rule.limit) {
    c.header('retry-after', String(Math.max(1, Number(row.retry_after))));
    throw new AppError('RATE_LIMITED', undefined, {
      retryAfterSeconds: Math.max(1, Number(row.retry_after)),
    });
  }
}

/** The rate-limit identity of the caller: their user id when signed in, else their address. */
export function callerKey(c: Context<AppEnv>): string {
  const principal = c.var.principal;
  return principal ? `user:${principal.userId}` : `ip:${c.var.clientIp}`;
}

// ---------------------------------------------------------------------------------------------
// Idempotency-Key

const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,200}$/;
const IDEMPOTENCY_TTL_HOURS = 24;

export interface StoredAnswer<T, S extends 201 | 202> {
  status: S;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a creating action in one transaction, honouring `Idempotency-Key` (ARCHITECTURE §5).
 * With a key, the record is inserted first in the same transaction: a concurrent duplicate waits on
 * it and then gets the first answer; a later retry gets the stored answer without running again; the
 * same key with a different body is a CONFLICT. Without a key the action just runs.
 */
export async function idempotent<T, S extends 201 | 202>(
  c: Context<AppEnv>,
  scope: string,
  requestBody: unknown,
  status: S,
  run: (tx: DbOrTx) => Promise<T>,
): Promise<StoredAnswer<T, S>> {
  const { db } = c.var.deps;
  const key = c.req.header('idempotency-key');
  if (key === undefined || key === '') {
    return { status, body: await db.transaction((tx) => run(tx)), replayed: false };
  }
  if (!IDEMPOTENCY_KEY_RE.test(key)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 1–200 visible ASCII characters.');
  }
  const fullScope = `${scope}:${c.var.principal ? `user:${c.var.principal.userId}` : 'anonymous'}`;
  const requestHash = createHash('sha256').update(canonicalJson(requestBody)).digest('hex');

  const replay = async (): Promise<StoredAnswer<T, S> | null> => {
    const [found] = await db
      .select()
      .from(idempotencyRecord)
      .where(sql`${idempotencyRecord.scope} = ${fullScope} and ${idempotencyRecord.key} = ${key}`);
    if (!found) return null;
    if (found.createdAt.getTime() < Date.now() - IDEMPOTENCY_TTL_HOURS * 3_600_000) {
      await db
        .delete(idempotencyRecord)
        .where(sql`${idempotencyRecord.scope} = ${fullScope} and ${idempotencyRecord.key} = ${key}`);
      return null;
    }
    if (found.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.', {
        reason: 'idempotencyKeyReused',
      });
    }
    return { status, body: found.response as T, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const body = await db.transaction(async (tx) => {
      await tx.insert(idempotencyRecord).values({ scope: fullScope, key, requestHash, statusCode: status });
      const result = await run(tx);
      await tx
        .update(idempotencyRecord)
        .set({ response: result as unknown })
        .where(sql`${idempotencyRecord.scope} = ${fullScope} and ${idempotencyRecord.key} = ${key}`);
      return result;
    });
    return { status, body, replayed: false };
  } catch (err) {
    if (isUniqueViolation(err, 'idempotency_record_scope_key_pk')) {
      const first = await replay();
      if (first) return first;
    }
    throw err;
  }
}

/** Sends the stored or fresh answer of `idempotent`. */
export function answer<T extends object, S extends 201 | 202>(
  c: Context<AppEnv>,
  result: StoredAnswer<T, S>,
) {
  if (result.replayed) c.header('idempotent-replayed', 'true');
  return c.json(result.body, result.status);
}

// ---------------------------------------------------------------------------------------------
// Mail helpers

/** Every administrator's address (users holding the admin role). */
export async function adminEmails(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct u.email from "user" u join user_roles r on r.user_id = u.id where r.role = 'admin' order by u.email`,
  );
  return rowsOf<{ email: string }>(result).map((r) => r.email);
}

/** The language for a message to the caller: `?lang=`, then Accept-Language, else English. */
export function requestLanguage(c: Context<AppEnv>): Language {
  return pickLanguage(c.req.query('lang'), c.req.header('accept-language'));
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are uuids; anything else is simply not found (never a database error). */
export function assertUuid(id: string): string {
  if (!UUID_RE.test(id)) throw new AppError('NOT_FOUND');
  return id;
}
export function isUuid(id: string): boolean {
  return UUID_RE.test(id);
}

/** Query strings: an empty value (`?status=`) means "not given". */
export const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An integer query parameter with a default; errors carry the `numberInvalid` key. */
export function intQuery(min: number, max: number, fallback: number) {
  const e = { error: 'numberInvalid' } as const;
  return zq.preprocess(
    emptyAsUndefined,
    zq.coerce.number(e).int(e).min(min, e).max(max, e).default(fallback),
  );
}

/** `?lang=` first, then Accept-Language (highest q among en and es), else English. */
export function pickLanguage(
  query: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (query === 'es' || query === 'en') return query;
  let best: { lang: Language; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag?.split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties keep the earlier entry.
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}
