/**
 * Plumbing shared by the API modules (blog, demo requests, contact, providers, booking, SEO):
 * unique-violation detection, the administrators' addresses, the e-mail language, query helpers.
 * (Rate limits and `Idempotency-Key`: platform/limits.ts and platform/create-guard.ts, `countAgainstLimit`.)
 */
import type { Language } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z as zq } from './openapi.ts';
import { type DbOrTx, rowsOf } from '../db/client.ts';
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
