/**
 * Which failures mean "the database cannot be reached right now" (a restart, a failover, an
 * administrator ending connections, a network cut) rather than a bug or a refused statement. The
 * API answers those with 503 TEMPORARILY_UNAVAILABLE and a `Retry-After` (platform/errors.ts).
 */

/** Socket-level failures (Node's `err.code`). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs besides class 08 (connection exception). */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, recovering
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** node-postgres and pg-pool raise these as plain errors without a code. */
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * True when `err`, or an error it wraps (`cause`, Drizzle's DrizzleQueryError; `errors`, an
 * AggregateError from a multi-address connect), is a lost or refused database connection.
 */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  if (typeof e.message === 'string' && MESSAGES.some((m) => (e.message as string).startsWith(m))) {
    return true;
  }
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return e.cause !== undefined && e.cause !== err && isConnectionError(e.cause, depth + 1);
}

/**
 * What may be logged about a connection failure: its class and code, never its message in full
 * (Drizzle's wrapper quotes the statement and its parameters, which can hold patient data).
 */
export function connectionErrorSummary(err: unknown): { type: string; code?: string } {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth <= 5; depth++) {
    const e = current as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      return { type: typeof e.name === 'string' ? e.name : 'Error', code: e.code };
    }
    if (typeof e.message === 'string') {
      const known = MESSAGES.find((m) => (e.message as string).startsWith(m));
      if (known) return { type: typeof e.name === 'string' ? e.name : 'Error', code: known };
    }
    current = e.cause;
  }
  return { type: err instanceof Error ? err.name : typeof err };
}
