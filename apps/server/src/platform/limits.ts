/**
 * THE table of request limits (docs/architecture.md "Security", decision 0013):
 *
 * - the request body size limit of every route;
 * - how deep a JSON body may nest;
 * - every creating operation (`POST` under /api/v1 that makes something new) with its rate limit.
 *   Each of them honours `Idempotency-Key` (a retry with the same key gets the first answer), applied by platform/create-guard.ts
 *   around the route's handler; a replayed request with a known key costs nothing against the limit.
 *
 * Adding a `POST` route = adding its line to CREATE_OPERATIONS or, when it creates nothing (a state
 * change, a token refresh), to NOT_CREATING with the reason; platform/limits.security.int.test.ts fails
 * otherwise.
 */

import type { MailKind } from '@verdant/shared/admin';
import type { Config } from './config.ts';

/** Largest request body accepted, in bytes (413 `PAYLOAD_TOO_LARGE` beyond). 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Uploads streamed to storage as they arrive, never held whole in memory: BODY_LIMIT_BYTES does not
 * apply to them; each has its own limit, refused at once when the declared Content-Length exceeds it
 * and counted while streaming otherwise (413 `PAYLOAD_TOO_LARGE`, `details.maxBytes`).
 */
export const STREAMED_UPLOADS: readonly {
  method: 'POST';
  path: RegExp;
  maxBytes: (config: Pick<Config, 'recordingMaxBytes'>) => number;
}[] = [
  // consultations: a recording's file (RECORDING_MAX_BYTES, default 500 MiB)
  {
    method: 'POST',
    path: /^\/api\/v1\/consultations\/[^/]+\/recordings$/,
    maxBytes: (config) => config.recordingMaxBytes,
  },
];

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
  // integrations: an administrator's webhook subscriptions
  'POST /api/v1/admin/webhooks': { action: 'webhook', limit: 50, windowSeconds: 3600 },
  'POST /api/v1/auth/sign-up': { action: 'sign-up', limit: 10, windowSeconds: 3600 },
  'POST /api/v1/me/complete-signup': { action: 'complete-signup', limit: 10, windowSeconds: 3600 },
  'POST /api/v1/admin/blog/posts': { action: 'blog-post', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/demo-requests': { action: 'demo-request', limit: 5, windowSeconds: 3600 },
  'POST /api/v1/contact': { action: 'contact', limit: 5, windowSeconds: 900 },
  'POST /api/v1/bookings': { action: 'booking', limit: 20, windowSeconds: 900 },
  // a practice's work: generous per user, a bound on scripted floods
  'POST /api/v1/patients': { action: 'patient', limit: 300, windowSeconds: 3600 },
  // the front desk's intake (ADR 0055): a patient, their consents, documents and first visit at once
  'POST /api/v1/front-desk/intake': { action: 'patient-intake', limit: 300, windowSeconds: 3600 },
  // the front desk's billing of a visit (ADR 0063): an invoice issued, a payment taken
  'POST /api/v1/front-desk/visits/{id}/invoice': { action: 'desk-invoice', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/front-desk/visits/{id}/payments': { action: 'desk-payment', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/patients/import': { action: 'patient-import', limit: 20, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/care-team': { action: 'care-team', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/documents': { action: 'patient-document', limit: 200, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/invitation': { action: 'patient-invitation', limit: 60, windowSeconds: 3600 },
  // diet plans: a dietitian's day of work
  'POST /api/v1/diet-plans': { action: 'diet-plan', limit: 300, windowSeconds: 3600 },
  // fitness: a practice's day of routines, measurements and logs; a client's sessions
  'POST /api/v1/exercises': { action: 'exercise', limit: 100, windowSeconds: 3600 },
  // knowledge base: a practice's own articles and protocol templates
  'POST /api/v1/knowledge/articles': { action: 'knowledge-article', limit: 100, windowSeconds: 3600 },
  'POST /api/v1/routines': { action: 'routine', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/routines/{id}/assign': { action: 'routine-assign', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/me/routines/{id}/sessions': { action: 'workout-session', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/bia': { action: 'bia', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/activities': { action: 'activity', limit: 300, windowSeconds: 3600 },
  // fitness device imports and exercise images (ADR 0039): a file each, stored
  'POST /api/v1/patients/{id}/activities/import': {
    action: 'fitness-import',
    limit: 100,
    windowSeconds: 3600,
  },
  'POST /api/v1/patients/{id}/bia/import': { action: 'fitness-import', limit: 100, windowSeconds: 3600 },
  'POST /api/v1/me/activities/import': { action: 'fitness-import', limit: 30, windowSeconds: 3600 },
  'POST /api/v1/me/bia/import': { action: 'fitness-import', limit: 30, windowSeconds: 3600 },
  'POST /api/v1/exercises/{id}/image': { action: 'exercise-image', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/diet-plans/{id}/duplicate': {
    action: 'diet-plan-duplicate',
    limit: 300,
    windowSeconds: 3600,
  },
  // consultations: a clinician's day of records, measurements and uploads; insights and
  // transcriptions may call an AI service, so fewer
  'POST /api/v1/consultations': { action: 'consultation', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/consultations/{id}/addenda': {
    action: 'consultation-addendum',
    limit: 300,
    windowSeconds: 3600,
  },
  'POST /api/v1/consultations/{id}/recordings': {
    action: 'consultation-recording',
    limit: 60,
    windowSeconds: 3600,
  },
  'POST /api/v1/consultations/{id}/recordings/{recordingId}/transcribe': {
    action: 'consultation-transcription',
    limit: 30,
    windowSeconds: 3600,
  },
  'POST /api/v1/consultations/{id}/insights': {
    action: 'consultation-insights',
    limit: 120,
    windowSeconds: 3600,
  },
  'POST /api/v1/patients/{id}/vitals': { action: 'vitals', limit: 600, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/anthropometrics': {
    action: 'anthropometrics',
    limit: 600,
    windowSeconds: 3600,
  },
  // the calendar and messages: a day's work for a busy practice, a bound on scripted floods
  'POST /api/v1/appointments': { action: 'appointment', limit: 200, windowSeconds: 3600 },
  // a reminder sent from the front desk e-mails the patient: a day's visits, not a flood
  'POST /api/v1/appointments/{id}/remind': { action: 'appointment-remind', limit: 120, windowSeconds: 3600 },
  'POST /api/v1/conversations': { action: 'conversation', limit: 100, windowSeconds: 3600 },
  'POST /api/v1/conversations/{id}/messages': { action: 'message', limit: 600, windowSeconds: 3600 },
  // the privacy centre: a patient's few decisions a day; an export builds a whole file, so fewer
  'POST /api/v1/me/privacy/consents': { action: 'consent-grant', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/me/privacy/care-team/removal-requests': {
    action: 'care-team-removal',
    limit: 20,
    windowSeconds: 3600,
  },
  'POST /api/v1/me/privacy/exports': { action: 'privacy-export', limit: 10, windowSeconds: 3600 },
  // a report built in the background (ADR 0047): a row and a stored file each
  'POST /api/v1/reports/runs': { action: 'report-run', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/me/privacy/erasure-requests': { action: 'erasure-request', limit: 10, windowSeconds: 3600 },
  // a requester's day of access requests (each notifies a patient)
  'POST /api/v1/access-requests': { action: 'access-request', limit: 100, windowSeconds: 3600 },
  // break the glass (ADR 0038): an emergency is rare; each one notifies the administrators
  'POST /api/v1/emergency-access': { action: 'emergency-access', limit: 10, windowSeconds: 3600 },
  // billing: a practice's day of invoices and claims; sending e-mails the patient, so fewer
  'POST /api/v1/invoices': { action: 'invoice', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/invoices/{id}/send': { action: 'invoice-send', limit: 120, windowSeconds: 3600 },
  'POST /api/v1/invoices/{id}/payments': { action: 'invoice-payment', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/invoices/{id}/duplicate': { action: 'invoice-duplicate', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/invoices/{id}/cancel': { action: 'invoice-cancel', limit: 120, windowSeconds: 3600 },
  'POST /api/v1/invoices/{id}/credit-notes': { action: 'credit-note', limit: 120, windowSeconds: 3600 },
  // a trainer's package sale is an invoice, e-mailed: the sending bound
  'POST /api/v1/patients/{id}/session-packages': {
    action: 'session-package',
    limit: 120,
    windowSeconds: 3600,
  },
  'POST /api/v1/claims': { action: 'claim', limit: 200, windowSeconds: 3600 },
  // wellness: a patient's own day, and the care team's assignments
  'POST /api/v1/admin/health-tips': { action: 'health-tip', limit: 200, windowSeconds: 3600 },
  // the administrator's compliance and data console (ADR 0050)
  'POST /api/v1/admin/compliance/breaches': { action: 'breach-report', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/admin/backups': { action: 'backup', limit: 20, windowSeconds: 3600 },
  'POST /api/v1/admin/data/exports': { action: 'practice-export', limit: 10, windowSeconds: 3600 },
  'POST /api/v1/admin/data/appointments-import': {
    action: 'appointment-import',
    limit: 20,
    windowSeconds: 3600,
  },
  'POST /api/v1/me/wellness/sleep': { action: 'wellness-entry', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/me/wellness/mood': { action: 'wellness-entry', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/me/wellness/questionnaires': { action: 'wellness-entry', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/patients/{id}/wellness/assignments': {
    action: 'wellness-assignment',
    limit: 200,
    windowSeconds: 3600,
  },
  // labs: a practice's day of orders; a laboratory's results by hand, by file and by interface
  'POST /api/v1/lab-orders': { action: 'lab-order', limit: 300, windowSeconds: 3600 },
  // a laboratory's own walk-in or paper-requisition order
  'POST /api/v1/lab/orders': { action: 'lab-walk-in-order', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/lab-orders/outside': { action: 'lab-outside-result', limit: 300, windowSeconds: 3600 },
  'POST /api/v1/lab/orders/{id}/results': { action: 'lab-results', limit: 600, windowSeconds: 3600 },
  'POST /api/v1/lab/results/import': { action: 'lab-results-file', limit: 60, windowSeconds: 3600 },
  'POST /api/v1/lab/results/hl7': { action: 'lab-results-hl7', limit: 1200, windowSeconds: 3600 },
  // referrals: a professional's day of referrals (each may ask a patient for access) and visits booked from them
  'POST /api/v1/referrals': { action: 'referral', limit: 200, windowSeconds: 3600 },
  'POST /api/v1/referrals/{id}/schedule': { action: 'appointment', limit: 200, windowSeconds: 3600 },
};

/**
 * The meal planner (diet plans): worker threads per instance (null: one fewer than the cores, at
 * least one), plans waiting beyond those before PLANNER_BUSY, and the longest one plan may run.
 */
export const PLANNER_LIMITS: { workers: number | null; queue: number; timeoutMs: number } = {
  workers: null,
  queue: 8,
  timeoutMs: 60_000,
};

/** Meal-planner runs (POST /api/v1/diet-plans/generate) per user: a practice's day of work. */
export const PLANNER_RATE_LIMIT: RateLimitRule = { action: 'meal-planner', limit: 200, windowSeconds: 3600 };

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

/**
 * Public booking holds (decision 0017). Every anonymous booking is a `pending` hold until confirmed
 * from its e-mail; a hold keeps its slot for BOOKING_HOLD_MINUTES, then counts as free. At most this
 * many unexpired holds at once per e-mail address, per client address and per provider: the next
 * one is refused with 429 `BOOKING_HOLD_LIMIT` (`details.reason`) and changes nothing.
 */
export { BOOKING_HOLD_MINUTES } from '@verdant/shared';
export const BOOKING_HOLD_LIMITS = {
  perEmail: 2,
  perClientAddress: 3,
  perProvider: 5,
} as const;

/** The confirm, cancel and look-up links of a booking, per client address (tokens are 256-bit). */
export const BOOKING_LINK_RATE_LIMIT: RateLimitRule = {
  action: 'booking-link',
  limit: 30,
  windowSeconds: 900,
};

/** `POST` operations of /api/v1 that create nothing, and why (no Idempotency-Key, no create limit). */
export const NOT_CREATING: Record<string, string> = {
  'POST /api/v1/admin/integrations/{kind}/test':
    "an administrator's connection test (a test e-mail counts against the recipient's mail cap)",
  'POST /api/v1/admin/webhooks/{id}/ping': "an administrator's test delivery to their own subscription",
  'POST /api/v1/admin/setup/team-invitations':
    'e-mails only, at most 20 per call, each bounded by the per-recipient mail caps',
  'POST /api/v1/session/refresh': 'issues a new access token for the live session; repeatable',
  'POST /api/v1/session/activity':
    'records that the user is here ("Stay signed in", decision 0020); creates nothing',
  'POST /api/v1/admin/blog/posts/{id}/publish': 'a state change, idempotent by nature',
  'POST /api/v1/admin/blog/posts/{id}/unpublish': 'a state change, idempotent by nature',
  'POST /api/v1/admin/backups/{id}/restore-test':
    'runs a check of an existing backup (restores it into a throw-away instance); repeatable',
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
  'POST /api/v1/bookings/{id}/lookup':
    'a read of a booking by its e-mailed token (POST keeps the token out of URLs); rate-limited in its route',
  'POST /api/v1/bookings/{id}/confirm':
    'confirms a pending hold once (a state change); a second use answers `unchanged`; rate-limited in its route',
  'POST /api/v1/bookings/{id}/cancel':
    'cancels a booking once (a state change); a second use answers `unchanged`; rate-limited in its route',
  'POST /api/v1/patients/import/preview': 'checks a CSV file and writes nothing',
  'POST /api/v1/admin/data/appointments-import/preview': 'checks a CSV file and writes nothing',
  'POST /api/v1/patients/{id}/deactivate': 'a state change of an existing record, idempotent by nature',
  'POST /api/v1/patients/{id}/reactivate':
    'a state change of an existing record, idempotent by nature (the plan limit applies)',
  // diet plans
  'POST /api/v1/diet-plans/generate':
    'runs the meal planner and answers its result without writing anything; limited by PLANNER_RATE_LIMIT and PLANNER_LIMITS',
  'POST /api/v1/diet-plans/swap': 'computes alternatives for one food and writes nothing',
  'POST /api/v1/diet-plans/{id}/transition':
    'a status change of an existing plan (a repeat is refused as not allowed)',
  'POST /api/v1/diet-plans/{id}/share': 'shares an existing plan: a state change, idempotent by nature',
  'POST /api/v1/consultations/{id}/complete':
    'signs an existing consultation once (a state change); a second call answers CONSULTATION_COMPLETED',
  'POST /api/v1/appointments/{id}/cancel':
    'a state change of an existing appointment; cancelling again answers it',
  'POST /api/v1/appointments/{id}/remind':
    "sends an existing visit's reminder (a state change of its reminder); nothing is created",
  'POST /api/v1/appointments/{id}/check-in':
    'marks an existing appointment as arrived (a state change); marking again keeps the first time',
  'POST /api/v1/calendar/feed/regenerate': 'replaces the feed URL (a state change); the newest wins',
  'POST /api/v1/conversations/{id}/read': 'moves the read receipt (a state change), idempotent by nature',
  'POST /api/v1/notifications/{id}/read': 'marks a notification read, idempotent by nature',
  'POST /api/v1/notifications/read-all': 'marks notifications read, idempotent by nature',
  // billing
  'POST /api/v1/claims/{id}/submit':
    'a status change of an existing claim (a repeat answers CLAIM_TRANSITION)',
  'POST /api/v1/claims/{id}/appeal':
    'a status change of an existing claim (a repeat answers CLAIM_TRANSITION)',
  'POST /api/v1/insurer/claims/{id}/accept':
    'a status change of an existing claim (a repeat answers CLAIM_TRANSITION)',
  'POST /api/v1/insurer/claims/{id}/reject':
    'a status change of an existing claim (a repeat answers CLAIM_TRANSITION)',
  'POST /api/v1/insurer/claims/{id}/adjudicate':
    'records the outcome of an existing claim once (a repeat answers CLAIM_TRANSITION)',
  'POST /api/v1/subscription/preview': 'computes the effect of a plan change and writes nothing',
  // privacy
  'POST /api/v1/me/privacy/consents/{id}/revoke':
    'a state change of an existing grant; revoking again answers PRIVACY_CLOSED',
  'POST /api/v1/me/privacy/access-requests/{id}/decide':
    'decides an existing request once; a second decision answers PRIVACY_CLOSED',
  'POST /api/v1/privacy-requests/{id}/resolve':
    'answers an existing request once; a second answer is PRIVACY_CLOSED',
  // labs
  'POST /api/v1/lab-orders/{id}/cancel':
    'a status change of an existing order (a repeat answers LAB_ORDER_TRANSITION)',
  'POST /api/v1/lab-orders/{id}/review':
    'a status change of an existing order (a repeat answers LAB_ORDER_TRANSITION)',
  'POST /api/v1/referrals/{id}/send': "a referral's state change (sent once: a second send is refused)",
  'POST /api/v1/referrals/{id}/cancel': "a referral's state change, once",
  'POST /api/v1/referrals/{id}/accept': "a referral's state change, once",
  'POST /api/v1/referrals/{id}/decline': "a referral's state change, once",
  'POST /api/v1/referrals/{id}/complete': "a referral's state change, once",
  'POST /api/v1/referrals/{id}/request-info': 'a note on the referral, bounded by its history',
  'POST /api/v1/referrals/{id}/reply': 'a note on the referral, bounded by its history',
  'POST /api/v1/lab-orders/{id}/acknowledge': "marks an order's critical values seen, idempotent by nature",
  'POST /api/v1/lab/orders/{id}/cancel':
    'a status change of an existing order (a repeat answers LAB_ORDER_TRANSITION)',
  'POST /api/v1/lab/orders/{id}/receive':
    'a status change of an existing order (a repeat answers LAB_ORDER_TRANSITION)',
  'POST /api/v1/lab/orders/{id}/start':
    'a status change of an existing order (a repeat answers LAB_ORDER_TRANSITION)',
  'POST /api/v1/lab/results/held/{id}/resolve': 'marks a held row resolved (a repeat answers 404)',
};

/** The create rule of a route, by its method and documented path (`/x/{id}`). */
export function createOperation(method: string, path: string): RateLimitRule | undefined {
  return CREATE_OPERATIONS[`${method.toUpperCase()} ${path}`];
}

/**
 * How many e-mails of one kind one recipient address receives per window; beyond it the message is
 * suppressed (not written, not sent; counted per kind for administrators). Enforced in ONE place,
 * `Mailer.enqueue`, keyed on an HMAC of the normalised address and the kind. Messages to the
 * installation's administrators (`*-notice`) get more room: each is caused by a request that already
 * counts against its own CREATE_OPERATIONS limit per client.
 */
export const MAIL_CAPS: Record<MailKind, { limit: number; windowSeconds: number }> = {
  'email-verification': { limit: 3, windowSeconds: 3600 },
  'password-reset': { limit: 3, windowSeconds: 3600 },
  'demo-request-ack': { limit: 3, windowSeconds: 3600 },
  'demo-request-notice': { limit: 20, windowSeconds: 3600 },
  'contact-notice': { limit: 20, windowSeconds: 3600 },
  'organization-decision': { limit: 5, windowSeconds: 3600 },
  // a public booking's confirm link and a confirmed booking's cancel link (few holds per address anyway)
  'booking-links': { limit: 6, windowSeconds: 3600 },
  // a booking or cancellation told to its provider: every one is a real appointment (bookings have
  // their own per-client and per-address limits), so a busy calendar gets room; a kind of its own, so
  // a flood of another kind never silences them, nor they another kind
  'booking-notice': { limit: 30, windowSeconds: 3600 },
  // a practice inviting (or re-inviting) a patient
  'patient-invitation': { limit: 5, windowSeconds: 3600 },
  // an appointment booked, moved or cancelled in the app, told to the other side with its .ics: every
  // one is a real change by a signed-in user (whose creating requests are rate-limited)
  'appointment-notice': { limit: 30, windowSeconds: 3600 },
  // the reminder before each appointment (one per appointment, sent once)
  'appointment-reminder': { limit: 20, windowSeconds: 3600 },
  // an invoice e-mailed to a patient with its PDF (sent or sent again by the practice, whose requests
  // are rate-limited); a patient of a busy practice may get several in an hour
  invoice: { limit: 20, windowSeconds: 3600 },
  // a notification the user asked to get by e-mail as well (a new message, a result…)
  notification: { limit: 30, windowSeconds: 3600 },
  // a message that names no kind (none is sent today)
  other: { limit: 10, windowSeconds: 3600 },
};

/**
 * A sign-in (or a `send-verification-email` request) of an unverified account sends a new
 * verification e-mail only when the last one is older than this; the MAIL_CAPS cap applies as well.
 */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 10 * 60;
