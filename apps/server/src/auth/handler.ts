/**
 * Mounts better-auth at /api/auth/*: passes the client's socket address for rate limiting, and
 * rewrites every error answer into our error shape with a code from `@verdant/shared` (keeping
 * better-auth's top-level `code`/`message` so its client still reads them).
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, isErrorCode } from '@verdant/shared';
import { Hono } from 'hono';
import {
  addressForAuthLibrary,
  UNRESOLVED_ADDRESS_MESSAGE,
  UNRESOLVED_ADDRESS_REASON,
} from '../platform/client-address.ts';
import { isConnectionError } from '../db/connection-errors.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../platform/context.ts';
import {
  codeForStatus,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  type ErrorDetails,
  errorBody,
} from '../platform/errors.ts';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { hasSessionCookie } from './principal.ts';

/** better-auth error code → ours (the user-facing wording lives in ERROR_MESSAGES). */
const AUTH_CODE_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_ALREADY_EXISTS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  INVALID_CODE: 'INVALID_TWO_FACTOR_CODE',
  INVALID_BACKUP_CODE: 'INVALID_TWO_FACTOR_CODE',
  OTP_HAS_EXPIRED: 'INVALID_TWO_FACTOR_CODE',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'RATE_LIMITED',
  ACCOUNT_TEMPORARILY_LOCKED: 'ACCOUNT_LOCKED', // normally answered with its end time (totp-once.ts)
  INVALID_TWO_FACTOR_COOKIE: 'UNAUTHENTICATED', // the sign-in challenge expired: sign in again
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  MISSING_FIELD: 'VALIDATION_FAILED',
  FIELD_NOT_ALLOWED: 'VALIDATION_FAILED',
  BODY_MUST_BE_AN_OBJECT: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  INVALID_ORIGIN: 'FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN',
  INVALID_CALLBACK_URL: 'FORBIDDEN',
  INVALID_REDIRECT_URL: 'FORBIDDEN',
  PROVIDER_NOT_FOUND: 'NOT_FOUND',
};

/** Field hints for the validation codes better-auth raises itself. */
const AUTH_CODE_FIELDS: Record<string, Record<string, string>> = {
  INVALID_EMAIL: { email: 'emailInvalid' },
  PASSWORD_TOO_SHORT: { password: 'passwordTooShort' },
  PASSWORD_TOO_LONG: { password: 'passwordTooLong' },
};

interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** Maps a better-auth error answer (status + JSON body) to our code, message and details. */
export function mapAuthError(
  status: number,
  body: AuthErrorBody,
  retryAfter?: string | null,
): { code: ErrorCode; message: string; details?: ErrorDetails } {
  const authCode = typeof body.code === 'string' ? body.code : undefined;
  if (status === 429 && (!authCode || (!isErrorCode(authCode) && !AUTH_CODE_MAP[authCode]))) {
    const seconds = Number(retryAfter);
    return {
      code: 'RATE_LIMITED',
      message: ERROR_MESSAGES.RATE_LIMITED,
      details: {
        scope: 'address',
        ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {}),
      },
    };
  }
  if (authCode && isErrorCode(authCode)) {
    const details =
      body.details && typeof body.details === 'object' ? (body.details as ErrorDetails) : undefined;
    return { code: authCode, message: ERROR_MESSAGES[authCode], ...(details ? { details } : {}) };
  }
  const code = (authCode && AUTH_CODE_MAP[authCode]) || codeForStatus(status);
  const details: ErrorDetails = {};
  if (authCode && authCode !== code) details.authCode = authCode;
  if (authCode && AUTH_CODE_FIELDS[authCode]) details.fields = AUTH_CODE_FIELDS[authCode];
  return {
    code,
    message: ERROR_MESSAGES[code],
    ...(Object.keys(details).length ? { details } : {}),
  };
}

/**
 * better-auth puts the session token (the long-lived credential its httpOnly cookie carries) in some
 * JSON bodies (`token`, `session.token`). Scripts never need it: blank it so an XSS cannot lift it.
 */
export function redactTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactTokens);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'token' && typeof v === 'string') {
        // a session object keeps a string (its type says so); a top-level token becomes null
        out[k] = 'userId' in value ? '' : null;
      } else {
        out[k] = redactTokens(v);
      }
    }
    return out;
  }
  return value;
}

async function redactSuccess(res: Response): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return res;
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return res;
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(redactTokens(body)), { status: res.status, headers });
}

/** Rewrites an error response of better-auth into our shape; success bodies lose their tokens. */
export async function normalizeAuthResponse(res: Response): Promise<Response> {
  if (res.status < 400) return res.status >= 300 ? res : redactSuccess(res);
  let body: AuthErrorBody = {};
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      body = (await res.clone().json()) as AuthErrorBody;
    } catch {
      body = {};
    }
  } else if (res.status < 500 && type.includes('html')) {
    return res; // better-auth's own error page (browser navigations)
  }
  const mapped = mapAuthError(res.status, body, res.headers.get('x-retry-after'));
  const headers = new Headers(res.headers);
  if (mapped.code === 'RATE_LIMITED' && typeof mapped.details?.retryAfterSeconds === 'number') {
    headers.set('retry-after', String(mapped.details.retryAfterSeconds));
  }
  return authErrorResponse(mapped, headers);
}

/**
 * Our error shape, plus better-auth's top-level `code` and `message` (its client reads those), for
 * every error answered under /api/auth.
 */
export function authErrorResponse(
  mapped: { code: ErrorCode; message?: string; details?: ErrorDetails },
  headers = new Headers(),
): Response {
  const message = mapped.message ?? ERROR_MESSAGES[mapped.code];
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  const body = { ...errorBody(mapped.code, message, mapped.details), code: mapped.code, message };
  return new Response(JSON.stringify(body), { status: ERROR_STATUS[mapped.code], headers });
}

/** 503 TEMPORARILY_UNAVAILABLE in the shape of every /api/auth error, with its `Retry-After`. */
export function authUnavailableResponse(): Response {
  const unavailable = databaseUnavailable();
  return authErrorResponse(
    { code: unavailable.code, ...(unavailable.details ? { details: unavailable.details } : {}) },
    new Headers({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }),
  );
}

const REACHABLE_TIMEOUT_MS = 1000;

/** Whether the database answers a `select 1` within a second. */
async function reachable(database: Pick<Database, 'ping'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), REACHABLE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * better-auth turns some failures of its own writes into answers (500, or 422 `FAILED_TO_CREATE_USER`)
 * without saying why: when the database does not answer either, that was the reason.
 */
async function mayBeOutage(res: Response): Promise<boolean> {
  if (res.status >= 500) return true;
  if (res.status !== 422 || !(res.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await res.clone().json()) as AuthErrorBody;
    return typeof body.code === 'string' && body.code.startsWith('FAILED_TO_');
  } catch {
    return false;
  }
}

/**
 * Calls better-auth with the client's rate-limit key (`c.var.clientIp`, normalised by
 * platform/client-address.ts) in CLIENT_IP_HEADER, replacing any client-sent value. With no address
 * (null) nothing is called: 400 `BAD_REQUEST` `clientAddressUnresolved` instead of one bucket shared
 * by every such client. A lost database connection answers 503 TEMPORARILY_UNAVAILABLE with `Retry-After`, like the rest of the
 * API; any other failure better-auth throws goes on to the central error handler.
 */
export async function callAuth(
  auth: Auth,
  request: Request,
  clientIp: string | null,
  database?: Pick<Database, 'ping'>,
): Promise<Response> {
  if (!clientIp) {
    return authErrorResponse({
      code: 'BAD_REQUEST',
      message: UNRESOLVED_ADDRESS_MESSAGE,
      details: { reason: UNRESOLVED_ADDRESS_REASON },
    });
  }
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, addressForAuthLibrary(clientIp));
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = await request.arrayBuffer();
  }
  let res: Response;
  try {
    res = await auth.handler(new Request(request.url, init));
  } catch (err) {
    if (isConnectionError(err)) return authUnavailableResponse();
    throw err;
  }
  if (database && (await mayBeOutage(res)) && !(await reachable(database))) return authUnavailableResponse();
  return normalizeAuthResponse(res);
}

/**
 * better-auth POSTs that cannot end or change an existing session (they create one, or send mail).
 * Any other successful POST (sign-out, password change or reset, revoking sessions, two-factor,
 * profile…) empties this instance's principal cache at once; the database triggers of migration
 * 0002 tell the other instances (decision 0008).
 */
const SESSION_NEUTRAL_POSTS = new Set([
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
]);

export function betterAuthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    // A browser always sends Origin on POST: refuse any from a site we do not trust (login CSRF and
    // sign-up spam from other sites), whether or not a cookie is present.
    const origin = c.req.header('origin');
    if (c.req.method === 'POST' && origin && !c.var.deps.config.trustedOrigins.includes(origin)) {
      return authErrorResponse({
        code: 'FORBIDDEN',
        message: 'This request did not come from a trusted origin.',
        details: { reason: 'origin' },
      });
    }
    // Decision 0020: a session idle past its timeout ends here too (better-auth then sees none);
    // nothing under /api/auth counts as activity (the web polls get-session-like reads).
    if (hasSessionCookie(c.req.header('cookie'))) {
      await c.var.deps.principals.fromCookie(c.req.raw, [], { activity: false });
    }
    const res = await callAuth(c.var.deps.auth, c.req.raw, c.var.clientIp, c.var.deps.database);
    if (
      c.req.method === 'POST' &&
      res.status < 400 &&
      !SESSION_NEUTRAL_POSTS.has(c.req.path.slice(AUTH_BASE_PATH.length))
    ) {
      c.var.deps.principals.clear();
    }
    return res;
  });
  return app;
}
