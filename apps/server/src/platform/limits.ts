/**
 * THE table of request limits (docs/architecture.md "Security", decision 0013):
 *
 * - the request body size limit of every route;
 * - how deep a JSON body may nest;
 * - every creating operation (`POST` under /api/v1 that makes something new) with its rate limit.
 *   Each of them honours `Idempotency-Key` (ARCHITECTURE §5), applied by platform/create-guard.ts
 *   around the route's handler; a replayed request with a known key costs nothing against the limit.
 *
 * Adding a `POST` route = adding its line to CREATE_OPERATIONS or, when it creates nothing (a state
 * change, a token refresh), to NOT_CREATING with the reason; platform/limits.security.int.test.ts fails
 * otherwise.
 */

/** Largest request body accepted, in bytes (413 `PAYLOAD_TOO_LARGE` beyond). 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Deepest nesting of arrays and objects accepted in a JSON body (400 beyond). */
export const MAX_JSON_DEPTH = 32;

export interface RateLimitRule {
  /** Name of the operation: part of the rate-limit key and of the Idempotency-Key scope. */
  action: string;
  /** Requests per window, per caller (user id when signed in, else client address). */
  limit: number;
  windowSeconds: number;
}

/** `METHOD /documented/path` → its rate limit. Every creating operation of /api/v1. */
export const CREATE_OPERATIONS: Record<string, RateLimitRule> = {
  'POST /api/v1/auth/sign-up': { action: 'sign-up', limit: 10, windowSeconds: 3600 },
  'POST /api/v1/me/complete-signup': { action: 'complete-signup', limit: 10, windowSeconds: 3600 },
  'POST /api/v1/admin/blog/posts': { action: 'blog-post', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/demo-requests': { action: 'demo-request', limit: 5, windowSeconds: 3600 },
  'POST /api/v1/contact': { action: 'contact', limit: 5, windowSeconds: 900 },
  'POST /api/v1/bookings': { action: 'booking', limit: 20, windowSeconds: 900 },
};

/** Invitation look-ups and acceptances, per client address: enough for a person; tokens are 256-bit. */
export const INVITATION_RATE_LIMIT: RateLimitRule = { action: 'invitation', limit: 30, windowSeconds: 900 };

/**
 * Join attempts at complete-signup: per account and per client address. With 12-character codes
 * (≈59.4 bits) even 10,000 addresses at this rate need tens of thousands of years to expect one hit
 * among 10,000 organizations.
 */
export const JOIN_CODE_RATE_LIMITS = {
  perAccount: { action: 'join-code:account', limit: 5, windowSeconds: 900 },
  perAddress: { action: 'join-code:address', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

/** `POST` operations of /api/v1 that create nothing, and why (no Idempotency-Key, no create limit). */
export const NOT_CREATING: Record<string, string> = {
  'POST /api/v1/session/refresh': 'issues a new access token for the live session; repeatable',
  'POST /api/v1/admin/blog/posts/{id}/publish': 'a state change, idempotent by nature',
  'POST /api/v1/admin/blog/posts/{id}/unpublish': 'a state change, idempotent by nature',
  'POST /api/v1/admin/users/{id}/disable': 'a state change of an existing account, idempotent by nature',
  'POST /api/v1/admin/users/{id}/enable': 'a state change of an existing account, idempotent by nature',
  'POST /api/v1/admin/organization-requests/{id}/approve':
    'decides an existing request once; a second decision answers 409',
  'POST /api/v1/admin/organization-requests/{id}/decline':
    'decides an existing request once; a second decision answers 409',
  'POST /api/v1/admin/outbox/{id}/resend':
    'sends a fresh one-time link in place of the old one (the newest link wins)',
  'POST /api/v1/invitations/lookup':
    'a read of an invitation by its token (POST keeps the token out of URLs); rate-limited in its route',
  'POST /api/v1/invitations/accept':
    'activates the invited account once; a second use answers INVITATION_USED; rate-limited in its route',
  'POST /api/v1/organizations/{id}/join-code': 'replaces the join code (a state change); the newest wins',
};

/** The create rule of a route, by its method and documented path (`/x/{id}`). */
export function createOperation(method: string, path: string): RateLimitRule | undefined {
  return CREATE_OPERATIONS[`${method.toUpperCase()} ${path}`];
}
